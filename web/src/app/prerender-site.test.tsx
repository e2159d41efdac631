import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import {
  OUTPUT_KEY_NAMES,
  PRICE_BOOK,
  QC_CHECKS,
  SIGNED_IN_SKIPS,
  SITE_PAGES,
  STORAGE_CENTS_PER_GB_MONTH,
  UNLISTED_SITE_PAGES,
  sitePagePath,
  type AcceptedFormatFacts,
  type Language,
  type SitePage,
  type StorageItemKey,
} from '@masterport/contract';
import { MASTER_TUTORIAL_STEPS, TUTORIAL_IMAGE_SIZE, tutorialImagePath } from '#features/site/model/master-tutorial.ts';
import { OG_IMAGE_SIZE, ogImagePath } from '#features/site/model/og-image.ts';
import { SITE_PLAN_ORDER } from '#features/site/model/site-plans.ts';
import { dictionaries, loadSiteOnlyTexts } from '#lib/i18n.ts';
import { formatCents } from '#lib/format.ts';
import { renderSiteDocument, signedInRedirectScript } from './prerender-site.tsx';

await loadSiteOnlyTexts();

const PAGES = Object.keys(SITE_PAGES) as SitePage[];
const LANGUAGES: readonly Language[] = ['en', 'fr'];

/** The media package's facts as far as this page's shape needs them; its own test holds the real ones to the contract. */
const facts: AcceptedFormatFacts = {
  sources: {
    pictureContainers: 'MXF, MOV, MP4',
    radioContainers: 'WAV, MP3',
    videoCodecs: ['prores'],
    tvFrameRates: ['29.97'],
    webFrameRates: ['30'],
    tvFrame: '1920x1080',
    tvWarnFrame: '1280x720',
    webShortSide: { pass: 1080, minimum: 720 },
    radioMinBitRate: 192_000,
    radioMinSampleRate: 44_100,
  },
  loudness: [{ type: 'PUB_TV_WEB', integrated: -24, truePeak: -2 }],
  captions: { sccProgramStart: '10:00:00;00', sccEarliestFirst: '09:59:58;00' },
  loudnessRejectLu: 2,
  loudnessWarnLu: 1,
  outputs: OUTPUT_KEY_NAMES.map((key) => ({ key, category: 'SOURCES', extension: 'mp4' })),
};
const assets = { stylesheets: ['/assets/index-AbC.css'], scripts: { contact: '/assets/contact-form-XyZ.js' } };

const render = (page: SitePage, language: Language) => renderSiteDocument(page, language, { facts }, assets);

/** A dictionary entry by its dotted path. */
function text(language: Language, namespace: string, path: string): string {
  let node: unknown = dictionaries[language][namespace];
  for (const part of path.split('.')) node = (node as Record<string, unknown>)[part];
  return node as string;
}

// React writes an apostrophe as &#x27; and & as &amp;: compare the text as the page holds it.
const asHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');

/** Each page's heading, from the dictionaries: what a reader without JavaScript must find. */
const HEADINGS: Record<SitePage, [string, string]> = {
  home: ['site', 'landing.title'],
  pricing: ['site', 'pricing.title'],
  features: ['site', 'features.title'],
  about: ['site', 'about.title'],
  contact: ['site', 'contact.title'],
  acceptedFormats: ['site', 'formats.title'],
  privacy: ['legal', 'privacy.title'],
  terms: ['legal', 'terms.title'],
  maintenance: ['site', 'maintenance.title'],
  masterTutorial: ['site', 'tutorial.title'],
};

/** The text of every cell carrying `attribute="value"`, in document order. */
const cells = (html: string, attribute: string, value: string) =>
  [...html.matchAll(new RegExp(`${attribute}="${value}"[^>]*>([^<]*)<`, 'g'))].map((match) => match[1]);

describe('the prerendered site pages', () => {
  it.each(PAGES.flatMap((page) => LANGUAGES.map((language) => [page, language] as const)))(
    '%s in %s holds its heading, title and language links without JavaScript',
    (page, language) => {
      // Act
      const html = render(page, language);

      // Assess
      const [namespace, key] = HEADINGS[page];
      expect(html).toContain(`<html lang="${language}"`);
      expect(html).toMatch(
        new RegExp(`<h1[^>]*>${asHtml(text(language, namespace, key)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`),
      );
      expect(html).toContain(
        `<title>${text(language, 'site', `meta.${page}.title`).replace(/&/g, '&amp;').replace(/'/g, '&#39;')}</title>`,
      );
      if (!UNLISTED_SITE_PAGES.includes(page)) {
        expect(html).toContain(`<link rel="canonical" href="${sitePagePath(page, language)}" />`);
        for (const other of LANGUAGES)
          expect(html).toContain(`<link rel="alternate" hreflang="${other}" href="${sitePagePath(page, other)}" />`);
      }
      // Only the pages with an interaction load a script of their own.
      expect(html.includes('<script type="module"'), 'module script').toBe(page === 'contact');
      expect(html.includes(signedInRedirectScript()), 'signed-in redirect').toBe(SIGNED_IN_SKIPS.includes(page));
    },
  );

  it('names its language’s Open Graph image, an absolute address of a committed PNG of the declared size', () => {
    for (const language of LANGUAGES) {
      // Act
      const html = renderSiteDocument(
        'pricing',
        language,
        { facts },
        { ...assets, siteUrl: 'https://masterport.example' },
      );

      // Assess
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      expect(image).toBe(`https://masterport.example${ogImagePath(language)}`);
      const png = readFileSync(fileURLToPath(new URL(`../../public${ogImagePath(language)}`, import.meta.url)));
      // A PNG's width and height are the first two numbers of its IHDR chunk.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([OG_IMAGE_SIZE.width, OG_IMAGE_SIZE.height]);
      expect(png.length, 'small enough to commit').toBeLessThan(80_000);
      expect(html).toContain(`<meta property="og:image:width" content="${OG_IMAGE_SIZE.width}" />`);
    }
  });

  it('shows every step of the master tutorial with its committed screenshot, in each language', () => {
    for (const language of LANGUAGES) {
      // Act
      const html = render('masterTutorial', language);

      // Assess
      const images = [...html.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]!);
      expect(images).toEqual(MASTER_TUTORIAL_STEPS.map((step) => tutorialImagePath(language, step)));
      for (const image of images) {
        const file = fileURLToPath(new URL(`../../public${image}`, import.meta.url));
        expect(existsSync(file), image).toBe(true);
        expect(statSync(file).size, `${image} small enough to commit`).toBeLessThan(80_000);
      }
      expect(html).toContain(`width="${TUTORIAL_IMAGE_SIZE.width}" height="${TUTORIAL_IMAGE_SIZE.height}"`);
    }
  });

  it('prints the price book’s figures on the pricing page, in each language’s format', () => {
    for (const language of LANGUAGES) {
      // Act
      const html = render('pricing', language);

      // Assess
      const included = text(language, 'site', 'pricing.included');
      const none = text(language, 'site', 'pricing.none');
      const notOffered = text(language, 'site', 'pricing.notOffered');
      const money = (cents: number | null, zero: string) =>
        cents === null ? notOffered : cents === 0 ? zero : formatCents(cents, language);
      for (const plan of SITE_PLAN_ORDER) {
        const prices = PRICE_BOOK[plan];
        expect(cells(html, 'data-plan', plan), plan).toEqual([
          money(prices.subscriptionCents, none),
          money(prices.masterCents.PUB_TV_WEB, included),
          money(prices.revisionCents.PUB_TV_WEB, included),
          money(prices.masterCents.PUB_WEB, included),
          money(prices.masterCents.PUB_RADIO, included),
          prices.storageDiscountPercent ? `${prices.storageDiscountPercent} %` : none,
        ]);
      }
      for (const [band, cents] of Object.entries(STORAGE_CENTS_PER_GB_MONTH) as [StorageItemKey, number][])
        expect(cells(html, 'data-band', band), band).toEqual([formatCents(cents, language)]);
    }
  });

  it('lists every quality-control check and every output key of the contract on the formats page', () => {
    // Act
    const html = render('acceptedFormats', 'fr');

    // Assess
    expect(QC_CHECKS.filter((check) => !html.includes(`data-check="${check}"`))).toEqual([]);
    expect(OUTPUT_KEY_NAMES.filter((key) => !html.includes(`data-output="${key}"`))).toEqual([]);
  });

  it('sends a browser holding the presence cookie to the masters list, and no other', () => {
    // Prepare
    const run = (cookie: string) => {
      const replace = vi.fn();
      new Function('document', 'location', signedInRedirectScript())({ cookie }, { replace });
      return replace.mock.calls;
    };

    // Act / Assess
    expect(run('mp_lang=fr; mp_presence_ai=ACC123; mp_presence_te=1')).toEqual([['/app/masters']]);
    expect(run('mp_presence_ai=')).toEqual([]);
    expect(run('other_mp_presence_ai=ACC123')).toEqual([]);
    expect(run('')).toEqual([]);
  });
});
