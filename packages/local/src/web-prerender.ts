import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  PRERENDERED_APP_PAGES,
  prerenderedAppPageFile,
  SITE_PAGES,
  sitePageFile,
  sitePagePath,
  UNLISTED_SITE_PAGES,
  type Language,
  type PrerenderedAppPage,
  type SitePage,
} from '@masterport/contract';
import { acceptedFormatFacts } from '@masterport/media/accepted-formats';
import type { AcceptedFormatFacts } from '@masterport/contract';

/** What the site's server entry (web/src/app/prerender-site.tsx, built by Vite) offers this step. */
interface SiteEntry {
  loadSiteOnlyTexts(): Promise<void>;
  renderSiteDocument(
    page: SitePage,
    language: Language,
    data: { facts: AcceptedFormatFacts },
    assets: {
      stylesheets: readonly string[];
      scripts: Partial<Record<SitePage, string>>;
      siteUrl?: string;
      recaptchaSiteKey?: string;
    },
  ): string;
  renderAppPageDocument(page: PrerenderedAppPage, indexHtml: string, pageScripts?: readonly string[]): string;
  appPageModule(page: PrerenderedAppPage): string | undefined;
}

/** The public links' entry's document as the app's build writes it (web/public-link.html). */
const PUBLIC_LINK_HTML = 'public-link.html';

/** The public links' entry's build manifest (web-build.ts), in web/dist until this step has read it. */
export const PUBLIC_LINK_MANIFEST = '.vite/public-link-manifest.json';

type Manifest = Record<string, { file: string; imports?: string[] }>;

/**
 * The scripts a lazy page module loads when the app imports it: its chunk and every chunk it
 * imports, but those the app's index.html already loads. A module the manifest does not name fails
 * the build (its path changed in router.tsx and not in the prerender's list).
 */
export function pageModuleScripts(manifest: Manifest, module: string, indexHtml: string): string[] {
  if (!manifest[module]) throw new Error(`The app's build has no lazy module ${module}`);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  return [...files].map((file) => `/${file}`).filter((href) => !indexHtml.includes(`"${href}"`));
}

const LANGUAGES: readonly Language[] = ['en', 'fr'];

/** Where the server entry is built: beside web/dist, never uploaded with it. */
export const PRERENDER_BUILD_DIR = 'web/.prerender';

/** The pages with an interaction, and the small script each loads (web/src/features/site/scripts). */
const PAGE_SCRIPTS: Partial<Record<SitePage, string>> = {
  home: 'src/features/site/scripts/site-statistics.ts',
  contact: 'src/features/site/scripts/contact-form.ts',
};

/** The app's stylesheets, as Vite wrote them into the app's index.html. */
export function appStylesheets(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]!);
}

/** sitemap.xml: every listed page in both languages, each naming its other language (hreflang). */
export function sitemap(siteUrl: string): string {
  const pages = (Object.keys(SITE_PAGES) as SitePage[]).filter((page) => !UNLISTED_SITE_PAGES.includes(page));
  const urls = pages.flatMap((page) =>
    LANGUAGES.map(
      (language) =>
        `  <url>\n    <loc>${siteUrl}${sitePagePath(page, language)}</loc>\n${LANGUAGES.map(
          (other) =>
            `    <xhtml:link rel="alternate" hreflang="${other}" href="${siteUrl}${sitePagePath(page, other)}"/>`,
        ).join('\n')}\n  </url>`,
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: the site is open to crawlers; the app, the API and the share links are not for them. */
export const robots = (siteUrl: string): string =>
  `User-agent: *\nDisallow: /app/\nDisallow: /api/\nDisallow: /account/\nDisallow: /m/\nDisallow: /p/\nDisallow: /d/\nDisallow: /dhc/\nDisallow: /doc/\nDisallow: /view-file/\nSitemap: ${siteUrl}/sitemap.xml\n`;

/**
 * The public site's pages, after the app's build (docs/site.md): the pages' small scripts built for
 * the browser into web/dist/assets, the server entry built for Node, then each page rendered in
 * both languages into web/dist/site/<language>/, with sitemap.xml and robots.txt at the root; and
 * the app's pages painted before its scripts run (sign-in, the public links) into web/dist/app-pages/.
 * `VITE_SITE_URL` names the deployed origin for canonical links and the sitemap.
 */
export async function prerenderSite(root: string, options: { quiet?: boolean } = {}): Promise<void> {
  const { build } = await import('vite');
  const web = join(root, 'web');
  const dist = join(web, 'dist');
  const logLevel = options.quiet ? 'warn' : 'info';
  const siteUrl = (process.env.VITE_SITE_URL ?? '').replace(/\/$/, '');
  // An origin only: every address is this plus a page's path.
  if (siteUrl && !/^https?:\/\/[^/\s]+$/.test(siteUrl))
    throw new Error(`VITE_SITE_URL must be an origin such as https://masterport.example, not ${siteUrl}`);

  // Read before the site's scripts' build, which empties .vite.
  const publicLinkManifest = JSON.parse(readFileSync(join(dist, PUBLIC_LINK_MANIFEST), 'utf8')) as Manifest;
  // The scripts: their own small bundles (no React, no Mantine), hashed like every asset.
  const manifestFile = '.vite/site-manifest.json';
  await build({
    configFile: false,
    root: web,
    logLevel,
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      manifest: manifestFile,
      rolldownOptions: { input: Object.values(PAGE_SCRIPTS) },
    },
  });
  const manifest = JSON.parse(readFileSync(join(dist, manifestFile), 'utf8')) as Record<string, { file: string }>;
  rmSync(join(dist, '.vite'), { recursive: true, force: true });
  const scripts = Object.fromEntries(
    Object.entries(PAGE_SCRIPTS).map(([page, source]) => [page, `/${manifest[source]!.file}`]),
  ) as Partial<Record<SitePage, string>>;

  // The server entry: the same components, theme and dictionaries as the app.
  const out = join(root, PRERENDER_BUILD_DIR);
  await build({
    configFile: join(web, 'vite.config.ts'),
    root: web,
    logLevel,
    build: { ssr: 'src/app/prerender-site.tsx', outDir: out, emptyOutDir: true, sourcemap: false },
  });
  const entry = (await import(pathToFileURL(join(out, 'prerender-site.js')).href)) as SiteEntry;
  await entry.loadSiteOnlyTexts();

  const assets = {
    stylesheets: appStylesheets(readFileSync(join(dist, 'index.html'), 'utf8')),
    scripts,
    ...(siteUrl ? { siteUrl } : {}),
    ...(process.env.VITE_RECAPTCHA_SITE_KEY ? { recaptchaSiteKey: process.env.VITE_RECAPTCHA_SITE_KEY } : {}),
  };
  const data = { facts: acceptedFormatFacts() };
  for (const page of Object.keys(SITE_PAGES) as SitePage[])
    for (const language of LANGUAGES) {
      const file = join(dist, sitePageFile(page, language));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, entry.renderSiteDocument(page, language, data, assets));
    }
  // The app's own document, with the page drawn in its root in both languages: a public link's is
  // its own entry's (public-main.tsx), which is then not served as it is.
  const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8');
  const publicLinkHtml = readFileSync(join(dist, PUBLIC_LINK_HTML), 'utf8');
  rmSync(join(dist, PUBLIC_LINK_HTML));
  for (const page of Object.keys(PRERENDERED_APP_PAGES) as PrerenderedAppPage[]) {
    const file = join(dist, prerenderedAppPageFile(page));
    mkdirSync(dirname(file), { recursive: true });
    const module = entry.appPageModule(page);
    const html = module ? publicLinkHtml : indexHtml;
    const pageScripts = module ? pageModuleScripts(publicLinkManifest, module, html) : [];
    writeFileSync(file, entry.renderAppPageDocument(page, html, pageScripts));
  }
  // Crawlers need absolute addresses; a build without the site's origin (the local cloud) uses its own.
  writeFileSync(join(dist, 'sitemap.xml'), sitemap(siteUrl));
  writeFileSync(join(dist, 'robots.txt'), robots(siteUrl));
}
