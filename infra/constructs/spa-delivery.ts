/**
 * How the SPA reaches browsers, kept free of CDK imports so the local cloud serves web/dist by the
 * same rules (packages/local/src/web-dist.ts) as the distribution (spa-distribution.ts).
 */
import { prerenderedAppPageRoutes, sitePageFiles } from '@masterport/contract';

/**
 * Viewer-request code for the SPA's behaviour only. A public site page (`/pricing`, `/fr/`: the
 * contract's SITE_PAGES) is served its prerendered file (`/site/en/pricing.html`, docs/site.md);
 * an app page painted before its scripts run (sign-in, a public link: PRERENDERED_APP_PAGES) is
 * served its document (`/app-pages/login.html`, both languages in one file, so the rewrite reads
 * no cookie and the cache keeps one copy); any other path whose last segment has no file extension is a client-side route, so it is served
 * /index.html. This replaces distribution-wide 403/404 error responses, which would also turn the
 * API's own 404s into the SPA's page.
 */
export const SPA_REWRITE_CODE = `
var SITE_PAGES = ${JSON.stringify(sitePageFiles())};
var APP_PAGES = ${JSON.stringify(prerenderedAppPageRoutes())}.map(function (route) {
  return [new RegExp(route[0]), route[1]];
});
function handler(event) {
  var request = event.request;
  var page = SITE_PAGES[request.uri];
  if (page) {
    request.uri = page;
    return request;
  }
  for (var i = 0; i < APP_PAGES.length; i++) {
    if (APP_PAGES[i][0].test(request.uri)) {
      request.uri = APP_PAGES[i][1];
      return request;
    }
  }
  var last = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (!/\\.[A-Za-z0-9]{1,8}$/.test(last)) {
    request.uri = '/index.html';
  }
  return request;
}
`.trim();

/** The folder of web/dist where Vite writes every file under a name made of its content hash. */
export const SPA_HASHED_FOLDER = 'assets';

/**
 * What browsers are told to keep, set on each uploaded object (CloudFront passes an object's
 * Cache-Control on). A hashed file never changes under its name: a year, immutable. Everything
 * else (index.html, web/public's files) keeps its name across deploys and must be revalidated,
 * or a browser would go on using an index.html that names assets a deploy has pruned.
 */
export const SPA_CACHE_CONTROL = { hashed: 'public, max-age=31536000, immutable', other: 'no-cache' } as const;
