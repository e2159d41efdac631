import { IconPlaylist } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '#components/coming-soon.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { RequirePermission } from '#components/restricted.tsx';

export function PlaylistsPage() {
  const { t } = useTranslation('app');
  return (
    <>
      <PageHeader title={t('sections.playlists.title')} description={t('sections.playlists.description')} />
      <RequirePermission keys={['playlists']}>
        <ComingSoon icon={<IconPlaylist size={30} aria-hidden />} title={t('sections.comingTitle')} description={t('sections.playlists.coming')} />
      </RequirePermission>
    </>
  );
}
