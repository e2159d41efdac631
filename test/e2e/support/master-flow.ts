import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { radioSpot, spokenRadioSpot } from '@masterport/media/test-fixtures';

/*
 * Making a master as a user does, without vitest: the journeys use it (journey.ts re-exports it),
 * and so do the benches that need a real master (test/bench/public-links.ts).
 */

export interface SlateFields {
  /** The option's label in the Master type list. */
  readonly type: string;
  readonly language: string;
  /** The option of the Audio list, for types that ask. */
  readonly audio?: RegExp;
  /** The option of the Ratio list, for types that offer several (web). */
  readonly ratio?: string;
  readonly title: string;
  readonly uniqueId: string;
  readonly duration: string;
}

/** Fills the slate modal's first step as a user would (the same advertiser, agency and product in every journey). */
export async function fillSlate(page: Page, dialog: Locator, slate: SlateFields): Promise<void> {
  const choose = async (field: string, option: string | RegExp) => {
    await dialog.getByRole('combobox', { name: field }).click();
    await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  };
  await choose('Master type', slate.type);
  await choose('Language', slate.language);
  if (slate.audio) await choose('Audio', slate.audio);
  if (slate.ratio) await choose('Ratio', slate.ratio);
  await dialog.getByLabel('Title').fill(slate.title);
  await dialog.getByLabel(/Unique ID/).fill(slate.uniqueId);
  await dialog.getByLabel(/Duration/).fill(slate.duration);
  await dialog.getByLabel('Advertiser').fill('Maple Foods');
  await dialog.getByLabel('Agency').fill('North Agency');
  await dialog.getByLabel('Product').fill('Maple syrup');
}

/** Verifies the unique ID, then goes on to the confirmation step. */
export async function verifyAndConfirm(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await dialog.getByText('Perfect. This ID is available.').waitFor();
  await dialog.getByRole('button', { name: 'Next' }).click();
}

/** Opens the slate modal from the masters list (its header button, or the empty state's). */
export async function openNewMaster(page: Page): Promise<Locator> {
  await page
    .getByRole('button', { name: /^(New master|Create your first master)$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'New master' });
  await dialog.waitFor();
  return dialog;
}

/**
 * From the library: a new radio master (2 s, English) created through the slate, its mix
 * uploaded, and the page left once processing says it is ready. Its mix is a tone, or `speech`
 * spoken by espeak-ng (for a transcript with words: docs/transcripts.md).
 */
export async function makeReadyRadioMaster(
  page: Page,
  appUrl: string,
  slate: { title: string; uniqueId: string; speech?: string },
): Promise<void> {
  await page.goto(`${appUrl}/app/masters`);
  const dialog = await openNewMaster(page);
  await fillSlate(page, dialog, {
    type: 'Radio',
    language: 'English',
    title: slate.title,
    uniqueId: slate.uniqueId,
    duration: '2',
  });
  await verifyAndConfirm(dialog);
  await dialog.getByRole('button', { name: 'Create master' }).click();
  await page.waitForURL(/\/app\/masters\/details\//);
  const file = join(mkdtempSync(join(tmpdir(), 'masterport-journey-')), 'spot.wav');
  copyFileSync(slate.speech ? await spokenRadioSpot(slate.speech, 2) : await radioSpot('wav', 2, -14), file);
  await page.getByLabel('Radio mix file').setInputFiles(file);
  await page
    .locator('[data-master-state="completed"], [data-master-state="passed"]')
    .first()
    .waitFor({ timeout: 120_000 });
}
