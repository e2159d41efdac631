import {
  Badge,
  Button,
  Card,
  Group,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  maxLengthOf,
  PLAYLIST_ORDERS,
  PLAYLISTS_SCAN_BOUND,
  playlistListFilters,
  playlistNameField,
  type Playlist,
} from '@masterport/contract';
import { IconPlaylist, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { EmptyPanel } from '#components/empty-panel.tsx';
import { FormAlert } from '#components/form-alert.tsx';
import { ListFooter } from '#components/list-footer.tsx';
import { DateRangeFilter, SearchFilter } from '#components/list-filters.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { RequirePermission } from '#components/restricted.tsx';
import { paths } from '#config/paths.ts';
import { formatDate } from '#lib/format.ts';
import { formatDecimal } from '#lib/format-number.ts';
import { issueText } from '#lib/messages.ts';
import { ApiError } from '#lib/api-client.ts';
import { notify } from '#lib/notify.ts';
import { useListFilters } from '#lib/use-list-filters.ts';
import { hasPermission, useSession } from '#lib/session.ts';
import { createPlaylist } from '../api/create.ts';
import { usePlaylistsList, type PlaylistFilters } from '../api/get-list.ts';
import { Mosaic } from './mosaic.tsx';

/** /app/playlist (seed 001): the account's playlists and the ones it saved, as cards, newest first. */
export function PlaylistsPage() {
  const { t } = useTranslation(['playlists', 'app']);
  const [creating, setCreating] = useState(false);
  const canCreate = hasPermission(useSession(), 'playlists');
  return (
    <>
      <PageHeader
        title={t('app:sections.playlists.title')}
        description={t('app:sections.playlists.description')}
        action={
          canCreate && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
              {t('create')}
            </Button>
          )
        }
      />
      <RequirePermission keys={['playlists']}>
        <PlaylistCards onCreate={() => setCreating(true)} />
        <CreatePlaylistModal opened={creating} onClose={() => setCreating(false)} />
      </RequirePermission>
    </>
  );
}

function PlaylistCards({ onCreate }: { onCreate: () => void }) {
  const { t, i18n } = useTranslation('playlists');
  const { filters, change, page, setPage, search, typeSearch } = useListFilters<PlaylistFilters>();
  const { data, error } = usePlaylistsList(filters, page);
  const filtered = !!(filters.filter_search_query || filters.filter_by_start_date);
  const playlists = data?.playlists_list ?? [];
  // A search or an order by name or size reads the newest playlists only (docs/data-model.md): its count is of those.
  const bound = formatDecimal(PLAYLISTS_SCAN_BOUND, i18n.language, 0);
  const partial = data?.searched_all === false;

  return (
    <Stack gap="lg">
      <Group gap="sm" align="flex-end" role="search" aria-label={t('filters.label')}>
        <SearchFilter
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          value={search}
          onType={typeSearch}
          maxLength={maxLengthOf(playlistListFilters.shape.filter_search_query)}
        />
        <DateRangeFilter
          label={t('filters.dates')}
          placeholder={t('filters.datesPlaceholder')}
          value={filters}
          onChange={(range) => change({ ...filters, ...range })}
        />
        <Select
          size="sm"
          label={t('filters.order')}
          w={200}
          allowDeselect={false}
          value={filters.order_by ?? 'most_recent'}
          data={PLAYLIST_ORDERS.map((order) => ({ value: order, label: t(`filters.${order}`) }))}
          onChange={(value) =>
            change({ ...filters, order_by: (value ?? 'most_recent') as PlaylistFilters['order_by'] })
          }
        />
        <SegmentedControl
          size="sm"
          aria-label={t('filters.direction')}
          value={filters.order_card ?? 'desc'}
          data={[
            { value: 'desc', label: t('filters.desc') },
            { value: 'asc', label: t('filters.asc') },
          ]}
          onChange={(value) => change({ ...filters, order_card: value as 'asc' | 'desc' })}
        />
      </Group>
      <FormAlert error={error} />
      {data && playlists.length === 0 && (
        <EmptyPanel
          icon={<IconPlaylist size={28} aria-hidden color="var(--mantine-color-dimmed)" />}
          title={t(partial ? 'noMatchYetTitle' : filtered ? 'noMatchTitle' : 'emptyTitle')}
          text={partial ? t('noMatchYetText', { bound }) : t(filtered ? 'noMatchText' : 'emptyText')}
        >
          {!filtered && !partial && (
            <Button mt="md" variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={onCreate}>
              {t('create')}
            </Button>
          )}
        </EmptyPanel>
      )}
      {playlists.length > 0 && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg">
          {playlists.map((playlist) => (
            <PlaylistCard key={playlist.id} playlist={playlist} />
          ))}
        </SimpleGrid>
      )}
      {data && data.total > 0 && (
        <ListFooter
          count={partial ? t('countSearched', { count: data.total, bound }) : t('count', { count: data.total })}
          pages={data.pages_count}
          page={page}
          onPage={setPage}
        />
      )}
    </Stack>
  );
}

function PlaylistCard({ playlist }: { playlist: Playlist }) {
  const { t } = useTranslation('playlists');
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component={Link}
      to={paths.app.playlist.getHref(playlist.id)}
      aria-label={playlist.name}
      data-playlist-card
    >
      <Card.Section>
        <Mosaic thumbnails={playlist.thumbnails} />
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Text fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {playlist.name}
        </Text>
        <Group gap={6} justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t('mastersCount', { count: playlist.masters_count })} · {formatDate(playlist.created_on)}
          </Text>
          {!playlist.is_owner && (
            <Badge size="sm" variant="light" color="gray" title={t('saved', { owner: playlist.owner.name })}>
              {t('savedShort')}
            </Badge>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** A name, then the new playlist's page, where masters are added and shared. */
function CreatePlaylistModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('playlists');
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [issue, setIssue] = useState<string | undefined>();
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  async function create() {
    setBusy(true);
    setIssue(undefined);
    setFailure(null);
    try {
      const { playlist } = await createPlaylist(name.trim());
      notify.success(t('created', { name: playlist.name }));
      setName('');
      onClose();
      void navigate(paths.app.playlist.getHref(playlist.id));
    } catch (error) {
      if (error instanceof ApiError && error.fields.name) setIssue(error.fields.name);
      else setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={600}>{t('createTitle')}</Text>}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <Stack gap="md">
          <TextInput
            label={t('name')}
            placeholder={t('namePlaceholder')}
            value={name}
            maxLength={maxLengthOf(playlistNameField())}
            required
            data-autofocus
            error={issueText(issue)}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <FormAlert error={failure} />
          <Group justify="flex-end">
            <Button type="submit" loading={busy} disabled={!name.trim()}>
              {t('createAction')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
