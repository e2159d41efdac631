import { TRANSCRIPT_PAUSE_SECONDS, type TranscriptWord } from '@masterport/contract';

/** Words on one line of the transcript as the master page shows it, at most. */
export const TRANSCRIPT_ROW_WORDS = 14;
/** Below this confidence a word is shown as uncertain: the recognizer may have misheard it. */
export const UNCERTAIN_BELOW = 0.5;

export interface TranscriptRow {
  readonly start: number;
  readonly words: readonly TranscriptWord[];
}

/**
 * The transcript's words in lines to read: a new line after a sentence, at a pause (where the draft
 * captions break too), and every `TRANSCRIPT_ROW_WORDS` words; each line starts at its first word.
 */
export function transcriptRows(words: readonly TranscriptWord[]): TranscriptRow[] {
  const rows: TranscriptWord[][] = [];
  for (const word of words) {
    const row = rows[rows.length - 1];
    const last = row?.[row.length - 1];
    const breaks =
      !row ||
      !last ||
      /[.?!]$/.test(last.text) ||
      word.start - last.end >= TRANSCRIPT_PAUSE_SECONDS ||
      row.length >= TRANSCRIPT_ROW_WORDS;
    if (breaks) rows.push([word]);
    else row.push(word);
  }
  return rows.map((row) => ({ start: row[0]!.start, words: row }));
}
