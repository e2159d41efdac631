/**
 * "Captions from the transcript" (issue 32, docs/transcripts.md): a recognizer's words grouped into
 * captions by the caption rules quality control judges captions with (`CAPTION_RULES`), as a draft
 * the user downloads, corrects and uploads back as the master's captions. Pure: words in, cues out.
 */
import { TRANSCRIPT_PAUSE_SECONDS, type TranscriptWord } from '@masterport/contract';
import { CAPTION_RULES, type CaptionRules } from './content-checks.ts';
import { wrapRows } from './encode-608.ts';
import type { Cue } from './types.ts';

/**
 * Rows of a draft caption: two, as subtitles and pop-on captions are written (captioning style
 * guides: two lines at most; the 608 screen's four rows are the ceiling, not the aim).
 */
export const TRANSCRIPT_CUE_ROWS = 2;
/** One frame of the masters' 29.97 timeline, in seconds. */
const FRAME_SECONDS = 1001 / 30000;

const textOf = (words: readonly TranscriptWord[]) => words.map((word) => word.text).join(' ');
/** Characters a viewer reads, as the reading-speed rule counts them (the rows joined by a space). */
const characters = (words: readonly TranscriptWord[]) => textOf(words).length;
const endsSentence = (word: TranscriptWord) => /[.?!]$/.test(word.text);
const milliseconds = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** Whether a caption of these words breaks a rule a caption can keep by being split. */
function tooMuch(words: readonly TranscriptWord[], rules: CaptionRules, rows: number): boolean {
  const first = words[0];
  const last = words[words.length - 1];
  if (!first || !last) return false;
  return (
    wrapRows([textOf(words)], rules.maxColumns).length > rows ||
    last.end - first.start > rules.maxCueSeconds ||
    characters(words) / rules.maxCharactersPerSecond > rules.maxCueSeconds
  );
}

/** Splits the words into captions: at a sentence's end, at a pause, and where one more word would break a rule. */
function groupWords(words: readonly TranscriptWord[], rules: CaptionRules, rows: number): TranscriptWord[][] {
  const groups: TranscriptWord[][] = [];
  let current: TranscriptWord[] = [];
  for (const word of words) {
    const last = current[current.length - 1];
    const breaks =
      last !== undefined &&
      (endsSentence(last) ||
        word.start - last.end >= TRANSCRIPT_PAUSE_SECONDS ||
        tooMuch([...current, word], rules, rows));
    if (breaks) {
      groups.push(current);
      current = [];
    }
    current.push(word);
  }
  if (current.length) groups.push(current);
  return groups;
}

/**
 * The draft captions of a transcript. Each caption starts with its first word and stays until its
 * last word ends, longer when the rules ask (the shortest time on screen, the time its text takes to
 * read at the reading speed), but never past the longest time on screen nor into the next caption
 * (it ends the rules' gap before it). Speech faster than the reading speed stays as fast: the draft
 * says what was said, when it was said, and the user corrects it.
 */
export function cuesFromWords(
  words: readonly TranscriptWord[],
  rules: CaptionRules = CAPTION_RULES,
  rows: number = TRANSCRIPT_CUE_ROWS,
): Cue[] {
  const sorted = words.filter((word) => word.text.trim()).sort((a, b) => a.start - b.start);
  const groups = groupWords(sorted, rules, rows);
  return groups.map((group, index) => {
    const first = group[0]!;
    const spoken = Math.max(...group.map((word) => word.end));
    const next = groups[index + 1]?.[0];
    const wanted = Math.max(
      spoken,
      first.start + rules.minCueSeconds,
      first.start + characters(group) / rules.maxCharactersPerSecond,
    );
    const limit = Math.min(
      first.start + rules.maxCueSeconds,
      next ? next.start - rules.minGapFrames * FRAME_SECONDS : Number.POSITIVE_INFINITY,
    );
    return {
      start: milliseconds(first.start),
      end: milliseconds(Math.max(spoken, Math.min(wanted, limit))),
      lines: wrapRows([textOf(group)], rules.maxColumns),
    };
  });
}
