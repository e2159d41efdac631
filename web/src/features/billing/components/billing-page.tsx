import { Stack } from '@mantine/core';
import { IconReceipt2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '#components/coming-soon.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { RequirePermission } from '#components/restricted.tsx';
import { PaymentMethodsSection } from './payment-methods-section.tsx';

export function BillingPage() {
  const { t } = useTranslation('app');
  return (
    <>
      <PageHeader title={t('sections.billing.title')} description={t('sections.billing.description')} />
      <RequirePermission keys={['billing']}>
        <Stack gap="lg">
          <ComingSoon
            icon={<IconReceipt2 size={30} aria-hidden />}
            title={t('sections.comingTitle')}
            description={t('sections.billing.coming')}
          />
          <PaymentMethodsSection />
        </Stack>
      </RequirePermission>
    </>
  );
}
