import { Anchor, Badge, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import type { InvoicePaymentStatus } from '@masterport/contract';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/form-alert.tsx';
import { SectionCard } from '#components/section-card.tsx';
import { invoicePdfUrl } from '../api/download-invoice-pdf.ts';
import { useInvoices } from '../api/get-invoices-list.ts';
import { formatCents } from '../lib/money.ts';

const STATUS_COLOURS: Record<InvoicePaymentStatus, string> = {
  paid: 'teal',
  not_paid: 'yellow',
  overdue: 'red',
  void: 'gray',
};

/** The account's invoices (seed 000: paid, not paid, overdue), each with its PDF. */
export function InvoicesSection() {
  const { t, i18n } = useTranslation('billing');
  const { data, error } = useInvoices();
  if (error) return <FormAlert error={error} />;
  if (!data) return <Skeleton height={120} radius="md" />;
  const date = (day: string) =>
    new Intl.DateTimeFormat(i18n.language === 'fr' ? 'fr-CA' : 'en-CA', {
      dateStyle: 'medium',
      timeZone: 'UTC',
    }).format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
  return (
    <SectionCard title={t('invoices.title')} description={t('invoices.help')}>
      {data.invoices.length === 0 ? (
        <Text c="dimmed" mt="md">
          {t('invoices.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560} mt="md">
          <Table verticalSpacing="xs" aria-label={t('invoices.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('invoices.number')}</Table.Th>
                <Table.Th>{t('invoices.issued')}</Table.Th>
                <Table.Th>{t('invoices.due')}</Table.Th>
                <Table.Th>{t('invoices.status')}</Table.Th>
                <Table.Th ta="right">{t('invoices.total')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('invoices.pdf')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.invoices.map((invoice) => (
                <Table.Tr key={invoice.id}>
                  <Table.Td>{invoice.number}</Table.Td>
                  <Table.Td>{date(invoice.issued_on)}</Table.Td>
                  <Table.Td>{date(invoice.due_on)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={STATUS_COLOURS[invoice.status]}>
                      {t(`status.${invoice.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">{formatCents(invoice.total_cents, i18n.language)}</Table.Td>
                  <Table.Td>
                    <Anchor href={invoicePdfUrl(invoice.id)} download size="sm">
                      {t('invoices.pdf')}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  );
}
