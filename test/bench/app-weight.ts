/**
 * The JavaScript each kind of page makes a browser download (not part of `npm test`; issue 31's
 * budget: the app shell's first load and the public pages). Starts a local cloud serving the built
 * SPA (`npm run build:web` first) as CloudFront serves it, opens each page in Debian's Chromium
 * (CHROMIUM_PATH) and adds up the scripts it loaded, gzipped at level 9, until the page is idle.
 * The signed-in app is measured on its first load of the masters list, with a session already set;
 * the public master, playlist and distribution pages on links made first (public-links.ts).
 *
 *   npm run bench:app-weight
 *   BENCH_FILES=1 npm run bench:app-weight   # and each page's scripts, largest first
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { startLocalCloud } from '@masterport/local';
import { launchChromium } from '../e2e/support/browser.ts';
import { makePublicLinks, signedInAgency } from './public-links.ts';

const PAGES = [
  { label: 'home (prerendered)', path: '/' },
  { label: 'French home (prerendered)', path: '/fr/' },
  { label: 'pricing (prerendered)', path: '/pricing' },
  { label: 'contact (prerendered)', path: '/contact' },
  { label: 'sign-in page (app)', path: '/account/login' },
] as const;

interface Weight {
  bytes: number;
  files: number;
  /** Each script's name and gzipped bytes, largest first. */
  scripts: { name: string; bytes: number }[];
}

/** The scripts a navigation to `url` loads, gzipped, in bytes. */
async function scriptBytes(page: Page, url: string): Promise<Weight> {
  const loads: Promise<{ name: string; bytes: number }>[] = [];
  const onResponse = (response: import('playwright-core').Response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    const name = new URL(response.url()).pathname.split('/').pop() || response.url();
    loads.push(response.body().then((body) => ({ name, bytes: gzipSync(body, { level: 9 }).length })));
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  page.off('response', onResponse);
  const scripts = (await Promise.all(loads)).sort((a, b) => b.bytes - a.bytes);
  return { bytes: scripts.reduce((sum, script) => sum + script.bytes, 0), files: scripts.length, scripts };
}

const dataDir = mkdtempSync(join(tmpdir(), 'masterport-weight-'));
const cloud = await startLocalCloud({ dataDir, port: 0, web: 'dist', seed: true });
const browser = await launchChromium();
try {
  const links = await makePublicLinks(browser, cloud.url);
  const pages = [
    ...PAGES,
    { label: 'public master (/m)', path: links.master },
    { label: 'public playlist (/p)', path: links.playlist },
    { label: 'public distribution (/d)', path: links.distribution },
  ];
  const rows: ({ label: string } & Weight)[] = [];
  for (const { label, path } of pages) {
    const page = await browser.newPage();
    rows.push({ label, ...(await scriptBytes(page, `${cloud.url}${path}`)) });
    await page.close();
  }
  // Signed in through the API in this context, so the measured load is the app's own first one.
  const context = await signedInAgency(browser, cloud.url);
  const page = await context.newPage();
  rows.push({ label: 'signed-in app, masters list', ...(await scriptBytes(page, `${cloud.url}/app/masters`)) });
  await context.close();

  console.log('\nJavaScript loaded, gzipped (level 9)\n');
  const kilobytes = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
  for (const row of rows) {
    console.log(`${row.label.padEnd(32)} ${kilobytes(row.bytes)} KB  ${String(row.files).padStart(3)} files`);
    if (process.env.BENCH_FILES)
      for (const script of row.scripts) console.log(`${''.padEnd(34)}${kilobytes(script.bytes)} KB  ${script.name}`);
  }
} finally {
  await browser.close();
  await cloud.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
