import { describe, expect, inject, it } from 'vitest';
import { DEMO_USERS } from '@masterport/local';
import { englishTextOn, journeyPage, signIn } from './support/journey.ts';

const appUrl = inject('appUrl');
const letters = `CJ${(Date.now() % 1e7).toString(36).toUpperCase()}`.slice(0, 10);
const journey = journeyPage();

describe('a broadcaster registers a station', () => {
  it('finds its demo stations under Settings › Call letters, where the profile’s old tab now leads', async () => {
    const { page } = journey;
    await signIn(page, DEMO_USERS[0].email);
    await page.goto(`${appUrl}/app/user/profile?tab=call-letters`);
    await page.waitForURL(`${appUrl}/app/user/call-letters`);
    await page.getByRole('tab', { name: 'Call letters', selected: true }).waitFor();
    await page.getByRole('heading', { name: 'Your call letters' }).waitFor();
    await page.getByRole('cell', { name: 'CFTM', exact: true }).waitFor();
  });

  it('adds call letters typed in lower case, and is told when they are already taken', async () => {
    const { page } = journey;
    await page.getByRole('textbox', { name: 'Call letters' }).fill(letters.toLowerCase());
    await page.getByRole('textbox', { name: 'Market' }).fill('Rimouski');
    await page.getByRole('button', { name: 'Add the station' }).click();
    await page.getByRole('cell', { name: letters, exact: true }).waitFor();

    await page.getByRole('textbox', { name: 'Call letters' }).fill('cftm');
    await page.getByRole('textbox', { name: 'Market' }).fill('Montréal');
    await page.getByRole('button', { name: 'Add the station' }).click();
    await page.getByText('These call letters are already registered on Masterport.').waitFor();
  });

  it('changes a station’s market in place', async () => {
    const { page } = journey;
    await page.getByRole('button', { name: `Edit ${letters}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${letters}` });
    await dialog.getByRole('textbox', { name: 'Market' }).fill('Rimouski-Neigette');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('row', { name: new RegExp(letters) })
      .getByText('Rimouski-Neigette', { exact: true }) // a phone's line under the letters says more
      .waitFor();
  });

  it('shows the tab in French, without English left over, and removes the station', async () => {
    const { page } = journey;
    await page.getByRole('radiogroup', { name: 'Language' }).getByText('FR', { exact: true }).click();
    await page.getByRole('heading', { name: 'Vos indicatifs' }).waitFor();
    expect(await englishTextOn(page)).toEqual([]);
    await page.getByRole('button', { name: `Retirer ${letters}` }).click();
    await page.getByRole('cell', { name: letters, exact: true }).waitFor({ state: 'detached' });
  });
});
