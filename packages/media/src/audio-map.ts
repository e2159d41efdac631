/**
 * Where each audio track of a master comes from. Sources arrive as 8 mono streams, one 8-channel
 * stream, 5.1 + stereo streams, seven track uploads (six mono + one stereo), a stereo stream or two
 * mono streams. Flattening every channel into an ordered list of ChannelRefs lets QC and every encoder
 * address "track 7" the same way whatever the upload looked like.
 */
import { baseMasterType, TRACK_SLOTS, type TrackSlot } from '@masterport/contract';
import type { MasterSpec, SourceFiles } from './master.ts';
import type { ProbeResult } from './probe.ts';

/** One channel of one audio stream of one file; `stream` counts audio streams only (ffmpeg `a:N`). */
export interface ChannelRef {
  readonly file: string;
  readonly stream: number;
  readonly channel: number;
}

export interface AudioMap {
  /** `8trks`: L R C LFE Ls Rs + stereo L R (broadcast-spec 1.2); `stereo`: L R. */
  readonly layout: '8trks' | 'stereo';
  readonly tracks: readonly ChannelRef[];
}

export const TRACK_NAMES: Readonly<Record<AudioMap['layout'], readonly string[]>> = {
  '8trks': ['L', 'R', 'C', 'LFE', 'Ls', 'Rs', 'Lt', 'Rt'],
  stereo: ['L', 'R'],
};

export type AudioMapProblem =
  'no_audio' | 'tv_needs_8_tracks' | 'web_needs_2_tracks' | 'radio_not_stereo' | 'radio_not_single_stream';

export type AudioMapResult =
  | { readonly ok: true; readonly map: AudioMap }
  | { readonly ok: false; readonly problem: AudioMapProblem; readonly channels: number; readonly streams: number };

function channelsOf(file: string, probed: ProbeResult): ChannelRef[] {
  return probed.audio.flatMap((stream, ordinal) =>
    Array.from({ length: stream.channels }, (_, channel) => ({ file, stream: ordinal, channel })),
  );
}

/** Track uploads in seed order; the stereo upload gives tracks 7 and 8. */
function fromTrackUploads(
  tracks: Partial<Record<TrackSlot, string>>,
  probes: ReadonlyMap<string, ProbeResult>,
): ChannelRef[] | undefined {
  const refs: ChannelRef[] = [];
  for (const slot of TRACK_SLOTS) {
    const file = tracks[slot];
    if (!file) return undefined;
    const probed = probes.get(file);
    if (!probed) return undefined;
    const channels = channelsOf(file, probed);
    refs.push(...(slot === 'stereo' ? channels.slice(0, 2) : channels.slice(0, 1)));
  }
  return refs.length === 8 ? refs : undefined;
}

/** Picks the audio of a master from its probed sources, or says which layout rule it breaks. */
export function resolveAudioMap(
  spec: Pick<MasterSpec, 'masterType' | 'audioType' | 'useVideoAudio'>,
  sources: SourceFiles,
  probes: ReadonlyMap<string, ProbeResult>,
): AudioMapResult {
  const base = baseMasterType(spec.masterType);
  if (base === 'PUB_RADIO') {
    const file = sources.audio ?? sources.video;
    const probed = file ? probes.get(file) : undefined;
    if (!file || !probed || probed.audio.length === 0)
      return { ok: false, problem: 'no_audio', channels: 0, streams: 0 };
    const channels = channelsOf(file, probed);
    if (probed.audio.length !== 1)
      return { ok: false, problem: 'radio_not_single_stream', channels: channels.length, streams: probed.audio.length };
    if (channels.length !== 2) return { ok: false, problem: 'radio_not_stereo', channels: channels.length, streams: 1 };
    return { ok: true, map: { layout: 'stereo', tracks: channels } };
  }

  const usesUploads =
    base === 'PUB_TV_WEB' &&
    spec.useVideoAudio !== true &&
    sources.tracks !== undefined &&
    Object.keys(sources.tracks).length > 0;
  if (usesUploads) {
    const refs = fromTrackUploads(sources.tracks ?? {}, probes);
    if (!refs)
      return {
        ok: false,
        problem: 'tv_needs_8_tracks',
        channels: 0,
        streams: Object.keys(sources.tracks ?? {}).length,
      };
    return { ok: true, map: { layout: '8trks', tracks: refs } };
  }

  const file = sources.audio ?? sources.video;
  const probed = file ? probes.get(file) : undefined;
  if (!file || !probed || probed.audio.length === 0) return { ok: false, problem: 'no_audio', channels: 0, streams: 0 };
  const channels = channelsOf(file, probed);
  const wants8 = base === 'PUB_TV_WEB' && spec.audioType === '8trks';
  if (wants8) {
    if (channels.length !== 8)
      return { ok: false, problem: 'tv_needs_8_tracks', channels: channels.length, streams: probed.audio.length };
    return { ok: true, map: { layout: '8trks', tracks: channels } };
  }
  if (channels.length !== 2) {
    return {
      ok: false,
      problem: base === 'PUB_TV_WEB' ? 'tv_needs_8_tracks' : 'web_needs_2_tracks',
      channels: channels.length,
      streams: probed.audio.length,
    };
  }
  return { ok: true, map: { layout: 'stereo', tracks: channels } };
}

/** The stereo pair every web/radio output and the viewing MP4s use: tracks 7-8 of an 8-track master. */
export function stereoPair(map: AudioMap): readonly [ChannelRef, ChannelRef] {
  const [l, r] = map.layout === '8trks' ? [map.tracks[6], map.tracks[7]] : [map.tracks[0], map.tracks[1]];
  if (!l || !r) throw new Error('audio map has no stereo pair');
  return [l, r];
}

/** Tracks 1-6 (L R C LFE Ls Rs) of an 8-track master. */
export function surroundTracks(map: AudioMap): readonly ChannelRef[] | undefined {
  return map.layout === '8trks' ? map.tracks.slice(0, 6) : undefined;
}

/** Audio streams that stand alone as files: the files an AudioMap reads, in first-use order. */
export function audioFiles(map: AudioMap): string[] {
  return [...new Set(map.tracks.map((t) => t.file))];
}
