import { describe, expect, it } from 'vitest';
import { evaluateSpec, SPEC_PRESETS } from '@masterport/contract';
import { asDelivered } from './spec-notices.ts';

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
