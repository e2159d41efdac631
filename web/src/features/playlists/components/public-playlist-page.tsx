import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Box,
  Button,
  Grid,
  Group,
  Image,
  Paper,
  Stack,
  Switch,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type { PublicPlaylistMaster } from '@masterport/contract';
import {
  IconBookmark,
  IconBookmarkFilled,
  IconExternalLink,
  IconInfoCircle,
  IconPlayerPlayFilled,
  IconRepeat,
} from '@tabler/icons-react';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { OwnerContacts } from '#components/owner-contacts.tsx';
import { PublicLinkHeading } from '#components/public-link-heading.tsx';
import { PublicLinkSkeleton } from '#components/public-link-skeleton.tsx';
import { paths } from '#config/paths.ts';
import { NOT_SET } from '#lib/format.ts';
import { notifyFailure } from '#lib/messages.ts';
import { notify } from '#lib/notify.ts';
import { hasPermission, useSession } from '#lib/session.ts';
import { usePageTitle } from '#lib/use-page-title.ts';
import { useHasSubscribed } from '../api/has-subscribed.ts';
import { subscribeToPlaylist } from '../api/subscribe.ts';
import { usePublicPlaylist } from '../api/public-get-details.ts';
import { usePublicPlaylistMasters } from '../api/public-get-masters-list.ts';
import type { PlaylistLink } from '../api/public-playlist-link.ts';
import { nextPlayable, playable } from '../model/next-playable.ts';
import { ZipDownload } from './zip-download.tsx';
import { videoAspectRatio } from '#lib/video-box.ts';

/**
 * The public player (seed 001, `/p/{created_on}/{hash_key}`): the owner's name and logo, the
 * current master large with its captions, the reel beside it. At the end of a master it plays the
 * next one that is not encoding (when autoplay is on) and stops after the last. A signed-in
 * visitor of another account can save the playlist to their own list.
 */
export function PublicPlaylistPage() {
  const { t } = useTranslation(['playlists', 'sharedMaster']);
  const { created_on: createdOn = '', hash_key: hashKey = '' } = useParams();
  const link = { createdOn, hashKey };
  const details = usePublicPlaylist(link);
  const list = usePublicPlaylistMasters(link);
  // The page drawn from the answers is a render of its own, in slices (docs/site.md).
  const playlist = useDeferredValue(details.data)?.playlist;
  const listed = useDeferredValue(list.data);
  usePageTitle(playlist?.name ?? t('player.title'));

  if (details.error || list.error) {
    return (
      <Alert color="gray" icon={<IconInfoCircle aria-hidden />} title={t('player.notFoundTitle')} maw={720} mx="auto">
        {t('player.notFound')}
      </Alert>
    );
  }
  // The line above the title, in the page's and its skeleton's heading alike.
  const byOwner = (owner: string) => t('player.by', { owner });
  if (!playlist || !listed)
    return (
      <PublicLinkSkeleton above={{ field: 'playlist.owner.name', text: byOwner }} title={{ field: 'playlist.name' }} />
    );
  const masters = listed.masters_list;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <PublicLinkHeading
          style={{ minWidth: 0, flex: '1 1 320px' }}
          mark={
            <Avatar src={playlist.owner.logo_url} radius="md" color="brand" size={48} alt="">
              {playlist.owner.name.slice(0, 1)}
            </Avatar>
          }
          above={byOwner(playlist.owner.name)}
          title={playlist.name}
        >
          <Text size="sm" c="dimmed">
            {t('mastersCount', { count: masters.length })}
          </Text>
        </PublicLinkHeading>
        <SaveButton link={link} />
      </Group>
      {masters.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text c="dimmed">{t('player.empty')}</Text>
        </Paper>
      ) : (
        <Player masters={masters} hideLinks={playlist.hide_master_links} />
      )}
      {masters.length > 0 && (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Title order={2} fz="lg" mb={4}>
            {t('download.title')}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {t('download.help')}
          </Text>
          <ZipDownload link={link} hasProres={playlist.has_prores} />
        </Paper>
      )}
      <OwnerContacts owner={playlist.owner} />
      <Group justify="center">
        <Text size="xs" c="dimmed">
          {t('sharedMaster:fileView.poweredBy')}{' '}
          <Anchor href="/" size="xs">
            Masterport
          </Anchor>
        </Text>
      </Group>
    </Stack>
  );
}

function Player({ masters, hideLinks }: { masters: PublicPlaylistMaster[]; hideLinks: boolean }) {
  const { t } = useTranslation(['playlists', 'sharedMaster']);
  const [current, setCurrent] = useState(() => Math.max(0, nextPlayable(masters, -1)));
  const [autoplay, setAutoplay] = useState(true);
  // Playback starts by the visitor's hand; after that, each next master starts by itself.
  const [started, setStarted] = useState(false);
  const [ended, setEnded] = useState(false);
  const media = useRef<HTMLMediaElement | null>(null);
  const master = masters[current] ?? masters[0]!;
  // A master chosen in the list, or the next one, starts at once (the visitor's click allows it).
  useEffect(() => {
    if (started) void media.current?.play().catch(() => undefined);
  }, [current, started]);

  const choose = (index: number) => {
    setCurrent(index);
    setEnded(false);
    setStarted(true);
  };
  const finished = () => {
    const next = nextPlayable(masters, current);
    if (autoplay && next >= 0) setCurrent(next);
    else if (next < 0) setEnded(true);
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="sm" style={{ minWidth: 0 }}>
          <Paper
            withBorder
            radius="lg"
            p={0}
            style={{ overflow: 'hidden' }}
            bg={master.preview?.kind === 'video' ? 'black' : undefined}
            aria-live="polite"
          >
            {playable(master) && master.preview?.kind === 'video' && (
              <video
                ref={(element) => {
                  media.current = element;
                }}
                key={master.preview.url}
                controls
                autoPlay={started}
                preload="metadata"
                crossOrigin="anonymous"
                poster={master.thumbnail_url ?? undefined}
                style={{
                  width: '100%',
                  display: 'block',
                  maxHeight: '70vh',
                  aspectRatio: videoAspectRatio(master.ratio),
                }}
                src={master.preview.url}
                onPlay={() => setStarted(true)}
                onEnded={finished}
                data-now-playing={master.title}
              >
                {master.preview.captions_url && (
                  <track
                    kind="captions"
                    src={master.preview.captions_url}
                    srcLang={master.language ?? undefined}
                    label={t('player.captions')}
                    default
                  />
                )}
              </video>
            )}
            {playable(master) && master.preview?.kind === 'audio' && (
              <Stack p="lg" gap="sm">
                {master.thumbnail_url && (
                  <Image src={master.thumbnail_url} alt="" radius="md" mah={240} fit="contain" />
                )}
                <audio
                  ref={(element) => {
                    media.current = element;
                  }}
                  key={master.preview.url}
                  controls
                  autoPlay={started}
                  preload="metadata"
                  src={master.preview.url}
                  style={{ width: '100%' }}
                  onPlay={() => setStarted(true)}
                  onEnded={finished}
                  data-now-playing={master.title}
                  aria-label={t('sharedMaster:publicMaster.listen', { title: master.title })}
                />
              </Stack>
            )}
            {!playable(master) && (
              <Text c="dimmed" p="lg" ta="center">
                {master.is_running ? t('player.encoding') : t('player.notPlayable')}
              </Text>
            )}
          </Paper>
          <Group justify="space-between" align="flex-start" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t('player.nowPlaying')}
              </Text>
              <Text fw={600} fz="lg" style={{ overflowWrap: 'anywhere' }}>
                {master.title}
              </Text>
              <Group gap={8}>
                <Text size="sm" c="dimmed" ff="monospace">
                  {master.unique_id ?? NOT_SET}
                </Text>
                {!hideLinks && master.link && (
                  <Anchor
                    size="sm"
                    component={Link}
                    to={paths.publicMaster.getHref(master.link.created_on, master.link.hash_key)}
                    target="_blank"
                  >
                    <Group gap={4} component="span">
                      {t('player.openMaster')}
                      <IconExternalLink size={14} aria-hidden />
                    </Group>
                  </Anchor>
                )}
              </Group>
            </div>
            <Switch
              checked={autoplay}
              onChange={(event) => setAutoplay(event.currentTarget.checked)}
              label={t('player.autoplay')}
            />
          </Group>
          {ended && (
            <Group gap="sm" role="status">
              <Text size="sm" c="dimmed">
                {t('player.ended')}
              </Text>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconRepeat size={14} aria-hidden />}
                onClick={() => choose(Math.max(0, nextPlayable(masters, -1)))}
              >
                {t('player.playAgain')}
              </Button>
            </Group>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Paper withBorder radius="lg" p="xs" component="section" aria-label={t('player.list')}>
          <Text size="sm" fw={600} px="xs" py={6}>
            {t('player.list')}
          </Text>
          <Stack gap={2} component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {masters.map((item, index) => (
              <li key={`${index}-${item.unique_id}`}>
                <UnstyledButton
                  onClick={() => choose(index)}
                  disabled={!playable(item)}
                  aria-current={index === current ? 'true' : undefined}
                  w="100%"
                  p={6}
                  style={{
                    borderRadius: 8,
                    background: index === current ? 'var(--mantine-color-brand-light)' : undefined,
                    opacity: playable(item) ? 1 : 0.6,
                  }}
                >
                  <Group gap="sm" wrap="nowrap">
                    <Box
                      w={64}
                      h={36}
                      style={{
                        flex: 'none',
                        borderRadius: 4,
                        overflow: 'hidden',
                        background: 'var(--mantine-color-gray-2)',
                        position: 'relative',
                      }}
                    >
                      {item.thumbnail_url && <Image src={item.thumbnail_url} alt="" w={64} h={36} fit="cover" />}
                      {index === current && (
                        <IconPlayerPlayFilled
                          size={16}
                          aria-hidden
                          style={{
                            position: 'absolute',
                            inset: 0,
                            margin: 'auto',
                            color: 'white',
                            filter: 'drop-shadow(0 0 2px black)',
                          }}
                        />
                      )}
                    </Box>
                    <div style={{ minWidth: 0 }}>
                      <Text
                        size="sm"
                        fw={index === current ? 700 : 500}
                        lineClamp={2}
                        style={{ overflowWrap: 'anywhere' }}
                      >
                        {index + 1}. {item.title}
                      </Text>
                      {item.is_running ? (
                        <Badge size="xs" variant="light" color="blue">
                          {t('player.encoding')}
                        </Badge>
                      ) : (
                        // On the playing item's tinted background, dimmed grey falls short of 4.5:1.
                        <Text size="xs" c={index === current ? 'gray.8' : 'dimmed'}>
                          {item.duration === null ? NOT_SET : `${Math.round(item.duration)} s`}
                        </Text>
                      )}
                    </div>
                  </Group>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}

/** Save (subscribe) for a signed-in visitor; the owner is pointed to their own page instead. */
function SaveButton({ link }: { link: PlaylistLink }) {
  const { t } = useTranslation('playlists');
  const location = useLocation();
  const session = useSession();
  const allowed = hasPermission(session, 'playlists');
  const { data, mutate } = useHasSubscribed(link, allowed);
  const [busy, setBusy] = useState(false);
  if (!session) {
    return (
      <Button
        variant="default"
        component={Link}
        to={paths.auth.login.getHref(location.pathname)}
        leftSection={<IconBookmark size={16} aria-hidden />}
      >
        {t('player.signInToSave')}
      </Button>
    );
  }
  if (!allowed || !data) return null;
  if (data.is_owner) {
    return (
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('player.yours')}
        </Text>
        <Button variant="default" component={Link} to={paths.app.playlist.getHref(data.playlist_id!)}>
          {t('player.manage')}
        </Button>
      </Group>
    );
  }
  if (data.subscribed) {
    return (
      <Button
        variant="light"
        component={Link}
        to={paths.app.playlist.getHref(data.playlist_id!)}
        leftSection={<IconBookmarkFilled size={16} aria-hidden />}
      >
        {t('player.saved')}
      </Button>
    );
  }
  const save = async () => {
    setBusy(true);
    try {
      await subscribeToPlaylist(link.createdOn, link.hashKey);
      await mutate();
      notify.success(t('player.savedDone'));
    } catch (error) {
      notifyFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button loading={busy} onClick={() => void save()} leftSection={<IconBookmark size={16} aria-hidden />}>
      {t('player.save')}
    </Button>
  );
}
