/**
 * What quality control will say of a dropped file, from its headers alone (issue 32): the format rules
 * of qc/rules.ts, the same functions the server's QC runs, applied to what the browser read
 * (header-probe.ts). Only the checks a header answers: container, codec, frame size, ratio, frame
 * rate, field order, length, audio layout and format. Loudness, silence, video levels, captions and
 * audio/picture sync need the decoded media: the server's QC measures them after the upload, and
 * decides. Nothing here stops an upload.
 *
 * Browser-safe: no Node import here or below.
 */
import {
  baseMasterType,
  TRACK_SLOTS,
  type AudioType,
  type MasterType,
  type Ratio,
  type UploadAsset,
} from '@masterport/contract';
import { resolveAudioMap } from '../audio-map.ts';
import type { MasterSpec } from '../master.ts';
import type { ProbeResult } from '../probe.ts';
import {
  audioFormatItems,
  audioLayoutItem,
  containerItem,
  notMediaItem,
  radioDurationItem,
  usedAudioStreams,
  videoItems,
} from '../qc/rules.ts';
import type { QcItem } from '../qc/types.ts';

/** The slate fields the format rules read, as the contract names them (a complete slate's: files are dropped only then). */
export interface PreUploadSlate {
  readonly master_type: MasterType;
  readonly duration: number;
  readonly ratio: Ratio;
  readonly audio_type: AudioType;
  readonly use_video_audio: boolean;
}

const isTrackSlot = (asset: UploadAsset): boolean => (TRACK_SLOTS as readonly string[]).includes(asset);

/** How long an audio stream lasts: its sample count when the header gives one, else its duration. */
function audioSeconds(probe: ProbeResult): number | undefined {
  const stream = probe.audio[0];
  if (!stream) return undefined;
  if (stream.samples && stream.sampleRate > 0) return stream.samples / stream.sampleRate;
  return stream.durationSeconds ?? probe.durationSeconds;
}

/**
 * The QC items a file dropped on `asset`'s zone will get, by the server's rules, as far as its headers
 * tell (none for captions, whose checks read their text after the upload). `probe` undefined: MediaInfo
 * found no audio or video in the file, which QC refuses as `not_media`.
 */
export function checkBeforeUpload(
  slate: PreUploadSlate,
  asset: UploadAsset,
  probe: ProbeResult | undefined,
  filename: string,
): QcItem[] {
  const spec: Pick<MasterSpec, 'masterType' | 'durationSeconds' | 'ratio' | 'audioType' | 'useVideoAudio'> = {
    masterType: slate.master_type,
    durationSeconds: slate.duration,
    ratio: slate.ratio,
    audioType: slate.audio_type,
    useVideoAudio: slate.use_video_audio,
  };
  const base = baseMasterType(slate.master_type);
  if (asset === 'captions') return [];
  if (!probe) return [notMediaItem(base, asset, filename)];
  const items: QcItem[] = [];
  const probes = new Map([[asset, probe]]);

  if (asset === 'radio') {
    items.push(containerItem(base, probe.container));
    const audioMap = resolveAudioMap(spec, { audio: asset }, probes);
    items.push(audioLayoutItem(audioMap));
    audioFormatItems(base, usedAudioStreams(audioMap, probes), items);
    const seconds = audioSeconds(probe);
    if (seconds !== undefined) items.push(radioDurationItem(spec, seconds));
    return items;
  }

  if (asset === 'video') {
    items.push(containerItem(base, probe.container));
    const video = probe.video[0];
    if (video) videoItems(base, spec, video, video.frames, items);
    // The picture's own audio is the master's only when the slate says so; else the track zones bring it.
    if (slate.use_video_audio) {
      const audioMap = resolveAudioMap(spec, { video: asset }, probes);
      items.push(audioLayoutItem(audioMap));
      audioFormatItems(base, usedAudioStreams(audioMap, probes), items);
    }
    return items;
  }

  // A TV master's track uploads: each one's format (their layout is judged once all seven are in).
  if (base === 'PUB_TV_WEB' && isTrackSlot(asset)) audioFormatItems(base, probe.audio.slice(0, 1), items);
  return items;
}
