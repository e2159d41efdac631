/**
 * Text cues (SRT/WebVTT) -> CEA-608 pop-on captions on CC1, written as SCC (broadcast-spec 6.4). Rows
 * are at most 32 characters and a caption at most 4 rows, bottom-aligned and centred. Each caption is
 * loaded off screen ahead of time so its End-Of-Caption lands on the cue's start frame.
 */
import { tcToFrames } from '../timecode.ts';
import { CONTROL, controlWord, encodeChar, normaliseText, positionWords, word, withParity } from './cea608.ts';
import { SCC_PROGRAM_START, type SccLine } from './scc.ts';
import type { Cue } from './types.ts';

export const MAX_COLUMNS = 32;
export const MAX_ROWS = 4;
/** Frames after a cue's end within which the next caption replaces it, so no separate clear is sent. */
const CLEAR_GAP_FRAMES = 3;

/** Wraps text into rows of at most 32 characters, keeping the cue's own line breaks where they fit. */
export function wrapRows(lines: readonly string[], width = MAX_COLUMNS): string[] {
  const rows: string[] = [];
  for (const line of lines) {
    let current = '';
    for (const wordText of normaliseText(line).split(/\s+/).filter(Boolean)) {
      let w = wordText;
      while (w.length > width) {
        if (current) {
          rows.push(current);
          current = '';
        }
        rows.push(w.slice(0, width));
        w = w.slice(width);
      }
      if (!current) current = w;
      else if (current.length + 1 + w.length <= width) current += ` ${w}`;
      else {
        rows.push(current);
        current = w;
      }
    }
    if (current) rows.push(current);
  }
  return rows;
}

/** Words that write one row of text: pairs of basic bytes, special and extended codes doubled. */
function textWords(text: string): number[] {
  const words: number[] = [];
  let pending: number | undefined;
  const flush = () => {
    if (pending !== undefined) {
      words.push(word(pending, 0));
      pending = undefined;
    }
  };
  for (const ch of text) {
    const code = encodeChar(ch);
    if (code.kind === 'basic') {
      if (pending === undefined) pending = code.byte;
      else {
        words.push(word(pending, code.byte));
        pending = undefined;
      }
    } else if (code.kind === 'special') {
      flush();
      words.push(word(code.b1, code.b2), word(code.b1, code.b2));
    } else {
      // Basic fallback first, then the extended code that overwrites it (CEA-608 7.1).
      if (pending === undefined) words.push(word(code.fallback, 0));
      else {
        words.push(word(pending, code.fallback));
        pending = undefined;
      }
      words.push(word(code.b1, code.b2), word(code.b1, code.b2));
    }
  }
  flush();
  return words;
}

/** Splits cues longer than 4 rows into consecutive captions sharing the cue's time. */
export function layoutCaptions(cues: readonly Cue[]): Cue[] {
  const out: Cue[] = [];
  for (const cue of cues) {
    const rows = wrapRows(cue.lines);
    if (rows.length === 0) continue;
    const parts = Math.ceil(rows.length / MAX_ROWS);
    const span = (cue.end - cue.start) / parts;
    for (let p = 0; p < parts; p += 1) {
      const chunk = rows.slice(p * MAX_ROWS, (p + 1) * MAX_ROWS);
      const longest = Math.max(...chunk.map((r) => r.length));
      out.push({
        start: cue.start + p * span,
        end: cue.start + (p + 1) * span,
        lines: chunk,
        row: 16 - chunk.length,
        column: Math.floor((MAX_COLUMNS - longest) / 2),
      });
    }
  }
  return out;
}

/** The words of one pop-on caption: ENM RCL, a PAC per row, the text, EDM EOC (controls doubled). */
export function popOnWords(caption: Cue): number[] {
  const twice = (code: number) => [controlWord(code), controlWord(code)];
  const words = [...twice(CONTROL.ENM), ...twice(CONTROL.RCL)];
  const longest = Math.max(...caption.lines.map((l) => l.length));
  caption.lines.forEach((line, i) => {
    const row = (caption.row ?? 16 - caption.lines.length) + i;
    const column =
      (caption.column ?? Math.floor((MAX_COLUMNS - longest) / 2)) + Math.floor((longest - line.length) / 2);
    const { pac, tab } = positionWords(row, column);
    words.push(pac, pac);
    if (tab !== undefined) words.push(tab, tab);
    words.push(...textWords(line));
  });
  words.push(...twice(CONTROL.EDM), ...twice(CONTROL.EOC));
  return words;
}

const secondsToFrames = (seconds: number) => Math.round((seconds * 30000) / 1001);

/**
 * Encodes cues (seconds from the program start) into SCC lines with the program at `programStart`
 * (10:00:00;00 for SCC_CC). One pair goes out per frame, so a caption loads during the frames before it
 * shows. When the previous caption must clear while the next one is still loading, the clear (EDM) is
 * slipped into the load: it acts on the displayed memory only, so both times stay frame-exact. Loads never
 * overlap: a caption that cannot be loaded in time shows late rather than garbled.
 */
export function cuesToSccLines(cues: readonly Cue[], programStart = SCC_PROGRAM_START): SccLine[] {
  const base = tcToFrames(programStart);
  const edm = controlWord(CONTROL.EDM);
  const lines: SccLine[] = [];
  let busyUntil = -Infinity; // first frame free after the last line sent
  let pendingClear: number | undefined;
  for (const caption of layoutCaptions(cues)) {
    const words = popOnWords(caption);
    const startFrame = base + secondsToFrames(caption.start);
    // The first EOC copy is the second-to-last word: make it land on the start frame.
    let load = startFrame - (words.length - 2);
    if (pendingClear !== undefined) {
      if (startFrame - pendingClear <= CLEAR_GAP_FRAMES) {
        // The next caption follows at once: the EDM right before its EOC clears the screen.
      } else if (pendingClear + 2 <= load) {
        const frame = Math.max(pendingClear, busyUntil);
        lines.push({ frame, words: [edm, edm] });
        busyUntil = frame + 2;
      } else {
        load -= 2;
        let at = Math.max(0, pendingClear - Math.max(load, busyUntil));
        // Never split a doubled control or special-character code.
        if (at > 0 && at < words.length && words[at] === words[at - 1]) at += 1;
        words.splice(Math.min(at, words.length - 4), 0, edm, edm);
      }
    }
    load = Math.max(load, busyUntil);
    lines.push({ frame: load, words });
    busyUntil = load + words.length;
    pendingClear = base + secondsToFrames(caption.end);
  }
  if (pendingClear !== undefined) {
    const frame = Math.max(pendingClear, busyUntil);
    lines.push({ frame, words: [edm, edm] });
  }
  return lines;
}

/** Padding word (two nulls with parity): what a frame without caption data carries. */
export const NULL_WORD = (withParity(0) << 8) | withParity(0);
