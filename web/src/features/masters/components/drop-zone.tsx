import { Button, Group, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconFileMusic, IconFileText, IconMovie, IconUpload } from '@tabler/icons-react';
import { useEffect, useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FileName } from '#components/file-name.tsx';
import { issueText } from '#lib/messages.ts';
import type { AssetSlot } from '@masterport/contract';
import type { PreUploadCheck } from '../hooks/use-preupload-checks.ts';
import { ASSET_PHASE_TONE, type AssetState } from '../model/upload-state.ts';
import { PreUploadPanel } from './preupload-panel.tsx';
import { StatusBadge } from './status-badge.tsx';

/** Seconds left before the automatic retry, ticking. */
function useCountdown(until: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [until]);
  return until ? Math.max(0, Math.ceil((until - now) / 1000)) : 0;
}

/**
 * One asset's drop zone: drop a file or choose one (the input stays in the keyboard order), then
 * its upload's percentage, and what to do when it stops.
 */
export function DropZone({
  slot,
  state,
  precheck,
  disabled,
  onFiles,
  onCancel,
  onRetry,
}: {
  slot: AssetSlot;
  state: AssetState;
  /** What quality control will say of the file dropped here, from its headers (none before a drop). */
  precheck?: PreUploadCheck;
  disabled: boolean;
  /** The files chosen or dropped here; answers why a file was refused, if one was. */
  onFiles: (files: File[]) => string | null;
  onCancel: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation('masters');
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const seconds = useCountdown(state.phase === 'retrying' ? state.retryAt : undefined);
  const busy = state.phase === 'uploading' || state.phase === 'retrying';
  const Icon = slot.kind === 'captions' ? IconFileText : slot.asset === 'video' ? IconMovie : IconFileMusic;
  const assetName = t(`assets.${slot.asset}`);

  const take = (files: File[]) => {
    if (files.length === 0 || disabled) return;
    setRefused(onFiles(files));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take([...event.dataTransfer.files]);
  };

  const errorMessage = state.error ? issueText(state.error) : undefined;
  const statusLabel =
    state.phase === 'uploading' || state.phase === 'retrying'
      ? `${t(`uploadPhase.${state.phase}`)} · ${state.percentage} %`
      : t(`uploadPhase.${state.phase}`);

  return (
    <div
      className="mp-drop-zone"
      data-dragging={dragging || undefined}
      data-disabled={disabled || undefined}
      data-phase={state.phase}
      data-asset={slot.asset}
      data-percentage={state.percentage}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Group gap={10} wrap="nowrap" miw={0}>
            <Icon size={22} stroke={1.6} aria-hidden color="var(--mantine-color-brand-8)" style={{ flexShrink: 0 }} />
            <div style={{ minWidth: 0 }}>
              <Text fw={600} size="sm">
                {assetName}
              </Text>
              <Text size="xs" c="dimmed">
                {slot.required ? t('upload.required') : t('upload.optional')} · {slot.accept.replaceAll(',', ' ')}
              </Text>
              {slot.kind === 'captions' && (
                <Text size="xs" c="dimmed">
                  {t('slate.captionsHint')}
                </Text>
              )}
            </div>
          </Group>
          <StatusBadge size="sm" tone={ASSET_PHASE_TONE[state.phase]} label={statusLabel} />
        </Group>

        {state.filename && (
          <Text size="sm">
            <FileName name={state.filename} />
          </Text>
        )}
        {precheck && <PreUploadPanel check={precheck} />}
        {(busy || (state.phase !== 'missing' && state.phase !== 'uploaded' && state.percentage > 0)) && (
          <Progress
            value={state.percentage}
            size="sm"
            radius="xl"
            color={
              state.phase === 'retrying' || state.phase === 'interrupted'
                ? 'orange'
                : state.phase === 'failed'
                  ? 'red'
                  : 'blue'
            }
            aria-label={t('upload.progress', { asset: assetName, percentage: state.percentage })}
          />
        )}
        {state.phase === 'retrying' && (
          <Text size="sm" c="#a63c06" role="status">
            {t('upload.retryIn', { seconds })}
          </Text>
        )}
        {state.phase === 'failed' && errorMessage && (
          <Text size="sm" c="#c92a2a" role="alert">
            {errorMessage}
          </Text>
        )}
        {state.phase === 'interrupted' && (
          <Text size="sm" c="#a63c06">
            {t('upload.interrupted')}
          </Text>
        )}
        {refused && (
          <Text size="sm" c="#c92a2a" role="alert">
            {refused === 'file_type'
              ? t('upload.wrongType', { types: slot.accept.replaceAll(',', ' ') })
              : issueText(refused)}
          </Text>
        )}

        <Group gap="xs" mt="auto">
          {!busy && (
            <label htmlFor={inputId} className="mp-drop-target" data-disabled={disabled || undefined}>
              <IconUpload size={16} aria-hidden />
              <span>
                {state.phase === 'missing'
                  ? t('upload.choose')
                  : state.phase === 'interrupted'
                    ? t('upload.chooseAgain')
                    : t('upload.replace')}
              </span>
              <Text span size="xs" c="dimmed" visibleFrom="sm">
                {t('upload.orDrop')}
              </Text>
            </label>
          )}
          {busy && (
            <Button size="xs" variant="subtle" color="gray" onClick={onCancel}>
              {t('upload.cancel')}
            </Button>
          )}
          {(state.phase === 'failed' || state.phase === 'retrying') && (
            <Button size="xs" variant="default" onClick={onRetry}>
              {t('upload.retryNow')}
            </Button>
          )}
        </Group>
        <VisuallyHidden>
          <input
            id={inputId}
            type="file"
            accept={slot.accept}
            disabled={disabled || busy}
            aria-label={t('upload.inputLabel', { asset: assetName })}
            onChange={(event) => {
              take([...(event.currentTarget.files ?? [])]);
              event.currentTarget.value = '';
            }}
          />
        </VisuallyHidden>
      </Stack>
    </div>
  );
}
