import { describe, expect, inject, it } from 'vitest';
import { DEMO_USERS } from '@masterport/local';
import { journeyPage, makeReadyRadioMaster, signIn } from './support/journey.ts';

/**
 * Issue 32, station specs: a radio broadcaster says its new station takes -23 LKFS (the EBU R128
 * preset); a producer sends it a radio spot mastered at -24, sees in the review that a -23 version
 * will be made before delivery, confirms, and sees that version made among the master's outputs.
 */
const appUrl = inject('appUrl');
const journey = journeyPage();
const stamp = Date.now().toString(36).toUpperCase();
const letters = `CS${stamp}`.slice(0, 8);
const radio = { title: `Spec radio ${stamp}`, uniqueId: `SPR${stamp}`.slice(0, 20) };
const variant = 'RADIO_MP3_320_24_L23';

describe('a producer sends to a station whose spec wants -23 LKFS', () => {
  it('the station registers and takes the EBU R128 preset as its spec', async () => {
    const { page } = journey;
    await signIn(page, DEMO_USERS[3].email);
    await page.goto(`${appUrl}/app/user/call-letters`);
    await page.getByRole('textbox', { name: 'Call letters' }).fill(letters);
    await page.getByRole('textbox', { name: 'Market' }).fill('Rimouski');
    await page.getByRole('button', { name: 'Add the station' }).click();
    await page.getByRole('cell', { name: letters, exact: true }).waitFor();

    await page.getByRole('button', { name: `Spec of ${letters}` }).click();
    const dialog = page.getByRole('dialog', { name: `What ${letters} accepts` });
    await dialog.getByLabel('Start from').click();
    await page.getByRole('option', { name: 'EBU R128 (-23 LKFS)' }).click();
    expect(await dialog.getByLabel('Loudness target').inputValue()).toBe('-23 LKFS');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('row', { name: new RegExp(`^${letters}.*EBU R128 \\(-23 LKFS\\) v1`) }).waitFor();
  });

  it('reviews the send: the -24 spot is made at -23 for that station before delivery', async () => {
    const { page } = journey;
    await signIn(page, DEMO_USERS[1].email);
    await makeReadyRadioMaster(page, appUrl, radio);
    const masterUrl = page.url();
    await page.goto(`${appUrl}/app/distributions`);
    await page.getByRole('button', { name: 'New distribution' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New distribution' });
    const closeDropdown = () => dialog.getByRole('heading', { name: 'New distribution' }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('combobox', { name: 'Masters' }).click();
    await page.getByRole('option', { name: new RegExp(radio.uniqueId) }).click();
    await closeDropdown();
    await dialog.getByRole('button', { name: 'Next' }).click();
    const stations = dialog.getByRole('combobox', { name: 'Call letters' });
    await stations.click();
    await stations.fill(letters);
    await page.getByRole('option', { name: new RegExp(`^${letters} ·`) }).click();
    await closeDropdown();
    for (let step = 0; step < 3; step += 1) await dialog.getByRole('button', { name: 'Next' }).click();

    const station = dialog.getByTestId('wizard-review').locator(`[data-station="${letters}"]`);
    const checks = station.getByTestId('spec-checks');
    await checks.getByText("Against the station's spec (version 1)").waitFor();
    await checks.locator('[data-spec-result="new_output"]').getByText('Made for it before delivery').waitFor();
    await checks.getByText('Loudness: -24 LKFS, wanted -23 LKFS ±0.5 LU').waitFor();
    await checks.getByText(`RADIO_MP3_320_24 will be made as ${variant} and delivered instead.`).waitFor();
    await station.getByText(`To be made before delivery: ${radio.uniqueId} ${variant}`).waitFor();
    // The file to make is listed under the name the station will receive it by (its default pattern).
    await station
      .locator('[data-to-make]')
      .getByText(`${radio.uniqueId}_Spec-radio-${stamp}.mp3`, { exact: true })
      .waitFor();

    // Send: the file to make first is asked, as any output a station needs.
    await dialog.getByRole('button', { name: 'Send' }).click();
    const confirm = page.getByRole('dialog', { name: 'Files to make first' });
    await confirm.getByText(variant, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Make them, then deliver' }).click();
    await page.waitForURL(/\/app\/distributions\/details\//);

    // The master makes the -23 version (a real encode), listed with its outputs.
    await page.goto(masterUrl);
    await page.getByRole('tab', { name: /^Outputs/ }).click();
    await page
      .getByRole('tabpanel')
      .getByRole('button', { name: `Download ${variant}` })
      .waitFor({ timeout: 120_000 });
    await page
      .getByRole('tabpanel')
      .getByText('RADIO_MP3_320_24 made again at -23 LKFS, for a station whose spec asks for it')
      .first()
      .waitFor();
  });
});
