import { isPublicFile, type FileView, type PublicFiles, type PublicMaster } from '@masterport/contract';
import {
  getDistribution,
  getMasterByShare,
  getShare,
  nowIso,
  renewMasterShare,
  updateMasterFields,
  type MasterItem,
} from '@masterport/data';
import { publicOwner } from '../contacts/contacts.ts';
import { publicMasterView } from '../master-access/public-master-view.ts';
import { table } from '../adapters/db.ts';
import { signDownload } from '../adapters/storage.ts';
import type { AuthContext } from '../auth/authorize.ts';
import { config } from '../config.ts';
import { AppError } from '../errors.ts';
import { newSecretToken } from '../random.ts';
import { fileView, publicOutputKey } from './file-view.ts';
import { ownMaster } from '../master-access/own-master.ts';

/**
 * The public master page and its calls (seed 001 §2, `/m/{created_on}/{hash_key}`): anyone
 * holding both halves of the master's link sees its slate, plays its preview and downloads its
 * outputs; nothing else of the account (no id, no other item) is reachable from it. An unknown,
 * renewed or guessed link is the seed's not-found state. The uploaded source never shows here, and
 * the broadcast files only when the owner turned them on for the link (`isPublicFile`, issue 28):
 * every call below that lists or serves a file applies it.
 */
async function sharedMaster(createdOn: string, hashKey: string): Promise<MasterItem> {
  const master = await getMasterByShare(table(), createdOn, hashKey);
  if (!master) throw new AppError('not_found');
  return master;
}

const publicOutputs = (master: MasterItem) =>
  Object.values(master.outputs)
    .filter((output) => output.output_key !== 'SOURCE' && isPublicFile(output, master.public_files))
    .sort((a, b) => a.output_key.localeCompare(b.output_key))
    .map((output) => ({
      output_key: output.output_key,
      category: output.category,
      filename: output.filename,
      size: output.size,
      created_on: output.created_on,
      metadata: output.metadata,
    }));

export async function publicMasterDetails(createdOn: string, hashKey: string): Promise<PublicMaster> {
  const master = await sharedMaster(createdOn, hashKey);
  const [owner, view] = await Promise.all([publicOwner(master.account_id), publicMasterView(master)]);
  return { ...view, owner };
}

export async function publicMasterOutputs(createdOn: string, hashKey: string) {
  return publicOutputs(await sharedMaster(createdOn, hashKey));
}

export async function publicOutputData(createdOn: string, hashKey: string, outputKey: string): Promise<FileView> {
  const master = await sharedMaster(createdOn, hashKey);
  return fileView(master, publicOutputKey(master, outputKey));
}

/** A short-lived link that saves one output (never the source); not while the files are in cold storage. */
export async function publicMasterDownloadUrl(createdOn: string, hashKey: string, outputKey: string) {
  const master = await sharedMaster(createdOn, hashKey);
  const output = outputKey === 'SOURCE' ? undefined : master.outputs[outputKey];
  if (!output) throw new AppError('not_found');
  publicOutputKey(master, outputKey);
  if (master.archived) throw new AppError('master_archived');
  const bucket = output.bucket === 'sources' ? config().sourcesBucket : config().outputsBucket;
  return { download_url: await signDownload(bucket, output.s3_key, output.filename), filename: output.filename };
}

/** What a public page polls to know it should load again. */
export async function publicMasterModifications(createdOn: string, hashKey: string) {
  const master = await sharedMaster(createdOn, hashKey);
  return { modified_on: master.modified_on, is_running: master.is_running, status: master.status };
}

/** Which of the outputs a page waits for exist now; it starts nothing (a visitor never spends the owner's processing). */
export async function publicMissingOutputs(createdOn: string, hashKey: string, outputKeys: readonly string[]) {
  const master = await sharedMaster(createdOn, hashKey);
  const present = publicOutputs(master);
  // A file made but not offered on the link is not "still to come": the page stops waiting for it.
  const made = new Set(Object.keys(master.outputs));
  return {
    outputs: present.filter((output) => outputKeys.includes(output.output_key)),
    pending: outputKeys.filter((key) => !made.has(key)),
    is_running: master.is_running,
  };
}

/** The state of each shared master a public page shows, by its link; unknown links are left out. */
export async function publicMasterStatuses(links: readonly { created_on: string; hash_key: string }[]) {
  const found = await Promise.all(
    links.map(async (link) => ({ link, master: await getMasterByShare(table(), link.created_on, link.hash_key) })),
  );
  return found.flatMap(({ link, master }) =>
    master
      ? [
          {
            created_on: link.created_on,
            hash_key: link.hash_key,
            status: master.status,
            qc_status: master.qc_status,
            is_running: master.is_running,
            progress: master.progress,
            archived: master.archived,
          },
        ]
      : [],
  );
}

/** A master's file opened from a station's distribution page: that distribution must carry the master. */
export async function distributionFileView(
  link: { created_on: string; hash_key: string; d_created_on: string; d_hash_key: string },
  outputKey: string,
): Promise<FileView> {
  const [master, share] = await Promise.all([
    getMasterByShare(table(), link.created_on, link.hash_key),
    getShare(table(), link.d_created_on, link.d_hash_key),
  ]);
  if (!master || share?.kind !== 'destination') throw new AppError('not_found');
  const distribution = await getDistribution(table(), share.id.split('/')[0] ?? '');
  if (!distribution?.master_files_ids.includes(master.id)) throw new AppError('not_found');
  return fileView(master, outputKey);
}

/**
 * Ours, `save-public-files`: what the master's public link offers beyond the viewing copy and
 * captions: its broadcast files, until a date if one is given. Renewing the link keeps the setting.
 */
export async function savePublicFiles(auth: AuthContext, masterId: string, setting: PublicFiles) {
  const master = await ownMaster(auth, masterId);
  const publicFiles = setting.broadcast ? setting : { broadcast: false, until: null };
  await updateMasterFields(table(), master.id, { public_files: publicFiles });
  return { public_files: publicFiles };
}

/**
 * Ours, `renew-public-link`: the master gets a new link (128+ random bits); the old one, and every
 * copy of it sent around, stops working at once.
 */
export async function renewPublicLink(auth: AuthContext, masterId: string) {
  const master = await ownMaster(auth, masterId);
  const hashKey = newSecretToken();
  await renewMasterShare(table(), master, hashKey, nowIso());
  return { created_on: master.created_on, hash_key: hashKey };
}
