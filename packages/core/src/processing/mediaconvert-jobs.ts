/**
 * The MediaConvert side of an output step (DESIGN section 1: the second encoder, chosen per stage
 * with `encoder: 'mediaconvert'`, which the CDK app passes as ENCODER). The task decides, key by
 * key, which encoder makes an output (`mediaConvertSupport`), renders and uploads the layout clips
 * MediaConvert joins around the program, and answers the CreateJob requests; Step Functions runs
 * them (`mediaconvert:createJob.sync`) and the record step checks what they wrote.
 */
import { mkdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { TRACK_SLOTS, type ProcessingStep } from '@masterport/contract';
import type { MasterItem } from '@masterport/data';
import {
  calibrateLoudness,
  isMediaProfile,
  loudnessPlanKey,
  mediaConvertJobSettings,
  mediaConvertSupport,
  outputProfile,
  rateName,
  renderLayoutClips,
  sourceScan,
  startPlan,
  type CalibratedPlan,
  type MediaConvert,
  type MediaConvertInputs,
  type MediaProfile,
  type RenderContext,
} from '@masterport/media';
import { uploadFile } from '../adapters/storage.ts';
import { config } from '../config.ts';
import { logger } from '../logger.ts';
import { isRunFile, outputPrefix } from './run-files.ts';

export type Encoder = 'ffmpeg' | 'mediaconvert';

/** ENCODER as the stack sets it; unset (the local cloud) is ffmpeg. A typo fails the task loudly (config). */
export const selectedEncoder = (): Encoder => config().encoder;

/** The CreateJob request Step Functions sends as is (`Parameters` of the createJob.sync state). */
export interface MediaConvertJobRequest {
  readonly Role: string;
  readonly Settings: MediaConvert.JobSettings;
  /** Comes back in the job (GetJob), so the record step knows which key each finished job made. */
  readonly UserMetadata: {
    readonly master_id: string;
    readonly revision: string;
    readonly step: string;
    readonly output_key: string;
  };
}

export interface RoutedEncodes {
  readonly ffmpegKeys: string[];
  readonly jobs: MediaConvertJobRequest[];
}

/** Where a step keeps the clips its jobs read; the record step removes them. */
export const clipPrefix = (master: MasterItem, step: ProcessingStep) => `${outputPrefix(master)}mediaconvert/${step}/`;

/** The sources as MediaConvert reads them, or why this master's sources cannot go there. */
function sourceInputs(
  master: MasterItem,
  ctx: RenderContext,
): Omit<MediaConvertInputs, 'layoutClips' | 'gains' | 'captionsS3Url'> | string {
  const url = (key: string) => `s3://${config().sourcesBucket}/${key}`;
  const uploaded = (asset: keyof MasterItem['sources']) =>
    master.sources[asset]?.status === 'uploaded' ? master.sources[asset] : undefined;
  const video = uploaded('video');
  if (!video || !ctx.video) return 'no picture source';
  const tracks = master.use_video_audio
    ? []
    : TRACK_SLOTS.map((slot) => uploaded(slot)).filter((source) => source !== undefined);
  const audio = master.use_video_audio ? undefined : uploaded('audio');
  let audioS3Urls: string[];
  if (tracks.length === TRACK_SLOTS.length) audioS3Urls = tracks.map((source) => url(source.key));
  else if (tracks.length === 0 && audio) audioS3Urls = [url(audio.key)];
  else if (tracks.length === 0) audioS3Urls = [];
  else
    return `${tracks.length} of the ${TRACK_SLOTS.length} track files (the job builder takes all seven, one stereo file, or the video's own tracks)`;
  return {
    videoS3Url: url(video.key),
    audioS3Urls,
    sourceFrameRate: rateName(ctx.video.stream.frameRate),
    sourceScan: sourceScan(ctx.video.stream),
  };
}

/**
 * The gain of each loudness group of an output, as the ffmpeg encoder would apply it: the plan it
 * starts from (the sources' QC measurement), or the one its calibration measured on an encode of the
 * same audio settings (`calibrated`, by loudnessPlanKey). The group of a stereo master's 5.1 is its pair.
 */
function gainsOf(
  profile: MediaProfile,
  ctx: RenderContext,
  calibrated: Readonly<Record<string, CalibratedPlan>> = {},
): NonNullable<MediaConvertInputs['gains']> {
  const { audio } = profile;
  const plan = (group: 'surround' | 'stereo') => {
    const measured = group === 'surround' && ctx.audio.layout === '8trks' ? ctx.loudness.surround : ctx.loudness.stereo;
    return calibrated[loudnessPlanKey(audio, group)]?.plan ?? startPlan(audio.loudness, measured);
  };
  return audio.layout === '8mono' ? { surround: plan('surround'), stereo: plan('stereo') } : { stereo: plan('stereo') };
}

/** SCC_CC or SRT_CC of this run, for outputs that embed or burn in captions (written by CC_CONVERSION). */
function captionsUrl(profile: MediaProfile, master: MasterItem): string | undefined | false {
  if (!profile.embedCaptions && !profile.burnInSubtitles) return undefined;
  const made = master.outputs[profile.embedCaptions ? 'SCC_CC' : 'SRT_CC'];
  if (!made || !isRunFile(master, made.s3_key)) return false;
  return `s3://${config().outputsBucket}/${made.s3_key}`;
}

/**
 * Splits a step's media keys between ffmpeg and MediaConvert. With ENCODER=ffmpeg everything stays
 * on ffmpeg. Otherwise keys MediaConvert can make exactly as their profile says become CreateJob
 * requests writing `<UNIQUEID>_<KEY>.<ext>` under the run's outputs prefix, after their layout clips
 * are rendered (once per layout and format) and uploaded; the rest stay on ffmpeg, with the reason logged.
 * Loudness: each job carries the gains the ffmpeg calibration measured for its audio settings (one
 * pass for gain alone; PCM by gain alone needs none); a key whose calibrated plan needs the limiter
 * stays on ffmpeg. The record step measures what the job made (mediaconvert-record.ts).
 */
export async function routeEncodes(
  step: ProcessingStep,
  master: MasterItem,
  ctx: RenderContext,
  mediaKeys: readonly string[],
  workDir: string,
): Promise<RoutedEncodes> {
  if (selectedEncoder() === 'ffmpeg' || mediaKeys.length === 0) return { ffmpegKeys: [...mediaKeys], jobs: [] };
  const role = config().mediaConvertRoleArn;
  const bucket = config().outputsBucket;
  const sources = sourceInputs(master, ctx);
  const ffmpegKeys: string[] = [];
  const stay = (key: string, reason: string) => {
    logger.info('Encoded by ffmpeg, not MediaConvert', { key, reason });
    ffmpegKeys.push(key);
  };
  const candidates: { profile: MediaProfile; inputs: MediaConvertInputs }[] = [];
  for (const key of mediaKeys) {
    const profile = outputProfile(key);
    if (!isMediaProfile(profile)) continue;
    if (typeof sources === 'string') {
      stay(key, sources);
      continue;
    }
    const inputs: MediaConvertInputs = { ...sources, gains: gainsOf(profile, ctx) };
    const support = mediaConvertSupport(profile, ctx.spec, inputs);
    if (!support.supported) {
      stay(key, support.reason);
      continue;
    }
    const captions = captionsUrl(profile, master);
    if (captions === false) {
      stay(key, 'the captions this output carries were not converted in this run');
      continue;
    }
    candidates.push({ profile, inputs: captions ? { ...inputs, captionsS3Url: captions } : inputs });
  }
  // The start plans fit; the calibration says whether each encoded pair really lands on target
  // under its ceiling by gain alone, and corrects the gain for what resampling and the encoder move.
  const loudnessDir = join(workDir, 'mediaconvert-loudness', step);
  if (candidates.length) await mkdir(loudnessDir, { recursive: true });
  const calibrated = candidates.length
    ? await calibrateLoudness(
        ctx,
        candidates.map((c) => c.profile),
        loudnessDir,
      )
    : {};
  const routed: { profile: MediaProfile; inputs: MediaConvertInputs }[] = [];
  for (const { profile, inputs: started } of candidates) {
    const inputs = { ...started, gains: gainsOf(profile, ctx, calibrated) };
    const support = mediaConvertSupport(profile, ctx.spec, inputs);
    if (support.supported) routed.push({ profile, inputs });
    else stay(profile.key, support.reason);
  }
  if (!routed.length) return { ffmpegKeys, jobs: [] };

  const clips = await renderLayoutClips(
    routed.map((r) => r.profile),
    ctx,
    join(workDir, 'mediaconvert-clips', step),
  );
  const prefix = clipPrefix(master, step);
  const uploaded = new Map<string, string>();
  for (const file of clips.files) {
    const key = `${prefix}${basename(file)}`;
    await uploadFile(bucket, key, file, 'application/octet-stream');
    uploaded.set(file, `s3://${bucket}/${key}`);
  }
  const jobs = routed.map(({ profile, inputs }): MediaConvertJobRequest => {
    const local = clips.byKey[profile.key] ?? {};
    const layoutClips = {
      ...(local.pre ? { pre: uploaded.get(local.pre)! } : {}),
      ...(local.post ? { post: uploaded.get(local.post)! } : {}),
    };
    return {
      Role: role,
      Settings: mediaConvertJobSettings(
        profile,
        ctx.spec,
        { ...inputs, layoutClips },
        `s3://${bucket}/${outputPrefix(master)}`,
      ),
      UserMetadata: { master_id: master.id, revision: String(master.revision), step, output_key: profile.key },
    };
  });
  logger.info('MediaConvert jobs prepared', {
    step,
    mediaconvert: jobs.map((job) => job.UserMetadata.output_key),
    ffmpeg: ffmpegKeys,
  });
  return { ffmpegKeys, jobs };
}
