import { randomBytes } from 'node:crypto';
import { masterTypePermission, type SlateFields, type UploadAsset } from '@masterport/contract';
import { getAccount, getMaster, setMasterSource } from '@masterport/data';
import { table } from '../adapters/db.ts';
import { copyObject, objectStorageState } from '../adapters/storage.ts';
import { holdsPermission, type AuthContext } from '../auth/authorize.ts';
import { config } from '../config.ts';
import { AppError } from '../errors.ts';
import { markSourceUploaded, startWhenReady } from '../processing/start-processing.ts';
import { newSourceKey } from '../storage-keys.ts';
import { createMasterFromSlate } from './master-service.ts';

/**
 * The sample sources a demo account's masters are made from, under this prefix of the sources
 * bucket: the local cloud puts them there when it starts (packages/local, from the media test
 * fixtures); on AWS they are copied there once (`npm run samples`, docs/api.md).
 */
export const DEMO_SAMPLES_PREFIX = 'samples/';
export const DEMO_SAMPLES = {
  tvSpot: 'tv-spot-5s.mov',
  tvSpotTooLoud: 'tv-spot-5s-too-loud.mov',
  tvCaptions: 'tv-spot.scc',
  radioSpot: 'radio-spot-5s.wav',
} as const;
type Sample = (typeof DEMO_SAMPLES)[keyof typeof DEMO_SAMPLES];

interface DemoMaster {
  slate: Omit<SlateFields, 'unique_id'>;
  mode: 'new_master' | 'draft';
  files: Partial<Record<UploadAsset, Sample>>;
}

const tv = {
  master_type: 'PUB_TV_WEB',
  duration: 5,
  language: 'en',
  ratio: '16:9',
  audio_type: '8trks',
  use_video_audio: true,
  agency: 'North Agency',
  announcer: 'Maple Foods',
} as const;

/**
 * What `user/mock` adds: one master in each state a newcomer meets, each made as a user would make
 * it (the slate, then the files, then a real processing run): a draft; a TV spot waiting for its
 * files; a TV spot that passes and makes every output; one rejected for its loudness (Fix loudness
 * then shows what it does); a radio spot that passes.
 */
const DEMO_MASTERS: readonly DemoMaster[] = [
  { slate: { ...tv, title: 'Spring sale (draft)', product: 'Spring sale' }, mode: 'draft', files: {} },
  { slate: { ...tv, title: 'Summer launch', product: 'Summer range' }, mode: 'new_master', files: {} },
  {
    slate: { ...tv, title: 'Maple syrup', product: 'Syrup', captions_filename: DEMO_SAMPLES.tvCaptions },
    mode: 'new_master',
    files: { video: DEMO_SAMPLES.tvSpot, captions: DEMO_SAMPLES.tvCaptions },
  },
  {
    slate: { ...tv, title: 'Maple syrup (too loud)', product: 'Syrup', captions_filename: DEMO_SAMPLES.tvCaptions },
    mode: 'new_master',
    files: { video: DEMO_SAMPLES.tvSpotTooLoud, captions: DEMO_SAMPLES.tvCaptions },
  },
  {
    slate: {
      master_type: 'PUB_RADIO',
      duration: 5,
      language: 'en',
      ratio: '16:9',
      audio_type: '2trks',
      title: 'Maple syrup radio',
      product: 'Syrup',
      agency: 'North Agency',
      announcer: 'Maple Foods',
    },
    mode: 'new_master',
    files: { radio: DEMO_SAMPLES.radioSpot },
  },
];

/** A house ID no one holds: DEMO and 12 random letters and digits. */
const demoUniqueId = () => `DEMO${randomBytes(8).toString('hex').toUpperCase().slice(0, 12)}`;

/** Puts a sample under the master's own source key, as if its owner had uploaded it. */
async function takeSample(masterId: string, asset: UploadAsset, sample: Sample): Promise<void> {
  const bucket = config().sourcesBucket;
  const from = `${DEMO_SAMPLES_PREFIX}${sample}`;
  const found = await objectStorageState(bucket, from);
  if (!found) throw new AppError('demo_samples_missing');
  const { size } = found;
  const master = (await getMaster(table(), masterId))!;
  const key = newSourceKey(master, asset, sample);
  await copyObject(bucket, from, key, { size });
  const uploadId = `demo-${randomBytes(8).toString('hex')}`;
  const updated = await setMasterSource(table(), masterId, asset, {
    filename: sample,
    size,
    key,
    upload_id: uploadId,
    status: 'uploading',
    uploaded_on: null,
    replaces: null,
  });
  await markSourceUploaded(updated, asset, updated.sources[asset]!);
}

/**
 * `user/mock` (seed 000: demo data for a demo account): the masters above, for the kinds of
 * master the caller may make; only a demo account may ask (`demo_only`). Each call adds a set.
 */
export async function fillDemoAccount(auth: AuthContext): Promise<{ master_ids: string[] }> {
  if (!(await getAccount(table(), auth.accountId))?.is_demo) throw new AppError('demo_only');
  const made: string[] = [];
  for (const demo of DEMO_MASTERS) {
    if (!holdsPermission(auth, masterTypePermission(demo.slate.master_type, 'create'))) continue;
    const master = await createMasterFromSlate(
      auth,
      { ...demo.slate, unique_id: demoUniqueId() } as SlateFields,
      demo.mode,
    );
    for (const [asset, sample] of Object.entries(demo.files) as [UploadAsset, Sample][])
      await takeSample(master.id, asset, sample);
    if (demo.mode === 'new_master') await startWhenReady(master.id);
    made.push(master.id);
  }
  return { master_ids: made };
}
