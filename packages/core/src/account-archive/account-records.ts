import {
  deleteCallLetterGroup,
  deleteContact,
  deleteDocument,
  deleteMaster,
  deletePlaylist,
  deletePlaylistSubscription,
  listCallLetterGroups,
  listContacts,
  listDocumentsPage,
  listMastersForAccount,
  listPlaylistsPage,
  UniqueConflictError,
} from '@masterport/data';
import { table } from '../adapters/db.ts';

/** Items read and deleted per round. */
const PAGE = 100;

/** A delete refused because the item is no longer as read: gone already (a run before this one), or changed. */
const goneOrChanged = (error: unknown): boolean => error instanceof UniqueConflictError && error.conflict === 'stale';

/**
 * Reads the first page of a list, deletes what it holds, and reads the first page again, until it
 * holds nothing not already deleted: page by page, never the whole list in memory, and safe to run
 * again after a failure part-way (what is left is still listed). An index read just after a delete
 * may still list the item; an item listed again is not deleted twice, and a delete of one that is
 * already gone changes nothing. Answers how many were deleted.
 */
async function drain<Item extends { id: string }>(
  firstPage: () => Promise<Item[]>,
  remove: (item: Item) => Promise<void>,
): Promise<number> {
  const done = new Set<string>();
  for (;;) {
    const fresh = (await firstPage()).filter((item) => !done.has(item.id));
    if (!fresh.length) return done.size;
    for (const item of fresh) {
      await remove(item).catch((error: unknown) => {
        if (!goneOrChanged(error)) throw error;
      });
      done.add(item.id);
    }
  }
}

/**
 * A cancelled account's own records, deleted after its files (docs/billing.md "Cancellation and the
 * data archive"): its masters (with their index entries, tags, share keys and what hangs under each),
 * documents, playlists and saved playlists, contacts and call-letter groups. What the law or other
 * accounts need stays: the account item, its invoices and ledger, plan changes and the operators'
 * actions, its deletion record, its members, the distributions it sent (the stations' record of what
 * they received) and its call letters. Answers how many records were deleted.
 */
export async function deleteAccountRecords(accountId: string): Promise<number> {
  const db = table();
  const masters = await drain(
    async () => (await listMastersForAccount(db, accountId, {}, { limit: PAGE })).items,
    (master) => deleteMaster(db, master),
  );
  const documents = await drain(
    async () =>
      (await listDocumentsPage(db, accountId, { by: 'creation_date', direction: 'desc' }, { limit: PAGE })).items,
    (document) => deleteDocument(db, document),
  );
  const playlists = await drain(
    async () => (await listPlaylistsPage(db, accountId, { direction: 'desc' }, { limit: PAGE })).items,
    // One it saved from another account is that account's: only the saving goes.
    (playlist) =>
      playlist.account_id === accountId
        ? deletePlaylist(db, playlist)
        : deletePlaylistSubscription(db, accountId, playlist.id),
  );
  const contacts = await drain(
    () => listContacts(db, accountId),
    (contact) => deleteContact(db, accountId, contact.id),
  );
  const groups = await drain(
    () => listCallLetterGroups(db, accountId),
    async (group) => {
      await deleteCallLetterGroup(db, accountId, group.id);
    },
  );
  return masters + documents + playlists + contacts + groups;
}
