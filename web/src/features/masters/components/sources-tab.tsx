import { Alert, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { assetSlots, isSlateComplete, type Master } from '@masterport/contract';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FileName } from '#components/file-name.tsx';
import { FormAlert } from '#components/form-alert.tsx';
import { useMasterUploads } from '../hooks/use-master-uploads.ts';
import { usePreUploadChecks } from '../hooks/use-preupload-checks.ts';
import { useSourcesList } from '../api/get-sources-list.ts';
import { formatBytes, formatDate } from '../model/outputs.ts';
import { assetState } from '../model/upload-state.ts';
import { routeDroppedFiles } from '../model/drop-routing.ts';
import { isActive } from '../model/status.ts';
import { DropZone } from './drop-zone.tsx';
import { StatusBadge } from './status-badge.tsx';

/**
 * Sources: the upload tab (one drop zone per asset the master needs, seed 001 §3) and what was
 * uploaded (`get-sources-list`). Completing the last required asset starts processing on the
 * server; this page only follows it.
 */
export function SourcesTab({ master, canUpload }: { master: Master; canUpload: boolean }) {
  const { t, i18n } = useTranslation('masters');
  const sources = useSourcesList(master.id);
  const uploads = useMasterUploads(master.id);
  const prechecks = usePreUploadChecks();
  // A draft saved with only some fields takes no file yet: its type decides which files it needs.
  if (!isSlateComplete(master)) {
    return (
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="lg">
        <Title order={2} fz="lg" mb="md">
          {t('upload.title')}
        </Title>
        <Alert variant="light" color="gray" icon={<IconInfoCircle aria-hidden />}>
          {t('details.draftNote')}
        </Alert>
      </Paper>
    );
  }
  const slots = assetSlots(master);
  const byAsset = new Map((sources.data?.sources_list ?? []).map((source) => [source.asset, source]));
  // A run never blocks uploads: a file sent during one is kept for the next run (the API queues it).
  const blocked = !canUpload ? 'permission' : master.locked ? 'locked' : master.archived ? 'archived' : null;

  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="lg">
        <Group justify="space-between" align="flex-start" gap="sm" mb="md">
          <div>
            <Title order={2} fz="lg">
              {t('upload.title')}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {t('upload.limits')}
            </Text>
          </div>
        </Group>
        {blocked && (
          <Alert
            variant="light"
            color="gray"
            icon={blocked === 'locked' ? <IconLock aria-hidden /> : <IconInfoCircle aria-hidden />}
            mb="md"
          >
            {t(`upload.blocked.${blocked}`)}
          </Alert>
        )}
        {!blocked && isActive(master) && (
          <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />} mb="md">
            {t('upload.running')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
          {slots.map((slot) => (
            <DropZone
              key={slot.asset}
              slot={slot}
              state={assetState(uploads.uploads[slot.asset], byAsset.get(slot.asset))}
              precheck={prechecks.checks[slot.asset]}
              disabled={!!blocked}
              onFiles={(files) => {
                // Every file goes to its zone, or is refused with a reason; none is dropped silently.
                // A file taken starts uploading at once; its headers are read beside it (never holding it back).
                const refusals = routeDroppedFiles(files, slot, slots).map((route) => {
                  if (!route.slot) return route.issue ?? null;
                  const refusal = uploads.add(route.slot, route.file);
                  if (refusal === null) prechecks.check(master, route.slot, route.file);
                  return refusal;
                });
                return refusals.find((refusal) => refusal !== null) ?? null;
              }}
              onCancel={() => {
                uploads.cancel(slot.asset);
                prechecks.forget(slot.asset);
              }}
              onRetry={() => uploads.retry(slot.asset)}
            />
          ))}
        </SimpleGrid>
      </Paper>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="lg">
        <Title order={2} fz="lg" mb="md">
          {t('sources.title')}
        </Title>
        <FormAlert error={sources.error} />
        {sources.data && sources.data.sources_list.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('sources.none')}
          </Text>
        )}
        {sources.data && sources.data.sources_list.length > 0 && (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('sources.asset')}</Table.Th>
                  <Table.Th>{t('sources.file')}</Table.Th>
                  <Table.Th ta="right">{t('sources.size')}</Table.Th>
                  <Table.Th ta="right">{t('sources.uploadedOn')}</Table.Th>
                  <Table.Th>{t('sources.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sources.data.sources_list.map((source) => (
                  <Table.Tr key={source.asset}>
                    <Table.Td fz="sm" fw={500}>
                      {t(`assets.${source.asset as 'video'}`, { defaultValue: source.asset })}
                    </Table.Td>
                    <Table.Td fz="sm">
                      <FileName name={source.filename} />
                    </Table.Td>
                    <Table.Td fz="sm" ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatBytes(source.size, i18n.language)}
                    </Table.Td>
                    <Table.Td fz="sm" ta="right">
                      {formatDate(source.uploaded_on)}
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge
                        size="sm"
                        tone={source.status === 'uploaded' ? 'passed' : 'running'}
                        label={t(`uploadPhase.${source.status}`)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </Stack>
  );
}
