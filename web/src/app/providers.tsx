import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '#lib/i18n.ts';
import { cssVariablesResolver, theme } from './theme.ts';

const Toasts = lazy(async () => ({ default: (await import('./toasts.tsx')).Toasts }));

/**
 * The toasts' container, loaded when the first toast is shown rather than with the first download
 * (docs/site.md): a toast shown before it arrives waits in the store and appears with it.
 */
function NotificationsOnFirstUse() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}

/**
 * Around every page. The signed-in frames add their own (`signed-in-providers.tsx`: dates, modals,
 * the reads' settings), loaded with them; a public page that reads gets the reads' settings with
 * its module (`ApiSWRConfig`, router.tsx).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        <NotificationsOnFirstUse />
        {children}
      </MantineProvider>
    </I18nextProvider>
  );
}
