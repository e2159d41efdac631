import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';

const RELOAD_KEY = 'masterport.chunk-reload';

/** A page's code could not be fetched: usually a new release replaced the old files. */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Failed to fetch module|error loading dynamically/i.test(
    error.message,
  );

/**
 * Reloads the page once for a page's code that could not be fetched (seed 000 §2: retry the
 * navigation) and says so; false for any other error, or a second time on the same address.
 */
export function reloadedForChunk(error: unknown): boolean {
  if (isChunkLoadError(error) && sessionStorage.getItem(RELOAD_KEY) !== window.location.pathname) {
    sessionStorage.setItem(RELOAD_KEY, window.location.pathname);
    window.location.reload();
    return true;
  }
  sessionStorage.removeItem(RELOAD_KEY);
  return false;
}

/** A plain message with a reload button, for a page that failed. */
export function CrashNotice() {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder p="xl" maw={460}>
        <Stack align="center" ta="center">
          <Title order={1} fz={24}>
            {t('crash.title')}
          </Title>
          <Text c="dimmed">{t('crash.text')}</Text>
          <Button onClick={() => window.location.reload()}>{t('actions.reload')}</Button>
        </Stack>
      </Paper>
    </Center>
  );
}

/** The router's error screen: a failed page-chunk load reloads the page once; anything else shows the notice. */
export function RouteError() {
  const error = useRouteError();
  if (reloadedForChunk(error)) return null;
  return <CrashNotice />;
}

/** The same for a page rendered without the app's router (the public links' entry, public-main.tsx). */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <CrashNotice /> : this.props.children;
  }
}
