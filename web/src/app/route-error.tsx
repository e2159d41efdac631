import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
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
 * The router's error screen. A failed page-chunk load reloads the page once (seed 000 §2: retry the
 * navigation); anything else shows a plain message with a reload button.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();

  if (isChunkLoadError(error) && sessionStorage.getItem(RELOAD_KEY) !== window.location.pathname) {
    sessionStorage.setItem(RELOAD_KEY, window.location.pathname);
    window.location.reload();
    return null;
  }
  sessionStorage.removeItem(RELOAD_KEY);

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
