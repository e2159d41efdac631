import * as z from 'zod';
import { loudnessVariantKey } from '../masters/output-keys.ts';
import {
  SPEC_LOUDNESS_TARGET,
  SPEC_RULES,
  type SpecAudioLayout,
  type SpecRule,
  type SpecTimecodeMode,
  type StationSpecRules,
} from './station-spec.ts';

/**
 * Checking a master against a station's spec (issue 32): pure, so the wizard's review, the delivery
 * and the list of delivered spots that no longer comply all judge alike, and a matrix of unit tests
 * holds it. Core gathers the facts (the master's, and each output's from its profile and what its
 * check measured); this decides.
 */

/** What the master itself brings, whichever output goes. */
export interface SpecMasterFacts {
  readonly has_captions: boolean;
}

/**
 * One output as the station would receive it. Measured figures where the output was made and
 * checked, else what its profile makes (a file not made yet is judged by what it will be).
 */
export interface SpecOutputFacts {
  readonly output_key: string;
  readonly container: string | null;
  /** Null for a file without picture (a radio MP3): the picture rules do not apply to it. */
  readonly video_codec: string | null;
  readonly audio_layout: SpecAudioLayout | null;
  readonly loudness: number | null;
  readonly true_peak: number | null;
  /** The ceiling its profile holds the true peak under: what a loudness variant of it would hold too. */
  readonly true_peak_ceiling: number | null;
  readonly slate_seconds: number | null;
  readonly black_seconds: number | null;
  readonly program_start_frame: number | null;
  readonly program_start_timecode: string | null;
  readonly frame_rate: string | null;
  readonly timecode_mode: SpecTimecodeMode | null;
  /** The platform sets this output's loudness, so it can make it again at another target. */
  readonly loudness_variants: boolean;
}

/** `passes`; `fails`: nothing the platform makes meets it; `new_output`: a variant made before delivery meets it. */
export const SPEC_RESULTS = ['passes', 'fails', 'new_output'] as const;
export type SpecResult = (typeof SPEC_RESULTS)[number];

/** One rule of the spec against what was measured (or will be made). */
export const specCheckSchema = z.object({
  rule: z.enum(SPEC_RULES),
  result: z.enum(SPEC_RESULTS),
  measured: z.union([z.number(), z.string(), z.boolean()]).nullable(),
  wanted: z.union([z.number(), z.string(), z.boolean()]),
  /** The loudness rule's tolerance, LU. */
  tolerance: z.number().optional(),
});
export type SpecCheck = z.infer<typeof specCheckSchema>;

/** A master against a spec, as the API answers it (the wizard's review, the spots to deliver again). */
export const specEvaluationSchema = z.object({
  result: z.enum(SPEC_RESULTS),
  /** The rules on the master itself (captions). */
  checks: z.array(specCheckSchema),
  outputs: z.array(
    z.object({
      /** The output the station's delivery content names. */
      output_key: z.string(),
      /** What is delivered instead: the loudness variant, when one is needed (else the output itself). */
      delivered_key: z.string(),
      result: z.enum(SPEC_RESULTS),
      checks: z.array(specCheckSchema),
    }),
  ),
});
export type SpecEvaluation = z.infer<typeof specEvaluationSchema>;
export type OutputSpecCheck = SpecEvaluation['outputs'][number];

/** Loudness is compared at the tenth the meters show; a hair over the bound is not a fail. */
const EPSILON = 1e-6;
const tenth = (value: number) => Math.round(value * 10) / 10;
const worst = (results: readonly SpecResult[]): SpecResult =>
  results.includes('fails') ? 'fails' : results.includes('new_output') ? 'new_output' : 'passes';

const loudnessMet = (loudness: number | null, rule: NonNullable<StationSpecRules['loudness']>) =>
  loudness !== null && Math.abs(tenth(loudness) - rule.target) <= rule.tolerance + EPSILON;
const truePeakMet = (truePeak: number | null, max: number) => truePeak !== null && tenth(truePeak) <= max + EPSILON;

/** The picture rules, each with the output's fact it reads. */
const PICTURE_RULES = [
  ['slate_seconds', 'slate_seconds'],
  ['black_seconds', 'black_seconds'],
  ['program_start_frame', 'program_start_frame'],
  ['program_start_timecode', 'program_start_timecode'],
  ['video_codec', 'video_codec'],
  ['frame_rate', 'frame_rate'],
  ['timecode_mode', 'timecode_mode'],
] as const satisfies readonly (readonly [SpecRule, keyof SpecOutputFacts])[];

/** Timecodes compared by their numbers: 10:00:00;00 and 10:00:00:00 name the same frame label. */
const sameTimecode = (a: string, b: string) => a.replace(/;/g, ':') === b.replace(/;/g, ':');

function checkOutput(rules: StationSpecRules, output: SpecOutputFacts): OutputSpecCheck {
  const checks: SpecCheck[] = [];
  const equal = (rule: SpecRule, measured: string | number | null, wanted: string | number) => {
    const met =
      measured !== null &&
      (typeof measured === 'string' && typeof wanted === 'string' && rule === 'program_start_timecode'
        ? sameTimecode(measured, wanted)
        : measured === wanted);
    checks.push({ rule, result: met ? 'passes' : 'fails', measured, wanted });
  };

  // Loudness and true peak: a variant at the spec's target, holding its profile's ceiling, is made
  // when the output as it is misses either and that variant would meet both.
  const loudness = rules.loudness;
  const peakMax = rules.true_peak_max;
  const loudnessOk = !loudness || loudnessMet(output.loudness, loudness);
  const peakOk = peakMax === null || truePeakMet(output.true_peak, peakMax);
  const variantTarget = loudness?.target;
  const variantMeets =
    (!loudnessOk || !peakOk) &&
    loudness !== null &&
    output.loudness_variants &&
    variantTarget !== undefined &&
    Number.isInteger(variantTarget) &&
    variantTarget >= SPEC_LOUDNESS_TARGET.min &&
    variantTarget <= SPEC_LOUDNESS_TARGET.max &&
    (peakMax === null || truePeakMet(output.true_peak_ceiling, peakMax));
  const audioResult = (ok: boolean): SpecResult => (ok ? 'passes' : variantMeets ? 'new_output' : 'fails');
  if (loudness)
    checks.push({
      rule: 'loudness',
      result: audioResult(loudnessOk),
      measured: output.loudness === null ? null : tenth(output.loudness),
      wanted: loudness.target,
      tolerance: loudness.tolerance,
    });
  if (peakMax !== null)
    checks.push({
      rule: 'true_peak_max',
      result: audioResult(peakOk),
      measured: output.true_peak === null ? null : tenth(output.true_peak),
      wanted: peakMax,
    });
  if (rules.audio_layout) equal('audio_layout', output.audio_layout, rules.audio_layout);
  if (rules.container) equal('container', output.container, rules.container);
  // A file without picture has no slate, frame rate or timecode to judge (a radio spot's MP3).
  if (output.video_codec !== null) {
    for (const [rule, fact] of PICTURE_RULES) {
      const wanted = rules[rule];
      if (wanted !== null) equal(rule, output[fact], wanted);
    }
  }
  return {
    output_key: output.output_key,
    delivered_key:
      variantMeets && variantTarget !== undefined
        ? loudnessVariantKey(output.output_key, variantTarget)
        : output.output_key,
    result: worst(checks.map((check) => check.result)),
    checks,
  };
}

/**
 * A master, as a station would receive it (the outputs its delivery content names, caption files
 * left out by the caller), against the station's spec. With no spec, everything passes.
 */
export function evaluateSpec(
  rules: StationSpecRules | null,
  master: SpecMasterFacts,
  outputs: readonly SpecOutputFacts[],
): SpecEvaluation {
  if (!rules) return { result: 'passes', checks: [], outputs: [] };
  const checks: SpecCheck[] = rules.captions_required
    ? [
        {
          rule: 'captions_required',
          result: master.has_captions ? 'passes' : 'fails',
          measured: master.has_captions,
          wanted: true,
        },
      ]
    : [];
  const judged = outputs.map((output) => checkOutput(rules, output));
  return {
    result: worst([...checks.map((check) => check.result), ...judged.map((output) => output.result)]),
    checks,
    outputs: judged,
  };
}
