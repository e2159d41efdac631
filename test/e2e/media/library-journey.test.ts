import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_USERS } from '@masterport/local';
import { locatePocketsphinx } from '@masterport/media';
import {
  fillSlate,
  journeyPage,
  makeReadyRadioMaster,
  openNewMaster,
  signIn,
  verifyAndConfirm,
} from '../support/journey.ts';

const appUrl = inject('appUrl');
const journey = journeyPage({ acceptDownloads: true });
const stamp = Date.now().toString(36);
const title = `Library radio ${stamp}`;
const uniqueId = `LIB${stamp.toUpperCase()}`.slice(0, 20);
/**
 * Where pocketsphinx is installed (npm test installs it), the spot says a sentence and its
 * transcript has words; elsewhere the master says "no transcript locally" (docs/transcripts.md).
 * pocketsphinx hears "grocery" in espeak-ng's voice reliably (the media tests search by it).
 */
const recognizer = locatePocketsphinx();
const speech = recognizer ? 'Visit your grocery store.' : undefined;

describe('a producer keeps the library: cart, lock, archive, delete', () => {
  it('makes a ready radio master', async () => {
    const { page } = journey;
    await signIn(page, DEMO_USERS[1].email);
    await makeReadyRadioMaster(page, appUrl, { title, uniqueId, speech });
  });

  it('reads what it says on its Transcript tab and downloads the draft captions as SRT', async () => {
    const { page } = journey;
    // The tab shows once the run's transcript branch started (a ready master may still be making its outputs).
    await page.getByRole('tab', { name: 'Transcript' }).click({ timeout: 120_000 });
    const panel = page.getByRole('tabpanel', { name: 'Transcript' });
    if (!recognizer) {
      await panel.getByText('No transcript locally').waitFor();
      return;
    }
    await panel.getByText('grocery', { exact: true }).waitFor({ timeout: 120_000 });
    await panel
      .getByRole('link', { name: /^Play from 0:0\d\.\d$/ })
      .first()
      .waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('link', { name: 'Download SRT draft' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${uniqueId}_TRANSCRIPT_DRAFT.srt`);
    const srt = await readFile((await download.path())!, 'utf8');
    expect(srt).toMatch(/^1\r?\n00:00:0\d,\d{3} --> 00:00:0\d,\d{3}\r?\n/);
    expect(srt).toContain('grocery');

    // Looked at in French on a phone (the screenshot is for a person to look at).
    await page.evaluate(() => localStorage.setItem('masterport.language', 'fr'));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    const tab = page.getByRole('tabpanel', { name: 'Transcription' });
    await tab.getByText('grocery', { exact: true }).waitFor();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(tmpdir(), 'masterport-transcript-fr-390.png'), fullPage: true });
    await page.evaluate(() => localStorage.setItem('masterport.language', 'en'));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await page.getByRole('tabpanel', { name: 'Transcript' }).waitFor();
  });

  it('puts it in the cart, finds it there after a reload, and sends it from the cart', async () => {
    const { page } = journey;
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('button', { name: 'In the cart' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'In the cart' }).waitFor();
    await page.getByRole('button', { name: /^Master cart: \d+ masters?$/ }).click();
    const panel = page.getByRole('dialog', { name: 'Master cart' });
    await panel.getByRole('link', { name: title }).waitFor();
    await panel.getByRole('link', { name: /^Send \d+ masters?$/ }).click();
    const wizard = page.getByRole('dialog', { name: 'New distribution' });
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByText(uniqueId).first().waitFor();
    await page.keyboard.press('Escape');
    await wizard.waitFor({ state: 'hidden' });
  });

  it('tags it on its page, finds it under its tag in the tags view, and filters the grid with the filters kept in the address', async () => {
    const { page } = journey;
    const tag = `Winter${stamp}`;
    await page.goto(`${appUrl}/app/masters`);
    await page.getByRole('link', { name: title }).first().click();
    await page.getByRole('combobox', { name: 'Add a tag' }).fill(tag);
    await page.getByRole('combobox', { name: 'Add a tag' }).press('Enter');
    await page.getByRole('button', { name: `Remove the tag ${tag}` }).waitFor();
    await page.getByRole('textbox', { name: 'TVB number' }).fill('tvb-778');
    await page.getByRole('textbox', { name: 'TVB number' }).press('Enter');
    await page.getByText('Saved.').waitFor();

    await page.goto(`${appUrl}/app/masters`);
    await page.getByRole('radiogroup', { name: 'Display' }).getByText('Tags', { exact: true }).click();
    await page.waitForURL(/view=tags/);
    await page
      .getByRole('region', { name: tag })
      .getByRole('link', { name: new RegExp(title) })
      .waitFor();

    await page.getByRole('radiogroup', { name: 'Display' }).getByText('Cards', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Search' }).fill(uniqueId);
    await page.waitForURL(new RegExp(`filter_search_query=${uniqueId}`));
    await page.reload();
    await page
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .waitFor();
    await page
      .getByRole('textbox', { name: 'Search' })
      .and(page.locator(`[value="${uniqueId}"]`))
      .waitFor();
  });

  it('opens its public link in a fresh browser, without signing in, and downloads a file', async () => {
    const { page } = journey;
    await page.goto(`${appUrl}/app/masters`);
    await page.getByRole('link', { name: title }).first().click();
    const url = await page.getByRole('textbox', { name: 'Public link' }).inputValue();
    const visitor = await page.context().browser()!.newContext({ acceptDownloads: true });
    try {
      const viewer = await visitor.newPage();
      await viewer.goto(url);
      await viewer.getByRole('heading', { name: title }).waitFor();
      const row = viewer.getByRole('row').filter({ hasText: '.mp3' }).first();
      const [download] = await Promise.all([
        viewer.waitForEvent('download'),
        row.getByRole('button', { name: /^Download / }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.mp3$/);
    } finally {
      await visitor.close();
    }
  });

  it('locks it, and deleting is refused until it is unlocked', async () => {
    const { page } = journey;
    await page.getByRole('button', { name: 'Lock', exact: true }).click();
    await page.getByText('The master is locked.').waitFor();
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: `Delete “${title}”?` });
    await confirm.getByRole('textbox', { name: 'Type “continue” to confirm' }).fill('continue');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('This master is locked. Unlock it first.').first().waitFor();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Unlock', exact: true }).click();
    await page.getByText('The master is unlocked.').waitFor();
  });

  it('archives it (files in cold storage, the banner offers to unarchive), then unarchives it', async () => {
    const { page } = journey;
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    await page.getByRole('dialog', { name: 'Archive this master?' }).getByRole('button', { name: 'Archive' }).click();
    const banner = page.locator('[data-banner="archived"]');
    await banner.waitFor({ timeout: 30_000 });
    await banner.getByRole('button', { name: 'Unarchive' }).click();
    await page.locator('[data-banner="unarchiving"]').or(page.locator('[data-banner="ready"]')).first().waitFor();
    await page.locator('[data-banner="ready"]').waitFor({ timeout: 30_000 });
  });

  it('merges a corrected cut into it: picks the other master, confirms the slate, and the files are made again from its sources', async () => {
    const { page } = journey;
    const newerTitle = `Library radio v2 ${stamp}`;
    const newerId = `LIB2${stamp.toUpperCase()}`.slice(0, 20);
    await makeReadyRadioMaster(page, appUrl, { title: newerTitle, uniqueId: newerId });
    await page.goto(`${appUrl}/app/masters`);
    await page.getByRole('link', { name: title }).first().click();
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Merge with another master…' }).click();
    const picker = page.getByRole('dialog', { name: 'Merge with another master' });
    await picker.locator(`[data-merge-candidate="${newerId}"]`).click();
    const modal = page.getByRole('dialog', { name: 'Merge masters' });
    await modal.locator('[data-merge-notice]').getByText(newerTitle).waitFor();
    expect(await modal.getByRole('textbox', { name: 'Duration' }).isDisabled()).toBe(true);
    await modal.getByRole('button', { name: 'Next' }).click();
    await modal.getByRole('button', { name: 'Merge', exact: true }).click();
    await page.getByText('The merge started: the files are being made again.').waitFor();
    await page.locator('[data-master-state="processing"]').waitFor();
    await page.locator('[data-master-state="completed"]').waitFor({ timeout: 120_000 });
    await page.locator('[data-merge-history]').getByRole('link', { name: newerTitle }).click();
    await page.waitForURL(/\/app\/masters\/details\//);
    await page.locator('[data-merge-history]').getByRole('link', { name: title }).waitFor();
  });

  it('deletes it for good after typing the confirmation word (a demo account keeps at least one master: a draft stays)', async () => {
    const { page } = journey;
    await page.goto(`${appUrl}/app/masters`);
    const draft = await openNewMaster(page);
    await fillSlate(page, draft, {
      type: 'Radio',
      language: 'English',
      title: `Kept draft ${stamp}`,
      uniqueId: `KEEP${stamp.toUpperCase()}`.slice(0, 20),
      duration: '2',
    });
    await verifyAndConfirm(draft);
    await draft.getByRole('button', { name: 'Create master' }).click();
    await page.waitForURL(/\/app\/masters\/details\//);
    await page.goto(`${appUrl}/app/masters`);
    await page.getByRole('link', { name: title }).first().click();
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: `Delete “${title}”?` });
    await confirm.getByRole('textbox', { name: 'Type “continue” to confirm' }).fill('continue');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(/\/app\/masters$/);
    await page.getByText('The master was deleted.').waitFor();
    await page.getByRole('link', { name: title }).waitFor({ state: 'detached' });
  });
});
