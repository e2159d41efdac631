/**
 * Loudness plans (broadcast-spec 5.6, 5.8, 5.9): every output gets one gain per track group from a
 * measurement of the source; where that gain would push the true peak over the output's ceiling, a
 * look-ahead true-peak limiter follows it, and the plan is then calibrated by encoding and measuring
 * again (calibrate-loudness.ts), because limiting takes loudness away. These functions are pure: the
 * plan, and the filters that carry it out.
 */
import type { LoudnessSummary } from '../qc/measure-audio.ts';
import type { AudioSettings, LoudnessTarget } from './profiles.ts';

export interface GainPlan {
  readonly gainDb: number;
  readonly limit: boolean;
  /**
   * The limiter's ceiling, dBTP, when `limit`: under the output's ceiling by the margin its encoder
   * needs (LIMITER_MARGIN_DB, or what calibration measured). Undefined: the default margin.
   */
  readonly limitDb?: number;
}

/** Silence (and audio shorter than one 400 ms block) measures -70 LUFS, the gate floor: never boost it. */
export const MEASURABLE_LUFS = -69;

/**
 * How far under the ceiling the limiter starts: resampling to 44.1 kHz and the MP3/AAC/Opus encoders
 * add overshoot to what the limiter held (0.1 to 0.3 dB measured on noise bursts and clicks); the
 * calibration lowers it further when the encoded file still measures over the ceiling.
 */
export const LIMITER_MARGIN_DB = 0.5;

export function gainPlan(measured: LoudnessSummary | undefined, target: number | undefined, ceiling: number): GainPlan {
  if (!measured || !Number.isFinite(measured.integrated) || measured.integrated < MEASURABLE_LUFS)
    return { gainDb: 0, limit: false };
  const gainDb = target === undefined ? 0 : Math.round((target - measured.integrated) * 100) / 100;
  return { gainDb, limit: Number.isFinite(measured.truePeak) && measured.truePeak + gainDb > ceiling };
}

/**
 * Gain then, when needed, `alimiter` (a look-ahead limiter: `attack` is its look-ahead) working at
 * 192 kHz, four times 48 kHz, so the peaks it holds are the true peaks BS.1770 measures and not only
 * the samples' (`alimiter` alone sees sample peaks). `level=false`: no make-up gain, the plan's gain
 * is the only one.
 */
export function gainFilters(plan: GainPlan, ceiling: number, sampleRate: number): string[] {
  const filters: string[] = [];
  if (plan.gainDb !== 0) filters.push(`volume=${plan.gainDb.toFixed(2)}dB`);
  if (plan.limit) {
    const limit = Math.pow(10, (plan.limitDb ?? ceiling - LIMITER_MARGIN_DB) / 20).toFixed(4);
    filters.push(
      'aresample=192000',
      `alimiter=limit=${limit}:level=false:attack=1:release=50`,
      `aresample=${sampleRate}`,
    );
  }
  return filters;
}

/** The two loudness groups of a TV output (5.1 on tracks 1-6, the stereo pair); other outputs are one stereo pair. */
export type LoudnessGroup = 'surround' | 'stereo';

/** The plan a group starts from: the gain to its target (none as mastered), a limiter if peaks would pass the ceiling. */
export function startPlan(target: LoudnessTarget, measured: LoudnessSummary | undefined): GainPlan {
  return gainPlan(measured, target.method === 'limit-only' ? undefined : target.integrated, target.truePeak);
}

/**
 * Outputs whose audio is made alike (the same target, ceiling, codec, bit rate and sample rate) share
 * one calibrated plan per group: the six -14 LUFS web versions need three, not six.
 */
export function loudnessPlanKey(audio: AudioSettings, group: LoudnessGroup): string {
  const { loudness } = audio;
  return [
    audio.layout,
    group,
    loudness.method,
    loudness.integrated ?? 'as-mastered',
    loudness.truePeak,
    audio.codec,
    audio.bitrate ?? '',
    audio.sampleRate,
  ].join('/');
}

/** A group's whole audio chain: the plan's filters, ending at the output's sample rate. */
export function loudnessChain(plan: GainPlan, ceiling: number, sampleRate: number): string[] {
  const filters = gainFilters(plan, ceiling, sampleRate);
  // The limiter's chain already ends with the resampler.
  return filters.at(-1) === `aresample=${sampleRate}` ? filters : [...filters, `aresample=${sampleRate}`];
}
