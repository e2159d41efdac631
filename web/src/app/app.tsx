import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';
import { wireApiClient } from './wire-api-client.ts';

const router = createAppRouter();
wireApiClient({
  current: () => router.state.location.pathname + router.state.location.search,
  go: (to, { replace, state }) => void router.navigate(to, { replace, state }),
});

/**
 * Resolves once the router has the first page's route (its lazy module and texts): a page painted
 * from prerendered HTML is rendered over only then, so its first render is the page itself, never
 * the loader in its place (main.tsx).
 */
export const firstPageReady = (): Promise<void> =>
  new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
