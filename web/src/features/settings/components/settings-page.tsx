import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '#components/coming-soon.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { RequirePermission } from '#components/restricted.tsx';

const SETTINGS_KEYS = [
  'profile_id', 'profile_contacts', 'profile_access', 'profile_delivery_content', 'profile_delivery_method',
  'profile_filename', 'profile_xml_file', 'profile_traffic', 'profile_partner_studios',
] as const;

/** Account settings (identification, contacts, access, delivery...): one page until each tab ships. */
export function SettingsPage() {
  const { t } = useTranslation('app');
  return (
    <>
      <PageHeader title={t('sections.settings.title')} description={t('sections.settings.description')} />
      <RequirePermission keys={SETTINGS_KEYS}>
        <ComingSoon icon={<IconSettings size={30} aria-hidden />} title={t('sections.comingTitle')} description={t('sections.settings.coming')} />
      </RequirePermission>
    </>
  );
}
