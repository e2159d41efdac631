import {
  Alert,
  Anchor,
  Button,
  Code,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Timeline,
} from '@mantine/core';
import { IconArrowLeft, IconCheck, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { RECEIVED_SPOT_NOTE_MAX, type ReceivedSpot } from '@masterport/contract';
import { receivedSpotRouteTable } from '@masterport/contract/routes';
import { DeliveredSpotPlayer } from '#components/delivered-spot-player.tsx';
import { DeliveredSlateTable } from '#components/delivered-slate-table.tsx';
import { FormAlert } from '#components/form-alert.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { QueryView } from '#components/query-view.tsx';
import { SectionCard } from '#components/section-card.tsx';
import { paths } from '#config/paths.ts';
import { formatBytes, formatDate } from '#lib/format.ts';
import { mayCall, useSession } from '#lib/session.ts';
import { acknowledgeReceivedSpot } from '../api/acknowledge.ts';
import { useReceivedSpot } from '../api/get-details.ts';
import { receivedFileUrl } from '../api/get-download-url.ts';
import { ReceivedStateBadge } from './received-state-badge.tsx';

/** /app/received/:id: one received spot: preview, slate, files as delivered, traffic instructions, history, acknowledge. */
export function ReceivedSpotPage() {
  const { id = '' } = useParams();
  const query = useReceivedSpot(id);
  return <QueryView query={query}>{({ received_spot: spot }) => <SpotView spot={spot} />}</QueryView>;
}

function SpotView({ spot }: { spot: ReceivedSpot }) {
  const { t } = useTranslation('received');
  return (
    <>
      <Anchor component={Link} to={paths.app.received.getHref()} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('back')}
        </Group>
      </Anchor>
      <PageHeader
        title={spot.title}
        description={t('from', {
          sender: spot.sender_name,
          ref: spot.ref_number,
          date: formatDate(spot.received_on),
          station: spot.call_letters,
        })}
        action={<ReceivedStateBadge state={spot.state} />}
      />
      <Stack gap="lg">
        {spot.replaced_by && (
          <Alert color="orange" title={t('replacedAlert')}>
            <Anchor component={Link} to={paths.app.receivedSpot.getHref(spot.replaced_by)}>
              {t('openReplacement')}
            </Anchor>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Preview spot={spot} />
          <Slate spot={spot} />
        </SimpleGrid>
        <Files spot={spot} />
        <SectionCard title={t('traffic.title')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} c={spot.traffic_instructions ? undefined : 'dimmed'}>
            {spot.traffic_instructions || t('traffic.none')}
          </Text>
        </SectionCard>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Acknowledge spot={spot} />
          <History spot={spot} />
        </SimpleGrid>
      </Stack>
    </>
  );
}

function Preview({ spot }: { spot: ReceivedSpot }) {
  return (
    <Paper
      withBorder
      radius="lg"
      // An audio player gets the card's padding; a video fills the card. Its own height, not the
      // slate's beside it: an audio player is one line.
      p={spot.preview?.kind === 'video' ? 0 : 'md'}
      style={{ overflow: 'hidden', alignSelf: 'start' }}
      bg={spot.preview?.kind === 'video' ? 'black' : undefined}
    >
      <DeliveredSpotPlayer spot={spot} maxHeight="60vh" />
    </Paper>
  );
}

function Slate({ spot }: { spot: ReceivedSpot }) {
  const { t } = useTranslation('received');
  return (
    <SectionCard title={t('slate.title')}>
      <DeliveredSlateTable slate={spot} />
    </SectionCard>
  );
}

function Files({ spot }: { spot: ReceivedSpot }) {
  const { t, i18n } = useTranslation('received');
  const [error, setError] = useState<unknown>(null);
  const download = async (fileId: string) => {
    setError(null);
    try {
      window.location.assign(await receivedFileUrl(spot.id, fileId));
    } catch (failure) {
      setError(failure);
    }
  };
  return (
    <SectionCard title={t('files.title')}>
      <FormAlert error={error} />
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('files.name')}</Table.Th>
              <Table.Th ta="right" visibleFrom="sm">
                {t('files.size')}
              </Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {spot.files.map((file) => (
              <Table.Tr key={file.file_id}>
                <Table.Td>
                  <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
                    {file.name}
                  </Text>
                  {/* On a phone the size goes under the name: the name needs the width. */}
                  <Text size="xs" c="dimmed" hiddenFrom="sm">
                    {formatBytes(file.size, i18n.language)}
                  </Text>
                  {file.kind === 'document' && (
                    <Text size="xs" c="dimmed">
                      {t('files.document')}
                    </Text>
                  )}
                  {file.sha256 && (
                    <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                      {t('files.sha256')} <Code fz="xs">{file.sha256}</Code>
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} visibleFrom="sm">
                  {formatBytes(file.size, i18n.language)}
                </Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconDownload size={14} aria-hidden />}
                    aria-label={t('files.downloadFile', { name: file.name })}
                    onClick={() => void download(file.file_id)}
                  >
                    {t('files.download')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionCard>
  );
}

function Acknowledge({ spot }: { spot: ReceivedSpot }) {
  const { t } = useTranslation('received');
  const allowed = mayCall(useSession(), receivedSpotRouteTable.acknowledge);
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const submit = async () => {
    setSaving(true);
    setError(null);
    try {
      await acknowledgeReceivedSpot(spot.id, note);
      setNote('');
    } catch (failure) {
      setError(failure);
    } finally {
      setSaving(false);
    }
  };
  return (
    <SectionCard title={t('acknowledge.title')} description={t('acknowledge.description')}>
      <Stack gap="sm">
        {spot.acknowledged && (
          <Alert color="green" icon={<IconCheck size={16} aria-hidden />}>
            <Text size="sm">
              {t('acknowledge.done', { name: spot.acknowledged.by_name, date: formatDate(spot.acknowledged.on) })}
            </Text>
            {spot.acknowledged.note && (
              <Text size="sm" c="dimmed">
                {spot.acknowledged.note}
              </Text>
            )}
          </Alert>
        )}
        {allowed && (
          <>
            <Textarea
              label={t('acknowledge.note')}
              placeholder={t('acknowledge.notePlaceholder')}
              value={note}
              maxLength={RECEIVED_SPOT_NOTE_MAX}
              autosize
              minRows={2}
              onChange={(event) => setNote(event.currentTarget.value)}
            />
            <FormAlert error={error} />
            <Group>
              <Button onClick={() => void submit()} loading={saving} leftSection={<IconCheck size={16} aria-hidden />}>
                {spot.acknowledged ? t('acknowledge.again') : t('acknowledge.submit')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </SectionCard>
  );
}

function History({ spot }: { spot: ReceivedSpot }) {
  const { t, i18n } = useTranslation('received');
  return (
    <SectionCard title={t('history.title')}>
      <Timeline active={spot.history.length - 1} bulletSize={14} lineWidth={2}>
        {spot.history.map((entry, index) => (
          <Timeline.Item key={index} title={t(`history.${entry.event}`, { name: entry.by_name, detail: entry.detail })}>
            <Text size="xs" c="dimmed">
              {formatDate(entry.on)}
              {entry.bytes !== undefined && ` · ${formatBytes(entry.bytes, i18n.language)}`}
            </Text>
            {entry.event === 'acknowledged' && entry.detail && <Text size="sm">{entry.detail}</Text>}
          </Timeline.Item>
        ))}
      </Timeline>
    </SectionCard>
  );
}
