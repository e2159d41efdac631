import { createHash } from 'node:crypto';
import { ARCHIVE_DAYS, ARCHIVES_PREFIX, DATA_ARCHIVE_PART_MAX_BYTES, type Deletion } from '@masterport/contract';
import {
  ConditionFailedError,
  finishArchive,
  getAccount,
  getAccountDeletion,
  getArchive,
  nowIso,
  putArchiveBuild,
  accountsInStateBetween,
  updateAccountDeletion,
  type AccountDeletionItem,
  type ArchiveItem,
} from '@masterport/data';
import { table } from '../adapters/db.ts';
import { deleteObjects, deletePrefix, putText, signDownload } from '../adapters/storage.ts';
import type { AuthContext } from '../auth/authorize.ts';
import { billingNow } from '../billing-access/billing-clock.ts';
import { cancellationState } from '../billing/cancellation/index.ts';
import { config } from '../config.ts';
import { logger } from '../logger.ts';
import { documentObjectKey } from '../storage-keys.ts';
import { deleteAccountRecords } from './account-records.ts';
import { mailAccountArchiveReady } from './archive-mail.ts';
import { safeName, splitIntoParts, type ArchiveEntry } from './archive-parts.ts';
import { allDocumentsOf, allMastersOf, recordsExport } from './records-export.ts';

/**
 * A cancelled account's data archive (docs/billing.md, "Cancellation and the data archive"): the
 * steps of state-machines/account-archive, the get-deletion view and the daily sweep.
 */

/** Where this cancellation's records export and zips go: under the archives prefix the lifecycle rule empties. */
const archivePrefix = (accountId: string, cancelledOn: string) =>
  `${ARCHIVES_PREFIX}${accountId}/account-${cancelledOn.replace(/\D/g, '')}/`;

const partId = (accountId: string, cancelledOn: string, index: number) =>
  createHash('sha256').update(`${accountId}#${cancelledOn}#${index}`).digest('base64url').slice(0, 32);

/** Every file of the account the archive holds: each master's sources and outputs, then the documents. */
export async function accountFiles(accountId: string): Promise<ArchiveEntry[]> {
  const files: ArchiveEntry[] = [];
  for (const master of await allMastersOf(accountId)) {
    const folder = `masters/${safeName(master.unique_id ?? master.id)}-${master.id}`;
    for (const source of Object.values(master.sources))
      if (source?.status === 'uploaded')
        files.push({
          bucket: 'sources',
          key: source.key,
          name: `${folder}/sources/${source.filename}`,
          size: source.size,
        });
    for (const output of Object.values(master.outputs))
      // SOURCE is the uploaded source itself, already above.
      if (output.output_key !== 'SOURCE')
        files.push({
          bucket: output.bucket,
          key: output.s3_key,
          name: `${folder}/outputs/${output.filename}`,
          size: output.size,
        });
  }
  for (const document of await allDocumentsOf(accountId))
    files.push({
      bucket: 'documents',
      key: documentObjectKey(document),
      name: `documents/${document.id}-${safeName(document.filename)}`,
      size: document.size,
    });
  return files;
}

/**
 * PREPARE: writes the records export beside the zips, lists every file, splits them into parts of
 * at most DATA_ARCHIVE_PART_MAX_BYTES and writes one archive item per part (built by the Map's
 * BUILD steps). Run again (a retry), it writes the same items and answers the same parts.
 */
export async function prepareAccountArchive(accountId: string, cancelledOn: string) {
  const account = await getAccount(table(), accountId);
  const deletion = await getAccountDeletion(table(), accountId);
  if (!account || deletion?.cancelled_on !== cancelledOn) return { parts: [] };
  const prefix = archivePrefix(accountId, cancelledOn);
  const masters = await allMastersOf(accountId);
  const records: ArchiveEntry[] = [];
  for (const file of await recordsExport(accountId, masters)) {
    const key = `${prefix}${file.name}`;
    const size = await putText(config().outputsBucket, key, file.text, file.contentType);
    records.push({ bucket: 'outputs', key, name: file.name, size });
  }
  const parts = splitIntoParts([...records, ...(await accountFiles(accountId))], DATA_ARCHIVE_PART_MAX_BYTES);
  const base = safeName(account.name);
  const archiveIds: string[] = [];
  for (const [index, files] of parts.entries()) {
    const id = partId(accountId, cancelledOn, index);
    const filename = `${base}-archive-${index + 1}-of-${parts.length}.zip`;
    const part: ArchiveItem = {
      id,
      account_id: accountId,
      subject: { kind: 'account', id: accountId },
      filename,
      files,
      status: 'preparing',
      s3_key: `${prefix}${filename}`,
      size: null,
      attempt: 1,
      created_on: nowIso(),
      expires_at: deletion.expires_at,
    };
    // A retry finds its own item there (still preparing): that one is built.
    await putArchiveBuild(table(), part);
    archiveIds.push(id);
  }
  await updateAccountDeletion(table(), accountId, cancelledOn, { archive_ids: archiveIds });
  logger.info('Account archive planned', { accountId, parts: parts.length });
  return { parts: archiveIds.map((archive_id) => ({ archive_id })) };
}

/** PART_FAILED: a part whose zip failed twice; the archive is recorded failed when it finishes. */
export async function failArchivePart(archiveId: string): Promise<void> {
  logger.error('Account archive part failed', { archiveId });
  await finishArchive(table(), archiveId, { status: 'failed' });
}

/** FINISH: the archive is ready (or failed, when a part is), and the primary user is e-mailed once. */
export async function finishAccountArchive(accountId: string, cancelledOn: string): Promise<void> {
  const deletion = await getAccountDeletion(table(), accountId);
  if (deletion?.cancelled_on !== cancelledOn) return;
  const parts = await Promise.all(deletion.archive_ids.map((id) => getArchive(table(), id)));
  const ready = parts.every((part) => part?.status === 'ready');
  await updateAccountDeletion(table(), accountId, cancelledOn, { archive_status: ready ? 'ready' : 'failed' });
  try {
    // Claimed before it leaves: a replayed step sends nothing twice.
    await updateAccountDeletion(table(), accountId, cancelledOn, { mailed: true }, { mailed: false });
  } catch (error) {
    if (error instanceof ConditionFailedError) return;
    throw error;
  }
  await mailAccountArchiveReady(accountId, ready, deletion.expires_at);
}

/** FAILED: listing or finishing failed twice. */
export async function failAccountArchive(accountId: string, cancelledOn: string): Promise<void> {
  logger.error('Account archive failed', { accountId, cancelledOn });
  try {
    await updateAccountDeletion(table(), accountId, cancelledOn, { archive_status: 'failed' });
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
  }
}

const dayOf = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString().slice(0, 10);

/** `get-deletion`: the account's last cancellation, the archive's progress and a fresh link to each zip. */
export async function accountDeletionView(auth: AuthContext) {
  const [account, deletion] = await Promise.all([
    getAccount(table(), auth.accountId),
    getAccountDeletion(table(), auth.accountId),
  ]);
  return {
    pending_cancellation: account ? cancellationState(account).pending_cancellation : null,
    deletion: await deletionOf(account?.status === 'cancelled' ? deletion : undefined),
  };
}

async function deletionOf(deletion: AccountDeletionItem | undefined): Promise<Deletion | null> {
  if (!deletion || deletion.reactivated_on) return null;
  const parts = (await Promise.all(deletion.archive_ids.map((id) => getArchive(table(), id)))).flatMap((part) =>
    part ? [part] : [],
  );
  return {
    cancelled_on: deletion.cancelled_on,
    delete_data: deletion.delete_data,
    archive_status: deletion.archive_status,
    expires_on: dayOf(deletion.expires_at),
    data_deleted_on: deletion.data_deleted_on,
    parts: await Promise.all(
      parts.map(async (part) => ({
        filename: part.filename,
        status: part.status,
        size: part.size ?? part.files.reduce((total, file) => total + file.size, 0),
        download_url:
          part.status === 'ready' ? await signDownload(config().outputsBucket, part.s3_key, part.filename) : null,
      })),
    ),
  };
}

/**
 * Deletes a cancelled account's files once its archive has been kept its 30 days, when its primary
 * user asked for it: every master's sources and outputs and the documents; its records follow
 * (`deleteAccountRecords`). The account can no longer be reactivated.
 */
async function deleteAccountData(deletion: AccountDeletionItem, now: string): Promise<void> {
  const files = await accountFiles(deletion.account_id);
  const byBucket = {
    sources: config().sourcesBucket,
    outputs: config().outputsBucket,
    documents: config().documentsBucket,
  };
  for (const bucket of ['sources', 'outputs', 'documents'] as const)
    await deleteObjects(
      byBucket[bucket],
      files.filter((file) => file.bucket === bucket).map((file) => file.key),
    );
  await updateAccountDeletion(table(), deletion.account_id, deletion.cancelled_on, { data_deleted_on: now });
  logger.info('Account data deleted', { accountId: deletion.account_id, files: files.length });
}

/**
 * How many days of missed sweeps the daily sweep makes up: it reads the accounts cancelled in the
 * 30 days of their archive plus these, from the cancelled accounts' list (never a scan); one whose
 * time ended longer ago has been swept.
 */
const SWEEP_CATCH_UP_DAYS = 7;

/**
 * The daily sweep (and the local cloud's billing-time advance): for each cancellation whose 30 days
 * are over, the archive's zips go (the bucket's lifecycle rule does it in AWS too; the sweep does
 * not wait for it) and, when asked, the data: its files, then its records. A reactivated account is
 * left alone.
 */
export async function sweepAccountDeletions(now?: Date): Promise<{ deleted: number }> {
  const at = now ?? (await billingNow());
  const nowSeconds = Math.floor(at.getTime() / 1000);
  const oldest = new Date(at.getTime() - (ARCHIVE_DAYS + SWEEP_CATCH_UP_DAYS) * 86_400_000).toISOString();
  let deleted = 0;
  for await (const page of accountsInStateBetween(table(), 'cancelled', oldest, at.toISOString()))
    for (const account of page) {
      const deletion = await getAccountDeletion(table(), account.id);
      if (!deletion || deletion.reactivated_on || deletion.expires_at > nowSeconds) continue;
      try {
        await deletePrefix(config().outputsBucket, archivePrefix(deletion.account_id, deletion.cancelled_on));
        if (deletion.delete_data && !deletion.data_deleted_on) {
          await deleteAccountData(deletion, at.toISOString());
          deleted += 1;
        }
        // The records after the files (the files are found through them); a sweep that stopped
        // part-way goes on the next day, within the days the sweep makes up.
        if (deletion.delete_data && !deletion.records_deleted_on) {
          const records = await deleteAccountRecords(deletion.account_id);
          await updateAccountDeletion(table(), deletion.account_id, deletion.cancelled_on, {
            records_deleted_on: at.toISOString(),
          });
          logger.info('Account records deleted', { accountId: deletion.account_id, records });
        }
      } catch (error) {
        logger.error('Account deletion not swept', { accountId: deletion.account_id, error: String(error) });
      }
    }
  return { deleted };
}
