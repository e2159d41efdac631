import { IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '#components/coming-soon.tsx';
import { PageHeader } from '#components/page-header.tsx';

export function DocumentsPage() {
  const { t } = useTranslation('app');
  return (
    <>
      <PageHeader title={t('sections.documents.title')} description={t('sections.documents.description')} />
      <ComingSoon icon={<IconFileText size={30} aria-hidden />} title={t('sections.comingTitle')} description={t('sections.documents.coming')} />
    </>
  );
}
