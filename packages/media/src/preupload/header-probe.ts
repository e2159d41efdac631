/**
 * A dropped file's headers, read in the browser before its upload (issue 32): MediaInfo (MediaInfoLib
 * as WebAssembly, `mediainfo.js`) reads the file a chunk at a time through `Blob.slice`, never whole,
 * and its answer is named as ffprobe names it (probe.ts's `ProbeResult`), so quality control's own rules
 * judge it. The same code reads a file in Node (`fs.openAsBlob`), where a test holds it to ffprobe.
 *
 * Browser-safe: no Node import here or below (the SPA loads it on demand, when files are dropped).
 */
import type { AudioTrack, GeneralTrack, MediaInfo, Track, VideoTrack } from 'mediainfo.js';
import type { AudioStream, FieldOrder, ProbeResult, VideoStream } from '../probe.ts';
import type { Rational } from '../rational.ts';

/** ffprobe's demuxer names (`format_name`) for MediaInfo's formats; others keep MediaInfo's word. */
const CONTAINERS: Readonly<Record<string, string>> = {
  'MPEG-4': 'mov,mp4,m4a,3gp,3g2,mj2',
  QuickTime: 'mov,mp4,m4a,3gp,3g2,mj2',
  MXF: 'mxf',
  Wave: 'wav',
  Wave64: 'w64',
  RF64: 'wav',
  'MPEG Audio': 'mp3',
  AIFF: 'aiff',
  FLAC: 'flac',
  'MPEG-TS': 'mpegts',
  'MPEG-PS': 'mpeg',
  Matroska: 'matroska,webm',
  WebM: 'matroska,webm',
  AVI: 'avi',
};

/** ffprobe's codec names for MediaInfo's video formats. */
const VIDEO_CODECS: Readonly<Record<string, string>> = {
  AVC: 'h264',
  HEVC: 'hevc',
  ProRes: 'prores',
  'VC-3': 'dnxhd',
  'JPEG 2000': 'jpeg2000',
  VP8: 'vp8',
  VP9: 'vp9',
  AV1: 'av1',
  'MPEG-4 Visual': 'mpeg4',
  DV: 'dvvideo',
};

/** ffprobe's codec names for MediaInfo's audio formats (PCM is named from its sign, size and order below). */
const AUDIO_CODECS: Readonly<Record<string, string>> = {
  AAC: 'aac',
  'AC-3': 'ac3',
  'E-AC-3': 'eac3',
  Opus: 'opus',
  Vorbis: 'vorbis',
  FLAC: 'flac',
  ALAC: 'alac',
};

function videoCodec(track: VideoTrack): string {
  const format = track.Format ?? '';
  if (format === 'MPEG Video') return track.Format_Version === '1' ? 'mpeg1video' : 'mpeg2video';
  return VIDEO_CODECS[format] ?? format.toLowerCase();
}

function audioCodec(track: AudioTrack): string {
  const format = track.Format ?? '';
  if (format === 'MPEG Audio') {
    const layer = /Layer (\d)/.exec(track.Format_Profile ?? '')?.[1];
    return layer === '2' ? 'mp2' : layer === '1' ? 'mp1' : 'mp3';
  }
  if (format === 'PCM') {
    const bits = track.BitDepth ?? 16;
    if (track.Format_Settings_Sign === 'Float' || /float/i.test(track.Format_Settings ?? ''))
      return `pcm_f${bits}${track.Format_Settings_Endianness === 'Big' ? 'be' : 'le'}`;
    if (bits === 8) return track.Format_Settings_Sign === 'Signed' ? 'pcm_s8' : 'pcm_u8';
    return `pcm_s${bits}${track.Format_Settings_Endianness === 'Big' ? 'be' : 'le'}`;
  }
  return AUDIO_CODECS[format] ?? format.toLowerCase();
}

/** A decimal MediaInfo writes (29.97, 59.94) as a fraction: an NTSC rate as its exact n*1000/1001. */
function decimalRational(value: number | undefined): Rational | undefined {
  if (value === undefined || !Number.isFinite(value) || value <= 0) return undefined;
  if (Number.isInteger(value)) return { num: value, den: 1 };
  const ntsc = Math.round((value * 1001) / 1000);
  if (Math.abs((ntsc * 1000) / 1001 - value) < 0.005) return { num: ntsc * 1000, den: 1001 };
  return { num: Math.round(value * 1000), den: 1000 };
}

/** The stream's frame rate: MediaInfo's exact fraction when it gives one. */
function frameRates(track: VideoTrack): { frameRate?: Rational; avgFrameRate?: Rational } {
  const exact =
    track.FrameRate_Num && track.FrameRate_Den ? { num: track.FrameRate_Num, den: track.FrameRate_Den } : undefined;
  const average = exact ?? decimalRational(track.FrameRate);
  // A variable-rate file: its base rate (ffprobe's r_frame_rate) is the highest, its average lower.
  if (track.FrameRate_Mode === 'VFR' && track.FrameRate_Maximum)
    return { frameRate: decimalRational(track.FrameRate_Maximum), avgFrameRate: average };
  return { frameRate: average, avgFrameRate: average };
}

function fieldOrder(track: VideoTrack): FieldOrder {
  const scan = track.ScanType ?? '';
  if (scan === 'Progressive') return 'progressive';
  if (scan === '' && track.ScanOrder === undefined) return 'progressive';
  const order = track.ScanOrder ?? '';
  if (/^TFF/.test(order)) return 'tt';
  if (/^BFF/.test(order)) return 'bb';
  return 'unknown';
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The pixel shape as a fraction (1:1 for square pixels), and the picture's shape it gives. */
function aspect(track: VideoTrack, width: number, height: number): { sar: Rational; dar: Rational } {
  const par = track.PixelAspectRatio ?? 1;
  const sar = Math.abs(par - 1) < 0.0005 ? { num: 1, den: 1 } : { num: Math.round(par * 10_000), den: 10_000 };
  const darNum = width * sar.num;
  const darDen = height * sar.den;
  const divisor = gcd(darNum, darDen) || 1;
  return { sar, dar: { num: darNum / divisor, den: darDen / divisor } };
}

function videoStream(track: VideoTrack, index: number): VideoStream {
  const width = track.Width ?? 0;
  const height = track.Height ?? 0;
  const { sar, dar } = aspect(track, width, height);
  return {
    kind: 'video',
    index,
    codec: videoCodec(track),
    ...(track.Format_Profile ? { profile: track.Format_Profile } : {}),
    width,
    height,
    sampleAspectRatio: sar,
    displayAspectRatio: dar,
    ...frameRates(track),
    fieldOrder: fieldOrder(track),
    ...(track.BitDepth ? { bitsPerRawSample: track.BitDepth } : {}),
    ...(track.BitRate ? { bitRate: track.BitRate } : {}),
    ...(track.Duration !== undefined ? { durationSeconds: track.Duration } : {}),
    ...(track.FrameCount ? { frames: track.FrameCount } : {}),
    closedCaptions: false,
    attachedPicture: false,
  };
}

function audioStream(track: AudioTrack, index: number): AudioStream {
  const codec = audioCodec(track);
  return {
    kind: 'audio',
    index,
    codec,
    ...(track.Format_Profile ? { profile: track.Format_Profile } : {}),
    channels: track.Channels ?? 0,
    sampleRate: track.SamplingRate ?? 0,
    ...(codec.startsWith('pcm_') && track.BitDepth ? { bitsPerSample: track.BitDepth } : {}),
    ...(track.BitRate ? { bitRate: track.BitRate } : {}),
    ...(track.Duration !== undefined ? { durationSeconds: track.Duration } : {}),
    ...(track.SamplingCount ? { samples: track.SamplingCount } : {}),
  };
}

const isVideo = (track: Track): track is VideoTrack => track['@type'] === 'Video';
const isAudio = (track: Track): track is AudioTrack => track['@type'] === 'Audio';
const isGeneral = (track: Track): track is GeneralTrack => track['@type'] === 'General';

/**
 * Reads a file's headers with MediaInfo, a chunk at a time (`Blob.slice`: the file is never loaded
 * whole; MediaInfo asks for the chunks it needs, the header and index of an MOV or MXF), and names
 * what it found as ffprobe does. Undefined when MediaInfo recognises no audio or video in it.
 */
export async function readHeaderProbe(file: Blob, mediaInfo: MediaInfo<'object'>): Promise<ProbeResult | undefined> {
  const result = await mediaInfo.analyzeData(
    file.size,
    async (size, offset) => new Uint8Array(await file.slice(offset, offset + size).arrayBuffer()),
  );
  const tracks = result.media?.track ?? [];
  const general = tracks.find(isGeneral);
  const video = tracks.filter(isVideo).map(videoStream);
  const audio = tracks.filter(isAudio).map((track, i) => audioStream(track, video.length + i));
  if (!general?.Format || (video.length === 0 && audio.length === 0)) return undefined;
  return {
    container: CONTAINERS[general.Format] ?? general.Format.toLowerCase(),
    ...(general.Duration !== undefined ? { durationSeconds: general.Duration } : {}),
    ...(general.OverallBitRate ? { bitRate: general.OverallBitRate } : {}),
    sizeBytes: file.size,
    tags: {},
    streams: [...video, ...audio],
    video,
    audio,
    hasClosedCaptions: false,
  };
}
