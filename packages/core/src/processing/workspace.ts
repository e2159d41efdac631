import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TRACK_SLOTS, TV_FULL_FEATURE_MAX_SECONDS, type TrackSlot, type WithCompleteSlate } from '@masterport/contract';
import type { MasterSpec, SourceFiles } from '@masterport/media';
import type { MasterItem } from '@masterport/data';
import { downloadToFile } from '../adapters/storage.ts';
import { config } from '../config.ts';

/** A master a run works on: its slate is complete (a draft saved with only some fields never runs). */
export type RunMaster = WithCompleteSlate<MasterItem>;

/**
 * Each task works in a local folder per master and run (Lambda's /tmp). A warm function reuses
 * what an earlier step downloaded; a cold one downloads again.
 */
export const workDir = (master: Pick<MasterItem, 'id' | 'revision'>): string =>
  join(tmpdir(), 'masterport-work', master.id, `r${master.revision}`);

export const cleanWorkDir = (master: Pick<MasterItem, 'id' | 'revision'>) =>
  rm(workDir(master), { recursive: true, force: true });

/** The uploaded sources as local files, in the shape quality control and the encoders take. */
export async function localSources(master: MasterItem): Promise<SourceFiles> {
  const bucket = config().sourcesBucket;
  const local = async (asset: keyof MasterItem['sources']) => {
    const source = master.sources[asset];
    if (!source || source.status !== 'uploaded') return undefined;
    const path = join(workDir(master), 'sources', asset, source.key.split('/').pop() ?? asset);
    if (!existsSync(path)) await downloadToFile(bucket, source.key, path);
    return path;
  };
  const tracks: Partial<Record<TrackSlot, string>> = {};
  if (!master.use_video_audio) {
    for (const slot of TRACK_SLOTS) {
      const path = await local(slot);
      if (path) tracks[slot] = path;
    }
  }
  const [video, audio, radio, captions] = [
    await local('video'),
    await local('audio'),
    await local('radio'),
    await local('captions'),
  ];
  return {
    ...(video ? { video } : {}),
    ...((radio ?? audio) ? { audio: radio ?? audio } : {}),
    ...(Object.keys(tracks).length ? { tracks } : {}),
    ...(captions ? { captions } : {}),
  };
}

/**
 * The master as the media package sees it. Seed 001 §5: video-level analysis is unavailable for
 * TV masters beyond the full-feature maximum duration, so the slate's `test_brng` asks for it only
 * within it.
 */
type SpecFields = Pick<
  RunMaster,
  | 'master_type'
  | 'duration'
  | 'ratio'
  | 'audio_type'
  | 'language'
  | 'title'
  | 'unique_id'
  | 'announcer'
  | 'agency'
  | 'product'
  | 'house_code'
  | 'tvb_number'
  | 'asc_number'
  | 'test_brng'
  | 'use_video_audio'
  | 'music_only'
>;

export const masterSpec = (master: SpecFields): MasterSpec => ({
  masterType: master.master_type,
  durationSeconds: master.duration,
  ratio: master.ratio,
  audioType: master.audio_type,
  language: master.language,
  title: master.title,
  uniqueId: master.unique_id,
  advertiser: master.announcer,
  agency: master.agency,
  product: master.product,
  houseCode: master.house_code ?? undefined,
  tvbNumber: master.tvb_number ?? undefined,
  ascNumber: master.asc_number ?? undefined,
  testBrng: master.test_brng && master.duration <= TV_FULL_FEATURE_MAX_SECONDS,
  useVideoAudio: master.use_video_audio,
  musicOnly: master.music_only ?? undefined,
});
