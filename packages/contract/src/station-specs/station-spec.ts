import * as z from 'zod';
import { captionSpecRuleFields, captionThresholds } from './caption-rules.ts';

/**
 * A station's technical spec as data (issue 32, "Station specs as data"): what it accepts, rule by
 * rule. Every rule is optional: absent (null, or false for captions) means "no requirement", so an
 * empty spec accepts everything and a station that never set one is not checked at all.
 * docs/station-specs.md says what each rule compares and why.
 */

export const SPEC_AUDIO_LAYOUTS = ['8mono', 'stereo'] as const;
export const SPEC_CONTAINERS = ['mxf', 'mov', 'mp4', 'webm', 'mp3'] as const;
export const SPEC_VIDEO_CODECS = ['xdcam_hd422', 'prores_hq', 'h264', 'vp9'] as const;
export const SPEC_FRAME_RATES = ['23.976', '24', '25', '29.97', '30', '59.94'] as const;
export const SPEC_TIMECODE_MODES = ['drop_frame', 'non_drop'] as const;
export type SpecAudioLayout = (typeof SPEC_AUDIO_LAYOUTS)[number];
export type SpecContainer = (typeof SPEC_CONTAINERS)[number];
export type SpecVideoCodec = (typeof SPEC_VIDEO_CODECS)[number];
export type SpecFrameRate = (typeof SPEC_FRAME_RATES)[number];
export type SpecTimecodeMode = (typeof SPEC_TIMECODE_MODES)[number];

/**
 * The loudness targets a spec may name: whole LKFS from -31 to -10. Whole numbers because a target
 * the platform cannot meet from its own outputs is made as a loudness variant named after it
 * (`loudnessVariantKey`); every published target (A/85 -24, EBU R128 -23, -16 podcasts, -14 web) is whole.
 */
export const SPEC_LOUDNESS_TARGET = { min: -31, max: -10 } as const;
/** Tolerance either side of the target, LU. */
export const SPEC_LOUDNESS_TOLERANCE = { min: 0.5, max: 5 } as const;
/** True-peak ceiling, dBTP. */
export const SPEC_TRUE_PEAK = { min: -9, max: 0 } as const;
/** Slate and black lengths, whole seconds. */
export const SPEC_SECONDS_MAX = 30;
/** The frame the picture starts on, counted from the file's first frame (XR's "frame 210"). */
export const SPEC_PROGRAM_START_FRAME_MAX = 1800;
/** A drop-frame or non-drop timecode label: HH:MM:SS;FF or HH:MM:SS:FF. */
const TIMECODE = /^\d{2}:[0-5]\d:[0-5]\d[:;]\d{2}$/;

const ranged = (bounds: { min: number; max: number }, step: number) =>
  z
    .number({ error: 'invalid' })
    .min(bounds.min, { error: 'invalid' })
    .max(bounds.max, { error: 'invalid' })
    .multipleOf(step, { error: 'invalid' });
const seconds = () =>
  z
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(0, { error: 'invalid' })
    .max(SPEC_SECONDS_MAX, { error: 'invalid' });

export const stationSpecRulesSchema = z
  .strictObject({
    /** Integrated loudness (BS.1770, gated) and the tolerance either side. */
    loudness: z
      .strictObject({
        target: ranged(SPEC_LOUDNESS_TARGET, 1),
        tolerance: ranged(SPEC_LOUDNESS_TOLERANCE, 0.5),
      })
      .nullable(),
    true_peak_max: ranged(SPEC_TRUE_PEAK, 0.5).nullable(),
    /** Seconds of slate before the picture (0: no slate). */
    slate_seconds: seconds().nullable(),
    /** Seconds of black between the slate (or the file's start) and the picture. */
    black_seconds: seconds().nullable(),
    /** The frame the picture starts on, from the file's first frame (XR: 210). */
    program_start_frame: z
      .number({ error: 'invalid' })
      .int({ error: 'invalid' })
      .min(0, { error: 'invalid' })
      .max(SPEC_PROGRAM_START_FRAME_MAX, { error: 'invalid' })
      .nullable(),
    /** The timecode of the picture's first frame (Radio-Canada: 10:00:00;00). */
    program_start_timecode: z.string({ error: 'invalid' }).trim().regex(TIMECODE, { error: 'invalid' }).nullable(),
    /** Captions are a condition of airing (CRTC, every commercial since 2014). */
    captions_required: z.boolean({ error: 'invalid' }),
    audio_layout: z.enum(SPEC_AUDIO_LAYOUTS, { error: 'one_of' }).nullable(),
    container: z.enum(SPEC_CONTAINERS, { error: 'one_of' }).nullable(),
    video_codec: z.enum(SPEC_VIDEO_CODECS, { error: 'one_of' }).nullable(),
    frame_rate: z.enum(SPEC_FRAME_RATES, { error: 'one_of' }).nullable(),
    timecode_mode: z.enum(SPEC_TIMECODE_MODES, { error: 'one_of' }).nullable(),
    /** The caption content checks' thresholds and severity (caption-rules.ts; absent in older specs: the defaults). */
    ...captionSpecRuleFields,
  })
  .refine(
    // A caption cannot be held to more time on screen than it may have: judged with the defaults too.
    (rules) => {
      const thresholds = captionThresholds(rules);
      return thresholds.min_seconds <= thresholds.max_seconds;
    },
    { error: 'caption_seconds_order', path: ['caption_min_seconds'] },
  );
export type StationSpecRules = z.infer<typeof stationSpecRulesSchema>;

/** The rules, in the order a station's settings and the wizard show them. */
export const SPEC_RULES = [
  'loudness',
  'true_peak_max',
  'captions_required',
  'slate_seconds',
  'black_seconds',
  'program_start_frame',
  'program_start_timecode',
  'audio_layout',
  'container',
  'video_codec',
  'frame_rate',
  'timecode_mode',
] as const satisfies readonly (keyof StationSpecRules)[];
export type SpecRule = (typeof SPEC_RULES)[number];

/** No requirement at all: what a station without a spec accepts. */
export const EMPTY_SPEC_RULES: StationSpecRules = {
  loudness: null,
  true_peak_max: null,
  slate_seconds: null,
  black_seconds: null,
  program_start_frame: null,
  program_start_timecode: null,
  captions_required: false,
  audio_layout: null,
  container: null,
  video_codec: null,
  frame_rate: null,
  timecode_mode: null,
  caption_reading_speed: null,
  caption_min_seconds: null,
  caption_max_seconds: null,
  caption_min_gap_frames: null,
  caption_findings_are_errors: false,
};

/**
 * Named specs a station starts from (then edits, or keeps). The figures are the published ones
 * (sources as in the research behind OUTPUTS.md: reference/broadcast-spec.md section 12); a preset
 * is copied into the station's spec when chosen, so changing a preset here later changes no
 * station's spec (and no delivered spot's compliance) by itself.
 */
export const SPEC_PRESETS = {
  /**
   * CBC/Radio-Canada television commercials: -24 LKFS +/-1 LU (BS.1770-3), -2 dBTP (S1, "Technical
   * Specifications - Television"); XDCAM HD422 in MXF, 8 mono PCM tracks, 29.97 drop-frame, the spot at
   * 10:00:00;00 after a 2 s slate and 1 s black (S1); captions on every commercial (CRTC 2015-49, S11).
   * The tolerance is CBC's own +/-1 LU, not A/85's +/-2: S1 says +/-1.
   */
  cbc_radio_canada: {
    ...EMPTY_SPEC_RULES,
    loudness: { target: -24, tolerance: 1 },
    true_peak_max: -2,
    slate_seconds: 2,
    black_seconds: 1,
    program_start_frame: 90,
    program_start_timecode: '10:00:00;00',
    captions_required: true,
    audio_layout: '8mono',
    container: 'mxf',
    video_codec: 'xdcam_hd422',
    frame_rate: '29.97',
    timecode_mode: 'drop_frame',
  },
  /** ATSC A/85 (CALM Act, and CRTC 2011-584 in Canada): -24 LKFS +/-2, and NBCU's -2 dBTP ceiling (S9, S10). */
  us_tv_atsc_a85: {
    ...EMPTY_SPEC_RULES,
    loudness: { target: -24, tolerance: 2 },
    true_peak_max: -2,
  },
  /**
   * XR (Extreme Reach) North America: -24 LKFS, 5 s slate, 2 s black, picture at frame 210 (01:00:00;00),
   * 29.97 drop-frame; XDCAM HD422 MXF preferred (ProRes and AVC accepted, so no container rule) (S5).
   * XR publishes no tolerance: A/85's +/-2 applies in both its countries.
   */
  xr_north_america: {
    ...EMPTY_SPEC_RULES,
    loudness: { target: -24, tolerance: 2 },
    true_peak_max: -2,
    slate_seconds: 5,
    black_seconds: 2,
    program_start_frame: 210,
    program_start_timecode: '01:00:00;00',
    frame_rate: '29.97',
    timecode_mode: 'drop_frame',
  },
  /**
   * EBU R128-like: -23 LUFS, -1 dBTP maximum (EBU R128 and Tech 3343). R128 allows +/-0.5 LU where
   * the programme can be normalised (a file can), +/-1 LU for live: +/-0.5 here.
   */
  ebu_r128: {
    ...EMPTY_SPEC_RULES,
    loudness: { target: -23, tolerance: 0.5 },
    true_peak_max: -1,
  },
} as const satisfies Record<string, StationSpecRules>;
export type SpecPreset = keyof typeof SPEC_PRESETS;
export const SPEC_PRESET_NAMES = Object.keys(SPEC_PRESETS) as SpecPreset[];

/**
 * A version of a station's spec: its rules (null: no requirement from then on), the preset they were
 * copied from (null: edited by hand), since when. Versions count from 1 and only grow.
 */
export const stationSpecVersionSchema = z.object({
  version: z.number().int().min(1),
  since: z.string(),
  preset: z.enum(SPEC_PRESET_NAMES as [SpecPreset, ...SpecPreset[]]).nullable(),
  rules: stationSpecRulesSchema.nullable(),
});
export type StationSpecVersion = z.infer<typeof stationSpecVersionSchema>;
