import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '#components/coming-soon.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { RequirePermission } from '#components/restricted.tsx';

export function DistributionsPage() {
  const { t } = useTranslation('app');
  return (
    <>
      <PageHeader title={t('sections.distributions.title')} description={t('sections.distributions.description')} />
      <RequirePermission keys={['view_distributions']}>
        <ComingSoon icon={<IconSend size={30} aria-hidden />} title={t('sections.comingTitle')} description={t('sections.distributions.coming')} />
      </RequirePermission>
    </>
  );
}
