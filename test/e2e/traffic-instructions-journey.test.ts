import { describe, expect, inject, it } from 'vitest';
import { DEMO_USERS } from '@masterport/local';
import { englishTextOn, journeyPage, signIn } from './support/journey.ts';

const appUrl = inject('appUrl');
const journey = journeyPage();

describe('a broadcaster says who receives traffic instructions', () => {
  it('adds the traffic department’s address', async () => {
    const { page } = journey;
    await signIn(page, DEMO_USERS[0].email);
    await page.goto(`${appUrl}/app/user/traffic-instructions`);
    const recipients = page.getByRole('region', { name: 'Who receives traffic instructions' });
    await recipients.getByRole('textbox').fill('traffic@demo-broadcaster.example');
    await recipients.getByRole('button', { name: 'Add' }).click();
    await recipients.getByRole('listitem').filter({ hasText: 'traffic@demo-broadcaster.example' }).waitFor();
  });

  it('sends one station’s instructions to its own desk, and keeps at least one station in the exception', async () => {
    const { page } = journey;
    const exceptions = page.getByRole('region', { name: 'Stations that differ' });
    await exceptions.getByRole('combobox', { name: 'Stations' }).click();
    await page.getByRole('option', { name: 'CHLT' }).click();
    await page.keyboard.press('Escape');
    await exceptions.getByRole('button', { name: 'Add an exception' }).click();
    const exception = page.getByRole('listitem', { name: 'Exception for CHLT' });
    await exception.waitFor();
    await exception.getByRole('textbox').fill('desk@chlt.example');
    await exception.getByRole('button', { name: 'Add' }).click();
    await exception.getByText('desk@chlt.example').waitFor();
    expect(await exception.getByRole('button', { name: 'Remove CHLT' }).isDisabled()).toBe(true);
  });

  it('reads the tab in French, then deletes the exception', async () => {
    const { page } = journey;
    await page.getByRole('radiogroup', { name: 'Language' }).getByText('FR', { exact: true }).click();
    await page.getByRole('heading', { name: 'Stations qui font exception' }).waitFor();
    expect(await englishTextOn(page)).toEqual([]);
    await page.getByRole('radiogroup', { name: 'Langue' }).getByText('EN', { exact: true }).click();
    await page
      .getByRole('listitem', { name: 'Exception for CHLT' })
      .getByRole('button', { name: 'Delete this exception' })
      .click();
    await page.getByRole('listitem', { name: 'Exception for CHLT' }).waitFor({ state: 'detached' });
  });
});
