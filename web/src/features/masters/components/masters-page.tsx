import { IconMovie } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '#components/coming-soon.tsx';
import { PageHeader } from '#components/page-header.tsx';

export function MastersPage() {
  const { t } = useTranslation('app');
  return (
    <>
      <PageHeader title={t('sections.masters.title')} description={t('sections.masters.description')} />
      <ComingSoon icon={<IconMovie size={30} aria-hidden />} title={t('sections.comingTitle')} description={t('sections.masters.coming')} />
    </>
  );
}
