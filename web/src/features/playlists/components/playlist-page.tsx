import { Alert, Anchor, Button, Group, SimpleGrid, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { maxLengthOf, playlistNameField } from '@masterport/contract';
import { IconArrowLeft, IconExternalLink, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { FieldForm } from '#components/field-form.tsx';
import { FormAlert } from '#components/form-alert.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { RequirePermission } from '#components/restricted.tsx';
import { SecondClickDelete } from '#components/second-click-delete.tsx';
import { SectionCard } from '#components/section-card.tsx';
import { ShareLinkField } from '#components/share-link-field.tsx';
import { paths } from '#config/paths.ts';
import { formatDate } from '#lib/format.ts';
import { notifyFailure } from '#lib/messages.ts';
import { notify } from '#lib/notify.ts';
import { usePageTitle } from '#lib/use-page-title.ts';
import { usePublicPlaylist } from '../api/public-get-details.ts';
import { deletePlaylist } from '../api/delete.ts';
import { usePlaylist } from '../api/get-details.ts';
import { usePlaylistMasters } from '../api/get-masters-list.ts';
import { renamePlaylist } from '../api/rename.ts';
import { savePlaylistLinkOption } from '../api/save-master-link-option.ts';
import { savePlaylistPublicFiles } from '../api/save-public-files.ts';
import { unsubscribeFromPlaylist } from '../api/unsubscribe.ts';
import { EmptyPlaylist, PlaylistMasters } from './playlist-masters.tsx';
import { ZipDownload } from './zip-download.tsx';

/** /app/playlist/details/playlist-id/{id}: a playlist's masters in order, its name, its link and its zip. */
export function PlaylistPage() {
  return (
    <RequirePermission keys={['playlists']}>
      <PlaylistDetails />
    </RequirePermission>
  );
}

function PlaylistDetails() {
  const { t } = useTranslation('playlists');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, error } = usePlaylist(id);
  const masters = usePlaylistMasters(id);
  const shared = usePublicPlaylist(
    { createdOn: data?.playlist.created_on ?? '', hashKey: data?.playlist.hash_key ?? '' },
    !!data,
  );
  const playlist = data?.playlist;
  usePageTitle(playlist?.name ?? t('player.title'));

  const back = (
    <Anchor component={Link} to={paths.app.playlists.getHref()} size="sm" c="dimmed" w="fit-content">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('back')}
      </Group>
    </Anchor>
  );
  if (error) {
    const missing = error.code === 'not_found' || error.code === 'data_restriction';
    return (
      <Stack gap="md">
        {back}
        {missing ? (
          <Alert color="gray" icon={<IconInfoCircle aria-hidden />}>
            {t('notFound')}
          </Alert>
        ) : (
          <FormAlert error={error} />
        )}
      </Stack>
    );
  }
  if (!playlist) return <Skeleton height={320} radius="md" />;

  const publicUrl = `${window.location.origin}${paths.publicPlaylist.getHref(playlist.created_on, playlist.hash_key)}`;
  const lines = masters.data?.masters_list ?? [];

  async function remove() {
    try {
      await deletePlaylist(playlist!.id);
      notify.success(t('delete.done', { name: playlist!.name }));
      void navigate(paths.app.playlists.getHref());
    } catch (failure) {
      notifyFailure(failure);
    }
  }

  async function leave() {
    try {
      await unsubscribeFromPlaylist(playlist!.id);
      notify.success(t('details.unsubscribed'));
      void navigate(paths.app.playlists.getHref());
    } catch (failure) {
      notifyFailure(failure);
    }
  }

  /** Issue 28: the ProRes zip is a broadcast file, offered on the link only when the owner turns it on. */
  async function saveProres(broadcast: boolean, until: string | null) {
    try {
      await savePlaylistPublicFiles(playlist!.id, broadcast, until);
      notify.success(t('share.proresSaved'));
    } catch (failure) {
      notifyFailure(failure);
    }
  }

  async function toggleLinks(hide: boolean) {
    try {
      await savePlaylistLinkOption(playlist!.id, hide ? 'hide' : 'show');
      notify.success(t(hide ? 'share.linksHidden' : 'share.linksShown'));
    } catch (failure) {
      notifyFailure(failure);
    }
  }

  return (
    <Stack gap="lg">
      {back}
      <PageHeader
        title={playlist.name}
        description={t('details.description', { date: formatDate(playlist.created_on), count: playlist.masters_count })}
        action={
          <Button
            component="a"
            href={publicUrl}
            target="_blank"
            rel="noopener"
            variant="default"
            leftSection={<IconExternalLink size={16} aria-hidden />}
          >
            {t('details.open')}
          </Button>
        }
      />
      {!playlist.is_owner && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('details.readOnly', { owner: playlist.owner.name })}</Text>
            <Button size="xs" variant="default" onClick={() => void leave()}>
              {t('details.unsubscribe')}
            </Button>
          </Stack>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <SectionCard title={t('share.title')} description={t('share.help')}>
          <Stack gap="md">
            <ShareLinkField url={publicUrl} label={t('share.title')} />
            {playlist.is_owner && (
              <Switch
                checked={playlist.hide_master_links}
                onChange={(event) => void toggleLinks(event.currentTarget.checked)}
                label={t('share.hideLinks')}
                description={t('share.hideLinksHelp')}
              />
            )}
            {playlist.is_owner && (
              <Switch
                checked={playlist.public_files.broadcast}
                onChange={(event) => void saveProres(event.currentTarget.checked, playlist.public_files.until)}
                label={t('share.prores')}
                description={t('share.proresHelp')}
              />
            )}
            {playlist.is_owner && playlist.public_files.broadcast && (
              <DateTimePicker
                label={t('share.proresUntil')}
                valueFormat="DD/MM/YYYY HH:mm"
                minDate={new Date()}
                clearable
                value={playlist.public_files.until ? new Date(playlist.public_files.until) : null}
                onChange={(value) => void saveProres(true, value ? new Date(value).toISOString() : null)}
                timePickerProps={{ format: '24h' }}
              />
            )}
            {playlist.is_owner && (
              <FieldForm
                key={playlist.name}
                label={t('details.rename')}
                initial={playlist.name}
                action={t('details.saveName')}
                maxLength={maxLengthOf(playlistNameField())}
                done={t('details.renamed')}
                save={(name) => renamePlaylist(playlist.id, name.trim())}
              />
            )}
          </Stack>
        </SectionCard>
        <SectionCard title={t('download.title')} description={t('download.help')}>
          {playlist.masters_count > 0 ? (
            <ZipDownload
              link={{ createdOn: playlist.created_on, hashKey: playlist.hash_key }}
              hasProres={shared.data?.playlist.has_prores ?? false}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t('masters.emptyTitle')}
            </Text>
          )}
        </SectionCard>
      </SimpleGrid>
      <Stack gap="xs">
        <Text fw={600}>{t('masters.title')}</Text>
        {playlist.is_owner && lines.length > 1 && (
          <Text size="sm" c="dimmed">
            {t('masters.help')}
          </Text>
        )}
        <FormAlert error={masters.error} />
        {masters.data && lines.length === 0 && <EmptyPlaylist />}
        {lines.length > 0 && <PlaylistMasters playlistId={playlist.id} lines={lines} editable={playlist.is_owner} />}
      </Stack>
      {playlist.is_owner && (
        <Group justify="flex-end">
          <SecondClickDelete label={t('delete.action')} confirmLabel={t('delete.confirm')} onDelete={remove} />
        </Group>
      )}
    </Stack>
  );
}
