import { describe, expect, it } from 'vitest';
import { parseLoudnessVariant } from '../masters/output-keys.ts';
import { evaluateSpec, type SpecOutputFacts, type SpecResult } from './spec-check.ts';
import { EMPTY_SPEC_RULES, SPEC_PRESETS, stationSpecRulesSchema, type StationSpecRules } from './station-spec.ts';

/** MXF1080_SLATED as made: Radio-Canada's layout, -24 LKFS, 8 mono tracks, 29.97 drop-frame. */
const slatedMxf: SpecOutputFacts = {
  output_key: 'MXF1080_SLATED',
  container: 'mxf',
  video_codec: 'xdcam_hd422',
  audio_layout: '8mono',
  loudness: -24.1,
  true_peak: -3.2,
  true_peak_ceiling: -2,
  slate_seconds: 2,
  black_seconds: 1,
  program_start_frame: 90,
  program_start_timecode: '10:00:00;00',
  frame_rate: '29.97',
  timecode_mode: 'drop_frame',
  loudness_variants: true,
};
/** MXF1080_CUSTOM1: XR's layout. */
const xrMxf: SpecOutputFacts = {
  ...slatedMxf,
  output_key: 'MXF1080_CUSTOM1',
  slate_seconds: 5,
  black_seconds: 2,
  program_start_frame: 210,
  program_start_timecode: '01:00:00;00',
};
/** A web copy kept at the source's 25 fps, at web loudness. */
const webMp4: SpecOutputFacts = {
  output_key: 'MP41080_LOUD',
  container: 'mp4',
  video_codec: 'h264',
  audio_layout: 'stereo',
  loudness: -14,
  true_peak: -1.2,
  true_peak_ceiling: -1,
  slate_seconds: 0,
  black_seconds: 0,
  program_start_frame: 0,
  program_start_timecode: '00:00:00:00',
  frame_rate: '25',
  timecode_mode: 'non_drop',
  loudness_variants: true,
};
/** The radio spot at -24, under -2.5 dBTP. */
const radioMp3: SpecOutputFacts = {
  output_key: 'RADIO_MP3_320_24',
  container: 'mp3',
  video_codec: null,
  audio_layout: 'stereo',
  loudness: -24,
  true_peak: -4,
  true_peak_ceiling: -2.5,
  slate_seconds: null,
  black_seconds: null,
  program_start_frame: null,
  program_start_timecode: null,
  frame_rate: null,
  timecode_mode: null,
  loudness_variants: true,
};

const specs: Record<string, StationSpecRules | null> = { none: null, ...SPEC_PRESETS };
const masters = {
  'TV, captioned, MXF slated': { facts: { has_captions: true }, outputs: [slatedMxf] },
  'TV, no captions, MXF slated': { facts: { has_captions: false }, outputs: [slatedMxf] },
  'TV, captioned, XR MXF': { facts: { has_captions: true }, outputs: [xrMxf] },
  'web, 25 fps MP4': { facts: { has_captions: false }, outputs: [webMp4] },
  'radio MP3 at -24': { facts: { has_captions: false }, outputs: [radioMp3] },
};

/** Each master (rows) against each spec (columns): the overall result. */
const expected: Record<keyof typeof masters, Record<keyof typeof specs, SpecResult>> = {
  'TV, captioned, MXF slated': {
    none: 'passes',
    cbc_radio_canada: 'passes',
    us_tv_atsc_a85: 'passes',
    xr_north_america: 'fails',
    ebu_r128: 'new_output',
  },
  'TV, no captions, MXF slated': {
    none: 'passes',
    cbc_radio_canada: 'fails',
    us_tv_atsc_a85: 'passes',
    xr_north_america: 'fails',
    ebu_r128: 'new_output',
  },
  'TV, captioned, XR MXF': {
    none: 'passes',
    cbc_radio_canada: 'fails',
    us_tv_atsc_a85: 'passes',
    xr_north_america: 'passes',
    ebu_r128: 'new_output',
  },
  'web, 25 fps MP4': {
    none: 'passes',
    cbc_radio_canada: 'fails',
    // A -24 variant of it would still hold web's -1 dBTP ceiling, over A/85's -2.
    us_tv_atsc_a85: 'fails',
    xr_north_america: 'fails',
    ebu_r128: 'new_output',
  },
  'radio MP3 at -24': {
    none: 'passes',
    cbc_radio_canada: 'fails',
    us_tv_atsc_a85: 'passes',
    xr_north_america: 'passes',
    ebu_r128: 'new_output',
  },
};

describe('a master against a station spec', () => {
  for (const [masterName, master] of Object.entries(masters)) {
    for (const [specName, rules] of Object.entries(specs)) {
      const want = expected[masterName as keyof typeof masters][specName];
      it(`${masterName} x ${specName}: ${want}`, () => {
        expect(evaluateSpec(rules, master.facts, master.outputs).result).toBe(want);
      });
    }
  }

  it('every preset is a spec the API accepts', () => {
    for (const rules of Object.values(SPEC_PRESETS)) expect(stationSpecRulesSchema.parse(rules)).toEqual(rules);
  });

  it('says per rule what was measured and what was wanted, and which rules failed', () => {
    const result = evaluateSpec(SPEC_PRESETS.cbc_radio_canada, { has_captions: false }, [xrMxf]);
    expect(result.checks).toEqual([{ rule: 'captions_required', result: 'fails', measured: false, wanted: true }]);
    const failed = result.outputs[0]!.checks.filter((check) => check.result === 'fails');
    expect(failed.map((check) => check.rule)).toEqual([
      'slate_seconds',
      'black_seconds',
      'program_start_frame',
      'program_start_timecode',
    ]);
    expect(failed[0]).toMatchObject({ measured: 5, wanted: 2 });
    expect(result.outputs[0]!.checks.find((check) => check.rule === 'loudness')).toEqual({
      rule: 'loudness',
      result: 'passes',
      measured: -24.1,
      wanted: -24,
      tolerance: 1,
    });
  });

  it('names the loudness variant that a -23 station needs, made from the output its content names', () => {
    const [output] = evaluateSpec(SPEC_PRESETS.ebu_r128, { has_captions: true }, [slatedMxf]).outputs;
    expect(output).toMatchObject({ output_key: 'MXF1080_SLATED', delivered_key: 'MXF1080_SLATED_L23' });
    expect(output!.checks.find((check) => check.rule === 'loudness')).toMatchObject({
      result: 'new_output',
      measured: -24.1,
      wanted: -23,
    });
    expect(parseLoudnessVariant(output!.delivered_key)).toEqual({ key: 'MXF1080_SLATED', target: -23 });
  });

  it('fails instead of offering a variant that would still peak over the ceiling, or of an output whose loudness is not ours to set', () => {
    const strict = { ...EMPTY_SPEC_RULES, loudness: { target: -23, tolerance: 0.5 }, true_peak_max: -3 };
    expect(evaluateSpec(strict, { has_captions: true }, [slatedMxf]).outputs[0]).toMatchObject({
      result: 'fails',
      delivered_key: 'MXF1080_SLATED',
    });
    const asMastered = { ...radioMp3, output_key: 'SOURCE', loudness_variants: false };
    expect(evaluateSpec(SPEC_PRESETS.ebu_r128, { has_captions: false }, [asMastered]).result).toBe('fails');
  });

  it('takes a loudness at the edge of the tolerance, and a timecode written either way', () => {
    const edge = { ...slatedMxf, loudness: -25.04, program_start_timecode: '10:00:00:00' };
    expect(evaluateSpec(SPEC_PRESETS.cbc_radio_canada, { has_captions: true }, [edge]).result).toBe('passes');
    expect(
      evaluateSpec(SPEC_PRESETS.cbc_radio_canada, { has_captions: true }, [{ ...edge, loudness: -25.2 }]).result,
    ).toBe('new_output');
  });

  it('judges an output not measured (not made yet) as failing the loudness it cannot show', () => {
    const unmeasured = { ...slatedMxf, loudness: null, loudness_variants: false };
    expect(evaluateSpec(SPEC_PRESETS.us_tv_atsc_a85, { has_captions: true }, [unmeasured]).result).toBe('fails');
  });

  it('refuses a spec out of its bounds, rule by rule', () => {
    const bad = stationSpecRulesSchema.safeParse({
      ...EMPTY_SPEC_RULES,
      loudness: { target: -23.5, tolerance: 0.3 },
      true_peak_max: 2,
      program_start_timecode: '10h',
      frame_rate: '50',
    });
    expect(bad.success).toBe(false);
    expect([...new Set(bad.error!.issues.map((issue) => issue.path.join('.')))].sort()).toEqual([
      'frame_rate',
      'loudness.target',
      'loudness.tolerance',
      'program_start_timecode',
      'true_peak_max',
    ]);
  });
});
