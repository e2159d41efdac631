/**
 * Small builders shared by QC measurements and encoders: the list of ffmpeg inputs, the per-track
 * mono labels of an AudioMap, and filter-graph escaping. Keeping them in one place means "track 7"
 * is extracted the same way for the measurement and for the file that ships.
 */
import type { ChannelRef } from './audio-map.ts';

/** Escapes a value for a filter option and then for the filter graph (two levels, see ffmpeg-filters). */
export function escapeFilterValue(value: string): string {
  const optionLevel = value.replace(/[\\':]/g, (c) => `\\${c}`);
  return optionLevel.replace(/[\\'[\],;]/g, (c) => `\\${c}`);
}

interface Input {
  readonly file: string;
  readonly args: readonly string[];
}

/** ffmpeg inputs in order; a plain file used twice is opened once. */
export class FfmpegInputs {
  private readonly inputs: Input[] = [];

  /** Index of `file` as an input, adding it when new. `args` go before its `-i` (e.g. `-f lavfi`). */
  index(file: string, args: readonly string[] = []): number {
    if (args.length === 0) {
      const found = this.inputs.findIndex((i) => i.file === file && i.args.length === 0);
      if (found >= 0) return found;
    }
    this.inputs.push({ file, args });
    return this.inputs.length - 1;
  }

  get length(): number {
    return this.inputs.length;
  }

  toArgs(): string[] {
    return this.inputs.flatMap((i) => [...i.args, '-i', i.file]);
  }
}

/**
 * Filters that turn each track into `uses[i]` mono labels. A source stream feeding several tracks is
 * split first (a filter-graph pad can be consumed once); `pan` picks the channel.
 */
export function monoTrackLabels(
  tracks: readonly ChannelRef[],
  uses: readonly number[],
  inputs: FfmpegInputs,
  prefix: string,
): { filters: string[]; labels: string[][] } {
  const filters: string[] = [];
  const streamKey = (t: ChannelRef) => `${inputs.index(t.file)}:a:${t.stream}`;
  const copiesPerStream = new Map<string, number>();
  tracks.forEach((t, i) => {
    if ((uses[i] ?? 0) > 0) copiesPerStream.set(streamKey(t), (copiesPerStream.get(streamKey(t)) ?? 0) + 1);
  });
  const streamPads = new Map<string, string[]>();
  let splitCount = 0;
  for (const [key, copies] of copiesPerStream) {
    if (copies === 1) {
      streamPads.set(key, [`[${key}]`]);
    } else {
      const pads = Array.from({ length: copies }, (_, k) => `[${prefix}s${splitCount}_${k}]`);
      filters.push(`[${key}]asplit=${copies}${pads.join('')}`);
      streamPads.set(key, pads);
      splitCount += 1;
    }
  }
  const labels = tracks.map((t, i) => {
    const count = uses[i] ?? 0;
    if (count === 0) return [];
    const source = streamPads.get(streamKey(t))?.shift();
    if (!source) throw new Error('filter graph bookkeeping: no pad left for a track');
    const outs = Array.from({ length: count }, (_, k) => `[${prefix}${i}_${k}]`);
    const split = count > 1 ? `,asplit=${count}` : '';
    filters.push(`${source}pan=mono|c0=c${t.channel}${split}${outs.join('')}`);
    return outs;
  });
  return { filters, labels };
}

/** `join` of mono pads into one multichannel pad, channels named in order. */
export function joinMono(
  pads: readonly string[],
  layout: string,
  channelNames: readonly string[],
  tail: string,
  out: string,
): string {
  const map = channelNames.map((name, i) => `${i}.0-${name}`).join('|');
  return `${pads.join('')}join=inputs=${pads.length}:channel_layout=${layout}:map=${map}${tail ? `,${tail}` : ''}${out}`;
}

export const SURROUND_LAYOUT = { layout: '5.1(side)', names: ['FL', 'FR', 'FC', 'LFE', 'SL', 'SR'] } as const;
export const STEREO_LAYOUT = { layout: 'stereo', names: ['FL', 'FR'] } as const;
