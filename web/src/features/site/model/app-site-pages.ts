import { SITE_PAGES, sitePagePath, type Language, type SitePage } from '@masterport/contract';

/**
 * Pages the app itself does not route: the formats page needs the media package's facts, which only
 * the prerender has, and /maintenance is the app's own page (it shows the API's message).
 */
const PRERENDERED_ONLY: readonly SitePage[] = ['acceptedFormats', 'maintenance'];

/**
 * The site pages the app routes too, each address with its page and language. CloudFront serves
 * their prerendered HTML on a full load; the app shows the same components when it follows a link
 * to one (its brand links home) and under `npm run dev`, which has no prerendered pages.
 */
export const APP_SITE_PAGES: readonly { path: string; page: SitePage; language: Language }[] = (
  Object.keys(SITE_PAGES) as SitePage[]
)
  .filter((page) => !PRERENDERED_ONLY.includes(page))
  .flatMap((page) =>
    (['en', 'fr'] as const).map((language) => ({ path: sitePagePath(page, language), page, language })),
  );
