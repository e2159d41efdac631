import { EMPTY_SPEC_RULES, type QcItem, type StationSpecRules } from '@masterport/contract';
import { inspectCaptions } from '@masterport/media';
import { describe, expect, it } from 'vitest';
import {
  captionPicture,
  captionsReadOnce,
  checkCaptionsAgainstSpec,
  type MasterCaptions,
} from './caption-spec-check.ts';

/**
 * Three captions of a 7-second spot at 29.97: the first and the third read at 18 characters per
 * second (27 characters in 1.5 s), the second at 6. Over a 17-cps limit, under a 20-cps one.
 */
const SRT = `1
00:00:00,500 --> 00:00:02,000
CRUNCHY BARS, NOW IN STORES

2
00:00:02,500 --> 00:00:04,500
Maple Foods.

3
00:00:05,000 --> 00:00:06,500
AND ONLINE AT ACME DOT COM!
`;

const qcItem = (check: string, measured: string): QcItem => ({
  check,
  status: 'passed',
  measured,
  expected: null,
  code: null,
  message: { en: '', fr: '' },
});
/** What quality control measured of the spot: 210 frames at 29.97, 7.007 s. */
const master = {
  quality_control: [qcItem('frame_rate', '29.97'), qcItem('duration', '210 frames (7.007 s)')],
  duration: 7,
  music_only: null,
};
const captions: MasterCaptions = { captions: inspectCaptions('spot.srt', SRT), picture: captionPicture(master) };
const spec = (rules: Partial<StationSpecRules>): StationSpecRules => ({ ...EMPTY_SPEC_RULES, ...rules });

describe("a master's captions against a station's caption rules", () => {
  it('are judged against the picture quality control measured', () => {
    // Act
    const picture = captionPicture(master);
    const unmeasured = captionPicture({ quality_control: [], duration: 30, music_only: true });

    // Assert
    expect(picture.seconds).toBeCloseTo(7.007, 3);
    expect(picture.framesPerSecond).toBeCloseTo(30000 / 1001, 9);
    expect(unmeasured).toEqual({ seconds: 30, musicOnly: true });
  });

  it('warn at a 17-cps station and pass at a 20-cps one, naming the rule, the count and the first caption', () => {
    // Act
    const defaults = checkCaptionsAgainstSpec(captions, spec({}));
    const lenient = checkCaptionsAgainstSpec(captions, spec({ caption_reading_speed: 20 }));

    // Assert
    expect(defaults).toEqual({
      result: 'warns',
      findings: [{ rule: 'reading_speed', count: 2, cue: 1, timecode: '00:00:00;15', measured: 18, threshold: 17 }],
    });
    expect(lenient).toEqual({ result: 'passes', findings: [] });
  });

  it('fail when the spec makes caption findings errors, and only when something is found', () => {
    // Act
    const strict = checkCaptionsAgainstSpec(captions, spec({ caption_findings_are_errors: true }));
    const strictLenient = checkCaptionsAgainstSpec(
      captions,
      spec({ caption_reading_speed: 20, caption_findings_are_errors: true }),
    );

    // Assert
    expect(strict.result).toBe('fails');
    expect(strict.findings.map((finding) => finding.rule)).toEqual(['reading_speed']);
    expect(strictLenient).toEqual({ result: 'passes', findings: [] });
  });

  it('hold captions to the station’s times on screen and gap, in the rules’ order', () => {
    // Act
    const result = checkCaptionsAgainstSpec(
      captions,
      spec({
        caption_reading_speed: 20,
        caption_min_seconds: 1.6,
        caption_max_seconds: 1.8,
        caption_min_gap_frames: 16,
      }),
    );

    // Assert: captions 1 and 3 last 1.5 s, caption 2 lasts 2 s, each 15 frames after the one before.
    expect(result).toEqual({
      result: 'warns',
      findings: [
        { rule: 'cue_too_short', count: 2, cue: 1, timecode: '00:00:00;15', measured: 1.5, threshold: 1.6 },
        { rule: 'cue_too_long', count: 1, cue: 2, timecode: '00:00:02;15', measured: 2, threshold: 1.8 },
        { rule: 'gap_too_short', count: 2, cue: 2, timecode: '00:00:02;15', measured: 15, threshold: 16 },
      ],
    });
  });
});

describe('masters’ captions read for many stations', () => {
  it('read each master’s file once, whatever the number of stations and rounds', async () => {
    // Arrange: a reader that counts its reads.
    const read: string[] = [];
    const captionsOf = captionsReadOnce(async (master) => {
      read.push(master.id);
      return master.id === 'captioned' ? captions : null;
    });
    const of = (id: string) => ({ id, run_sources: {}, sources: {}, ...master }) as Parameters<typeof captionsOf>[0];

    // Act
    const answers = await Promise.all([of('captioned'), of('bare'), of('captioned'), of('bare')].map(captionsOf));
    const later = await captionsOf(of('captioned'));

    // Assert
    expect(read).toEqual(['captioned', 'bare']);
    expect(answers).toEqual([captions, null, captions, null]);
    expect(later).toBe(captions);
  });
});
