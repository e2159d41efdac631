import { ActionIcon, Badge, Button, Group, Modal, MultiSelect, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { createGroupBody, maxLengthOf, type CallLetter, type StationSpecVersion } from '@masterport/contract';
import { callLetterRouteTable } from '@masterport/contract/routes';
import { IconClipboardCheck, IconPencil, IconPlus, IconTrash, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/form-alert.tsx';
import { SectionCard } from '#components/section-card.tsx';
import { ApiError } from '#lib/api-client.ts';
import { issueText, notifyFailure } from '#lib/messages.ts';
import { notify } from '#lib/notify.ts';
import { mayCall, useSession } from '#lib/session.ts';
import { createStationGroup } from '../api/create-group.ts';
import { deleteStationGroup } from '../api/delete-group.ts';
import { useStationGroups } from '../api/get-groups.ts';
import { useOwnCallLetters } from '../api/get-own.ts';
import { saveStationGroupCallLetters } from '../api/save-group-call-letters.ts';
import { renameStationGroup } from '../api/save-group.ts';
import { saveGroupSpec } from '../api/save-group-spec.ts';
import { searchStations } from '../api/search-stations.ts';
import { SpecBadge, SpecForm } from './spec-form.tsx';

type StationGroup = {
  id: string;
  name: string;
  call_letters_count: number;
  call_letters_list: CallLetter[];
  spec?: StationSpecVersion | null;
};

/** How a station reads in a picker: its letters, market and band. */
const stationLabel = (station: CallLetter) =>
  `${station.id} · ${station.market} · ${station.band === 'TV' ? 'TV' : 'Radio'}`;

/**
 * A group's name and stations. Stations come from the whole directory, searched as one types
 * (letters, market or owner); those already chosen stay listed.
 */
function GroupModal({ group, onClose }: { group: StationGroup | null; onClose: () => void }) {
  const { t } = useTranslation(['callLetters', 'common']);
  const [name, setName] = useState(group?.name ?? '');
  const [chosen, setChosen] = useState<string[]>(group?.call_letters_list.map((station) => station.id) ?? []);
  const [known, setKnown] = useState<Map<string, CallLetter>>(
    new Map(group?.call_letters_list.map((station) => [station.id, station])),
  );
  const [failure, setFailure] = useState<unknown>(null);
  const [nameIssue, setNameIssue] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const search = useDebouncedCallback(async (query: string) => {
    if (!query.trim()) return;
    const found = await searchStations(query.trim()).catch(() => []);
    setKnown((current) => new Map([...current, ...found.map((station) => [station.id, station] as const)]));
  }, 250);

  async function save() {
    setFailure(null);
    setNameIssue(undefined);
    if (!name.trim()) return setNameIssue('required');
    setSaving(true);
    try {
      if (!group) {
        await createStationGroup({ name, call_letters: chosen });
      } else {
        // Each part is saved only if it changed: the API refuses a save that changes nothing.
        if (name.trim() !== group.name) await renameStationGroup({ id: group.id, name });
        if (chosen.join() !== group.call_letters_list.map((station) => station.id).join())
          await saveStationGroupCallLetters({ id: group.id, call_letters: chosen });
      }
      notify.success(t('groups.saved', { name: name.trim() }));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fields.name) setNameIssue(error.fields.name);
      else setFailure(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap="md">
      <FormAlert error={failure} />
      <TextInput
        label={t('groups.name')}
        placeholder={t('groups.namePlaceholder')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        required
        maxLength={maxLengthOf(createGroupBody.shape.name)}
        error={issueText(nameIssue)}
        data-autofocus
      />
      <MultiSelect
        label={t('groups.stations')}
        description={t('groups.stationsHelp')}
        placeholder={chosen.length === 0 ? t('groups.searchPlaceholder') : undefined}
        data={[...known.values()].map((station) => ({ value: station.id, label: stationLabel(station) }))}
        value={chosen}
        onChange={setChosen}
        searchable
        onSearchChange={(query) => void search(query)}
        filter={({ options }) => options}
        nothingFoundMessage={t('groups.nothingFound')}
        hidePickedOptions
        maxDropdownHeight={260}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common:actions.cancel')}
        </Button>
        <Button onClick={() => void save()} loading={saving}>
          {group ? t('common:actions.save') : t('groups.create')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * A group's spec (issue 32, docs/station-specs.md "Specs on station groups"), in the station's own
 * form: it binds the broadcaster's own stations in the group that have no spec of their own.
 */
function GroupSpecForm({ group, onDone }: { group: StationGroup; onDone: () => void }) {
  const { t } = useTranslation('callLetters');
  const own = new Set((useOwnCallLetters().data?.call_letters_list ?? []).map((station) => station.id));
  const bound = group.call_letters_list
    .filter((station) => own.has(station.id) && !station.spec?.rules)
    .map((station) => station.id);
  return (
    <SpecForm
      current={group.spec ?? null}
      about={
        bound.length > 0
          ? t('groupSpec.binds', { count: bound.length, stations: bound.join(', ') })
          : t('groupSpec.bindsNone')
      }
      save={(body) => saveGroupSpec({ id: group.id, ...body })}
      savedText={t('groupSpec.saved', { name: group.name })}
      onDone={onDone}
    />
  );
}

/** Groups of stations an account sends to together ("Quebec French TV"), for the distribution form. */
export function StationGroups() {
  const { t } = useTranslation('callLetters');
  const { data, error } = useStationGroups();
  // A broadcaster may give a group a spec for its own stations (the key a station's spec needs).
  const specs = mayCall(useSession(), callLetterRouteTable.saveGroupSpec);
  const [editing, setEditing] = useState<StationGroup | 'new' | null>(null);
  const [specOf, setSpecOf] = useState<StationGroup | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const groups = data?.groups_list ?? [];

  async function remove(group: StationGroup) {
    setDeleting(group.id);
    try {
      await deleteStationGroup(group.id);
      notify.success(t('groups.deleted', { name: group.name }));
    } catch (failure) {
      notifyFailure(failure);
    } finally {
      setDeleting(null);
    }
  }

  return (
    <SectionCard
      title={t('groups.title')}
      description={t('groups.description')}
      action={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('groups.new')}
        </Button>
      }
    >
      <FormAlert error={error} />
      {data && groups.length === 0 && (
        <Stack align="center" gap={6} py="lg" ta="center">
          <IconUsersGroup size={28} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text fw={600}>{t('groups.emptyTitle')}</Text>
          <Text size="sm" c="dimmed" maw={420}>
            {t('groups.emptyText')}
          </Text>
        </Stack>
      )}
      {groups.length > 0 && (
        <Stack
          gap="xs"
          component="ul"
          aria-label={t('groups.title')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {groups.map((group) => (
            <Group
              key={group.id}
              component="li"
              justify="space-between"
              align="flex-start"
              wrap="nowrap"
              gap="sm"
              py="xs"
              style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
              aria-label={group.name}
            >
              <Stack gap={6} style={{ minWidth: 0 }}>
                <Text fw={600}>
                  {group.name}{' '}
                  <Text span c="dimmed" size="sm" fw={400}>
                    · {t('groups.count', { count: group.call_letters_count })}
                  </Text>
                </Text>
                <Group gap={4}>
                  {group.call_letters_list.map((station) => (
                    <Badge key={station.id} variant="light" radius="sm" ff="monospace">
                      {station.id}
                    </Badge>
                  ))}
                </Group>
                {specs && (
                  <Group gap={6} wrap="wrap">
                    <Text size="sm" c="dimmed">
                      {t('groupSpec.label')}
                    </Text>
                    <SpecBadge spec={group.spec} />
                  </Group>
                )}
              </Stack>
              <Group gap={4} wrap="nowrap">
                {specs && (
                  <Tooltip label={t('groupSpec.edit', { name: group.name })} withArrow>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('groupSpec.edit', { name: group.name })}
                      onClick={() => setSpecOf(group)}
                    >
                      <IconClipboardCheck size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                )}
                <Tooltip label={t('groups.edit', { name: group.name })} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('groups.edit', { name: group.name })}
                    onClick={() => setEditing(group)}
                  >
                    <IconPencil size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('groups.delete', { name: group.name })} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('groups.delete', { name: group.name })}
                    loading={deleting === group.id}
                    onClick={() => void remove(group)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('groups.newTitle') : editing ? t('groups.editTitle', { name: editing.name }) : ''}
        centered
        size="lg"
      >
        {editing !== null && (
          <GroupModal
            key={editing === 'new' ? 'new' : editing.id}
            group={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />
        )}
      </Modal>
      <Modal
        opened={!!specOf}
        onClose={() => setSpecOf(null)}
        title={specOf ? t('groupSpec.title', { name: specOf.name }) : ''}
        size="xl"
        centered
      >
        {specOf && <GroupSpecForm key={specOf.id} group={specOf} onDone={() => setSpecOf(null)} />}
      </Modal>
    </SectionCard>
  );
}
