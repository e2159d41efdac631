import { Badge } from '@mantine/core';
import type { DestinationState } from '@masterport/contract';
import { useTranslation } from 'react-i18next';

const STATE_COLORS: Record<DestinationState, string> = {
  waiting: 'gray',
  waiting_housecode: 'orange',
  waiting_output: 'yellow',
  in_progress: 'blue',
  delivered: 'green',
  error: 'red',
};

export function DestinationStateBadge({ state }: { state: DestinationState }) {
  const { t } = useTranslation('distributions');
  // Long states ("waiting for house codes") wrap in a narrow column rather than being cut off.
  return (
    <Badge
      color={STATE_COLORS[state]}
      variant="light"
      radius="sm"
      h="auto"
      py={2}
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
    >
      {t(`states.${state}`)}
    </Badge>
  );
}
