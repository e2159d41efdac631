import { BASE_MASTER_TYPES, OUTPUT_KEY_NAMES, type AcceptedFormatFacts, type OutputFacts } from '@masterport/contract';
import { LOUDNESS_TARGETS } from './master.ts';
import { TV_SOURCE_RATES } from './outputs/frame-rate.ts';
import { framesToTc, tcToFrames } from './timecode.ts';
import { isMediaProfile, outputProfile, type MediaProfile } from './outputs/profiles.ts';
import {
  QC_LIMITS,
  SCC_PRELOAD_FRAMES,
  SCC_PROGRAM_START,
  SOURCE_CONTAINERS,
  TV_FRAME,
  VIDEO_CODECS,
  WEB_RATES,
  WEB_SHORT_SIDE,
} from './qc/rules.ts';

const VIDEO_CODEC_NAMES: Record<NonNullable<MediaProfile['video']>['codec'], string> = {
  xdcam_hd422: 'XDCAM HD422',
  prores_hq: 'Apple ProRes 422 HQ',
  h264: 'H.264',
  vp9: 'VP9',
};
const AUDIO_CODEC_NAMES: Record<MediaProfile['audio']['codec'], string> = {
  pcm_s24le: 'PCM 24-bit',
  aac: 'AAC',
  opus: 'Opus',
  mp3: 'MP3',
};

function videoFacts(video: NonNullable<MediaProfile['video']>): string {
  const size = 'width' in video.size ? `${video.size.width}x${video.size.height}` : `${video.size.shortSide}p`;
  const rate = video.rate === 'source' ? 'source rate' : `${video.rate}${video.interlaced ? 'i' : 'p'}`;
  return `${size} ${VIDEO_CODEC_NAMES[video.codec]} ${rate}`;
}

function outputFacts(key: string): OutputFacts {
  const profile = outputProfile(key);
  if (!isMediaProfile(profile)) return { key, category: profile.category, extension: profile.extension };
  const { audio } = profile;
  const loudness = audio.loudness.integrated === undefined ? undefined : audio.loudness;
  return {
    key,
    category: profile.category,
    extension: profile.extension,
    ...(profile.video ? { video: videoFacts(profile.video) } : {}),
    audio: `${audio.layout === '8mono' ? '8 mono' : 'stereo'} ${AUDIO_CODEC_NAMES[audio.codec]}${audio.bitrate ? ` ${audio.bitrate}` : ''} ${audio.sampleRate / 1000} kHz`,
    ...(loudness ? { loudness: `${loudness.integrated} LUFS / ${loudness.truePeak} dBTP` } : {}),
  };
}

/**
 * What the public accepted-formats page prints, read from the values quality control and the
 * output profiles run on (the site's prerender calls this at build time).
 */
export function acceptedFormatFacts(): AcceptedFormatFacts {
  return {
    sources: {
      pictureContainers: SOURCE_CONTAINERS.picture.label,
      radioContainers: SOURCE_CONTAINERS.radio.label,
      videoCodecs: VIDEO_CODECS,
      tvFrameRates: TV_SOURCE_RATES,
      webFrameRates: WEB_RATES,
      tvFrame: `${TV_FRAME.width}x${TV_FRAME.height}`,
      tvWarnFrame: `${TV_FRAME.warnWidth}x${TV_FRAME.warnHeight}`,
      webShortSide: WEB_SHORT_SIDE,
      radioMinBitRate: QC_LIMITS.radioMinBitRate,
      radioMinSampleRate: QC_LIMITS.radioMinSampleRate,
    },
    loudness: BASE_MASTER_TYPES.map((type) => ({
      type,
      integrated: LOUDNESS_TARGETS[type],
      truePeak: type === 'PUB_TV_WEB' ? QC_LIMITS.truePeakTv : QC_LIMITS.truePeakWebRadio,
    })),
    captions: {
      sccProgramStart: SCC_PROGRAM_START,
      sccEarliestFirst: framesToTc(tcToFrames(SCC_PROGRAM_START) - SCC_PRELOAD_FRAMES),
    },
    loudnessRejectLu: QC_LIMITS.loudnessRejectLu,
    loudnessWarnLu: QC_LIMITS.loudnessWarnLu,
    outputs: OUTPUT_KEY_NAMES.map(outputFacts),
  };
}
