import { REPO_ROOT } from '../local-cloud.ts';
import { buildWeb } from '../web-build.ts';

// `npm run build:web`: the SPA's production build, stamped with what it was made from, so that
// `npm start` serves it as it is instead of building it again (web-build.ts).
await buildWeb(REPO_ROOT);

if (!process.env.VITE_SITE_URL)
  console.warn(
    '\nWARNING: VITE_SITE_URL is not set. The public pages carry root-relative canonical, sitemap and Open Graph ' +
      'addresses: right for the local cloud, and refused by a deploy (set VITE_SITE_URL=https://<the app host>).\n',
  );
