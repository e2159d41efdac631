import { Alert, List, Stack, Text } from '@mantine/core';
import type { CaptionTimelineMismatch } from '@masterport/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';

/**
 * Caption files a delivery content sends with an MXF whose program starts on another timeline (issue
 * 32, docs/station-specs.md "Caption key and MXF timeline"): a warning in Settings › Delivery content
 * once saved, and in the wizard's review per station. Never a refusal: the content is the
 * broadcaster's choice. `hint` says what to do where it is shown.
 */
export function CaptionTimelineWarnings({
  mismatches,
  hint,
}: {
  mismatches: readonly CaptionTimelineMismatch[];
  hint: 'settingsHint' | 'reviewHint';
}) {
  const { t } = useTranslation('stationSpecs');
  if (mismatches.length === 0) return null;
  const mono = <Text span inherit ff="monospace" />;
  return (
    <Alert
      color="orange"
      variant="light"
      p="xs"
      icon={<IconAlertTriangle size={16} aria-hidden />}
      title={t('captionTimeline.title')}
      data-testid="caption-timeline"
    >
      <Stack gap={4}>
        <List size="sm" spacing={2}>
          {mismatches.map((mismatch) => (
            <List.Item key={`${mismatch.caption_key}-${mismatch.mxf_key}`} style={{ overflowWrap: 'anywhere' }}>
              <Trans
                t={t}
                i18nKey="captionTimeline.line"
                values={{
                  caption: mismatch.caption_key,
                  captionStart: mismatch.caption_start,
                  mxf: mismatch.mxf_key,
                  mxfStart: mismatch.mxf_start,
                }}
                components={{ key: mono, tc: mono }}
              />
            </List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          {t(`captionTimeline.${hint}`)}
        </Text>
      </Stack>
    </Alert>
  );
}
