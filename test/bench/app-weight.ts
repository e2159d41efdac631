/**
 * The JavaScript each kind of page makes a browser download (not part of `npm test`; issue 31's
 * budget: the app shell's first load and the public pages). Starts a local cloud serving the built
 * SPA (`npm run build:web` first) as CloudFront serves it, opens each page in Debian's Chromium
 * (CHROMIUM_PATH) and adds up the scripts it loaded, gzipped at level 9, until the page is idle.
 * The signed-in app is measured on its first load of the masters list, with a session already set.
 *
 *   npm run bench:app-weight
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, DEMO_USERS, startLocalCloud } from '@masterport/local';
import { launchChromium } from '../e2e/support/browser.ts';

const PAGES = [
  { label: 'home (prerendered)', path: '/' },
  { label: 'French home (prerendered)', path: '/fr/' },
  { label: 'pricing (prerendered)', path: '/pricing' },
  { label: 'contact (prerendered)', path: '/contact' },
  { label: 'sign-in page (app)', path: '/account/login' },
] as const;

/** The scripts a navigation to `url` loads, gzipped, in bytes. */
async function scriptBytes(page: Page, url: string): Promise<{ bytes: number; files: number }> {
  const bodies: Promise<Buffer>[] = [];
  const onResponse = (response: import('playwright-core').Response) => {
    if (response.request().resourceType() === 'script' && response.ok()) bodies.push(response.body());
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  page.off('response', onResponse);
  const scripts = await Promise.all(bodies);
  return { bytes: scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0), files: scripts.length };
}

const dataDir = mkdtempSync(join(tmpdir(), 'masterport-weight-'));
const cloud = await startLocalCloud({ dataDir, port: 0, web: 'dist', seed: true });
const browser = await launchChromium();
try {
  const rows: { label: string; bytes: number; files: number }[] = [];
  for (const { label, path } of PAGES) {
    const page = await browser.newPage();
    rows.push({ label, ...(await scriptBytes(page, `${cloud.url}${path}`)) });
    await page.close();
  }
  // Signed in through the API in this context, so the measured load is the app's own first one.
  const context = await browser.newContext();
  const signIn = await context.request.post(`${cloud.url}/api/authenticate/login`, {
    data: { email: DEMO_USERS[1].email, password: DEMO_PASSWORD },
    headers: { 'x-masterport-client': 'web' },
  });
  if (!signIn.ok()) throw new Error(`Sign-in failed: ${signIn.status()} ${await signIn.text()}`);
  const page = await context.newPage();
  rows.push({ label: 'signed-in app, masters list', ...(await scriptBytes(page, `${cloud.url}/app/masters`)) });
  await context.close();

  console.log('\nJavaScript loaded, gzipped (level 9)\n');
  for (const row of rows)
    console.log(
      `${row.label.padEnd(32)} ${(row.bytes / 1024).toFixed(1).padStart(7)} KB  ${String(row.files).padStart(3)} files`,
    );
} finally {
  await browser.close();
  await cloud.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
