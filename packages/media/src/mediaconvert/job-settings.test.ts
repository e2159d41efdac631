import { describe, expect, it } from 'vitest';
import type { MasterSpec } from '../master.ts';
import { sourceScan } from '../outputs/frame-rate.ts';
import { gainPlan } from '../outputs/loudness.ts';
import type { VideoStream } from '../probe.ts';
import type { Rational } from '../rational.ts';
import { OUTPUT_PROFILES, type MediaProfile } from '../outputs/profiles.ts';
import {
  h264Level,
  mediaConvertJobSettings,
  mediaConvertSupport,
  MediaConvertUnsupportedError,
  qvbrQualityFromCrf,
  type MediaConvertInputs,
} from './job-settings.ts';
import type {
  AudioDescription,
  H264Settings,
  Input,
  JobSettings,
  Mpeg2Settings,
  Output,
  ProresSettings,
} from './types.ts';

const SPEC: MasterSpec = {
  masterType: 'PUB_TV_WEB',
  durationSeconds: 30,
  ratio: '16:9',
  audioType: '8trks',
  language: 'en',
  title: 'Crunch time',
  uniqueId: 'ACME1234000H',
  advertiser: 'Acme Foods',
};
const BUCKET = 's3://masterport-sources/sources/acc_1/mst_1';
const TRACKS = ['frontleft', 'frontright', 'frontcenter', 'lfe', 'sideleft', 'sideright', 'stereo'].map(
  (slot) => `${BUCKET}/${slot}/${slot}.wav`,
);
const TV_GAINS = { surround: { gainDb: -1.5, limit: false }, stereo: { gainDb: 0.75, limit: false } };
const INPUTS: MediaConvertInputs = {
  videoS3Url: `${BUCKET}/video/spot.mov`,
  audioS3Urls: TRACKS,
  layoutClips: {
    pre: 's3://masterport-outputs/outputs/acc_1/mst_1/r1/layouts/RC_10H-pre.mxf',
    post: 's3://masterport-outputs/outputs/acc_1/mst_1/r1/layouts/RC_10H-post.mxf',
  },
  gains: TV_GAINS,
};
const DEST = 's3://masterport-outputs/outputs/acc_1/mst_1/r1/';

const profile = (key: string) => OUTPUT_PROFILES[key] as MediaProfile;
const job = (key: string, inputs: Partial<MediaConvertInputs> = {}, spec: Partial<MasterSpec> = {}): JobSettings =>
  mediaConvertJobSettings(profile(key), { ...SPEC, ...spec }, { ...INPUTS, ...inputs }, DEST);
const onlyOutput = (settings: JobSettings): Output => {
  expect(settings.OutputGroups).toHaveLength(1);
  expect(settings.OutputGroups[0]!.Outputs).toHaveLength(1);
  return settings.OutputGroups[0]!.Outputs[0]!;
};
const programInput = (settings: JobSettings): Input =>
  settings.Inputs.find((input) => input.FileInput === INPUTS.videoS3Url)!;
const mpeg2 = (output: Output): Mpeg2Settings =>
  (output.VideoDescription.CodecSettings as { Mpeg2Settings: Mpeg2Settings }).Mpeg2Settings;
const h264 = (output: Output): H264Settings =>
  (output.VideoDescription.CodecSettings as { H264Settings: H264Settings }).H264Settings;
const fineTune = (input: Input, selector: string) =>
  input.AudioSelectors?.[selector]?.RemixSettings?.ChannelMapping.OutputChannels[0]?.InputChannelsFineTune;
const remix = (input: Input, selector: string) =>
  input.AudioSelectors?.[selector]?.RemixSettings?.ChannelMapping.OutputChannels.map((c) => c.InputChannelsFineTune);

describe('MediaConvert job settings: XDCAM HD422 MXF', () => {
  const settings = job('MXF1080_SLATED');
  const output = onlyOutput(settings);

  it('is an XDCAM MXF of 1920x1080 MPEG-2 4:2:2P@HL, 50 Mb/s CBR, GOP 15 with 2 B-frames, 29.97 top field first', () => {
    expect(output.ContainerSettings).toEqual({ Container: 'MXF', MxfSettings: { Profile: 'XDCAM' } });
    expect(output.Extension).toBe('mxf');
    expect(output.VideoDescription).toMatchObject({ Width: 1920, Height: 1080, ScalingBehavior: 'STRETCH_TO_OUTPUT' });
    expect(output.VideoDescription.CodecSettings.Codec).toBe('MPEG2');
    expect(mpeg2(output)).toMatchObject({
      CodecProfile: 'PROFILE_422',
      CodecLevel: 'HIGH',
      RateControlMode: 'CBR',
      Bitrate: 50_000_000,
      GopSize: 15,
      GopSizeUnits: 'FRAMES',
      GopClosedCadence: 1,
      NumberBFramesBetweenReferenceFrames: 2,
      InterlaceMode: 'TOP_FIELD',
      FramerateControl: 'SPECIFIED',
      FramerateNumerator: 30000,
      FramerateDenominator: 1001,
      Telecine: 'NONE',
      ParControl: 'SPECIFIED',
      ParNumerator: 1,
      ParDenominator: 1,
    });
    // Interlaced output: no deinterlacer.
    expect(output.VideoDescription.VideoPreprocessors).toBeUndefined();
  });

  it('has eight mono 24-bit 48 kHz PCM tracks, 1-6 at the surround gain and 7-8 at the stereo gain, no per-track normalisation', () => {
    expect(output.AudioDescriptions).toHaveLength(8);
    output.AudioDescriptions.forEach((audio: AudioDescription, i) => {
      expect(audio.AudioSourceName).toBe(`Track ${i + 1}`);
      expect(audio.CodecSettings).toEqual({
        Codec: 'WAV',
        WavSettings: { BitDepth: 24, Channels: 1, SampleRate: 48000, Format: 'RIFF' },
      });
      expect(audio).not.toHaveProperty('AudioNormalizationSettings');
    });
    const program = programInput(settings);
    for (let n = 1; n <= 6; n++) {
      expect(program.AudioSelectors?.[`Track ${n}`]?.ExternalAudioFileInput).toBe(TRACKS[n - 1]);
      expect(fineTune(program, `Track ${n}`)).toEqual([-1.5]);
    }
    // Tracks 7 and 8 are the left and right channels of the stereo file.
    expect(program.AudioSelectors?.['Track 7']?.ExternalAudioFileInput).toBe(TRACKS[6]);
    expect(fineTune(program, 'Track 7')).toEqual([0.75, -60]);
    expect(fineTune(program, 'Track 8')).toEqual([-60, 0.75]);
  });

  it('starts the file at the layout timecode and joins the slate clip, the program cut to 900 frames, and the post-roll', () => {
    expect(settings.TimecodeConfig).toEqual({ Source: 'SPECIFIEDSTART', Start: '09:59:57;00' });
    expect(settings.Inputs.map((input) => input.FileInput)).toEqual([
      INPUTS.layoutClips!.pre,
      INPUTS.videoS3Url,
      INPUTS.layoutClips!.post,
    ]);
    // 900 frames from 00:00:00;00, the end frame included: the last is 00:00:29;29.
    expect(programInput(settings).InputClippings).toEqual([
      { StartTimecode: '00:00:00;00', EndTimecode: '00:00:29;29' },
    ]);
    for (const input of settings.Inputs)
      expect(Object.keys(input.AudioSelectors ?? {})).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `Track ${n}`));
  });

  it('writes <UNIQUEID>_<KEY> into the destination folder', () => {
    expect(settings.OutputGroups[0]!.OutputGroupSettings).toEqual({
      Type: 'FILE_GROUP_SETTINGS',
      FileGroupSettings: { Destination: `${DEST}ACME1234000H_MXF1080_SLATED` },
    });
    const explicit = mediaConvertJobSettings(
      profile('MXF1080_V2'),
      SPEC,
      INPUTS,
      's3://b/outputs/x/SPOT_MXF1080_V2.mxf',
    );
    expect(explicit.OutputGroups[0]!.OutputGroupSettings.FileGroupSettings.Destination).toBe(
      's3://b/outputs/x/SPOT_MXF1080_V2',
    );
  });

  it('cuts MXF1080_DF_DURATION to real-time frames (899 for :30) and needs no clips for a program-only layout', () => {
    const df = job('MXF1080_DF_DURATION', { layoutClips: undefined });
    expect(df.Inputs).toHaveLength(1);
    expect(df.TimecodeConfig?.Start).toBe('10:00:00;00');
    expect(programInput(df).InputClippings).toEqual([{ StartTimecode: '00:00:00;00', EndTimecode: '00:00:29;28' }]);
  });

  it('telecines a 23.976 source, clipping the 720 source frames that become 900', () => {
    const film = job('MXF1080_00H', { sourceFrameRate: '23.976' });
    expect(mpeg2(onlyOutput(film))).toMatchObject({
      Telecine: 'HARD',
      FramerateNumerator: 30000,
      FramerateDenominator: 1001,
    });
    expect(programInput(film).InputClippings).toEqual([{ StartTimecode: '00:00:00:00', EndTimecode: '00:00:29:23' }]);
    expect(onlyOutput(film).VideoDescription.TimecodeInsertion).toBe('DISABLED');
    expect(film.TimecodeConfig?.Start).toBe('00:00:00;00');
  });

  it('puts a stereo master on tracks 1-2 and 7-8 with 3-6 silent, as the ffmpeg encoder does', () => {
    const stereo = job('MXF1080_00H', { audioS3Urls: [], layoutClips: undefined }, { audioType: '2trks' });
    const program = programInput(stereo);
    expect(program.AudioSelectors?.['Track 1']).toMatchObject({ SelectorType: 'TRACK', Tracks: [1] });
    expect(fineTune(program, 'Track 1')).toEqual([0.75, -60]);
    expect(fineTune(program, 'Track 2')).toEqual([-60, 0.75]);
    for (const n of [3, 4, 5, 6]) expect(fineTune(program, `Track ${n}`)).toEqual([-60, -60]);
    expect(fineTune(program, 'Track 7')).toEqual([0.75, -60]);
    expect(fineTune(program, 'Track 8')).toEqual([-60, 0.75]);
  });

  it('reads the eight mono tracks of the video file when no track files were uploaded', () => {
    const program = programInput(job('MXF1080_V2', { audioS3Urls: [] }));
    for (let n = 1; n <= 8; n++) {
      expect(program.AudioSelectors?.[`Track ${n}`]).toMatchObject({ SelectorType: 'TRACK', Tracks: [n] });
      expect(fineTune(program, `Track ${n}`)).toEqual([n <= 6 ? -1.5 : 0.75]);
    }
  });
});

describe('MediaConvert job settings: PsF and interlaced sources', () => {
  const stream = (frameRate: Rational, fieldOrder: VideoStream['fieldOrder']): VideoStream => ({
    kind: 'video',
    index: 0,
    codec: 'prores',
    width: 1920,
    height: 1080,
    frameRate,
    fieldOrder,
    closedCaptions: false,
    attachedPicture: false,
  });
  const PSF = { sourceFrameRate: '23.976', sourceScan: sourceScan(stream({ num: 24000, den: 1001 }, 'tt')) } as const;
  const INTERLACED = {
    sourceFrameRate: '29.97',
    sourceScan: sourceScan(stream({ num: 30000, den: 1001 }, 'tt')),
  } as const;

  it('reads the scan from the flag and the rate: 23.976 and 24 flagged interlaced are PsF, 29.97 and 25 interlaced', () => {
    expect(PSF.sourceScan).toBe('psf');
    expect(sourceScan(stream({ num: 24, den: 1 }, 'bb'))).toBe('psf');
    expect(INTERLACED.sourceScan).toBe('interlaced');
    expect(sourceScan(stream({ num: 25, den: 1 }, 'tt'))).toBe('interlaced');
    expect(sourceScan(stream({ num: 24000, den: 1001 }, 'progressive'))).toBe('progressive');
  });

  it('flags a PsF source InputScanType PSF and telecines it as 23.976p into the interlaced MXF', () => {
    const settings = job('MXF1080_00H', PSF);
    expect(programInput(settings).InputScanType).toBe('PSF');
    expect(mpeg2(onlyOutput(settings))).toMatchObject({ Telecine: 'HARD', InterlaceMode: 'TOP_FIELD' });
    expect(programInput(settings).InputClippings).toEqual([
      { StartTimecode: '00:00:00:00', EndTimecode: '00:00:29:23' },
    ]);
    // The layout clips are ffmpeg's own progressive or interlaced renders: never flagged.
    for (const input of settings.Inputs.filter((i) => i !== programInput(settings)))
      expect(input).not.toHaveProperty('InputScanType');
  });

  it('never deinterlaces a PsF source: progressive TV files and web copies take its pictures as they are', () => {
    for (const [key, clips] of [
      ['TVC_HD', { pre: 's3://b/outputs/x/layouts/XR-pre.mp4' }],
      ['MP41080', undefined],
      ['MP4720_LOUD', undefined],
    ] as const) {
      const settings = job(key, { ...PSF, layoutClips: clips });
      expect(programInput(settings).InputScanType, key).toBe('PSF');
      expect(onlyOutput(settings).VideoDescription, key).not.toHaveProperty('VideoPreprocessors');
    }
    // 24PsF web copies keep 24 fps, flagged PsF too.
    const film = job('MP41080', { sourceFrameRate: '24', sourceScan: 'psf', layoutClips: undefined });
    expect(programInput(film).InputScanType).toBe('PSF');
    expect(h264(onlyOutput(film)).FramerateControl).toBe('INITIALIZE_FROM_SOURCE');
  });

  it('leaves a true interlaced source on AUTO: fields kept in the MXF, deinterlaced for progressive outputs', () => {
    const mxf = job('MXF1080_00H', INTERLACED);
    expect(programInput(mxf)).not.toHaveProperty('InputScanType');
    expect(mpeg2(onlyOutput(mxf))).toMatchObject({ Telecine: 'NONE', InterlaceMode: 'TOP_FIELD' });
    expect(onlyOutput(mxf).VideoDescription.VideoPreprocessors).toBeUndefined();
    for (const inputs of [INTERLACED, { sourceFrameRate: '25', sourceScan: 'interlaced' } as const]) {
      const web = job('MP41080', { ...inputs, layoutClips: undefined });
      expect(programInput(web)).not.toHaveProperty('InputScanType');
      expect(onlyOutput(web).VideoDescription.VideoPreprocessors?.Deinterlacer).toEqual({
        Mode: 'ADAPTIVE',
        Algorithm: 'INTERPOLATE',
        Control: 'NORMAL',
      });
    }
  });
});

describe('MediaConvert job settings: ProRes 422 HQ MOV', () => {
  const output = onlyOutput(job('PRORES1080_CUSTOM7'));

  it('is a MOV of ProRes 422 HQ 1920x1080 29.97 top field first with eight PCM tracks', () => {
    expect(output.ContainerSettings).toEqual({ Container: 'MOV' });
    expect(output.Extension).toBe('mov');
    const prores = (output.VideoDescription.CodecSettings as { ProresSettings: ProresSettings }).ProresSettings;
    expect(output.VideoDescription.CodecSettings.Codec).toBe('PRORES');
    expect(prores).toMatchObject({
      CodecProfile: 'APPLE_PRORES_422_HQ',
      InterlaceMode: 'TOP_FIELD',
      FramerateNumerator: 30000,
      FramerateDenominator: 1001,
    });
    expect(output.VideoDescription).toMatchObject({ Width: 1920, Height: 1080 });
    expect(output.AudioDescriptions.map((a) => a.CodecSettings)).toEqual(
      Array.from({ length: 8 }, () => ({
        Codec: 'WAV',
        WavSettings: { BitDepth: 24, Channels: 1, SampleRate: 48000, Format: 'RIFF' },
      })),
    );
  });

  it('starts at 00:59:53;00 with the XR slate clip before the program', () => {
    const settings = job('PRORES1080_CUSTOM7');
    expect(settings.TimecodeConfig?.Start).toBe('00:59:53;00');
    expect(settings.Inputs).toHaveLength(2);
  });
});

describe('MediaConvert job settings: H.264 MP4 renditions', () => {
  const stereoGain = (settings: JobSettings) => remix(programInput(settings), 'Stereo');

  it('makes web copies at the source rate, progressive, sized by the short side, with web loudness (-14 LKFS, -1 dBTP)', () => {
    const settings = job('MP4720_LOUD', { sourceFrameRate: '25', layoutClips: undefined }, { ratio: '9:16' });
    const output = onlyOutput(settings);
    expect(output.ContainerSettings).toEqual({
      Container: 'MP4',
      Mp4Settings: { MoovPlacement: 'PROGRESSIVE_DOWNLOAD' },
    });
    expect(output.VideoDescription).toMatchObject({ Width: 720, Height: 1280 });
    expect(h264(output)).toMatchObject({
      CodecProfile: 'HIGH',
      CodecLevel: 'LEVEL_4_1',
      RateControlMode: 'QVBR',
      MaxBitrate: 6_000_000,
      QvbrSettings: { QvbrQualityLevel: 8 },
      InterlaceMode: 'PROGRESSIVE',
      FramerateControl: 'INITIALIZE_FROM_SOURCE',
      GopSize: 2,
      GopSizeUnits: 'SECONDS',
    });
    expect(output.VideoDescription.VideoPreprocessors?.Deinterlacer).toEqual({
      Mode: 'ADAPTIVE',
      Algorithm: 'INTERPOLATE',
      Control: 'NORMAL',
    });
    expect(output.AudioDescriptions).toHaveLength(1);
    expect(output.AudioDescriptions[0]!.CodecSettings).toEqual({
      Codec: 'AAC',
      AacSettings: {
        Bitrate: 192_000,
        CodingMode: 'CODING_MODE_2_0',
        SampleRate: 48000,
        CodecProfile: 'LC',
        RateControlMode: 'CBR',
        Specification: 'MPEG4',
        RawFormat: 'NONE',
      },
    });
    // The pair's gain (the calibrated plan), not MediaConvert's normaliser: the record step measures the file.
    expect(output.AudioDescriptions[0]).not.toHaveProperty('AudioNormalizationSettings');
    expect(stereoGain(settings)).toEqual([
      [0.75, -60],
      [-60, 0.75],
    ]);
    // A 25 fps copy takes a non-drop start label; nothing is clipped or conformed.
    expect(settings.TimecodeConfig?.Start).toBe('00:00:00:00');
    expect(programInput(settings).InputClippings).toBeUndefined();
    // The stereo mix of an eight-track upload is the stereo file.
    expect(programInput(settings).AudioSelectors?.Stereo).toMatchObject({
      ExternalAudioFileInput: TRACKS[6],
      DefaultSelection: 'DEFAULT',
    });
  });

  it("gives viewing copies their pair's gain and follows each profile's size, bitrate cap and codec level", () => {
    const cases: [
      key: string,
      width: number,
      height: number,
      maxBitrate: number,
      level: string,
      profileName: string,
      audioBitrate: number,
    ][] = [
      ['MP41080', 1920, 1080, 10_000_000, 'LEVEL_4_1', 'HIGH', 192_000],
      ['MP4540', 960, 540, 3_500_000, 'LEVEL_4_1', 'HIGH', 192_000],
      ['MP4720_LO_LOUD', 1280, 720, 2_000_000, 'LEVEL_4_1', 'HIGH', 128_000],
      ['MP4360_LOUD', 640, 360, 1_200_000, 'LEVEL_3', 'MAIN', 128_000],
    ];
    for (const [key, width, height, maxBitrate, level, profileName, audioBitrate] of cases) {
      const output = onlyOutput(job(key, { layoutClips: undefined }));
      expect(output.VideoDescription, key).toMatchObject({ Width: width, Height: height });
      expect(h264(output), key).toMatchObject({ MaxBitrate: maxBitrate, CodecLevel: level, CodecProfile: profileName });
      expect(
        (output.AudioDescriptions[0]!.CodecSettings as { AacSettings: { Bitrate: number } }).AacSettings.Bitrate,
        key,
      ).toBe(audioBitrate);
      expect(output.AudioDescriptions[0], key).not.toHaveProperty('AudioNormalizationSettings');
    }
    const gain = { stereo: { gainDb: -3.25, limit: false } };
    expect(stereoGain(job('MP41080', { layoutClips: undefined, gains: gain }))).toEqual([
      [-3.25, -60],
      [-60, -3.25],
    ]);
    expect(() => job('MP41080', { layoutClips: undefined, gains: undefined })).toThrow(/gains .* stereo groups/);
  });

  it('makes TVC_HD at 20 Mb/s CBR, 29.97, AAC 224k, after the XR slate, from 01:00:00;00 at frame 210', () => {
    const settings = job('TVC_HD', {
      layoutClips: { pre: 's3://masterport-outputs/outputs/acc_1/mst_1/r1/layouts/XR_5S2S-pre.mp4' },
    });
    const output = onlyOutput(settings);
    expect(h264(output)).toMatchObject({
      RateControlMode: 'CBR',
      Bitrate: 20_000_000,
      FramerateControl: 'SPECIFIED',
      FramerateNumerator: 30000,
      FramerateDenominator: 1001,
      GopSize: 60,
      GopSizeUnits: 'FRAMES',
    });
    expect(output.VideoDescription).toMatchObject({ Width: 1920, Height: 1080 });
    expect(
      (output.AudioDescriptions[0]!.CodecSettings as { AacSettings: { Bitrate: number } }).AacSettings.Bitrate,
    ).toBe(224_000);
    expect(settings.TimecodeConfig?.Start).toBe('00:59:53;00');
    expect(settings.Inputs.map((input) => input.FileInput)).toEqual([
      's3://masterport-outputs/outputs/acc_1/mst_1/r1/layouts/XR_5S2S-pre.mp4',
      INPUTS.videoS3Url,
    ]);
  });

  it('makes TVC_SD anamorphic 720x480 with a 32:27 pixel aspect ratio, Main profile level 3.1', () => {
    const output = onlyOutput(job('TVC_SD', { layoutClips: { pre: 's3://b/outputs/x/layouts/XR-pre.mp4' } }));
    expect(output.VideoDescription).toMatchObject({ Width: 720, Height: 480, ScalingBehavior: 'STRETCH_TO_OUTPUT' });
    expect(h264(output)).toMatchObject({
      ParControl: 'SPECIFIED',
      ParNumerator: 32,
      ParDenominator: 27,
      CodecProfile: 'MAIN',
      CodecLevel: 'LEVEL_3_1',
    });
  });

  it('embeds the SCC captions as 608 and 708 in MP41080_DTV, moved from 10:00:00;00 to the program start', () => {
    const settings = job('MP41080_DTV', {
      captionsS3Url: 's3://b/outputs/x/ACME1234000H_SCC_CC.scc',
      layoutClips: undefined,
    });
    expect(programInput(settings).CaptionSelectors).toEqual({
      Captions: {
        SourceSettings: {
          SourceType: 'SCC',
          FileSourceSettings: {
            SourceFile: 's3://b/outputs/x/ACME1234000H_SCC_CC.scc',
            Convert608To708: 'UPCONVERT',
            Framerate: { FramerateNumerator: 30000, FramerateDenominator: 1001 },
            TimeDelta: -36000,
          },
        },
      },
    });
    const output = onlyOutput(settings);
    expect(output.CaptionDescriptions).toEqual([
      {
        CaptionSelectorName: 'Captions',
        LanguageCode: 'ENG',
        DestinationSettings: {
          DestinationType: 'EMBEDDED',
          EmbeddedDestinationSettings: { Destination608ChannelNumber: 1, Destination708ServiceNumber: 1 },
        },
      },
    ]);
    expect(h264(output)).toMatchObject({ FramerateNumerator: 30000, FramerateDenominator: 1001 });
    expect(() => job('MP41080_DTV', { layoutClips: undefined })).toThrow(/captionsS3Url is required/);
  });

  it('burns the SRT subtitles into MP41080_LOUD_SUB', () => {
    const output = onlyOutput(
      job('MP41080_LOUD_SUB', { captionsS3Url: 's3://b/outputs/x/ACME1234000H_SRT_CC.srt', layoutClips: undefined }),
    );
    expect(output.CaptionDescriptions?.[0]?.DestinationSettings.DestinationType).toBe('BURN_IN');
  });

  it('joins the slate clip of MP41080_SLATE, whose audio is one stereo track', () => {
    const settings = job('MP41080_SLATE', {
      layoutClips: { pre: 's3://b/outputs/x/layouts/RC-pre.mp4', post: 's3://b/outputs/x/layouts/RC-post.mp4' },
    });
    expect(settings.TimecodeConfig?.Start).toBe('09:59:57;00');
    expect(settings.Inputs[0]!.AudioSelectors).toEqual({
      Stereo: { SelectorType: 'TRACK', Tracks: [1], DefaultSelection: 'DEFAULT' },
    });
    expect(() => job('MP41080_SLATE', { layoutClips: undefined })).toThrow(/needs its pre-roll clip \(90 frames\)/);
  });
});

describe('what MediaConvert leaves to ffmpeg', () => {
  it('routes WebM VP9 to ffmpeg, with the reason', () => {
    const support = mediaConvertSupport(profile('WEBM1080'), SPEC);
    expect(support.supported).toBe(false);
    expect(!support.supported && support.reason).toMatch(/VP9/);
    expect(() => job('WEBM1080')).toThrow(MediaConvertUnsupportedError);
  });

  it('routes the radio MP3s to ffmpeg (ID3 tags from the slate)', () => {
    for (const key of ['RADIO_MP3_320', 'RADIO_MP3_320_14', 'RADIO_MP3_320_16', 'RADIO_MP3_320_24']) {
      expect(mediaConvertSupport(profile(key), { ...SPEC, masterType: 'PUB_RADIO' }).supported, key).toBe(false);
    }
  });

  it('routes TV timelines from 25 fps sources, and real-time programs from 23.976, to ffmpeg (not frame exact)', () => {
    expect(mediaConvertSupport(profile('MXF1080_00H'), SPEC, { sourceFrameRate: '25' }).supported).toBe(false);
    expect(mediaConvertSupport(profile('MXF1080_DF_DURATION'), SPEC, { sourceFrameRate: '23.976' }).supported).toBe(
      false,
    );
    expect(mediaConvertSupport(profile('MXF1080_00H'), SPEC, { sourceFrameRate: '23.976' }).supported).toBe(true);
    // Web copies keep the source rate, so any rate will do.
    expect(mediaConvertSupport(profile('MP41080_LOUD'), SPEC, { sourceFrameRate: '25' }).supported).toBe(true);
  });

  it('routes eight-track outputs that need a true-peak limiter or a gain beyond +6 dB to ffmpeg', () => {
    const loud = gainPlan({ integrated: -26, truePeak: -1, lra: 5, threshold: -36 }, -24, -2);
    expect(loud.limit).toBe(true);
    expect(
      mediaConvertSupport(profile('MXF1080_V2'), SPEC, { gains: { surround: loud, stereo: TV_GAINS.stereo } })
        .supported,
    ).toBe(false);
    expect(
      mediaConvertSupport(profile('MXF1080_V2'), SPEC, {
        gains: { surround: { gainDb: 8, limit: false }, stereo: TV_GAINS.stereo },
      }).supported,
    ).toBe(false);
    expect(mediaConvertSupport(profile('MXF1080_V2'), SPEC, { gains: TV_GAINS }).supported).toBe(true);
    expect(() => job('MXF1080_V2', { gains: undefined })).toThrow(/gains .* surround and stereo groups/);
  });

  it('routes web and viewing copies whose pair needs the limiter (little headroom) or more than +6 dB to ffmpeg', () => {
    // The programme: -18 LKFS with peaks at -1 dBTP, made -14 LUFS under -1 dBTP.
    const limited = gainPlan({ integrated: -18, truePeak: -1, lra: 19, threshold: -28 }, -14, -1);
    expect(limited).toEqual({ gainDb: 4, limit: true });
    const web = mediaConvertSupport(profile('MP41080_LOUD'), SPEC, { gains: { stereo: limited } });
    expect(web.supported).toBe(false);
    expect(!web.supported && web.reason).toMatch(/-1 dBTP: the look-ahead limiter .* ffmpeg's/);
    expect(
      mediaConvertSupport(profile('MP41080_LOUD'), SPEC, { gains: { stereo: { gainDb: 4, limit: false } } }).supported,
    ).toBe(true);
  });

  it("brings a stereo pair beyond the remix range (+10 dB to -14 LUFS) to target with MediaConvert's normaliser", () => {
    const gains = { stereo: { gainDb: 10, limit: false } };
    expect(mediaConvertSupport(profile('MP41080_LOUD'), SPEC, { gains }).supported).toBe(true);
    const settings = job('MP41080_LOUD', { gains, layoutClips: undefined });
    expect(onlyOutput(settings).AudioDescriptions[0]!.AudioNormalizationSettings).toEqual({
      Algorithm: 'ITU_BS_1770_3',
      AlgorithmControl: 'CORRECT_AUDIO',
      TargetLkfs: -14,
      PeakCalculation: 'TRUE_PEAK',
      TruePeakLimiterThreshold: -1,
    });
    // The pair passes at 0 dB: the normaliser's gain is the only one.
    expect(remix(programInput(settings), 'Stereo')).toEqual([
      [0, -60],
      [-60, 0],
    ]);
    // A TV file's tracks are never normalised one by one: beyond +6 dB they stay on ffmpeg.
    const tv = mediaConvertSupport(profile('MXF1080_V2'), SPEC, {
      gains: { surround: { gainDb: 10, limit: false }, stereo: { gainDb: 10, limit: false } },
    });
    expect(!tv.supported && tv.reason).toMatch(/10 dB gain is outside MediaConvert's remix range/);
  });

  it('supports every other media profile', () => {
    const media = Object.values(OUTPUT_PROFILES).filter((p): p is MediaProfile => p.kind === 'media');
    const supported = media
      .filter((p) => mediaConvertSupport(p, SPEC, { gains: TV_GAINS }).supported)
      .map((p) => p.key);
    expect(media.length - supported.length).toBe(5);
    expect(supported).toEqual(
      expect.arrayContaining([
        'MXF1080_00H',
        'MXF1080_CUSTOM5',
        'PRORES1080_CUSTOM7',
        'MP41080',
        'MP4_CUSTOM1',
        'TVC_SD',
        'MP41080_DTV',
      ]),
    );
  });
});

describe('helpers', () => {
  it('maps x264 CRF to QVBR quality levels and H.264 levels to API names', () => {
    expect([18, 20, 23].map(qvbrQualityFromCrf)).toEqual([9, 8, 7]);
    expect(['4.1', '3.0', '3.1', '5'].map(h264Level)).toEqual(['LEVEL_4_1', 'LEVEL_3', 'LEVEL_3_1', 'LEVEL_5']);
  });

  it('refuses an audio upload it cannot place', () => {
    expect(() => job('MP41080', { audioS3Urls: ['a', 'b'], layoutClips: undefined })).toThrow(
      /expected 0, 1 or 7 files/,
    );
  });
});
