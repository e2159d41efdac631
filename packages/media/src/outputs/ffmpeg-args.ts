/**
 * Output profile + sources -> the ffmpeg command (broadcast-spec section 5). Pure: it runs nothing, so
 * each key's command is unit-tested and logged. One graph builder serves a single output and several
 * outputs of one process (decode once, encode many).
 */
import { stereoPair, type AudioMap } from '../audio-map.ts';
import { escapeFilterValue, FfmpegInputs, joinMono, monoTrackLabels, STEREO_LAYOUT } from '../filter-graph.ts';
import type { MasterSpec } from '../master.ts';
import type { VideoStream } from '../probe.ts';
import type { LoudnessSummary } from '../qc/measure-audio.ts';
import { rateName, toNumber } from '../rational.ts';
import { framesToSamples, startLabelAtRate } from '../timecode.ts';
import {
  conformAudioFilters,
  conformPictureFilters,
  conforms,
  keptRatePictureFilters,
  outputRate,
} from './frame-rate.ts';
import { LAYOUTS, planLayout, type LayoutPlan, type PlannedSegment } from './layouts.ts';
import { loudnessChain, loudnessPlanKey, startPlan, type GainPlan, type LoudnessGroup } from './loudness.ts';
import type { AudioSettings, MediaProfile, VideoSettings } from './profiles.ts';
import { slateSourceFilter } from './slate.ts';

export interface RenderContext {
  readonly spec: MasterSpec;
  /** The picture source and its probed stream (rate, scan, size decide conform and deinterlace). */
  readonly video?: { readonly path: string; readonly stream: VideoStream };
  readonly audio: AudioMap;
  /** QC loudness of the source groups over the program (TV gains and the "as mastered" limiter). */
  readonly loudness: { readonly surround?: LoudnessSummary; readonly stereo?: LoudnessSummary };
  /** Calibrated loudness plans by loudnessPlanKey (calibrate-loudness.ts); a group without one starts from `loudness`. */
  readonly loudnessPlans?: Readonly<Record<string, GainPlan>>;
  /** Slate text files (see slateText) by layout id (the FFOA line differs), and the font. */
  readonly slateTextFiles?: Readonly<Record<string, string>>;
  readonly fontFile?: string;
  /** SRT_CC for burned-in subtitles, and the folder of its font. */
  readonly subtitlesFile?: string;
  readonly fontsDir?: string;
  /** The master has captions (shown on the slate). */
  readonly hasCaptions?: boolean;
  /** SCC_CC text (program at 10:00:00;00), for outputs that embed captions. */
  readonly sccText?: string;
  /** libx264 preset; `veryfast` by default (DESIGN.md timings). */
  readonly x264Preset?: string;
}

export interface OutputJob {
  readonly profile: MediaProfile;
  readonly outputPath: string;
}

interface Size {
  readonly width: number;
  readonly height: number;
}

const even = (x: number) => Math.max(2, Math.round(x / 2) * 2);

/** Frame size of a rendition: fixed, or the short side at the master's ratio (broadcast-spec 4). */
export function renditionSize(video: VideoSettings, ratio: string): Size {
  if ('width' in video.size) return video.size;
  const [w, h] = ratio.split(':').map(Number) as [number, number];
  const short = video.size.shortSide;
  return w >= h ? { width: even((short * w) / h), height: short } : { width: short, height: even((short * h) / w) };
}

/** The layout plan of a profile (program-only profiles get a plan with no segments). */
export function profilePlan(profile: MediaProfile, durationSeconds: number): LayoutPlan {
  if (profile.layout) return planLayout(LAYOUTS[profile.layout], durationSeconds);
  return planLayout(
    { id: 'PROGRAM', programStart: profile.startTimecode ?? '00:00:00;00', pre: [], post: [], programFrames: 'tc' },
    durationSeconds,
  );
}

const PIX_FMT: Record<VideoSettings['codec'], string> = {
  xdcam_hd422: 'yuv422p',
  prores_hq: 'yuv422p10le',
  h264: 'yuv420p',
  vp9: 'yuv420p',
};

/**
 * Whether the output's program is cut (or padded) to exactly the declared length: every conformed
 * output, and every picture output of a 29.97 source. A viewing copy of a 29.97 spot is then the same
 * 900 pictures as its slated twin's program, so both can be one encode (assemble-h264.ts).
 */
const exactProgram = (profile: MediaProfile, ctx: RenderContext) =>
  conforms(profile) || (profile.video !== undefined && rateName(ctx.video?.stream.frameRate) === '29.97');

/** The picture of a slate or black segment, at the output's size and format, as a source filter chain. */
function segmentSource(
  profile: MediaProfile,
  ctx: RenderContext,
  segment: { kind: string; frames: number },
  layoutId: string,
): string {
  const video = profile.video!;
  const size = renditionSize(video, ctx.spec.ratio);
  const pixFmt = PIX_FMT[video.codec];
  const sar = video.sar ?? '1:1';
  const textFile = ctx.slateTextFiles?.[layoutId];
  if (segment.kind === 'slate' && textFile && ctx.fontFile) {
    const slate = slateSourceFilter({ ...size, frames: segment.frames, textFile, fontFile: ctx.fontFile, pixFmt, sar });
    return `${slate},${COLOUR_ON_FRAMES}`;
  }
  return `color=c=black:s=${size.width}x${size.height}:r=30000/1001:d=${((segment.frames + 2) * 1001) / 30000},format=${pixFmt},setsar=${sar.replace(':', '/')},trim=end_frame=${segment.frames},setpts=PTS-STARTPTS,${COLOUR_ON_FRAMES}`;
}

function videoChain(
  profile: MediaProfile,
  ctx: RenderContext,
  inputPad: string,
  prefix: string,
  plan: LayoutPlan,
): { filters: string[]; out: string } {
  const video = profile.video!;
  const source = ctx.video!.stream;
  const size = renditionSize(video, ctx.spec.ratio);
  const pixFmt = PIX_FMT[video.codec];
  const sar = video.sar ?? '1:1';
  const steps: string[] = conforms(profile)
    ? conformPictureFilters(source, video.interlaced)
    : keptRatePictureFilters(source);
  steps.push(
    // Limited range whatever the source's, as the encoder declares (colourTags).
    `scale=${size.width}:${size.height}${video.interlaced ? ':interl=1' : ':flags=lanczos'}:out_range=tv`,
    `format=${pixFmt}`,
    `setsar=${sar.replace(':', '/')}`,
    COLOUR_ON_FRAMES,
  );
  if (exactProgram(profile, ctx)) {
    // Exact program length: pad a short source with its last frame, cut a long one.
    // Then evenly spaced at 29.97 from zero: a 2:3 pull-down drops a last incomplete cadence (719
    // pictures make 898 frames, not 898.75) and tpad's clones start where the source's last picture
    // ends, a gap of one frame that the muxer filled with one frame too many (1111 for 1110).
    steps.push('tpad=stop_mode=clone:stop=30', `trim=end_frame=${plan.programFrames}`, `setpts=N*1001/(30000*TB)`);
  } else steps.push('setpts=PTS-STARTPTS');
  const filters: string[] = [];
  const programPad = `[${prefix}vp]`;
  filters.push(`${inputPad}${steps.join(',')}${programPad}`);
  let out = programPad;
  if (plan.segments.length > 1) {
    const pads = plan.segments.map((segment, i) => {
      if (segment.kind === 'program') return programPad;
      const pad = `[${prefix}vs${i}]`;
      filters.push(`${segmentSource(profile, ctx, segment, plan.layoutId)}${pad}`);
      return pad;
    });
    out = `[${prefix}vc]`;
    filters.push(`${pads.join('')}concat=n=${pads.length}:v=1:a=0${out}`);
  }
  if (video.interlaced) {
    const pad = `[${prefix}vi]`;
    filters.push(`${out}setfield=tff${pad}`);
    out = pad;
  }
  if (profile.burnInSubtitles && ctx.subtitlesFile) {
    const pad = `[${prefix}vsub]`;
    const style = 'FontName=DejaVu Sans,FontSize=22,Outline=2,MarginV=40';
    filters.push(
      `${out}subtitles=filename=${escapeFilterValue(ctx.subtitlesFile)}${ctx.fontsDir ? `:fontsdir=${escapeFilterValue(ctx.fontsDir)}` : ''}:force_style=${escapeFilterValue(style)}${pad}`,
    );
    out = pad;
  }
  return { filters, out };
}

/** How many copies of each source track an output needs. */
export function trackUses(profile: MediaProfile, map: AudioMap): number[] {
  const uses = map.tracks.map(() => 0);
  if (profile.audio.layout === '8mono') {
    if (map.layout === '8trks') uses.fill(1);
    else {
      uses[0] = 2;
      uses[1] = 2;
    } // a stereo master goes on tracks 1-2 and 7-8 (broadcast-spec 1.2)
  } else {
    const [l, r] = stereoPair(map);
    uses[map.tracks.indexOf(l)] = 1;
    uses[map.tracks.indexOf(r)] = 1;
  }
  return uses;
}

/** Silence (and the 2-pop) of a layout's pre-roll, then the post-roll, around one audio pad. */
function wrapAudio(
  pad: string,
  channels: 1 | 2,
  sampleRate: number,
  plan: LayoutPlan,
  programSamples: number | undefined,
  prefix: string,
  filters: string[],
): string {
  const trim = programSamples !== undefined ? `,apad,atrim=end_sample=${programSamples}` : '';
  const layoutName = channels === 1 ? 'mono' : 'stereo';
  if (plan.preFrames === 0 && plan.postFrames === 0) {
    if (!trim) return pad;
    const out = `[${prefix}p]`;
    filters.push(`${pad}anull${trim}${out}`);
    return out;
  }
  const program = `[${prefix}p]`;
  filters.push(`${pad}anull${trim}${program}`);
  const silence = (frames: number, pop2Frame: number | undefined, out: string) => {
    const samples = framesToSamples(frames, sampleRate);
    let expr = '0';
    if (pop2Frame !== undefined) {
      // One frame of 1 kHz at -20 dBFS peak (0.1) on the 2-pop frame (broadcast-spec 2.3).
      const from = framesToSamples(pop2Frame, sampleRate);
      const to = framesToSamples(pop2Frame + 1, sampleRate) - 1;
      expr = `if(between(n\\,${from}\\,${to})\\,0.1*sin(2*PI*1000*t)\\,0)`;
    }
    const exprs = channels === 1 ? expr : `${expr}|${expr}`;
    filters.push(
      `aevalsrc=exprs=${exprs}:s=${sampleRate}:c=${layoutName}:d=${(samples + 1024) / sampleRate},atrim=end_sample=${samples}${out}`,
    );
  };
  const parts: string[] = [];
  if (plan.preFrames > 0) {
    silence(plan.preFrames, plan.pop2Frame, `[${prefix}pre]`);
    parts.push(`[${prefix}pre]`);
  }
  parts.push(program);
  if (plan.postFrames > 0) {
    silence(plan.postFrames, undefined, `[${prefix}post]`);
    parts.push(`[${prefix}post]`);
  }
  const out = `[${prefix}w]`;
  filters.push(`${parts.join('')}concat=n=${parts.length}:v=0:a=1${out}`);
  return out;
}

function audioChains(
  profile: MediaProfile,
  ctx: RenderContext,
  trackPads: string[][],
  prefix: string,
  plan: LayoutPlan,
): { filters: string[]; outs: string[] } {
  const audio = profile.audio;
  const map = ctx.audio;
  const filters: string[] = [];
  const sr = audio.sampleRate;
  const programSamples = exactProgram(profile, ctx) ? framesToSamples(plan.programFrames, sr) : undefined;
  const take = (track: number) => {
    const pad = trackPads[track]?.shift();
    if (!pad) throw new Error(`audio graph: no pad left for track ${track + 1}`);
    return pad;
  };
  const ceiling = audio.loudness.truePeak;
  // The calibrated plan where completeContext made one (calibrate-loudness.ts), else the measured start.
  const planOf = (group: LoudnessGroup, measured: LoudnessSummary | undefined) =>
    ctx.loudnessPlans?.[loudnessPlanKey(audio, group)] ?? startPlan(audio.loudness, measured);

  if (audio.layout === '8mono') {
    const surroundGain = planOf('surround', map.layout === '8trks' ? ctx.loudness.surround : ctx.loudness.stereo);
    const stereoGain = planOf('stereo', ctx.loudness.stereo);
    const sources: (number | 'silence')[] =
      map.layout === '8trks' ? [0, 1, 2, 3, 4, 5, 6, 7] : [0, 1, 'silence', 'silence', 'silence', 'silence', 0, 1];
    const outs = sources.map((source, i) => {
      const base = `${prefix}a${i}`;
      if (source === 'silence') {
        const samples = framesToSamples(plan.totalFrames, sr);
        const out = `[${base}]`;
        filters.push(`aevalsrc=exprs=0:s=${sr}:c=mono:d=${(samples + 1024) / sr},atrim=end_sample=${samples}${out}`);
        return out;
      }
      const gain = i < 6 ? surroundGain : stereoGain;
      const chain = [
        ...conformAudioFilters(profile, ctx.video?.stream),
        ...loudnessChain(gain, ceiling, sr),
        'aformat=sample_fmts=s32:channel_layouts=mono',
      ];
      const pad = `[${base}g]`;
      filters.push(`${take(source)}${chain.join(',')}${pad}`);
      return wrapAudio(pad, 1, sr, plan, programSamples, base, filters);
    });
    return { filters, outs };
  }

  const [l, r] = stereoPair(map);
  const pads = [take(map.tracks.indexOf(l)), take(map.tracks.indexOf(r))];
  const chain = [
    ...conformAudioFilters(profile, ctx.video?.stream),
    ...loudnessChain(planOf('stereo', ctx.loudness.stereo), ceiling, sr),
  ];
  const joined = `[${prefix}st]`;
  filters.push(joinMono(pads, STEREO_LAYOUT.layout, STEREO_LAYOUT.names, chain.join(','), joined));
  return { filters, outs: [wrapAudio(joined, 2, sr, plan, programSamples, `${prefix}s`, filters)] };
}

/** Pictures in an XDCAM GOP (N). */
export const XDCAM_GOP = 15;

function gopFrames(profile: MediaProfile, ctx: RenderContext): number {
  if (conforms(profile) || !ctx.video?.stream.frameRate) return 60;
  return Math.max(1, Math.round(2 * toNumber(ctx.video.stream.frameRate)));
}

/**
 * Drop-frame labels exist only at 29.97/59.94; a web copy that keeps a 25 or 23.976 source rate gets the
 * same start as a non-drop label (ffmpeg refuses a `;` timecode at those rates).
 */
function outputTimecode(profile: MediaProfile, ctx: RenderContext, plan: LayoutPlan): string {
  if (!profile.video) return plan.fileStart;
  return startLabelAtRate(plan.fileStart, outputRate(profile, ctx.video?.stream));
}

/**
 * The colour description every picture output declares (BT.709, limited range), given to the encoder
 * rather than left to what the frames it is fed carry. A program is encoded from the source's frames
 * and its slate from generated ones, then joined (assemble-h264.ts, assemble-mxf.ts): anything the
 * encoder took from the frames would differ between the parts. An XDCAM source's decoder tags its
 * frames' chroma as sited top-left, generated frames are untagged, so x264 wrote two different SPS
 * and a 29.97i source's `_SLATE` keys could not be joined. H.264 also records the chroma siting:
 * `left`, the siting of the 4:2:0 the scaler writes and the default of MPEG-2 and H.264.
 */
const COLOUR = { primaries: 'bt709', transfer: 'bt709', matrix: 'bt709', range: 'tv' } as const;

function colourTags(codec: VideoSettings['codec']): string[] {
  const tags = [
    '-color_primaries',
    COLOUR.primaries,
    '-color_trc',
    COLOUR.transfer,
    '-colorspace',
    COLOUR.matrix,
    '-color_range',
    COLOUR.range,
  ];
  return codec === 'h264' ? [...tags, '-chroma_sample_location', 'left'] : tags;
}

/**
 * The same description set on the frames themselves, at the end of every picture source (program,
 * slate, black): the ProRes encoders ignore the options above and write only what the frames carry,
 * so without it every ProRes key declared no primaries, transfer or matrix. Set alike on every part,
 * it keeps the joined keys' parts identical.
 */
const COLOUR_ON_FRAMES = `setparams=color_primaries=${COLOUR.primaries}:color_trc=${COLOUR.transfer}:colorspace=${COLOUR.matrix}:range=${COLOUR.range}`;

function videoCodecArgs(profile: MediaProfile, ctx: RenderContext): string[] {
  const v = profile.video;
  const args: string[] = [];
  if (v?.codec === 'xdcam_hd422') {
    // XDCAM HD422 (broadcast-spec 5.2): 4:2:2P@HL, 50 Mb/s CBR, GOP N=15 M=3, interlaced TFF, BT.709.
    // Every GOP closed and 15 pictures (strict_gop: without it ffmpeg makes the first one 13), so
    // every GOP is the same "IBBPBBPBBPBBPBP": a segment can start on any GOP and joined streams
    // stay one regular pattern, which MediaInfo reads as "M=3, N=15" and "Closed". ffmpeg cannot
    // code the other closed form (leading B-frames predicted from the I alone), and open GOPs
    // after a closed first one make each segment start a different GOP: "Variable"
    // (docs/architecture.md, "The MXF keys' GOP").
    args.push(
      '-c:v',
      'mpeg2video',
      '-profile:v',
      '0',
      '-level:v',
      '2',
      '-b:v',
      '50M',
      '-minrate',
      '50M',
      '-maxrate',
      '50M',
      '-bufsize',
      '17825792',
      '-rc_init_occupancy',
      '17825792',
      '-g',
      String(XDCAM_GOP),
      '-bf',
      '2',
      '-mpv_flags',
      '+strict_gop',
      '-flags',
      '+ildct+ilme+cgop',
      '-top',
      '1',
      '-alternate_scan',
      '1',
      '-intra_vlc',
      '1',
      '-non_linear_quant',
      '1',
      '-dc',
      '10',
      '-qmin',
      '1',
      '-qmax',
      '12',
      '-lmin',
      '1*QP2LAMBDA',
      '-sc_threshold',
      '1000000000',
      ...colourTags(v.codec),
      '-aspect',
      '16:9',
    );
  } else if (v?.codec === 'prores_hq') {
    // prores_aw, not prores_ks: both write ProRes 422 HQ (apch) coded interlaced, and in the packaged
    // build prores_aw takes a seventh of the CPU (ProRes was a third of a TV master's encoding;
    // test/bench/pipeline.ts prints it per family).
    args.push(
      '-c:v',
      'prores_aw',
      '-profile:v',
      '3',
      '-vendor',
      'apl0',
      '-pix_fmt',
      'yuv422p10le',
      '-flags',
      '+ildct+ilme',
      '-top',
      '1',
      ...colourTags(v.codec),
    );
  } else if (v?.codec === 'h264') {
    const gop = String(gopFrames(profile, ctx));
    args.push(
      '-c:v',
      'libx264',
      '-preset',
      ctx.x264Preset ?? 'veryfast',
      '-profile:v',
      v.h264Profile ?? 'high',
      '-level:v',
      v.h264Level ?? '4.1',
      '-pix_fmt',
      'yuv420p',
    );
    if (v.bitrate) args.push('-b:v', v.bitrate, '-maxrate', v.maxrate ?? v.bitrate, '-bufsize', v.bufsize ?? v.bitrate);
    else args.push('-crf', String(v.crf ?? 20), '-maxrate', v.maxrate ?? '10M', '-bufsize', v.bufsize ?? '20M');
    args.push('-g', gop, '-keyint_min', gop, '-sc_threshold', '0', ...colourTags(v.codec));
    // Caption SEI goes in per access unit afterwards: decode order must be display order, AUs delimited.
    if (profile.embedCaptions) args.push('-bf', '0', '-x264-params', 'aud=1');
  } else if (v?.codec === 'vp9') {
    args.push(
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      v.bitrate ?? '4M',
      '-maxrate',
      v.maxrate ?? '6M',
      '-bufsize',
      v.bufsize ?? '8M',
      '-crf',
      String(v.crf ?? 31),
      '-row-mt',
      '1',
      '-deadline',
      'good',
      '-cpu-used',
      '4',
      '-tile-columns',
      '2',
      '-g',
      String(gopFrames(profile, ctx) * 2),
      '-pix_fmt',
      'yuv420p',
      // Without them a WebM declares no colour at all and players guess (often BT.601 for small sizes).
      ...colourTags(v.codec),
    );
  } else {
    args.push('-vn');
  }
  return args;
}

/** The audio encoder of a profile: the final encode and the loudness calibration use the same one. */
export function audioCodecArgs(a: AudioSettings): string[] {
  if (a.codec === 'pcm_s24le') return ['-c:a', 'pcm_s24le', '-ar', String(a.sampleRate)];
  if (a.codec === 'aac') return ['-c:a', 'aac', '-b:a', a.bitrate ?? '192k', '-ar', String(a.sampleRate)];
  if (a.codec === 'opus') return ['-c:a', 'libopus', '-b:a', a.bitrate ?? '128k', '-ar', String(a.sampleRate)];
  return ['-c:a', 'libmp3lame', '-b:a', a.bitrate ?? '320k', '-ar', String(a.sampleRate), '-ac', '2'];
}

function audioAndContainerArgs(profile: MediaProfile, ctx: RenderContext, plan: LayoutPlan): string[] {
  const args: string[] = audioCodecArgs(profile.audio);
  args.push('-map_metadata', '-1');
  if (profile.container === 'mp3') {
    const spec = ctx.spec;
    args.push(
      '-id3v2_version',
      '3',
      '-metadata',
      `title=${spec.title}`,
      '-metadata',
      `artist=${spec.advertiser}`,
      '-metadata',
      `album=${spec.product ?? ''}`,
      '-metadata',
      `publisher=${spec.agency ?? ''}`,
      '-metadata',
      `comment=${spec.uniqueId.toUpperCase()} ${spec.durationSeconds}s`,
      '-f',
      'mp3',
    );
  } else {
    args.push('-metadata', `title=${ctx.spec.title}`);
    if (profile.container !== 'webm') args.push('-timecode', outputTimecode(profile, ctx, plan));
    if (profile.container === 'mp4') args.push('-movflags', '+faststart', '-f', 'mp4');
    else if (profile.container === 'mov') args.push('-f', 'mov');
    else if (profile.container === 'mxf') args.push('-f', 'mxf');
    else args.push('-f', 'webm');
  }
  return args;
}

/** ffmpeg arguments (without the binary) that make several outputs from one read of the sources. */
export function buildMultiOutputArgs(jobs: readonly OutputJob[], ctx: RenderContext): string[] {
  if (jobs.length === 0) throw new Error('no output to build');
  for (const job of jobs) {
    if (job.profile.video && !ctx.video) throw new Error(`${job.profile.key} needs a video source`);
  }
  const inputs = new FfmpegInputs();
  const filters: string[] = [];
  const videoJobs = jobs.filter((j) => j.profile.video);
  const videoPads: string[] = [];
  if (videoJobs.length > 0) {
    const source = `[${inputs.index(ctx.video!.path)}:v:0]`;
    if (videoJobs.length === 1) videoPads.push(source);
    else {
      const pads = videoJobs.map((_, i) => `[vsrc${i}]`);
      filters.push(`${source}split=${pads.length}${pads.join('')}`);
      videoPads.push(...pads);
    }
  }
  const uses = ctx.audio.tracks.map(() => 0);
  for (const job of jobs)
    trackUses(job.profile, ctx.audio).forEach((n, i) => {
      uses[i] = (uses[i] ?? 0) + n;
    });
  const tracks = monoTrackLabels(ctx.audio.tracks, uses, inputs, 't');
  filters.push(...tracks.filters);

  const outputArgs: string[] = [];
  jobs.forEach((job, k) => {
    const prefix = `o${k}`;
    const plan = profilePlan(job.profile, ctx.spec.durationSeconds);
    const maps: string[] = [];
    if (job.profile.video) {
      const chain = videoChain(job.profile, ctx, videoPads.shift()!, prefix, plan);
      filters.push(...chain.filters);
      maps.push('-map', chain.out);
    }
    const audio = audioChains(job.profile, ctx, tracks.labels, prefix, plan);
    filters.push(...audio.filters);
    for (const out of audio.outs) maps.push('-map', out);
    outputArgs.push(
      ...maps,
      ...videoCodecArgs(job.profile, ctx),
      ...audioAndContainerArgs(job.profile, ctx, plan),
      job.outputPath,
    );
  });
  return ['-nostats', ...inputs.toArgs(), '-filter_complex', filters.join(';'), ...outputArgs];
}

/** The ffmpeg arguments of one output key. */
export function buildFfmpegArgs(profile: MediaProfile, ctx: RenderContext, outputPath: string): string[] {
  return buildMultiOutputArgs([{ profile, outputPath }], ctx);
}

// Encode each picture once (OUTPUTS.md "Cost"): the program and the slate/black segments are encoded
// separately as MPEG-2 elementary streams, joined byte for byte per layout (assemble-mxf.ts), then muxed
// with the layout's audio by stream copy. Each segment starts with an I-frame and no leading B-frames,
// so no picture refers across a junction.

/** The program alone (conform, scale, exact length, field order) of a profile: its filters and encoder arguments. */
function programPicture(
  profile: MediaProfile,
  ctx: RenderContext,
  programFrames?: number,
  fromFrame = 0,
): { inputs: FfmpegInputs; filters: string[]; out: string; codec: string[] } {
  if (!ctx.video) throw new Error(`${profile.key} needs a video source`);
  const inputs = new FfmpegInputs();
  const source = `[${inputs.index(ctx.video.path)}:v:0]`;
  const plan = profilePlan(profile, ctx.spec.durationSeconds);
  const frames = programFrames ?? plan.programFrames;
  const programOnly: LayoutPlan = {
    ...plan,
    programFrames: frames,
    segments: [{ kind: 'program', startFrame: 0, frames, startTc: plan.programStart, pop2: false }],
  };
  const chain = videoChain(profile, ctx, source, 'p', programOnly);
  if (fromFrame === 0) return { inputs, filters: chain.filters, out: chain.out, codec: videoCodecArgs(profile, ctx) };
  // The end of the program only: the same pictures from `fromFrame` on.
  const filters = [...chain.filters, `${chain.out}trim=start_frame=${fromFrame},setpts=PTS-STARTPTS[ptail]`];
  return { inputs, filters, out: '[ptail]', codec: videoCodecArgs(profile, ctx) };
}

/**
 * The program picture of an MXF profile (conform, scale, exact length, TFF) as an MPEG-2 ES, whole or
 * from `fromFrame` on.
 */
export function buildProgramEsArgs(
  profile: MediaProfile,
  ctx: RenderContext,
  programFrames: number,
  outputPath: string,
  fromFrame = 0,
): string[] {
  const picture = programPicture(profile, ctx, programFrames, fromFrame);
  return [
    '-nostats',
    ...picture.inputs.toArgs(),
    '-filter_complex',
    picture.filters.join(';'),
    '-map',
    picture.out,
    ...picture.codec,
    '-an',
    '-f',
    'mpeg2video',
    outputPath,
  ];
}

/**
 * What decides a profile's program pictures: its filters from the source and its encoder settings.
 * Profiles with the same value get the same pictures from one encode (assemble-h264.ts); slate,
 * layout, audio, timecode and container are not part of it.
 */
export function programPictureId(profile: MediaProfile, ctx: RenderContext, programFrames?: number): string {
  const picture = programPicture(profile, ctx, programFrames);
  return JSON.stringify([picture.filters, picture.codec]);
}

/** The program picture of a profile alone, without audio, as an MP4 (assemble-h264.ts). */
export function buildProgramPictureArgs(profile: MediaProfile, ctx: RenderContext, outputPath: string): string[] {
  const picture = programPicture(profile, ctx);
  return [
    '-nostats',
    ...picture.inputs.toArgs(),
    '-filter_complex',
    picture.filters.join(';'),
    '-map',
    picture.out,
    ...picture.codec,
    '-an',
    '-f',
    'mp4',
    outputPath,
  ];
}

/** The slate and black segments before (`pre`) or after (`post`) a layout's program. */
function rollSegments(plan: LayoutPlan, part: 'pre' | 'post'): PlannedSegment[] {
  return plan.segments.filter(
    (s) =>
      s.kind !== 'program' && (part === 'pre' ? s.startFrame < plan.programOffset : s.startFrame > plan.programOffset),
  );
}

/** The pictures of a roll's segments one after the other, at the output's size and field order, as `[v]`. */
function rollPictureFilters(
  profile: MediaProfile,
  ctx: RenderContext,
  plan: LayoutPlan,
  segments: readonly PlannedSegment[],
): string[] {
  const filters = segments.map((segment, i) => `${segmentSource(profile, ctx, segment, plan.layoutId)}[s${i}]`);
  const interlace = profile.video?.interlaced ? ',setfield=tff' : '';
  filters.push(`${segments.map((_, i) => `[s${i}]`).join('')}concat=n=${segments.length}:v=1:a=0${interlace}[v]`);
  return filters;
}

/**
 * A layout's pre- or post-roll pictures alone, encoded with the profile's own settings as an MP4, so
 * they join its program picture by stream copy (assemble-h264.ts). Undefined when the layout has none.
 */
export function buildRollPictureArgs(
  profile: MediaProfile,
  ctx: RenderContext,
  part: 'pre' | 'post',
  outputPath: string,
): string[] | undefined {
  const plan = profilePlan(profile, ctx.spec.durationSeconds);
  const segments = rollSegments(plan, part);
  if (segments.length === 0) return undefined;
  return [
    '-nostats',
    '-filter_complex',
    rollPictureFilters(profile, ctx, plan, segments).join(';'),
    '-map',
    '[v]',
    ...videoCodecArgs(profile, ctx),
    '-an',
    '-f',
    'mp4',
    outputPath,
  ];
}

/** One slate or black segment of a layout as an MPEG-2 ES (slate text from `ctx.slateTextFiles`). */
export function buildSegmentEsArgs(
  profile: MediaProfile,
  ctx: RenderContext,
  segment: { kind: 'slate' | 'black'; frames: number },
  layoutId: string,
  outputPath: string,
): string[] {
  const interlace = profile.video?.interlaced ? ',setfield=tff' : '';
  return [
    '-nostats',
    '-filter_complex',
    `${segmentSource(profile, ctx, segment, layoutId)}${interlace}[v]`,
    '-map',
    '[v]',
    ...videoCodecArgs(profile, ctx),
    '-an',
    '-f',
    'mpeg2video',
    outputPath,
  ];
}

/**
 * Muxes an assembled picture (stream copy) with the profile's audio timeline into the output file:
 * `video` is read with `inputArgs` (an MPEG-2 ES, or an ffconcat list of MP4 parts).
 */
export function buildAssemblyMuxArgs(
  profile: MediaProfile,
  ctx: RenderContext,
  video: { path: string; inputArgs: readonly string[] },
  outputPath: string,
): string[] {
  const inputs = new FfmpegInputs();
  inputs.index(video.path, video.inputArgs);
  const plan = profilePlan(profile, ctx.spec.durationSeconds);
  const tracks = monoTrackLabels(ctx.audio.tracks, trackUses(profile, ctx.audio), inputs, 't');
  const audio = audioChains(profile, ctx, tracks.labels, 'o0', plan);
  return [
    '-nostats',
    ...inputs.toArgs(),
    '-filter_complex',
    [...tracks.filters, ...audio.filters].join(';'),
    '-map',
    '0:v:0',
    '-c:v',
    'copy',
    ...audio.outs.flatMap((out) => ['-map', out]),
    ...audioAndContainerArgs(profile, ctx, plan),
    outputPath,
  ];
}

/**
 * A layout's pre- or post-roll alone (slate, black, the 2-pop) as a file in the output's picture
 * format and audio tracks: MediaConvert has no slate generator, so it joins these clips around the
 * program it encodes (mediaconvert/job-settings.ts). Silence as in wrapAudio; a stereo master's
 * tracks 3-6 stay silent without the 2-pop, as in the ffmpeg encoder's timeline.
 */
export function buildLayoutClipArgs(
  profile: MediaProfile,
  ctx: RenderContext,
  part: 'pre' | 'post',
  outputPath: string,
): string[] {
  if (!profile.video) throw new Error(`${profile.key} has no picture: no layout clip`);
  const plan = profilePlan(profile, ctx.spec.durationSeconds);
  const segments = rollSegments(plan, part);
  const frames = segments.reduce((sum, s) => sum + s.frames, 0);
  if (frames === 0) throw new Error(`${profile.key}: layout ${plan.layoutId} has no ${part}-roll`);
  const filters = rollPictureFilters(profile, ctx, plan, segments);
  const sr = profile.audio.sampleRate;
  const samples = framesToSamples(frames, sr);
  const pop =
    part === 'pre' && plan.pop2Frame !== undefined
      ? `if(between(n\\,${framesToSamples(plan.pop2Frame, sr)}\\,${framesToSamples(plan.pop2Frame + 1, sr) - 1})\\,0.1*sin(2*PI*1000*t)\\,0)`
      : '0';
  const silence = (expr: string, layout: 'mono' | 'stereo', out: string) =>
    `aevalsrc=exprs=${layout === 'mono' ? expr : `${expr}|${expr}`}:s=${sr}:c=${layout}:d=${(samples + 1024) / sr},atrim=end_sample=${samples}${out}`;
  const audioOuts: string[] = [];
  if (profile.audio.layout === '8mono') {
    for (let i = 0; i < 8; i++) {
      const mute = ctx.audio.layout !== '8trks' && i >= 2 && i <= 5;
      filters.push(`${silence(mute ? '0' : pop, 'mono', '')},aformat=sample_fmts=s32:channel_layouts=mono[a${i}]`);
      audioOuts.push(`[a${i}]`);
    }
  } else {
    filters.push(silence(pop, 'stereo', '[a0]'));
    audioOuts.push('[a0]');
  }
  // The clip's own timecode is ignored (the job counts inputs from zero and sets the file's start).
  const clipPlan: LayoutPlan = { ...plan, fileStart: '00:00:00;00' };
  return [
    '-nostats',
    '-filter_complex',
    filters.join(';'),
    '-map',
    '[v]',
    ...audioOuts.flatMap((out) => ['-map', out]),
    ...videoCodecArgs(profile, ctx),
    ...audioAndContainerArgs(profile, ctx, clipPlan),
    outputPath,
  ];
}
