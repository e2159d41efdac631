import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@masterport/contract';
import { DEMO_USERS } from '@masterport/local';
import { journeyPage, makeReadyRadioMaster, screenshots, signIn } from '../support/journey.ts';

/**
 * The station's side of a delivery (issue 28): the agency sends a spot to Demo West's CFRN and to
 * Demo Radio Group's CKOI (by web link, after its house code); Wendy of Demo West finds it among her
 * received spots, downloads a file, acknowledges it with a note; CKOI's link page works on a phone;
 * Demo Radio Group's Rémi finds CKOI's spot in his own inbox; the agency sees who did what on its
 * distribution's page, and its Delivery confirmation.
 * Screenshots at 1280 and 390 px, EN and FR.
 */
const appUrl = inject('appUrl');
const journey = journeyPage({ acceptDownloads: true });
const stamp = Date.now().toString(36);
const title = `Harbour radio ${stamp}`;
const uniqueId = `RCV${stamp.toUpperCase()}`.slice(0, 20);
const agency = DEMO_USERS[1];
const west = DEMO_USERS[4];
const radio = DEMO_USERS[3];
let ref = '';
let masterId = '';

describe('a station finds, downloads and acknowledges a spot sent to its call letters', () => {
  it('the agency sends a ready radio spot to Demo West’s CFRN and Demo Radio Group’s CKOI', async () => {
    const { page } = journey;
    await signIn(page, agency.email);
    await makeReadyRadioMaster(page, appUrl, { title, uniqueId });
    masterId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    // Sent by the call the wizard ends with (the wizard has its own journey), from the agency's signed-in browser.
    const sent = await page.request.post(`${appUrl}/api/user/distributions/create`, {
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
      data: { master_files_ids: [masterId], call_letters_ids: ['CFRN', 'CKOI'], notes: `Air from Monday ${stamp}` },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    ref = ((await sent.json()) as { ref_number: string }).ref_number;
    await page.goto(`${appUrl}/app/distributions/details/ref-number/${ref}`);
    await page.locator('tr[data-station="CFRN"]').getByText('Delivered', { exact: true }).waitFor({ timeout: 90_000 });
  });

  it('Demo West finds it in its received spots by searching, opens it, downloads a file and acknowledges it', async () => {
    const { page } = journey;
    await signIn(page, west.email);
    await page.getByRole('link', { name: 'Received spots' }).click();
    await page.waitForURL(/\/app\/received$/);
    await page.getByRole('textbox', { name: 'Search' }).fill(stamp);
    await page.getByRole('link', { name: title }).click();
    await page.waitForURL(/\/app\/received\/.+/);
    await page.getByText(`Air from Monday ${stamp}`).waitFor();
    await screenshots(page, 'received-spot');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('button', { name: /^Download / })
        .first()
        .click(),
    ]);
    const bytes = readFileSync(await download.path());
    expect(bytes.length).toBeGreaterThan(1000);
    expect(download.suggestedFilename()).toContain(uniqueId);
    await page.getByText(`Downloaded by ${west.first_name} ${west.last_name}`, { exact: false }).waitFor();

    await page.getByRole('textbox', { name: 'Note for the sender (optional)' }).fill('In traffic as H-1042');
    await page.getByRole('button', { name: 'Acknowledge', exact: true }).click();
    await page.getByText(`Acknowledged by ${west.first_name} ${west.last_name}`, { exact: false }).first().waitFor();

    await page.goto(`${appUrl}/app/received`);
    await page.getByRole('link', { name: title }).waitFor();
    await screenshots(page, 'received-list');
  });

  it('CKOI gives its house code and opens its link on a phone: the player, the slate and the Download button in reach', async () => {
    const { page } = journey;
    await signIn(page, agency.email);
    const details = async () =>
      (
        (await (await page.request.get(`${appUrl}/api/user/distributions/get-details/${ref}/en`)).json()) as {
          distribution: {
            destinations: { call_letters: string; state: string; link: { created_on: string; hash_key: string } }[];
          };
        }
      ).distribution.destinations.find((destination) => destination.call_letters === 'CKOI')!;
    await expect.poll(async () => (await details()).state, { timeout: 30_000 }).toBe('waiting_housecode');
    const { link } = await details();
    // The house code as CKOI's /dhc page sends it (that page has its own journey).
    const given = await page.request.post(`${appUrl}/api/distributions/save-housecode`, {
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
      data: { ...link, house_codes: [{ master_file_id: masterId, house_code: `HC-${stamp}`.slice(0, 20) }] },
    });
    expect(given.status(), await given.text()).toBe(200);
    await expect.poll(async () => (await details()).state, { timeout: 60_000 }).toBe('delivered');

    await page.context().clearCookies();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${appUrl}/d/${encodeURIComponent(link.created_on)}/${link.hash_key}`);
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByText('Maple Foods').waitFor();
    expect(await page.locator('audio').count()).toBe(1);
    const download = page.getByRole('button', { name: /^Download / }).first();
    const box = (await download.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await screenshots(page, 'public-delivery');
  });

  it('Demo Radio Group finds the spot CKOI received in its own inbox, in French on a phone', async () => {
    const { page } = journey;
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, radio.email);
    await page.evaluate(() => localStorage.setItem('masterport.language', 'fr'));
    await page.goto(`${appUrl}/app/received`);
    await page.getByRole('heading', { level: 1, name: 'Messages reçus' }).waitFor();
    await page.getByRole('link', { name: title }).first().waitFor();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await page.evaluate(() => localStorage.setItem('masterport.language', 'en'));
  });

  it('the agency sees the download and the acknowledgement on its distribution, and its Delivery confirmation', async () => {
    const { page } = journey;
    // At the desk's width whatever the step before left (its table rows are a phone's cards at 390 px).
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, agency.email);
    await page.goto(`${appUrl}/app/distributions/details/ref-number/${ref}`);
    const confirmation = await page.request.get(
      `${appUrl}${await page.getByRole('link', { name: 'Delivery confirmation' }).getAttribute('href')}`,
    );
    expect(confirmation.headers()['content-type']).toBe('application/pdf');
    const row = page.locator('tr[data-station="CFRN"]');
    await row.getByText(`Downloaded by ${west.first_name} ${west.last_name}`, { exact: false }).waitFor();
    await row.getByText(`Acknowledged by ${west.first_name} ${west.last_name}`, { exact: false }).waitFor();
    await row.getByText('In traffic as H-1042', { exact: false }).waitFor();
    // An agency owns no call letters: no inbox in its navigation.
    expect(await page.getByRole('link', { name: 'Received spots' }).count()).toBe(0);
  });
});
