import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PRICE_BOOK } from '@masterport/contract';
import { DEMO_USERS } from '@masterport/local';
import { probe } from '@masterport/media';
import { tvCaptions, tvMaster } from '@masterport/media/test-fixtures';
import {
  englishTextOn,
  expectEveryOutputListed,
  fillSlate,
  dropFiles,
  openJourneyPage,
  openNewMaster,
  processingRunsOf,
  signIn,
  verifyAndConfirm,
} from '../support/journey.ts';

const agency = DEMO_USERS[1];
const uniqueId = `TV${Date.now().toString(36).toUpperCase()}`;
const title = `TV journey ${uniqueId}`;
/**
 * A 2 s TV master makes every TV output; on two busy cores that takes a few minutes. Quality control
 * stops its first two runs in seconds (a video too short, then one too loud), and Fix loudness makes
 * the outputs.
 */
const PROCESSING_TIMEOUT_MS = 480_000;
let browser: Browser;
let page: Page;
let folder: string;
let masterId: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'masterport-tv-journey-'));
  ({ browser, page } = await openJourneyPage({ acceptDownloads: true }));
});

afterAll(async () => {
  await browser?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('a TV master, from its slate to a downloaded MXF', () => {
  it('creates the TV master from its slate', async () => {
    await signIn(page, agency.email);

    const dialog = await openNewMaster(page);
    await fillSlate(page, dialog, {
      type: 'TV & web',
      language: 'English',
      audio: /^5\.1/,
      title,
      uniqueId,
      duration: '2',
    });
    await verifyAndConfirm(dialog);

    // The confirmation shows the slate as the MXF files will carry it, drawn by the API.
    const slate = dialog.getByRole('img', { name: `The slate of ${title} as the broadcast files will show it` });
    await slate.waitFor();
    await expect
      .poll(() => slate.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBe(960);
    // What the master will cost the agency, from the price book, before it is created.
    const price = (PRICE_BOOK.content_creator.masterCents.PUB_TV_WEB ?? 0) / 100;
    await dialog.getByText(`This master will cost $${price.toFixed(2)} + tax`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Create master' }).click();
    await page.waitForURL(/\/app\/masters\/details\/[\w-]+\?tab=sources/);
  });

  it('drops a video too short for its slate and the captions together on the captions zone: each goes to its zone, and one run starts once both are in, which quality control stops', async () => {
    // One drop carrying both files, as a file manager makes it, on the zone of the other kind: the upload
    // tab sends each file to its own zone by what it is, and the run waits for every upload under way.
    await dropFiles(page, '.mp-drop-zone[data-asset="captions"]', [await tvMaster({ frames: 45 }), await tvCaptions()]);
    await page
      .locator('.mp-drop-zone[data-asset="video"]')
      .and(page.locator('[data-phase="uploaded"]'))
      .waitFor({ timeout: 60_000 });
    await page
      .locator('.mp-drop-zone[data-asset="captions"]')
      .and(page.locator('[data-phase="uploaded"]'))
      .waitFor({ timeout: 60_000 });

    // The page follows the run by polling: quality control rejects the source before any output is made.
    await page.locator('[data-master-state="rejected"]').waitFor({ timeout: 120_000 });
    masterId = /details\/([\w-]+)/.exec(page.url())?.[1] ?? '';
    expect(await processingRunsOf(masterId)).toEqual([`${masterId}-1`]);
  }, 180_000);

  it('says it was rejected by quality control, in English and in French; a new video starts a new run', async () => {
    const banner = page.locator('[data-banner="rejected"]');
    await expect.poll(() => banner.textContent()).toMatch(/^Rejected by quality control: \d+ checks? failed/);
    expect(await banner.textContent()).toContain('Fix the source and upload it again: processing starts by itself.');
    await page.getByRole('radiogroup', { name: 'Language' }).getByText('FR', { exact: true }).click();
    await expect.poll(() => banner.textContent()).toMatch(/^Refusé au contrôle qualité\s: \d+ vérifications? en échec/);
    expect(await banner.textContent()).toMatch(
      /Corrigez la source et téléversez-la de nouveau\s: le traitement démarre de lui-même\./,
    );
    await page.getByRole('radiogroup', { name: 'Langue' }).getByText('EN', { exact: true }).click();

    // The right length this time, but too loud: quality control stops this run too, for its loudness.
    await page.getByLabel('Video file', { exact: true }).setInputFiles(await tvMaster({ lkfs: -16 }));
    await page.locator('[data-banner="loudnessRejected"]').waitFor({ timeout: 120_000 });
    expect((await processingRunsOf(masterId)).sort()).toEqual([`${masterId}-1`, `${masterId}-2`]);
  }, 180_000);

  it(
    'says why it was rejected, in English and in French, then fixes the loudness in a third run',
    async () => {
      const banner = page.locator('[data-banner="loudnessRejected"]');
      await expect.poll(() => banner.textContent()).toMatch(/^Rejected: loudness -1[56]\.\d LKFS, TV needs -24/);
      expect(await banner.textContent()).toContain(
        'Masterport can correct the loudness in every output; your source stays as it is.',
      );
      await page.getByRole('radiogroup', { name: 'Language' }).getByText('FR', { exact: true }).click();
      await expect.poll(() => banner.textContent()).toMatch(/^Refusé\s: sonie de -1[56],\d LKFS, la télé exige -24/);
      expect(await banner.textContent()).toContain(
        'Masterport peut corriger la sonie dans chaque version; votre source reste telle quelle.',
      );
      await banner.getByRole('button', { name: 'Corriger la sonie' }).click();
      await page.getByRole('radiogroup', { name: 'Langue' }).getByText('EN', { exact: true }).click();

      await page.locator('[data-master-state="processing"]').waitFor({ timeout: 30_000 });
      await page
        .locator('[data-master-state="completed"], [data-master-state="warning"]')
        .waitFor({ timeout: PROCESSING_TIMEOUT_MS });
      expect((await processingRunsOf(masterId)).sort()).toEqual([1, 2, 3].map((run) => `${masterId}-${run}`));
    },
    PROCESSING_TIMEOUT_MS + 60_000,
  );

  it('says on every tab that the loudness was corrected and how many outputs are ready, in English and in French', async () => {
    const banner = page.locator('[data-banner="loudnessFixed"]');
    await expect.poll(() => banner.textContent()).toMatch(/^Loudness corrected to -2[345]\.\d LKFS: \d+ outputs ready/);
    expect(await banner.textContent()).toContain(
      'Every output was made at the broadcast loudness; your source stays as it was uploaded.',
    );
    await page.getByRole('tab', { name: 'Sources' }).click();
    await banner.waitFor();
    await page.getByRole('radiogroup', { name: 'Language' }).getByText('FR', { exact: true }).click();
    await expect.poll(() => banner.textContent()).toMatch(/^Sonie corrigée à -2[345],\d LKFS\s: \d+ versions prêtes/);
    expect(await banner.textContent()).toContain(
      'Chaque version a été produite à la sonie de diffusion; votre source reste telle que téléversée.',
    );
    await page.getByRole('tab', { name: 'Contrôle qualité' }).click();
    await page.getByRole('cell', { name: 'Sonie' }).first().waitFor();
    expect(await englishTextOn(page)).toEqual([]);
    await page.getByRole('radiogroup', { name: 'Langue' }).getByText('EN', { exact: true }).click();
  });

  it('shows every QC check on the quality control tab', async () => {
    await page.getByRole('tab', { name: 'Quality control' }).click();
    await page.getByRole('cell', { name: 'Loudness' }).first().waitFor();
    await page.getByRole('cell', { name: 'Captions' }).first().waitFor();
  });

  it('plays the preview with its captions', async () => {
    await page.getByRole('tab', { name: 'Details' }).click();
    const video = page.locator('video');
    await video.waitFor().catch(async (error: unknown) => {
      await page.screenshot({ path: join(tmpdir(), 'masterport-tv-journey-player.png'), fullPage: true });
      throw error;
    });
    // Two caption tracks: the WebVTT output (the default) and the 608 captions embedded in MP41080_DTV.
    const tracks = page.locator('video track[kind="captions"]');
    type TrackLike = { label: string; default: boolean };
    await expect
      .poll(() => tracks.evaluateAll((elements: TrackLike[]) => elements.map((track) => [track.label, track.default])))
      .toEqual([
        ['Captions (WebVTT)', true],
        ['CC1, embedded 608 (MP41080_DTV)', false],
      ]);
    // Runs in the page: the DOM types are not in this project's lib, so the element is described here.
    type VideoLike = {
      muted: boolean;
      currentTime: number;
      play: () => Promise<void>;
      textTracks: ArrayLike<{ mode: string; cues: { length: number } | null }>;
    };
    const played = await video.evaluate(async (element: VideoLike) => {
      element.muted = true;
      await element.play();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const track = element.textTracks[0];
      return { time: element.currentTime, cues: track?.cues?.length ?? 0, mode: track?.mode };
    });
    expect(played.time).toBeGreaterThan(0);
    expect(played.cues).toBeGreaterThan(0);
    await page.getByRole('radiogroup', { name: 'Language' }).getByText('FR', { exact: true }).click();
    await expect
      .poll(() => tracks.evaluateAll((elements: TrackLike[]) => elements.map((track) => track.label)))
      .toEqual(['Sous-titres (WebVTT)', 'CC1, 608 intégré (MP41080_DTV)']);
    await page.getByRole('radiogroup', { name: 'Langue' }).getByText('EN', { exact: true }).click();
  });

  it('lists every output the runs made on the outputs tab, a row each, as many as the tab counts (the source aside)', async () => {
    const made = await expectEveryOutputListed(page, masterId);
    expect(made).toEqual(
      expect.arrayContaining([
        'SOURCE',
        'MXF1080_00H',
        'MP41080_DTV',
        'WEBVTT_CC',
        'SIDECAR_SCC_MXF1080_SLATED',
        'SLATE_XML_MXF1080_SLATED',
      ]),
    );
  });

  it('downloads an MXF that ffprobe reads as XDCAM HD422 with 8 tracks', async () => {
    await page.getByRole('tab', { name: /Outputs/ }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download MXF1080_00H' }).click(),
    ]);
    const path = join(folder, download.suggestedFilename());
    await download.saveAs(path);
    expect(download.suggestedFilename()).toBe(`${uniqueId}_MXF1080_00H.mxf`);
    const probed = await probe(path);
    expect(probed.video[0]).toMatchObject({ codec: 'mpeg2video', width: 1920, height: 1080 });
    expect(probed.audio).toHaveLength(8);
  });

  it('downloads every output in one zip, prepared in the background', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 120_000 }),
      page.getByRole('button', { name: 'Download all (zip)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${uniqueId}_ALL.zip`);
    const path = join(folder, download.suggestedFilename());
    await download.saveAs(path);
    expect(statSync(path).size).toBeGreaterThan(1_000_000);
  }, 180_000);
});
