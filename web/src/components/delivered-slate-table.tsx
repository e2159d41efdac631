import { useTranslation } from 'react-i18next';
import { PlainTable } from '#components/plain-table.tsx';
import { formatDecimal } from '#lib/format-number.ts';

/** What a station reads of a delivered spot's slate: the XML slate's facts and the loudness measured on the files sent. */
export type DeliveredSlate = {
  advertiser: string;
  agency: string;
  product: string;
  unique_id: string;
  house_code: string | null;
  duration: number;
  language: string;
  ratio: string | null;
  audio_type: string | null;
  loudness: number | null;
  true_peak: number | null;
};

/**
 * A delivered spot's slate as a station reads it, in the inbox's words (the `received` namespace):
 * the same rows on the inbox's spot page and on the web-link page (`/d`), so a station reads one spot
 * the same way wherever it opens it.
 */
export function DeliveredSlateTable({ slate }: { slate: DeliveredSlate }) {
  const { t, i18n } = useTranslation('received');
  const rows: [string, string][] = [
    [t('slate.advertiser'), slate.advertiser],
    [t('slate.agency'), slate.agency],
    [t('slate.product'), slate.product],
    [t('slate.uniqueId'), slate.unique_id],
    [t('slate.houseCode'), slate.house_code ?? '—'],
    [t('slate.duration'), t('slate.durationValue', { seconds: slate.duration })],
    [t('slate.language'), slate.language.toUpperCase()],
    [t('slate.ratio'), slate.ratio ?? '—'],
    [t('slate.audio'), slate.audio_type ?? '—'],
    [
      t('slate.loudness'),
      slate.loudness === null
        ? t('slate.notMeasured')
        : t('slate.loudnessValue', {
            lkfs: formatDecimal(slate.loudness, i18n.language),
            peak: slate.true_peak === null ? '—' : formatDecimal(slate.true_peak, i18n.language),
          }),
    ],
  ];
  return (
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
  );
}
