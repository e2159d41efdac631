/**
 * `npm run site:og-images`: the public site's Open Graph images (docs/site.md), one per language,
 * drawn as HTML in the brand's colours from the home page's own words and captured by Debian's
 * Chromium (CHROMIUM_PATH), then written to web/public where the build copies them. Run it again
 * when the home page's words or the brand change, and commit the PNGs: the build itself needs no
 * browser.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Language } from '@masterport/contract';
import { launchChromium } from '@masterport/test/e2e/support/browser.ts';
import { OG_IMAGE_SIZE, ogImagePath } from '@masterport/web/src/features/site/model/og-image.ts';

const root = process.cwd();
const BRAND_DEEP = '#0b3a8b';
const BRAND = '#15459d';

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

function card(language: Language): string {
  const site = JSON.parse(readFileSync(join(root, `web/src/locales/${language}/site.json`), 'utf8')) as {
    landing: { eyebrow: string; title: string };
  };
  return `<!doctype html><html lang="${language}"><body style="margin:0">
<div style="box-sizing:border-box;width:${OG_IMAGE_SIZE.width}px;height:${OG_IMAGE_SIZE.height}px;padding:72px 80px;
  background:${BRAND};border-bottom:16px solid ${BRAND_DEEP};color:#fff;font-family:'DejaVu Sans',sans-serif;
  display:flex;flex-direction:column;justify-content:space-between">
  <div style="display:flex;align-items:center;gap:20px">
    <svg width="72" height="72" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#fff"/>
      <path d="M8 23V9h3.2l4.8 7 4.8-7H24v14h-3.2v-8.6L16 21l-4.8-6.6V23z" fill="${BRAND}"/></svg>
    <span style="font-size:44px;font-weight:700">Masterport</span>
  </div>
  <div style="font-size:62px;font-weight:700;line-height:1.15;max-width:1000px">${escapeHtml(site.landing.title)}</div>
  <div style="font-size:28px;letter-spacing:2px;text-transform:uppercase;opacity:.85">${escapeHtml(site.landing.eyebrow)}</div>
</div></body></html>`;
}

const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: OG_IMAGE_SIZE });
  for (const language of ['en', 'fr'] as const) {
    await page.setContent(card(language));
    const file = join(root, 'web/public', ogImagePath(language));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, await page.screenshot({ type: 'png' }));
    console.log(`${ogImagePath(language)}: ${Math.round(readFileSync(file).length / 1024)} KB`);
  }
} finally {
  await browser.close();
}
