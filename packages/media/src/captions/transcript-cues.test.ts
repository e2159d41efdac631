import type { TranscriptWord } from '@masterport/contract';
import { describe, expect, it } from 'vitest';
import { CAPTION_RULES, checkCaptionContent } from './content-checks.ts';
import { inspectCaptions } from './convert.ts';
import { cuesFromWords } from './transcript-cues.ts';
import { writeSrt } from './srt.ts';

/** Words said one after another from `start`, each `each` seconds long with `gap` seconds between them. */
function said(text: string, start = 0, each = 0.3, gap = 0.05): TranscriptWord[] {
  return text.split(' ').map((word, index) => ({
    text: word,
    start: start + index * (each + gap),
    end: start + index * (each + gap) + each,
    confidence: 0.9,
  }));
}

describe('captions from the transcript: words grouped into cues by the caption rules', () => {
  it('keeps a short sentence as one caption, from its first word to at least its reading time', () => {
    const cues = cuesFromWords(said('visit your grocery store', 0.5));

    // The words end at 1.85 s; 24 characters at 17 a second need 1.412 s on screen: 0.5 + 1.412.
    expect(cues).toEqual([{ start: 0.5, end: 1.912, lines: ['visit your grocery store'] }]);
    expect(cues[0]!.end - cues[0]!.start).toBeGreaterThanOrEqual(24 / CAPTION_RULES.maxCharactersPerSecond);
  });

  it('wraps at 32 characters, never more than two rows, and starts a new caption when a third would be needed', () => {
    const words = said(
      'fresh maple syrup from the sugar shacks of quebec is on sale at every grocery store this week',
      0,
      0.2,
      0.02,
    );

    const cues = cuesFromWords(words);

    for (const cue of cues) {
      expect(cue.lines.length).toBeLessThanOrEqual(2);
      for (const line of cue.lines) expect(line.length).toBeLessThanOrEqual(32);
    }
    expect(cues.length).toBeGreaterThan(1);
    expect(cues.flatMap((cue) => cue.lines).join(' ')).toBe(words.map((word) => word.text).join(' '));
  });

  it('starts a new caption at a pause and after a sentence, and never runs into the next caption', () => {
    const words = [...said('Hello there.', 0), ...said('Buy now', 0.9), ...said('while it lasts', 4)];

    const cues = cuesFromWords(words);

    expect(cues.map((cue) => cue.lines.join(' '))).toEqual(['Hello there.', 'Buy now', 'while it lasts']);
    // "Hello there." would stay a full second, but "Buy now" starts at 0.9: it ends two frames before.
    expect(cues[0]!.end).toBeCloseTo(0.9 - 2 * (1001 / 30000), 3);
    expect(cues[1]!.end).toBeCloseTo(1.9, 3);
  });

  it('passes the caption content checks on well-paced speech, and never keeps a caption past six seconds', () => {
    const words = said(
      'our new cereal has whole grains and real fruit and it tastes great with cold milk every single morning of the week',
      1,
      0.4,
      0.1,
    );

    const cues = cuesFromWords(words);
    const findings = checkCaptionContent(cues, {
      format: 'srt',
      pictureSeconds: 20,
      framesPerSecond: 30000 / 1001,
    }).findings;

    expect(findings).toEqual([]);
    for (const cue of cues) expect(cue.end - cue.start).toBeLessThanOrEqual(CAPTION_RULES.maxCueSeconds);
    expect(writeSrt(cues)).toMatch(/^1\n00:00:01,000 --> /);
    // The draft goes back through the captions upload as an SRT: quality control reads it as written.
    const uploaded = inspectCaptions('SPOT_TRANSCRIPT_DRAFT.srt', writeSrt(cues));
    expect([uploaded.format, uploaded.shown]).toEqual(['srt', cues]);
  });

  it('gives no caption for no words', () => {
    expect(cuesFromWords([])).toEqual([]);
  });
});
