import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '@masterport/local';
import { outputKeysFor } from '@masterport/media';
import { tvCaptions, tvMaster } from '@masterport/media/test-fixtures';
import {
  expectEveryOutputListed,
  fillSlate,
  journeyPage,
  openNewMaster,
  processingRunsOf,
  signIn,
  verifyAndConfirm,
} from '../support/journey.ts';

const uniqueId = `DROP${Date.now().toString(36).toUpperCase()}`.slice(0, 20);
const journey = journeyPage();
/** A 2 s TV master makes every TV output: a few minutes on two busy cores. */
const PROCESSING_TIMEOUT_MS = 480_000;
let masterId: string;

/** The page's own globals, described here: the DOM types are not in this project's lib. */
type PageGlobals = {
  DataTransfer: new () => { items: { add: (file: unknown) => void } };
  File: new (parts: unknown[], name: string, options: { type: string }) => unknown;
  atob: (data: string) => string;
};

/** Drops files on an element the way a file manager does: one drop event carrying them all. */
async function dropFiles(selector: string, paths: string[]): Promise<void> {
  const { page } = journey;
  const files = await Promise.all(
    paths.map(async (path) => ({ name: basename(path), data: (await readFile(path)).toString('base64') })),
  );
  const dataTransfer = await page.evaluateHandle((list) => {
    const { DataTransfer, File, atob } = globalThis as unknown as PageGlobals;
    const transfer = new DataTransfer();
    for (const file of list)
      transfer.items.add(
        new File([Uint8Array.from(atob(file.data), (c) => c.charCodeAt(0))], file.name, {
          type: 'application/octet-stream',
        }),
      );
    return transfer;
  }, files);
  await page.dispatchEvent(selector, 'drop', { dataTransfer });
}

describe('a TV master whose video and captions are dropped together', () => {
  it('creates the master', async () => {
    const { page } = journey;
    await signIn(page, DEMO_USERS[1].email);
    const dialog = await openNewMaster(page);
    await fillSlate(page, dialog, {
      type: 'TV & web',
      language: 'English',
      audio: /^5\.1/,
      title: `Dropped together ${uniqueId}`,
      uniqueId,
      duration: '2',
    });
    await verifyAndConfirm(dialog);
    await dialog.getByRole('button', { name: 'Create master' }).click();
    await page.waitForURL(/\/app\/masters\/details\/[\w-]+\?tab=sources/);
  });

  it(
    'sends each file to its zone from one drop on the captions zone, and starts one run once both are in',
    async () => {
      const { page } = journey;
      await dropFiles('.mp-drop-zone[data-asset="captions"]', [await tvMaster(), await tvCaptions()]);
      await page
        .locator('.mp-drop-zone[data-asset="video"]')
        .and(page.locator('[data-phase="uploaded"]'))
        .waitFor({ timeout: 60_000 });
      await page
        .locator('.mp-drop-zone[data-asset="captions"]')
        .and(page.locator('[data-phase="uploaded"]'))
        .waitFor({ timeout: 60_000 });

      masterId = /details\/([\w-]+)/.exec(page.url())?.[1] ?? '';
      await expect.poll(() => processingRunsOf(masterId), { timeout: 30_000 }).toEqual([`${masterId}-1`]);
      await page
        .locator('[data-master-state="completed"], [data-master-state="warning"]')
        .waitFor({ timeout: PROCESSING_TIMEOUT_MS });
      expect(await processingRunsOf(masterId)).toEqual([`${masterId}-1`]);
    },
    PROCESSING_TIMEOUT_MS + 60_000,
  );

  it('lists every TV output of that run on the outputs tab', async () => {
    const made = await expectEveryOutputListed(journey.page, masterId);
    expect([...made].sort()).toEqual(outputKeysFor('PUB_TV_WEB', { hasCaptions: true }).sort());
  });
});
