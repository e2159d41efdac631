import { Badge } from '@mantine/core';
import type { DistributionType } from '@masterport/contract';
import { IconAlertTriangle, IconCalendarTime, IconCheck, IconLoader2, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Completed with errors is red as every error is: something did not arrive, and a person has to act. */
const TYPE_COLORS: Record<DistributionType, string> = {
  draft: 'gray',
  upcoming: 'violet',
  ongoing: 'blue',
  completed: 'green',
  completed_with_errors: 'red',
};
const TYPE_ICONS: Record<DistributionType, typeof IconCheck> = {
  draft: IconPencil,
  upcoming: IconCalendarTime,
  ongoing: IconLoader2,
  completed: IconCheck,
  completed_with_errors: IconAlertTriangle,
};

/** Where a distribution stands (draft, upcoming, ongoing, completed, completed with errors): the list, its page and the master's tab. Never colour alone: a word and an icon. */
export function DistributionTypeBadge({ type }: { type: DistributionType }) {
  const { t } = useTranslation('distributions');
  const Icon = TYPE_ICONS[type];
  return (
    <Badge
      color={TYPE_COLORS[type]}
      variant="light"
      radius="sm"
      leftSection={<Icon size={12} aria-hidden />}
      h="auto"
      py={2}
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
    >
      {t(`typeBadge.${type}`)}
    </Badge>
  );
}
