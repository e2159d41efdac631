import { Text } from '@mantine/core';
import type { BillingLine } from '@masterport/contract';
import { useTranslation } from 'react-i18next';

/** A line's item in words a person understands, with the master it is for (title and unique ID). */
export function BillingLineLabel({ line }: { line: BillingLine }) {
  const { t } = useTranslation('billing');
  return (
    <>
      <Text size="sm">{t(`items.${line.item_key}`)}</Text>
      {line.master_title && (
        <Text size="xs" c="dimmed">
          {line.master_unique_id ? `${line.master_title} · ${line.master_unique_id}` : line.master_title}
        </Text>
      )}
    </>
  );
}
