import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';
import { wireApiClient } from './wire-api-client.ts';

const router = createAppRouter();
wireApiClient(router);

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
