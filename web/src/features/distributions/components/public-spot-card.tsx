import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { PlainTable } from '#components/plain-table.tsx';
import type { publicDistributionRouteTable } from '@masterport/contract/routes';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '#lib/format-number.ts';
import type { RouteResponse } from '#lib/api-client.ts';
import { videoAspectRatio } from '#lib/video-box.ts';

type PublicMaster = RouteResponse<typeof publicDistributionRouteTable.getDetails>['distribution']['masters'][number];

/**
 * One spot on a station's web-link page (`/d`): its viewing copy with captions, and the slate as the
 * XML slate states it with the loudness measured on the files delivered. The words are the inbox's
 * (the `received` namespace): the station reads the same spot the same way wherever it opens it.
 */
export function PublicSpotCard({ master }: { master: PublicMaster }) {
  const { t, i18n } = useTranslation('received');
  const rows: [string, string][] = [
    [t('slate.advertiser'), master.advertiser],
    [t('slate.agency'), master.agency],
    [t('slate.product'), master.product],
    [t('slate.uniqueId'), master.unique_id],
    [t('slate.houseCode'), master.house_code ?? '—'],
    [t('slate.duration'), t('slate.durationValue', { seconds: master.duration })],
    [t('slate.language'), master.language.toUpperCase()],
    [t('slate.ratio'), master.ratio ?? '—'],
    [t('slate.audio'), master.audio_type ?? '—'],
    [
      t('slate.loudness'),
      master.loudness === null
        ? t('slate.notMeasured')
        : t('slate.loudnessValue', {
            lkfs: formatDecimal(master.loudness, i18n.language),
            peak: master.true_peak === null ? '—' : formatDecimal(master.true_peak, i18n.language),
          }),
    ],
  ];
  const { preview } = master;
  return (
    <Paper withBorder radius="lg" p="md">
      <Title order={2} fz="lg" mb="sm">
        {master.title}
      </Title>
      {/* A phone stacks the player above the slate; a wide screen sets them side by side. */}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <div>
          {preview?.kind === 'video' && (
            <video
              controls
              playsInline
              preload="metadata"
              crossOrigin="anonymous"
              poster={master.thumbnail_url ?? undefined}
              style={{
                width: '100%',
                display: 'block',
                borderRadius: 8,
                background: 'black',
                maxHeight: '50vh',
                aspectRatio: videoAspectRatio(master.ratio),
              }}
              src={preview.url}
            >
              {preview.captions_url && (
                <track
                  kind="captions"
                  src={preview.captions_url}
                  srcLang={master.language}
                  label={t('captions')}
                  default
                />
              )}
            </video>
          )}
          {preview?.kind === 'audio' && (
            <audio controls preload="metadata" src={preview.url} style={{ width: '100%' }} aria-label={master.title} />
          )}
          {!preview && (
            <Text c="dimmed" size="sm" ta="center" py="lg">
              {t('noPreview')}
            </Text>
          )}
        </div>
        <PlainTable variant="vertical" rowBorders={false} spacing={4} aria-label={t('slate.title')}>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th style={{ width: '45%', fontWeight: 500, color: 'var(--mantine-color-dimmed)' }}>{label}</th>
                <td style={{ wordBreak: 'break-word' }}>{value}</td>
              </tr>
            ))}
          </tbody>
        </PlainTable>
      </SimpleGrid>
    </Paper>
  );
}
