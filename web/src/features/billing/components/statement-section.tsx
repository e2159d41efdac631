import { Button, Group, Skeleton, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/form-alert.tsx';
import { SectionCard } from '#components/section-card.tsx';
import { useStatement } from '../api/get-statement.ts';
import { formatCents, formatMonth } from '#lib/format.ts';
import { lineQuantity } from '../lib/invoice-words.ts';
import { lineKeys } from '../lib/line-keys.ts';
import { BillingFigure } from './billing-figure.tsx';
import { BillingLineLabel, PhoneLineDetail } from './billing-line-label.tsx';
import { PayInvoicesDialog } from './pay-invoices-dialog.tsx';

/** The statement (seed 000): what the account owes now, and the month under way line by line, before storage and tax. */
export function StatementSection() {
  const { t, i18n } = useTranslation('billing');
  const { data, error } = useStatement();
  const [paying, setPaying] = useState(false);
  if (error) return <FormAlert error={error} />;
  if (!data) return <Skeleton height={160} radius="md" />;
  const statement = data.account_statement;
  const money = (cents: number) => formatCents(cents, i18n.language);
  const month = formatMonth(statement.month, i18n.language);
  const keys = lineKeys(statement.lines);
  return (
    <SectionCard title={t('statement.title')} description={t('statement.help', { month })}>
      <Group gap="xl" mt="md" align="flex-start">
        <BillingFigure label={t('statement.balance')} value={money(statement.balance_cents)}>
          {statement.balance_cents > 0 && (
            <>
              <Button size="xs" mt={4} onClick={() => setPaying(true)}>
                {t('pay.balance')}
              </Button>
              <PayInvoicesDialog
                opened={paying}
                onClose={() => setPaying(false)}
                invoiceIds="all"
                totalCents={statement.balance_cents}
              />
            </>
          )}
        </BillingFigure>
        <BillingFigure label={t('statement.monthSoFar')} value={money(statement.subtotal_cents)} />
      </Group>
      {statement.lines.length === 0 ? (
        <Text c="dimmed" mt="md">
          {t('statement.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={280} mt="md">
          <Table verticalSpacing="xs" aria-label={t('statement.linesLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('line.item')}</Table.Th>
                <Table.Th ta="right" visibleFrom="sm">
                  {t('line.quantity')}
                </Table.Th>
                <Table.Th ta="right" visibleFrom="sm">
                  {t('line.unit')}
                </Table.Th>
                <Table.Th ta="right">{t('line.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {statement.lines.map((line, index) => (
                <Table.Tr key={keys[index]}>
                  <Table.Td>
                    <BillingLineLabel line={line} />
                    <PhoneLineDetail line={line} />
                    {line.at_month_end && (
                      <Text size="xs" c="dimmed">
                        {t('statement.atMonthEnd')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right" visibleFrom="sm">
                    {lineQuantity(line, i18n.language)}
                  </Table.Td>
                  <Table.Td ta="right" visibleFrom="sm">
                    {money(line.unit_cents)}
                  </Table.Td>
                  <Table.Td ta="right">{money(line.amount_cents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text size="xs" c="dimmed" mt="sm">
        {t('statement.taxNote')}
      </Text>
    </SectionCard>
  );
}
