/**
 * Caption content checks (issue 32): what a station's caption rules (captioning style guides, the
 * CEA-608 screen, the music note of Canadian caption standards) would say of a master's captions, as findings. Pure: the cues as a TV set shows them
 * and a few facts of the master in, findings out, so every rule is unit-tested on hand-made files.
 * Quality control turns the findings into QC items (`qc/caption-content.ts`); docs/captions.md gives
 * each rule's source.
 */
import { CAPTION_THRESHOLD_DEFAULTS, type CaptionContentRule, type CaptionThresholds } from '@masterport/contract';
import { framesToTc, tcToFrames } from '../timecode.ts';
import { MAX_COLUMNS, MAX_ROWS, wrapRows } from './encode-608.ts';
import { sccLabelFrame } from './scc.ts';
import type { Cue } from './types.ts';

/**
 * The thresholds of the rules, in one place. A station's spec that sets its own tolerances passes a
 * `CaptionRules` of its own (these defaults with its changes) to `checkCaptionContent`: the seam for
 * station specs (docs/captions.md, "Station specs").
 */
export interface CaptionRules {
  /** Most characters per second a caption may ask a viewer to read. */
  readonly maxCharactersPerSecond: number;
  /** Shortest time on screen, in seconds. */
  readonly minCueSeconds: number;
  /** Longest time on screen, in seconds. */
  readonly maxCueSeconds: number;
  /** Widest row, in characters. */
  readonly maxColumns: number;
  /** Most rows on screen at once. */
  readonly maxRows: number;
  /** Shortest gap between two captions that are not back to back, in frames of the master. */
  readonly minGapFrames: number;
}

/**
 * The defaults, from broadcast captioning practice (docs/captions.md gives each one's sources). Those a
 * station's spec may set are the contract's (`CAPTION_THRESHOLD_DEFAULTS`: the spec form shows them);
 * the 608 screen's are our encoder's.
 */
export const CAPTION_RULES: CaptionRules = {
  maxCharactersPerSecond: CAPTION_THRESHOLD_DEFAULTS.reading_speed,
  minCueSeconds: CAPTION_THRESHOLD_DEFAULTS.min_seconds,
  maxCueSeconds: CAPTION_THRESHOLD_DEFAULTS.max_seconds,
  // CEA-608's caption screen: 32 columns; our encoder splits a caption of more than 4 rows.
  maxColumns: MAX_COLUMNS,
  maxRows: MAX_ROWS,
  minGapFrames: CAPTION_THRESHOLD_DEFAULTS.min_gap_frames,
};

/** A station's thresholds (`captionThresholds` of its spec) as the checks' rules; the 608 screen's stay. */
export const captionRulesFor = (thresholds: CaptionThresholds): CaptionRules => ({
  ...CAPTION_RULES,
  maxCharactersPerSecond: thresholds.reading_speed,
  minCueSeconds: thresholds.min_seconds,
  maxCueSeconds: thresholds.max_seconds,
  minGapFrames: thresholds.min_gap_frames,
});

/** What a finding is about; each has its message in the QC catalogue (`caption_<rule>`). */
export type CaptionRule = CaptionContentRule;

export interface CaptionFinding {
  readonly rule: CaptionRule;
  /** The caption's number, from 1, in the order a TV set shows them; absent for the whole file. */
  readonly cue?: number;
  /** When it happens, in seconds from the program start (a caption's start, an SCC's last code). */
  readonly at?: number;
  /** What was measured, in the rule's unit (characters per second, seconds, characters, rows, frames). */
  readonly measured: number;
  /** The rule's limit, in the same unit. */
  readonly threshold: number;
}

/** A rule that could not be judged, and why (the QC tab says so rather than passing it silently). */
export interface SkippedCaptionRule {
  readonly rule: CaptionRule;
  readonly reason: 'captions_speak' | 'not_music_only';
}

/** What the checks need to know of the master besides its cues. */
export interface CaptionFacts {
  readonly format: 'scc' | 'srt' | 'vtt';
  /** How long the picture runs: the video's measured length, else the slate's. */
  readonly pictureSeconds: number;
  /** The master's frame rate (frames per second, e.g. 29.97): the unit of gaps and overruns. */
  readonly framesPerSecond: number;
  /** Start times of cues with a time and no text (SRT/WebVTT; the parsers drop them from the cues). */
  readonly emptyCueStarts?: readonly number[];
  /** SCC only: how its timecode is written and where its last code falls. */
  readonly scc?: {
    readonly dropFrame: boolean;
    /** The program start label the file counts from (10:00:00;00 for an uploaded SCC). */
    readonly programStart: string;
    /** Seconds from the program start of the file's last code (none in a file of no code). */
    readonly lastCodeSeconds?: number;
  };
  /**
   * Whether the spot is music only (no speech), as its slate says (`music_only`). Not said (a master
   * saved before the slate had the field): the captions themselves tell (a spot whose captions hold
   * no word is taken as music only).
   */
  readonly musicOnly?: boolean;
}

export interface CaptionCheckResult {
  readonly findings: readonly CaptionFinding[];
  readonly skipped: readonly SkippedCaptionRule[];
}

export const MUSIC_NOTE = '♪';

/** A caption's words as read: its rows joined by a space, as the line break separates words. */
export const captionText = (cue: Cue): string =>
  cue.lines
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ');

/** A sound description: text in brackets or parentheses ("[MUSIC]", "(musique douce)"). */
const DESCRIPTION = /\[[^\]]*\]|\([^)]*\)/g;
const speaks = (cue: Cue): boolean =>
  /\p{L}/u.test(captionText(cue).replace(DESCRIPTION, '').replaceAll(MUSIC_NOTE, ''));
const describesMusic = (cue: Cue): boolean =>
  (captionText(cue).match(DESCRIPTION) ?? []).some((description) => /music|musique|chanson|song/i.test(description));
const hasNote = (cue: Cue): boolean => captionText(cue).includes(MUSIC_NOTE);

/**
 * How many frames off a non-drop SCC plays `frames` after its program start: its labels count every
 * frame, and are read as drop-frame labels, which skip two a minute but every tenth (`sccLabelFrame`).
 */
function nonDropDriftFrames(programStart: string, frames: number): number {
  const endLabel = framesToTc(tcToFrames(programStart, { dropFrame: false }) + frames, { dropFrame: false });
  return Math.abs(sccLabelFrame(endLabel) - tcToFrames(programStart, { dropFrame: true }) - frames);
}

/** The rules that look at each caption on its own. */
function cueFindings(cues: readonly Cue[], facts: CaptionFacts, rules: CaptionRules): CaptionFinding[] {
  const findings: CaptionFinding[] = [];
  for (const [index, cue] of cues.entries()) {
    const base = { cue: index + 1, at: cue.start };
    // A caption never cleared has no length to judge: it is the "never cleared" rule's.
    if (!Number.isFinite(cue.end)) {
      findings.push({ ...base, rule: 'never_cleared', measured: Infinity, threshold: facts.pictureSeconds });
      continue;
    }
    const seconds = cue.end - cue.start;
    if (seconds > 0) {
      const cps = captionText(cue).length / seconds;
      if (cps > rules.maxCharactersPerSecond)
        findings.push({ ...base, rule: 'reading_speed', measured: cps, threshold: rules.maxCharactersPerSecond });
    }
    if (seconds < rules.minCueSeconds)
      findings.push({ ...base, rule: 'cue_too_short', measured: seconds, threshold: rules.minCueSeconds });
    if (seconds > rules.maxCueSeconds)
      findings.push({ ...base, rule: 'cue_too_long', measured: seconds, threshold: rules.maxCueSeconds });

    // An SCC's rows are placed already; SRT/WebVTT lines are re-broken at 32 columns by the encoder,
    // so a longer line is reported and the rows it then needs are counted.
    const longest = Math.max(...cue.lines.map((line) => line.trim().length));
    const rows = facts.format === 'scc' ? cue.lines.length : wrapRows(cue.lines, rules.maxColumns).length;
    if (longest > rules.maxColumns)
      findings.push({ ...base, rule: 'line_too_long', measured: longest, threshold: rules.maxColumns });
    if (rows > rules.maxRows)
      findings.push({ ...base, rule: 'too_many_rows', measured: rows, threshold: rules.maxRows });

    // Half a frame of slack: cue times are rounded to the millisecond in SRT and to frames in SCC.
    if (cue.end > facts.pictureSeconds + 0.5 / facts.framesPerSecond)
      findings.push({ ...base, rule: 'after_picture', measured: cue.end, threshold: facts.pictureSeconds });

    if (describesMusic(cue) && !hasNote(cue))
      findings.push({ ...base, rule: 'music_without_note', measured: 0, threshold: 1 });
  }
  return findings;
}

/** Captions back to back are one replacing the other; an overlap, or a gap of a frame, is not. */
function gapFindings(cues: readonly Cue[], facts: CaptionFacts, rules: CaptionRules): CaptionFinding[] {
  const findings: CaptionFinding[] = [];
  for (const [index, cue] of cues.entries()) {
    const previous = cues[index - 1];
    if (!previous || !Number.isFinite(previous.end)) continue;
    const gap = Math.round((cue.start - previous.end) * facts.framesPerSecond);
    const base = { cue: index + 1, at: cue.start };
    if (gap < 0) findings.push({ ...base, rule: 'overlap', measured: -gap, threshold: 0 });
    else if (gap > 0 && gap < rules.minGapFrames)
      findings.push({ ...base, rule: 'gap_too_short', measured: gap, threshold: rules.minGapFrames });
  }
  return findings;
}

/** The SCC file's own rules: how far it runs, and in which timecode it counts. */
function sccFindings(facts: CaptionFacts): CaptionFinding[] {
  const scc = facts.scc;
  if (!scc) return [];
  const findings: CaptionFinding[] = [];
  const last = scc.lastCodeSeconds;
  const over = last === undefined ? 0 : Math.round((last - facts.pictureSeconds) * facts.framesPerSecond);
  if (over > 0) findings.push({ rule: 'scc_longer_than_picture', at: last, measured: over, threshold: 0 });
  // SCC timecode counts 29.97 frames whatever the video's rate: every TV output plays it at 29.97 DF.
  if (!scc.dropFrame) {
    const spotFrames = Math.round((facts.pictureSeconds * 30000) / 1001);
    findings.push({
      rule: 'scc_not_drop_frame',
      measured: nonDropDriftFrames(scc.programStart, spotFrames),
      threshold: 0,
    });
  }
  return findings;
}

/**
 * Music is captioned with a music note (CRTC English and French caption standards): any description of
 * music needs one (a cue rule), and so does a music-only spot. Whether the spot is music only comes from
 * the master when it knows, else from its captions; captions that speak mean it is not, and say so.
 */
function musicOnlyFinding(
  cues: readonly Cue[],
  facts: CaptionFacts,
): { finding?: CaptionFinding; skipped?: SkippedCaptionRule } {
  const rule = 'music_only_without_note';
  if (facts.musicOnly === false) return { skipped: { rule, reason: 'not_music_only' } };
  if (facts.musicOnly === undefined && cues.some(speaks)) return { skipped: { rule, reason: 'captions_speak' } };
  return cues.some(hasNote) ? {} : { finding: { rule, measured: 0, threshold: 1 } };
}

/**
 * Every finding of the caption content rules on `cues` (as a TV set shows them: an SCC decoded, an
 * SRT/WebVTT as written; an SCC caption never cleared ends at Infinity), in the order of the cues.
 */
export function checkCaptionContent(
  cues: readonly Cue[],
  facts: CaptionFacts,
  rules: CaptionRules = CAPTION_RULES,
): CaptionCheckResult {
  // A file without a caption has no caption to judge; an SCC's codes still have their length and timecode.
  if (!cues.length)
    return { findings: [{ rule: 'no_captions', measured: 0, threshold: 1 }, ...sccFindings(facts)], skipped: [] };
  const empty = (facts.emptyCueStarts ?? []).map((start): CaptionFinding => ({
    rule: 'empty_cue',
    at: start,
    measured: 0,
    threshold: 1,
  }));
  const music = musicOnlyFinding(cues, facts);
  return {
    findings: [
      ...empty,
      ...cueFindings(cues, facts, rules),
      ...gapFindings(cues, facts, rules),
      ...sccFindings(facts),
      ...(music.finding ? [music.finding] : []),
    ],
    skipped: music.skipped ? [music.skipped] : [],
  };
}
