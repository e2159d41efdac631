import { Anchor, Button, Group, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormAlert } from '#components/form-alert.tsx';
import { SectionCard } from '#components/section-card.tsx';
import { paths } from '#config/paths.ts';
import { formatCents, formatDay } from '#lib/format.ts';
import { invoicePdfUrl } from '../api/download-invoice-pdf.ts';
import { useInvoices } from '../api/get-invoices-list.ts';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';

/** The account's invoices (seed 000: paid, not paid, overdue), newest first, each opening its page and its PDF. */
export function InvoicesSection() {
  const { t, i18n } = useTranslation('billing');
  const list = useInvoices();
  if (list.error && !list.loaded) return <FormAlert error={list.error} />;
  if (!list.loaded) return <Skeleton height={120} radius="md" />;
  return (
    <SectionCard title={t('invoices.title')} description={t('invoices.help')}>
      {list.invoices.length === 0 ? (
        <Text c="dimmed" mt="md">
          {t('invoices.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={280} mt="md">
          <Table verticalSpacing="xs" aria-label={t('invoices.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('invoices.number')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('invoices.issued')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('invoices.due')}</Table.Th>
                <Table.Th>{t('invoices.status')}</Table.Th>
                <Table.Th ta="right">{t('invoices.total')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('invoices.pdf')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.invoices.map((invoice) => (
                <Table.Tr key={invoice.id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={paths.app.invoice.getHref(invoice.id)}
                      size="sm"
                      aria-label={t('invoices.open', { number: invoice.number })}
                    >
                      {invoice.number}
                    </Anchor>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{formatDay(invoice.issued_on, i18n.language)}</Table.Td>
                  <Table.Td visibleFrom="sm">{formatDay(invoice.due_on, i18n.language)}</Table.Td>
                  <Table.Td>
                    <InvoiceStatusBadge status={invoice.status} />
                    {/* On a phone the dates' columns are hidden: the due date, the one to act on, goes under the status. */}
                    <Text size="xs" c="dimmed" hiddenFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                      {t('invoices.dueOn', { day: formatDay(invoice.due_on, i18n.language) })}
                    </Text>
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
      {list.error && <FormAlert error={list.error} />}
      {list.hasMore && (
        <Group justify="center" mt="md">
          <Button variant="default" onClick={list.loadMore} loading={list.loading}>
            {t('invoices.loadMore')}
          </Button>
        </Group>
      )}
    </SectionCard>
  );
}
