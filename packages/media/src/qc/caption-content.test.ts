import { describe, expect, it } from 'vitest';
import { inspectCaptions } from '../captions/convert.ts';
import { CAPTION_LIMITS, captionContentItems } from './caption-content.ts';
import type { QcItem } from './types.ts';

/** Two pop-on captions back to back (0.53-3.6 s and 3.6-6 s), cleared at 6 s: readable, in drop-frame. */
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

/** The checks' items by check name, with the picture running `pictureSeconds`. */
function checksOf(filename: string, text: string, pictureSeconds = 7): Map<string, QcItem> {
  return new Map(captionContentItems(inspectCaptions(filename, text), pictureSeconds).map((i) => [i.check, i]));
}
const warnings = (items: Map<string, QcItem>) =>
  [...items.values()].filter((i) => i.status === 'warning').map((i) => i.messageKey);

describe('caption content checks', () => {
  it('passes an SCC, an SRT and a WebVTT that break no rule', () => {
    // Prepare
    const vtt = `WEBVTT\n\n${GOOD_SRT.replace(/,(\d{3})/g, '.$1')}`;

    // Act
    const scc = checksOf('spot.scc', GOOD_SCC);
    const srt = checksOf('spot.srt', GOOD_SRT);
    const webVtt = checksOf('spot.vtt', vtt);

    // Assess
    expect(warnings(scc)).toEqual([]);
    expect([...scc.keys()]).toEqual([
      'caption_empty',
      'caption_reading_speed',
      'caption_duration',
      'caption_lines',
      'caption_gaps',
      'caption_after_picture',
      'caption_scc_length',
      'caption_timecode',
      'caption_music',
    ]);
    expect(warnings(srt)).toEqual([]);
    expect(warnings(webVtt)).toEqual([]);
  });

  it('reports captions read faster than the limit, with the fastest', () => {
    // Prepare: 52 characters in 2 s is 26 characters per second.
    const srt = `1\n00:00:01,000 --> 00:00:03,000\nEverything in the store is half price this weekend!\n`;

    // Act
    const speed = checksOf('fast.srt', srt).get('caption_reading_speed')!;

    // Assess
    expect(speed).toMatchObject({ status: 'warning', measured: '25.5 cps (00:00:01,000)', expected: '17 cps' });
    expect(speed.message.en).toBe('Captions read faster than 17 cps: 1; the fastest, 25.5 cps (00:00:01,000).');
    expect(speed.message.fr).toContain('25,5 car./s');
  });

  it('reports captions shown too briefly or too long', () => {
    // Prepare
    const brief = `1\n00:00:01,000 --> 00:00:01,600\nHi.\n`;
    const long = `1\n00:00:00,000 --> 00:00:06,500\nAcme.\n`;

    // Act
    const tooBrief = checksOf('brief.srt', brief).get('caption_duration')!;
    const tooLong = checksOf('long.srt', long).get('caption_duration')!;

    // Assess
    expect(tooBrief).toMatchObject({ status: 'warning', measured: '0.600 s (00:00:01,000)' });
    expect(tooLong).toMatchObject({ status: 'warning', measured: '6.500 s (00:00:00,000)' });
    expect(tooLong.expected).toBe(`${CAPTION_LIMITS.minCueSeconds} s - ${CAPTION_LIMITS.maxCueSeconds} s`);
  });

  it('reports a line wider than 32 columns and a caption of more than 4 rows', () => {
    // Prepare
    const wide = `1\n00:00:00,000 --> 00:00:04,000\nA line that is far too wide for TV.\n`;
    const tall = `1\n00:00:00,000 --> 00:00:05,000\nOne\nTwo\nThree\nFour\nFive\n`;

    // Act
    const tooWide = checksOf('wide.srt', wide).get('caption_lines')!;
    const tooTall = checksOf('tall.srt', tall).get('caption_lines')!;

    // Assess
    expect(tooWide).toMatchObject({ status: 'warning', measured: '35 characters, 2 rows (00:00:00,000)' });
    expect(tooTall).toMatchObject({ status: 'warning', measured: '5 characters, 5 rows (00:00:00,000)' });
    expect(tooTall.message.fr).toContain('5 caractères, 5 rangées');
  });

  it('reports overlapping captions and a one-frame gap, not captions back to back', () => {
    // Prepare
    const overlap = `1\n00:00:00,000 --> 00:00:02,000\nFirst one.\n\n2\n00:00:01,500 --> 00:00:03,500\nSecond one.\n`;
    const flicker = `1\n00:00:00,000 --> 00:00:02,000\nFirst one.\n\n2\n00:00:02,033 --> 00:00:04,000\nSecond one.\n`;

    // Act
    const overlapping = checksOf('overlap.srt', overlap).get('caption_gaps')!;
    const flickering = checksOf('flicker.srt', flicker).get('caption_gaps')!;

    // Assess
    expect(overlapping).toMatchObject({
      status: 'warning',
      messageKey: 'caption_overlap',
      measured: '15 frames (00:00:01,500)',
    });
    expect(flickering).toMatchObject({
      status: 'warning',
      messageKey: 'caption_gap_short',
      measured: '1 frame (00:00:02,033)',
    });
  });

  it('reports a caption that ends after the picture, and one never cleared', () => {
    // Prepare
    const late = `1\n00:00:04,000 --> 00:00:06,000\nSee you soon.\n`;
    const neverCleared = GOOD_SCC.replace('10:00:06;00\t942c 942c\n', '');

    // Act
    const after = checksOf('late.srt', late, 5).get('caption_after_picture')!;
    const stuck = checksOf('stuck.scc', neverCleared).get('caption_after_picture')!;

    // Assess
    expect(after).toMatchObject({ status: 'warning', measured: '00:00:06,000', expected: '00:00:05,000' });
    expect(stuck).toMatchObject({ status: 'warning', messageKey: 'caption_not_cleared' });
  });

  it('reports an SCC longer than the picture, in frames', () => {
    // Act: the SCC's last code is at 6 s; the picture ends at 5 s.
    const length = checksOf('long.scc', GOOD_SCC, 5).get('caption_scc_length')!;

    // Assess
    expect(length).toMatchObject({ status: 'warning', measured: '10:00:06;00', expected: '00:00:05,000' });
    expect(length.message.en).toContain('runs 30 frames past the picture');
  });

  it('reports a non-drop SCC with the drift of its last code in frames', () => {
    // Prepare: non-drop labels; the last code is past the first minute, where drop-frame skipped 2 labels.
    const nonDrop = GOOD_SCC.replaceAll(';', ':').replace('10:00:06:00', '10:01:00:10');

    // Act
    const timecode = checksOf('ndf.scc', nonDrop, 61).get('caption_timecode')!;

    // Assess
    expect(timecode).toMatchObject({ status: 'warning', messageKey: 'scc_not_drop_frame' });
    expect(timecode.message.en).toContain('plays 2 frames off');
  });

  it('reports music without a note, and a music-only spot with no note', () => {
    // Prepare
    const described = `1\n00:00:00,000 --> 00:00:03,000\n[UPBEAT MUSIC]\n`;
    const wordless = `1\n00:00:00,000 --> 00:00:03,000\n[GUITAR STRUMMING]\n`;

    // Act
    const musicWithoutNote = checksOf('music.srt', described).get('caption_music')!;
    const musicOnly = checksOf('music-only.srt', wordless).get('caption_music')!;

    // Assess
    expect(musicWithoutNote).toMatchObject({ status: 'warning', messageKey: 'caption_music_without_note' });
    expect(musicOnly).toMatchObject({ status: 'warning', messageKey: 'caption_music_only_without_note' });
  });

  it('reports empty captions and a file without any', () => {
    // Prepare
    const withEmpty = `${GOOD_SRT}\n3\n00:00:05,500 --> 00:00:06,000\n\n`;
    const none = 'WEBVTT\n\nNOTE nothing here yet\n';

    // Act
    const empty = checksOf('empty.srt', withEmpty).get('caption_empty')!;
    const nothing = checksOf('none.vtt', none);

    // Assess
    expect(empty).toMatchObject({ status: 'warning', messageKey: 'caption_empty_cues', measured: 1 });
    expect(nothing.get('caption_empty')).toMatchObject({ status: 'warning', messageKey: 'caption_none' });
  });
});
