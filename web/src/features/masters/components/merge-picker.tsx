import { Button, EmptyState, Group, Loader, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import {
  isSlateComplete,
  MERGE_PROFILE_FIELDS,
  sameMergeProfile,
  type Master,
  type MergeProfileField,
} from '@masterport/contract';
import { IconArrowMerge, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMastersList, type MasterListFilters } from '../api/get-list.ts';
import type { MergeChoice } from '../hooks/use-slate-form.ts';
import { MasterStatusBadge } from './status-badge.tsx';
import { UniqueId, useDurationLabel } from './master-meta.tsx';

/** The list filter that finds the masters sharing each profile field: a field the contract adds to the profile has no filter here until one is named. */
const PROFILE_FILTER = {
  master_type: 'filter_by_type',
  ratio: 'filter_by_ratio',
  audio_type: 'filter_by_audio',
  language: 'filter_by_language',
} as const satisfies Record<MergeProfileField, keyof MasterListFilters>;
type ProfileFilter = (typeof PROFILE_FILTER)[MergeProfileField];

/**
 * "Merge with another master": the masters that can be merged into this one are the account's
 * masters of the same profile (type, ratio, audio and language: seed 001 §5), found with the list's
 * own filters. Choosing one whose duration differs asks first whether this master takes its
 * duration (the seed's prompt); then the slate modal opens in merge mode.
 */
export function MergePicker({
  master,
  opened,
  onClose,
  onChosen,
}: {
  master: Master;
  opened: boolean;
  onClose: () => void;
  onChosen: (choice: MergeChoice) => void;
}) {
  const { t } = useTranslation(['masters', 'common']);
  const phone = useMediaQuery('(max-width: 48em)');
  const durationLabel = useDurationLabel();
  const [query, setQuery] = useState('');
  const [search] = useDebouncedValue(query.trim(), 300);
  const profile = Object.fromEntries(
    MERGE_PROFILE_FIELDS.map((field) => [PROFILE_FILTER[field], master[field] ?? undefined]),
  ) as Pick<MasterListFilters, ProfileFilter>;
  const list = useMastersList({ ...profile, ...(search ? { filter_search_query: search } : {}) });
  // A draft saved with only some fields cannot be merged (the API answers slate_incomplete).
  const candidates = list.masters.filter(
    (candidate) =>
      candidate.id !== master.id &&
      candidate.owner.id === master.owner.id &&
      isSlateComplete(candidate) &&
      sameMergeProfile(candidate, master),
  );

  const choose = (other: Master) => {
    if (other.duration === master.duration) {
      onChosen({ other });
      return;
    }
    modals.openConfirmModal({
      title: t('merge.durationTitle'),
      children: t('merge.durationText', {
        mine: durationLabel(master.duration),
        theirs: durationLabel(other.duration),
        title: other.title,
      }),
      labels: {
        confirm: t('merge.durationUpdate', { duration: durationLabel(other.duration) }),
        cancel: t('common:actions.cancel'),
      },
      onConfirm: () => onChosen({ other, start: { duration: other.duration ?? undefined } }),
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('merge.pickTitle')} size="lg" fullScreen={phone} centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('merge.pickText')}
        </Text>
        <TextInput
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          label={t('merge.search')}
          placeholder={t('merge.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          data-autofocus
        />
        {list.isLoading ? (
          <Group justify="center" py="lg">
            <Loader size="sm" aria-label={t('list.loading')} />
          </Group>
        ) : candidates.length === 0 ? (
          <EmptyState
            icon={<IconArrowMerge size={28} aria-hidden />}
            title={t('merge.noneTitle')}
            description={t('merge.noneText')}
          />
        ) : (
          <Stack gap={6} role="list" aria-label={t('merge.candidates')}>
            {candidates.map((candidate) => (
              <UnstyledButton
                key={candidate.id}
                role="listitem"
                onClick={() => choose(candidate)}
                data-merge-candidate={candidate.unique_id}
                p="sm"
                style={{
                  border: '1px solid var(--mantine-color-default-border)',
                  borderRadius: 'var(--mantine-radius-md)',
                }}
              >
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm" truncate>
                      {candidate.title}
                    </Text>
                    <Group gap={6} wrap="wrap">
                      <UniqueId value={candidate.unique_id} c="dimmed" />
                      <Text size="sm" c="dimmed" aria-hidden>
                        ·
                      </Text>
                      <Text size="sm" c={candidate.duration === master.duration ? 'dimmed' : 'orange.8'}>
                        {durationLabel(candidate.duration)}
                      </Text>
                    </Group>
                  </Stack>
                  <MasterStatusBadge master={candidate} />
                </Group>
              </UnstyledButton>
            ))}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
