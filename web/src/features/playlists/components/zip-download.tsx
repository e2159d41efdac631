import { Button, Group, Stack, Text } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '#lib/messages.ts';
import { openDownload } from '#lib/open-download.ts';
import { preparePlaylistZip } from '../api/public-download.ts';
import type { PlaylistLink } from '../api/public-playlist-link.ts';

/** How often the page asks whether the zip is ready. */
const POLL_MS = 1500;

/**
 * A playlist's zip (viewing files or ProRes), from its public link: the API prepares it in the
 * background; the button waits, then starts the download. The same playlist revision finds the
 * same zip, so a second visitor gets it at once.
 */
export function ZipDownload({ link, hasProres }: { link: PlaylistLink; hasProres: boolean }) {
  const { t } = useTranslation('playlists');
  const [state, setState] = useState<{
    kind: 'viewing' | 'prores';
    step: 'preparing' | 'ready' | 'failed';
    message?: string;
    url?: string;
    filename?: string;
  } | null>(null);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const start = async (kind: 'viewing' | 'prores') => {
    setState({ kind, step: 'preparing' });
    try {
      let { archive } = await preparePlaylistZip(link, kind);
      while (archive.status === 'preparing' && mounted.current) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        ({ archive } = await preparePlaylistZip(link, kind));
      }
      if (!mounted.current) return;
      if (archive.status === 'ready' && archive.download_url) {
        setState({ kind, step: 'ready', url: archive.download_url, filename: archive.filename });
        openDownload(archive.download_url);
      } else setState({ kind, step: 'failed' });
    } catch (error) {
      if (mounted.current) setState({ kind, step: 'failed', message: errorText(error) });
    }
  };

  const button = (kind: 'viewing' | 'prores') => (
    <Button
      variant="default"
      size="sm"
      leftSection={<IconFileZip size={16} aria-hidden />}
      loaderProps={{ type: 'dots' }}
      loading={state?.kind === kind && state.step === 'preparing'}
      disabled={state?.step === 'preparing'}
      onClick={() => void start(kind)}
    >
      {t(`download.${kind}`)}
    </Button>
  );
  return (
    <Stack gap="xs">
      <Group gap="sm">
        {button('viewing')}
        {hasProres && button('prores')}
      </Group>
      {state?.step === 'preparing' && (
        <Text size="sm" c="dimmed" role="status">
          {t('download.preparing')}
        </Text>
      )}
      {state?.step === 'ready' && (
        <Text size="sm" role="status">
          {t('download.ready')}{' '}
          <a href={state.url} rel="noopener" data-zip-link>
            {t('download.save', { file: state.filename })}
          </a>
        </Text>
      )}
      {state?.step === 'failed' && (
        <Text size="sm" c="#c92a2a" role="alert">
          {state.message ?? t('download.failed')}
        </Text>
      )}
    </Stack>
  );
}
