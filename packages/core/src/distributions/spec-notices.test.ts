import { describe, expect, it } from 'vitest';
import {
  EMPTY_SPEC_RULES,
  evaluateSpec,
  SPEC_PRESETS,
  type SpecEvaluation,
  type StationSpecRules,
} from '@masterport/contract';
import { inspectCaptions } from '@masterport/media';
import { checkCaptionsAgainstSpec, type MasterCaptions } from './caption-spec-check.ts';
import { asDelivered, noLongerComplies } from './spec-notices.ts';

describe('a delivered spot judged again against a changed spec', () => {
  it('fails where a variant could have been made before delivery, and names no variant of the delivered file', () => {
    // Arrange: a -23 LKFS variant delivered, the station now at -24 ±0.5.
    const rules = { ...SPEC_PRESETS.ebu_r128, loudness: { target: -24, tolerance: 0.5 } };
    const delivered = evaluateSpec(rules, { has_captions: false }, [
      {
        output_key: 'RADIO_MP3_320_24_L23',
        container: 'mp3',
        video_codec: null,
        audio_layout: 'stereo',
        loudness: -23,
        true_peak: -2,
        true_peak_ceiling: -1,
        slate_seconds: null,
        black_seconds: null,
        program_start_frame: null,
        program_start_timecode: null,
        frame_rate: null,
        timecode_mode: null,
        loudness_variants: true,
      },
    ]);

    // Act
    const judged = asDelivered(delivered);

    // Assess
    expect(delivered.result).toBe('new_output');
    expect(judged.result).toBe('fails');
    expect(judged.outputs[0]).toMatchObject({
      output_key: 'RADIO_MP3_320_24_L23',
      delivered_key: 'RADIO_MP3_320_24_L23',
    });
    expect(judged.outputs[0]!.checks.find((check) => check.rule === 'loudness')).toMatchObject({
      result: 'fails',
      measured: -23,
      wanted: -24,
    });
  });

  it('passes as it was judged', () => {
    const passing = evaluateSpec(null, { has_captions: true }, []);
    expect(asDelivered(passing)).toEqual(passing);
  });
});

describe('a delivered spot’s captions judged again against a changed spec', () => {
  /** Captions 1 and 3 read at 18 characters per second, caption 2 at 6, on a 7-second picture at 29.97. */
  const captions: MasterCaptions = {
    captions: inspectCaptions(
      'spot.srt',
      [
        '1\n00:00:00,500 --> 00:00:02,000\nCRUNCHY BARS, NOW IN STORES\n',
        '2\n00:00:02,500 --> 00:00:04,500\nMaple Foods.\n',
        '3\n00:00:05,000 --> 00:00:06,500\nAND ONLINE AT ACME DOT COM!\n',
      ].join('\n'),
    ),
    picture: { seconds: 7.007, framesPerSecond: 30000 / 1001 },
  };
  const rules = (own: Partial<StationSpecRules>): StationSpecRules => ({ ...EMPTY_SPEC_RULES, ...own });
  /** A spot whose files and master meet every rule of the spec, captions aside. */
  const met = (spec: StationSpecRules) => asDelivered(evaluateSpec(spec, { has_captions: true }, []));
  const judged = (spec: StationSpecRules, read: MasterCaptions | null = captions) => {
    const captionCheck = read ? checkCaptionsAgainstSpec(read, spec) : null;
    return { listed: noLongerComplies(met(spec), captionCheck), captionCheck };
  };

  it('lists a spot whose captions break a spec that makes caption findings errors, with the findings', () => {
    // Act
    const { listed, captionCheck } = judged(rules({ caption_findings_are_errors: true }));

    // Assert
    expect(listed).toBe(true);
    expect(captionCheck).toEqual({
      result: 'fails',
      findings: [{ rule: 'reading_speed', count: 2, cue: 1, timecode: '00:00:00;15', measured: 18, threshold: 17 }],
    });
  });

  it('does not list it for findings taken as advice, nor once the spec reads faster than its captions', () => {
    // Act
    const advice = judged(rules({}));
    const loosened = judged(rules({ caption_reading_speed: 20, caption_findings_are_errors: true }));

    // Assert
    expect([advice.listed, advice.captionCheck?.result]).toEqual([false, 'warns']);
    expect([loosened.listed, loosened.captionCheck?.result]).toEqual([false, 'passes']);
  });

  it('never lists a master without captions for them, and lists any spot that fails another rule', () => {
    // Arrange: a delivered MXF that misses the station's new loudness, as `asDelivered` answers it.
    const quieter: SpecEvaluation = { result: 'fails', checks: [], outputs: [] };

    // Act
    const uncaptioned = judged(rules({ caption_findings_are_errors: true }), null);

    // Assert
    expect(uncaptioned).toEqual({ listed: false, captionCheck: null });
    expect(noLongerComplies(quieter, null)).toBe(true);
  });
});
