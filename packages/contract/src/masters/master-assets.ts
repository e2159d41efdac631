import * as z from 'zod';
import { baseMasterType, type AudioType, type MasterType } from './master-types.ts';

/** The upload tab's assets (seed 001 §3). Tracks are mono WAVs except `stereo`, the 7-8 mix. */
export const UPLOAD_ASSETS = [
  'video',
  'captions',
  'audio',
  'radio',
  'frontleft',
  'frontright',
  'frontcenter',
  'lfe',
  'sideleft',
  'sideright',
  'stereo',
] as const;
export const uploadAssetSchema = z.enum(UPLOAD_ASSETS, { error: 'one_of' });
export type UploadAsset = z.infer<typeof uploadAssetSchema>;

/** The 5.1 stems and the stereo mix of an 8-track TV master, in track order (tracks 1-6, then 7-8). */
export const TRACK_SLOTS = [
  'frontleft',
  'frontright',
  'frontcenter',
  'lfe',
  'sideleft',
  'sideright',
  'stereo',
] as const satisfies readonly UploadAsset[];
export type TrackSlot = (typeof TRACK_SLOTS)[number];

const AUDIO_TRACK = ['wav', 'aif', 'aiff'];

/** The file types each asset takes: the file chooser offers them and the API checks them again. */
export const ASSET_EXTENSIONS: Readonly<Record<UploadAsset, readonly string[]>> = {
  video: ['mov', 'mxf', 'mp4', 'm4v'],
  captions: ['scc', 'srt'],
  audio: ['wav', 'mp3', 'aif', 'aiff'],
  radio: ['wav', 'mp3'],
  frontleft: AUDIO_TRACK,
  frontright: AUDIO_TRACK,
  frontcenter: AUDIO_TRACK,
  lfe: AUDIO_TRACK,
  sideleft: AUDIO_TRACK,
  sideright: AUDIO_TRACK,
  stereo: AUDIO_TRACK,
};

/** Whether a file name has one of the asset's extensions (any case). */
export const assetTakesFile = (asset: UploadAsset, filename: string): boolean =>
  ASSET_EXTENSIONS[asset].includes(filename.split('.').pop()?.toLowerCase() ?? '');

export interface AssetSlot {
  readonly asset: UploadAsset;
  /** Processing waits for every required asset: TV captions included (the master shows WAITING_CAPTIONS until they arrive). */
  readonly required: boolean;
  readonly kind: 'media' | 'captions';
  /** The file chooser's `accept` attribute (`.wav,.aif,.aiff`). */
  readonly accept: string;
}

interface AssetLayout {
  master_type: MasterType;
  audio_type: AudioType;
  use_video_audio: boolean;
}

const slot = (asset: UploadAsset, required: boolean): AssetSlot => ({
  asset,
  required,
  kind: asset === 'captions' ? 'captions' : 'media',
  accept: ASSET_EXTENSIONS[asset].map((extension) => `.${extension}`).join(','),
});

/**
 * The assets a master takes (one drop zone each). Radio: the mix. TV and web: the video, the
 * captions (required for TV, optional for web) and, unless the video's own audio is used, the
 * audio tracks of the slate's layout (the seven track files of an 8-track TV master, else a stereo file).
 */
export function assetSlots(master: AssetLayout): AssetSlot[] {
  const base = baseMasterType(master.master_type);
  if (base === 'PUB_RADIO') return [slot('radio', true)];
  const slots = [slot('video', true), slot('captions', base === 'PUB_TV_WEB')];
  if (master.use_video_audio) return slots;
  const tracks: readonly UploadAsset[] =
    base === 'PUB_TV_WEB' && master.audio_type === '8trks' ? TRACK_SLOTS : ['stereo'];
  return [...slots, ...tracks.map((asset) => slot(asset, true))];
}

/** The assets processing waits for (seed 001: waiting for sources, then waiting for captions, then encoding). */
export const requiredAssets = (master: AssetLayout): UploadAsset[] =>
  assetSlots(master)
    .filter((entry) => entry.required)
    .map((entry) => entry.asset);

/** What the API accepts for a master: its slots, and a separate audio file whenever the video's own audio is not used. */
export const assetAllowed = (master: AssetLayout, asset: UploadAsset): boolean =>
  assetSlots(master).some((entry) => entry.asset === asset) || (asset === 'audio' && !master.use_video_audio);
