/**
 * ffprobe JSON -> a typed description of a media file (broadcast-spec 3.3.1). Parsing is separate from
 * running so the mapping is unit-tested on recorded JSON.
 */
import { runFfprobe, type RunOptions } from './ffmpeg.ts';
import { parseRational, toNumber, type Rational } from './rational.ts';

export type FieldOrder = 'progressive' | 'tt' | 'bb' | 'tb' | 'bt' | 'unknown';

export interface VideoStream {
  readonly kind: 'video';
  readonly index: number;
  readonly codec: string;
  readonly codecTag?: string;
  readonly profile?: string;
  readonly level?: number;
  readonly width: number;
  readonly height: number;
  readonly sampleAspectRatio?: Rational;
  readonly displayAspectRatio?: Rational;
  /** `r_frame_rate`: the base rate of the stream. */
  readonly frameRate?: Rational;
  /** `avg_frame_rate`: differs from `frameRate` for variable-rate files. */
  readonly avgFrameRate?: Rational;
  readonly fieldOrder: FieldOrder;
  readonly pixFmt?: string;
  readonly bitsPerRawSample?: number;
  readonly colorRange?: string;
  /** The matrix (`color_space`), primaries and transfer the file declares, e.g. `bt709`; undefined when unknown. */
  readonly colorSpace?: string;
  readonly colorPrimaries?: string;
  readonly colorTransfer?: string;
  readonly bitRate?: number;
  readonly durationSeconds?: number;
  /** Frames from the header (MOV `nb_frames`, MXF `duration_ts` in frame units); undefined when absent. */
  readonly frames?: number;
  readonly closedCaptions: boolean;
  readonly timecode?: string;
  /** An attached picture (cover art in an MP3), not motion video. */
  readonly attachedPicture: boolean;
}

export interface AudioStream {
  readonly kind: 'audio';
  readonly index: number;
  readonly codec: string;
  readonly profile?: string;
  readonly channels: number;
  readonly channelLayout?: string;
  readonly sampleRate: number;
  readonly sampleFormat?: string;
  /** Bits of the coded samples (24 for pcm_s24le even though it decodes to s32); undefined for lossy codecs. */
  readonly bitsPerSample?: number;
  readonly bitRate?: number;
  readonly durationSeconds?: number;
  readonly samples?: number;
}

export interface OtherStream {
  readonly kind: 'subtitle' | 'data' | 'attachment';
  readonly index: number;
  readonly codec?: string;
  readonly timecode?: string;
}

export type ProbeStream = VideoStream | AudioStream | OtherStream;

export interface ProbeResult {
  /** `format_name`, e.g. "mxf", "mov,mp4,m4a,3gp,3g2,mj2", "wav", "mp3". */
  readonly container: string;
  readonly durationSeconds?: number;
  readonly bitRate?: number;
  readonly sizeBytes?: number;
  /** MXF operational pattern UL, when present. */
  readonly operationalPattern?: string;
  /** Start timecode: MXF format tag, else the video or tmcd stream's tag. */
  readonly timecode?: string;
  readonly tags: Readonly<Record<string, string>>;
  readonly streams: readonly ProbeStream[];
  readonly video: readonly VideoStream[];
  readonly audio: readonly AudioStream[];
  /** True when captions are found: A/53 in the video or an eia_608 stream (MXF ST 436). */
  readonly hasClosedCaptions: boolean;
}

interface RawStream {
  index?: number;
  codec_name?: string;
  codec_type?: string;
  codec_tag_string?: string;
  profile?: string;
  level?: number;
  width?: number;
  height?: number;
  sample_aspect_ratio?: string;
  display_aspect_ratio?: string;
  r_frame_rate?: string;
  avg_frame_rate?: string;
  time_base?: string;
  field_order?: string;
  pix_fmt?: string;
  bits_per_raw_sample?: string;
  bits_per_sample?: number;
  color_range?: string;
  color_space?: string;
  color_primaries?: string;
  color_transfer?: string;
  bit_rate?: string;
  duration?: string;
  duration_ts?: number;
  nb_frames?: string;
  nb_read_frames?: string;
  closed_captions?: number;
  sample_rate?: string;
  sample_fmt?: string;
  channels?: number;
  channel_layout?: string;
  disposition?: { attached_pic?: number };
  tags?: Record<string, string>;
}

interface RawProbe {
  format?: { format_name?: string; duration?: string; bit_rate?: string; size?: string; tags?: Record<string, string> };
  streams?: RawStream[];
}

const num = (text: string | number | undefined): number | undefined => {
  if (text === undefined || text === '' || text === 'N/A') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
};

const FIELD_ORDERS: readonly FieldOrder[] = ['progressive', 'tt', 'bb', 'tb', 'bt'];

function lowerTags(tags: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(tags ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
}

/** Frames a video stream declares: `nb_frames`, else `duration_ts` when the time base is one frame. */
function headerFrames(raw: RawStream, frameRate: Rational | undefined): number | undefined {
  const nb = num(raw.nb_read_frames) ?? num(raw.nb_frames);
  if (nb !== undefined && nb > 0) return nb;
  const timeBase = parseRational(raw.time_base);
  if (raw.duration_ts !== undefined && timeBase && frameRate) {
    const frames = raw.duration_ts * toNumber(timeBase) * toNumber(frameRate);
    if (Math.abs(frames - Math.round(frames)) < 0.01) return Math.round(frames);
  }
  return undefined;
}

function parseStream(raw: RawStream, position: number): ProbeStream {
  const index = raw.index ?? position;
  const tags = lowerTags(raw.tags);
  if (raw.codec_type === 'video') {
    const frameRate = parseRational(raw.r_frame_rate);
    const fieldOrder = FIELD_ORDERS.includes(raw.field_order as FieldOrder)
      ? (raw.field_order as FieldOrder)
      : 'unknown';
    return {
      kind: 'video',
      index,
      codec: raw.codec_name ?? 'unknown',
      codecTag: raw.codec_tag_string,
      profile: raw.profile,
      level: raw.level,
      width: raw.width ?? 0,
      height: raw.height ?? 0,
      sampleAspectRatio: parseRational(raw.sample_aspect_ratio),
      displayAspectRatio: parseRational(raw.display_aspect_ratio),
      frameRate,
      avgFrameRate: parseRational(raw.avg_frame_rate),
      fieldOrder,
      pixFmt: raw.pix_fmt,
      bitsPerRawSample: num(raw.bits_per_raw_sample),
      colorRange: raw.color_range,
      colorSpace: raw.color_space,
      colorPrimaries: raw.color_primaries,
      colorTransfer: raw.color_transfer,
      bitRate: num(raw.bit_rate),
      durationSeconds: num(raw.duration),
      frames: headerFrames(raw, frameRate),
      closedCaptions: raw.closed_captions === 1,
      timecode: tags.timecode,
      attachedPicture: raw.disposition?.attached_pic === 1,
    };
  }
  if (raw.codec_type === 'audio') {
    // PCM reports its coded size in bits_per_sample; 24-bit PCM decodes to s32 with bits_per_raw_sample 24.
    const bits = num(raw.bits_per_raw_sample) || num(raw.bits_per_sample) || undefined;
    const timeBase = parseRational(raw.time_base);
    const sampleRate = num(raw.sample_rate) ?? 0;
    const samples =
      raw.duration_ts !== undefined && timeBase && sampleRate > 0 && timeBase.num === 1 && timeBase.den === sampleRate
        ? raw.duration_ts
        : undefined;
    return {
      kind: 'audio',
      index,
      codec: raw.codec_name ?? 'unknown',
      profile: raw.profile,
      channels: raw.channels ?? 0,
      channelLayout: raw.channel_layout,
      sampleRate,
      sampleFormat: raw.sample_fmt,
      bitsPerSample: bits,
      bitRate: num(raw.bit_rate),
      durationSeconds: num(raw.duration),
      samples,
    };
  }
  const kind = raw.codec_type === 'subtitle' ? 'subtitle' : raw.codec_type === 'attachment' ? 'attachment' : 'data';
  return { kind, index, codec: raw.codec_name, timecode: tags.timecode };
}

/** Maps ffprobe's `-show_format -show_streams` JSON to a ProbeResult. */
export function parseProbeJson(json: string | RawProbe): ProbeResult {
  const raw: RawProbe = typeof json === 'string' ? (JSON.parse(json) as RawProbe) : json;
  const streams = (raw.streams ?? []).map(parseStream);
  const formatTags = lowerTags(raw.format?.tags);
  const video = streams.filter((s): s is VideoStream => s.kind === 'video' && !s.attachedPicture);
  const audio = streams.filter((s): s is AudioStream => s.kind === 'audio');
  const timecode =
    formatTags.timecode ??
    video.find((s) => s.timecode)?.timecode ??
    streams.find((s): s is OtherStream => s.kind === 'data' && s.timecode !== undefined)?.timecode;
  return {
    container: raw.format?.format_name ?? 'unknown',
    durationSeconds: num(raw.format?.duration),
    bitRate: num(raw.format?.bit_rate),
    sizeBytes: num(raw.format?.size),
    operationalPattern: formatTags.operational_pattern_ul,
    timecode,
    tags: formatTags,
    streams,
    video,
    audio,
    hasClosedCaptions:
      video.some((s) => s.closedCaptions) || streams.some((s) => s.kind === 'subtitle' && s.codec === 'eia_608'),
  };
}

/** Probes a file (header only: fast). */
export async function probe(path: string, options?: RunOptions): Promise<ProbeResult> {
  const { stdout } = await runFfprobe(
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path],
    options,
  );
  return parseProbeJson(stdout);
}

/** What ffprobe counts of the first video stream: its decoded frames, or its packets (nothing decoded). */
async function countVideo(path: string, what: 'frames' | 'packets', options?: RunOptions): Promise<number> {
  const { stdout } = await runFfprobe(
    [
      '-v',
      'error',
      `-count_${what}`,
      '-select_streams',
      'v:0',
      '-show_entries',
      `stream=nb_read_${what}`,
      '-of',
      'csv=p=0',
      path,
    ],
    options,
  );
  const count = Number(stdout.trim().split(/[\s,]+/)[0]);
  if (!Number.isInteger(count)) throw new Error(`ffprobe did not count ${what} of ${path}: "${stdout.trim()}"`);
  return count;
}

/**
 * Exact number of frames of the first video stream by decoding it (3.3.2). Slow for ProRes, so call it
 * only when the header has no count or when a test must prove the count.
 */
export const countVideoFrames = (path: string, options?: RunOptions): Promise<number> =>
  countVideo(path, 'frames', options);

/**
 * Pictures of a file we wrote, counted from its container's video packets without decoding them:
 * MXF, MOV, MP4 and WebM carry one packet per picture. The output check counts this way, since
 * decoding every output whole only to count its pictures was a tenth of a TV master's CPU.
 */
export const countVideoPackets = (path: string, options?: RunOptions): Promise<number> =>
  countVideo(path, 'packets', options);

/** Frame count from the header when it has one, else by decoding. */
export async function videoFrames(path: string, probed?: ProbeResult): Promise<number> {
  const result = probed ?? (await probe(path));
  return result.video[0]?.frames ?? countVideoFrames(path);
}
