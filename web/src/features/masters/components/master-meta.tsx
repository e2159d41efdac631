import { Text, type TextProps } from '@mantine/core';
import { baseMasterType, type MasterType } from '@masterport/contract';
import {
  IconBroadcast,
  IconDeviceTv,
  IconFileDescription,
  IconWorld,
  type Icon,
  type IconProps,
} from '@tabler/icons-react';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { NOT_SET } from '#lib/format.ts';

export const TYPE_ICON: Record<ReturnType<typeof baseMasterType>, Icon> = {
  PUB_TV_WEB: IconDeviceTv,
  PUB_WEB: IconWorld,
  PUB_RADIO: IconBroadcast,
};

/** The type's icon, or a plain one for a draft without a type yet. */
export function MasterTypeIcon({ masterType, ...props }: { masterType: MasterType | null } & IconProps) {
  return createElement(masterType ? TYPE_ICON[baseMasterType(masterType)] : IconFileDescription, props);
}

/** The base type (TV & web, web, radio), or null for a draft without a type yet. */
export const baseTypeOf = (type: MasterType | null) => (type ? baseMasterType(type) : null);

/** The unique ID (Ad-ID, ISCI, house ID) always in the monospace font; "—" for a draft without one yet. */
export function UniqueId({ value, ...props }: { value: string | null } & TextProps) {
  return (
    <Text component="span" ff="monospace" fz="sm" {...props}>
      {value ?? NOT_SET}
    </Text>
  );
}

/** "TV & web", "Web", "Radio", with the _Ad / _FULL variant when there is one. */
export function useTypeLabel() {
  const { t } = useTranslation('masters');
  return (type: MasterType | null) => (type ? t(`types.${type}`) : NOT_SET);
}

export { useDurationLabel } from '#lib/use-duration-label.ts';
