import { Text } from '@mantine/core';
import type { BillingLine } from '@masterport/contract';
import { useTranslation } from 'react-i18next';
import { formatCents } from '#lib/format.ts';
import { itemName, lineQuantity } from '../lib/invoice-words.ts';

/** A line's item in words a person understands, with the master it is for (title and unique ID). */
export function BillingLineLabel({ line }: { line: BillingLine }) {
  const { i18n } = useTranslation('billing');
  return (
    <>
      <Text size="sm">{itemName(line, i18n.language)}</Text>
      {line.master_title && (
        <Text size="xs" c="dimmed">
          {line.master_unique_id ? `${line.master_title} · ${line.master_unique_id}` : line.master_title}
        </Text>
      )}
    </>
  );
}

/**
 * On a phone, the quantity and unit price under the item, where the columns that show them from the
 * `sm` breakpoint up are hidden: the item and its amount then fit the screen without a sideways scroll.
 */
export function PhoneLineDetail({ line }: { line: BillingLine }) {
  const { i18n } = useTranslation('billing');
  return (
    <Text size="xs" c="dimmed" hiddenFrom="sm">
      {`${lineQuantity(line, i18n.language)} × ${formatCents(line.unit_cents, i18n.language)}`}
    </Text>
  );
}
