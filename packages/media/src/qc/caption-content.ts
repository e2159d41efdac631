/**
 * Caption content checks (issue 32): what a station's caption rules (CRTC and DCMP practice, CEA-608's
 * screen) would say of the captions, as QC items. Pure: they read what `inspectCaptions` decoded.
 */
import { MAX_COLUMNS, MAX_ROWS, wrapRows } from '../captions/encode-608.ts';
import { formatTime } from '../captions/srt.ts';
import type { Cue } from '../captions/types.ts';
import { qcItem as item } from './item.ts';
import type { CaptionsInfo, QcItem } from './types.ts';

/** The caption content limits, in one place: change one here and every check and message follows. */
export const CAPTION_LIMITS = {
  /** Characters per second for adult programming (DCMP and broadcaster guides: 15 to 20; 17 is the common default). */
  readingSpeedCps: 17,
  /** A caption shown less than this cannot be read whole, however short. */
  minCueSeconds: 1,
  /** A caption left longer than this reads as stuck; DCMP's longest. */
  maxCueSeconds: 6,
  /** CEA-608's screen: 32 columns, and at most 4 rows for one caption. */
  maxColumns: MAX_COLUMNS,
  maxRows: MAX_ROWS,
  /** Two captions closer than this (but not back to back) flicker: the screen blanks for a frame. */
  minGapFrames: 2,
} as const;

const FRAME_SECONDS = 1001 / 30000;
const toFrames = (seconds: number): number => Math.round(seconds / FRAME_SECONDS);
/** When a caption starts, as the SRT writes it: how the user finds it in the file or the player. */
const at = (cue: Cue): string => formatTime(cue.start);
/** A caption's words as read: its rows joined by a space, as the line break separates words. */
const textOf = (cue: Cue): string =>
  cue.lines
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ');
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function readingSpeedItem(cues: readonly Cue[]): QcItem {
  const expected = `${CAPTION_LIMITS.readingSpeedCps} cps`;
  const speeds = cues
    .filter((cue) => Number.isFinite(cue.end) && cue.end > cue.start)
    .map((cue) => ({ cue, cps: textOf(cue).length / (cue.end - cue.start) }));
  const fast = speeds.filter((speed) => speed.cps > CAPTION_LIMITS.readingSpeedCps);
  if (!fast.length) return item('caption_reading_speed', 'passed', 'caption_reading_speed_ok', null, expected);
  const fastest = fast.reduce((a, b) => (b.cps > a.cps ? b : a));
  return item(
    'caption_reading_speed',
    'warning',
    'caption_reading_speed_warning',
    `${fastest.cps.toFixed(1)} cps (${at(fastest.cue)})`,
    expected,
    'warning',
    { count: fast.length },
  );
}

function durationItem(cues: readonly Cue[]): QcItem {
  const { minCueSeconds: min, maxCueSeconds: max } = CAPTION_LIMITS;
  const expected = `${min} s - ${max} s`;
  // A caption never cleared is the "after the picture" check's: its length is not a number to judge.
  const outside = cues.filter(
    (cue) => Number.isFinite(cue.end) && (cue.end - cue.start < min || cue.end - cue.start > max),
  );
  const first = outside[0];
  if (!first) return item('caption_duration', 'passed', 'caption_duration_ok', null, expected);
  return item(
    'caption_duration',
    'warning',
    'caption_duration_warning',
    `${(first.end - first.start).toFixed(3)} s (${at(first)})`,
    expected,
    'warning',
    { count: outside.length },
  );
}

/**
 * Rows as the 608 screen shows them: an SCC's rows are already placed; SRT/VTT lines are wrapped to
 * 32 columns by the encoder, so a longer line is re-broken (reported) and may need more rows.
 */
function linesItem(cues: readonly Cue[], format: CaptionsInfo['format']): QcItem {
  const { maxColumns, maxRows } = CAPTION_LIMITS;
  const expected = `${maxColumns} characters, ${maxRows} rows`;
  for (const cue of cues) {
    const longest = Math.max(...cue.lines.map((line) => line.trim().length));
    const rows = format === 'scc' ? cue.lines.length : wrapRows(cue.lines).length;
    if (longest > maxColumns || rows > maxRows) {
      return item(
        'caption_lines',
        'warning',
        'caption_lines_warning',
        `${longest} characters, ${plural(rows, 'row', 'rows')} (${at(cue)})`,
        expected,
        'warning',
      );
    }
  }
  return item('caption_lines', 'passed', 'caption_lines_ok', null, expected);
}

/** Captions back to back are one replacing the other; an overlap or a gap of a frame is not. */
function gapsItem(cues: readonly Cue[]): QcItem {
  const expected = `0 or ≥ ${CAPTION_LIMITS.minGapFrames} frames`;
  for (const [index, cue] of cues.entries()) {
    const previous = cues[index - 1];
    if (!previous) continue;
    const gap = toFrames(cue.start - previous.end);
    if (gap < 0)
      return item(
        'caption_gaps',
        'warning',
        'caption_overlap',
        `${plural(-gap, 'frame', 'frames')} (${at(cue)})`,
        expected,
      );
    if (gap > 0 && gap < CAPTION_LIMITS.minGapFrames)
      return item(
        'caption_gaps',
        'warning',
        'caption_gap_short',
        `${plural(gap, 'frame', 'frames')} (${at(cue)})`,
        expected,
      );
  }
  return item('caption_gaps', 'passed', 'caption_gaps_ok', null, expected);
}

function afterPictureItem(cues: readonly Cue[], pictureSeconds: number): QcItem {
  const expected = formatTime(pictureSeconds);
  const stuck = cues.find((cue) => !Number.isFinite(cue.end));
  if (stuck) return item('caption_after_picture', 'warning', 'caption_not_cleared', at(stuck), expected);
  // Half a frame of slack: cue times are rounded to the millisecond in SRT and to frames in SCC.
  const late = cues.find((cue) => cue.end > pictureSeconds + FRAME_SECONDS / 2);
  if (late) return item('caption_after_picture', 'warning', 'caption_after_picture', formatTime(late.end), expected);
  return item('caption_after_picture', 'passed', 'caption_after_picture_ok', null, expected);
}

/** An SCC made for another cut runs past the picture: its codes would land on the next spot. */
function sccLengthItem(captions: CaptionsInfo, pictureSeconds: number): QcItem | undefined {
  if (captions.format !== 'scc' || captions.lastCodeSeconds === undefined) return undefined;
  const expected = formatTime(pictureSeconds);
  const over = toFrames(captions.lastCodeSeconds - pictureSeconds);
  return over > 0
    ? item('caption_scc_length', 'warning', 'caption_scc_longer', captions.lastLabel ?? null, expected, 'warning', {
        frames: over,
      })
    : item('caption_scc_length', 'passed', 'caption_scc_length_ok', captions.lastLabel ?? null, expected);
}

/**
 * SCC timecode is 29.97 drop-frame, as stations require and every output is made. Non-drop labels are
 * read as drop-frame ones; the drift says how far off that plays the file's last code.
 */
function timecodeItem(captions: CaptionsInfo): QcItem | undefined {
  if (captions.format !== 'scc') return undefined;
  return captions.dropFrame === false
    ? item('caption_timecode', 'warning', 'scc_not_drop_frame', captions.first ?? null, 'drop-frame', 'warning', {
        drift: captions.ndfDriftFrames ?? 0,
      })
    : item('caption_timecode', 'passed', 'caption_timecode_ok', captions.first ?? null, 'drop-frame');
}

const MUSIC_NOTE = '♪';
/** A sound description: text in brackets or parentheses ("[MUSIC]", "(musique douce)"). */
const DESCRIPTION = /\[[^\]]*\]|\([^)]*\)/g;
const speaks = (cue: Cue): boolean => /\p{L}/u.test(textOf(cue).replace(DESCRIPTION, '').replaceAll(MUSIC_NOTE, ''));
const describesMusic = (cue: Cue): boolean =>
  (textOf(cue).match(DESCRIPTION) ?? []).some((description) => /music|musique|chanson|song/i.test(description));

/**
 * Music is captioned with a music note (CRTC English and French standards): a description of music
 * without one, or a spot whose captions hold no speech and no note (a music-only spot), is reported.
 */
function musicItem(cues: readonly Cue[]): QcItem | undefined {
  if (!cues.length) return undefined;
  const expected = MUSIC_NOTE;
  const unmarked = cues.find((cue) => describesMusic(cue) && !textOf(cue).includes(MUSIC_NOTE));
  if (unmarked) return item('caption_music', 'warning', 'caption_music_without_note', at(unmarked), expected);
  if (!cues.some(speaks) && !cues.some((cue) => textOf(cue).includes(MUSIC_NOTE)))
    return item('caption_music', 'warning', 'caption_music_only_without_note', null, expected);
  return item('caption_music', 'passed', 'caption_music_ok', null, expected);
}

function emptyItem(captions: CaptionsInfo, cues: readonly Cue[]): QcItem {
  if (!cues.length) return item('caption_empty', 'warning', 'caption_none', 0, null);
  const empty = captions.emptyCues ?? 0;
  return empty > 0
    ? item('caption_empty', 'warning', 'caption_empty_cues', empty, 0)
    : item('caption_empty', 'passed', 'caption_empty_ok', 0, 0);
}

/**
 * The content checks of readable captions, in the order the QC tab lists them. `pictureSeconds`: how
 * long the picture runs (the video's measured length, else the slate's).
 */
export function captionContentItems(captions: CaptionsInfo, pictureSeconds: number): QcItem[] {
  const cues = captions.shown ?? [];
  return [
    emptyItem(captions, cues),
    readingSpeedItem(cues),
    durationItem(cues),
    linesItem(cues, captions.format),
    gapsItem(cues),
    afterPictureItem(cues, pictureSeconds),
    sccLengthItem(captions, pictureSeconds),
    timecodeItem(captions),
    musicItem(cues),
  ].filter((found): found is QcItem => found !== undefined);
}
