/**
 * The QUALITY_CONTROL stage: probe and measure the uploaded sources, then apply the rules. Every check
 * runs even after a failure, because the QC tab shows all items, not just the first problem.
 */
import { access, readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { resolveAudioMap } from '../audio-map.ts';
import { inspectCaptions } from '../captions/convert.ts';
import { baseMasterType, TRACK_SLOTS } from '@masterport/contract';
import type { MasterSpec, SourceFiles } from '../master.ts';
import { FfmpegError } from '../ffmpeg.ts';
import { probe, videoFrames, type ProbeResult } from '../probe.ts';
import { measureAudio, type AudioMeasurements } from './measure-audio.ts';
import { measureVideoLevels, type VideoLevels } from './measure-video.ts';
import { qcResultFrom } from './rules.ts';
import type { CaptionsInfo, QcMeasurements, QcResult } from './types.ts';

export interface QualityControlOptions {
  /** Force the video-levels measurement on or off (default: web masters, and TV with `testBrng`). */
  readonly videoLevels?: boolean;
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );
/** A failure in the tool's words, for the log, without the server's work folder. */
const describe = (error: unknown, path?: string) => {
  const text = error instanceof Error ? error.message : String(error);
  return path ? text.split(path).join(basename(path)) : text;
};

/** ffprobe ran and refused the file ("Invalid data found when processing input"), or found neither audio nor video in it. */
const isNotMedia = (error: unknown) => error instanceof FfmpegError && error.code === 'ffmpeg_failed';
const hasMedia = (probed: ProbeResult) => probed.video.length > 0 || probed.audio.length > 0;

/** Files QC needs, by the name the user knows them under (the upload-tab asset). */
function requiredFiles(spec: MasterSpec, sources: SourceFiles): { name: string; path?: string }[] {
  const base = baseMasterType(spec.masterType);
  if (base === 'PUB_RADIO') return [{ name: 'audio', path: sources.audio ?? sources.video }];
  const files: { name: string; path?: string }[] = [{ name: 'video', path: sources.video }];
  const uploads = sources.tracks && Object.keys(sources.tracks).length > 0 && spec.useVideoAudio !== true;
  if (base === 'PUB_TV_WEB' && uploads)
    for (const slot of TRACK_SLOTS) files.push({ name: slot, path: sources.tracks?.[slot] });
  if (sources.audio) files.push({ name: 'audio', path: sources.audio });
  return files;
}

/** Measures the sources of a master; never throws for a bad file, it becomes a QC item. */
export async function measureSources(
  spec: MasterSpec,
  sources: SourceFiles,
  options: QualityControlOptions = {},
): Promise<QcMeasurements> {
  const base = baseMasterType(spec.masterType);
  const errors: string[] = [];
  const notMedia: string[] = [];
  const files = requiredFiles(spec, sources);
  const present = await Promise.all(
    files.map(async (f) => (f.path !== undefined && (await exists(f.path)) ? f : undefined)),
  );
  const missing = files.filter((_, i) => !present[i]).map((f) => f.name);

  const probes = new Map<string, ProbeResult>();
  await Promise.all(
    present
      .filter((f) => f !== undefined)
      .map(async (f) => {
        try {
          const probed = await probe(f.path!);
          if (hasMedia(probed)) probes.set(f.path!, probed);
          else notMedia.push(f.name);
        } catch (error) {
          if (isNotMedia(error)) notMedia.push(f.name);
          else errors.push(`${f.name} (${basename(f.path!)}): ${describe(error, f.path)}`);
        }
      }),
  );

  const video = sources.video ? probes.get(sources.video) : undefined;
  const audioFile = sources.audio ? probes.get(sources.audio) : undefined;
  let frames: number | undefined;
  if (video && video.video.length > 0 && base !== 'PUB_RADIO') {
    try {
      frames = await videoFrames(sources.video!, video);
    } catch (error) {
      errors.push(`frame count: ${describe(error, sources.video)}`);
    }
  }

  const audioMap = probes.size > 0 ? resolveAudioMap(spec, sources, probes) : undefined;
  let audio: AudioMeasurements | undefined;
  if (audioMap?.ok) {
    try {
      audio = await measureAudio(audioMap.map);
    } catch (error) {
      errors.push(`audio measurement: ${describe(error)}`);
    }
  }

  let videoLevels: VideoLevels | undefined;
  const wantsLevels = options.videoLevels ?? (base === 'PUB_WEB' || (base === 'PUB_TV_WEB' && spec.testBrng === true));
  if (wantsLevels && video && video.video.length > 0) {
    try {
      videoLevels = await measureVideoLevels(sources.video!, video.video[0]?.pixFmt);
    } catch (error) {
      errors.push(`video levels: ${describe(error, sources.video)}`);
    }
  }

  let captions: CaptionsInfo | undefined;
  if (sources.captions && (await exists(sources.captions))) {
    captions = inspectCaptions(basename(sources.captions), await readFile(sources.captions, 'utf8'));
  }

  return {
    missing,
    ...(notMedia.length ? { notMedia } : {}),
    video,
    audioFile,
    audioProbes: probes,
    videoFrames: frames,
    audioMap,
    audio,
    videoLevels,
    captions,
    errors,
  };
}

/**
 * Runs QC on a master's sources and returns every item plus the overall result (`PASSED`, `warning`,
 * `REJECTED`, `SOURCE_INTEGRATED_LOUDNESS_REJECTED` or `WAITING_CAPTIONS`) and the seed's problem codes.
 */
export async function runQualityControl(
  spec: MasterSpec,
  sources: SourceFiles,
  options?: QualityControlOptions,
): Promise<QcResult> {
  return qcResultFrom(spec, await measureSources(spec, sources, options));
}
