import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A deployed build must have been made with `VITE_SITE_URL` (docs/site.md): without it the public
 * pages' canonical, hreflang and Open Graph addresses and the sitemap are root-relative, which
 * search engines and sharing sites do not follow. The build writes its sitemap with that origin,
 * so the sitemap's first address says which kind of build this is. Throws when it is not
 * deployable, saying how to build it.
 */
export function assertDeployableSiteBuild(distPath: string): void {
  const sitemap = join(distPath, 'sitemap.xml');
  const firstAddress = existsSync(sitemap) ? /<loc>([^<]*)<\/loc>/.exec(readFileSync(sitemap, 'utf8'))?.[1] : undefined;
  if (!firstAddress?.startsWith('https://'))
    throw new Error(
      'web/dist was built without VITE_SITE_URL, so its public pages would carry relative canonical, sitemap and ' +
        'Open Graph addresses. Build it for this stage with VITE_SITE_URL=https://<the app host> npm run build:web, ' +
        'or delete web/dist to deploy without the SPA.',
    );
}
