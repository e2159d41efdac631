import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { BASE_MASTER_TYPES, type CaptionTimelineMismatch, type DeliveryContent } from '@masterport/contract';
import { stationFilesRouteTable } from '@masterport/contract/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptionTimelineWarnings } from '#components/caption-timeline-warnings.tsx';
import { QueryView } from '#components/query-view.tsx';
import { SectionCard } from '#components/section-card.tsx';
import { mayCall, useSession } from '#lib/session.ts';
import { saveDeliveryContent } from '../api/save-delivery-content.ts';
import { useDeliveryContent } from '../api/get-delivery-content.ts';
import { DefaultsBadge } from './defaults-badge.tsx';
import { useSave } from './use-save.ts';

/** The editor, once the tab is read: one list of outputs per kind of master, each needing one file at least. */
function DeliveryContentForm({
  saved,
  available,
  isDefault,
  captionTimeline,
}: {
  saved: DeliveryContent;
  available: Record<string, string[]>;
  isDefault: boolean;
  captionTimeline: readonly CaptionTimelineMismatch[];
}) {
  const { t } = useTranslation(['stationFiles', 'masters', 'errors']);
  const [content, setContent] = useState<DeliveryContent>(saved);
  // Reading the tab needs profile_delivery_content; saving it, delivery_content too.
  const canSave = mayCall(useSession(), stationFilesRouteTable.saveDeliveryContent);
  const { saving, run } = useSave(saveDeliveryContent);
  const empty = BASE_MASTER_TYPES.some((type) => content[type].length === 0);
  return (
    <Stack gap="lg">
      {/* What is saved pairs a caption file with an MXF on another timeline: said above the lists. */}
      <CaptionTimelineWarnings mismatches={captionTimeline} hint="settingsHint" />
      {BASE_MASTER_TYPES.map((type) => (
        <SectionCard
          key={type}
          title={t(`content.types.${type}.title`)}
          description={t(`content.types.${type}.help`)}
          action={
            <Group gap="xs">
              <DefaultsBadge shown={isDefault} />
              <Text size="sm" c="dimmed">
                {t('content.selected', { count: content[type].length })}
              </Text>
            </Group>
          }
        >
          <Checkbox.Group
            value={content[type]}
            onChange={(keys) =>
              setContent({ ...content, [type]: (available[type] ?? []).filter((key) => keys.includes(key)) })
            }
            aria-label={t(`content.types.${type}.title`)}
            error={content[type].length === 0 ? t('errors:delivery_content_empty') : undefined}
          >
            <Stack gap={10}>
              {(available[type] ?? []).map((key) => (
                <Checkbox
                  key={key}
                  value={key}
                  label={
                    <Text span ff="monospace" size="sm" fw={600}>
                      {key}
                    </Text>
                  }
                  description={t(`masters:outputs.describe.${key}` as 'masters:outputs.describe.SOURCE')}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        </SectionCard>
      ))}
      <Text size="sm" c="dimmed">
        {t('content.companions')}
      </Text>
      {canSave && (
        <Group justify="flex-end">
          <Button onClick={() => void run(content)} loading={saving} disabled={empty}>
            {t('save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** Settings › Delivery content: per kind of master, the files this broadcaster's stations receive. */
export function DeliveryContentScreen() {
  return (
    <QueryView query={useDeliveryContent()}>
      {(data) => (
        <DeliveryContentForm
          saved={data.delivery_content}
          available={data.available}
          isDefault={data.is_default}
          captionTimeline={data.caption_timeline}
        />
      )}
    </QueryView>
  );
}
