/**
 * The app's pages painted from prerendered HTML before the app's scripts run (docs/site.md, "The
 * app's first download"): the ones sent to outsiders, whose first paint must not wait for React.
 * Each is an address pattern in React Router's form (`:name` is one segment); the SPA routes it,
 * and the CDN's rewrite (infra's spa-delivery.ts, run by the local cloud too) serves it its file.
 */
export const PRERENDERED_APP_PAGES = {
  login: '/account/login',
  forgotPassword: '/account/forgot-password',
  publicMaster: '/m/:created_on/:hash_key',
  publicPlaylist: '/p/:created_on/:hash_key',
  publicDistribution: '/d/:created_on/:hash_key',
} as const;
export type PrerenderedAppPage = keyof typeof PRERENDERED_APP_PAGES;

/** The file of web/dist a page is prerendered to (`app-pages/publicMaster.html`), in both languages. */
export const prerenderedAppPageFile = (page: PrerenderedAppPage): string => `app-pages/${page}.html`;

/**
 * Each page's address as a regular expression's source (a segment: anything but a slash; a trailing
 * slash allowed, as the router allows it) with its file: what the CDN's rewrite matches.
 */
export const prerenderedAppPageRoutes = (): [pattern: string, file: string][] =>
  (Object.entries(PRERENDERED_APP_PAGES) as [PrerenderedAppPage, string][]).map(([page, path]) => [
    `^${path.replace(/:\w+/g, '[^/]+')}/?$`,
    `/${prerenderedAppPageFile(page)}`,
  ]);
