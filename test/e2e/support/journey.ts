import { ListExecutionsCommand, SFNClient } from '@aws-sdk/client-sfn';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, expect, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { countMasterFiles, SOURCE_OUTPUT_KEY } from '@masterport/contract';
import { DEMO_PASSWORD } from '@masterport/local';
import { QC_MESSAGES } from '@masterport/media';
import { ACTION_TIMEOUT_MS, launchChromium } from './browser.ts';

/** Chromium with one desktop-sized page, Playwright's action timeout set. */
export async function openJourneyPage(
  options: { acceptDownloads?: boolean } = {},
): Promise<{ browser: Browser; page: Page }> {
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, ...options });
  page.setDefaultTimeout(ACTION_TIMEOUT_MS);
  return { browser, page };
}

/** Signs in through the login page (as a fresh visitor: no earlier session) and lands on the masters list. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.context().clearCookies();
  await page.goto(`${inject('appUrl')}/account/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/app\/masters$/);
}

export { fillSlate, makeReadyRadioMaster, openNewMaster, verifyAndConfirm, type SlateFields } from './master-flow.ts';

/** The processing runs a master has had: the executions of the master-processing state machine named after it. */
export async function processingRunsOf(masterId: string): Promise<string[]> {
  const sfn = new SFNClient({
    endpoint: inject('sfnEndpoint'),
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const { executions } = await sfn.send(new ListExecutionsCommand({ stateMachineArn: inject('masterProcessingArn') }));
  return (executions ?? []).map((execution) => execution.name ?? '').filter((name) => name.startsWith(`${masterId}-`));
}

/**
 * Opens the outputs tab of the master on the page and checks it lists every output its runs made
 * (as the API records them): a row per output, with an output's XML slate and sidecar captions on
 * its row, and as many rows as the tab's label counts. Returns the output keys made.
 */
export async function expectEveryOutputListed(page: Page, masterId: string): Promise<string[]> {
  const answer = await page.request.get(`${inject('appUrl')}/api/user/master-files/get-details/${masterId}`);
  const made = ((await answer.json()) as { master: { outputs: { output_key: string }[] } }).master.outputs.map(
    (output) => output.output_key,
  );

  const tab = page.getByRole('tab', { name: /^Outputs/ });
  await tab.click();
  const panel = page.getByRole('tabpanel');
  // Each row downloads its output; an output's XML slate and sidecar captions ride on its row.
  type Labelled = { getAttribute: (name: string) => string | null };
  const labelsShown = () =>
    panel
      .locator('table [aria-label]')
      .evaluateAll((elements: Labelled[]) => elements.map((element) => element.getAttribute('aria-label') ?? ''));
  const keysListed = (labels: string[]) =>
    labels
      .flatMap((label) => {
        const row = /^Download (\S+)$/.exec(label);
        const xml = /^Download the XML slate of (\S+)$/.exec(label);
        const sidecar = /^Download the (\w+) captions of (\S+)$/.exec(label);
        if (row) return [row[1]!];
        if (xml) return [`SLATE_XML_${xml[1]!}`];
        return sidecar ? [`SIDECAR_${sidecar[1]!}_${sidecar[2]!}`] : [];
      })
      .sort();
  await expect.poll(async () => keysListed(await labelsShown())).toEqual([...made].sort());
  const labels = await labelsShown();
  const rows = await panel.locator('table tbody tr').count();
  expect(rows).toBe(labels.filter((label) => /^Download \S+$/.test(label)).length);
  // The tab counts the outputs, as the banner and the e-mail do: a row each, the source's aside.
  const { outputs } = countMasterFiles(made);
  expect(Number(/(\d+)$/.exec((await tab.textContent()) ?? '')?.[1])).toBe(outputs);
  expect(rows).toBe(outputs + (made.includes(SOURCE_OUTPUT_KEY) ? 1 : 0));
  expect(await panel.locator('[data-outputs-summary]').textContent()).toMatch(new RegExp(`^${outputs} outputs`));
  return made;
}

/**
 * Single English words the QC tab shows from the media side (its measured and expected values:
 * "none", "8 tracks (5.1 + stereo)", "tt or progressive", "60 frames"), which French pages show in
 * French. Words French writes the same ("mono", "audio", "variable") are not listed.
 */
const QC_VALUE_WORDS = [
  'none',
  'present',
  'progressive',
  'interlaced',
  'track',
  'tracks',
  'stereo',
  'channels',
  'stream',
  'streams',
  'frames',
  'captions',
  'short side',
];

/** A word or phrase of the page's text, not part of a longer word, a file name or an ID. */
const wholeWord = (text: string) => `(?<![\\p{L}\\p{N}_./-])${text}(?![\\p{L}\\p{N}_/-]|\\.[\\p{L}\\p{N}])`;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each web dictionary (web/src/locales) in English and French, as its keys (`group.key`) and texts. */
function webDictionaries(): { en: [string, string][]; fr: Map<string, string> }[] {
  const folder = fileURLToPath(new URL('../../../web/src/locales/', import.meta.url));
  const flat = (value: unknown, prefix = ''): [string, string][] =>
    typeof value === 'string'
      ? [[prefix, value]]
      : Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
          flat(inner, prefix ? `${prefix}.${key}` : key),
        );
  return readdirSync(join(folder, 'en')).map((file) => ({
    en: flat(JSON.parse(readFileSync(join(folder, 'en', file), 'utf8'))),
    fr: new Map(flat(JSON.parse(readFileSync(join(folder, 'fr', file), 'utf8')))),
  }));
}

/** English that a French page must not show: the web dictionaries' texts, the QC values' words, the QC messages. */
function englishToFind(): { name: string; pattern: RegExp }[] {
  const dictionaries = webDictionaries();
  // Texts of more than one word that French says differently, found as they are.
  const phrases = dictionaries.flatMap(({ en, fr }) =>
    en
      .filter(([key, text]) => fr.get(key) !== text && !text.includes('{{') && /\s/.test(text.trim()))
      .map(([, text]) => ({ name: text, pattern: new RegExp(escaped(text)) })),
  );
  // The QC values' words, unless French uses them too.
  const french = [
    ...dictionaries.flatMap(({ fr }) => [...fr.values()]),
    ...Object.values(QC_MESSAGES).map((message) => message.fr),
  ].join('\n');
  // In lower case or capitalised: in capitals, a word is more likely an ID than text.
  const word = (text: string) =>
    new RegExp(wholeWord(`[${text[0]!}${text[0]!.toUpperCase()}]${escaped(text.slice(1))}`), 'u');
  const words = QC_VALUE_WORDS.filter((text) => !word(text).test(french)).map((text) => ({
    name: text,
    pattern: word(text),
  }));
  // The QC messages in English, whatever fills their {placeholders}.
  const messages = Object.values(QC_MESSAGES)
    .filter((message) => message.en !== message.fr)
    .map((message) => ({
      name: message.en,
      pattern: new RegExp(escaped(message.en).replace(/\\\{\w+\\\}/g, '[^\\n]*?')),
    }));
  return [...phrases, ...words, ...messages];
}

/**
 * English left on a page shown in French, found in its visible text: the web dictionaries' texts of
 * more than one word that French says differently, the English words of QC values and the QC
 * messages in English. Answers what was found (a QC message by its English template).
 */
export async function englishTextOn(page: Page): Promise<string[]> {
  const english = englishToFind();
  const leftOver = async (): Promise<string[]> => {
    const shown = await page.locator('body').innerText();
    return [...new Set(english.filter(({ pattern }) => pattern.test(shown)).map(({ name }) => name))];
  };
  // A toast shown before the switch is closed by it, but fades out for a quarter of a second.
  const deadline = Date.now() + 1500;
  let found = await leftOver();
  while (found.length > 0 && Date.now() < deadline) {
    await page.waitForTimeout(250);
    found = await leftOver();
  }
  return found;
}

/** The attributes whose words a visitor reads or hears. */
const LABELS = ['aria-label', 'title', 'label', 'placeholder', 'alt'];

/**
 * The dictionaries' keys a page shows where their words should be, as i18next shows a key that the
 * dictionaries it loaded do not hold (`publicMaster.files`, without its namespace): in its text, its
 * title and its elements' labels, titles, placeholders and alternative texts. Keys of one word
 * (`title`) read as words and are not looked for; a plural's key is looked for without its ending.
 */
export async function keysShownOn(page: Page): Promise<string[]> {
  const keys = new Set(
    webDictionaries().flatMap(({ en }) =>
      en.map(([key]) => key.replace(/_(zero|one|two|few|many|other)$/, '')).filter((key) => key.includes('.')),
    ),
  );
  // A script's text: the journeys' TypeScript has no DOM types.
  const shown = await page.evaluate<string>(
    `[document.title, document.body.innerText, ...[...document.querySelectorAll('${LABELS.map((name) => `[${name}]`).join(', ')}')]
      .flatMap((element) => ${JSON.stringify(LABELS)}.map((name) => element.getAttribute(name) ?? ''))].join('\\n')`,
  );
  return [...keys].filter((key) => new RegExp(`(?<![\\w.])${escaped(key)}(?![\\w.])`).test(shown));
}

/**
 * A journey file's browser page: opened before its steps, closed after them. Steps read
 * `journey.page` (it exists once the file's `beforeAll` has run).
 */
export function journeyPage(options: { acceptDownloads?: boolean } = {}): { readonly page: Page } {
  let opened: { browser: Browser; page: Page } | undefined;
  beforeAll(async () => {
    opened = await openJourneyPage(options);
  });
  afterAll(async () => {
    await opened?.browser.close();
  });
  // A failed step says what the page showed (its address, open dialogs, visible text): a CI log
  // keeps only the output, and a step that fails under load alone is otherwise hard to read.
  beforeEach(({ onTestFailed }) => {
    onTestFailed(async () => {
      const page = opened?.page;
      if (!page || page.isClosed()) return;
      const shown = async (selector: string) =>
        (
          await page
            .locator(selector)
            .allInnerTexts()
            .catch(() => [])
        ).map((text) => text.replace(/\s+/g, ' ').trim());
      const [dialogs, [body = ''] = []] = await Promise.all([shown('[role="dialog"]'), shown('body')]);
      console.error(
        `The journey's page when the step failed: ${page.url()}\n` +
          (dialogs.length > 0 ? `dialogs: ${dialogs.join(' | ')}\n` : '') +
          `text: ${body.slice(0, 1500)}`,
      );
    });
  });
  return {
    get page(): Page {
      if (!opened) throw new Error('The journey page opens in beforeAll');
      return opened.page;
    },
  };
}

/**
 * Both widths (1280 and 390 px) and both languages of the page the journey is on, kept as
 * screenshots in the system's temporary folder (`masterport-<name>-<language>-<width>.png`) for a
 * person to look at; a page wider than the window fails. Back to English at 1280 after.
 */
export async function screenshots(page: Page, name: string): Promise<void> {
  for (const language of ['en', 'fr'] as const) {
    await page.evaluate((chosen) => localStorage.setItem('masterport.language', chosen), language);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.reload();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
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

/** The page's own globals, described here: the DOM types are not in this project's lib. */
type DropGlobals = {
  DataTransfer: new () => { items: { add: (file: unknown) => void } };
  File: new (parts: unknown[], name: string, options: { type: string }) => unknown;
  atob: (data: string) => string;
};

/** Drops files on an element the way a file manager does: one drop event carrying them all. */
export async function dropFiles(page: Page, selector: string, paths: string[]): Promise<void> {
  const files = await Promise.all(
    paths.map(async (path) => ({ name: basename(path), data: (await readFile(path)).toString('base64') })),
  );
  const dataTransfer = await page.evaluateHandle((list) => {
    const { DataTransfer, File, atob } = globalThis as unknown as DropGlobals;
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
