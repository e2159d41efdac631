import { Anchor, Button, Group, Paper, Stack, Table } from '@mantine/core';
import type { Master } from '@masterport/contract';
import { IconPlaylist, IconPlaylistAdd } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AddToPlaylistModal } from '#components/add-to-playlist.tsx';
import { EmptyPanel } from '#components/empty-panel.tsx';
import { FormAlert } from '#components/form-alert.tsx';
import { Restricted } from '#components/restricted.tsx';
import { paths } from '#config/paths.ts';
import { formatDate } from '#lib/format.ts';
import { hasPermission, useSession } from '#lib/session.ts';
import { useMasterPlaylists } from '../api/master-playlists.ts';
import { isActive } from '../model/status.ts';

/**
 * The master's playlists tab (seed 001): the account's playlists that hold it, and adding it to
 * another. A master being processed or archived cannot be added (the API says why).
 */
export function PlaylistsTab({ master }: { master: Master }) {
  const allowed = hasPermission(useSession(), 'playlists');
  if (!allowed) return <Restricted />;
  return <PlaylistsList master={master} />;
}

function PlaylistsList({ master }: { master: Master }) {
  const { t } = useTranslation('masters');
  const { data, error, size, setSize } = useMasterPlaylists(master.id);
  const [adding, setAdding] = useState(false);
  const playlists = (data ?? []).flatMap((page) => page.playlists_list);
  const hasMore = data?.at(-1)?.has_more ?? false;
  const blocked = master.archived || isActive(master);
  return (
    <Stack gap="md">
      <FormAlert error={error} />
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlaylistAdd size={16} aria-hidden />}
          onClick={() => setAdding(true)}
          disabled={blocked}
        >
          {t('playlists.add')}
        </Button>
      </Group>
      {data && playlists.length === 0 && (
        <EmptyPanel
          icon={<IconPlaylist size={28} aria-hidden color="var(--mantine-color-dimmed)" />}
          title={t('playlists.emptyTitle')}
          text={t('playlists.emptyText')}
        />
      )}
      {playlists.length > 0 && (
        <Paper withBorder>
          <Table verticalSpacing="sm" aria-label={t('tabs.playlists')}>
            <Table.Tbody>
              {playlists.map((playlist) => (
                <Table.Tr key={playlist.id}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.app.playlist.getHref(playlist.id)} fw={600}>
                      {playlist.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td c="dimmed">{t('playlists.count', { count: playlist.masters_count })}</Table.Td>
                  <Table.Td ta="right" c="dimmed">
                    {formatDate(playlist.created_on)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      {hasMore && (
        <Group justify="center">
          <Button variant="subtle" onClick={() => void setSize(size + 1)}>
            {t('playlists.more')}
          </Button>
        </Group>
      )}
      <AddToPlaylistModal masterIds={[master.id]} opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
