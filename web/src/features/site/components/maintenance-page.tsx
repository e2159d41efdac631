import { Button, Paper } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ResultPanel } from '#components/result-panel.tsx';
import { paths } from '#config/paths.ts';

/** /maintenance: where a 503 sends the user, with the server's message when it gave one. */
export function MaintenancePage() {
  const { t } = useTranslation(['site', 'errors']);
  const { state } = useLocation() as { state: { message?: unknown } | null };
  const message = typeof state?.message === 'string' && state.message ? state.message : t('errors:maintenance');
  return (
    <Paper withBorder p={{ base: 'lg', sm: 48 }} maw={560} mx="auto" mt={{ base: 'md', sm: 48 }}>
      <ResultPanel
        tone="attention"
        icon={<IconTool size={32} aria-hidden />}
        title={t('maintenance.title')}
        // A plain link: the prerendered maintenance page has no script, and a full load retries everything.
        actions={
          <Button component="a" href={paths.home.getHref()}>
            {t('maintenance.retry')}
          </Button>
        }
      >
        {message}
      </ResultPanel>
    </Paper>
  );
}
