import type { Language } from '@masterport/contract';

/**
 * The site's Open Graph image, one per language (the home page's promise, on the brand's blue): a
 * PNG in web/public made by `npm run site:og-images` (scripts/og-images.ts) and committed, so the
 * build needs no browser. Every page names its language's image (docs/site.md).
 */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Where the image is served, and where it is kept under web/public. */
export const ogImagePath = (language: Language): string => `/og/site-${language}.png`;
