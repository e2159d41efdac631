import { Badge } from '@mantine/core';
import type { DistributionType } from '@masterport/contract';
import { useTranslation } from 'react-i18next';

const TYPE_COLORS: Record<DistributionType, string> = { draft: 'gray', upcoming: 'violet', ongoing: 'blue', completed: 'green' };

/** Where a distribution stands (draft, upcoming, ongoing, completed): the list, its page and the master's tab. */
export function DistributionTypeBadge({ type }: { type: DistributionType }) {
  const { t } = useTranslation('distributions');
  return <Badge color={TYPE_COLORS[type]} variant="light" radius="sm">{t(`types.${type}`)}</Badge>;
}
