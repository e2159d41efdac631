import { baseMasterType, type Master, type UploadAsset } from '@masterport/contract';

/** The 5.1 stems and the stereo mix of an 8-track master (tracks 1-6, then 7-8). */
export const TRACK_ASSETS: readonly UploadAsset[] = ['frontleft', 'frontright', 'frontcenter', 'lfe', 'sideleft', 'sideright', 'stereo'];

export interface AssetSlot {
  asset: UploadAsset;
  /** Processing waits for every required asset; captions may follow later (WAITING_CAPTIONS). */
  required: boolean;
  /** What the file chooser offers (the API checks the extension again). */
  accept: string;
  kind: 'media' | 'captions';
}

const AUDIO_TRACK = '.wav,.aif,.aiff';
const ACCEPT: Record<UploadAsset, string> = {
  video: '.mov,.mxf,.mp4,.m4v',
  captions: '.scc,.srt',
  audio: '.wav,.mp3,.aif,.aiff',
  radio: '.wav,.mp3',
  frontleft: AUDIO_TRACK, frontright: AUDIO_TRACK, frontcenter: AUDIO_TRACK, lfe: AUDIO_TRACK,
  sideleft: AUDIO_TRACK, sideright: AUDIO_TRACK, stereo: AUDIO_TRACK,
};

const slot = (asset: UploadAsset, required: boolean): AssetSlot => ({
  asset, required, accept: ACCEPT[asset], kind: asset === 'captions' ? 'captions' : 'media',
});

/**
 * One drop zone per asset the master needs (seed 001 §3, the upload tab). Radio: the mix. TV and
 * web: the video, the captions (required for TV, optional for web), and unless the video's own
 * audio is used, the audio tracks of the slate's layout. Mirrors the API's `requiredAssets`.
 */
export function assetSlots(master: Pick<Master, 'master_type' | 'audio_type' | 'use_video_audio'>): AssetSlot[] {
  const base = baseMasterType(master.master_type);
  if (base === 'PUB_RADIO') return [slot('radio', true)];
  const slots = [slot('video', true), slot('captions', base === 'PUB_TV_WEB')];
  if (master.use_video_audio) return slots;
  const tracks: readonly UploadAsset[] = base === 'PUB_TV_WEB' && master.audio_type === '8trks' ? TRACK_ASSETS : ['stereo'];
  return [...slots, ...tracks.map((asset) => slot(asset, true))];
}

/** The assets whose upload starts processing (captions excluded: a TV master then waits for them). */
export const requiredAssets = (master: Pick<Master, 'master_type' | 'audio_type' | 'use_video_audio'>): UploadAsset[] =>
  assetSlots(master).filter((entry) => entry.required && entry.kind === 'media').map((entry) => entry.asset);
