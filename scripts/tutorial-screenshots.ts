/**
 * `npm run tutorial:screenshots`: the screenshots of /tutorials/masters (docs/site.md), taken from
 * the running product in English and French. Start the local cloud first (`npm start`; `PORT` or
 * `TUTORIAL_APP_URL` names another one): the script signs in as the demo agency, makes a short radio
 * master through the slate, uploads its mix, waits for its outputs, and captures each step with
 * Debian's Chromium; ffmpeg turns each capture into a small WebP under web/public. Run it again
 * whenever those screens change, and commit the images. Each run adds two masters to the demo
 * agency of that local cloud.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import type { Language } from '@masterport/contract';
import { DEMO_PASSWORD, DEMO_USERS } from '@masterport/local';
import { binaryPath } from '@masterport/media';
import { radioSpot } from '@masterport/media/test-fixtures';
import { launchChromium } from '@masterport/test/e2e/support/browser.ts';
import {
  TUTORIAL_IMAGE_SIZE,
  tutorialImagePath,
  type MasterTutorialStep,
} from '@masterport/web/src/features/site/model/master-tutorial.ts';

const root = process.cwd();
const appUrl = (process.env.TUTORIAL_APP_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`).replace(/\/$/, '');
const agency = DEMO_USERS[1];
const work = mkdtempSync(join(tmpdir(), 'masterport-tutorial-'));

/** One of the app's dictionaries (web/src/locales). */
const dictionary = <T>(language: Language, namespace: string) =>
  JSON.parse(readFileSync(join(root, `web/src/locales/${language}/${namespace}.json`), 'utf8')) as T;

/** The app's own words, so the same steps find their buttons in either language. */
function words(language: Language) {
  const masters = dictionary<{
    list: { create: string };
    types: { PUB_RADIO: string };
    slate: { verify: string; idAvailable: string; next: string; create: string; newTitle: string };
  }>(language, 'masters');
  // The slate's field names are the shared master's words, which its public page shows too.
  const sharedMaster = dictionary<{
    fields: Record<'master_type' | 'language' | 'title' | 'duration' | 'announcer' | 'agency' | 'product', string>;
  }>(language, 'sharedMaster');
  const { contentLanguages: languages } = dictionary<{ contentLanguages: Record<Language, string> }>(
    language,
    'common',
  );
  return { ...masters, ...sharedMaster, languages };
}

/** A capture of the page, scaled to the tutorial's size and written as WebP. */
async function capture(page: Page, language: Language, step: MasterTutorialStep): Promise<void> {
  const png = join(work, `${language}-${step}.png`);
  await page.screenshot({ path: png });
  const file = join(root, 'web/public', tutorialImagePath(language, step));
  mkdirSync(dirname(file), { recursive: true });
  execFileSync(binaryPath('ffmpeg'), [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-i', png],
    ...['-vf', `scale=${TUTORIAL_IMAGE_SIZE.width}:${TUTORIAL_IMAGE_SIZE.height}:flags=lanczos`],
    ...['-c:v', 'libwebp', '-quality', '80', '-compression_level', '6', file],
  ]);
  console.log(`${tutorialImagePath(language, step)}: ${Math.round(statSync(file).size / 1024)} KB`);
}

async function choose(page: Page, dialog: Locator, field: string, option: string): Promise<void> {
  await dialog.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function takeSteps(page: Page, language: Language, mix: string): Promise<void> {
  const text = words(language);
  // Signing in adopts the profile's language; the stored choice then shows the app in this one.
  await page.context().clearCookies();
  await page.goto(`${appUrl}/account/login`);
  await page.getByLabel('E-mail').fill(agency.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/app\/masters$/);
  await page.evaluate((chosen) => localStorage.setItem('masterport.language', chosen), language);
  await page.reload();
  await page.getByRole('button', { name: text.list.create }).first().waitFor();
  // The list itself, not its loader.
  await page.locator('.mp-master-card').first().waitFor();
  await page.waitForLoadState('networkidle');
  await capture(page, language, 'list');

  await page.getByRole('button', { name: text.list.create }).first().click();
  const dialog = page.getByRole('dialog', { name: text.slate.newTitle });
  await choose(page, dialog, text.fields.master_type, text.types.PUB_RADIO);
  await choose(page, dialog, text.fields.language, text.languages[language]);
  const uniqueId = `TUTO${Date.now().toString(36).toUpperCase()}`;
  await dialog
    .getByLabel(text.fields.title)
    .fill(language === 'fr' ? 'Sirop d’érable, printemps' : 'Maple syrup, spring');
  await dialog
    .getByLabel(/ID|Identifiant/)
    .first()
    .fill(uniqueId);
  await dialog.getByLabel(text.fields.duration).fill('2');
  await dialog.getByLabel(text.fields.announcer).fill('Maple Foods');
  await dialog.getByLabel(text.fields.agency).fill('North Agency');
  await dialog.getByLabel(text.fields.product).fill(language === 'fr' ? 'Sirop d’érable' : 'Maple syrup');
  await dialog.getByRole('button', { name: text.slate.verify, exact: true }).click();
  await dialog.getByText(text.slate.idAvailable).waitFor();
  await capture(page, language, 'slate');

  await dialog.getByRole('button', { name: text.slate.next, exact: true }).click();
  // The slate as it will be saved, down to the button that creates it.
  await dialog.getByRole('button', { name: text.slate.create, exact: true }).scrollIntoViewIfNeeded();
  await capture(page, language, 'confirm');

  await dialog.getByRole('button', { name: text.slate.create, exact: true }).click();
  await page.waitForURL(/\/app\/masters\/details\/[\w-]+\?tab=sources/);
  const details = page.url().split('?')[0]!;
  await page.locator('.mp-drop-zone[data-asset="radio"] input[type="file"]').setInputFiles(mix);
  await page.locator('.mp-drop-zone[data-asset="radio"][data-phase="uploaded"]').waitFor({ timeout: 60_000 });
  await capture(page, language, 'upload');

  await page
    .locator('[data-master-state="completed"], [data-master-state="passed"]')
    .first()
    .waitFor({ timeout: 180_000 });
  await page.goto(`${details}?tab=quality`);
  await page.getByRole('tabpanel').waitFor();
  await page.waitForLoadState('networkidle');
  await capture(page, language, 'quality');
  await page.goto(`${details}?tab=outputs`);
  await page.getByRole('tabpanel').waitFor();
  await page.waitForLoadState('networkidle');
  await capture(page, language, 'outputs');
}

const browser = await launchChromium();
try {
  // The 2-second stereo mix at the radio target the samples use: it passes quality control.
  const mix = join(work, 'spot.wav');
  execFileSync('cp', [await radioSpot('wav', 2, -14), mix]);
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.setDefaultTimeout(20_000);
  for (const language of ['en', 'fr'] as const) await takeSteps(page, language, mix);
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}
