import { ConditionFailedError, getMaster, nowIso, setMasterSource, updateMasterFields, type MasterItem } from '@masterport/data';
import { requiredAssets, type UploadAsset } from '@masterport/contract';
import { table } from '../adapters/db.ts';
import { startMasterProcessingExecution } from '../adapters/workflow.ts';
import { logger } from '../logger.ts';

export const allSourcesUploaded = (master: MasterItem): boolean =>
  requiredAssets(master).every((asset) => master.sources[asset]?.status === 'uploaded');

/**
 * Starts a processing run. The conditional move to SOURCES_COPY with `is_running` is the guard:
 * of two events arriving together, one wins and starts the execution.
 */
export async function startProcessing(master: MasterItem): Promise<boolean> {
  const revision = master.revision + 1;
  try {
    await updateMasterFields(table(), master.id, {
      status: 'SOURCES_COPY', is_running: true, progress: 0, revision, processing_error: null, modified_on: nowIso(),
    }, { is_running: false, revision: master.revision });
  } catch (error) {
    if (error instanceof ConditionFailedError) return false;
    throw error;
  }
  await startMasterProcessingExecution(master.id, revision);
  logger.info('Master processing started', { masterId: master.id, revision });
  return true;
}

/**
 * The S3 object-created event of a source (`sources/<account>/<master>/<asset>/<file>`): the asset
 * is recorded as uploaded, and when it was the last one needed, processing starts. No browser
 * polling starts work.
 */
export async function onSourceObjectCreated(objectKey: string): Promise<'started' | 'waiting' | 'ignored'> {
  const [prefix, _account, masterId, asset] = objectKey.split('/');
  if (prefix !== 'sources' || !masterId || !asset) return 'ignored';
  let master = await getMaster(table(), masterId);
  const source = master?.sources[asset as UploadAsset];
  if (!master || !source || source.key !== objectKey) return 'ignored';
  if (source.status !== 'uploaded') {
    master = await setMasterSource(table(), master.id, asset as UploadAsset, { ...source, status: 'uploaded', uploaded_on: nowIso() });
  }
  // A TV master stopped at WAITING_CAPTIONS goes on by itself once its captions arrive.
  const resumesForCaptions = master.status === 'WAITING_CAPTIONS' && asset === 'captions';
  if (!allSourcesUploaded(master) || master.is_running || !(['CREATED', 'UPLOADED'].includes(master.status) || resumesForCaptions)) return 'waiting';
  return (await startProcessing(master)) ? 'started' : 'waiting';
}
