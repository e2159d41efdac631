import { Anchor, Box, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { comparedSlateOf, isSlateComplete, type Master } from '@masterport/contract';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '#config/paths.ts';
import { formatDate } from '../model/outputs.ts';
import { NOT_SET } from '#lib/format.ts';
import { baseTypeOf, UniqueId, useDurationLabel, useTypeLabel } from './master-meta.tsx';
import { LibraryCard } from './library-card.tsx';
import { MasterPlayer } from './master-player.tsx';
import { ThumbnailButton } from './thumbnail-modal.tsx';
import { FieldList, useSoundLabel } from './slate-summary.tsx';
import { RegistryNote } from '#components/registry-note.tsx';
import { useMasterRegistryAnswer } from '../api/validate-unique-id.ts';

export function DetailsTab({ master, canEdit, startAt }: { master: Master; canEdit: boolean; startAt?: number }) {
  const { t } = useTranslation(['masters', 'sharedMaster', 'common']);
  const typeLabel = useTypeLabel();
  const duration = useDurationLabel();
  const sound = useSoundLabel();
  const base = baseTypeOf(master.master_type);
  const items = [
    { label: t('sharedMaster:fields.unique_id'), value: <UniqueId value={master.unique_id} fz="md" /> },
    { label: t('sharedMaster:fields.master_type'), value: typeLabel(master.master_type) },
    { label: t('sharedMaster:fields.duration'), value: duration(master.duration) },
    {
      label: t('sharedMaster:fields.language'),
      value: master.language ? t(`common:contentLanguages.${master.language}`) : NOT_SET,
    },
    ...(base !== 'PUB_RADIO' ? [{ label: t('sharedMaster:fields.ratio'), value: master.ratio ?? NOT_SET }] : []),
    {
      label: t('sharedMaster:fields.audio_type'),
      value: master.audio_type ? t(`audio.${master.audio_type}`) : NOT_SET,
    },
    { label: t('sharedMaster:fields.announcer'), value: master.announcer ?? NOT_SET },
    { label: t('sharedMaster:fields.agency'), value: master.agency ?? NOT_SET },
    { label: t('sharedMaster:fields.product'), value: master.product ?? NOT_SET },
    ...(base !== 'PUB_RADIO'
      ? [
          { label: t('sharedMaster:fields.captions_filename'), value: master.captions_filename },
          {
            label: t('sharedMaster:fields.audioSource'),
            value: master.use_video_audio ? t('slate.videoAudioShort') : t('slate.separateAudioShort'),
          },
        ]
      : []),
    ...(base === 'PUB_TV_WEB' ? [{ label: t('sharedMaster:fields.sound'), value: sound(master.music_only) }] : []),
    { label: t('sharedMaster:fields.house_code'), value: master.house_code },
    { label: t('sharedMaster:fields.owner'), value: master.owner.name },
    ...(master.partner_studio
      ? [{ label: t('sharedMaster:fields.partner_studio'), value: master.partner_studio.name }]
      : []),
    { label: t('sharedMaster:fields.created_on'), value: formatDate(master.created_on) },
    { label: t('sharedMaster:fields.modified_on'), value: formatDate(master.modified_on) },
  ];
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="lg">
          <Title order={2} fz="lg" mb="md">
            {t('sharedMaster:slateTitle')}
          </Title>
          <FieldList items={items} />
          <MasterRegistryNote master={master} />
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <Stack gap="lg">
          <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="lg">
            <Group justify="space-between" mb="md">
              <Title order={2} fz="lg">
                {t('details.preview')}
              </Title>
              <ThumbnailButton master={master} />
            </Group>
            <MasterPlayer master={master} startAt={startAt} />
            {!isSlateComplete(master) && (
              <Text size="sm" c="dimmed" mt="sm">
                {t('details.draftNote')}
              </Text>
            )}
          </Paper>
          <LibraryCard master={master} canEdit={canEdit} />
          <MergeHistory master={master} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** The Ad-ID registry's note on the master's code against its slate, below the slate (issue 32). */
function MasterRegistryNote({ master }: { master: Master }) {
  const answer = useMasterRegistryAnswer(master);
  if (!answer || answer.status === 'not_asked') return null;
  return (
    <Box mt="md" data-testid="master-registry-note">
      <RegistryNote answer={answer} slate={comparedSlateOf(master)} />
    </Box>
  );
}

/** Both masters of a merge keep it (seed 001: history kept): what this one took in, and where its sources went. */
function MergeHistory({ master }: { master: Master }) {
  const { t } = useTranslation('masters');
  if (!master.merged_from.length && !master.merged_into) return null;
  const link = (other: { master_id: string }) => (
    <Anchor component={Link} to={paths.app.master.getHref(other.master_id)} />
  );
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="lg" data-merge-history>
      <Title order={2} fz="lg" mb="sm">
        {t('merge.history')}
      </Title>
      <Stack gap={6}>
        {master.merged_from.map((entry) => (
          <Text size="sm" key={`${entry.master_id}-${entry.revision}`}>
            <Trans
              t={t}
              i18nKey="merge.mergedFrom"
              values={{ title: entry.title, id: entry.unique_id, date: formatDate(entry.at) }}
              components={{ anchor: link(entry) }}
            />
          </Text>
        ))}
        {master.merged_into && (
          <Text size="sm">
            <Trans
              t={t}
              i18nKey="merge.mergedInto"
              values={{
                title: master.merged_into.title,
                id: master.merged_into.unique_id,
                date: formatDate(master.merged_into.at),
              }}
              components={{ anchor: link(master.merged_into) }}
            />
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
