import type { Language } from './errors.ts';

/**
 * The public site's pages (seed 000 §2), prerendered at build time in both languages. English pages
 * live at their own path (`/pricing`), French ones under `/fr` (`/fr/pricing`, the home at `/fr/`),
 * so each language has its own address to link, index and share (hreflang). The SPA's router, the
 * prerender script, the sitemap and the CDN's rewrite all read this list.
 */
export const SITE_PAGES = {
  home: '/',
  pricing: '/pricing',
  features: '/features',
  about: '/about',
  contact: '/contact',
  acceptedFormats: '/info/accepted-formats',
  masterTutorial: '/tutorials/masters',
  privacy: '/privacy',
  terms: '/terms',
  maintenance: '/maintenance',
} as const;

export type SitePage = keyof typeof SITE_PAGES;

/**
 * The pages a signed-in visitor (presence cookie set) is sent past, to the masters list (seed 000
 * §2 "Routing rules"). Contact, the accepted formats and maintenance stay readable: a customer
 * reads them too.
 */
export const SIGNED_IN_SKIPS: readonly SitePage[] = [
  'home',
  'pricing',
  'features',
  'about',
  'masterTutorial',
  'privacy',
  'terms',
];

/** Pages search engines should not list: maintenance says nothing to someone searching. */
export const UNLISTED_SITE_PAGES: readonly SitePage[] = ['maintenance'];

/** The address of a site page in a language: `/pricing`, `/fr/pricing`, `/`, `/fr/`. */
export const sitePagePath = (page: SitePage, language: Language): string => {
  const path = SITE_PAGES[page];
  if (language === 'en') return path;
  return path === '/' ? '/fr/' : `/fr${path}`;
};

/** The file of web/dist a site page is prerendered to (`site/fr/pricing.html`); CloudFront's rewrite serves it. */
export const sitePageFile = (page: SitePage, language: Language): string =>
  `site/${language}/${page === 'home' ? 'index' : SITE_PAGES[page].slice(1).replace(/\//g, '-')}.html`;

/** Every address a site page answers, with its file: what the CDN's rewrite maps. */
export function sitePageFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const page of Object.keys(SITE_PAGES) as SitePage[])
    for (const language of ['en', 'fr'] as const)
      files[sitePagePath(page, language)] = `/${sitePageFile(page, language)}`;
  // `/fr` without its slash is the French home too: people type it that way.
  files['/fr'] = files['/fr/']!;
  return files;
}
