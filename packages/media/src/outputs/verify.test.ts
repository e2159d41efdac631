import { describe, expect, it } from 'vitest';
import { parseProbeJson } from '../probe.ts';
import { fixtureSpec } from '../test-fixtures.ts';
import { OUTPUT_PROFILES, outputProfile, type MediaProfile } from './profiles.ts';
import {
  checkOutput,
  loudnessPromiseMiss,
  OUTPUT_LOUDNESS_TOLERANCE_LU,
  plannedOutputFacts,
  PROMISED_LOUDNESS_LU,
} from './verify.ts';

/** What ffprobe reads of an MP4 viewing copy at `rate` whose timecode track starts at `timecode`. */
const viewingCopy = (rate: string, timecode: string) =>
  parseProbeJson({
    format: { format_name: 'mov,mp4,m4a,3gp,3g2,mj2' },
    streams: [
      {
        codec_type: 'video',
        codec_name: 'h264',
        width: 960,
        height: 540,
        r_frame_rate: rate,
        avg_frame_rate: rate,
        field_order: 'progressive',
        tags: { timecode },
      },
      { codec_type: 'audio', codec_name: 'aac', channels: 2, sample_rate: '48000' },
    ],
  });

describe('the start timecode check of an output', () => {
  it.each([
    ['24000/1001', '00:00:00:00', '00:00:00;00'],
    ['25/1', '00:00:00:00', '00:00:00;00'],
    ['30000/1001', '00:00:00;00', '00:00:00:00'],
    ['60000/1001', '00:00:00;00', '00:00:00:00'],
  ])('expects a viewing copy kept at %s to start at %s, not %s', (rate, right, wrong) => {
    // Prepare
    const profile = OUTPUT_PROFILES.MP4540 as MediaProfile;
    const spec = fixtureSpec();
    const start = (timecode: string) =>
      checkOutput(profile, spec, { probe: viewingCopy(rate, timecode) }).find((c) => c.name === 'start timecode');

    // Act
    const [passed, failed] = [start(right), start(wrong)];

    // Assess
    expect(passed).toMatchObject({ ok: true, expected: right });
    expect(failed).toMatchObject({ ok: false, measured: wrong });
  });
});

describe('the loudness check of an output', () => {
  it.each([
    [-14.45, true],
    [-13.55, true],
    [-14.55, false],
    [-13.45, false],
  ])('offers a -14 LUFS web version measured at %s LUFS: %s (within 0.5 LU, EBU R128 file-based)', (lufs, ok) => {
    // Prepare
    const profile = OUTPUT_PROFILES.MP4720_LOUD as MediaProfile;
    const loudness = { integrated: lufs, truePeak: -3, lra: 8, threshold: -24 };

    // Act
    const check = checkOutput(profile, fixtureSpec(), {
      probe: viewingCopy('30000/1001', '00:00:00;00'),
      loudness,
    }).find((c) => c.name === 'loudness');

    // Assess
    expect([OUTPUT_LOUDNESS_TOLERANCE_LU, check]).toEqual([
      0.5,
      { name: 'loudness', ok, measured: lufs, expected: -14 },
    ]);
  });
});

describe("the loudness promise a file another encoder made is held to (MediaConvert's, before it is offered)", () => {
  const web = OUTPUT_PROFILES.MP4720_LOUD as MediaProfile;
  const at = (integrated: number, truePeak: number) => ({ integrated, truePeak, lra: 8, threshold: -24 });

  it.each([
    [-14.1, -1, undefined],
    [-13.9, -1.5, undefined],
    [-14.12, -2, '-14.12 LUFS integrated, more than 0.1 LU from -14'],
    [-13.7, -3, '-13.70 LUFS integrated, more than 0.1 LU from -14'],
    [-14, -0.95, 'true peak -0.95 dBTP, over -1 dBTP'],
    [Number.NaN, -3, 'NaN LUFS integrated, more than 0.1 LU from -14'],
  ])('%s LUFS with a true peak of %s dBTP: %s', (integrated, truePeak, miss) => {
    expect([PROMISED_LOUDNESS_LU, loudnessPromiseMiss(web, at(integrated, truePeak))]).toEqual([0.1, miss]);
  });

  it('is missed when nothing could be measured, and a profile without a target keeps only its ceiling', () => {
    expect(loudnessPromiseMiss(web, undefined)).toBe('its loudness could not be measured');
    const asMastered = { ...web, audio: { ...web.audio, loudness: { ...web.audio.loudness, integrated: undefined } } };
    expect(loudnessPromiseMiss(asMastered, at(-20, -1.2))).toBeUndefined();
  });
});

describe('Function: plannedOutputFacts, an output not made yet as its checks will find it (issue 32)', () => {
  it('gives a variant its output’s picture and the station’s loudness, a rendition the master’s ratio, a radio file no picture', () => {
    // Act
    const variant = plannedOutputFacts(outputProfile('MXF1080_SLATED_L23') as MediaProfile, '16:9');
    const vertical = plannedOutputFacts(OUTPUT_PROFILES.MP4720 as MediaProfile, '9:16');
    const radio = plannedOutputFacts(OUTPUT_PROFILES.RADIO_MP3_320_24 as MediaProfile, '16:9');

    // Assess
    expect(variant).toEqual({ extension: 'mxf', width: 1920, height: 1080, videoCodec: 'mpeg2video', loudness: -23 });
    expect(vertical).toMatchObject({ width: 720, height: 1280, videoCodec: 'h264' });
    expect(radio).toEqual({ extension: 'mp3', loudness: -24 });
  });
});
