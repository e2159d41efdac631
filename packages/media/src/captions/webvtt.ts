/**
 * WebVTT read/write. Cues that come from 608 keep their screen position: `line:` from the row and
 * `position:` from the column (the mapping pycaption uses), so the web preview looks like a TV set.
 */
import { CaptionFormatError } from './scc.ts';
import { formatTime, parseSrtTime, type EmptyCueHandler } from './srt.ts';
import type { Cue } from './types.ts';

/** Row 1-15 -> percent from the top of the picture (title-safe area, 90 % tall). */
export const rowToLinePercent = (row: number): number => Math.round((90 * (row - 1)) / 15 + 5);
/** Column 0-31 -> percent from the left (608 uses the middle 80 % of the width). */
export const columnToPositionPercent = (column: number): number => Math.round(10 + (80 * column) / 32);

export function writeWebVtt(cues: readonly Cue[]): string {
  const body = cues.map((c) => {
    const settings =
      c.row !== undefined
        ? ` line:${rowToLinePercent(c.row)}% position:${columnToPositionPercent(c.column ?? 0)}% align:start`
        : '';
    return `${formatTime(c.start, '.')} --> ${formatTime(c.end, '.')}${settings}\n${c.lines.join('\n')}\n`;
  });
  return `WEBVTT\n\n${body.join('\n')}`;
}

export function parseWebVtt(text: string, onEmpty?: EmptyCueHandler): Cue[] {
  const normalised = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (!normalised.startsWith('WEBVTT')) throw new CaptionFormatError('not a WebVTT file: it must start with "WEBVTT"');
  const cues: Cue[] = [];
  for (const block of normalised.split(/\n{2,}/).slice(1)) {
    const lines = block.split('\n').filter((l) => l.trim() !== '');
    const timingIndex = lines.findIndex((l) => l.includes('-->'));
    if (timingIndex < 0) continue; // NOTE, STYLE and REGION blocks
    const timing = lines[timingIndex]!;
    const [from, rest] = timing.split('-->');
    const to = (rest ?? '').trim().split(/\s+/)[0] ?? '';
    const withHours = (t: string) => (/^\d{2}:\d{2}\.\d{3}$/.test(t.trim()) ? `00:${t.trim()}` : t.trim());
    const line = /line:(\d+(?:\.\d+)?)%/.exec(rest ?? '');
    const position = /position:(\d+(?:\.\d+)?)%/.exec(rest ?? '');
    const row = line ? Math.min(15, Math.max(1, Math.round(((Number(line[1]) - 5) * 15) / 90 + 1))) : undefined;
    const column = position ? Math.min(31, Math.max(0, Math.round(((Number(position[1]) - 10) * 32) / 80))) : undefined;
    const cueLines = lines
      .slice(timingIndex + 1)
      .map((l) => l.replace(/<[^>]+>/g, '').trim())
      .filter(Boolean);
    if (cueLines.length > 0) {
      cues.push({
        start: parseSrtTime(withHours(from ?? '')),
        end: parseSrtTime(withHours(to)),
        lines: cueLines,
        row,
        column,
      });
    } else onEmpty?.(parseSrtTime(withHours(from ?? '')));
  }
  return cues;
}
