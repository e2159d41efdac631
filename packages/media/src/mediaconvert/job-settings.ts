/**
 * MediaConvert job settings for the neutral output profiles (broadcast-spec section 8): the second
 * encoder DESIGN section 1 names for long or large sources. Pure functions: the result is the
 * `Settings` of a CreateJob request, built from the same profile, layout plan and loudness decisions
 * the ffmpeg argument builder uses, so the two encoders cannot drift apart silently.
 *
 * What stays with ffmpeg, and why, is answered by `mediaConvertSupport` (WebM VP9, radio MP3s,
 * conforms MediaConvert cannot make frame exact, and loudness plans that need the limiter).
 */
import type { GainPlan } from '../outputs/loudness.ts';
import { profilePlan, renditionSize } from '../outputs/ffmpeg-args.ts';
import { outputFileName, type MediaProfile } from '../outputs/profiles.ts';
import type { MasterSpec } from '../master.ts';
import { framesToTc, startLabelAtRate } from '../timecode.ts';
import { conforms, type SourceScan } from '../outputs/frame-rate.ts';
import { H264_LEVELS, type H264Level } from './types.ts';
import type {
  AudioDescription,
  AudioSelector,
  CaptionDescription,
  CaptionSelector,
  ContainerSettings,
  H264Settings,
  Input,
  JobSettings,
  Mpeg2Settings,
  Output,
  ProresSettings,
  RemixSettings,
  VideoDescription,
} from './types.ts';

export interface MediaConvertInputs {
  /** The picture file, with its own audio when `audioS3Urls` is empty. */
  readonly videoS3Url: string;
  /**
   * Separate audio files in upload-slot order (TRACK_SLOTS): the seven TV track files (six mono
   * files, then the stereo mix), or one stereo file. Empty: the video file's tracks, as eight mono
   * tracks (8trks) or one stereo track (2trks).
   */
  readonly audioS3Urls: readonly string[];
  /**
   * SCC_CC (program at 10:00:00;00) for captions embedded as 608/708 (MP41080_DTV), or SRT_CC
   * (program at 00:00:00,000) for burned-in subtitles (MP41080_LOUD_SUB).
   */
  readonly captionsS3Url?: string;
  /** The picture's frame rate as probed (`rateName`); decides telecine, conversion and the program clip. Default 29.97. */
  readonly sourceFrameRate?: string;
  /**
   * How the picture's frames are scanned (`sourceScan`): a PsF source is flagged `InputScanType: PSF`
   * and never deinterlaced, as the ffmpeg graph reads it progressive. Default progressive.
   */
  readonly sourceScan?: SourceScan;
  /**
   * The layout's pre- and post-roll (slate, black, 2-pop), rendered once per layout by ffmpeg in the
   * output's picture format with the output's audio tracks. MediaConvert joins them around the program.
   */
  readonly layoutClips?: { readonly pre?: string; readonly post?: string };
  /**
   * The gain of each loudness group the output carries, applied as the selectors' remix gain: the
   * 5.1 (tracks 1-6) and the stereo pair (7-8) of an eight-track output, the pair of a stereo one.
   * The plans the ffmpeg encoder starts from, calibrated on its encode of the same audio settings
   * (docs/architecture.md, "MediaConvert's loudness"); a plan that needs the limiter stays on ffmpeg.
   */
  readonly gains?: { readonly surround?: GainPlan; readonly stereo: GainPlan };
}

export type MediaConvertSupport = { readonly supported: true } | { readonly supported: false; readonly reason: string };

/** A profile (or a source) that MediaConvert cannot encode the way the profile says: route it to ffmpeg. */
export class MediaConvertUnsupportedError extends Error {
  constructor(
    readonly key: string,
    readonly reason: string,
  ) {
    super(`${key} cannot be encoded by MediaConvert: ${reason}`);
    this.name = 'MediaConvertUnsupportedError';
  }
}

/** MediaConvert's remix gains run from -60 dB (mute) to +6 dB. */
const MAX_REMIX_GAIN_DB = 6;
const MUTE_DB = -60;

/**
 * A stereo output whose gain is beyond the remix range (a -24 LKFS TV master made -14 LUFS for the
 * web: +10 dB) is brought to its target by MediaConvert's normaliser instead (BS.1770, its true-peak
 * limiter at the ceiling, which the pair by gain alone stays under: the calibration found no limiter
 * needed, else the key is ffmpeg's). Its API reference
 * states no accuracy, so like every job's file it is measured before it is offered (the record step).
 */
const byNormaliser = (profile: MediaProfile, gains: MediaConvertInputs['gains']): boolean =>
  profile.audio.layout === 'stereo' &&
  profile.audio.loudness.integrated !== undefined &&
  (gains?.stereo.gainDb ?? 0) > MAX_REMIX_GAIN_DB;

/**
 * Whether MediaConvert can make this output exactly as its profile says; when not, the reason,
 * and the output is encoded by ffmpeg as today.
 */
export function mediaConvertSupport(
  profile: MediaProfile,
  spec: MasterSpec,
  inputs?: Pick<MediaConvertInputs, 'sourceFrameRate' | 'gains'>,
): MediaConvertSupport {
  const no = (reason: string): MediaConvertSupport => ({ supported: false, reason });
  if (profile.container === 'webm' || profile.video?.codec === 'vp9') {
    return no(
      'MediaConvert encodes VP9 with variable bitrate only; the WebM profile is constant quality (CRF 31 under a 6 Mb/s cap), so it stays on ffmpeg.',
    );
  }
  if (profile.container === 'mp3' || !profile.video) {
    return no(
      'radio MP3s carry ID3v2.3 tags from the slate (title, advertiser, Ad-ID) that MediaConvert does not write, and an audio-only encode takes seconds on ffmpeg.',
    );
  }
  const rate = inputs?.sourceFrameRate ?? '29.97';
  if (conforms(profile)) {
    const plan = profilePlan(profile, spec.durationSeconds);
    if (rate === '23.976' && plan.programFrames % 5 !== 0) {
      return no(
        `a ${plan.programFrames}-frame program cannot be telecined exactly from 23.976 fps (real-time program lengths need ffmpeg's trim after the conform).`,
      );
    }
    if (rate !== '29.97' && rate !== '23.976') {
      return no(
        `MediaConvert's ${rate} -> 29.97 fps conversion does not guarantee the program's exact ${plan.programFrames} frames; ffmpeg pads or cuts to the frame.`,
      );
    }
  }
  const groups =
    profile.audio.layout === '8mono' ? [inputs?.gains?.surround, inputs?.gains?.stereo] : [inputs?.gains?.stereo];
  for (const gain of groups) {
    if (gain?.limit)
      return no(
        `the gain to ${profile.audio.loudness.integrated ?? 'the mastered loudness'} would push true peaks over ${profile.audio.loudness.truePeak} dBTP: the look-ahead limiter and the calibration that measures it are ffmpeg's (MediaConvert's own normaliser promises no accuracy).`,
      );
    if (gain && !byNormaliser(profile, inputs?.gains) && (gain.gainDb > MAX_REMIX_GAIN_DB || gain.gainDb < MUTE_DB)) {
      return no(
        `a ${gain.gainDb} dB gain is outside MediaConvert's remix range (${MUTE_DB} to +${MAX_REMIX_GAIN_DB} dB).`,
      );
    }
  }
  return { supported: true };
}

const bits = (value: string | undefined): number | undefined => {
  if (!value) return undefined;
  const match = /^([\d.]+)\s*([kKmM]?)$/.exec(value.trim());
  if (!match) throw new RangeError(`not a bitrate: ${value}`);
  const factor = { '': 1, k: 1_000, K: 1_000, m: 1_000_000, M: 1_000_000 }[match[2] as '' | 'k' | 'K' | 'm' | 'M'];
  return Math.round(Number(match[1]) * factor);
};

/** Non-drop timecode at an integer nominal rate (clip points of 23.976 and 25 fps inputs). */
const ndfTimecode = (frame: number, fps: number): string => {
  const pad = (n: number) => String(n).padStart(2, '0');
  const seconds = Math.floor(frame / fps);
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}:${pad(frame % fps)}`;
};

/** x264 CRF -> QVBR quality level (1-10): CRF 18 -> 9, 20 -> 8, 23 -> 7. An approximation, documented as one. */
export const qvbrQualityFromCrf = (crf: number): number => Math.min(10, Math.max(1, Math.round(8 - (crf - 20) / 2.5)));

const NTSC = { FramerateNumerator: 30000, FramerateDenominator: 1001 } as const;

/** Frame-rate members of a codec's settings (broadcast-spec 5.10: telecine 23.976, convert the rest). */
function frameRate(profile: MediaProfile, sourceRate: string) {
  if (!conforms(profile)) return { FramerateControl: 'INITIALIZE_FROM_SOURCE' as const };
  const interlaced = profile.video?.interlaced === true;
  return {
    FramerateControl: 'SPECIFIED' as const,
    ...NTSC,
    FramerateConversionAlgorithm: 'DUPLICATE_DROP' as const,
    ...(interlaced ? { Telecine: sourceRate === '23.976' ? ('HARD' as const) : ('NONE' as const) } : {}),
  };
}

/** '4.1' -> LEVEL_4_1, '3.0' -> LEVEL_3 (the API names whole levels without a minor part). */
export const h264Level = (level: string): H264Level => {
  const [major, minor] = level.split('.');
  const name = minor && minor !== '0' ? `LEVEL_${major}_${minor}` : `LEVEL_${major}`;
  const known = H264_LEVELS.find((l) => l === name);
  if (!known) throw new RangeError(`no MediaConvert H.264 level ${name} (from ${level})`);
  return known;
};

function pixelAspect(profile: MediaProfile) {
  const [num, den] = (profile.video?.sar ?? '1:1').split(':').map(Number) as [number, number];
  return { ParControl: 'SPECIFIED' as const, ParNumerator: num, ParDenominator: den };
}

function videoDescription(
  profile: MediaProfile,
  spec: MasterSpec,
  sourceRate: string,
  scan: SourceScan,
): VideoDescription {
  const video = profile.video!;
  const size = renditionSize(video, spec.ratio);
  const rate = frameRate(profile, sourceRate);
  // Timecode in the picture stream only where input and output frames correspond one to one.
  const sameRate = !conforms(profile) || sourceRate === '29.97';
  const common = {
    Width: size.width,
    Height: size.height,
    // Exact frame size as the ffmpeg encoder's scale=W:H, anamorphic SD included (no letterbox).
    ScalingBehavior: 'STRETCH_TO_OUTPUT' as const,
    AntiAlias: 'ENABLED' as const,
    ColorMetadata: 'INSERT' as const,
    TimecodeInsertion: sameRate ? ('PIC_TIMING_SEI' as const) : ('DISABLED' as const),
    // Progressive outputs from interlaced sources (bwdif in the ffmpeg graph); interlaced outputs keep
    // fields. A PsF source is progressive pictures: flagged so on its input, never deinterlaced.
    ...(video.interlaced || scan === 'psf'
      ? {}
      : {
          VideoPreprocessors: {
            Deinterlacer: { Mode: 'ADAPTIVE' as const, Algorithm: 'INTERPOLATE' as const, Control: 'NORMAL' as const },
          },
        }),
  };
  if (video.codec === 'xdcam_hd422') {
    // broadcast-spec 5.2 and 8: 4:2:2P@HL, 50 Mb/s CBR, long GOP N=15 M=3, TFF, intra DC precision 10.
    const settings: Mpeg2Settings = {
      CodecProfile: 'PROFILE_422',
      CodecLevel: 'HIGH',
      RateControlMode: 'CBR',
      Bitrate: bits(video.bitrate)!,
      HrdBufferSize: 17_825_792,
      GopSize: 15,
      GopSizeUnits: 'FRAMES',
      // Every GOP closed, as the ffmpeg encodes (docs/architecture.md, "The MXF keys' GOP").
      GopClosedCadence: 1,
      NumberBFramesBetweenReferenceFrames: 2,
      SceneChangeDetect: 'DISABLED',
      IntraDcPrecision: 'INTRA_DC_PRECISION_10',
      InterlaceMode: video.interlaced ? 'TOP_FIELD' : 'PROGRESSIVE',
      ...rate,
      ...pixelAspect(profile),
    };
    return { ...common, CodecSettings: { Codec: 'MPEG2', Mpeg2Settings: settings } };
  }
  if (video.codec === 'prores_hq') {
    const settings: ProresSettings = {
      CodecProfile: 'APPLE_PRORES_422_HQ',
      InterlaceMode: video.interlaced ? 'TOP_FIELD' : 'PROGRESSIVE',
      ...rate,
      ...pixelAspect(profile),
    };
    return { ...common, CodecSettings: { Codec: 'PRORES', ProresSettings: settings } };
  }
  if (video.codec === 'h264') {
    const gop = conforms(profile)
      ? { GopSize: 60, GopSizeUnits: 'FRAMES' as const }
      : { GopSize: 2, GopSizeUnits: 'SECONDS' as const };
    // A fixed bitrate (XR's ~20 Mb/s commercial files) is CBR; otherwise the profile's CRF under its cap is QVBR.
    const rateControl = video.bitrate
      ? {
          RateControlMode: 'CBR' as const,
          Bitrate: bits(video.bitrate)!,
          HrdBufferSize: bits(video.bufsize ?? video.bitrate)!,
        }
      : {
          RateControlMode: 'QVBR' as const,
          MaxBitrate: bits(video.maxrate ?? '10M')!,
          HrdBufferSize: bits(video.bufsize),
          QvbrSettings: { QvbrQualityLevel: qvbrQualityFromCrf(video.crf ?? 20) },
        };
    const settings: H264Settings = {
      CodecProfile: video.h264Profile === 'main' ? 'MAIN' : 'HIGH',
      CodecLevel: h264Level(video.h264Level ?? '4.1'),
      ...rateControl,
      ...gop,
      SceneChangeDetect: 'DISABLED',
      InterlaceMode: 'PROGRESSIVE',
      ...rate,
      ...pixelAspect(profile),
    };
    return { ...common, CodecSettings: { Codec: 'H_264', H264Settings: settings } };
  }
  throw new MediaConvertUnsupportedError(profile.key, `no MediaConvert mapping for ${video.codec}`);
}

type AudioSource =
  | { kind: 'tracks'; files: readonly string[] }
  | { kind: 'stereo-file'; file: string }
  | { kind: 'embedded'; layout: MasterSpec['audioType'] };

function audioSource(spec: MasterSpec, inputs: MediaConvertInputs): AudioSource {
  const urls = inputs.audioS3Urls;
  if (urls.length === 7) return { kind: 'tracks', files: urls };
  if (urls.length === 1) return { kind: 'stereo-file', file: urls[0]! };
  if (urls.length === 0) return { kind: 'embedded', layout: spec.audioType };
  throw new RangeError(`audioS3Urls: expected 0, 1 or 7 files (upload slots), got ${urls.length}`);
}

/** Both channels of a stereo pair, each at `gainDb`: the group's gain, the pair kept apart. */
const pairAt = (gainDb: number): RemixSettings => ({
  ChannelsIn: 2,
  ChannelsOut: 2,
  ChannelMapping: {
    OutputChannels: [{ InputChannelsFineTune: [gainDb, MUTE_DB] }, { InputChannelsFineTune: [MUTE_DB, gainDb] }],
  },
});

/** One output channel from one channel of `channelsIn`, at `gainDb` (the others muted). */
const pick = (channelsIn: number, channel: number, gainDb: number): RemixSettings => ({
  ChannelsIn: channelsIn,
  ChannelsOut: 1,
  ChannelMapping: {
    OutputChannels: [
      { InputChannelsFineTune: Array.from({ length: channelsIn }, (_, i) => (i === channel ? gainDb : MUTE_DB)) },
    ],
  },
});

const trackName = (n: number) => `Track ${n}`;
const STEREO = 'Stereo';
const CAPTIONS = 'Captions';

/**
 * The program input's audio selectors, named like the outputs' tracks: for eight mono tracks,
 * `Track 1`..`Track 8` (1-6 surround, 7-8 stereo mix; a stereo master goes on 1-2 and 7-8 with 3-6
 * silent, as in the ffmpeg encoder), each one channel with its group's gain; for stereo outputs
 * one `Stereo` selector of the stereo mix (tracks 7-8 of an eight-track master) at the pair's gain.
 * The gains are the loudness treatment: no MediaConvert normaliser runs (see audioDescriptions).
 */
function programAudioSelectors(
  profile: MediaProfile,
  spec: MasterSpec,
  inputs: MediaConvertInputs,
): Record<string, AudioSelector> {
  const source = audioSource(spec, inputs);
  const stereoOf = (): AudioSelector => {
    if (source.kind === 'tracks') return { ExternalAudioFileInput: source.files[6]! };
    if (source.kind === 'stereo-file') return { ExternalAudioFileInput: source.file };
    return { SelectorType: 'TRACK', Tracks: source.layout === '8trks' ? [7, 8] : [1] };
  };
  const required = profile.audio.layout === '8mono' ? 'surround and stereo' : 'stereo';
  const gains = inputs.gains;
  if (!gains?.stereo || (profile.audio.layout === '8mono' && !gains.surround))
    throw new RangeError(`${profile.key}: gains (the loudness plan of its ${required} groups) are required`);
  if (profile.audio.layout === 'stereo')
    return {
      [STEREO]: {
        ...stereoOf(),
        DefaultSelection: 'DEFAULT',
        RemixSettings: pairAt(byNormaliser(profile, gains) ? 0 : gains.stereo.gainDb),
      },
    };
  const stereo = gains.stereo;
  const surround = gains.surround!;
  const selectors: Record<string, AudioSelector> = {};
  const eightTracks = source.kind === 'tracks' || (source.kind === 'embedded' && source.layout === '8trks');
  for (let n = 1; n <= 8; n++) {
    const isMix = n >= 7;
    const gain = isMix ? stereo.gainDb : surround.gainDb;
    if (eightTracks) {
      if (source.kind === 'tracks') {
        selectors[trackName(n)] = isMix
          ? { ExternalAudioFileInput: source.files[6]!, RemixSettings: pick(2, n - 7, gain) }
          : { ExternalAudioFileInput: source.files[n - 1]!, RemixSettings: pick(1, 0, gain) };
      } else {
        selectors[trackName(n)] = { SelectorType: 'TRACK', Tracks: [n], RemixSettings: pick(1, 0, gain) };
      }
    } else {
      // A stereo master: L/R on 1-2 and 7-8 at the stereo gain, 3-6 silent.
      const silent = n >= 3 && n <= 6;
      const channel = n === 1 || n === 7 ? 0 : 1;
      selectors[trackName(n)] = {
        ...stereoOf(),
        RemixSettings: pick(2, silent ? 0 : channel, silent ? MUTE_DB : stereo.gainDb),
      };
    }
  }
  return selectors;
}

/** A layout clip carries the output's own tracks: eight mono tracks, or one stereo track. */
function clipAudioSelectors(profile: MediaProfile): Record<string, AudioSelector> {
  if (profile.audio.layout === 'stereo')
    return { [STEREO]: { SelectorType: 'TRACK', Tracks: [1], DefaultSelection: 'DEFAULT' } };
  return Object.fromEntries(
    Array.from({ length: 8 }, (_, i) => [
      trackName(i + 1),
      { SelectorType: 'TRACK', Tracks: [i + 1] } satisfies AudioSelector,
    ]),
  );
}

function captionSelector(
  profile: MediaProfile,
  inputs: MediaConvertInputs,
): Record<string, CaptionSelector> | undefined {
  if (!profile.embedCaptions && !profile.burnInSubtitles) return undefined;
  const url = inputs.captionsS3Url;
  if (!url)
    throw new RangeError(`${profile.key}: captionsS3Url is required (${profile.embedCaptions ? 'SCC_CC' : 'SRT_CC'})`);
  if (profile.embedCaptions) {
    if (!/\.scc$/i.test(url))
      throw new RangeError(`${profile.key}: embedded captions come from SCC_CC (.scc), got ${url}`);
    // SCC_CC's program starts at 10:00:00;00 and the input counts from zero: move captions back ten hours.
    return {
      [CAPTIONS]: {
        SourceSettings: {
          SourceType: 'SCC',
          FileSourceSettings: { SourceFile: url, Convert608To708: 'UPCONVERT', Framerate: NTSC, TimeDelta: -36_000 },
        },
      },
    };
  }
  if (!/\.srt$/i.test(url))
    throw new RangeError(`${profile.key}: burned-in subtitles come from SRT_CC (.srt), got ${url}`);
  return { [CAPTIONS]: { SourceSettings: { SourceType: 'SRT', FileSourceSettings: { SourceFile: url } } } };
}

/** The program clip of a conformed output: exactly the source frames that become the program's frames. */
function programClipping(profile: MediaProfile, spec: MasterSpec, sourceRate: string): Input['InputClippings'] {
  if (!conforms(profile)) return undefined;
  const frames = profilePlan(profile, spec.durationSeconds).programFrames;
  if (sourceRate === '23.976')
    return [{ StartTimecode: '00:00:00:00', EndTimecode: ndfTimecode((frames * 4) / 5 - 1, 24) }];
  return [{ StartTimecode: '00:00:00;00', EndTimecode: framesToTc(frames - 1) }];
}

const languageCode = (spec: MasterSpec) => (spec.language === 'fr' ? 'FRA' : 'ENG') as 'ENG' | 'FRA';

function audioDescriptions(profile: MediaProfile, spec: MasterSpec, inputs: MediaConvertInputs): AudioDescription[] {
  const audio = profile.audio;
  const language = { LanguageCodeControl: 'USE_CONFIGURED' as const, LanguageCode: languageCode(spec) };
  // Gains per loudness group are applied in the selectors (programAudioSelectors), from the plan the
  // ffmpeg encoder calibrated. MediaConvert's AudioNormalizationSettings only where a stereo gain is
  // beyond the remix range (byNormaliser): per track it would measure the LFE and each surround
  // channel alone and break the 5.1 balance, and its API reference promises no accuracy, while every
  // output must be within 0.1 LU (docs/architecture.md, "MediaConvert's loudness"); the record step
  // measures what came out either way.
  if (audio.layout === '8mono') {
    return Array.from({ length: 8 }, (_, i) => ({
      AudioSourceName: trackName(i + 1),
      ...language,
      CodecSettings: {
        Codec: 'WAV' as const,
        WavSettings: { BitDepth: 24 as const, Channels: 1, SampleRate: audio.sampleRate, Format: 'RIFF' as const },
      },
    }));
  }
  return [
    {
      AudioSourceName: STEREO,
      ...language,
      ...(byNormaliser(profile, inputs.gains)
        ? {
            AudioNormalizationSettings: {
              Algorithm: 'ITU_BS_1770_3' as const,
              AlgorithmControl: 'CORRECT_AUDIO' as const,
              TargetLkfs: audio.loudness.integrated!,
              PeakCalculation: 'TRUE_PEAK' as const,
              TruePeakLimiterThreshold: audio.loudness.truePeak,
            },
          }
        : {}),
      CodecSettings: {
        Codec: 'AAC' as const,
        AacSettings: {
          Bitrate: bits(audio.bitrate ?? '192k')!,
          CodingMode: 'CODING_MODE_2_0' as const,
          SampleRate: audio.sampleRate,
          CodecProfile: 'LC' as const,
          RateControlMode: 'CBR' as const,
          Specification: 'MPEG4' as const,
          RawFormat: 'NONE' as const,
        },
      },
    },
  ];
}

function captionDescriptions(profile: MediaProfile, spec: MasterSpec): CaptionDescription[] | undefined {
  if (profile.embedCaptions) {
    return [
      {
        CaptionSelectorName: CAPTIONS,
        LanguageCode: languageCode(spec),
        DestinationSettings: {
          DestinationType: 'EMBEDDED',
          EmbeddedDestinationSettings: { Destination608ChannelNumber: 1, Destination708ServiceNumber: 1 },
        },
      },
    ];
  }
  if (profile.burnInSubtitles) {
    return [
      {
        CaptionSelectorName: CAPTIONS,
        LanguageCode: languageCode(spec),
        DestinationSettings: {
          DestinationType: 'BURN_IN',
          BurninDestinationSettings: {
            Alignment: 'CENTERED',
            FontColor: 'WHITE',
            FontOpacity: 255,
            OutlineColor: 'BLACK',
            OutlineSize: 2,
          },
        },
      },
    ];
  }
  return undefined;
}

function containerSettings(profile: MediaProfile): ContainerSettings {
  if (profile.container === 'mxf') return { Container: 'MXF', MxfSettings: { Profile: 'XDCAM' } };
  if (profile.container === 'mov') return { Container: 'MOV' };
  if (profile.container === 'mp4') return { Container: 'MP4', Mp4Settings: { MoovPlacement: 'PROGRESSIVE_DOWNLOAD' } };
  throw new MediaConvertUnsupportedError(profile.key, `no MediaConvert container for ${profile.container}`);
}

/** FileGroupSettings.Destination: the output's URL without extension (MediaConvert adds it). */
function destinationBase(profile: MediaProfile, spec: MasterSpec, destinationS3Url: string): string {
  if (!destinationS3Url.startsWith('s3://'))
    throw new RangeError(`destination must be an s3:// URL, got ${destinationS3Url}`);
  if (destinationS3Url.endsWith('/'))
    return `${destinationS3Url}${outputFileName(spec.uniqueId, profile.key).replace(/\.[^.]+$/, '')}`;
  return destinationS3Url.replace(new RegExp(`\\.${profile.extension}$`, 'i'), '');
}

/**
 * The MediaConvert job that makes one output key, the way its profile says (broadcast-spec 4 and 8):
 * one file group output at `destinationS3Url` (a file URL, or a folder ending in `/` for
 * `<UNIQUEID>_<KEY>.<ext>`), timecode from the layout's first frame, layout clips around the
 * program, the program cut to its exact frame count. Throws MediaConvertUnsupportedError for what
 * mediaConvertSupport routes to ffmpeg.
 */
export function mediaConvertJobSettings(
  profile: MediaProfile,
  spec: MasterSpec,
  inputs: MediaConvertInputs,
  destinationS3Url: string,
): JobSettings {
  const support = mediaConvertSupport(profile, spec, inputs);
  if (!support.supported) throw new MediaConvertUnsupportedError(profile.key, support.reason);
  const sourceRate = inputs.sourceFrameRate ?? '29.97';
  const plan = profilePlan(profile, spec.durationSeconds);

  const clip = (url: string | undefined, part: 'pre' | 'post'): Input[] => {
    const frames = part === 'pre' ? plan.preFrames : plan.postFrames;
    if (frames === 0) return [];
    if (!url)
      throw new RangeError(
        `${profile.key}: layout ${plan.layoutId} needs its ${part}-roll clip (${frames} frames) in layoutClips.${part}`,
      );
    return [
      { FileInput: url, TimecodeSource: 'ZEROBASED', VideoSelector: {}, AudioSelectors: clipAudioSelectors(profile) },
    ];
  };
  const captions = captionSelector(profile, inputs);
  const clipping = programClipping(profile, spec, sourceRate);
  const scan = inputs.sourceScan ?? 'progressive';
  const program: Input = {
    FileInput: inputs.videoS3Url,
    // MediaConvert does not detect PsF; flagged, it reads the two fields as one progressive picture.
    ...(scan === 'psf' ? { InputScanType: 'PSF' as const } : {}),
    TimecodeSource: 'ZEROBASED',
    VideoSelector: {},
    AudioSelectors: programAudioSelectors(profile, spec, inputs),
    ...(captions ? { CaptionSelectors: captions } : {}),
    ...(clipping ? { InputClippings: clipping } : {}),
  };

  // Drop-frame labels exist only at 29.97 and 59.94: a web copy kept at 25 or 23.976 fps gets the same start, non-drop.
  const start = startLabelAtRate(plan.fileStart, conforms(profile) ? '29.97' : sourceRate);
  const captionDescs = captionDescriptions(profile, spec);
  const output: Output = {
    Extension: profile.extension,
    ContainerSettings: containerSettings(profile),
    VideoDescription: videoDescription(profile, spec, sourceRate, scan),
    AudioDescriptions: audioDescriptions(profile, spec, inputs),
    ...(captionDescs ? { CaptionDescriptions: captionDescs } : {}),
  };
  return {
    TimecodeConfig: { Source: 'SPECIFIEDSTART', Start: start },
    Inputs: [...clip(inputs.layoutClips?.pre, 'pre'), program, ...clip(inputs.layoutClips?.post, 'post')],
    OutputGroups: [
      {
        Name: profile.key,
        OutputGroupSettings: {
          Type: 'FILE_GROUP_SETTINGS',
          FileGroupSettings: { Destination: destinationBase(profile, spec, destinationS3Url) },
        },
        Outputs: [output],
      },
    ],
  };
}
