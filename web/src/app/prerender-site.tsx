/**
 * The public site's server entry (docs/site.md): built by Vite for Node after the app's build, it
 * renders each site page to HTML with the app's own theme and dictionaries. No browser code here:
 * the prerender step (packages/local/src/web-prerender.ts) wraps the HTML in its document.
 */
import { MantineProvider } from '@mantine/core';
import {
  COOKIE_ACCOUNT_ID,
  SIGNED_IN_SKIPS,
  sitePagePath,
  UNLISTED_SITE_PAGES,
  type Language,
  type SitePage,
} from '@masterport/contract';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { SitePageView, type SitePageData } from '#features/site/components/site-page-view.tsx';
import { siteI18n } from '#features/site/model/site-i18n.ts';
import { siteMenuScript } from '#features/site/model/site-menu.ts';
import { OG_IMAGE_SIZE, ogImagePath } from '#features/site/model/og-image.ts';
import { escapeHtml } from '#lib/escape-html.ts';
import { HOME_AFTER_SIGN_IN } from '#lib/redirect.ts';

/** The site's own texts, which the app loads only with a site page: the prerender awaits them first. */
export { loadSiteOnlyTexts } from '#lib/i18n.ts';
import { cssVariablesResolver, theme } from './theme.ts';

export interface RenderedSitePage {
  readonly body: string;
  readonly title: string;
  readonly description: string;
}

export function renderSitePage(page: SitePage, language: Language, data: SitePageData): RenderedSitePage {
  const t = siteI18n(language).getFixedT(language, 'site');
  const body = renderToString(
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <StaticRouter location={sitePagePath(page, language)}>
        <SitePageView page={page} language={language} data={data} />
      </StaticRouter>
    </MantineProvider>,
  );
  return { body, title: t(`meta.${page}.title`), description: t(`meta.${page}.description`) };
}

/** What the build gives every page's document: the app's stylesheets, each page's scripts, the site's address. */
export interface SiteDocumentAssets {
  /** The app's CSS files (hashed names), shared with the app so a visitor who signs in has them cached. */
  readonly stylesheets: readonly string[];
  /** The few pages with an interaction load its small script (hashed name), and nothing else. */
  readonly scripts: Partial<Record<SitePage, string>>;
  /** The site's origin for canonical and alternate links (`https://masterport.example`); none: root-relative links. */
  readonly siteUrl?: string;
  /** Google reCAPTCHA's site key, when the build has one: the contact page loads Google's widget. */
  readonly recaptchaSiteKey?: string;
}

/**
 * The signed-in visitor's shortcut (seed 000 §2): on the pages SIGNED_IN_SKIPS names, a browser that
 * holds a non-empty presence cookie (`mp_presence_ai`, readable by scripts, set with the session and
 * cleared at sign-out) goes to the masters list before anything paints. An expired access token
 * does not matter: the app renews it, or sends the visitor to sign in.
 */
export const signedInRedirectScript = (): string =>
  `if(/(?:^|;\\s*)${COOKIE_ACCOUNT_ID}=[^;\\s]/.test(document.cookie))location.replace(${JSON.stringify(HOME_AFTER_SIGN_IN)});`;

/** A whole prerendered page: head (title, description, canonical, hreflang, Open Graph), body, its script if any. */
export function renderSiteDocument(
  page: SitePage,
  language: Language,
  data: SitePageData,
  assets: SiteDocumentAssets,
): string {
  const { body, title, description } = renderSitePage(page, language, data);
  const url = (lang: Language) => `${assets.siteUrl ?? ''}${sitePagePath(page, lang)}`;
  const listed = !UNLISTED_SITE_PAGES.includes(page);
  const head = [
    '<meta charset="UTF-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1.0" />',
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    '<meta name="theme-color" content="#15459d" />',
    '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
    ...(listed
      ? [
          `<link rel="canonical" href="${url(language)}" />`,
          `<link rel="alternate" hreflang="en" href="${url('en')}" />`,
          `<link rel="alternate" hreflang="fr" href="${url('fr')}" />`,
          `<link rel="alternate" hreflang="x-default" href="${url('en')}" />`,
        ]
      : ['<meta name="robots" content="noindex" />']),
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="Masterport" />',
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${url(language)}" />`,
    `<meta property="og:locale" content="${language === 'fr' ? 'fr_CA' : 'en_CA'}" />`,
    // Absolute with VITE_SITE_URL, as sharing sites require; a deploy refuses a build without it.
    `<meta property="og:image" content="${assets.siteUrl ?? ''}${ogImagePath(language)}" />`,
    `<meta property="og:image:width" content="${OG_IMAGE_SIZE.width}" />`,
    `<meta property="og:image:height" content="${OG_IMAGE_SIZE.height}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(title)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    ...(SIGNED_IN_SKIPS.includes(page) ? [`<script>${signedInRedirectScript()}</script>`] : []),
    // The small screens' menu button, without React (site-menu.ts).
    `<script>${siteMenuScript()}</script>`,
    ...assets.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}" />`),
    ...(assets.scripts[page] ? [`<script type="module" crossorigin src="${assets.scripts[page]}"></script>`] : []),
    ...(page === 'contact' && assets.recaptchaSiteKey
      ? [`<script src="https://www.google.com/recaptcha/api.js?hl=${language}" async defer></script>`]
      : []),
  ];
  // Mantine's light scheme is chosen on the root element, as its ColorSchemeScript would in the app.
  return `<!doctype html>\n<html lang="${language}" data-mantine-color-scheme="light">\n<head>\n${head.join('\n')}\n</head>\n<body>\n${body}\n</body>\n</html>\n`;
}

/** The app's pages painted before its scripts run, in the same server entry (prerender-app-pages.tsx). */
export { appPageModule, renderAppPageDocument } from './prerender-app-pages.tsx';
