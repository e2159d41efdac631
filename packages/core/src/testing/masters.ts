import {
  baseMasterType,
  DEFAULT_DELIVERY_CONTENT,
  draftSlateFields,
  SLATE_XML_PREFIX,
  type MasterType,
  type UploadAsset,
} from '@masterport/contract';
import {
  getMaster,
  nowIso,
  setMasterSource,
  updateMasterFields,
  type MasterItem,
  type MasterOutput,
  type MasterSource,
} from '@masterport/data';
import { table } from '../adapters/db.ts';
import { createMasterFromSlate } from '../masters/master-service.ts';
import { newId } from '../random.ts';
import type { GivenAccount } from './accounts.ts';

let masters = 0;

/** A unique ID nobody holds: UT, a count and random letters (4 to 20 letters and digits). */
export const newUniqueId = (): string =>
  `UT${(masters += 1)}${newId()
    .replace(/[^a-z0-9]/gi, '')
    .slice(0, 8)}`.toUpperCase();

/** A complete slate of each kind, as the create modal sends it. */
export function completeSlate(type: MasterType = 'PUB_TV_WEB', extra: Record<string, unknown> = {}) {
  const tv = baseMasterType(type) === 'PUB_TV_WEB';
  return draftSlateFields.parse({
    master_type: type,
    title: `Spot ${masters}`,
    unique_id: newUniqueId(),
    duration: 30,
    language: 'en',
    ratio: '16:9',
    audio_type: tv ? '8trks' : '2trks',
    announcer: 'Maple Foods',
    agency: 'North Agency',
    product: 'Syrup',
    ...(tv ? { captions_filename: 'spot.scc' } : {}),
    ...extra,
  });
}

/** An output of a master as processing records it (its object is not needed by the rules tested). */
const output = (masterId: string, key: string, filename: string): MasterOutput => ({
  output_key: key,
  category: 'MXF_BROADCAST',
  filename,
  size: 1024,
  created_on: nowIso(),
  metadata: {},
  bucket: 'outputs',
  s3_key: `outputs/unit/${masterId}/${filename}`,
  hash_key: newId(),
  sha256: null,
});

/** The outputs a station receives by default for the master's kind, each MXF with its XML slate. */
function defaultOutputs(master: MasterItem): Record<string, MasterOutput> {
  const outputs: Record<string, MasterOutput> = {};
  for (const key of DEFAULT_DELIVERY_CONTENT[baseMasterType(master.master_type!)]) {
    outputs[key] = output(master.id, key, `spot_${key}.bin`);
    if (key.startsWith('MXF'))
      outputs[`${SLATE_XML_PREFIX}${key}`] = output(master.id, `${SLATE_XML_PREFIX}${key}`, `spot_${key}.xml`);
  }
  return outputs;
}

export interface MasterOptions {
  type?: MasterType;
  /** Slate fields other than a complete slate's (a partner studio's `partner_studio_id`...). */
  slate?: Record<string, unknown>;
  /** `ready` (default): processed, QC passed, every default output made; `new`: just created, nothing uploaded. */
  state?: 'ready' | 'new';
  /** Fields to set once made (a QC verdict, a lock, a run under way...). */
  change?: Parameters<typeof updateMasterFields>[2];
}

/** A master of the account, made through core as the create call makes it, then brought to `state`. */
export async function givenMaster(owner: GivenAccount, options: MasterOptions = {}): Promise<MasterItem> {
  const created = await createMasterFromSlate(owner.auth, completeSlate(options.type, options.slate), 'new_master');
  const master = (await getMaster(table(), created.id))!;
  if (options.state === 'new' && !options.change) return master;
  const ready =
    options.state === 'new'
      ? {}
      : {
          status: 'COMPLETED' as const,
          qc_status: 'PASSED' as const,
          progress: 100,
          revision: 1,
          outputs: defaultOutputs(master),
        };
  return updateMasterFields(table(), master.id, { ...ready, ...options.change, modified_on: nowIso() });
}

/** Source files of the master recorded as the upload service records them: uploaded (completed), or still uploading. */
export async function givenSources(
  master: MasterItem,
  assets: readonly UploadAsset[],
  status: MasterSource['status'] = 'uploaded',
): Promise<MasterItem> {
  let updated = master;
  for (const asset of assets) {
    const filename = asset === 'captions' ? 'spot.scc' : `spot-${asset}.mov`;
    updated = await setMasterSource(table(), master.id, asset, {
      filename,
      size: 1024,
      key: `sources/${master.account_id}/${master.id}/${asset}/${newId()}-${filename}`,
      upload_id: newId(),
      status,
      uploaded_on: status === 'uploaded' ? nowIso() : null,
      replaces: null,
    });
  }
  return updated;
}

/** A master as the COMPLETED step hands it to billing: the source files its run read. */
export const completedRunOn = (
  master: MasterItem,
  sourceKey = `sources/${master.id}.mov`,
  revision = master.revision,
): MasterItem => ({
  ...master,
  revision,
  run_sources: {
    video: {
      filename: 'spot.mov',
      size: 1,
      key: sourceKey,
      upload_id: 'u',
      uploaded_on: null,
      status: 'uploaded',
      replaces: null,
    },
  },
});
