import { Badge } from '@mantine/core';
import type { InvoicePaymentStatus } from '@masterport/contract';
import { useTranslation } from 'react-i18next';
import { statusName } from '../lib/invoice-words.ts';

const STATUS_COLOURS: Record<InvoicePaymentStatus, string> = {
  paid: 'teal',
  not_paid: 'yellow',
  overdue: 'red',
  void: 'gray',
};

/** An invoice's payment status (overdue is computed by the API when read), as the list and the invoice page show it. */
export function InvoiceStatusBadge({ status }: { status: InvoicePaymentStatus }) {
  const { i18n } = useTranslation('billing');
  return (
    <Badge variant="light" color={STATUS_COLOURS[status]}>
      {statusName(status, i18n.language)}
    </Badge>
  );
}
