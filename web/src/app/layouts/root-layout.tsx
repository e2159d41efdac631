import { Progress } from '@mantine/core';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { OfflineBanner } from '#components/offline-banner.tsx';

/** Around every page: the offline banner, a thin bar while a page loads, scroll restoration. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' && (
        <Progress
          value={100}
          animated
          size={3}
          radius={0}
          style={{ position: 'fixed', top: 0, insetInline: 0, zIndex: 1000 }}
          aria-hidden
        />
      )}
      <Outlet />
      <OfflineBanner />
      <ScrollRestoration />
    </>
  );
}
