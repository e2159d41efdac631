/**
 * Audio measurements of broadcast-spec 3.3.4-3.3.6 in ONE ffmpeg pass: per-track peak/RMS and sample
 * count (astats) and integrated loudness + true peak per group (ebur128, BS.1770 gated, LFE excluded).
 * Each filter instance is named so the summaries can be told apart whatever order ffmpeg prints them in.
 */
import type { AudioMap, ChannelRef } from '../audio-map.ts';
import { runFfmpeg } from '../ffmpeg.ts';
import { FfmpegInputs, joinMono, monoTrackLabels, STEREO_LAYOUT, SURROUND_LAYOUT } from '../filter-graph.ts';

export interface LoudnessSummary {
  /** Integrated loudness, LUFS (= LKFS). */
  readonly integrated: number;
  /** True peak, dBTP (ffmpeg prints "dBFS"). -Infinity for digital silence. */
  readonly truePeak: number;
  readonly lra: number;
  readonly threshold: number;
}

export interface TrackLevel {
  /** 1-based track number as the QC tab shows it. */
  readonly track: number;
  readonly peakDb: number;
  readonly rmsDb: number;
  readonly samples: number;
}

export interface AudioMeasurements {
  readonly tracks: readonly TrackLevel[];
  /** 5.1 of tracks 1-6 (8-track masters only). */
  readonly surround?: LoudnessSummary;
  /** Tracks 7-8 of an 8-track master, or the stereo master. */
  readonly stereo?: LoudnessSummary;
}

const dbValue = (text: string): number => (/^-?inf/i.test(text.trim()) ? -Infinity : Number(text));

/**
 * The figures ebur128 attaches to its last frame (`metadata=1`, printed by the `ametadata` of the same
 * name): three decimals where its summary prints one, so an output can be brought within 0.1 LU of its
 * target and its true peak compared with a ceiling without rounding deciding the result.
 */
function parseEbur128Metadata(stderr: string): Record<string, Partial<LoudnessSummary>> {
  const result: Record<string, { integrated?: number; lra?: number; truePeak?: number }> = {};
  const pattern = /\[ametadata@(\w+) @ 0x[0-9a-f]+\] lavfi\.r128\.(I|LRA|true_peaks_ch\d+)=(\S+)/g;
  const peaks: Record<string, number> = {};
  for (const match of stderr.matchAll(pattern)) {
    const name = match[1]!;
    const value = Number(match[3]);
    if (!Number.isFinite(value)) continue;
    const entry = (result[name] ??= {});
    if (match[2] === 'I') entry.integrated = value;
    else if (match[2] === 'LRA') entry.lra = value;
    // Each frame carries the highest true peak so far per channel (linear): the file's is the largest.
    else peaks[name] = Math.max(peaks[name] ?? 0, value);
  }
  for (const [name, peak] of Object.entries(peaks))
    result[name]!.truePeak = peak > 0 ? 20 * Math.log10(peak) : -Infinity;
  return result;
}

/** Last `Summary:` block of each named ebur128 instance (ffmpeg may print an empty one first). */
export function parseEbur128Summaries(stderr: string): Record<string, LoudnessSummary> {
  const result: Record<string, LoudnessSummary> = {};
  const metadata = parseEbur128Metadata(stderr);
  const pattern = /\[(?:Parsed_)?ebur128(?:@(\w+)|_\d+) @ 0x[0-9a-f]+\] Summary:([\s\S]*?)(?=\n\[|$)/g;
  for (const match of stderr.matchAll(pattern)) {
    const name = match[1] ?? 'default';
    const body = match[2] ?? '';
    const integrated = /Integrated loudness:\s+I:\s+(-?[\d.]+|-inf) LUFS\s+Threshold:\s+(-?[\d.]+|-inf) LUFS/.exec(
      body,
    );
    const lra = /LRA:\s+(-?[\d.]+) LU/.exec(body);
    const peak = /True peak:\s+Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(body);
    if (!integrated) continue;
    const precise = metadata[name] ?? {};
    result[name] = {
      integrated: precise.integrated ?? dbValue(integrated[1] ?? ''),
      threshold: dbValue(integrated[2] ?? ''),
      lra: precise.lra ?? (lra ? Number(lra[1]) : 0),
      truePeak: precise.truePeak ?? (peak ? dbValue(peak[1] ?? '') : NaN),
    };
  }
  return result;
}

export interface AstatsSummary {
  readonly channels: readonly { peakDb: number; rmsDb: number }[];
  readonly samples: number;
}

/** astats output per named instance: per-channel Peak/RMS level and the overall sample count. */
export function parseAstats(stderr: string): Record<string, AstatsSummary> {
  const byName = new Map<
    string,
    { channels: { peakDb: number; rmsDb: number }[]; samples: number; section: 'channel' | 'overall' }
  >();
  for (const line of stderr.split('\n')) {
    const match = /^\[(?:Parsed_)?astats(?:@(\w+)|_\d+) @ 0x[0-9a-f]+\] (.*)$/.exec(line.trim());
    if (!match) continue;
    const name = match[1] ?? 'default';
    const text = match[2] ?? '';
    const entry = byName.get(name) ?? { channels: [], samples: 0, section: 'channel' as const };
    byName.set(name, entry);
    if (/^Channel: \d+/.test(text)) {
      entry.section = 'channel';
      entry.channels.push({ peakDb: NaN, rmsDb: NaN });
    } else if (text.startsWith('Overall')) {
      entry.section = 'overall';
    } else if (entry.section === 'channel' && entry.channels.length > 0) {
      const current = entry.channels[entry.channels.length - 1]!;
      const peak = /^Peak level dB: (\S+)/.exec(text);
      const rms = /^RMS level dB: (\S+)/.exec(text);
      if (peak) current.peakDb = dbValue(peak[1] ?? '');
      if (rms) current.rmsDb = dbValue(rms[1] ?? '');
    } else if (entry.section === 'overall') {
      const samples = /^Number of samples: (\d+)/.exec(text);
      if (samples) entry.samples = Number(samples[1]);
    }
  }
  return Object.fromEntries([...byName].map(([name, e]) => [name, { channels: e.channels, samples: e.samples }]));
}

export interface MeasureRange {
  /** Seconds from the start of the file (e.g. past a slate). */
  readonly startSeconds?: number;
  readonly durationSeconds?: number;
}

function trimFilter(range: MeasureRange | undefined): string {
  if (!range || (range.startSeconds === undefined && range.durationSeconds === undefined)) return '';
  const start = range.startSeconds ?? 0;
  const parts = [`start=${start}`];
  if (range.durationSeconds !== undefined) parts.push(`end=${start + range.durationSeconds}`);
  return `atrim=${parts.join(':')},asetpts=PTS-STARTPTS,`;
}

/** The ffmpeg arguments of the one-pass measurement (pure, for tests and logs). */
export function audioMeasurementArgs(map: AudioMap, range?: MeasureRange): string[] {
  const inputs = new FfmpegInputs();
  const surround = map.layout === '8trks';
  // Each track: one copy for astats, plus one for its loudness group.
  const uses = map.tracks.map(() => 2);
  const { filters, labels } = monoTrackLabels(map.tracks, uses, inputs, 't');
  const trim = trimFilter(range);
  const outputs: string[] = [];
  const graph = [...filters];
  labels.forEach((pads, i) => {
    graph.push(`${pads[0]}${trim}astats@t${i + 1}[m${i + 1}]`);
    outputs.push(`[m${i + 1}]`);
  });
  const groupPad = (i: number) => labels[i]?.[1] ?? '';
  if (surround) {
    graph.push(
      joinMono(
        [0, 1, 2, 3, 4, 5].map(groupPad),
        SURROUND_LAYOUT.layout,
        SURROUND_LAYOUT.names,
        `${trim}ebur128@surround=peak=true:framelog=verbose:metadata=1,ametadata@surround=mode=print`,
        '[gs]',
      ),
    );
    graph.push(
      joinMono(
        [6, 7].map(groupPad),
        STEREO_LAYOUT.layout,
        STEREO_LAYOUT.names,
        `${trim}ebur128@stereo=peak=true:framelog=verbose:metadata=1,ametadata@stereo=mode=print`,
        '[g2]',
      ),
    );
    outputs.push('[gs]', '[g2]');
  } else {
    graph.push(
      joinMono(
        [0, 1].map(groupPad),
        STEREO_LAYOUT.layout,
        STEREO_LAYOUT.names,
        `${trim}ebur128@stereo=peak=true:framelog=verbose:metadata=1,ametadata@stereo=mode=print`,
        '[g2]',
      ),
    );
    outputs.push('[g2]');
  }
  return [
    '-nostats',
    ...inputs.toArgs(),
    '-filter_complex',
    graph.join(';'),
    ...outputs.flatMap((pad) => ['-map', pad, '-f', 'null', '-']),
  ];
}

/** Runs the measurement on the tracks of an AudioMap. */
export async function measureAudio(map: AudioMap, range?: MeasureRange): Promise<AudioMeasurements> {
  const { stderr } = await runFfmpeg(audioMeasurementArgs(map, range));
  const stats = parseAstats(stderr);
  const loudness = parseEbur128Summaries(stderr);
  const tracks = map.tracks.map((_, i) => {
    const s = stats[`t${i + 1}`];
    return {
      track: i + 1,
      peakDb: s?.channels[0]?.peakDb ?? NaN,
      rmsDb: s?.channels[0]?.rmsDb ?? NaN,
      samples: s?.samples ?? 0,
    };
  });
  return { tracks, surround: loudness.surround, stereo: loudness.stereo };
}

/** Loudness of one stereo (or mono-pair) rendition, e.g. to re-measure an encoded output. */
export async function measureStereoLoudness(
  left: ChannelRef,
  right: ChannelRef,
  range?: MeasureRange,
): Promise<LoudnessSummary> {
  const result = await measureAudio({ layout: 'stereo', tracks: [left, right] }, range);
  if (!result.stereo) throw new Error('ebur128 printed no summary');
  return result.stereo;
}
