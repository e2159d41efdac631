import { Anchor, Button, Group, Menu, Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { manageDistributionKeys, type Destination } from '@masterport/contract';
import { useMediaQuery } from '@mantine/hooks';
import { IconCertificate, IconDots, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { FormAlert } from '#components/form-alert.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { QueryView } from '#components/query-view.tsx';
import { RequirePermission } from '#components/restricted.tsx';
import { paths } from '#config/paths.ts';
import { formatBytes, formatDate } from '#lib/format.ts';
import { notify } from '#lib/notify.ts';
import { hasPermission, useSession } from '#lib/session.ts';
import { deleteDestination } from '../api/destination-delete.ts';
import { redistributeDestination } from '../api/destination-redistribute.ts';
import { selfRedistributeDestination } from '../api/destination-self-redistribute.ts';
import { confirmationUrl } from '../api/download-confirmation.ts';
import { reportUrl } from '../api/download-pdf.ts';
import { useDistributionDetails } from '../api/get-details.ts';
import { DistributionTypeBadge } from '#components/distribution-type-badge.tsx';
import { DestinationStateBadge } from './destination-state.tsx';
import { StationReceipts } from './station-receipts.tsx';
import { MarkDeliveredModal } from './mark-delivered-modal.tsx';

/** The destination actions that call at once (named as the contract's routes, as their messages are); marking as delivered asks first. */
const DESTINATION_CALLS = {
  destinationRedistribute: redistributeDestination,
  destinationSelfRedistribute: selfRedistributeDestination,
  destinationDelete: deleteDestination,
} as const;
type DestinationAction = keyof typeof DESTINATION_CALLS;

const time = (iso: string | null) => (iso ? `${formatDate(iso)} ${new Date(iso).toTimeString().slice(0, 5)}` : '—');

/** Said plainly where a delivered file was proven by its size only (a server with no checksum, a file too large to read back). */
function SizeOnly({ destination }: { destination: Destination }) {
  const { t } = useTranslation('distributions');
  if (destination.state !== 'delivered' || !destination.files.some((file) => file.verified_by === 'size')) return null;
  return (
    <Text size="xs" c="orange.8" mt={4} maw={260}>
      {t('details.sizeOnly')}
    </Text>
  );
}

/** /app/distributions/details/ref-number/{ref}: each destination's progress, state, reason and actions, and the report. */
export function DistributionPage() {
  const { ref = '' } = useParams();
  const { t, i18n } = useTranslation(['distributions', 'destinationProblems']);
  const query = useDistributionDetails(ref, i18n.language === 'fr' ? 'fr' : 'en');
  const [error, setError] = useState<unknown>(null);
  const [toMark, setToMark] = useState<Destination | null>(null);
  const distribution = query.data?.distribution;
  // On a phone each station is a card: its state and actions stay in view.
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const session = useSession();
  // Without the keys, the actions would only be refused: they are not offered.
  const canManage =
    distribution !== undefined &&
    manageDistributionKeys(distribution.master_types).every((key) => hasPermission(session, key));

  const act = async (action: DestinationAction | 'destinationMarkDelivered', destination: Destination) => {
    setError(null);
    // Vouching for a delivery asks first, with a reason: the modal sends it.
    if (action === 'destinationMarkDelivered') {
      setToMark(destination);
      return;
    }
    try {
      await DESTINATION_CALLS[action](distribution!.id, destination.call_letters);
      notify.success(t(`actions.done.${action}`, { station: destination.call_letters }));
    } catch (caught) {
      setError(caught);
    }
  };

  return (
    <>
      <PageHeader
        title={t('details.title', { ref })}
        description={
          distribution
            ? [distribution.agency, distribution.advertiser, distribution.docket_number].filter(Boolean).join(' · ')
            : undefined
        }
        action={
          distribution && distribution.distribution_type !== 'draft' ? (
            <Group gap="xs">
              {/* Every destination delivered: the sender's Delivery Confirmation Report (with the acknowledgements once all are in). */}
              {distribution.destinations.length > 0 &&
              distribution.destinations.every((destination) => destination.state === 'delivered') ? (
                <Button
                  component="a"
                  href={confirmationUrl(distribution.id)}
                  leftSection={<IconCertificate size={16} aria-hidden />}
                >
                  {t('details.confirmation')}
                </Button>
              ) : null}
              <Button
                component="a"
                href={reportUrl(distribution.id)}
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
              >
                {t('details.report')}
              </Button>
            </Group>
          ) : undefined
        }
      />
      <RequirePermission keys={['view_distributions']}>
        <QueryView query={query}>
          {({ distribution }) => (
            <Stack gap="lg">
              <Paper withBorder p="md">
                <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="md">
                  <div data-distribution-state={distribution.distribution_type}>
                    <Text size="xs" c="dimmed">
                      {t('details.state')}
                    </Text>
                    <DistributionTypeBadge type={distribution.distribution_type} />
                  </div>
                  <div>
                    <Text size="xs" c="dimmed">
                      {t('details.sendAt')}
                    </Text>
                    <Text size="sm">{time(distribution.distribution_date)}</Text>
                  </div>
                  <div>
                    <Text size="xs" c="dimmed">
                      {t('details.delivered')}
                    </Text>
                    <Text size="sm" c={distribution.nb_errors > 0 ? 'red' : undefined}>
                      {t('deliveredOf', { delivered: distribution.nb_delivered, total: distribution.nb_destinations })}
                      {distribution.nb_errors > 0 ? ` · ${t('errorsCount', { count: distribution.nb_errors })}` : ''}
                    </Text>
                  </div>
                  <div>
                    <Text size="xs" c="dimmed">
                      {t('details.sentBy')}
                    </Text>
                    <Text size="sm">{distribution.created_by_name}</Text>
                  </div>
                </SimpleGrid>
                {distribution.notes && (
                  <Text size="sm" mt="md" style={{ whiteSpace: 'pre-wrap' }}>
                    {distribution.notes}
                  </Text>
                )}
              </Paper>
              <div>
                <Title order={2} size="h4" mb="xs">
                  {t('details.content')}
                </Title>
                <Stack gap={4}>
                  {distribution.masters.map((master) => (
                    <Anchor key={master.id} component={Link} to={paths.app.master.getHref(master.id)} size="sm">
                      {master.title} · {master.unique_id}
                    </Anchor>
                  ))}
                  {distribution.documents.map((document) => (
                    <Anchor key={document.id} component={Link} to={paths.app.document.getHref(document.id)} size="sm">
                      {document.title}
                    </Anchor>
                  ))}
                </Stack>
              </div>
              <FormAlert error={error} />
              {phone && (
                <Stack gap="sm" aria-label={t('details.destinations')}>
                  {distribution.destinations.map((destination) => (
                    <Paper key={destination.call_letters} withBorder p="md" data-station={destination.call_letters}>
                      <Group justify="space-between" align="flex-start" wrap="nowrap">
                        <div>
                          <Text fw={600} size="sm">
                            {destination.call_letters}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {destination.market} · {destination.owner_name}
                          </Text>
                          <DestinationMethod destination={destination} />
                        </div>
                        {canManage && <DestinationActions destination={destination} act={act} />}
                      </Group>
                      <Group gap="xs" mt="xs">
                        <DestinationStateBadge state={destination.state} />
                        <Text size="xs" c="dimmed">
                          {time(destination.delivered_on)}
                        </Text>
                      </Group>
                      {destination.problem && (
                        <Text size="xs" c="red" mt={4}>
                          {t(`destinationProblems:${destination.problem}`)}
                        </Text>
                      )}
                      <MarkedBy destination={destination} />
                      <SizeOnly destination={destination} />
                      <StationReceipts destination={destination} masters={distribution.masters} />
                      <Stack gap={0} mt="xs">
                        <DestinationProgress destination={destination} />
                      </Stack>
                    </Paper>
                  ))}
                </Stack>
              )}
              <Paper withBorder display={phone ? 'none' : undefined}>
                <Table.ScrollContainer minWidth={760}>
                  <Table verticalSpacing="sm" aria-label={t('details.destinations')}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('columns.station')}</Table.Th>
                        <Table.Th>{t('columns.method')}</Table.Th>
                        <Table.Th>{t('columns.state')}</Table.Th>
                        <Table.Th style={{ width: 220 }}>{t('columns.progress')}</Table.Th>
                        <Table.Th>{t('columns.deliveredOn')}</Table.Th>
                        <Table.Th aria-label={t('columns.actions')} />
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {distribution.destinations.map((destination) => (
                        <Table.Tr key={destination.call_letters} data-station={destination.call_letters}>
                          <Table.Td>
                            <Text fw={600} size="sm">
                              {destination.call_letters}
                            </Text>
                            <Text size="xs" c="dimmed">
                              {destination.market} · {destination.owner_name}
                            </Text>
                          </Table.Td>
                          <Table.Td>
                            <DestinationMethod destination={destination} />
                          </Table.Td>
                          <Table.Td>
                            <DestinationStateBadge state={destination.state} />
                            {destination.problem && (
                              <Text size="xs" c="red" mt={4} maw={260}>
                                {t(`destinationProblems:${destination.problem}`)}
                              </Text>
                            )}
                            <MarkedBy destination={destination} />
                            <SizeOnly destination={destination} />
                            <StationReceipts destination={destination} masters={distribution.masters} />
                          </Table.Td>
                          <Table.Td>
                            <DestinationProgress destination={destination} />
                          </Table.Td>
                          <Table.Td>
                            <Text size="sm">{time(destination.delivered_on)}</Text>
                          </Table.Td>
                          <Table.Td>{canManage && <DestinationActions destination={destination} act={act} />}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Paper>
            </Stack>
          )}
        </QueryView>
      </RequirePermission>
      {distribution && (
        <MarkDeliveredModal distributionId={distribution.id} destination={toMark} onClose={() => setToMark(null)} />
      )}
    </>
  );
}

type Act = (action: DestinationAction | 'destinationMarkDelivered', destination: Destination) => Promise<void>;

/** Who vouched for a delivery by hand, when, and why: a person's word, not a transfer's. */
function MarkedBy({ destination }: { destination: Destination }) {
  const { t } = useTranslation('distributions');
  if (!destination.marked_by_hand) return null;
  // Marked before names were recorded: the fact alone.
  if (!destination.marked)
    return (
      <Text size="xs" c="dimmed" mt={4}>
        {t('details.byHand')}
      </Text>
    );
  return (
    <Stack gap={0} mt={4} maw={260}>
      <Text size="xs" c="dimmed">
        {t('details.byHandOn', { name: destination.marked.by_name, date: time(destination.marked.on) })}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {t('details.byHandReason', { reason: destination.marked.reason })}
      </Text>
    </Stack>
  );
}

function DestinationActions({ destination, act }: { destination: Destination; act: Act }) {
  const { t } = useTranslation('distributions');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          size="compact-sm"
          aria-label={t('actions.label', { station: destination.call_letters })}
        >
          <IconDots size={16} aria-hidden />
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          disabled={destination.state === 'in_progress'}
          onClick={() => void act('destinationRedistribute', destination)}
        >
          {t('actions.redistribute')}
        </Menu.Item>
        <Menu.Item
          disabled={destination.state === 'in_progress'}
          onClick={() => void act('destinationSelfRedistribute', destination)}
        >
          <Text size="sm">{t('actions.selfRedistribute')}</Text>
          <Text size="xs" c="dimmed" maw={260}>
            {t('actions.selfRedistributeHelp')}
          </Text>
        </Menu.Item>
        <Menu.Item
          disabled={destination.state === 'delivered' || destination.state === 'in_progress'}
          onClick={() => void act('destinationMarkDelivered', destination)}
        >
          {t('actions.markDelivered')}
        </Menu.Item>
        <Menu.Item
          color="red"
          disabled={destination.state === 'in_progress'}
          onClick={() => void act('destinationDelete', destination)}
        >
          {t('actions.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The method this run uses, and whether it goes by link at the sender's request (self-redistribute). */
function DestinationMethod({ destination }: { destination: Destination }) {
  const { t } = useTranslation('distributions');
  return (
    <>
      <Text size="sm">{destination.method ? t(`methods.${destination.method}`) : '—'}</Text>
      {destination.by_link_instead && (
        <Text size="xs" c="dimmed" maw={200}>
          {t('details.byLinkInstead')}
        </Text>
      )}
    </>
  );
}

function DestinationProgress({ destination }: { destination: Destination }) {
  const { t, i18n } = useTranslation('distributions');
  // Nothing is planned yet (waiting for its time or its house codes): no bar of zeros.
  if (destination.files.length === 0)
    return (
      <Text size="xs" c="dimmed">
        {t('details.notStarted')}
      </Text>
    );
  // Files the destination confirmed: after an error, or marked by hand, not every file is there.
  const arrived = destination.files.filter((file) => file.delivered_on).length;
  return (
    <>
      <Progress
        value={destination.percent}
        size="sm"
        aria-label={t('columns.progress')}
        color={
          destination.state === 'error'
            ? 'red'
            : destination.state === 'delivered' && !destination.marked_by_hand
              ? 'green'
              : destination.marked_by_hand
                ? 'gray'
                : 'blue'
        }
      />
      <Text size="xs" c="dimmed" mt={4}>
        {destination.percent}% · {formatBytes(destination.bytes_sent, i18n.language)} /{' '}
        {formatBytes(destination.bytes_total, i18n.language)} ·{' '}
        {arrived < destination.files.length && destination.state !== 'in_progress'
          ? t('filesArrived', { done: arrived, count: destination.files.length })
          : t('filesCount', { count: destination.files.length })}
      </Text>
    </>
  );
}
