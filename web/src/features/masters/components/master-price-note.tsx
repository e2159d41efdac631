import { Text } from '@mantine/core';
import type { MasterType } from '@masterport/contract';
import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '#lib/format.ts';
import { accountPlan, useSession } from '#lib/session.ts';
import { masterPrice } from '../model/master-price.ts';

/** Before a master is created: what it will cost the account creating it (the price book's), or that the plan includes it. */
export function MasterPriceNote({ type }: { type: MasterType | null | undefined }) {
  const { t, i18n } = useTranslation('masters');
  const price = masterPrice(accountPlan(useSession()), type);
  if (!price) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="master-price">
      <IconReceipt size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 6 }} />
      {price.kind === 'price'
        ? t('slate.price', { price: formatCents(price.cents, i18n.language) })
        : t('slate.priceIncluded')}
    </Text>
  );
}
