import { Text, type TextProps } from '@mantine/core';
import { baseMasterType, type MasterType } from '@masterport/contract';
import { IconBroadcast, IconDeviceTv, IconWorld, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export const TYPE_ICON: Record<ReturnType<typeof baseMasterType>, Icon> = {
  PUB_TV_WEB: IconDeviceTv,
  PUB_WEB: IconWorld,
  PUB_RADIO: IconBroadcast,
};

/** The unique ID (Ad-ID, ISCI, house ID) always in the monospace font. */
export function UniqueId({ value, ...props }: { value: string } & TextProps) {
  return (
    <Text component="span" ff="monospace" fz="sm" {...props}>
      {value}
    </Text>
  );
}

/** "TV & web", "Web", "Radio", with the _Ad / _FULL variant when there is one. */
export function useTypeLabel() {
  const { t } = useTranslation('masters');
  return (type: MasterType) => t(`types.${type}`);
}

/** 30 s, 1 min 30 s. */
export function useDurationLabel() {
  const { t } = useTranslation('masters');
  return (seconds: number) => {
    const minutes = Math.floor(seconds / 60);
    const rest = seconds % 60;
    if (!minutes) return t('units.seconds', { count: rest });
    return rest ? t('units.minutesSeconds', { minutes, seconds: rest }) : t('units.minutes', { count: minutes });
  };
}
