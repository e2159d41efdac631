import {
  Button,
  Center,
  EmptyState,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { IconLayoutGrid, IconList, IconMovie, IconPlus, IconSearchOff, IconTags } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FormAlert } from '#components/form-alert.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { paths } from '#config/paths.ts';
import { hasPermission, useSession } from '#lib/session.ts';
import { fillDemoAccount } from '../api/fill-demo.ts';
import { useMastersList, type MasterListFilters } from '../api/get-list.ts';
import { notifyFailure } from '#lib/messages.ts';
import { MasterCard } from './master-card.tsx';
import { usePartnerStudios } from '../api/get-partner-studios.ts';
import { hasFilters, MasterFilters } from './master-filters.tsx';
import { MastersTable } from './masters-table.tsx';
import { SlateModal } from './slate-modal.tsx';
import { SpokenMatches } from './spoken-matches.tsx';
import { TagsView } from './tags-view.tsx';
import { filtersFromSearch, searchWithFilters, viewFromSearch, type LibraryView } from '../model/list-url.ts';

/**
 * `/app/masters`: the account's masters, newest first, as cards (default), grouped under their
 * tags, or a compact list. Filters and view live in the address: a filtered view can be shared
 * and survives a reload.
 */
export function MastersPage() {
  const { t } = useTranslation('masters');
  const navigate = useNavigate();
  const session = useSession();
  const canCreate = hasPermission(session, 'masters_creation');
  const [filling, setFilling] = useState(false);
  /** A demo account can see the product at work at once: a master in each state, made by real runs. */
  const fillDemo = async () => {
    setFilling(true);
    try {
      await fillDemoAccount();
      await list.mutate();
    } catch (error) {
      notifyFailure(error);
    } finally {
      setFilling(false);
    }
  };
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(params), [params]);
  const [remembered, remember] = useLocalStorage<LibraryView>({ key: 'masterport.masters-view', defaultValue: 'grid' });
  const view = viewFromSearch(params, remembered);
  const setFilters = (next: MasterListFilters, nextView?: LibraryView) =>
    setParams((current) => searchWithFilters(current, next, nextView), { replace: true });
  const setView = (next: LibraryView) => {
    remember(next);
    setFilters(filters, next);
  };
  const phone = useMediaQuery('(max-width: 48em)');
  const [creating, setCreating] = useState(false);
  const list = useMastersList(filters);
  const tagsView = view === 'tags';
  const clients = usePartnerStudios(canCreate);
  const filtered = hasFilters(filters);
  const firstLoad = list.isLoading && !list.data;

  const create = canCreate ? (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
      {t('list.create')}
    </Button>
  ) : undefined;

  const empty = !firstLoad && !list.error && list.masters.length === 0;
  const showCards = view === 'grid' || (phone && !tagsView);

  return (
    <>
      <PageHeader title={t('list.title')} description={t('list.description')} action={create} />
      {clients.length > 0 && (
        <SegmentedControl
          mb="md"
          value={filters.filter_by_owner ?? 'own'}
          onChange={(value) => setFilters({ ...filters, filter_by_owner: value === 'clients' ? 'clients' : undefined })}
          aria-label={t('list.whose')}
          data={[
            { value: 'own', label: t('list.ownMasters') },
            { value: 'clients', label: t('list.clientMasters') },
          ]}
        />
      )}
      {(!empty || filtered) && !tagsView && <MasterFilters filters={filters} onChange={setFilters} />}
      {(!empty || filtered || tagsView) && (
        <Group justify="space-between" mb="sm" mt={-4}>
          <Text size="sm" c="dimmed" aria-live="polite">
            {list.data && !tagsView
              ? t(list.hasMore ? 'list.countMore' : 'list.count', { count: list.masters.length })
              : ' '}
          </Text>
          <SegmentedControl
            size="xs"
            value={view}
            onChange={(value) => setView(value as LibraryView)}
            aria-label={t('list.view')}
            data={[
              {
                value: 'grid',
                label: (
                  <Group gap={6} wrap="nowrap">
                    <IconLayoutGrid size={14} aria-hidden />
                    <span>{t('list.grid')}</span>
                  </Group>
                ),
              },
              {
                value: 'tags',
                label: (
                  <Group gap={6} wrap="nowrap">
                    <IconTags size={14} aria-hidden />
                    <span>{t('list.tags')}</span>
                  </Group>
                ),
              },
              {
                value: 'list',
                label: (
                  <Group gap={6} wrap="nowrap">
                    <IconList size={14} aria-hidden />
                    <span>{t('list.list')}</span>
                  </Group>
                ),
              },
            ]}
          />
        </Group>
      )}
      <FormAlert error={list.error} />
      {!tagsView && <SpokenMatches query={filters.filter_search_query} />}
      {firstLoad && (
        <Center py={64}>
          <Loader aria-label={t('list.loading')} />
        </Center>
      )}
      {empty && !filtered && !tagsView && (
        <Paper withBorder p={{ base: 'lg', sm: 48 }}>
          <EmptyState
            variant="light"
            size="lg"
            icon={<IconMovie size={30} aria-hidden />}
            title={t('list.emptyTitle')}
            description={t('list.emptyText')}
          >
            {canCreate && (
              <EmptyState.Actions>
                <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
                  {t('list.createFirst')}
                </Button>
                {session?.account_is_demo && (
                  <Button variant="default" loading={filling} onClick={() => void fillDemo()}>
                    {t('list.fillDemo')}
                  </Button>
                )}
              </EmptyState.Actions>
            )}
          </EmptyState>
        </Paper>
      )}
      {empty && filtered && !tagsView && (
        <Paper withBorder p={{ base: 'lg', sm: 40 }}>
          <EmptyState
            size="md"
            icon={<IconSearchOff size={26} aria-hidden />}
            title={t('list.noMatchTitle')}
            description={t('list.noMatchText')}
          >
            <EmptyState.Actions>
              <Button variant="default" onClick={() => setFilters({})}>
                {t('filters.clear')}
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        </Paper>
      )}
      {tagsView && <TagsView onOpenTag={(tag) => setFilters({ filter_by_tag: tag }, 'grid')} />}
      {list.masters.length > 0 && !tagsView && (
        <>
          <VisuallyHidden component="h2">{t('list.results')}</VisuallyHidden>
          {showCards ? (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="md">
              {list.masters.map((master) => (
                <MasterCard key={master.id} master={master} />
              ))}
            </SimpleGrid>
          ) : (
            <MastersTable masters={list.masters} />
          )}
          {list.hasMore && (
            <Center mt="lg">
              <Button variant="default" onClick={() => void list.loadMore()} loading={list.loadingMore}>
                {t('list.loadMore')}
              </Button>
            </Center>
          )}
        </>
      )}
      {canCreate && (
        <SlateModal
          opened={creating}
          onClose={() => setCreating(false)}
          onSaved={(master, mode) => {
            setCreating(false);
            // A draft stays on the list, which shows it at once (`storeMaster` cannot reach this infinite list's key).
            if (mode !== 'draft') void navigate(paths.app.master.getHref(master.id, 'sources'));
            else void list.mutate();
          }}
        />
      )}
    </>
  );
}
