import {
  createDb,
  rebuildAccountListEntries,
  rebuildDistributionIndexes,
  rebuildDocumentIndexes,
  rebuildMasterIndexes,
  rebuildPaymentStandings,
  rebuildPlaylistIndexes,
} from '@masterport/data';

/**
 * A data folder kept from an earlier version of the product may hold masters, documents, playlists
 * and distributions stored before their lists' index items and counts existed, and invoices
 * issued before accounts kept a payment standing, (in AWS the
 * `rebuild-*-index` scripts are run once after such a deploy). On the local cloud this runs at every
 * start, before anyone can send: each rebuild writes only what is missing or wrong, so on a folder
 * that is up to date it changes nothing, and on a new one it reads an empty table.
 */
export async function rebuildListIndexes(tableName: string): Promise<void> {
  const db = createDb(tableName);
  await rebuildMasterIndexes(db);
  await rebuildDocumentIndexes(db);
  await rebuildPlaylistIndexes(db);
  await rebuildDistributionIndexes(db);
  await rebuildAccountListEntries(db);
  await rebuildPaymentStandings(db);
}
