import { Anchor, Button, Center, Group, Loader, Paper, Stack, Tabs, Text, Title, Tooltip } from '@mantine/core';
import { EmptyState } from '@mantine/core';
import type { Master } from '@masterport/contract';
import { IconArrowLeft, IconEdit, IconLock, IconLockOpen, IconMovieOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Restricted } from '#components/restricted.tsx';
import { FormAlert } from '#components/form-alert.tsx';
import { paths } from '#config/paths.ts';
import { ApiError } from '#lib/api-client.ts';
import { errorText } from '#lib/messages.ts';
import { notify } from '#lib/notify.ts';
import { hasPermission, useSession } from '#lib/session.ts';
import { usePageTitle } from '#lib/use-page-title.ts';
import { useSelectedTabInView } from '#lib/use-selected-tab-in-view.ts';
import { lockMaster } from '../api/lock.ts';
import { unlockMaster } from '../api/unlock.ts';
import { useMasterDetails } from '../api/get-details.ts';
import { masterFileCount } from '../model/outputs.ts';
import { isActive, masterState } from '../model/status.ts';
import { DetailsTab } from './details-tab.tsx';
import { MasterTypeIcon, UniqueId, useTypeLabel } from './master-meta.tsx';
import { DocumentsTab } from './documents-tab.tsx';
import { OutputsTab } from './outputs-tab.tsx';
import { PlaylistsTab } from './playlists-tab.tsx';
import { DistributionsTab } from './distributions-tab.tsx';
import { CartButton } from './cart-toggle.tsx';
import { MasterActionsMenu } from './master-actions-menu.tsx';
import { MasterBanner } from './master-banner.tsx';
import { MergePicker } from './merge-picker.tsx';
import type { MergeChoice } from '../hooks/use-slate-form.ts';
import { ProcessingPanel } from './processing-panel.tsx';
import { QualityTab } from './quality-tab.tsx';
import { SlateModal } from './slate-modal.tsx';
import { SourcesTab } from './sources-tab.tsx';
import { TranscriptTab } from './transcript-tab.tsx';
import { MasterStatusBadge } from './status-badge.tsx';

const TABS = [
  'details',
  'distributions',
  'playlists',
  'sources',
  'quality',
  'transcript',
  'outputs',
  'documents',
] as const;
type Tab = (typeof TABS)[number];

/** `/app/masters/details/:id`: the master's header, processing, and its tabs. */
export function MasterPage() {
  const { t } = useTranslation('masters');
  const { id } = useParams<{ id: string }>();
  const details = useMasterDetails(id);
  const master = details.data?.master;
  usePageTitle(master?.title ?? t('list.title'));

  if (details.error) return <MasterUnavailable error={details.error} />;
  if (!master) {
    return (
      <Center py={96}>
        <Loader aria-label={t('list.loading')} />
      </Center>
    );
  }
  return <MasterView master={master} />;
}

function MasterUnavailable({ error }: { error: ApiError }) {
  const { t } = useTranslation('masters');
  if (error.code === 'data_restriction' || error.code === 'account_permission' || error.code === 'user_permission')
    return <Restricted />;
  return (
    <Paper withBorder p={{ base: 'lg', sm: 48 }}>
      <EmptyState
        icon={<IconMovieOff size={28} aria-hidden />}
        title={error.code === 'not_found' ? t('page.notFoundTitle') : t('page.loadFailed')}
        description={error.code === 'not_found' ? t('page.notFoundText') : errorText(error)}
      >
        <EmptyState.Actions>
          <Button component={Link} to={paths.app.masters.getHref()} variant="default">
            {t('page.backToList')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}

function MasterView({ master }: { master: Master }) {
  const { t } = useTranslation(['masters', 'sharedMaster']);
  const session = useSession();
  const canEdit = hasPermission(session, 'masters_creation');
  const canSeeSources = hasPermission(session, 'sources_tab');
  const typeLabel = useTypeLabel();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as Tab | null;
  const tab: Tab = requested && (TABS as readonly string[]).includes(requested) ? requested : 'details';
  // On a phone the tabs scroll sideways: the open one (a link to ?tab=transcript) is brought into view.
  const tabList = useSelectedTabInView<HTMLDivElement>(tab);
  const [editing, setEditing] = useState(false);
  const [pickingMerge, setPickingMerge] = useState(false);
  const [merging, setMerging] = useState<MergeChoice | null>(null);
  const canMerge = hasPermission(session, 'merge_masters');
  const [locking, setLocking] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const running = isActive(master);
  // The tab counts the outputs, as the banner and the e-mail do (companions ride on their rows).
  const outputRows = masterFileCount(master.outputs).outputs;

  const toggleLock = async () => {
    setLocking(true);
    setFailure(null);
    try {
      await (master.locked ? unlockMaster(master.id) : lockMaster(master.id));
      notify.success(t(master.locked ? 'page.unlocked' : 'page.locked'));
    } catch (error) {
      setFailure(error);
    } finally {
      setLocking(false);
    }
  };

  const openTab = (value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (!value || value === 'details') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  const editBlocked = master.locked ? t('page.lockedHint') : running || master.archived ? t('page.busyHint') : null;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.app.masters.getHref()} size="sm" c="dimmed" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('page.backToList')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={8} style={{ minWidth: 0, flex: '1 1 320px' }}>
          <Title order={1} fz={{ base: 24, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
            {master.title}
          </Title>
          <Group gap="sm" wrap="wrap">
            <UniqueId value={master.unique_id} fz="md" fw={600} aria-label={t('sharedMaster:fields.unique_id')} />
            <Text c="dimmed" aria-hidden>
              ·
            </Text>
            <Group gap={6} wrap="nowrap">
              <MasterTypeIcon
                masterType={master.master_type}
                size={16}
                stroke={1.7}
                aria-hidden
                color="var(--mantine-color-dimmed)"
              />
              <Text size="sm" c="dimmed">
                {typeLabel(master.master_type)}
              </Text>
            </Group>
            <span data-master-state={masterState(master)} style={{ display: 'inline-flex' }}>
              <MasterStatusBadge master={master} />
            </span>
            {master.locked && (
              <Group gap={4} wrap="nowrap">
                <IconLock size={15} aria-hidden color="var(--mantine-color-dimmed)" />
                <Text size="sm" c="dimmed">
                  {t('locked')}
                </Text>
              </Group>
            )}
          </Group>
        </Stack>
        <Group gap="sm">
          <CartButton master={master} />
          {canEdit && (
            <>
              <Button
                variant="default"
                leftSection={
                  master.locked ? <IconLockOpen size={18} aria-hidden /> : <IconLock size={18} aria-hidden />
                }
                onClick={() => void toggleLock()}
                loading={locking}
                disabled={master.archived}
              >
                {master.locked ? t('page.unlock') : t('page.lock')}
              </Button>
              <Tooltip label={editBlocked} disabled={!editBlocked} withArrow>
                <Button
                  leftSection={<IconEdit size={18} aria-hidden />}
                  onClick={() => setEditing(true)}
                  disabled={!!editBlocked}
                  data-disabled={!!editBlocked || undefined}
                >
                  {t('page.editSlate')}
                </Button>
              </Tooltip>
              <MasterActionsMenu master={master} onMerge={() => setPickingMerge(true)} />
            </>
          )}
        </Group>
      </Group>
      <FormAlert error={failure} />
      <MasterBanner
        master={master}
        canAct={canEdit}
        canMerge={canEdit && canMerge}
        openTab={(next) => openTab(next)}
        continueMerge={() =>
          master.merge_with &&
          setMerging({
            other: {
              id: master.merge_with.master_id,
              title: master.merge_with.title,
              unique_id: master.merge_with.unique_id,
            },
          })
        }
      />
      {(running || master.processing_error) && <ProcessingPanel master={master} canRestart={canEdit} />}
      <Tabs value={tab} onChange={openTab} keepMounted={false} classNames={{ list: 'mp-scroll-tabs' }}>
        <Tabs.List mb="lg" ref={tabList}>
          <Tabs.Tab value="details">{t('tabs.details')}</Tabs.Tab>
          <Tabs.Tab value="distributions">{t('tabs.distributions')}</Tabs.Tab>
          <Tabs.Tab value="playlists">{t('tabs.playlists')}</Tabs.Tab>
          <Tabs.Tab value="sources">{t('tabs.sources')}</Tabs.Tab>
          <Tabs.Tab value="quality">{t('tabs.quality')}</Tabs.Tab>
          {master.transcript && <Tabs.Tab value="transcript">{t('tabs.transcript')}</Tabs.Tab>}
          <Tabs.Tab value="outputs">
            {t('tabs.outputs')}
            {outputRows > 0 && (
              <Text component="span" c="dimmed" size="sm" ml={6}>
                {outputRows}
              </Text>
            )}
          </Tabs.Tab>
          <Tabs.Tab value="documents">{t('tabs.documents')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details">
          <DetailsTab master={master} canEdit={canEdit} startAt={Number(params.get('t')) || undefined} />
        </Tabs.Panel>
        <Tabs.Panel value="distributions">
          <DistributionsTab master={master} />
        </Tabs.Panel>
        <Tabs.Panel value="playlists">
          <PlaylistsTab master={master} />
        </Tabs.Panel>
        <Tabs.Panel value="sources">
          {canSeeSources ? <SourcesTab master={master} canUpload={canEdit} /> : <Restricted />}
        </Tabs.Panel>
        <Tabs.Panel value="quality">
          <QualityTab master={master} canAct={canEdit} />
        </Tabs.Panel>
        <Tabs.Panel value="transcript">
          <TranscriptTab master={master} />
        </Tabs.Panel>
        <Tabs.Panel value="outputs">
          <OutputsTab master={master} />
        </Tabs.Panel>
        <Tabs.Panel value="documents">
          <DocumentsTab master={master} />
        </Tabs.Panel>
      </Tabs>
      {canEdit && <SlateModal opened={editing} master={master} onClose={() => setEditing(false)} />}
      {canEdit && canMerge && (
        <>
          <MergePicker
            master={master}
            opened={pickingMerge}
            onClose={() => setPickingMerge(false)}
            onChosen={(choice) => {
              setPickingMerge(false);
              setMerging(choice);
            }}
          />
          <SlateModal
            opened={!!merging}
            master={master}
            merge={merging ?? undefined}
            onClose={() => setMerging(null)}
          />
        </>
      )}
    </Stack>
  );
}
