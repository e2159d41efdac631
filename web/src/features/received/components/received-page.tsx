import { Anchor, Button, Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  BASE_MASTER_TYPES,
  RECEIVED_SPOT_STATES,
  receivedSpotListBody,
  maxLengthOf,
  type BaseMasterType,
  type ReceivedSpotState,
} from '@masterport/contract';
import { EmptyPanel } from '#components/empty-panel.tsx';
import { FormAlert } from '#components/form-alert.tsx';
import { DateRangeFilter, SearchFilter } from '#components/list-filters.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { paths } from '#config/paths.ts';
import { formatDate } from '#lib/format.ts';
import { useListFilters } from '#lib/use-list-filters.ts';
import { useReceivedSpots } from '../api/get-list.ts';
import { ReceivedStateBadge } from './received-state-badge.tsx';

type Filters = {
  filter_search_query?: string;
  filter_by_start_date?: string;
  filter_by_end_date?: string;
  call_letters?: string;
  state?: ReceivedSpotState;
  master_type?: BaseMasterType;
};

/** /app/received: a station's inbox, every spot delivered to its call letters, newest first, searched and filtered. */
export function ReceivedPage() {
  const { t } = useTranslation('received');
  const { filters, change, search, typeSearch } = useListFilters<Filters>();
  const list = useReceivedSpots({
    search: filters.filter_search_query,
    call_letters: filters.call_letters,
    state: filters.state,
    master_type: filters.master_type,
    from_date: filters.filter_by_start_date,
    to_date: filters.filter_by_end_date,
  });
  const filtered = Object.values(filters).some(Boolean);
  const all = { value: '', label: t('filters.all') };

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Stack gap="lg">
        <Group gap="sm" align="flex-end" role="search" aria-label={t('filters.label')} wrap="wrap">
          <SearchFilter
            label={t('filters.search')}
            placeholder={t('filters.searchPlaceholder')}
            value={search}
            onType={typeSearch}
            maxLength={maxLengthOf(receivedSpotListBody.shape.search)}
          />
          <Select
            size="sm"
            label={t('filters.station')}
            data={[all, ...list.stations.map((letters) => ({ value: letters, label: letters }))]}
            value={filters.call_letters ?? ''}
            onChange={(value) => change({ ...filters, call_letters: value || undefined })}
            allowDeselect={false}
            w={140}
          />
          <Select
            size="sm"
            label={t('filters.state')}
            data={[all, ...RECEIVED_SPOT_STATES.map((state) => ({ value: state, label: t(`states.${state}`) }))]}
            value={filters.state ?? ''}
            onChange={(value) => change({ ...filters, state: (value || undefined) as ReceivedSpotState | undefined })}
            allowDeselect={false}
            w={160}
          />
          <Select
            size="sm"
            label={t('filters.type')}
            data={[all, ...BASE_MASTER_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))]}
            value={filters.master_type ?? ''}
            onChange={(value) =>
              change({ ...filters, master_type: (value || undefined) as BaseMasterType | undefined })
            }
            allowDeselect={false}
            w={120}
          />
          <DateRangeFilter
            label={t('columns.received')}
            placeholder={t('filters.from')}
            value={filters}
            onChange={(range) => change({ ...filters, ...range })}
          />
        </Group>
        <FormAlert error={list.error} />
        {list.loaded && list.spots.length === 0 && (
          <EmptyPanel
            icon={<IconInbox size={28} aria-hidden color="var(--mantine-color-dimmed)" />}
            title={t(filtered ? 'noMatchTitle' : 'emptyTitle')}
            text={t(filtered ? 'noMatchText' : 'emptyText')}
          />
        )}
        {list.spots.length > 0 && (
          <Paper withBorder>
            <Table.ScrollContainer minWidth={340}>
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('columns.spot')}</Table.Th>
                    <Table.Th visibleFrom="sm">{t('columns.station')}</Table.Th>
                    <Table.Th visibleFrom="sm">{t('columns.from')}</Table.Th>
                    <Table.Th visibleFrom="sm">{t('columns.received')}</Table.Th>
                    <Table.Th ta="right">{t('columns.state')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.spots.map((spot) => (
                    <Table.Tr key={spot.id}>
                      <Table.Td>
                        <Anchor component={Link} to={paths.app.receivedSpot.getHref(spot.id)} fw={600}>
                          {spot.title}
                        </Anchor>
                        <Text size="xs" c="dimmed">
                          {[spot.unique_id, spot.advertiser, t(`types.${spot.master_type}`)].join(' · ')}
                        </Text>
                        <Text size="xs" c="dimmed" hiddenFrom="sm">
                          {`${spot.call_letters} · ${spot.sender_name} · ${formatDate(spot.received_on)}`}
                        </Text>
                      </Table.Td>
                      <Table.Td visibleFrom="sm">{spot.call_letters}</Table.Td>
                      <Table.Td visibleFrom="sm">
                        <Text size="sm">{spot.sender_name}</Text>
                        <Text size="xs" c="dimmed">
                          {spot.agency}
                        </Text>
                      </Table.Td>
                      <Table.Td visibleFrom="sm">{formatDate(spot.received_on)}</Table.Td>
                      <Table.Td ta="right">
                        <ReceivedStateBadge state={spot.state} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        )}
        {list.hasMore && (
          <Group justify="center">
            <Button variant="default" onClick={list.loadMore} loading={list.loading}>
              {t('loadMore')}
            </Button>
          </Group>
        )}
      </Stack>
    </>
  );
}
