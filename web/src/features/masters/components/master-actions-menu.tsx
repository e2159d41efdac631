import { ActionIcon, Menu } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Master } from '@masterport/contract';
import {
  IconArchive,
  IconArchiveOff,
  IconArrowMerge,
  IconDots,
  IconHash,
  IconListDetails,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { HardConfirm } from '#components/hard-confirm.tsx';
import { paths } from '#config/paths.ts';
import { masterCart } from '#lib/master-cart.ts';
import { notifyFailure } from '#lib/messages.ts';
import { notify } from '#lib/notify.ts';
import { hasPermission, useSession } from '#lib/session.ts';
import { archiveMaster } from '../api/archive.ts';
import { deleteMaster, removeMaster } from '../api/delete.ts';
import { unarchiveMaster } from '../api/unarchive.ts';
import { HouseCodeModal } from './house-code-modal.tsx';
import { isActive } from '../model/status.ts';

/**
 * The master page's "More actions": archive or unarchive (a plain confirmation: nothing is lost,
 * it only takes time), delete (the seed's hard confirmation: the owner types "continue"), and
 * for a partner studio looking at a client's master, remove it from its list. What the API
 * refuses (locked, distributed, busy) it says in the catalogue's words.
 */
export function MasterActionsMenu({
  master,
  onMerge,
}: {
  master: Master;
  /** Opens the merge: shown to owners holding merge_masters. */ onMerge: () => void;
}) {
  const { t } = useTranslation('masters');
  const session = useSession();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const [houseCodes, setHouseCodes] = useState(false);
  const [busy, setBusy] = useState(false);
  const isOwner = session?.account_id === master.owner.id;
  const moving = master.archive_status === 'archiving' || master.archive_status === 'unarchiving';

  /** A master deleted or removed leaves the cart too. */
  const forget = () => {
    if (session?.account_id) masterCart.remove(session.account_id, master.id);
  };
  const run = async (action: () => Promise<unknown>, done: string): Promise<boolean> => {
    setBusy(true);
    try {
      await action();
      notify.success(done);
      return true;
    } catch (error) {
      notifyFailure(error);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const askArchive = () =>
    modals.openConfirmModal({
      title: t('archive.archiveTitle'),
      children: t('archive.archiveText'),
      labels: { confirm: t('archive.archive'), cancel: t('archive.cancel') },
      onConfirm: () => void run(() => archiveMaster(master.id), t('archive.archiveStarted')),
    });
  const askUnarchive = () =>
    modals.openConfirmModal({
      title: t('archive.unarchiveTitle'),
      children: t('archive.unarchiveText'),
      labels: { confirm: t('archive.unarchive'), cancel: t('archive.cancel') },
      onConfirm: () => void run(() => unarchiveMaster(master.id), t('archive.unarchiveStarted')),
    });
  const askRemove = () =>
    modals.openConfirmModal({
      title: t('archive.removeTitle'),
      children: t('archive.removeText', { owner: master.owner.name }),
      labels: { confirm: t('archive.remove'), cancel: t('archive.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void run(() => removeMaster(master.id), t('archive.removed')).then((ok) => {
          if (!ok) return;
          forget();
          navigate(paths.app.masters.getHref());
        }),
    });

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="default" size={36} aria-label={t('archive.more')} loading={busy}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {hasPermission(session, 'house_codes') && (
            <Menu.Item leftSection={<IconHash size={16} aria-hidden />} onClick={() => setHouseCodes(true)}>
              {t('houseCodes.title')}
            </Menu.Item>
          )}
          {isOwner && hasPermission(session, 'merge_masters') && (
            <Menu.Item
              leftSection={<IconArrowMerge size={16} aria-hidden />}
              onClick={onMerge}
              disabled={master.locked || master.archived || isActive(master)}
            >
              {t('merge.action')}
            </Menu.Item>
          )}
          {master.archive_status === 'archived' ? (
            <Menu.Item leftSection={<IconArchiveOff size={16} aria-hidden />} onClick={askUnarchive}>
              {t('archive.unarchive')}
            </Menu.Item>
          ) : (
            <Menu.Item
              leftSection={<IconArchive size={16} aria-hidden />}
              onClick={askArchive}
              disabled={moving || isActive(master)}
            >
              {t('archive.archive')}
            </Menu.Item>
          )}
          <Menu.Divider />
          {isOwner ? (
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setDeleting(true)}
              disabled={moving}
            >
              {t('archive.delete')}
            </Menu.Item>
          ) : (
            <Menu.Item color="red" leftSection={<IconListDetails size={16} aria-hidden />} onClick={askRemove}>
              {t('archive.remove')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <HouseCodeModal master={master} opened={houseCodes} onClose={() => setHouseCodes(false)} />
      <HardConfirm
        opened={deleting}
        title={t('archive.deleteTitle', { title: master.title })}
        message={t('archive.deleteText')}
        confirmLabel={t('archive.delete')}
        loading={busy}
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          const deleted = await run(() => deleteMaster(master.id), t('archive.deleted'));
          setDeleting(false);
          if (!deleted) return;
          forget();
          navigate(paths.app.masters.getHref());
        }}
      />
    </>
  );
}
