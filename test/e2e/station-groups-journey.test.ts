import { describe, expect, inject, it } from 'vitest';
import { DEMO_USERS } from '@masterport/local';
import { englishTextOn, journeyPage, signIn } from './support/journey.ts';

const appUrl = inject('appUrl');
const journey = journeyPage();
const name = `Estrie et Montréal ${Date.now().toString(36)}`;

describe('an agency keeps groups of stations to send to', () => {
  it('makes a group from the directory, searching by call letters and by market', async () => {
    const { page } = journey;
    await signIn(page, DEMO_USERS[1].email);
    await page.goto(`${appUrl}/app/user/call-letters`);
    await page.getByRole('button', { name: 'New group' }).click();
    const dialog = page.getByRole('dialog', { name: 'New station group' });
    await dialog.getByRole('textbox', { name: 'Group name' }).fill(name);
    const stations = dialog.getByRole('combobox', { name: 'Stations' });
    await stations.fill('CFTM');
    await page.getByRole('option', { name: /^CFTM · Montréal/ }).click();
    await stations.fill('Sherbrooke');
    await page.getByRole('option', { name: /^CHLT · Sherbrooke/ }).click();
    await dialog.getByRole('textbox', { name: 'Group name' }).click(); // closes the list of stations
    await dialog.getByRole('button', { name: 'Create the group' }).click();
    await dialog.waitFor({ state: 'detached' });
    const group = page.getByRole('listitem', { name });
    await group.getByText('2 stations').waitFor();
    expect(await group.textContent()).toContain('CHLT');
  });

  it('takes a station out of the group', async () => {
    const { page } = journey;
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
    await dialog.getByText('CHLT · Sherbrooke · TV').waitFor();
    await dialog.getByRole('combobox', { name: 'Stations' }).focus();
    await page.keyboard.press('Backspace'); // the last station chosen, CHLT
    await dialog.getByText('CHLT · Sherbrooke · TV').waitFor({ state: 'detached' });
    await dialog.getByRole('textbox', { name: 'Group name' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('listitem', { name })
      .getByText(/· 1 station$/)
      .waitFor();
  });

  it('reads the tab in French, then deletes the group', async () => {
    const { page } = journey;
    await page.getByRole('radiogroup', { name: 'Language' }).getByText('FR', { exact: true }).click();
    await page.getByRole('heading', { name: 'Groupes de stations' }).waitFor();
    expect(await englishTextOn(page)).toEqual([]);
    await page.getByRole('button', { name: `Supprimer ${name}` }).click();
    await page.getByRole('listitem', { name }).waitFor({ state: 'detached' });
    await page.getByRole('radiogroup', { name: 'Langue' }).getByText('EN', { exact: true }).click();
  });
});
