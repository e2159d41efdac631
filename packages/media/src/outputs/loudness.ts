/**
 * Loudness normalisation plans: TV outputs get one gain per track group from the QC measurement and a
 * true-peak limiter only when the gain would push peaks over the ceiling (broadcast-spec 5.9); web and
 * radio outputs use two-pass loudnorm in linear mode (5.6, 5.8), whose first pass is analyzeLoudnorm.
 */
import type { ChannelRef } from '../audio-map.ts';
import { runFfmpeg } from '../ffmpeg.ts';
import { FfmpegInputs, joinMono, monoTrackLabels, STEREO_LAYOUT } from '../filter-graph.ts';
import type { LoudnessSummary } from '../qc/measure-audio.ts';

export interface GainPlan {
  readonly gainDb: number;
  readonly limit: boolean;
}

/** Silence measures -70 LUFS (the gate floor): never boost it. */
const MEASURABLE = -69;

export function gainPlan(measured: LoudnessSummary | undefined, target: number | undefined, ceiling: number): GainPlan {
  if (!measured || !Number.isFinite(measured.integrated) || measured.integrated < MEASURABLE)
    return { gainDb: 0, limit: false };
  const gainDb = target === undefined ? 0 : Math.round((target - measured.integrated) * 100) / 100;
  return { gainDb, limit: Number.isFinite(measured.truePeak) && measured.truePeak + gainDb > ceiling };
}

/**
 * Gain then, when needed, a limiter working at 192 kHz (so it sees inter-sample peaks) set 0.5 dB
 * under the ceiling; `alimiter` alone measures sample peaks only.
 */
export function gainFilters(plan: GainPlan, ceiling: number, sampleRate: number): string[] {
  const filters: string[] = [];
  if (plan.gainDb !== 0) filters.push(`volume=${plan.gainDb.toFixed(2)}dB`);
  if (plan.limit) {
    const limit = Math.pow(10, (ceiling - 0.5) / 20).toFixed(4);
    filters.push(
      'aresample=192000',
      `alimiter=limit=${limit}:level=false:attack=1:release=50`,
      `aresample=${sampleRate}`,
    );
  }
  return filters;
}

/** loudnorm first-pass figures (its JSON), target-independent except `targetOffset`. */
export interface LoudnormAnalysis {
  readonly inputI: number;
  readonly inputTp: number;
  readonly inputLra: number;
  readonly inputThresh: number;
  readonly targetOffset: number;
}

export function parseLoudnormJson(stderr: string): LoudnormAnalysis {
  const start = stderr.lastIndexOf('{');
  const end = stderr.lastIndexOf('}');
  if (start < 0 || end < start) throw new Error('loudnorm printed no JSON');
  const json = JSON.parse(stderr.slice(start, end + 1)) as Record<string, string>;
  const n = (k: string) => {
    const v = Number(json[k]);
    return Number.isFinite(v) ? v : json[k] === '-inf' ? -99 : 0;
  };
  return {
    inputI: n('input_i'),
    inputTp: n('input_tp'),
    inputLra: n('input_lra'),
    inputThresh: n('input_thresh'),
    targetOffset: n('target_offset'),
  };
}

export const LOUDNORM_LRA = 11;

/**
 * Second pass of the web/radio normalisation. loudnorm's linear mode is a pure gain of
 * (target - measured I) when the result stays under the true-peak ceiling; we apply that gain with
 * `volume` (bit-exact, no 192 kHz round trip), and where loudnorm would fall back to dynamic compression
 * we use the same transparent true-peak limiter as TV outputs instead. This also avoids the packaged
 * ffmpeg's loudnorm mishandling inputs shorter than its 3 s window.
 */
export function linearGainPlan(analysis: LoudnormAnalysis, target: number, ceiling: number): GainPlan {
  return gainPlan(
    {
      integrated: analysis.inputI,
      truePeak: analysis.inputTp,
      lra: analysis.inputLra,
      threshold: analysis.inputThresh,
    },
    target,
    ceiling,
  );
}

/** First pass of loudnorm on a stereo pair (its input figures do not depend on the target). */
export async function analyzeLoudnorm(
  pair: readonly [ChannelRef, ChannelRef],
  target = -14,
  ceiling = -1,
): Promise<LoudnormAnalysis> {
  const inputs = new FfmpegInputs();
  const { filters, labels } = monoTrackLabels(pair, [1, 1], inputs, 'n');
  const graph = [
    ...filters,
    joinMono(
      [labels[0]![0]!, labels[1]![0]!],
      STEREO_LAYOUT.layout,
      STEREO_LAYOUT.names,
      `loudnorm=I=${target}:TP=${ceiling}:LRA=${LOUDNORM_LRA}:print_format=json`,
      '[out]',
    ),
  ];
  const { stderr } = await runFfmpeg([
    '-nostats',
    ...inputs.toArgs(),
    '-filter_complex',
    graph.join(';'),
    '-map',
    '[out]',
    '-f',
    'null',
    '-',
  ]);
  return parseLoudnormJson(stderr);
}
