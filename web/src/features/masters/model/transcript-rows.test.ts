import { describe, expect, it } from 'vitest';
import { transcriptRows, TRANSCRIPT_ROW_WORDS } from './transcript-rows.ts';

const word = (text: string, start: number, end = start + 0.3) => ({ text, start, end, confidence: 0.9 });

describe('the transcript as the master page shows it', () => {
  it('starts a line after a sentence, at a pause and past the longest line, each at its first word', () => {
    const rows = transcriptRows([
      word('Hello', 0.5),
      word('there.', 0.85),
      word('Buy', 1.2),
      word('now', 1.55),
      word('today', 3),
      ...Array.from({ length: TRANSCRIPT_ROW_WORDS + 1 }, (_, index) => word(`w${index}`, 3.35 + index * 0.35)),
    ]);

    expect(rows.map((row) => [row.start, row.words.map((w) => w.text).join(' ')])).toEqual([
      [0.5, 'Hello there.'],
      [1.2, 'Buy now'],
      [3, `today ${Array.from({ length: TRANSCRIPT_ROW_WORDS - 1 }, (_, index) => `w${index}`).join(' ')}`],
      [3.35 + (TRANSCRIPT_ROW_WORDS - 1) * 0.35, `w${TRANSCRIPT_ROW_WORDS - 1} w${TRANSCRIPT_ROW_WORDS}`],
    ]);
    expect(transcriptRows([])).toEqual([]);
  });
});
