/** SubRip read/write. Times are seconds from the program start (the seed: "srt at 00h"). */
import { CaptionFormatError } from './scc.ts';
import type { Cue } from './types.ts';

const TIME = /(\d{1,2}):(\d{2}):(\d{2})[,.](\d{3})/;

export function parseSrtTime(text: string): number {
  const m = TIME.exec(text);
  if (!m) throw new CaptionFormatError(`not an SRT time: "${text}"`);
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000;
}

/** `HH:MM:SS,mmm` (SRT) or `HH:MM:SS.mmm` (WebVTT), rounded to the millisecond. */
export function formatTime(seconds: number, separator: ',' | '.' = ','): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const pad = (x: number, n = 2) => String(x).padStart(n, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}${separator}${pad(ms % 1000, 3)}`;
}

const stripTags = (line: string) => line.replace(/<[^>]+>/g, '').replace(/\{\\[^}]*\}/g, '');

/** A cue with timing and no text: dropped by the parsers, counted by the caption checks (`onEmpty`). */
export type EmptyCueHandler = (start: number) => void;

export function parseSrt(text: string, onEmpty?: EmptyCueHandler): Cue[] {
  const blocks = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((b) => b.trim())
    .filter(Boolean);
  const cues: Cue[] = [];
  for (const block of blocks) {
    const lines = block.split('\n');
    const timingIndex = lines.findIndex((l) => l.includes('-->'));
    if (timingIndex < 0) throw new CaptionFormatError(`SRT block without timing: "${block.slice(0, 60)}"`);
    const [from, to] = lines[timingIndex]!.split('-->');
    const start = parseSrtTime(from ?? '');
    const end = parseSrtTime(to ?? '');
    const text = lines
      .slice(timingIndex + 1)
      .map(stripTags)
      .map((l) => l.trim())
      .filter((l) => l !== '');
    if (text.length > 0) cues.push({ start, end: Math.max(end, start), lines: text });
    else onEmpty?.(start);
  }
  return cues.sort((a, b) => a.start - b.start);
}

export function writeSrt(cues: readonly Cue[]): string {
  return cues
    .map((c, i) => `${i + 1}\n${formatTime(c.start)} --> ${formatTime(c.end)}\n${c.lines.join('\n')}\n`)
    .join('\n');
}

/**
 * Plain web subtitles (`SRT_CC`, and the burned-in subtitles made from it): each 608 row of a
 * caption is a line (broadcast-spec 6.2: the rows of one caption joined with line breaks), without
 * the spaces that only placed it on a 32-column screen. `SRT_CAPTIONS_CC` keeps the rows as they are.
 */
export function plainCue(cue: Cue): Cue {
  return {
    start: cue.start,
    end: cue.end,
    lines: cue.lines.map((line) => line.replace(/\s+/g, ' ').trim()).filter(Boolean),
  };
}
