/**
 * The caption content checks (issue 32) as QC items: one item per check, in the order the QC tab lists
 * them. The rules themselves are `checkCaptionContent`'s (captions/content-checks.ts); this turns their
 * findings into warnings whose messages name the caption, when it starts in the master's timecode,
 * what was measured and what stations expect.
 */
import type { QcCheck } from '@masterport/contract';
import {
  CAPTION_RULES,
  checkCaptionContent,
  MUSIC_NOTE,
  type CaptionCheckResult,
  type CaptionFacts,
  type CaptionFinding,
  type CaptionRule,
  type CaptionRules,
  type SkippedCaptionRule,
} from '../captions/content-checks.ts';
import { SCC_PROGRAM_START } from '../captions/scc.ts';
import { secondsToTc } from '../timecode.ts';
import { qcItem } from './item.ts';
import { qcMessage, type QcMessageKey } from './messages.ts';
import type { CaptionsInfo, QcItem } from './types.ts';

/** The master, as the checks measure captions against it: its picture, and what its slate says of its sound. */
export interface CaptionMaster {
  /** The video's measured length, else the slate's. */
  readonly seconds: number;
  /** The video's frame rate; 29.97 when it was not measured (every TV output's). */
  readonly framesPerSecond?: number;
  /** The slate's `music_only`: the spot has no speech (true), has speech (false); undefined: not said. */
  readonly musicOnly?: boolean;
}

const NTSC = 30000 / 1001;
/** The QC tab lists at most this many other captions after the first one a check reports. */
const MORE_LISTED = 10;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const oneDecimal = (value: number) => value.toFixed(1);
const seconds = (value: number) => `${value.toFixed(3)} s`;
/** A rule's number as a message says it: at most three decimals, without trailing zeros (0.6, 35). */
const plainNumber = (value: number) => value.toFixed(3).replace(/\.?0+$/, '');

/** Which rules each QC check reports, its message when it finds nothing, and how its expected value reads. */
const CHECKS: readonly {
  readonly check: QcCheck;
  readonly rules: readonly CaptionRule[];
  readonly passed: QcMessageKey;
  readonly expected: (rules: CaptionRules, pictureEnd: string) => string | number;
  readonly sccOnly?: boolean;
}[] = [
  { check: 'caption_empty', rules: ['no_captions', 'empty_cue'], passed: 'caption_empty_ok', expected: () => 0 },
  {
    check: 'caption_reading_speed',
    rules: ['reading_speed'],
    passed: 'caption_reading_speed_ok',
    expected: (r) => `≤ ${r.maxCharactersPerSecond} cps`,
  },
  {
    check: 'caption_duration',
    rules: ['cue_too_short', 'cue_too_long'],
    passed: 'caption_duration_ok',
    expected: (r) => `${r.minCueSeconds} s - ${r.maxCueSeconds} s`,
  },
  {
    check: 'caption_lines',
    rules: ['line_too_long', 'too_many_rows'],
    passed: 'caption_lines_ok',
    expected: (r) => `${r.maxColumns} characters, ${r.maxRows} rows`,
  },
  {
    check: 'caption_gaps',
    rules: ['overlap', 'gap_too_short'],
    passed: 'caption_gaps_ok',
    expected: (r) => `0 or ≥ ${r.minGapFrames} frames`,
  },
  {
    check: 'caption_after_picture',
    rules: ['never_cleared', 'after_picture'],
    passed: 'caption_after_picture_ok',
    expected: (_, pictureEnd) => pictureEnd,
  },
  {
    check: 'caption_scc_length',
    rules: ['scc_longer_than_picture'],
    passed: 'caption_scc_length_ok',
    expected: (_, pictureEnd) => pictureEnd,
    sccOnly: true,
  },
  {
    check: 'caption_timecode',
    rules: ['scc_not_drop_frame'],
    passed: 'caption_timecode_ok',
    expected: () => 'drop-frame',
    sccOnly: true,
  },
  {
    check: 'caption_music',
    rules: ['music_without_note', 'music_only_without_note'],
    passed: 'caption_music_ok',
    expected: () => MUSIC_NOTE,
  },
];

/** What the QC tab's measured column shows for a check's first finding (English; the tab localises it). */
function measuredOf(
  first: CaptionFinding,
  count: number,
  tc: (seconds: number) => string,
  captions: CaptionsInfo,
): string | number | null {
  switch (first.rule) {
    case 'reading_speed':
      return `${oneDecimal(first.measured)} cps`;
    case 'cue_too_short':
    case 'cue_too_long':
      return seconds(first.measured);
    case 'line_too_long':
      return plural(first.measured, 'character', 'characters');
    case 'too_many_rows':
      return plural(first.measured, 'row', 'rows');
    case 'overlap':
    case 'gap_too_short':
    case 'scc_longer_than_picture':
      return plural(first.measured, 'frame', 'frames');
    case 'after_picture':
      return tc(first.measured);
    case 'scc_not_drop_frame':
      return captions.first ?? null;
    case 'empty_cue':
      return count;
    case 'no_captions':
      return 0;
    case 'never_cleared':
    case 'music_without_note':
    case 'music_only_without_note':
      return first.at === undefined ? null : tc(first.at);
  }
}

/** One warning for a check's findings: the first in full, the others listed by caption (or time). */
function warningItem(
  check: QcCheck,
  findings: readonly CaptionFinding[],
  expected: string | number,
  tc: (seconds: number) => string,
  context: { captions: CaptionsInfo; pictureEnd: string; picture: CaptionMaster },
): QcItem {
  const [first, ...others] = findings as [CaptionFinding, ...CaptionFinding[]];
  const measured = measuredOf(first, findings.length, tc, context.captions);
  // A spot the slate calls music only may have sung words: its message does not say the captions hold no speech.
  const key: QcMessageKey =
    first.rule === 'music_only_without_note' && context.picture.musicOnly === true
      ? 'caption_music_only_slate_without_note'
      : `caption_${first.rule}`;
  const item = qcItem(check, 'warning', key, measured, expected, 'warning', {
    cue: first.cue ?? '',
    at: first.at === undefined ? '' : tc(first.at),
    value: first.rule === 'reading_speed' ? oneDecimal(first.measured) : plainNumber(first.measured),
    threshold: first.threshold,
    picture_end: context.pictureEnd,
    label: context.captions.lastLabel ?? '',
    spot_seconds: Math.round(context.picture.seconds),
    drift: plural(first.measured, 'frame', 'frames'),
  });
  if (!others.length) return item;
  const listed = others.slice(0, MORE_LISTED).map((other) => (other.cue !== undefined ? other.cue : tc(other.at ?? 0)));
  const more = qcMessage('caption_others', {
    cues: `${listed.join(', ')}${others.length > MORE_LISTED ? ', …' : ''}`,
  });
  return { ...item, message: { en: `${item.message.en} ${more.en}`, fr: `${item.message.fr} ${more.fr}` } };
}

/** A rule that could not be judged says why (`SkippedCaptionRule`), rather than passing silently. */
const SKIPPED_MESSAGES: Record<SkippedCaptionRule['reason'], QcMessageKey> = {
  captions_speak: 'caption_music_skipped_captions_speak',
  not_music_only: 'caption_music_skipped_not_music_only',
};

/**
 * The content rules' findings on readable captions (`inspectCaptions`' answer), against the master's
 * picture, with `rules` (the defaults, or a station's spec's own tolerances): what the QC tab's items
 * and the wizard's review per station are made of.
 */
export function captionFindings(
  captions: CaptionsInfo,
  picture: CaptionMaster,
  rules: CaptionRules = CAPTION_RULES,
): CaptionCheckResult & { readonly framesPerSecond: number } {
  const framesPerSecond = picture.framesPerSecond ?? NTSC;
  const facts: CaptionFacts = {
    // Captions of an unknown format never get here (they are the `captions` item's error).
    format: captions.format === 'unknown' ? 'srt' : captions.format,
    pictureSeconds: picture.seconds,
    framesPerSecond,
    emptyCueStarts: captions.emptyCueStarts,
    ...(picture.musicOnly === undefined ? {} : { musicOnly: picture.musicOnly }),
    ...(captions.format === 'scc'
      ? {
          scc: {
            dropFrame: captions.dropFrame !== false,
            programStart: SCC_PROGRAM_START,
            lastCodeSeconds: captions.lastCodeSeconds,
          },
        }
      : {}),
  };
  return { ...checkCaptionContent(captions.shown ?? [], facts, rules), framesPerSecond };
}

/**
 * The content checks of readable captions, in the order the QC tab lists them, against the master's
 * picture, with `rules` (the defaults, or a station's spec's own tolerances).
 */
export function captionContentItems(
  captions: CaptionsInfo,
  picture: CaptionMaster,
  rules: CaptionRules = CAPTION_RULES,
): QcItem[] {
  const { findings, skipped, framesPerSecond } = captionFindings(captions, picture, rules);
  const tc = (at: number) => secondsToTc(at, framesPerSecond);
  const scc = captions.format === 'scc';
  const cues = captions.shown ?? [];
  // Without a caption, only the empty check and an SCC's own (its length, its timecode) have anything to judge.
  const checks = CHECKS.filter(
    (entry) => (scc || !entry.sccOnly) && (cues.length > 0 || entry.sccOnly || entry.check === 'caption_empty'),
  );
  const pictureEnd = tc(picture.seconds);
  return checks.map(({ check, rules: reported, passed, expected }) => {
    const found = findings.filter((finding) => reported.includes(finding.rule));
    const expectedText = expected(rules, pictureEnd);
    if (found.length) return warningItem(check, found, expectedText, tc, { captions, pictureEnd, picture });
    const skip = skipped.find((rule) => reported.includes(rule.rule));
    return qcItem(check, 'passed', skip ? SKIPPED_MESSAGES[skip.reason] : passed, null, expectedText);
  });
}
