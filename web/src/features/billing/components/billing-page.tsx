import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '#config/paths.ts';
import { PageHeader } from '#components/page-header.tsx';
import { RequirePermission } from '#components/restricted.tsx';
import { CancellationSection } from './cancellation-section.tsx';
import { InvoicesSection } from './invoices-section.tsx';
import { PaymentMethodsSection } from './payment-methods-section.tsx';
import { StatementSection } from './statement-section.tsx';

export function BillingPage() {
  const { t } = useTranslation(['app', 'plan']);
  return (
    <>
      <PageHeader
        title={t('sections.billing.title')}
        description={t('sections.billing.description')}
        action={
          <Button component={Link} to={paths.app.changePlan.getHref()} variant="default">
            {t('plan:title')}
          </Button>
        }
      />
      <RequirePermission keys={['billing']}>
        <Stack gap="lg">
          <StatementSection />
          <InvoicesSection />
          <PaymentMethodsSection />
          <CancellationSection />
        </Stack>
      </RequirePermission>
    </>
  );
}
