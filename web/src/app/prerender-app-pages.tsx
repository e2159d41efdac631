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
import {
  publicDistributionRouteTable,
  publicFileRoutes,
  publicPlaylistRouteTable,
  type RouteFacts,
} from '@masterport/contract/routes';
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
import { API_BASE_URL, requestHeaders } from '#lib/api-client.ts';
import { escapeHtml } from '#lib/escape-html.ts';
import {
  FIRST_FILL_ATTRIBUTE,
  FIRST_FILL_MARK,
  FIRST_FILL_TEMPLATE_ATTRIBUTE,
  FIRST_FILLS_GLOBAL,
  FIRST_READS_GLOBAL,
  firstReadKeyScript,
} from '#lib/first-read.ts';
import { LANGUAGES, type Namespace } from '#lib/i18n.ts';
import { PRERENDERED_SUBMIT_ATTRIBUTE } from '#lib/prerendered-form.ts';
import { LANGUAGE_KEY } from '#lib/storage.ts';
import { PublicLayout } from './layouts/public-layout.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

const texts = <N extends Namespace>(language: Language, namespace: N) =>
  siteI18n(language).getFixedT(language, namespace);

/**
 * A call a public link's page makes as soon as it renders, which its document sends first
 * (first-read.ts): the route, and for a POST, a body of the address's own values (`params`, in the
 * address's order, as the page's call sends them).
 */
type FirstRead = { route: RouteFacts; body?: 'params' };

/**
 * Each page's screen, the title it gives the tab before its data says more (its `usePageTitle`),
 * and the reads its document starts: what its first render waits for (a playlist's player needs
 * its details and its reel; a master's page shows its files as soon as it has them). A public
 * link's `module` is the page's lazy module (router.tsx), as the build's manifest names it: its
 * document asks for its code with the app's own (`appPageModule`, docs/site.md).
 */
const APP_PAGES: Record<
  PrerenderedAppPage,
  {
    Page: ComponentType;
    title: (language: Language) => string;
    firstReads?: readonly FirstRead[];
    module?: string;
  }
> = {
  login: { Page: LoginPage, title: (language) => texts(language, 'auth')('login.title') },
  forgotPassword: { Page: ForgotPasswordPage, title: (language) => texts(language, 'auth')('forgot.title') },
  publicMaster: {
    Page: PublicMasterPage,
    module: 'src/features/file-view/components/public-master-page.tsx',
    title: (language) => texts(language, 'sharedMaster')('publicMaster.title'),
    firstReads: [{ route: publicFileRoutes.getMasterDetails }, { route: publicFileRoutes.getMasterOutputs }],
  },
  publicPlaylist: {
    Page: PublicPlaylistPage,
    module: 'src/features/playlists/components/public-playlist-page.tsx',
    title: (language) => texts(language, 'playlists')('player.title'),
    firstReads: [
      { route: publicPlaylistRouteTable.getDetails },
      { route: publicPlaylistRouteTable.getMastersList, body: 'params' },
    ],
  },
  publicDistribution: {
    Page: PublicDistributionPage,
    module: 'src/features/distributions/components/public-distribution-page.tsx',
    title: (language) => texts(language, 'distributions')('public.title'),
    firstReads: [{ route: publicDistributionRouteTable.getDetails }],
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
 * The page's lazy module whose code a public link's document asks for beside its entry (its key in
 * the build's manifest); a page that has one is a public link, whose document loads the public
 * links' entry (public-main.tsx) rather than the app's. Not the sign-in pages': their largest paint
 * is their own HTML, and more bytes before it painted it later on a slow connection.
 */
export const appPageModule = (page: PrerenderedAppPage): string | undefined => APP_PAGES[page].module;

/** Stands for the head script's language variable `l` while its headers are written. */
const LANGUAGE_PLACEHOLDER = '\u0000language';

/**
 * The head script's part that sends a public link's first reads (first-read.ts) with the requests
 * the API client would send (its address, headers in the device's language `l`, body), from the
 * address's values, and keeps each promise under its key; a failed one is the page's to send again.
 * Nothing is sent where the address cannot be read.
 */
export function firstReadsScript(page: PrerenderedAppPage): string {
  const reads = APP_PAGES[page].firstReads;
  if (!reads) return '';
  const segments = PRERENDERED_APP_PAGES[page].split('/');
  const names = segments.filter((segment) => segment.startsWith(':')).map((segment) => segment.slice(1));
  const params = segments
    .map((segment, index) => (segment.startsWith(':') ? `${JSON.stringify(segment.slice(1))}:d(${index})` : ''))
    .filter(Boolean)
    .join(',');
  const headers = JSON.stringify(requestHeaders(LANGUAGE_PLACEHOLDER)).replace(
    JSON.stringify(LANGUAGE_PLACEHOLDER),
    'l',
  );
  const calls = reads.map(({ route, body }) => {
    const url = JSON.stringify(API_BASE_URL + route.path).replace(/\{(\w+)\}/g, (_, name: string) => {
      if (!names.includes(name)) throw new Error(`${page}'s address has no ${name} for ${route.path}`);
      return `"+e(p[${JSON.stringify(name)}])+"`;
    });
    return `f(${JSON.stringify(route.method)},${url}${body ? ',JSON.stringify(p)' : ''})`;
  });
  // The first read is the link's details, whose answer writes the skeleton's heading.
  const [details, ...others] = calls;
  return [
    `try{var s=location.pathname.split("/"),e=encodeURIComponent,d=function(i){return decodeURIComponent(s[i]||"")},`,
    `p={${params}},h=${headers},r=window[${JSON.stringify(FIRST_READS_GLOBAL)}]={},`,
    `f=function(m,u,b){var q=fetch(u,{method:m,credentials:"same-origin",headers:h,body:b});`,
    `q.catch(function(){});return r[${firstReadKeyScript}]=q};`,
    `${FIRST_FILL_SCRIPT}(${details});${others.map((call) => `${call};`).join('')}}catch(x){}`,
  ].join('');
}

/**
 * The head script's part that writes the prerendered skeleton's heading from the link's first
 * answer (first-read.ts, `FIRST_FILL_ATTRIBUTE`): once the answer is in and the page parsed (the
 * document's `interactive`, before the app's scripts run), each marked line of each language's copy
 * gets the answer's field through its own words, and the values written are kept for the app's
 * first render. A copy the app has already replaced is left alone; an error answer, or a field that
 * is missing or empty, leaves the placeholder. The answer is read from a clone: the app's client
 * reads the response itself.
 */
const FIRST_FILL_SCRIPT = [
  `(function(q){q.then(function(r){if(r.ok)return r.clone().json().then(function(a){`,
  `var g=function(){try{var v={};`,
  `document.querySelectorAll("[${PRERENDERED_ATTRIBUTE}] [${FIRST_FILL_ATTRIBUTE}]").forEach(function(n){`,
  `var k=n.getAttribute("${FIRST_FILL_ATTRIBUTE}"),x=k.split(".").reduce(function(o,s){return o&&o[s]},a);`,
  `if(typeof x!="string"||!x)return;v[k]=x;`,
  `n.textContent=n.getAttribute("${FIRST_FILL_TEMPLATE_ATTRIBUTE}").split(${JSON.stringify(FIRST_FILL_MARK)}).join(x)});`,
  `window[${JSON.stringify(FIRST_FILLS_GLOBAL)}]={path:location.pathname,values:v}}catch(x){}};`,
  `document.readyState=="loading"?document.addEventListener("readystatechange",g,{once:true}):g()})`,
  `}).catch(function(){})})`,
].join('');

/**
 * Before the first paint: the language this device chose (`LANGUAGE_KEY`, as i18n.ts reads it;
 * English without one) on the root element, which the style below turns into the copy shown, and
 * that language's title. A submit before the app runs is held: the app's own form takes over what
 * was typed and sends it once rendered (prerendered-form.ts). A public link's page also sends its
 * first reads (`firstReads`, from `firstReadsScript`), in that language.
 */
export function appPageHeadScript(titles: Record<Language, string>, firstReads = ''): string {
  return [
    `(function(){var l;try{l=localStorage.getItem(${JSON.stringify(LANGUAGE_KEY)})}catch(e){}`,
    `l=l==="fr"?"fr":"en";document.documentElement.lang=l;document.title=${JSON.stringify(titles)}[l];`,
    firstReads,
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
 * scripts are fetched at low priority, after what the first paint needs, with the page's own
 * (`pageScripts`: a public link's page module and the chunks it imports, from the build's manifest).
 */
export function renderAppPageDocument(
  page: PrerenderedAppPage,
  indexHtml: string,
  pageScripts: readonly string[] = [],
): string {
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
  const head = `<script>${appPageHeadScript(titles, firstReadsScript(page))}</script><style>${APP_PAGE_STYLE}</style>`;
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
    .replace(
      '</head>',
      `${pageScripts.map((href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeHtml(href)}">`).join('')}${themeStyles}</head>`,
    )
    .replace('<div id="root"></div>', `<div id="root">${copies}</div>`);
  if (!html.includes(`${PRERENDERED_ATTRIBUTE}="fr"`) || !html.includes(head))
    throw new Error(`The app's index.html no longer has the shape the prerender of ${page} expects`);
  return html;
}
