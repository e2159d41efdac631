import { Badge, Loader } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconClock, type Icon } from '@tabler/icons-react';
import type { Master } from '@masterport/contract';
import { useTranslation } from 'react-i18next';
import {
  MASTER_STATE_TONE,
  masterState,
  QC_ITEM_TONE,
  QC_STATUS_TONE,
  type QcItemStatus,
  type QcStatus,
  type Tone,
} from '../model/status.ts';

/**
 * Text and background per tone, darker than Mantine's light variant so the word passes AA (4.5:1)
 * at badge size; the hue stays the tone's colour (UI.md).
 */
const TONE_STYLE: Record<Tone, { color: string; background: string; border: string; icon: Icon | null }> = {
  waiting: {
    color: '#495057',
    background: 'var(--mantine-color-gray-1)',
    border: 'var(--mantine-color-gray-3)',
    icon: IconClock,
  },
  running: {
    color: '#1864ab',
    background: 'var(--mantine-color-blue-0)',
    border: 'var(--mantine-color-blue-2)',
    icon: null,
  },
  passed: {
    color: '#237032',
    background: 'var(--mantine-color-green-0)',
    border: 'var(--mantine-color-green-2)',
    icon: IconCircleCheck,
  },
  warning: {
    color: '#a63c06',
    background: 'var(--mantine-color-orange-0)',
    border: 'var(--mantine-color-orange-2)',
    icon: IconAlertTriangle,
  },
  rejected: {
    color: '#c92a2a',
    background: 'var(--mantine-color-red-0)',
    border: 'var(--mantine-color-red-2)',
    icon: IconCircleX,
  },
};

/** One badge for every status of the masters screens: a word, its colour and its icon. */
export function StatusBadge({ tone, label, size = 'md' }: { tone: Tone; label: string; size?: 'sm' | 'md' | 'lg' }) {
  const style = TONE_STYLE[tone];
  const ToneIcon = style.icon;
  const iconSize = size === 'sm' ? 12 : 14;
  return (
    <Badge
      size={size}
      radius="sm"
      variant="outline"
      tt="none"
      fw={600}
      data-tone={tone}
      styles={{
        root: {
          color: style.color,
          background: style.background,
          borderColor: style.border,
          flexShrink: 0,
          maxWidth: 'none',
          overflow: 'visible',
        },
        label: { overflow: 'visible' },
      }}
      leftSection={
        ToneIcon ? (
          <ToneIcon size={iconSize} stroke={2} aria-hidden />
        ) : (
          <Loader size={iconSize - 2} color={style.color} type="oval" aria-hidden />
        )
      }
    >
      {label}
    </Badge>
  );
}

/** The master's state; while its files are in cold storage (or moving), that says more. */
export function MasterStatusBadge({
  master,
  size,
}: {
  master: Pick<Master, 'status' | 'qc_status' | 'is_running' | 'is_draft' | 'processing_error'> &
    Partial<Pick<Master, 'archive_status'>>;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation(['masters', 'sharedMaster']);
  if (master.archive_status)
    return (
      <StatusBadge
        tone={master.archive_status === 'archived' ? 'waiting' : 'running'}
        label={t(`sharedMaster:archiveStatus.${master.archive_status}`)}
        size={size}
      />
    );
  const state = masterState(master);
  return <StatusBadge tone={MASTER_STATE_TONE[state]} label={t(`state.${state}`)} size={size} />;
}

export function QcStatusBadge({ status, size }: { status: QcStatus; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation('masters');
  return <StatusBadge tone={QC_STATUS_TONE[status]} label={t(`qcStatus.${status}`)} size={size} />;
}

/** A QC item's result; a warning of caption advice (`isCaptionAdvice`) reads "Advice": it does not count. */
export function QcItemBadge({
  status,
  advice = false,
  size = 'sm',
}: {
  status: QcItemStatus;
  advice?: boolean;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation('masters');
  const label = advice && status === 'warning' ? t('qcItem.advice') : t(`qcItem.${status}`);
  return <StatusBadge tone={QC_ITEM_TONE[status]} label={label} size={size} />;
}
