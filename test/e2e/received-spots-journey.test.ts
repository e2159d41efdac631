import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@masterport/contract';
import { DEMO_USERS } from '@masterport/local';
import { journeyPage, makeReadyRadioMaster, signIn } from './support/journey.ts';

/**
 * The station's side of a delivery (issue 28): the agency sends a spot to Demo West's CFRN; Wendy of
 * Demo West finds it among her received spots, downloads a file, acknowledges it with a note; the
 * agency sees who did what on its distribution's page. Screenshots at 1280 and 390 px, EN and FR.
 */
const appUrl = inject('appUrl');
const journey = journeyPage({ acceptDownloads: true });
const stamp = Date.now().toString(36);
const title = `Harbour radio ${stamp}`;
const uniqueId = `RCV${stamp.toUpperCase()}`.slice(0, 20);
const agency = DEMO_USERS[1];
const west = DEMO_USERS[4];
let ref = '';

/** Both widths and both languages of the page the journey is on, kept for a person to look at. */
async function screenshots(page: Page, name: string) {
  for (const language of ['en', 'fr'] as const) {
    await page.evaluate((chosen) => localStorage.setItem('masterport.language', chosen), language);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.reload();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(
        await page.evaluate<number>('document.documentElement.scrollWidth'),
        `${name} ${width}`,
      ).toBeLessThanOrEqual(width);
      await page.screenshot({ path: join(tmpdir(), `masterport-${name}-${language}-${width}.png`), fullPage: true });
    }
  }
  await page.evaluate(() => localStorage.setItem('masterport.language', 'en'));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
}

describe('a station finds, downloads and acknowledges a spot sent to its call letters', () => {
  it('the agency sends a ready radio spot to Demo West’s CFRN', async () => {
    const { page } = journey;
    await signIn(page, agency.email);
    await makeReadyRadioMaster(page, appUrl, { title, uniqueId });
    const masterId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    // Sent by the call the wizard ends with (the wizard has its own journey), from the agency's signed-in browser.
    const sent = await page.request.post(`${appUrl}/api/user/distributions/create`, {
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
      data: { master_files_ids: [masterId], call_letters_ids: ['CFRN'], notes: `Air from Monday ${stamp}` },
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

  it('the agency sees the download and the acknowledgement on its distribution', async () => {
    const { page } = journey;
    await signIn(page, agency.email);
    await page.goto(`${appUrl}/app/distributions/details/ref-number/${ref}`);
    const row = page.locator('tr[data-station="CFRN"]');
    await row.getByText(`Downloaded by ${west.first_name} ${west.last_name}`, { exact: false }).waitFor();
    await row.getByText(`Acknowledged by ${west.first_name} ${west.last_name}`, { exact: false }).waitFor();
    await row.getByText('In traffic as H-1042', { exact: false }).waitFor();
    // An agency owns no call letters: no inbox in its navigation.
    expect(await page.getByRole('link', { name: 'Received spots' }).count()).toBe(0);
  });
});
