import { Anchor, Button, Divider, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { InvoiceDetails } from '@masterport/contract';
import { IconArrowLeft, IconCreditCard, IconDownload } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { FormAlert } from '#components/form-alert.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { RequirePermission } from '#components/restricted.tsx';
import { SectionCard } from '#components/section-card.tsx';
import { paths } from '#config/paths.ts';
import { ApiError } from '#lib/api-client.ts';
import { formatCents, formatDay, formatMonth } from '#lib/format.ts';
import { invoicePdfUrl } from '../api/download-invoice-pdf.ts';
import { useInvoiceDetails } from '../api/get-invoice-details.ts';
import { lineQuantity, taxAtRate } from '../lib/invoice-words.ts';
import { BillingLineLabel, PhoneLineDetail } from './billing-line-label.tsx';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';
import { PayInvoicesDialog } from './pay-invoices-dialog.tsx';

/** A label over its value, as the invoice's facts are read. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </div>
  );
}

/** Who issued it (our registration numbers) and who it is billed to, as the invoice was issued. */
function Parties({ invoice }: { invoice: InvoiceDetails }) {
  const { t } = useTranslation('billing');
  const customer = invoice.customer;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <div>
        <Title order={3} fz="sm" mb={4}>
          {t('invoice.billedTo')}
        </Title>
        <Text size="sm">{customer.name}</Text>
        <Text size="sm">{customer.address}</Text>
        <Text size="sm">{[customer.city, customer.state, customer.zip].filter(Boolean).join(' ')}</Text>
        <Text size="sm">{customer.country}</Text>
      </div>
      <div>
        <Title order={3} fz="sm" mb={4}>
          {t('invoice.from')}
        </Title>
        <Text size="sm">Masterport</Text>
        {invoice.gst_hst_registration && (
          <Text size="sm">{t('invoice.gstHst', { number: invoice.gst_hst_registration })}</Text>
        )}
        {invoice.qst_registration && <Text size="sm">{t('invoice.qst', { number: invoice.qst_registration })}</Text>}
      </div>
    </SimpleGrid>
  );
}

/** The lines with each one's taxes. */
function Lines({ invoice }: { invoice: InvoiceDetails }) {
  const { t, i18n } = useTranslation('billing');
  const money = (cents: number) => formatCents(cents, i18n.language);
  return (
    <Table.ScrollContainer minWidth={280}>
      <Table verticalSpacing="xs" aria-label={t('invoice.linesLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('line.item')}</Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              {t('line.quantity')}
            </Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              {t('line.unit')}
            </Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              {t('invoice.taxes')}
            </Table.Th>
            <Table.Th ta="right">{t('line.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoice.lines.map((line, index) => (
            // An issued invoice's lines never change: their order is their identity.
            <Table.Tr key={`${index}-${line.item_key}-${line.master_id ?? ''}`}>
              <Table.Td>
                <BillingLineLabel line={line} />
                <PhoneLineDetail line={line} />
              </Table.Td>
              <Table.Td ta="right" visibleFrom="sm">
                {lineQuantity(line, i18n.language)}
              </Table.Td>
              <Table.Td ta="right" visibleFrom="sm">
                {money(line.unit_cents)}
              </Table.Td>
              <Table.Td ta="right" visibleFrom="sm">
                {line.taxes.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('invoice.noTax')}
                  </Text>
                ) : (
                  line.taxes.map((tax) => (
                    <Text size="xs" key={tax.kind} style={{ whiteSpace: 'nowrap' }}>
                      {`${taxAtRate(tax, i18n.language)} · ${money(tax.amount_cents)}`}
                    </Text>
                  ))
                )}
              </Table.Td>
              <Table.Td ta="right">{money(line.amount_cents)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The subtotal, each tax at its rate and the total, outside the lines' table, so that a phone, which
 * shows each line's item and amount only (its quantity and unit price under the item), still shows
 * the taxes.
 */
function Totals({ invoice }: { invoice: InvoiceDetails }) {
  const { t, i18n } = useTranslation('billing');
  const money = (cents: number) => formatCents(cents, i18n.language);
  const row = (label: string, cents: number, strong = false) => (
    <Group justify="space-between" gap="xl" wrap="nowrap">
      <Text size="sm" fw={strong ? 600 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 600 : undefined}>
        {money(cents)}
      </Text>
    </Group>
  );
  return (
    <Stack gap={6} ml="auto" mt="md" w="100%" maw={320}>
      {row(t('invoice.subtotal'), invoice.subtotal_cents)}
      {invoice.tax_totals.map((tax) => (
        <div key={`${tax.kind}-${tax.rate_percent}`}>{row(taxAtRate(tax, i18n.language), tax.amount_cents)}</div>
      ))}
      <Divider />
      {row(t('invoice.total'), invoice.total_cents, true)}
    </Stack>
  );
}

/**
 * The Pay button of an unpaid invoice. Its dialog (PayInvoicesDialog, the payments part of issue 29)
 * is being built beside this page: it is wired here, and only here, when both are merged.
 */
/** Pays this invoice (the statement's "Pay balance" pays them all) through the one payment dialog. */
function PayAction({ invoice }: { invoice: InvoiceDetails }): ReactNode {
  const { t } = useTranslation('billing');
  const [paying, setPaying] = useState(false);
  return (
    <>
      <Button leftSection={<IconCreditCard size={16} aria-hidden />} onClick={() => setPaying(true)}>
        {t('pay.now')}
      </Button>
      <PayInvoicesDialog
        opened={paying}
        onClose={() => setPaying(false)}
        invoiceIds={[invoice.id]}
        totalCents={invoice.total_cents}
      />
    </>
  );
}

function InvoiceView({ id }: { id: string }) {
  const { t, i18n } = useTranslation(['billing', 'cards']);
  const { data, error } = useInvoiceDetails(id);
  const back = (
    <Anchor component={Link} to={paths.app.billing.getHref()} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        {t('invoice.back')}
      </Group>
    </Anchor>
  );
  if (error) {
    // An unknown id and another account's both read as "not found": nothing here says which.
    const missing =
      error instanceof ApiError && ['no_invoice', 'data_restriction', 'validation_error'].includes(error.code);
    return (
      <Stack gap="md">
        {back}
        <PageHeader title={t('invoice.notFoundTitle')} />
        {missing ? <Text>{t('invoice.notFound')}</Text> : <FormAlert error={error} />}
      </Stack>
    );
  }
  if (!data) return <Skeleton height={420} radius="md" />;
  const invoice = data.invoice;
  const unpaid = invoice.status === 'not_paid' || invoice.status === 'overdue';
  const actions = (
    <Group gap="sm">
      {unpaid && <PayAction invoice={invoice} />}
      <Button
        component="a"
        href={invoicePdfUrl(invoice.id)}
        download
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
      >
        {t('invoice.pdf')}
      </Button>
    </Group>
  );
  return (
    <Stack gap="md">
      {back}
      <PageHeader
        title={t('invoice.title', { number: invoice.number })}
        description={t('invoice.forMonth', { month: formatMonth(invoice.month, i18n.language) })}
        action={actions}
      />
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg">
            <Fact label={t('invoice.status')}>
              <InvoiceStatusBadge status={invoice.status} />
            </Fact>
            <Fact label={t('invoice.issued')}>{formatDay(invoice.issued_on, i18n.language)}</Fact>
            <Fact label={t('invoice.due')}>{formatDay(invoice.due_on, i18n.language)}</Fact>
            {invoice.paid_on ? (
              <Fact label={t('invoice.paidOn')}>
                {formatDay(invoice.paid_on, i18n.language)}
                {/* Which card paid it, as the payment-received e-mail says: the one question a paid invoice raises. */}
                {invoice.payment && (
                  <Text size="sm" c="dimmed" data-testid="invoice-paid-with">
                    {t('cards:cardName', {
                      brand: t(`cards:brands.${invoice.payment.card_brand}`, {
                        defaultValue: invoice.payment.card_brand,
                      }),
                      lastFour: invoice.payment.last_four,
                    })}
                  </Text>
                )}
              </Fact>
            ) : (
              <Fact label={t('invoice.total')}>{formatCents(invoice.total_cents, i18n.language)}</Fact>
            )}
          </SimpleGrid>
          <Parties invoice={invoice} />
        </Stack>
      </Paper>
      <SectionCard title={t('invoice.linesLabel')} description={t('invoice.currency')}>
        <Lines invoice={invoice} />
        <Totals invoice={invoice} />
      </SectionCard>
    </Stack>
  );
}

/** /app/user/billing/view-invoice/{id}: one invoice as issued, its payment status, its PDF, and the way back. */
export function InvoicePage() {
  const { id = '' } = useParams();
  return (
    <RequirePermission keys={['billing']}>
      <InvoiceView id={id} />
    </RequirePermission>
  );
}
