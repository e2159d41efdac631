import { Anchor, Paper, Text } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ComingSoon } from '#components/coming-soon.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { RequirePermission } from '#components/restricted.tsx';
import { paths } from '#config/paths.ts';
import { hasPermission, SETTINGS_PERMISSIONS, useSession } from '#lib/session.ts';

/** Account settings (identification, contacts, access, delivery...): one page until each tab ships. */
export function SettingsPage() {
  const { t } = useTranslation('app');
  const session = useSession();
  return (
    <>
      <PageHeader title={t('sections.settings.title')} description={t('sections.settings.description')} />
      {session && hasPermission(session, 'profile_partner_studios') && (
        <Paper withBorder p="md" mb="lg">
          <Text size="sm">
            {t('sections.settings.ready')}{' '}
            <Anchor component={Link} to={paths.app.partnerStudios.getHref()}>{t('sections.settings.partnerStudios')}</Anchor>
          </Text>
        </Paper>
      )}
      <RequirePermission keys={SETTINGS_PERMISSIONS}>
        <ComingSoon icon={<IconSettings size={30} aria-hidden />} title={t('sections.comingTitle')} description={t('sections.settings.coming')} />
      </RequirePermission>
    </>
  );
}
