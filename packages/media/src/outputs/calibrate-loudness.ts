/**
 * Brings each output's audio to its loudness target within 0.1 LU and under its true-peak ceiling
 * (OUTPUTS.md decisions 3-5, docs/architecture.md "Loudness of every output"). The plan starts as
 * the gain from the source's measurement; the group's audio is then encoded as the output encodes it
 * (same chain, encoder, bit rate and sample rate) and measured (BS.1770 integrated, ebur128 true
 * peak), and the plan corrected until the encoded audio is on target:
 * - a residual loudness error is a gain correction (resampling and lossy encoders move loudness a
 *   little; the limiter, where there is one, takes some away);
 * - a true peak over the ceiling lowers the limiter's ceiling by the overshoot, or adds the limiter.
 * A plan of gain alone whose correction still fits under the ceiling is exact and needs no second
 * pass; a limited one is measured again after each correction.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { stereoPair, type ChannelRef } from '../audio-map.ts';
import { runFfmpeg } from '../ffmpeg.ts';
import { FfmpegInputs, joinMono, monoTrackLabels, STEREO_LAYOUT } from '../filter-graph.ts';
import { measureAudio, type LoudnessSummary } from '../qc/measure-audio.ts';
import { audioCodecArgs, type RenderContext } from './ffmpeg-args.ts';
import {
  loudnessChain,
  loudnessPlanKey,
  MEASURABLE_LUFS,
  startPlan,
  type GainPlan,
  type LoudnessGroup,
} from './loudness.ts';
import type { AudioSettings, MediaProfile } from './profiles.ts';

/** Within this of the target the plan is kept: half the 0.1 LU promised, for the final encode's own variation. */
export const LOUDNESS_TOLERANCE_LU = 0.05;
/**
 * The calibrated audio stays this far under the ceiling: the output's encode is the same encoder on the
 * same samples, but with its slate's silence before them the frames fall elsewhere (a few hundredths).
 */
export const TRUE_PEAK_SAFETY_DB = 0.1;
/**
 * Gain alone needs one pass and most limited outputs two to four; AAC 128k on a programme with hits
 * near -1 dBTP took six (docs/architecture.md, "Loudness of every output"): two more give it room.
 */
const MAX_PASSES = 8;
/** A correction never moves the gain further than this in one pass (a stray measurement cannot run away). */
const MAX_STEP_DB = 6;

/**
 * What each encoder adds to the true peak the limiter held (and the return from 192 kHz to the output
 * rate), measured on the test programme of loudness.test.ts (noise bursts and clicks at -14 LUFS):
 * MP3 320k 0.2 dB, AAC 0.55 dB, Opus 1.05 dB. A limited plan starts this far (plus the safety) under
 * the ceiling, so most sources need no second lowering; the calibration measures the rest.
 */
export const ENCODER_OVERSHOOT_DB: Readonly<Record<AudioSettings['codec'], number>> = {
  pcm_s24le: 0.05,
  mp3: 0.25,
  aac: 0.6,
  opus: 1.1,
};

/** A limiter's loudness grows slower than its gain: the secant's slope, kept within reason. */
const clampSlope = (slope: number) => Math.min(1, Math.max(0.2, slope));
/** The slope assumed for a limited plan before two passes at one limiter ceiling measured it. */
const LIMITED_SLOPE = 0.8;

/** A plan as it was measured: the last pass of a group, for the secant. */
export interface MeasuredPass {
  readonly gainDb: number;
  readonly limitDb: number | undefined;
  readonly integrated: number;
}

interface GroupState {
  readonly key: string;
  readonly group: LoudnessGroup;
  readonly measuredSource: LoudnessSummary | undefined;
  plan: GainPlan;
  done: boolean;
  last?: MeasuredPass;
  slope?: number;
  result?: LoudnessSummary;
}

/** The output's ceiling, and where a limiter starts for its encoder. */
interface Limits {
  readonly target: number | undefined;
  readonly ceiling: number;
  readonly firstLimitDb: number;
}

function limitsOf(audio: AudioSettings): Limits {
  const ceiling = audio.loudness.truePeak;
  return {
    target: audio.loudness.method === 'limit-only' ? undefined : audio.loudness.integrated,
    ceiling,
    firstLimitDb: Math.round((ceiling - TRUE_PEAK_SAFETY_DB - ENCODER_OVERSHOOT_DB[audio.codec]) * 100) / 100,
  };
}

const CONTAINER_OF: Record<AudioSettings['codec'], string> = { pcm_s24le: 'wav', aac: 'mp4', opus: 'webm', mp3: 'mp3' };

/** What a calibration found for one plan key: the plan and the encoded audio's measurement. */
export interface CalibratedPlan {
  readonly plan: GainPlan;
  readonly measured?: LoudnessSummary;
  readonly passes: number;
}

/**
 * Encodes the groups of one audio setting with their current plans into `path` (the output's chain
 * and encoder, without layout silence: its loudness is the program's) and measures them.
 */
async function encodeAndMeasure(
  audio: AudioSettings,
  ctx: RenderContext,
  groups: readonly GroupState[],
  path: string,
): Promise<Partial<Record<LoudnessGroup, LoudnessSummary>>> {
  const inputs = new FfmpegInputs();
  const sr = audio.sampleRate;
  const ceiling = audio.loudness.truePeak;
  const planOf = (group: LoudnessGroup) => groups.find((g) => g.group === group)!.plan;
  const filters: string[] = [];
  let channels: number;
  if (audio.layout === 'stereo') {
    const pair = stereoPair(ctx.audio);
    const { filters: picks, labels } = monoTrackLabels(pair, [1, 1], inputs, 'c');
    const chain = loudnessChain(planOf('stereo'), ceiling, sr).join(',');
    filters.push(...picks, joinMono([labels[0]![0]!, labels[1]![0]!], 'stereo', STEREO_LAYOUT.names, chain, '[out]'));
    channels = 2;
  } else {
    // Eight channels in track order, as the output's eight mono tracks carry them; a stereo master's
    // pair is both groups of its 8-track outputs (ffmpeg-args.ts), so the pair alone tells both.
    const tracks: readonly ChannelRef[] = ctx.audio.layout === '8trks' ? ctx.audio.tracks : stereoPair(ctx.audio);
    const { filters: picks, labels } = monoTrackLabels(
      tracks,
      tracks.map(() => 1),
      inputs,
      'c',
    );
    filters.push(...picks);
    const pads = labels.map((pads, i) => {
      const group: LoudnessGroup = tracks.length === 8 && i < 6 ? 'surround' : 'stereo';
      filters.push(`${pads[0]}${loudnessChain(planOf(group), ceiling, sr).join(',')}[g${i}]`);
      return `[g${i}]`;
    });
    const layout =
      pads.length === 8 ? { layout: '7.1', names: ['FL', 'FR', 'FC', 'LFE', 'BL', 'BR', 'SL', 'SR'] } : STEREO_LAYOUT;
    filters.push(joinMono(pads, layout.layout, layout.names, '', '[out]'));
    channels = pads.length;
  }
  await runFfmpeg([
    '-nostats',
    '-y',
    ...inputs.toArgs(),
    '-filter_complex',
    filters.join(';'),
    '-map',
    '[out]',
    ...audioCodecArgs(audio),
    '-f',
    CONTAINER_OF[audio.codec],
    path,
  ]);
  const refs = Array.from({ length: channels }, (_, channel) => ({ file: path, stream: 0, channel }));
  if (channels === 8) {
    const measured = await measureAudio({ layout: '8trks', tracks: refs });
    return { surround: measured.surround, stereo: measured.stereo };
  }
  // Stereo outputs, and the 8-track output of a stereo master, measure their pair.
  const measured = await measureAudio({ layout: 'stereo', tracks: refs.slice(0, 2) });
  return ctx.audio.layout === '8trks'
    ? { stereo: measured.stereo }
    : { stereo: measured.stereo, surround: measured.stereo };
}

/**
 * One correction of a group's plan from its encoded measurement; `done` when nothing is left to
 * correct, `exact` when the plan measured is kept as it is.
 */
export function correctPlan(
  plan: GainPlan,
  measured: LoudnessSummary,
  limits: Limits,
  last?: MeasuredPass,
  slopeSoFar?: number,
): { plan: GainPlan; done: boolean; exact: boolean; slope?: number } {
  const { target, ceiling, firstLimitDb } = limits;
  const peakRoom = ceiling - TRUE_PEAK_SAFETY_DB - measured.truePeak;
  const loudnessError = target === undefined ? 0 : target - measured.integrated;
  if (Math.abs(loudnessError) <= LOUDNESS_TOLERANCE_LU && peakRoom >= 0) return { plan, done: true, exact: true };
  // Two passes at one limiter ceiling give the slope; a changed ceiling keeps the last estimate.
  let slope = plan.limit ? (slopeSoFar ?? LIMITED_SLOPE) : 1;
  if (plan.limit && last && last.limitDb === plan.limitDb && Math.abs(plan.gainDb - last.gainDb) > 0.01)
    slope = clampSlope((measured.integrated - last.integrated) / (plan.gainDb - last.gainDb));
  const step = Math.max(-MAX_STEP_DB, Math.min(MAX_STEP_DB, loudnessError / slope));
  const gainDb = Math.round((plan.gainDb + step) * 100) / 100;
  if (!plan.limit && peakRoom - step >= 0) {
    // Gain alone moves loudness and peak alike: the corrected plan is on target without another pass.
    return { plan: { gainDb, limit: false }, done: true, exact: false };
  }
  // A new limiter starts where its encoder needs it; one already there is lowered by what still
  // passed it.
  const limitDb = plan.limit ? (plan.limitDb ?? firstLimitDb) + Math.min(0, peakRoom) : firstLimitDb;
  return {
    plan: { gainDb, limit: true, limitDb: Math.round(limitDb * 100) / 100 },
    done: false,
    exact: false,
    slope,
  };
}

const withFirstLimit = (plan: GainPlan, limits: Limits): GainPlan =>
  plan.limit ? { ...plan, limitDb: limits.firstLimitDb } : plan;

/**
 * Calibrated plans for the audio settings of `profiles`, by loudnessPlanKey. Skipped where the start
 * is already exact: PCM by gain alone (no resampling, no encoder) and silence.
 */
export async function calibrateLoudness(
  ctx: RenderContext,
  profiles: readonly MediaProfile[],
  workDir: string,
): Promise<Record<string, CalibratedPlan>> {
  const settings = new Map<string, AudioSettings>();
  for (const profile of profiles) settings.set(loudnessPlanKey(profile.audio, 'stereo'), profile.audio);
  const result: Record<string, CalibratedPlan> = {};
  let n = 0;
  for (const audio of settings.values()) {
    const groupsOf: LoudnessGroup[] = audio.layout === '8mono' ? ['surround', 'stereo'] : ['stereo'];
    const groups: GroupState[] = groupsOf.map((group) => {
      const measuredSource =
        group === 'surround' && ctx.audio.layout === '8trks' ? ctx.loudness.surround : ctx.loudness.stereo;
      return {
        key: loudnessPlanKey(audio, group),
        group,
        measuredSource,
        plan: withFirstLimit(startPlan(audio.loudness, measuredSource), limitsOf(audio)),
        done: false,
      };
    });
    const measurable = groups.every((g) => g.measuredSource && g.measuredSource.integrated > MEASURABLE_LUFS);
    const exactAlready = audio.codec === 'pcm_s24le' && groups.every((g) => !g.plan.limit);
    let passes = 0;
    if (measurable && !exactAlready) {
      const path = join(workDir, `loudness-${process.pid}-${(n += 1)}.${CONTAINER_OF[audio.codec]}`);
      try {
        while (passes < MAX_PASSES && groups.some((g) => !g.done)) {
          passes += 1;
          const measured = await encodeAndMeasure(audio, ctx, groups, path);
          for (const group of groups.filter((g) => !g.done)) {
            const m = measured[group.group];
            // Nothing measurable came out (a programme shorter than one 400 ms block): keep the start.
            if (!m || !(m.integrated > MEASURABLE_LUFS)) {
              group.done = true;
              continue;
            }
            const corrected = correctPlan(group.plan, m, limitsOf(audio), group.last, group.slope);
            if (corrected.exact) group.result = m;
            group.last = { gainDb: group.plan.gainDb, limitDb: group.plan.limitDb, integrated: m.integrated };
            group.slope = corrected.slope ?? group.slope;
            group.plan = corrected.plan;
            group.done = corrected.done;
          }
        }
      } finally {
        await rm(path, { force: true });
      }
    }
    for (const group of groups) result[group.key] = { plan: group.plan, measured: group.result, passes };
  }
  return result;
}
