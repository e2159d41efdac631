import { Anchor, Button, Group, Pagination, Paper, SegmentedControl, Select, Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { distributionListFilters, maxLengthOf, type DistributionListFilters } from '@masterport/contract';
import { distributionRouteTable } from '@masterport/contract/routes';
import { IconPlus, IconSend } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyPanel } from '#components/empty-panel.tsx';
import { FormAlert } from '#components/form-alert.tsx';
import { SearchFilter } from '#components/list-filters.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { RequirePermission } from '#components/restricted.tsx';
import { paths } from '#config/paths.ts';
import { formatDate } from '#lib/format.ts';
import { mayCall, useSession } from '#lib/session.ts';
import { useListFilters } from '#lib/use-list-filters.ts';
import { useDistributionCounts } from '../api/get-counts.ts';
import { loadDistributionDraft } from '../api/get-edit.ts';
import { useDistributionsList } from '../api/get-list.ts';
import type { DistributionInput } from '../api/save.ts';
import { DistributionTypeBadge } from '#components/distribution-type-badge.tsx';
import { DistributionWizard } from './distribution-wizard.tsx';
import { SpecNotices } from './spec-notices.tsx';

type TypeFilter = NonNullable<DistributionListFilters['filter_by_type']>;

/** /app/distributions: what the account sent, filtered, with counts per type; rows still delivering are polled. */
export function DistributionsPage() {
  const { t } = useTranslation(['distributions', 'app']);
  const { filters, change, page, setPage, search, typeSearch } = useListFilters<DistributionListFilters>();
  const [wizard, { open, close }] = useDisclosure(false);
  const [draft, setDraft] = useState<DistributionInput | undefined>(undefined);
  const [resumeError, setResumeError] = useState<unknown>(null);
  const session = useSession();
  // The wizard saves drafts (distributions_creation); sending also needs distribute (the wizard's Send).
  const canPrepare = mayCall(session, distributionRouteTable.save);
  const start = () => {
    setDraft(undefined);
    open();
  };
  // Arriving from a master's "Send to stations" or the cart's: the wizard opens with them chosen, once.
  const [searchParams, setSearchParams] = useSearchParams();
  const mastersToSend = searchParams.getAll('master').join(',');
  useEffect(() => {
    if (!mastersToSend) return;
    setDraft({ master_files_ids: mastersToSend.split(',') });
    open();
    setSearchParams({}, { replace: true });
  }, [mastersToSend, open, setSearchParams]);
  /** A saved draft opens in the wizard where it was left (`get-edit`). */
  const resume = async (id: string) => {
    setResumeError(null);
    try {
      const { distribution } = await loadDistributionDraft(id);
      const { ref_number: _ref, ...fields } = distribution;
      setDraft(fields);
      open();
    } catch (caught) {
      setResumeError(caught);
    }
  };
  const { data, error } = useDistributionsList(filters, page);
  const counts = useDistributionCounts().data?.counts;
  const rows = data?.distributions_list ?? [];
  const filtered = Object.values(filters).some((value) => value && value !== 'all');
  const typeLabel = (type: TypeFilter) =>
    type === 'all' || !counts ? t(`types.${type}`) : `${t(`types.${type}`)} (${counts[type]})`;

  return (
    <>
      <PageHeader
        title={t('app:sections.distributions.title')}
        description={t('app:sections.distributions.description')}
        action={
          canPrepare && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={start}>
              {t('new')}
            </Button>
          )
        }
      />
      <RequirePermission keys={['view_distributions']}>
        <Stack gap="lg">
          <SpecNotices canRedeliver={mayCall(session, distributionRouteTable.destinationRedistribute)} />
          <Group gap="sm" align="flex-end" role="search" aria-label={t('filters.label')}>
            <SearchFilter
              label={t('filters.search')}
              placeholder={t('filters.searchPlaceholder')}
              value={search}
              onType={typeSearch}
              maxLength={maxLengthOf(distributionListFilters.shape.filter_search_query)}
            />
            <Select
              size="sm"
              label={t('filters.status')}
              value={filters.filter_by_status ?? 'all'}
              allowDeselect={false}
              style={{ flex: '0 1 200px' }}
              data={(['all', 'in_progress', 'delivered', 'errors'] as const).map((value) => ({
                value,
                label: t(`filters.statuses.${value}`),
              }))}
              onChange={(value) =>
                change({
                  ...filters,
                  filter_by_status: (value ?? 'all') as DistributionListFilters['filter_by_status'],
                })
              }
            />
          </Group>
          <SegmentedControl
            value={filters.filter_by_type ?? 'all'}
            onChange={(value) => change({ ...filters, filter_by_type: value as TypeFilter })}
            data={(['all', 'upcoming', 'ongoing', 'completed', 'completed_with_errors', 'draft'] as const).map(
              (value) => ({ value, label: typeLabel(value) }),
            )}
            style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
          />
          <FormAlert error={error ?? resumeError} />
          {data && rows.length === 0 && !data.has_more && (
            <EmptyPanel
              icon={<IconSend size={28} aria-hidden color="var(--mantine-color-dimmed)" />}
              title={t(filtered ? 'noMatchTitle' : 'emptyTitle')}
              text={t(filtered ? 'noMatchText' : 'emptyText')}
            >
              {!filtered && canPrepare && (
                <Button mt="md" variant="light" onClick={start}>
                  {t('new')}
                </Button>
              )}
            </EmptyPanel>
          )}
          {/* A search reads a bounded part of the list per page (docs/api.md): no match here is not "no match". */}
          {data && rows.length === 0 && data.has_more && (
            <EmptyPanel
              icon={<IconSend size={28} aria-hidden color="var(--mantine-color-dimmed)" />}
              title={t('noMatchYetTitle')}
              text={t('noMatchYetText')}
            >
              <Button mt="md" variant="light" onClick={() => setPage(page + 1)}>
                {t('searchOlder')}
              </Button>
            </EmptyPanel>
          )}
          {rows.length > 0 && (
            <Paper withBorder>
              <Table.ScrollContainer minWidth={720}>
                <Table verticalSpacing="sm" highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('columns.ref')}</Table.Th>
                      <Table.Th>{t('columns.masters')}</Table.Th>
                      <Table.Th>{t('columns.agency')}</Table.Th>
                      <Table.Th>{t('columns.date')}</Table.Th>
                      <Table.Th>{t('columns.type')}</Table.Th>
                      <Table.Th ta="right">{t('columns.delivered')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((row) => (
                      <Table.Tr key={row.id}>
                        <Table.Td>
                          {row.distribution_type === 'draft' && !canPrepare ? (
                            <Text fw={600} ff="monospace" size="sm">
                              {row.ref_number}
                            </Text>
                          ) : row.distribution_type === 'draft' ? (
                            <Anchor
                              component="button"
                              type="button"
                              fw={600}
                              ff="monospace"
                              onClick={() => void resume(row.id)}
                              aria-label={t('resume', { ref: row.ref_number })}
                            >
                              {row.ref_number}
                            </Anchor>
                          ) : (
                            <Anchor
                              component={Link}
                              to={paths.app.distribution.getHref(row.ref_number)}
                              fw={600}
                              ff="monospace"
                            >
                              {row.ref_number}
                            </Anchor>
                          )}
                        </Table.Td>
                        <Table.Td>{row.masters_titles.join(', ') || '—'}</Table.Td>
                        <Table.Td>{[row.agency, row.advertiser].filter(Boolean).join(' · ') || '—'}</Table.Td>
                        <Table.Td>
                          {row.distribution_date ? formatDate(row.distribution_date) : formatDate(row.created_on)}
                        </Table.Td>
                        <Table.Td>
                          <DistributionTypeBadge type={row.distribution_type} />
                        </Table.Td>
                        <Table.Td ta="right">
                          <Text size="sm" c={row.nb_errors > 0 ? 'red' : undefined}>
                            {t('deliveredOf', { delivered: row.nb_delivered, total: row.nb_destinations })}
                            {row.nb_errors > 0 ? ` · ${t('errorsCount', { count: row.nb_errors })}` : ''}
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
          )}
          {data && (page > 1 || data.has_more) && (
            <Pagination total={data.has_more ? page + 1 : page} value={page} onChange={setPage} size="sm" />
          )}
        </Stack>
      </RequirePermission>
      <DistributionWizard opened={wizard} onClose={close} initial={draft} />
    </>
  );
}
