import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_USERS } from '@masterport/local';
import { radioSpot, tvMaster } from '@masterport/media/test-fixtures';
import { fillSlate, openJourneyPage, openNewMaster, signIn, verifyAndConfirm } from './support/journey.ts';

const agency = DEMO_USERS[1];
let browser: Browser;
let page: Page;
let folder: string;
/** Every address the page has asked for since it opened: what it loads before a file is dropped, and after. */
const requested: string[] = [];
const mediaInfoLoads = () => requested.filter((url) => /MediaInfoModule|preupload-check/.test(url));

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'masterport-masters-e2e-'));
  ({ browser, page } = await openJourneyPage());
  page.on('request', (request) => requested.push(request.url()));
});

afterAll(async () => {
  await browser?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const uniqueId = `E2E${Date.now().toString(36).toUpperCase()}`.slice(0, 20);
const title = `Radio journey ${uniqueId}`;
// Not the unique ID's letters: the later steps find the master's card by its ID.
const draftTitle = `Draft journey ${Date.now().toString(36)}`;

describe('an agency creates a radio master and uploads its source', () => {
  it('signs in and sees the masters list', async () => {
    await signIn(page, agency.email);
    await page.getByRole('heading', { name: 'Masters', level: 1 }).waitFor();
  });

  it('saves a draft with only a title and finds it in the masters list', async () => {
    const dialog = await openNewMaster(page);
    await dialog.getByLabel('Title').fill(draftTitle);
    await dialog.getByRole('button', { name: 'Save as draft' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The list stays open; the draft's card shows its title and "—" for the ID it has not been given.
    const card = page.getByRole('link', { name: draftTitle, exact: true });
    await card.waitFor();
    expect(await card.textContent()).toContain('—');
  });

  it('verifies an Ad-ID the registry knows: names what the slate says otherwise, then agrees once corrected', async () => {
    // The local registry knows MAPL1236000: Maple Foods, Pure Maple Syrup, "Sugar Shack", 30 seconds.
    const dialog = await openNewMaster(page);
    await fillSlate(page, dialog, {
      type: 'Radio',
      language: 'English',
      title,
      uniqueId: 'MAPL1236000',
      duration: '2',
    });
    await dialog.getByRole('combobox', { name: 'Code system' }).click();
    await page.getByRole('option', { name: 'Ad-ID', exact: true }).click();
    await dialog.getByRole('button', { name: 'Verify' }).click();
    const differs = dialog.locator('[data-registry="differs"]');
    await differs.getByText('The Ad-ID registry says otherwise').waitFor();
    expect(await differs.getByRole('listitem').allTextContents()).toEqual([
      'Product: the registry says “Syrup”.',
      'Title: the registry says “Sugar Shack”.',
      'Length: the registry says “30 s”.',
    ]);
    // Compared again as the slate is corrected, without verifying again.
    await dialog.getByLabel('Title').fill('Sugar Shack');
    await dialog.getByLabel('Product').fill('Pure Maple Syrup');
    await dialog.getByLabel(/Duration/).fill('30');
    await dialog
      .locator('[data-registry="found"]')
      .getByText('In the Ad-ID registry: Maple Foods · Pure Maple Syrup · Sugar Shack · 30 s.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('fills the slate, verifies the unique ID, confirms and creates the master', async () => {
    const dialog = await openNewMaster(page);
    await fillSlate(page, dialog, {
      type: 'Radio',
      language: 'French',
      title,
      uniqueId: uniqueId.toLowerCase(),
      duration: '2',
    });

    // Continuing before the ID is verified is refused on the field.
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByText('Verify this ID before continuing.').waitFor();
    await verifyAndConfirm(dialog);

    // The confirmation shows the slate as it will be saved (the ID normalised to upper case).
    await dialog.getByRole('button', { name: 'Create master' }).waitFor();
    expect(await dialog.textContent()).toContain(uniqueId);
    expect(await dialog.textContent()).toContain('Maple Foods');
    // A radio master costs the agency's plan nothing more: the confirmation says so.
    await dialog.getByText('This master is included in your plan.').waitFor();
    await dialog.getByRole('button', { name: 'Create master' }).click();

    await page.waitForURL(/\/app\/masters\/details\/[\w-]+\?tab=sources/);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.getByText('Waiting for sources').first().waitFor();
  });

  it('uploads the radio mix to 100 % and the master leaves the CREATED state', async () => {
    // A 2 s stereo mix at -14 LUFS, as the slate says: processing can complete too.
    const file = join(folder, 'spot.wav');
    copyFileSync(await radioSpot('wav', 2, -14), file);
    // Signed in, the list, the slate, the upload tab: none of it loaded MediaInfo (it comes with a drop).
    expect(mediaInfoLoads()).toEqual([]);
    await page.getByLabel('Radio mix file').setInputFiles(file);

    const zone = page.locator('.mp-drop-zone[data-asset="radio"]');
    await zone.and(page.locator('[data-phase="uploaded"]')).waitFor({ timeout: 30_000 });
    expect(await zone.getAttribute('data-percentage')).toBe('100');
    expect(await zone.textContent()).toContain('spot.wav');
    // Its headers were read in the browser (MediaInfo's WebAssembly loaded for it): a compliant mix.
    await zone.locator('[data-precheck="passed"]').waitFor();
    expect(mediaInfoLoads().some((url) => /MediaInfoModule-[\w-]+\.wasm$/.test(url))).toBe(true);
    await page.getByRole('cell', { name: 'spot.wav' }).waitFor();

    // Completing the last required asset started processing on the server (S3 event); the page
    // follows the master by polling, whatever the processing then does.
    await page
      .locator('[data-master-state]')
      .and(page.locator(':not([data-master-state="waiting_sources"])'))
      .waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-master-state]').getAttribute('data-master-state')).not.toBe('waiting_sources');
  });

  it('lists the new master with its state', async () => {
    await page.getByRole('link', { name: 'Masters', exact: true }).first().click();
    await page.waitForURL(/\/app\/masters$/);
    const card = page.getByRole('link', { name: new RegExp(uniqueId) });
    await card.waitFor();
    expect(await card.textContent()).not.toContain('Waiting for sources');
    // A radio card shows no picture ratio.
    expect(await card.textContent()).not.toContain('16:9');
  });

  it('on a phone, finds it again through the filters folded under "More filters"', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await expect.poll(() => page.getByRole('combobox', { name: 'Type' }).isVisible()).toBe(false);
      await page.getByRole('button', { name: 'More filters' }).click();
      await page.getByRole('combobox', { name: 'Type' }).click();
      await page.getByRole('option', { name: 'Radio', exact: true }).click();
      await page.getByRole('button', { name: 'More filters · 1 in use' }).waitFor();
      await page.getByRole('link', { name: new RegExp(uniqueId) }).waitFor();
      await page.getByRole('button', { name: 'Clear filters' }).click();
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });
});

describe('a producer drops a picture QC will refuse, and is told before its upload ends', () => {
  it('reads the file in the browser, says what QC will say, and lets the upload go on', async () => {
    // Arrange: a TV master (its captions still missing: the video alone starts no processing)
    await page.goto(`${inject('appUrl')}/app/masters`);
    const dialog = await openNewMaster(page);
    await fillSlate(page, dialog, {
      type: 'TV & web',
      language: 'English',
      audio: /^5\.1/,
      title: `Before upload ${uniqueId}`,
      uniqueId: `${uniqueId.slice(0, 17)}PRE`,
      duration: '2',
    });
    await verifyAndConfirm(dialog);
    await dialog.getByRole('button', { name: 'Create master' }).click();
    await page.waitForURL(/\/app\/masters\/details\/[\w-]+\?tab=sources/);
    await page.getByLabel('Video file', { exact: true }).waitFor();
    // The upload's parts wait at the door until the warning has been seen: an hour-long upload, in short.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const notTheApi = (url: URL) => !url.pathname.startsWith('/api/');
    await page.route(notTheApi, async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.fallback();
    });
    // A 1080p50 picture (European progressive): TV takes 23.976, 24, 25, 29.97 and 59.94.
    const file = join(folder, 'spot-1080p50.mov');
    copyFileSync(await tvMaster({ rate: '50', frames: 100 }), file);

    // Act
    await page.getByLabel('Video file', { exact: true }).setInputFiles(file);

    // Assess: the verdict shows while the upload is still under way, in the catalogue's words.
    const zone = page.locator('.mp-drop-zone[data-asset="video"]');
    const panel = zone.locator('[data-precheck="rejected"]');
    await panel.waitFor();
    expect(await zone.getAttribute('data-phase')).toBe('uploading');
    const text = await panel.textContent();
    expect(text).toContain('Invalid frame rate: 50.000 fps. Accepted: 23.976 / 24 / 25 / 29.97 / 59.94.');
    expect(text).toContain('You can still upload it: quality control decides after the upload.');
    expect(await panel.locator('li').count()).toBe(1);
    expect(text).toContain('Passes: container, video codec, resolution, ratio, field order, duration, audio layout');

    // Never blocked: the upload goes on to the end, the verdict still beside it.
    release();
    await zone.and(page.locator('[data-phase="uploaded"]')).waitFor({ timeout: 30_000 });
    await page.unroute(notTheApi);
    await panel.waitFor();
  });
});

describe('signing out forgets the uploads this browser could resume', () => {
  const storedUploadStates = () =>
    page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith('uppyState:'))
        .map((key) => localStorage.getItem(key) ?? ''),
    );

  it('kept the upload state while signed in, and drops it at sign-out', async () => {
    expect((await storedUploadStates()).some((state) => state.includes('spot.wav'))).toBe(true);
    await page.getByRole('button', { name: /user menu/i }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(/\/account\/login/);
    await expect.poll(storedUploadStates, { timeout: 5_000 }).toEqual([]);
  });
});
