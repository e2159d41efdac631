/**
 * After encoding, every output is probed and compared with its profile (OUTPUTS.md "How outputs are
 * checked"): container, codecs, size, rate, scan, tracks, sample rate, frame counts, start timecode and
 * re-measured loudness. The pipeline stores these facts; tests assert on them.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ChannelRef } from '../audio-map.ts';
import { runFfmpeg, runFfprobe } from '../ffmpeg.ts';
import { countVideoPackets, probe, type ProbeResult } from '../probe.ts';
import { measureStereoLoudness, type LoudnessSummary } from '../qc/measure-audio.ts';
import { rateName } from '../rational.ts';
import { startLabelAtRate } from '../timecode.ts';
import { conforms } from './frame-rate.ts';
import type { MasterSpec } from '../master.ts';
import { profilePlan, renditionSize } from './ffmpeg-args.ts';
import type { MediaProfile } from './profiles.ts';

export interface OutputFacts {
  readonly probe: ProbeResult;
  /** Pictures of the whole file (video outputs), one per packet of its video stream. */
  readonly frames?: number;
  /** Loudness of the stereo rendition (tracks 7-8 of an 8-track file) over the program. */
  readonly loudness?: LoudnessSummary;
}

export interface OutputCheck {
  readonly name: string;
  readonly ok: boolean;
  readonly measured: string | number | undefined;
  readonly expected: string | number;
}

const CONTAINERS: Record<MediaProfile['container'], string> = {
  mxf: 'mxf',
  mov: 'mov',
  mp4: 'mp4',
  webm: 'webm',
  mp3: 'mp3',
};
const VIDEO_CODECS = { xdcam_hd422: 'mpeg2video', prores_hq: 'prores', h264: 'h264', vp9: 'vp9' } as const;
const AUDIO_CODECS = { pcm_s24le: 'pcm_s24le', aac: 'aac', opus: 'opus', mp3: 'mp3' } as const;

/**
 * What the checks will find of an output not made yet, as far as its profile decides it: its
 * extension, picture size for the master's ratio, video codec as ffprobe names it, and integrated
 * loudness (its target, which every normalised output meets within 0.1 LU; undefined for one kept as
 * mastered). A delivery names a file to be made from these (issue 32).
 */
export function plannedOutputFacts(
  profile: MediaProfile,
  ratio: string,
): { extension: string; width?: number; height?: number; videoCodec?: string; loudness?: number } {
  const size = profile.video ? renditionSize(profile.video, ratio) : undefined;
  return {
    extension: profile.extension,
    ...(size ? { width: size.width, height: size.height } : {}),
    ...(profile.video ? { videoCodec: VIDEO_CODECS[profile.video.codec] } : {}),
    ...(profile.audio.loudness.integrated === undefined ? {} : { loudness: profile.audio.loudness.integrated }),
  };
}

/** Probes an output, counts its frames and re-measures the program loudness. */
export async function inspectOutput(profile: MediaProfile, spec: MasterSpec, path: string): Promise<OutputFacts> {
  const probed = await probe(path);
  const frames = profile.video ? await countVideoPackets(path) : undefined;
  const plan = profilePlan(profile, spec.durationSeconds);
  const rate = probed.video[0]?.frameRate;
  const range =
    profile.video && rate && plan.preFrames + plan.postFrames > 0
      ? {
          startSeconds: (plan.programOffset * rate.den) / rate.num,
          durationSeconds: (plan.programFrames * rate.den) / rate.num,
        }
      : undefined;
  const pair: [ChannelRef, ChannelRef] =
    profile.audio.layout === '8mono'
      ? [
          { file: path, stream: 6, channel: 0 },
          { file: path, stream: 7, channel: 0 },
        ]
      : [
          { file: path, stream: 0, channel: 0 },
          { file: path, stream: 0, channel: 1 },
        ];
  const loudness = await measureStereoLoudness(pair[0], pair[1], range);
  return { probe: probed, frames, loudness };
}

/**
 * How far an output's integrated loudness may be from its target and still be offered (docs/
 * architecture.md, "Loudness of every output"): EBU R128's permitted deviation for file-based
 * programmes, the strictest a station applies (ATSC A/85 accepts 2 dB). Calibration aims at 0.1 LU
 * (0.05 on its encode) and the media tests hold each output to that; this check catches a defect (a
 * wrong or missing gain moves whole dB) without failing a run whose calibration ended a few tenths
 * off, which every station would still accept.
 */
export const OUTPUT_LOUDNESS_TOLERANCE_LU = 0.5;

/**
 * The loudness every output promises (issue 27, docs/architecture.md "Loudness of every output"):
 * within this of its target, BS.1770 integrated, and at or under its true-peak ceiling. Tighter than
 * the check above: an output the ffmpeg calibration made is there by construction (0.05 LU on its
 * encode); one another encoder made is measured against it (`loudnessPromiseMiss`) before it is offered.
 */
export const PROMISED_LOUDNESS_LU = 0.1;

/** The checks of `checkOutput` that `loudnessPromiseMiss` holds tighter. */
export const LOUDNESS_CHECKS: readonly string[] = ['loudness', 'true peak'];

/** Why a measured output misses the loudness promise, or undefined when it keeps it. */
export function loudnessPromiseMiss(profile: MediaProfile, loudness: LoudnessSummary | undefined): string | undefined {
  const { integrated: target, truePeak: ceiling } = profile.audio.loudness;
  if (!loudness) return 'its loudness could not be measured';
  const lufs = loudness.integrated.toFixed(2);
  if (target !== undefined && !(Math.abs(loudness.integrated - target) <= PROMISED_LOUDNESS_LU))
    return `${lufs} LUFS integrated, more than ${PROMISED_LOUDNESS_LU} LU from ${target}`;
  if (!(loudness.truePeak <= ceiling)) return `true peak ${loudness.truePeak.toFixed(2)} dBTP, over ${ceiling} dBTP`;
  return undefined;
}

/** Compares the facts of an output with its profile; every check is returned, failed or not. */
export function checkOutput(profile: MediaProfile, spec: MasterSpec, facts: OutputFacts): OutputCheck[] {
  const checks: OutputCheck[] = [];
  const add = (name: string, ok: boolean, measured: string | number | undefined, expected: string | number) =>
    checks.push({ name, ok, measured, expected });
  const p = facts.probe;
  add(
    'container',
    p.container.split(',').includes(CONTAINERS[profile.container]) ||
      (profile.container === 'webm' && p.container.includes('webm')),
    p.container,
    profile.container,
  );
  const plan = profilePlan(profile, spec.durationSeconds);
  if (profile.video) {
    const v = p.video[0];
    const size = renditionSize(profile.video, spec.ratio);
    add('video codec', v?.codec === VIDEO_CODECS[profile.video.codec], v?.codec, VIDEO_CODECS[profile.video.codec]);
    add(
      'size',
      v?.width === size.width && v?.height === size.height,
      v ? `${v.width}x${v.height}` : undefined,
      `${size.width}x${size.height}`,
    );
    if (conforms(profile)) {
      add('frame rate', rateName(v?.frameRate) === '29.97', rateName(v?.frameRate), '29.97');
      add('frames', facts.frames === plan.totalFrames, facts.frames, plan.totalFrames);
    }
    const scan = profile.video.interlaced ? 'tt' : 'progressive';
    if (profile.video.interlaced) add('field order', v?.fieldOrder === scan, v?.fieldOrder, scan);
    // The label follows the file's own rate: drop-frame only at 29.97 and 59.94 (a web copy kept at 23.976 starts 00:00:00:00).
    const start = startLabelAtRate(plan.fileStart, conforms(profile) ? '29.97' : rateName(v?.frameRate));
    if (profile.container !== 'webm') add('start timecode', p.timecode === start, p.timecode, start);
  }
  const audio = p.audio;
  const expectedStreams = profile.audio.layout === '8mono' ? 8 : 1;
  const expectedChannels = profile.audio.layout === '8mono' ? 1 : 2;
  add('audio streams', audio.length === expectedStreams, audio.length, expectedStreams);
  add(
    'audio channels',
    audio.every((a) => a.channels === expectedChannels),
    audio.map((a) => a.channels).join(','),
    expectedChannels,
  );
  add(
    'audio codec',
    audio.every((a) => a.codec === AUDIO_CODECS[profile.audio.codec]),
    audio[0]?.codec,
    AUDIO_CODECS[profile.audio.codec],
  );
  add(
    'sample rate',
    audio.every((a) => a.sampleRate === profile.audio.sampleRate),
    audio[0]?.sampleRate,
    profile.audio.sampleRate,
  );
  const target = profile.audio.loudness.integrated;
  if (target !== undefined && facts.loudness) {
    add(
      'loudness',
      Math.abs(facts.loudness.integrated - target) <= OUTPUT_LOUDNESS_TOLERANCE_LU,
      facts.loudness.integrated,
      target,
    );
    add(
      'true peak',
      facts.loudness.truePeak <= profile.audio.loudness.truePeak + 0.5,
      facts.loudness.truePeak,
      profile.audio.loudness.truePeak,
    );
  }
  return checks;
}

export interface SilenceSpan {
  readonly start: number;
  readonly end: number;
}

/**
 * Silent stretches of one audio stream (broadcast-spec 3.3.8): in a slated file the first one ends
 * where the program (or the 2-pop) starts, which proves the layout without trusting the muxer.
 */
export async function silenceSpans(path: string, stream = 0, minSeconds = 0.02): Promise<SilenceSpan[]> {
  const { stderr } = await runFfmpeg([
    '-nostats',
    '-i',
    path,
    '-map',
    `0:a:${stream}`,
    '-af',
    `silencedetect=noise=-60dB:d=${minSeconds}`,
    '-f',
    'null',
    '-',
  ]);
  const spans: SilenceSpan[] = [];
  let start: number | undefined;
  for (const match of stderr.matchAll(/silence_(start|end): (-?[\d.]+)/g)) {
    const value = Number(match[2]);
    if (match[1] === 'start') start = Math.max(0, value);
    else if (start !== undefined) {
      spans.push({ start, end: value });
      start = undefined;
    }
  }
  if (start !== undefined) spans.push({ start, end: Infinity });
  return spans;
}

/** GOP header timecodes of an MPEG-2 video stream, in order (ffprobe's "GOP timecode" frame side data). */
export async function gopTimecodes(path: string): Promise<string[]> {
  const { stdout } = await runFfprobe([
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-show_frames',
    '-show_entries',
    'frame_side_data=side_data_type,timecode',
    '-of',
    'json',
    path,
  ]);
  const frames =
    (JSON.parse(stdout) as { frames?: { side_data_list?: { side_data_type?: string; timecode?: string }[] }[] })
      .frames ?? [];
  return frames.flatMap((f) =>
    (f.side_data_list ?? []).filter((d) => d.side_data_type === 'GOP timecode' && d.timecode).map((d) => d.timecode!),
  );
}

/** Decodes a whole file and fails on the first decoding error. */
/**
 * The MD5 of each coded picture of a file's video stream, in order, read by stream copy (not by
 * decoding): two files made from the same encode carry the same hashes.
 */
export async function codedPictureHashes(path: string): Promise<string[]> {
  const { stdout } = await runFfmpeg(['-v', 'error', '-i', path, '-map', '0:v:0', '-c', 'copy', '-f', 'framemd5', '-']);
  return stdout
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(',').at(-1)!.trim());
}

export async function decodesCleanly(path: string): Promise<boolean> {
  await runFfmpeg(['-v', 'error', '-xerror', '-nostats', '-i', path, '-f', 'null', '-']);
  return true;
}

export interface GopFacts {
  /** Pictures in the GOP. */
  readonly pictures: number;
  /** closed_gop of its header: its leading pictures refer to nothing before it. */
  readonly closed: boolean;
  /** Picture types in display order ("IBBPBBPBBPBBPBP"). */
  readonly pattern: string;
}

/**
 * The GOPs of an MPEG-2 video stream as they are coded: size, closed flag and picture types in
 * display order, read from the GOP and picture headers of its elementary stream. Strict XDCAM
 * validators check these (a "variable" GOP is refused), so the media tests do too.
 */
export async function gopStructure(path: string, workDir: string): Promise<GopFacts[]> {
  const dir = await mkdtemp(join(workDir, 'gops-'));
  try {
    const es = join(dir, 'video.m2v');
    await runFfmpeg(['-nostats', '-i', path, '-map', '0:v:0', '-c', 'copy', '-f', 'mpeg2video', es]);
    const bytes = await readFile(es);
    const gops: { closed: boolean; pictures: { temporal: number; type: string }[] }[] = [];
    for (let i = 0; i + 5 < bytes.length; i += 1) {
      if (bytes[i] !== 0 || bytes[i + 1] !== 0 || bytes[i + 2] !== 1) continue;
      if (bytes[i + 3] === 0xb8) gops.push({ closed: (bytes[i + 7]! & 0x40) !== 0, pictures: [] });
      else if (bytes[i + 3] === 0x00 && gops.length) {
        const temporal = (bytes[i + 4]! << 2) | (bytes[i + 5]! >> 6);
        gops.at(-1)!.pictures.push({ temporal, type: ' IPB'[(bytes[i + 5]! >> 3) & 7] ?? '?' });
      }
    }
    return gops.map((gop) => ({
      pictures: gop.pictures.length,
      closed: gop.closed,
      pattern: [...gop.pictures]
        .sort((a, b) => a.temporal - b.temporal)
        .map((p) => p.type)
        .join(''),
    }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
