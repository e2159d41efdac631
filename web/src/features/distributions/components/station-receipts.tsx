import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Destination, DistributionDetails } from '@masterport/contract';
import { formatDate } from '#lib/format.ts';

/**
 * The station's side of a delivered destination (issue 28): per master, who downloaded it first and
 * who acknowledged it (with the note), when. A distribution of several masters names each.
 */
export function StationReceipts({
  destination,
  masters,
}: {
  destination: Destination;
  masters: DistributionDetails['masters'];
}) {
  const { t } = useTranslation('distributions');
  if (destination.state !== 'delivered' || destination.receipts.length === 0) return null;
  const titleOf = (id: string) => masters.find((master) => master.id === id)?.title ?? '';
  return (
    <Stack gap={2} mt={4} maw={280} aria-label={t('receipts.label')} data-receipts={destination.call_letters}>
      {destination.receipts.map((receipt) => (
        <Stack key={receipt.master_file_id} gap={0}>
          {masters.length > 1 && (
            <Text size="xs" fw={600}>
              {titleOf(receipt.master_file_id)}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {receipt.downloaded
              ? t('receipts.downloaded', { name: receipt.downloaded.by_name, date: formatDate(receipt.downloaded.on) })
              : t('receipts.waiting')}
          </Text>
          {receipt.acknowledged && (
            <Text size="xs" c="green.8">
              {t('receipts.acknowledged', {
                name: receipt.acknowledged.by_name,
                date: formatDate(receipt.acknowledged.on),
              })}
            </Text>
          )}
          {receipt.acknowledged?.note && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('receipts.note', { note: receipt.acknowledged.note })}
            </Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
