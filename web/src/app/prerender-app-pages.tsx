/**
 * The app's pages painted from prerendered HTML (docs/site.md, "The app's first download"): the
 * sign-in and forgotten-password pages and the public links' frames, each rendered as the app's
 * first render will render it (the public links show their loading skeleton: the data arrives as
 * before), in both languages, into a copy of the app's own index.html. A tiny script in the head
 * shows the language this device chose before anything paints; the app then renders over it.
 * Server code only: the prerender step (packages/local/src/web-prerender.ts) calls it.
 */
import { MantineProvider } from '@mantine/core';
import { PRERENDERED_APP_PAGES, type Language, type PrerenderedAppPage } from '@masterport/contract';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { ForgotPasswordPage } from '#features/auth/components/forgot-password-page.tsx';
import { LoginPage } from '#features/auth/components/login-page.tsx';
import { PublicDistributionPage } from '#features/distributions/components/public-distribution-page.tsx';
import { PublicMasterPage } from '#features/file-view/components/public-master-page.tsx';
import { PublicPlaylistPage } from '#features/playlists/components/public-playlist-page.tsx';
import { siteI18n } from '#features/site/model/site-i18n.ts';
import { escapeHtml } from '#lib/escape-html.ts';
import { LANGUAGES, type Namespace } from '#lib/i18n.ts';
import { PRERENDERED_SUBMIT_ATTRIBUTE } from '#lib/prerendered-form.ts';
import { LANGUAGE_KEY } from '#lib/storage.ts';
import { PublicLayout } from './layouts/public-layout.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

const texts = <N extends Namespace>(language: Language, namespace: N) =>
  siteI18n(language).getFixedT(language, namespace);

/** Each page's screen, and the title it gives the tab before its data says more (its `usePageTitle`). */
const APP_PAGES: Record<PrerenderedAppPage, { Page: ComponentType; title: (language: Language) => string }> = {
  login: { Page: LoginPage, title: (language) => texts(language, 'auth')('login.title') },
  forgotPassword: { Page: ForgotPasswordPage, title: (language) => texts(language, 'auth')('forgot.title') },
  publicMaster: { Page: PublicMasterPage, title: (language) => texts(language, 'masters')('publicMaster.title') },
  publicPlaylist: { Page: PublicPlaylistPage, title: (language) => texts(language, 'playlists')('player.title') },
  publicDistribution: {
    Page: PublicDistributionPage,
    title: (language) => texts(language, 'distributions')('public.title'),
  },
};

/** The attribute that marks each language's copy of the page; the head's style shows one. */
const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** A page in a language, as the app's first render draws it in the public frame. */
export function renderAppPage(page: PrerenderedAppPage, language: Language): string {
  const { Page } = APP_PAGES[page];
  const pattern = PRERENDERED_APP_PAGES[page];
  // A link's own values are not known at build time; the page renders its skeleton for any.
  const location = pattern.replace(/:\w+/g, '-');
  return renderToString(
    <I18nextProvider i18n={siteI18n(language)}>
      <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        <StaticRouter location={location}>
          <Routes>
            <Route element={<PublicLayout />}>
              <Route path={pattern} element={<Page />} />
            </Route>
          </Routes>
        </StaticRouter>
      </MantineProvider>
    </I18nextProvider>,
    // Each language's generated class names apart, since both copies share the document.
    { identifierPrefix: `${language}-` },
  );
}

/**
 * Before the first paint: the language this device chose (`LANGUAGE_KEY`, as i18n.ts reads it;
 * English without one) on the root element, which the style below turns into the copy shown, and
 * that language's title. A submit before the app runs is held: the app's own form takes over what
 * was typed and sends it once rendered (prerendered-form.ts).
 */
export function appPageHeadScript(titles: Record<Language, string>): string {
  return [
    `(function(){var l;try{l=localStorage.getItem(${JSON.stringify(LANGUAGE_KEY)})}catch(e){}`,
    `l=l==="fr"?"fr":"en";document.documentElement.lang=l;document.title=${JSON.stringify(titles)}[l];`,
    `document.addEventListener("submit",function(e){if(!e.target.closest("[${PRERENDERED_ATTRIBUTE}]"))return;`,
    `e.preventDefault();document.documentElement.setAttribute("${PRERENDERED_SUBMIT_ATTRIBUTE}","")},true)})();`,
  ].join('');
}

/** Shows the copy in the root element's language; English where no script ran. Each copy lays out as if it were not there. */
const APP_PAGE_STYLE =
  `[${PRERENDERED_ATTRIBUTE}]{display:contents}` +
  `html:not([lang=fr]) [${PRERENDERED_ATTRIBUTE}=fr],html[lang=fr] [${PRERENDERED_ATTRIBUTE}=en]{display:none}`;

/** The styles MantineProvider writes for the theme (its variables, its static classes), not a component's own. */
const THEME_STYLES = /<style data-mantine-styles="(?:true|classes)">[^<]*<\/style>/g;

/**
 * The app's index.html (as Vite built it: its scripts, preloads and stylesheet) with the page in
 * both languages in its root, the head's script and style, and Mantine's light scheme on the root
 * element as the app sets it, so the page is drawn with the app's styles before the app runs; its
 * scripts are fetched at low priority, after what the first paint needs.
 */
export function renderAppPageDocument(page: PrerenderedAppPage, indexHtml: string): string {
  const titles = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      `${APP_PAGES[page].title(language)} · ${texts(language, 'common')('brand.name')}`,
    ]),
  ) as Record<Language, string>;
  // Mantine's theme variables and static classes, the same in both copies, go once into the head.
  const shared = new Set<string>();
  const copies = LANGUAGES.map((language) => {
    const body = renderAppPage(page, language).replace(THEME_STYLES, (style) => {
      shared.add(style);
      return '';
    });
    return `<div ${PRERENDERED_ATTRIBUTE}="${language}" lang="${language}">${body}</div>`;
  }).join('');
  const head = `<script>${appPageHeadScript(titles)}</script><style>${APP_PAGE_STYLE}</style>`;
  // After the app's stylesheet, whose defaults (Mantine's own font and colours) they override.
  const themeStyles = [...shared].join('');
  const html = indexHtml
    // The page is drawn before the scripts run: they wait behind the stylesheet, which the first
    // paint needs (at their High priority, simulated slow 4G counted them as blocking it: 3.3 s).
    .replace(/<script type="module" crossorigin/, '<script type="module" fetchpriority="low" crossorigin')
    .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin')
    .replace('<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(titles.en)}</title>`)
    .replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    ${head}`)
    .replace('</head>', `${themeStyles}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${copies}</div>`);
  if (!html.includes(`${PRERENDERED_ATTRIBUTE}="fr"`) || !html.includes(head))
    throw new Error(`The app's index.html no longer has the shape the prerender of ${page} expects`);
  return html;
}
