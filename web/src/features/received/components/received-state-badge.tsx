import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReceivedSpotState } from '@masterport/contract';

/** One tone per state, as the app's badges go: blue new, grey fetched, green confirmed, orange superseded. */
const TONE: Record<ReceivedSpotState, string> = {
  arrived: 'blue',
  downloaded: 'gray',
  acknowledged: 'green',
  replaced: 'orange',
};

export function ReceivedStateBadge({ state }: { state: ReceivedSpotState }) {
  const { t } = useTranslation('received');
  return (
    <Badge color={TONE[state]} variant="light" radius="sm" tt="none">
      {t(`states.${state}`)}
    </Badge>
  );
}
