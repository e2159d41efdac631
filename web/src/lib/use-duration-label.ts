import { useTranslation } from 'react-i18next';
import { NOT_SET } from '#lib/format.ts';

/** 30 s, 1 min 30 s. */
export function useDurationLabel() {
  const { t } = useTranslation('masters');
  return (seconds: number | null) => {
    if (seconds === null) return NOT_SET;
    const minutes = Math.floor(seconds / 60);
    const rest = seconds % 60;
    if (!minutes) return t('units.seconds', { count: rest });
    return rest ? t('units.minutesSeconds', { minutes, seconds: rest }) : t('units.minutes', { count: minutes });
  };
}
