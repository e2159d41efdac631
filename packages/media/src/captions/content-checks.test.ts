import { describe, expect, it } from 'vitest';
import { inspectCaptions } from './convert.ts';
import { CAPTION_RULES, checkCaptionContent, type CaptionFacts } from './content-checks.ts';
import { SCC_PROGRAM_START } from './scc.ts';

/**
 * Two pop-on captions, "HELLO FROM ACME" (0.53-3.70 s) then "CRUNCHY BARS / NOW IN STORES" (3.77-6.01 s,
 * two frames later), cleared at 6 s, in drop-frame: readable, and within a 7-second picture.
 */
const GOOD_SCC = `Scenarist_SCC V1.0

10:00:00;00	94ae 94ae 9420 9420 94e0 94e0 c845 4c4c 4f20 4652 4fcd 20c1 43cd 4580 942c 942c 942f 942f

10:00:03;00	94ae 94ae 9420 9420 9440 9440 4352 d5ce 43c8 d920 c2c1 52d3 94e0 94e0 ce4f 5720 49ce 20d3 544f 5245 d380 942c 942c 942f 942f

10:00:06;00	942c 942c
`;

const GOOD_SRT = `1
00:00:00,500 --> 00:00:03,000
Winter is coming to Acme.

2
00:00:03,000 --> 00:00:05,500
♪ [UPBEAT MUSIC] ♪
`;

/** The findings of a hand-made file against a picture of `pictureSeconds` at 29.97. */
function check(filename: string, text: string, pictureSeconds = 7, facts: Partial<CaptionFacts> = {}) {
  const captions = inspectCaptions(filename, text);
  const format = captions.format === 'unknown' ? 'srt' : captions.format;
  return checkCaptionContent(captions.shown ?? [], {
    format,
    pictureSeconds,
    framesPerSecond: 30000 / 1001,
    emptyCueStarts: captions.emptyCueStarts,
    ...(captions.lastCodeSeconds === undefined
      ? {}
      : {
          scc: {
            dropFrame: captions.dropFrame !== false,
            programStart: SCC_PROGRAM_START,
            lastCodeSeconds: captions.lastCodeSeconds,
          },
        }),
    ...facts,
  });
}
const rulesOf = (result: ReturnType<typeof check>) => result.findings.map((finding) => finding.rule);
const srt = (...cues: [string, string, string][]) =>
  cues.map(([from, to, text], index) => `${index + 1}\n${from} --> ${to}\n${text}\n`).join('\n');

describe('caption content checks', () => {
  it('finds nothing in an SCC, an SRT and a WebVTT that break no rule', () => {
    // Prepare
    const vtt = `WEBVTT\n\n${GOOD_SRT.replace(/,(\d{3})/g, '.$1')}`;

    // Act
    const results = [check('spot.scc', GOOD_SCC), check('spot.srt', GOOD_SRT), check('spot.vtt', vtt)];

    // Assess
    expect(results.map((result) => result.findings)).toEqual([[], [], []]);
  });

  it('reports each caption read faster than 17 characters per second, with its number and start', () => {
    // Prepare: 51 characters in 2 s (25.5 cps), then 35 in 2 s (17.5 cps), then 17 in 1 s (exactly 17).
    const text = srt(
      ['00:00:01,000', '00:00:03,000', 'Everything in the store is half\nprice this weekend!'],
      ['00:00:03,000', '00:00:05,000', 'Come early, the best\ndeals go fast.'],
      ['00:00:05,000', '00:00:06,000', 'Only at Acme now.'],
    );

    // Act
    const { findings } = check('fast.srt', text);

    // Assess
    expect(findings).toEqual([
      { rule: 'reading_speed', cue: 1, at: 1, measured: 25.5, threshold: 17 },
      { rule: 'reading_speed', cue: 2, at: 3, measured: 17.5, threshold: 17 },
    ]);
  });

  it('reads the limits it is given: a station that allows 20 characters per second', () => {
    // Prepare
    const text = srt(['00:00:01,000', '00:00:03,000', 'Come early, the best\ndeals go fast.']);

    // Act
    const defaults = check('fast.srt', text);
    const station = checkCaptionContent(
      inspectCaptions('fast.srt', text).shown!,
      {
        format: 'srt',
        pictureSeconds: 7,
        framesPerSecond: 30000 / 1001,
      },
      { ...CAPTION_RULES, maxCharactersPerSecond: 20 },
    );

    // Assess
    expect(rulesOf(defaults)).toEqual(['reading_speed']);
    expect(station.findings).toEqual([]);
  });

  it('reports captions shown less than a second or more than six', () => {
    // Prepare
    const text = srt(['00:00:00,000', '00:00:00,600', 'Hi.'], ['00:00:01,000', '00:00:07,500', 'Acme.']);

    // Act
    const { findings } = check('durations.srt', text, 8);

    // Assess
    expect(findings).toEqual([
      { rule: 'cue_too_short', cue: 1, at: 0, measured: 0.6, threshold: 1 },
      { rule: 'cue_too_long', cue: 2, at: 1, measured: 6.5, threshold: 6 },
    ]);
  });

  it('reports a line wider than 32 characters and a caption of more than 4 rows', () => {
    // Prepare
    const text = srt(
      ['00:00:00,000', '00:00:04,000', 'A line that is far too wide for TV.'],
      ['00:00:04,000', '00:00:06,000', 'One\nTwo\nThree\nFour\nFive'],
    );

    // Act
    const { findings } = check('lines.srt', text);

    // Assess
    expect(findings).toEqual([
      { rule: 'line_too_long', cue: 1, at: 0, measured: 35, threshold: 32 },
      { rule: 'too_many_rows', cue: 2, at: 4, measured: 5, threshold: 4 },
    ]);
  });

  it('reports overlapping captions and a one-frame gap, not captions back to back or two frames apart', () => {
    // Prepare: 1-2 overlap by half a second; 2-3 are one frame apart; 3-4 back to back; 4-5 two frames apart.
    const text = srt(
      ['00:00:00,000', '00:00:02,000', 'First one.'],
      ['00:00:01,500', '00:00:03,000', 'Second one.'],
      ['00:00:03,033', '00:00:04,500', 'Third one.'],
      ['00:00:04,500', '00:00:05,500', 'Fourth one.'],
      ['00:00:05,567', '00:00:07,000', 'Fifth one.'],
    );

    // Act
    const { findings } = check('gaps.srt', text);

    // Assess
    expect(findings).toEqual([
      { rule: 'overlap', cue: 2, at: 1.5, measured: 15, threshold: 0 },
      { rule: 'gap_too_short', cue: 3, at: 3.033, measured: 1, threshold: 2 },
    ]);
  });

  it('reports a one-frame flicker in an SCC, where the clearing and the next caption are a frame apart', () => {
    // Prepare: the second line sends its erase (942c) once instead of twice, so the next caption shows a frame after.
    const flicker = GOOD_SCC.replace('d380 942c 942c 942f 942f', 'd380 942c 942f 942f');

    // Act
    const { findings } = check('flicker.scc', flicker);

    // Assess
    expect(findings).toEqual([expect.objectContaining({ rule: 'gap_too_short', cue: 2, measured: 1, threshold: 2 })]);
  });

  it('reports an SRT caption that ends after the picture, and an SCC caption never cleared', () => {
    // Prepare: the last caption of the SCC is never erased once its clearing line is gone.
    const late = srt(['00:00:03,000', '00:00:06,000', 'See you soon.']);
    const neverCleared = GOOD_SCC.replace('10:00:06;00\t942c 942c\n', '');

    // Act
    const after = check('late.srt', late, 5);
    const stuck = check('stuck.scc', neverCleared);

    // Assess
    expect(after.findings).toEqual([{ rule: 'after_picture', cue: 1, at: 3, measured: 6, threshold: 5 }]);
    expect(stuck.findings).toEqual([
      expect.objectContaining({ rule: 'never_cleared', cue: 2, measured: Infinity, threshold: 7 }),
    ]);
  });

  it('reports an SCC whose last code comes after the picture, in frames', () => {
    // Act: the SCC clears its last caption at 6.006 s; the picture ends at 5 s.
    const { findings } = check('long.scc', GOOD_SCC, 5);

    // Assess
    expect(findings).toEqual([
      expect.objectContaining({ rule: 'after_picture', cue: 2 }),
      { rule: 'scc_longer_than_picture', at: 6.006, measured: 30, threshold: 0 },
    ]);
  });

  it('reports a non-drop SCC with its drift over the spot, none within its first minute', () => {
    // Prepare: the same captions in non-drop labels.
    const nonDrop = GOOD_SCC.replaceAll(';', ':');

    // Act: a :07 spot stays in its first minute; a 2-minute spot crosses one minute that drop-frame shortens.
    const short = check('ndf.scc', nonDrop);
    const long = check('ndf.scc', nonDrop, 120);

    // Assess
    expect(short.findings).toEqual([{ rule: 'scc_not_drop_frame', measured: 0, threshold: 0 }]);
    expect(long.findings).toEqual([{ rule: 'scc_not_drop_frame', measured: 2, threshold: 0 }]);
  });

  it('reports music described without a note, and a wordless spot without one', () => {
    // Prepare
    const described = srt(
      ['00:00:00,000', '00:00:03,000', 'Acme, since 1954.'],
      ['00:00:03,000', '00:00:05,000', '[UPBEAT MUSIC]'],
    );
    const wordless = srt(['00:00:00,000', '00:00:03,000', '[GUITAR STRUMMING]']);

    // Act
    const musicWithoutNote = check('music.srt', described);
    const musicOnly = check('music-only.srt', wordless);

    // Assess
    expect(musicWithoutNote.findings).toEqual([
      { rule: 'music_without_note', cue: 2, at: 3, measured: 0, threshold: 1 },
    ]);
    expect(musicWithoutNote.skipped).toEqual([{ rule: 'music_only_without_note', reason: 'captions_speak' }]);
    expect(musicOnly.findings).toEqual([{ rule: 'music_only_without_note', measured: 0, threshold: 1 }]);
  });

  it('takes the master’s word on a music-only spot when it has one', () => {
    // Prepare: captions that speak, on a spot known to be music only (a sung jingle captioned without a note).
    const sung = srt(['00:00:00,000', '00:00:03,000', 'Acme, Acme, all day long']);

    // Act
    const known = check('jingle.srt', sung, 7, { musicOnly: true });
    const notMusic = check('music-only.srt', srt(['00:00:00,000', '00:00:03,000', '[DOOR SLAMS]']), 7, {
      musicOnly: false,
    });

    // Assess
    expect(rulesOf(known)).toEqual(['music_only_without_note']);
    expect(notMusic.findings).toEqual([]);
    expect(notMusic.skipped).toEqual([{ rule: 'music_only_without_note', reason: 'not_music_only' }]);
  });

  it('reports a caption with a time and no text, and a file without any caption', () => {
    // Prepare
    const withEmpty = `${GOOD_SRT}\n3\n00:00:05,500 --> 00:00:06,000\n\n`;
    const none = 'WEBVTT\n\nNOTE nothing here yet\n';

    // Act
    const empty = check('empty.srt', withEmpty);
    const nothing = check('none.vtt', none);

    // Assess
    expect(empty.findings).toEqual([{ rule: 'empty_cue', at: 5.5, measured: 0, threshold: 1 }]);
    expect(nothing.findings).toEqual([{ rule: 'no_captions', measured: 0, threshold: 1 }]);
  });
});
