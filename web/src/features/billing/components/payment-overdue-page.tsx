import { Button, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { invoiceRouteTable } from '@masterport/contract/routes';
import { IconReceiptOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ResultPanel } from '#components/result-panel.tsx';
import { paths } from '#config/paths.ts';
import { mayCall, useSession } from '#lib/session.ts';
import { useUnpaidInvoices } from '../api/get-unpaid-invoices-list.ts';
import { formatCents, formatDay } from '#lib/format.ts';
import { BillingFigure } from './billing-figure.tsx';

/**
 * `/app/account-payment-overdue` (seed 000 §8): an invoice is unpaid past its grace period
 * (docs/billing.md, "Payment gates"). Says what is owed and since when, and leads to the billing
 * page, where it is paid; a member who may not manage billing is told who can.
 */
export function PaymentOverduePage() {
  const { t, i18n } = useTranslation('app');
  const mayPay = mayCall(useSession(), invoiceRouteTable.getUnpaidInvoicesList);
  const { data } = useUnpaidInvoices(mayPay);
  const oldest = data?.invoices[0];
  return (
    <Paper withBorder p={{ base: 'lg', sm: 40 }} mt={{ base: 'md', sm: 40 }}>
      <ResultPanel
        tone="attention"
        icon={<IconReceiptOff size={32} aria-hidden />}
        title={t('status.overdue.title')}
        actions={
          mayPay && (
            <Stack gap="lg" align="center">
              {!data ? (
                <Skeleton height={56} maw={320} radius="md" />
              ) : (
                oldest && (
                  <Group gap="xl" justify="center">
                    <BillingFigure
                      label={t('status.overdue.balance')}
                      value={formatCents(data.balance_cents, i18n.language)}
                    />
                    <BillingFigure
                      label={t('status.overdue.dueSince')}
                      value={formatDay(oldest.due_on, i18n.language)}
                    />
                  </Group>
                )
              )}
              <Button component={Link} to={paths.app.billing.getHref()}>
                {t('status.overdue.pay')}
              </Button>
            </Stack>
          )
        }
      >
        {mayPay ? t('status.overdue.text') : t('status.overdue.askBilling')}
      </ResultPanel>
    </Paper>
  );
}
