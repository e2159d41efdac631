import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_USERS } from '@masterport/local';
import { startStationFtp, type StationFtp } from '../integration/support/ftp-server.ts';
import { englishTextOn, journeyPage, signIn } from './support/journey.ts';

const appUrl = inject('appUrl');
const journey = journeyPage();
let station: StationFtp;

beforeAll(async () => {
  station = await startStationFtp({ security: 'none', username: 'traffic', password: 'station-ftp-password' });
});
afterAll(() => station?.close());

describe('a broadcaster sets up FTP delivery', () => {
  it('opens the delivery method tab of the settings', async () => {
    const { page } = journey;
    await signIn(page, DEMO_USERS[0].email);
    await page.goto(`${appUrl}/app/user/delivery-method`);
    await page.getByRole('tab', { name: 'Delivery method', selected: true }).waitFor();
    await page.getByRole('heading', { name: 'Settings', level: 2 }).waitFor();
    // Nothing is active yet: the tab is marked as asking something.
    await page.getByRole('tab', { name: 'Delivery method (to do)' }).waitFor();
  });

  it('saves the server, then the credentials, which come back masked', async () => {
    const { page } = journey;
    await page.getByRole('radio', { name: 'FTP' }).click();
    await page.getByRole('textbox', { name: 'Server' }).fill('127.0.0.1');
    await page.getByRole('textbox', { name: 'Port' }).fill(String(station.port));
    await page.getByRole('combobox', { name: 'Encryption' }).click();
    await page.getByRole('option', { name: 'None (plain FTP)' }).click();
    await page.getByRole('textbox', { name: 'Target folder' }).fill('/incoming');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('The FTP settings are saved.').waitFor();

    await page.getByRole('textbox', { name: 'Username' }).fill('traffic');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('station-ftp-password');
    await page.getByRole('button', { name: 'Save credentials' }).click();
    await page.getByText('Saved: ••••ffic · ••••••••').waitFor();
    expect(await page.locator('body').innerText()).not.toContain('station-ftp-password');
  });

  it('tests the connection: a file is written in the folder and deleted', async () => {
    const { page } = journey;
    await page.getByRole('button', { name: 'Test the connection' }).click();
    await page.locator('[data-test-result="ok"]').waitFor();
    expect(station.stored).toHaveLength(1);
    expect(station.filesIn('incoming')).toEqual([]);
  });

  it('makes FTP the active method, and reads it all in French', async () => {
    const { page } = journey;
    await page.getByRole('button', { name: 'Make FTP active' }).click();
    await page.locator('[data-active-method="ftp"]').getByText('Your stations receive spots by FTP.').waitFor();
    await page.getByRole('tab', { name: 'Delivery method', exact: true }).waitFor();
    await page.getByRole('radiogroup', { name: 'Language' }).getByText('FR', { exact: true }).click();
    await page.getByText('Vos stations reçoivent les messages par FTP.').waitFor();
    expect(await englishTextOn(page)).toEqual([]);
    await page.getByRole('radiogroup', { name: 'Langue' }).getByText('EN', { exact: true }).click();
  });

  it('says why a test fails in words a station engineer acts on', async () => {
    const { page } = journey;
    await page.getByRole('button', { name: 'Replace credentials' }).click();
    await page.getByRole('textbox', { name: 'Username' }).fill('traffic');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('a wrong password');
    await page.getByRole('button', { name: 'Save credentials' }).click();
    await page.getByRole('button', { name: 'Replace credentials' }).waitFor();
    await page.getByRole('button', { name: 'Test the connection' }).click();
    await page.locator('[data-test-result="login"]').getByText('The username or password was refused.').waitFor();
    await page.getByRole('button', { name: 'Stop receiving' }).click();
    await page.locator('[data-active-method="none"]').waitFor();
  });
});
