import * as z from 'zod';

/**
 * Caption content rules as a station's spec states them (issue 32, docs/captions.md "Station specs"):
 * the thresholds a station may set and their defaults, the names of the rules the media package's
 * `checkCaptionContent` reports, and what the wizard's review answers of them per destination. In the
 * contract so the spec's schema, the media checks, the API and the SPA share one definition.
 */

/** What a caption finding is about; the media package's checks report these, the review names them. */
export const CAPTION_CONTENT_RULES = [
  'no_captions',
  'empty_cue',
  'reading_speed',
  'cue_too_short',
  'cue_too_long',
  'line_too_long',
  'too_many_rows',
  'overlap',
  'gap_too_short',
  'after_picture',
  'never_cleared',
  'scc_longer_than_picture',
  'scc_not_drop_frame',
  'music_without_note',
  'music_only_without_note',
] as const;
export type CaptionContentRule = (typeof CAPTION_CONTENT_RULES)[number];

/**
 * The thresholds a spec may set, at their defaults: what quality control judges every master by, and
 * what a spec that leaves one unset (null) is held to. Sources: docs/captions.md's table.
 */
export const CAPTION_THRESHOLD_DEFAULTS = {
  /** Characters per second: issue 32's default for adult programming; style guides aim at 17 to 20. */
  reading_speed: 17,
  /** Seconds on screen at least: a shorter caption cannot be read whole, however short it is. */
  min_seconds: 1,
  /** Seconds on screen at most: style guides keep a caption 6 to 7 s; one left longer reads as stuck. */
  max_seconds: 6,
  /** Frames between two captions that are not back to back: one frame apart is a flicker; specs ask 2. */
  min_gap_frames: 2,
} as const;

/**
 * What a spec may set. Reading speed: children's guides go down to 12, the most lenient adult ones to
 * 20 and a few beyond; 10 to 30 holds every published figure with room. Times on screen: DCMP's 2 s
 * minimum to the 10 s some allow as a maximum, with room either side. Gap: 0 (no minimum) to 10 frames.
 */
export const SPEC_CAPTION_READING_SPEED = { min: 10, max: 30 } as const;
export const SPEC_CAPTION_SECONDS = { min: 0.5, max: 20 } as const;
export const SPEC_CAPTION_GAP_FRAMES = { min: 0, max: 10 } as const;

/** A time on screen a spec may set (the shortest or the longest), in tenths of a second; null: the default. */
const captionSeconds = () =>
  z
    .number({ error: 'invalid' })
    .min(SPEC_CAPTION_SECONDS.min, { error: 'invalid' })
    .max(SPEC_CAPTION_SECONDS.max, { error: 'invalid' })
    .multipleOf(0.1, { error: 'invalid' })
    .nullable()
    .default(null);

/**
 * The caption part of `stationSpecRulesSchema`. Each threshold null: the default above (not "no
 * requirement": these checks run on every master as quality control's advice). Specs saved before
 * these fields existed read as null and false: today's defaults, warnings.
 */
export const captionSpecRuleFields = {
  caption_reading_speed: z
    .number({ error: 'invalid' })
    .min(SPEC_CAPTION_READING_SPEED.min, { error: 'invalid' })
    .max(SPEC_CAPTION_READING_SPEED.max, { error: 'invalid' })
    .multipleOf(0.5, { error: 'invalid' })
    .nullable()
    .default(null),
  caption_min_seconds: captionSeconds(),
  caption_max_seconds: captionSeconds(),
  caption_min_gap_frames: z
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(SPEC_CAPTION_GAP_FRAMES.min, { error: 'invalid' })
    .max(SPEC_CAPTION_GAP_FRAMES.max, { error: 'invalid' })
    .nullable()
    .default(null),
  /** The station refuses captions the checks find fault with: the review says "does not meet the spec". */
  caption_findings_are_errors: z.boolean({ error: 'invalid' }).default(false),
};

/** The thresholds a master's captions are held to, in the defaults' units. */
export type CaptionThresholds = { -readonly [K in keyof typeof CAPTION_THRESHOLD_DEFAULTS]: number };

/** The caption thresholds a spec holds a master to: its own where it sets them, else the defaults. */
export function captionThresholds(rules: {
  readonly caption_reading_speed: number | null;
  readonly caption_min_seconds: number | null;
  readonly caption_max_seconds: number | null;
  readonly caption_min_gap_frames: number | null;
}): CaptionThresholds {
  return {
    reading_speed: rules.caption_reading_speed ?? CAPTION_THRESHOLD_DEFAULTS.reading_speed,
    min_seconds: rules.caption_min_seconds ?? CAPTION_THRESHOLD_DEFAULTS.min_seconds,
    max_seconds: rules.caption_max_seconds ?? CAPTION_THRESHOLD_DEFAULTS.max_seconds,
    min_gap_frames: rules.caption_min_gap_frames ?? CAPTION_THRESHOLD_DEFAULTS.min_gap_frames,
  };
}

/**
 * A master's captions against a station's caption rules: `passes` (nothing found), `warns` (findings,
 * advice as on the QC tab), `fails` (findings, and the spec makes them errors).
 */
export const CAPTION_SPEC_RESULTS = ['passes', 'warns', 'fails'] as const;
export type CaptionSpecResult = (typeof CAPTION_SPEC_RESULTS)[number];

/** One rule broken: how many times, and the first caption that breaks it. */
export const captionSpecFindingSchema = z.object({
  rule: z.enum(CAPTION_CONTENT_RULES),
  count: z.number().int().min(1),
  /** The first caption's number, from 1 as a TV set shows them; null for a finding on the whole file. */
  cue: z.number().int().nullable(),
  /** When it starts, in the master's timecode at its frame rate (as the QC tab writes it); null: the whole file. */
  timecode: z.string().nullable(),
  /** The first finding's measure, in the rule's unit; null where there is none (a caption never cleared). */
  measured: z.number().nullable(),
  /** The limit it was judged by, in the same unit: the station's where its spec sets it. */
  threshold: z.number(),
});
export type CaptionSpecFinding = z.infer<typeof captionSpecFindingSchema>;

/** A master's captions against one spec: the result and one finding per rule broken. */
export const captionJudgementSchema = z.object({
  result: z.enum(CAPTION_SPEC_RESULTS),
  findings: z.array(captionSpecFindingSchema),
});
export type CaptionJudgement = z.infer<typeof captionJudgementSchema>;

/** A master's captions at one destination (the wizard's review, beside `spec_checks`). */
export const captionSpecCheckSchema = captionJudgementSchema.extend({ unique_id: z.string() });
export type CaptionSpecCheck = z.infer<typeof captionSpecCheckSchema>;
