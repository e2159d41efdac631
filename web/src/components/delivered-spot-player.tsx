import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { videoAspectRatio } from '#lib/video-box.ts';

/** What a station plays of a delivered spot: its viewing copy (captions on a video's own track). */
export type DeliveredSpotPreview = {
  title: string;
  language: string;
  ratio: string | null;
  thumbnail_url: string | null;
  preview: { url: string; kind: 'video' | 'audio'; captions_url: string | null } | null;
};

/**
 * A delivered spot's player as a station meets it, on the inbox's spot page and on the web-link page
 * (`/d`), in the inbox's words (the `received` namespace). The video keeps the spot's ratio before the
 * file says its size, so the slate beside it does not move (docs/site.md, layout shift).
 */
export function DeliveredSpotPlayer({ spot, maxHeight }: { spot: DeliveredSpotPreview; maxHeight: string }) {
  const { t } = useTranslation('received');
  const { preview } = spot;
  if (preview?.kind === 'video')
    return (
      <video
        controls
        playsInline
        preload="metadata"
        crossOrigin="anonymous"
        poster={spot.thumbnail_url ?? undefined}
        style={{
          width: '100%',
          display: 'block',
          background: 'black',
          maxHeight,
          aspectRatio: videoAspectRatio(spot.ratio),
        }}
        src={preview.url}
      >
        {preview.captions_url && (
          <track kind="captions" src={preview.captions_url} srcLang={spot.language} label={t('captions')} default />
        )}
      </video>
    );
  if (preview?.kind === 'audio')
    return <audio controls preload="metadata" src={preview.url} style={{ width: '100%' }} aria-label={spot.title} />;
  return (
    <Text c="dimmed" size="sm" ta="center" py="lg">
      {t('noPreview')}
    </Text>
  );
}
