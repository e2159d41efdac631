import './app/global-styles.ts';
import { StrictMode, startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, matchPath, Route, Routes, useLocation } from 'react-router-dom';
import { OfflineBanner } from '#components/offline-banner.tsx';
import { paths } from '#config/paths.ts';
import { loadLanguage, loadTexts, storedLanguage } from '#lib/i18n.ts';
import { PublicLayout } from './app/layouts/public-layout.tsx';
import { AppProviders } from './app/providers.tsx';
import { PUBLIC_LINK_PAGES } from './app/public-link-pages.ts';
import { CrashNotice, PageErrorBoundary, reloadedForChunk } from './app/route-error.tsx';
import { wireApiClient } from './app/wire-api-client.ts';

/**
 * The entry of the public links' prerendered documents (docs/site.md): the page the address names,
 * in the public frame, without the app's router and route table. The app's router (its data
 * router: loaders, lazy routes, fetchers, 30 KB gzipped) is what the signed-in app needs; a public
 * link routes one page, so React Router's plain routes do (about 15 KB). A link to any other
 * address (sign in, the app, the home page) is a document load, which the app's entry serves.
 */
const root = document.getElementById('root');
if (!root) throw new Error('public-link.html has no #root element');

const go = (to: string, replace = false) => (replace ? window.location.replace(to) : window.location.assign(to));
wireApiClient({
  current: () => window.location.pathname + window.location.search,
  go: (to, { replace }) => go(to, replace),
});

/** Any address but the page's: the app's, loaded as a document. */
function ElsewhereInTheApp() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => go(pathname + search + hash), [pathname, search, hash]);
  return null;
}

async function loadPage(): Promise<{ path: string; Page: ComponentType }> {
  const entry = PUBLIC_LINK_PAGES.find(({ path }) => matchPath(path, window.location.pathname));
  // The documents are served on the links' addresses only (spa-delivery.ts reads the same
  // patterns); were one served elsewhere, the app's "not found" page, never this address again.
  if (!entry) {
    go(paths.notFound.getHref(), true);
    return new Promise(() => undefined);
  }
  const [Screen, { ApiSWRConfig }] = await Promise.all([
    entry.load(),
    import('#lib/api-swr-config.tsx'),
    loadTexts(entry.texts),
  ]);
  return {
    path: entry.path,
    Page: () => (
      <ApiSWRConfig>
        <Screen />
      </ApiSWRConfig>
    ),
  };
}

function render(element: ReactNode): void {
  const app = createRoot(root!);
  startTransition(() =>
    app.render(
      <StrictMode>
        <AppProviders>{element}</AppProviders>
      </StrictMode>,
    ),
  );
}

// The language shown is the one downloaded (i18n.ts): its words and the page's code come before the
// first render, which draws the page over its prerendered copy (main.tsx, the same way), in slices.
// A page that fails says so, as the app's router does (route-error.tsx).
void Promise.all([loadPage(), loadLanguage(storedLanguage())]).then(
  ([{ path, Page }]) =>
    render(
      <BrowserRouter>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route
              path={path}
              element={
                <PageErrorBoundary>
                  <Page />
                </PageErrorBoundary>
              }
            />
          </Route>
          <Route path="*" element={<ElsewhereInTheApp />} />
        </Routes>
        <OfflineBanner />
      </BrowserRouter>,
    ),
  (error: unknown) => {
    if (!reloadedForChunk(error)) render(<CrashNotice />);
  },
);
