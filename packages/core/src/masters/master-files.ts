import { SLATE_XML_PREFIX } from '@masterport/contract';
import { getMaster, getMasterByShare, nowIso, updateMasterFields } from '@masterport/data';
import { sourceFileName } from '@masterport/media';
import { table } from '../adapters/db.ts';
import { getText, signDownload } from '../adapters/storage.ts';
import type { AuthContext } from '../auth/authorize.ts';
import { config } from '../config.ts';
import { AppError } from '../errors.ts';
import { allSourcesUploaded, startProcessing } from '../processing/start-processing.ts';
import { ownMaster } from '../master-access/own-master.ts';
import { toMaster } from './master-service.ts';
import { requireCompleteSlate } from '../master-access/slate-rules.ts';

/** The sources tab: what was uploaded for each asset. */
export async function listSources(auth: AuthContext, masterId: string) {
  const master = await ownMaster(auth, masterId);
  return Object.entries(master.sources).map(([asset, source]) => ({
    asset,
    filename: source.filename,
    size: source.size,
    status: source.status,
    uploaded_on: source.uploaded_on,
  }));
}

/** The XML slate of an output (`download-xml`): asked by the output's key or by the XML's own. */
export async function outputXmlSlate(auth: AuthContext, masterId: string, outputKey: string) {
  const master = await ownMaster(auth, masterId);
  const output = master.outputs[outputKey.startsWith(SLATE_XML_PREFIX) ? outputKey : `${SLATE_XML_PREFIX}${outputKey}`];
  if (!output) throw new AppError('not_found');
  const content = await getText(config().outputsBucket, output.s3_key);
  return { content, content_type: 'application/xml; charset=utf-8', filename: output.filename };
}

/** A download link for one output, or for the uploaded source (`SOURCE`, bit-identical). */
export async function outputDownloadUrl(auth: AuthContext, masterId: string, outputKey: string) {
  const master = await ownMaster(auth, masterId);
  if (outputKey === 'SOURCE') {
    if (master.archived) throw new AppError('archived_sources_download');
    if (!auth.accountPermissions.includes('sources_tab') || !auth.userPermissions.includes('sources_tab'))
      throw new AppError('user_permission');
    const source = master.sources.video ?? master.sources.radio;
    if (!source || source.status !== 'uploaded') throw new AppError('not_found');
    // A master with sources has a complete slate (a draft without one takes no file).
    const filename = sourceFileName(requireCompleteSlate(master).unique_id, source.filename);
    return { download_url: await signDownload(config().sourcesBucket, source.key, filename), filename };
  }
  const output = master.outputs[outputKey];
  if (!output) throw new AppError('not_found');
  // Archived files are in cold storage; the preview the page plays stays at hand (master-archiving.ts).
  if (master.archived && outputKey !== master.preview_output_key) throw new AppError('master_archived');
  const bucket = output.bucket === 'sources' ? config().sourcesBucket : config().outputsBucket;
  return { download_url: await signDownload(bucket, output.s3_key, output.filename), filename: output.filename };
}

async function rerun(
  auth: AuthContext,
  masterId: string,
  options: { only_keys: string[] | null; fix_loudness: boolean },
) {
  const master = await ownMaster(auth, masterId);
  if (master.locked) throw new AppError('master_locked');
  // A merge saved as a draft waits for its confirmation, not for a run.
  if (master.is_running || master.archived || master.status === 'WAITING_MERGE') throw new AppError('master_busy');
  // A merge that failed starts over from the other master's sources.
  if (!master.merge_with && !allSourcesUploaded(master)) throw new AppError('upload_unknown');
  const prepared = await updateMasterFields(table(), master.id, { run_options: options, modified_on: nowIso() });
  if (!(await startProcessing(prepared))) throw new AppError('master_busy');
  return toMaster(await ownMaster(auth, masterId));
}

/** Starts the whole processing again (after an error, or new sources). */
export const restartWorkflow = (auth: AuthContext, masterId: string) =>
  rerun(auth, masterId, { only_keys: null, fix_loudness: false });

/** TV loudness out of tolerance: run again with the loudness normalised instead of rejected. */
export async function fixLoudness(auth: AuthContext, masterId: string) {
  const master = await ownMaster(auth, masterId);
  if (master.qc_status !== 'SOURCE_INTEGRATED_LOUDNESS_REJECTED')
    throw new AppError('validation_error', { fields: { master_id: 'loudness_not_rejected' } });
  return rerun(auth, masterId, { only_keys: null, fix_loudness: true });
}

/** Makes the outputs a distribution needs that the master lacks (the sender confirmed it: `workflow_restart_confirmed`). */
export const makeOutputs = (auth: AuthContext, masterId: string, outputKeys: string[]) =>
  rerun(auth, masterId, { only_keys: outputKeys, fix_loudness: false });

/**
 * Makes outputs a delivery needs (a station's spec changed after the send: docs/station-specs.md),
 * with no one signed in: the sender confirmed outputs being made for its send. Nothing happens to a
 * master that is busy, locked, archived or without its sources; the delivery asks again later.
 */
export async function makeOutputsForStation(masterId: string, outputKeys: string[]): Promise<void> {
  const master = await getMaster(table(), masterId);
  if (!master || master.locked || master.is_running || master.archived || master.status === 'WAITING_MERGE') return;
  // A run that failed is not started again by each of the delivery's tries: its owner restarts it.
  if (master.processing_error || !allSourcesUploaded(master)) return;
  const prepared = await updateMasterFields(table(), master.id, {
    run_options: { only_keys: outputKeys, fix_loudness: false },
    modified_on: nowIso(),
  });
  await startProcessing(prepared);
}

/** Makes (or makes again) one output key. */
export async function remakeOutput(auth: AuthContext, masterId: string, outputKey: string) {
  return rerun(auth, masterId, { only_keys: [outputKey], fix_loudness: false });
}

/** The user has read the QC warnings; the master page stops highlighting them. */
export async function acknowledgeQualityControl(auth: AuthContext, masterId: string) {
  const master = await ownMaster(auth, masterId);
  if (master.qc_status !== 'WARNING' && master.qc_status !== 'PASSED')
    throw new AppError('validation_error', { fields: { master_id: 'qc_not_warning' } });
  return toMaster(await updateMasterFields(table(), master.id, { qc_acknowledged: true, modified_on: nowIso() }));
}

/** The public QC report of a shared master (anyone holding created_on and hash_key). */
export async function publicQualityControl(createdOn: string, hashKey: string) {
  const master = await getMasterByShare(table(), createdOn, hashKey);
  if (!master) throw new AppError('not_found');
  return { qc_status: master.qc_status, loudness: master.loudness, items: master.quality_control };
}
