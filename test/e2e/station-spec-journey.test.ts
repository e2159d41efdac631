import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@masterport/contract';
import { DEMO_USERS } from '@masterport/local';
import { journeyPage, makeReadyRadioMaster, screenshots, signIn } from './support/journey.ts';

/**
 * Issue 32, station specs: a radio broadcaster says its new station takes -23 LKFS (the EBU R128
 * preset); a producer sends it a radio spot mastered at -24, sees in the review that a -23 version
 * will be made before delivery, confirms, and sees that version made among the master's outputs.
 * On the way, a group of its stations gets a spec in the same form (its station keeps its own).
 * Then the station goes back to -24 LKFS: the -23 spot it has no longer meets its spec, the producer
 * finds it under "Stations changed their specs" and delivers it again in one click, and the station
 * receives the -24 file instead. Screenshots of that list at 1280 and 390 px, EN and FR.
 */
const appUrl = inject('appUrl');
const journey = journeyPage();
const stamp = Date.now().toString(36).toUpperCase();
const letters = `CS${stamp}`.slice(0, 8);
/** A second station of the group, without a spec of its own: it follows the group's. */
const follower = `CG${stamp}`.slice(0, 8);
const radio = { title: `Spec radio ${stamp}`, uniqueId: `SPR${stamp}`.slice(0, 20) };
const variant = 'RADIO_MP3_320_24_L23';
let ref = '';
let masterId = '';

interface Destination {
  state: string;
  files: { output_key: string | null }[];
  link: { created_on: string; hash_key: string } | null;
}
/** The station's destination of the send, as the signed-in producer's API answers it. */
async function destination(page: Page): Promise<Destination> {
  const answer = await page.request.get(`${appUrl}/api/user/distributions/get-details/${ref}/en`);
  const { distribution } = (await answer.json()) as { distribution: { destinations: Destination[] } };
  return distribution.destinations[0]!;
}

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

    // A group of its stations gets a spec in the same form; the station's own spec still comes
    // first, and the group's binds the other station, which has none.
    const api = (path: string, data: Record<string, unknown>) =>
      page.request.post(`${appUrl}/api/user/call-letters/${path}`, {
        headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
        data,
      });
    const second = await api('own/create', { id: follower, market: 'Matane', band: 'RADIO', language: 'fr' });
    expect(second.status(), await second.text()).toBe(200);
    const made = await api('groups/create', { name: `Spec group ${stamp}`, call_letters: [letters, follower] });
    expect(made.status(), await made.text()).toBe(200);
    await page.reload();
    const group = page.getByRole('listitem', { name: `Spec group ${stamp}` });
    await group.getByRole('button', { name: `Spec of Spec group ${stamp}` }).click();
    const groupSpec = page.getByRole('dialog', { name: `What the stations of Spec group ${stamp} accept` });
    await groupSpec
      .getByText(`Binds your station ${follower}, which has no spec of its own.`, { exact: false })
      .waitFor();
    await groupSpec.getByLabel('Start from').click();
    await page.getByRole('option', { name: 'US TV (ATSC A/85)' }).click();
    await groupSpec.getByRole('button', { name: 'Save' }).click();
    await groupSpec.waitFor({ state: 'detached' });
    await group.getByText('US TV (ATSC A/85)').waitFor();
    // The stations table says which spec each follows: its own, or its group's.
    await page.getByRole('row', { name: new RegExp(`^${letters}.*EBU R128 \\(-23 LKFS\\) v1`) }).waitFor();
    await page
      .getByRole('row', {
        name: new RegExp(`^${follower}.*US TV \\(ATSC A/85\\) v1.*Group Spec group ${stamp}'s spec`),
      })
      .waitFor();
    await screenshots(page, 'group-spec');
  });

  it('reviews the send: the -24 spot is made at -23 for that station before delivery', async () => {
    const { page } = journey;
    await signIn(page, DEMO_USERS[1].email);
    await makeReadyRadioMaster(page, appUrl, radio);
    const masterUrl = page.url();
    masterId = decodeURIComponent(new URL(masterUrl).pathname.split('/').pop() ?? '');
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
    ref = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');

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

  it('the station goes back to -24 LKFS; the producer delivers the -23 spot again in one click and the station gets the -24 file', async () => {
    const { page } = journey;
    // The radio group files spots under its house codes: the first delivery goes once it gives one.
    await expect.poll(async () => (await destination(page)).state, { timeout: 60_000 }).toBe('waiting_housecode');
    const given = await page.request.post(`${appUrl}/api/distributions/save-housecode`, {
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
      data: {
        ...(await destination(page)).link,
        house_codes: [{ master_file_id: masterId, house_code: `HC-${stamp}` }],
      },
    });
    expect(given.status(), await given.text()).toBe(200);
    await expect.poll(async () => (await destination(page)).state, { timeout: 60_000 }).toBe('delivered');
    expect((await destination(page)).files.map((file) => file.output_key)).toContain(variant);

    await signIn(page, DEMO_USERS[3].email);
    await page.goto(`${appUrl}/app/user/call-letters`);
    await page.getByRole('button', { name: `Spec of ${letters}` }).click();
    const spec = page.getByRole('dialog', { name: `What ${letters} accepts` });
    await spec.getByLabel('Loudness target').fill('-24');
    await spec.getByRole('button', { name: 'Save' }).click();
    await spec.waitFor({ state: 'detached' });
    await page.getByRole('row', { name: new RegExp(`^${letters}.*Own rules v2`) }).waitFor();

    await signIn(page, DEMO_USERS[1].email);
    await page.goto(`${appUrl}/app/distributions`);
    const notices = page.getByRole('region', { name: 'Stations changed their specs' });
    const notice = notices.locator(`[data-notice="${letters}/${radio.uniqueId}"]`);
    await notice.getByText('Does not meet the spec').waitFor();
    await notice.getByText('Loudness: -23 LKFS, wanted -24 LKFS ±0.5 LU').waitFor();
    await notice.getByText(`To ${letters} · ${ref} · delivered`, { exact: false }).waitFor();
    await screenshots(page, 'spec-notices');

    await notice.getByRole('button', { name: 'Deliver again' }).click();
    await notice.getByText('Delivery under way').waitFor();
    // The new delivery sends the -24 file the spec now wants; the list says so once the station has it.
    await notices
      .getByTestId('spec-notices-done')
      .getByText('Every spot you delivered again has reached its station')
      .waitFor({ timeout: 60_000 });
    expect(await destination(page)).toMatchObject({ state: 'delivered' });
    expect((await destination(page)).files.map((file) => file.output_key)).toEqual(['RADIO_MP3_320_24']);
    await page.getByRole('link', { name: ref }).click();
    await page.locator(`[data-station="${letters}"]:visible`).getByText('Delivered').waitFor();
  });
});
