import { Button, Divider, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { maxLengthOf, playlistNameField, type Playlist } from '@masterport/contract';
import { playlistRouteTable } from '@masterport/contract/routes';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/form-alert.tsx';
import { callApi } from '#lib/api.ts';
import { refreshPlaylistViews } from '#lib/playlist-cache.ts';
import { notify } from '#lib/notify.ts';

/**
 * "Add to a playlist" for the cart and a master's page: the masters go to the end of one of the
 * account's playlists, or into a new one named here. The API says no to masters that are
 * processing or archived, and to a demo account's fifth master, in the catalogue's words.
 */
export function AddToPlaylistModal({
  masterIds,
  opened,
  onClose,
  onAdded,
}: {
  masterIds: string[];
  opened: boolean;
  onClose: () => void;
  onAdded?: () => void;
}) {
  const { t } = useTranslation();
  const [playlists, setPlaylists] = useState<Playlist[]>([]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const search = useDebouncedCallback((query: string) => {
    void callApi(playlistRouteTable.search, { query }, { read: true })
      .then((answer) => setPlaylists(answer.playlists_list))
      .catch(() => setPlaylists([]));
  }, 250);
  useEffect(() => {
    if (!opened) return;
    setChosen(null);
    setName('');
    setFailure(null);
    search('');
  }, [opened, search]);

  async function add() {
    setBusy(true);
    setFailure(null);
    try {
      if (chosen) {
        const answer = await callApi(playlistRouteTable.addMasters, { id: chosen, master_ids: masterIds });
        if (answer.masters_added > 0)
          notify.success(t('addToPlaylist.done', { count: answer.masters_added, name: answer.playlist.name }));
        else notify.attention(t('addToPlaylist.nothingNew', { name: answer.playlist.name }));
      } else {
        const answer = await callApi(playlistRouteTable.create, { name: name.trim(), master_ids: masterIds });
        notify.success(t('addToPlaylist.done', { count: answer.playlist.masters_count, name: answer.playlist.name }));
      }
      await refreshPlaylistViews();
      onAdded?.();
      onClose();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={600}>{t('addToPlaylist.title')}</Text>} size="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('addToPlaylist.help', { count: masterIds.length })}
          </Text>
          <Select
            label={t('addToPlaylist.existing')}
            placeholder={playlists.length ? t('addToPlaylist.existingPlaceholder') : t('addToPlaylist.none')}
            data={playlists.map((playlist) => ({ value: playlist.id, label: playlist.name }))}
            value={chosen}
            onChange={setChosen}
            searchable
            clearable
            onSearchChange={search}
            filter={({ options }) => options}
            disabled={busy}
          />
          <Divider label={t('addToPlaylist.or')} labelPosition="center" />
          <TextInput
            label={t('addToPlaylist.newName')}
            value={name}
            maxLength={maxLengthOf(playlistNameField())}
            disabled={!!chosen || busy}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <FormAlert error={failure} />
          <Group justify="flex-end">
            <Button type="submit" loading={busy} disabled={!chosen && !name.trim()}>
              {t('addToPlaylist.action')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
