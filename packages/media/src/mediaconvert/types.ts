/**
 * The part of AWS Elemental MediaConvert's job `Settings` (CreateJob API, 2017-08-29) that the job
 * builder writes, with the API's member names and enum values. `@aws-sdk/client-mediaconvert` is
 * not a dependency of this package (it runs no AWS call), so these minimal shapes stand in for its
 * types; a task that sends the job can pass the object to `CreateJobCommand({ Settings })` as is.
 * Core's unit tests send the built jobs through the SDK's own `CreateJobCommandInput` type (its
 * `testing/mocked-mediaconvert.ts`), so a name or value the API does not have fails the typecheck.
 */

export type S3Url = `s3://${string}`;

export interface TimecodeConfig {
  readonly Source: 'EMBEDDED' | 'ZEROBASED' | 'SPECIFIEDSTART';
  readonly Start?: string;
}

export interface ChannelMapping {
  /** One entry per output channel: the gain of each input channel into it, -60 (mute) to +6 dB. */
  readonly OutputChannels: readonly { readonly InputChannelsFineTune: readonly number[] }[];
}

export interface RemixSettings {
  readonly ChannelsIn: number;
  readonly ChannelsOut: number;
  readonly ChannelMapping: ChannelMapping;
}

export interface AudioSelector {
  readonly SelectorType?: 'TRACK';
  readonly Tracks?: readonly number[];
  readonly ExternalAudioFileInput?: string;
  readonly DefaultSelection?: 'DEFAULT' | 'NOT_DEFAULT';
  readonly RemixSettings?: RemixSettings;
}

export interface CaptionSelector {
  readonly LanguageCode?: 'ENG' | 'FRA';
  readonly SourceSettings: {
    readonly SourceType: 'SCC' | 'SRT';
    readonly FileSourceSettings: {
      readonly SourceFile: string;
      readonly Convert608To708?: 'UPCONVERT' | 'DISABLED';
      readonly Framerate?: { readonly FramerateNumerator: number; readonly FramerateDenominator: number };
      /** Seconds added to every caption time. */
      readonly TimeDelta?: number;
    };
  };
}

export interface InputClipping {
  readonly StartTimecode?: string;
  /** Inclusive: the frame with this timecode is the clip's last. */
  readonly EndTimecode?: string;
}

export interface Input {
  readonly FileInput: string;
  /** PSF: the input is progressive segmented frame (MediaConvert does not detect it). Absent: AUTO. */
  readonly InputScanType?: 'AUTO' | 'PSF';
  readonly TimecodeSource: 'EMBEDDED' | 'ZEROBASED' | 'SPECIFIEDSTART';
  readonly VideoSelector?: Record<string, never>;
  readonly AudioSelectors?: Readonly<Record<string, AudioSelector>>;
  readonly CaptionSelectors?: Readonly<Record<string, CaptionSelector>>;
  readonly InputClippings?: readonly InputClipping[];
}

interface FrameRate {
  readonly FramerateControl: 'SPECIFIED' | 'INITIALIZE_FROM_SOURCE';
  readonly FramerateNumerator?: number;
  readonly FramerateDenominator?: number;
  readonly FramerateConversionAlgorithm?: 'DUPLICATE_DROP' | 'INTERPOLATE';
  readonly Telecine?: 'NONE' | 'HARD';
}

interface PixelAspect {
  readonly ParControl: 'SPECIFIED' | 'INITIALIZE_FROM_SOURCE';
  readonly ParNumerator?: number;
  readonly ParDenominator?: number;
}

export interface Mpeg2Settings extends FrameRate, PixelAspect {
  readonly CodecProfile: 'PROFILE_422' | 'MAIN';
  readonly CodecLevel: 'HIGH' | 'MAIN' | 'AUTO';
  readonly RateControlMode: 'CBR' | 'VBR';
  readonly Bitrate: number;
  readonly HrdBufferSize?: number;
  readonly GopSize: number;
  readonly GopSizeUnits: 'FRAMES' | 'SECONDS';
  /** One closed GOP every N GOPs (1: every GOP closed). */
  readonly GopClosedCadence: number;
  readonly NumberBFramesBetweenReferenceFrames: number;
  readonly SceneChangeDetect: 'ENABLED' | 'DISABLED';
  readonly IntraDcPrecision: 'INTRA_DC_PRECISION_10' | 'AUTO';
  readonly InterlaceMode: 'TOP_FIELD' | 'PROGRESSIVE';
}

export interface ProresSettings extends FrameRate, PixelAspect {
  readonly CodecProfile: 'APPLE_PRORES_422_HQ' | 'APPLE_PRORES_422';
  readonly InterlaceMode: 'TOP_FIELD' | 'PROGRESSIVE';
}

/** The H.264 levels the API names (`h264Level` maps a profile's '4.1' to LEVEL_4_1). */
export const H264_LEVELS = [
  'LEVEL_1',
  'LEVEL_1_1',
  'LEVEL_1_2',
  'LEVEL_1_3',
  'LEVEL_2',
  'LEVEL_2_1',
  'LEVEL_2_2',
  'LEVEL_3',
  'LEVEL_3_1',
  'LEVEL_3_2',
  'LEVEL_4',
  'LEVEL_4_1',
  'LEVEL_4_2',
  'LEVEL_5',
  'LEVEL_5_1',
  'LEVEL_5_2',
] as const;
export type H264Level = (typeof H264_LEVELS)[number];

export interface H264Settings extends FrameRate, PixelAspect {
  readonly CodecProfile: 'HIGH' | 'MAIN';
  readonly CodecLevel: H264Level;
  readonly RateControlMode: 'QVBR' | 'CBR' | 'VBR';
  readonly Bitrate?: number;
  readonly MaxBitrate?: number;
  readonly HrdBufferSize?: number;
  readonly QvbrSettings?: { readonly QvbrQualityLevel: number };
  readonly GopSize: number;
  readonly GopSizeUnits: 'FRAMES' | 'SECONDS';
  readonly SceneChangeDetect: 'ENABLED' | 'DISABLED';
  readonly InterlaceMode: 'PROGRESSIVE';
}

export type VideoCodecSettings =
  | { readonly Codec: 'MPEG2'; readonly Mpeg2Settings: Mpeg2Settings }
  | { readonly Codec: 'PRORES'; readonly ProresSettings: ProresSettings }
  | { readonly Codec: 'H_264'; readonly H264Settings: H264Settings };

export interface VideoDescription {
  readonly Width: number;
  readonly Height: number;
  readonly ScalingBehavior: 'STRETCH_TO_OUTPUT' | 'DEFAULT';
  readonly AntiAlias: 'ENABLED';
  readonly ColorMetadata: 'INSERT' | 'IGNORE';
  readonly TimecodeInsertion: 'PIC_TIMING_SEI' | 'DISABLED';
  readonly VideoPreprocessors?: {
    readonly Deinterlacer?: {
      readonly Mode: 'ADAPTIVE' | 'DEINTERLACE';
      readonly Algorithm: 'INTERPOLATE';
      readonly Control: 'NORMAL';
    };
  };
  readonly CodecSettings: VideoCodecSettings;
}

export interface AudioNormalizationSettings {
  readonly Algorithm: 'ITU_BS_1770_3' | 'ITU_BS_1770_4';
  readonly AlgorithmControl: 'CORRECT_AUDIO' | 'MEASURE_ONLY';
  readonly TargetLkfs: number;
  readonly PeakCalculation: 'TRUE_PEAK' | 'NONE';
  /** dBTP, 0 to -8: the limiter's ceiling, "without affecting the overall target LKFS" (the API reference). */
  readonly TruePeakLimiterThreshold: number;
}

export type AudioCodecSettings =
  | {
      readonly Codec: 'WAV';
      readonly WavSettings: {
        readonly BitDepth: 24 | 16;
        readonly Channels: number;
        readonly SampleRate: number;
        readonly Format?: 'RIFF';
      };
    }
  | {
      readonly Codec: 'AAC';
      readonly AacSettings: {
        readonly Bitrate: number;
        readonly CodingMode: 'CODING_MODE_2_0';
        readonly SampleRate: number;
        readonly CodecProfile: 'LC';
        readonly RateControlMode: 'CBR';
        readonly Specification: 'MPEG4';
        readonly RawFormat: 'NONE';
      };
    };

export interface AudioDescription {
  readonly AudioSourceName: string;
  readonly LanguageCodeControl?: 'USE_CONFIGURED';
  readonly LanguageCode?: 'ENG' | 'FRA';
  readonly AudioNormalizationSettings?: AudioNormalizationSettings;
  readonly CodecSettings: AudioCodecSettings;
}

export interface CaptionDescription {
  readonly CaptionSelectorName: string;
  readonly LanguageCode?: 'ENG' | 'FRA';
  readonly DestinationSettings:
    | {
        readonly DestinationType: 'EMBEDDED';
        readonly EmbeddedDestinationSettings: {
          readonly Destination608ChannelNumber: number;
          readonly Destination708ServiceNumber: number;
        };
      }
    | {
        readonly DestinationType: 'BURN_IN';
        readonly BurninDestinationSettings: {
          readonly Alignment: 'CENTERED';
          readonly FontColor: 'WHITE';
          readonly FontOpacity: number;
          readonly OutlineColor: 'BLACK';
          readonly OutlineSize: number;
          readonly FontSize?: number;
          readonly YPosition?: number;
        };
      };
}

export type ContainerSettings =
  | { readonly Container: 'MXF'; readonly MxfSettings: { readonly Profile: 'XDCAM' } }
  | { readonly Container: 'MOV'; readonly MovSettings?: Record<string, never> }
  | { readonly Container: 'MP4'; readonly Mp4Settings: { readonly MoovPlacement: 'PROGRESSIVE_DOWNLOAD' | 'NORMAL' } };

export interface Output {
  readonly NameModifier?: string;
  readonly Extension: string;
  readonly ContainerSettings: ContainerSettings;
  readonly VideoDescription: VideoDescription;
  readonly AudioDescriptions: readonly AudioDescription[];
  readonly CaptionDescriptions?: readonly CaptionDescription[];
}

export interface OutputGroup {
  readonly Name: string;
  readonly OutputGroupSettings: {
    readonly Type: 'FILE_GROUP_SETTINGS';
    /** Folder and base name: MediaConvert appends NameModifier and the extension. */
    readonly FileGroupSettings: { readonly Destination: string };
  };
  readonly Outputs: readonly Output[];
}

/** `Settings` of a CreateJob request. */
export interface JobSettings {
  readonly TimecodeConfig?: TimecodeConfig;
  readonly Inputs: readonly Input[];
  readonly OutputGroups: readonly OutputGroup[];
}
