/**
 * Lighthouse on the public site (not part of `npm test`; issue 31's goals: performance and
 * accessibility at least 95 on mobile). Starts a local cloud serving the built SPA and its
 * prerendered pages (`npm run build:web` first) with CloudFront's compression and headers, and runs
 * Lighthouse (a devDependency) in Debian's Chromium (CHROMIUM_PATH) on each page with its mobile
 * defaults: a mid-range phone, simulated slow 4G. Prints one row per page; a page Lighthouse could
 * not measure prints its error instead of scores, and the run exits non-zero.
 *
 *   npm run bench:lighthouse
 *   BENCH_PAGES=/,/fr/contact npm run bench:lighthouse   # other pages
 *   BENCH_PAGES=/account/login,public npm run bench:lighthouse
 *     # `public`: the public master, playlist and distribution pages, on links made first in a
 *     # seeded local cloud (public-links.ts), the sign-in page's kin that agencies send out
 *   BENCH_REPORTS=<folder> npm run bench:lighthouse       # and each page's whole report, as JSON
 *   BENCH_HTTP1=1 npm run bench:lighthouse                # the local cloud's HTTP/1.1, without the edge
 *
 * Lighthouse loads the pages through an HTTPS edge speaking HTTP/2 (https-edge.ts), as CloudFront
 * serves them to a visitor; the local cloud behind it speaks HTTP/1.1, as CloudFront's origins do.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Browser } from 'playwright-core';
import { startLocalCloud } from '@masterport/local';
import { launchChromium } from '../e2e/support/browser.ts';
import { startHttpsEdge } from './https-edge.ts';
import { makePublicLinks } from './public-links.ts';

const ASKED = (process.env.BENCH_PAGES ?? '/,/fr/,/pricing').split(',');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const dataDir = mkdtempSync(join(tmpdir(), 'masterport-lighthouse-'));
// BENCH_PORT: a fixed port, to measure a build made with VITE_SITE_URL=http://127.0.0.1:<that port>.
const cloud = await startLocalCloud({
  dataDir,
  port: Number(process.env.BENCH_PORT ?? 0),
  web: 'dist',
  seed: ASKED.includes('public'),
});
/**
 * Each page's largest contentful paint as Chromium reports it (its element, its size, when), read in
 * Playwright's Chromium at Lighthouse's phone size: Lighthouse 12.2.3's own element audit fails
 * with Debian's Chromium (its trace lacks what the audit reads).
 */
async function largestPaints(browser: Browser, paths: readonly string[]): Promise<Map<string, string>> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  const found = new Map<string, string>();
  try {
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(`${cloud.url}${path}`, { waitUntil: 'networkidle' });
      // Run in the page (this project's types have no DOM).
      found.set(
        path,
        String(
          await page.evaluate(`new Promise((resolve) => new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1);
            const element = last && last.element;
            resolve(last ? (element ? element.tagName.toLowerCase() + ' "' + (element.textContent || '').trim().slice(0, 48) + '"' : 'a removed element')
              + ', ' + last.size + ' px², at ' + Math.round(last.startTime) + ' ms unthrottled' : 'none');
          }).observe({ type: 'largest-contentful-paint', buffered: true }))`),
        ),
      );
    }
  } finally {
    await context.close();
  }
  return found;
}

/** The pages asked for, `public` standing for the three public links, made now (Playwright's Chromium). */
async function pagesToMeasure(): Promise<{ pages: string[]; paints: Map<string, string> }> {
  const browser = await launchChromium();
  try {
    const links = ASKED.includes('public') ? await makePublicLinks(browser, cloud.url) : undefined;
    const pages = ASKED.flatMap((path) =>
      path === 'public' && links ? [links.master, links.playlist, links.distribution] : [path],
    );
    return { pages, paints: await largestPaints(browser, pages) };
  } finally {
    await browser.close();
  }
}
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--no-first-run',
    // The edge's certificate is the tests' self-signed one.
    '--ignore-certificate-errors',
  ],
});
let failed = false;
const edge = process.env.BENCH_HTTP1 ? undefined : await startHttpsEdge(cloud.url);
const measuredUrl = edge?.url ?? cloud.url;
try {
  const { pages, paints } = await pagesToMeasure();
  console.log(
    `\nLighthouse, mobile, ${edge ? 'HTTPS and HTTP/2 (as CloudFront serves)' : "HTTP/1.1 (the local cloud's own)"}\n\n${'page'.padEnd(16)} ${CATEGORIES.map((c) => c.padStart(15)).join('')}  CLS     JS (transfer)`,
  );
  for (const path of pages) {
    // A public link is long: its kind names it.
    const label = path.replace(/^\/([mpd])\/.*/, '/$1/…');
    const result = await lighthouse(`${measuredUrl}${path}`, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    const report = result?.lhr;
    if (!report || report.runtimeError) {
      failed = true;
      console.log(`${label.padEnd(16)} not measured: ${report?.runtimeError?.message ?? 'no report'}`);
      continue;
    }
    if (process.env.BENCH_REPORTS)
      writeFileSync(
        join(process.env.BENCH_REPORTS, `${label.replace(/\W+/g, '_') || 'root'}.json`),
        JSON.stringify(report),
      );
    const scores = CATEGORIES.map((category) =>
      String(Math.round((report.categories[category]?.score ?? 0) * 100)).padStart(15),
    );
    const cls = report.audits['cumulative-layout-shift']?.numericValue ?? NaN;
    const scripts = (
      (report.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] })
        ?.items ?? []
    )
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    console.log(`${label.padEnd(16)} ${scores.join('')}  ${cls.toFixed(3)}   ${(scripts / 1024).toFixed(1)} KB`);
    // What cost points, so a low score says where to look.
    const lost = CATEGORIES.flatMap((category) =>
      (report.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => {
          const shown = report.audits[ref.id]?.displayValue;
          return `${category}: ${ref.id}${shown ? ` (${shown})` : ''}`;
        }),
    );
    if (lost.length) console.log(`${''.padEnd(16)} below full marks: ${lost.join(', ')}`);
    console.log(`${''.padEnd(16)} largest paint: ${paints.get(path)}`);
  }
} finally {
  chrome.kill();
  await edge?.stop();
  await cloud.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
