import { Paper, SimpleGrid, Text } from '@mantine/core';
import { baseMasterType } from '@masterport/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlateInput } from '@masterport/contract';
import { UniqueId, useDurationLabel, useTypeLabel } from './master-meta.tsx';

/** Label/value pairs in two columns: the slate as it will be saved, or as it is. */
export function FieldList({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="lg" verticalSpacing="md" m={0}>
      {items.map((item) => (
        <div key={item.label}>
          <Text component="dt" size="sm" c="dimmed">
            {item.label}
          </Text>
          <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
            {item.value || '—'}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** What a slate's `music_only` says, in words: music only, with speech, or not said (a master saved before the field). */
export function useSoundLabel() {
  const { t } = useTranslation('masters');
  return (musicOnly: boolean | null | undefined) =>
    musicOnly === true
      ? t('slate.musicOnlyYes')
      : musicOnly === false
        ? t('slate.musicOnlyNo')
        : t('slate.musicOnlyNotSaid');
}

export function SlateSummary({ slate }: { slate: SlateInput }) {
  const { t } = useTranslation(['masters', 'sharedMaster', 'common']);
  const sound = useSoundLabel();
  const typeLabel = useTypeLabel();
  const duration = useDurationLabel();
  const base = slate.master_type ? baseMasterType(slate.master_type) : null;
  const items = [
    { label: t('sharedMaster:fields.title'), value: slate.title },
    {
      label: t('sharedMaster:fields.unique_id'),
      value: <UniqueId value={(slate.unique_id ?? '').replace(/\s+/g, '').toUpperCase()} fz="md" />,
    },
    { label: t('sharedMaster:fields.master_type'), value: slate.master_type ? typeLabel(slate.master_type) : '' },
    {
      label: t('sharedMaster:fields.language'),
      value: slate.language ? t(`common:contentLanguages.${slate.language}`) : '',
    },
    ...(base !== 'PUB_RADIO' ? [{ label: t('sharedMaster:fields.ratio'), value: slate.ratio }] : []),
    { label: t('sharedMaster:fields.audio_type'), value: slate.audio_type ? t(`audio.${slate.audio_type}`) : '' },
    {
      label: t('sharedMaster:fields.duration'),
      value: typeof slate.duration === 'number' ? duration(slate.duration) : '',
    },
    { label: t('sharedMaster:fields.announcer'), value: slate.announcer },
    { label: t('sharedMaster:fields.agency'), value: slate.agency },
    { label: t('sharedMaster:fields.product'), value: slate.product },
    ...(base && base !== 'PUB_RADIO'
      ? [
          {
            label: t('sharedMaster:fields.audioSource'),
            value: slate.use_video_audio === false ? t('slate.separateAudioShort') : t('slate.videoAudioShort'),
          },
        ]
      : []),
    ...(base === 'PUB_TV_WEB'
      ? [
          {
            label: t('sharedMaster:fields.test_brng'),
            value: slate.test_brng ? t('slate.videoLevelsOn') : t('slate.videoLevelsOff'),
          },
          { label: t('sharedMaster:fields.sound'), value: sound(slate.music_only) },
        ]
      : []),
  ];
  return (
    <Paper withBorder p="lg" radius="md" bg="var(--mantine-color-gray-0)">
      <FieldList items={items} />
    </Paper>
  );
}
