/**
 * Scenarist SCC V1.0 read/write. Timecodes are 29.97 drop-frame (`;`), as stations require (OUTPUTS.md
 * decision 8): we never use ffmpeg's SCC muxer, which writes non-drop labels. Payload words are kept
 * exactly as read, so re-basing (`SCC_OFFSET_CC`) changes only the timecodes.
 */
import { framesToTc, isDropFrameLabel, tcToFrames } from '../timecode.ts';
import { decode608 } from './decode-608.ts';
import type { Cue, FramePair } from './types.ts';

export interface SccLine {
  /** Frame number of the line's timecode (29.97 DF count from 00:00:00;00). */
  readonly frame: number;
  /** 16-bit words as written (parity included), e.g. 0x94ae. */
  readonly words: readonly number[];
}

export interface SccDocument {
  readonly lines: readonly SccLine[];
  /** False when the file used `:` labels (non-drop); they are read as drop-frame labels anyway. */
  readonly dropFrame: boolean;
  /** The first timecode as written. */
  readonly firstLabel?: string;
  /** The last timecode as written: how far the file runs, in its own timecode mode (caption checks). */
  readonly lastLabel?: string;
}

export const SCC_HEADER = 'Scenarist_SCC V1.0';
/** Program start of `SCC_CC` and of the uploaded `.scc` (seed: "captions .scc at 10h"). */
export const SCC_PROGRAM_START = '10:00:00;00';

export class CaptionFormatError extends Error {
  override readonly name = 'CaptionFormatError';
}

/**
 * The frame an SCC label stands for: every label is read as a 29.97 drop-frame one, and a non-drop
 * label that drop-frame skips (e.g. 00:01:00:00) means the next existing frame.
 */
export function sccLabelFrame(label: string): number {
  try {
    return tcToFrames(label, { dropFrame: true });
  } catch {
    return tcToFrames(label.replace(/[:;.,](\d{2})$/, ';02'), { dropFrame: true });
  }
}

export function parseScc(text: string): SccDocument {
  const rows = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
  if (rows[0] !== SCC_HEADER) throw new CaptionFormatError(`not an SCC file: the first line must be "${SCC_HEADER}"`);
  const lines: SccLine[] = [];
  let dropFrame = true;
  let firstLabel: string | undefined;
  let lastLabel: string | undefined;
  for (const row of rows.slice(1)) {
    const match = /^(\d{2}:\d{2}:\d{2}[:;.,]\d{2})\s+((?:[0-9a-fA-F]{4}\s*)+)$/.exec(row);
    if (!match) throw new CaptionFormatError(`malformed SCC line: "${row.slice(0, 60)}"`);
    const label = match[1]!;
    firstLabel ??= label;
    lastLabel = label;
    if (!isDropFrameLabel(label)) dropFrame = false;
    const frame = sccLabelFrame(label);
    const words = match[2]!
      .trim()
      .split(/\s+/)
      .map((w) => parseInt(w, 16));
    lines.push({ frame, words });
  }
  return { lines, dropFrame, firstLabel, lastLabel };
}

export function writeScc(lines: readonly SccLine[]): string {
  const hex = (w: number) => w.toString(16).padStart(4, '0');
  const body = lines.map((l) => `${framesToTc(l.frame)}\t${l.words.map(hex).join(' ')}`).join('\n\n');
  return `${SCC_HEADER}\n\n${body}\n`;
}

/**
 * Moves every line by `deltaFrames` (SCC_OFFSET_CC: Δ = target program start − source program start).
 * Re-basing to 00:00:00;00 would put the pre-loading of the first caption before the first frame; such
 * lines start at frame 0 instead (the first caption then shows a few frames late, never garbled).
 */
export function offsetScc(doc: SccDocument, deltaFrames: number): SccLine[] {
  let busyUntil = 0;
  return doc.lines.map((l) => {
    const frame = l.frame + deltaFrames >= 0 ? l.frame + deltaFrames : Math.max(0, busyUntil);
    busyUntil = Math.max(busyUntil, frame + l.words.length);
    return { frame, words: l.words };
  });
}

/** Re-bases SCC text from one program start to another, e.g. 10:00:00;00 -> 01:00:00;00. */
export function rebaseSccText(text: string, fromProgramStart: string, toProgramStart: string): string {
  const delta = tcToFrames(toProgramStart) - tcToFrames(fromProgramStart);
  return writeScc(offsetScc(parseScc(text), delta));
}

/**
 * One pair per frame: a line's words go out on consecutive frames from its timecode. When a line's
 * timecode falls before the previous line has finished, it waits (as an encoder's buffer would).
 */
export function sccFramePairs(lines: readonly SccLine[]): FramePair[] {
  const pairs: FramePair[] = [];
  let next = -Infinity;
  for (const line of [...lines].sort((a, b) => a.frame - b.frame)) {
    let frame = Math.max(line.frame, next);
    for (const w of line.words) pairs.push({ frame: frame++, word: w });
    next = frame;
  }
  return pairs;
}

/** Seconds from the program start of a 29.97 DF frame number. */
export const frameToProgramSeconds =
  (programStartFrame: number) =>
  (frame: number): number =>
    ((frame - programStartFrame) * 1001) / 30000;

/** Decodes an SCC into cues timed from its program start (10:00:00;00 unless told otherwise). */
export function sccToCues(text: string, options: { programStart?: string; endFrame?: number } = {}): Cue[] {
  const doc = parseScc(text);
  const start = tcToFrames(options.programStart ?? SCC_PROGRAM_START);
  return decode608(sccFramePairs(doc.lines), frameToProgramSeconds(start), options.endFrame);
}
