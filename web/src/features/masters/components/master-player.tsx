import { AspectRatio, Center, Stack, Text } from '@mantine/core';
import type { Master } from '@masterport/contract';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDownloadUrl } from '../api/get-download-url.ts';
import { playerOutputs } from '../model/outputs.ts';

/**
 * The preview: a small MP4 (MP4540, else MP41080, else the first MP4) with its WebVTT captions as
 * a captions track, or the radio MP3. A TV master's player also offers the CEA-608 captions
 * embedded in MP41080_DTV, which processing decoded to WebVTT (browsers do not decode 608 in MP4),
 * so the viewer can compare both; the WebVTT output is the default. Captions come from another
 * origin (storage), so the media element asks with CORS.
 */
export function MasterPlayer({ master, startAt }: { master: Master; startAt?: number }) {
  const { t, i18n } = useTranslation('masters');
  const { video, captions, audio } = playerOutputs(master.outputs);
  const videoLink = useDownloadUrl(master, video?.output_key, video?.created_on);
  const captionsLink = useDownloadUrl(master, captions?.output_key, captions?.created_on);
  const audioLink = useDownloadUrl(master, audio?.output_key, audio?.created_on);
  // A search result's line opens the player at its time (a media fragment: the browser seeks there).
  const at = startAt !== undefined && startAt > 0 ? `#t=${startAt}` : '';
  const videoUrl = videoLink.url && `${videoLink.url}${at}`;
  const captionsUrl = captionsLink.url;
  const audioUrl = audioLink.url && `${audioLink.url}${at}`;
  // Captions that cannot be fetched do not hold the video back.
  const captionsReady = !captions || !!captionsUrl || captionsLink.failed;
  if ((video && videoLink.failed) || (audio && audioLink.failed)) {
    return (
      <Text size="sm" c="dimmed">
        {t('details.previewFailed')}
      </Text>
    );
  }

  if (video) {
    return (
      <AspectRatio ratio={16 / 9} bg="black" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
        {videoUrl && captionsReady ? (
          <video
            controls
            preload="metadata"
            crossOrigin="anonymous"
            src={videoUrl}
            aria-label={t('details.player', { title: master.title })}
          >
            {captions && captionsUrl && (
              <track
                kind="captions"
                src={captionsUrl}
                srcLang={master.language ?? undefined}
                label={t('details.tracks.webvtt')}
                default
              />
            )}
            {master.preview_cc608_url && (
              <track
                kind="captions"
                src={master.preview_cc608_url}
                srcLang={master.language ?? undefined}
                label={t('details.tracks.cc608')}
                default={!captions || !captionsUrl}
              />
            )}
          </video>
        ) : (
          <Center>
            <Text c="gray.4" size="sm">
              {t('list.loading')}
            </Text>
          </Center>
        )}
      </AspectRatio>
    );
  }
  if (audio) {
    return audioUrl ? (
      <audio
        controls
        preload="metadata"
        src={audioUrl}
        style={{ width: '100%' }}
        aria-label={t('details.player', { title: master.title })}
      />
    ) : (
      <Text c="dimmed" size="sm">
        {t('list.loading')}
      </Text>
    );
  }
  return (
    <AspectRatio
      ratio={16 / 9}
      bg="var(--mantine-color-gray-0)"
      style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px dashed var(--mantine-color-gray-4)' }}
    >
      <Center p="md">
        <Stack align="center" gap={6} ta="center">
          <IconPlayerPlay size={28} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text size="sm" c="dimmed" maw={280} lang={i18n.language}>
            {t('details.noPreview')}
          </Text>
        </Stack>
      </Center>
    </AspectRatio>
  );
}
