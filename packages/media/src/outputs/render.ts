/**
 * Runs output encodes: prepares what the argument builder needs (slate text files, the calibrated
 * loudness plans), then runs ffmpeg per output, or once for several outputs where that is cheaper. On two cores
 * encoders already use both, so only audio-only outputs (radio MP3s) share a process by default; in
 * Lambda with more cores a caller can group more (DESIGN.md 4c).
 */
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createHash } from 'node:crypto';
import { captionFormatOf, toSccLines } from '../captions/convert.ts';
import { SCC_PROGRAM_START, sccToCues, writeScc } from '../captions/scc.ts';
import { plainCue, writeSrt } from '../captions/srt.ts';
import { tcToFrames, timecodeFrames } from '../timecode.ts';
import { runFfmpeg, type RunOptions } from '../ffmpeg.ts';
import type { MasterSpec, SourceFiles } from '../master.ts';
import { measureSources } from '../qc/run-quality-control.ts';
import type { QcMeasurements } from '../qc/types.ts';
import { buildMultiOutputArgs, profilePlan, type OutputJob, type RenderContext } from './ffmpeg-args.ts';
import { isAssemblable, renderMxfAssembled } from './assemble-mxf.ts';
import { renderH264Shared, sharedPictureGroups } from './assemble-h264.ts';
import type { PictureStore } from './picture-store.ts';
import { embedA53Captions } from './embed-captions.ts';
import { calibrateLoudness } from './calibrate-loudness.ts';
import { loudnessPlanKey } from './loudness.ts';
import { encodingOf, isMediaProfile, outputFileName, outputProfile, type MediaProfile } from './profiles.ts';
import { fontPath, slateText } from './slate.ts';

/** SCC_CC text from an uploaded .scc/.srt/.vtt (the same conversion as CC_CONVERSION). */
function writeSccFromSource(path: string, text: string): string | undefined {
  const format = captionFormatOf(path, text);
  return format ? writeScc(toSccLines(format, text)) : undefined;
}

export interface RenderedOutput {
  readonly key: string;
  readonly path: string;
  readonly durationMs: number;
}

/** Builds the render context of a master from its sources (re-using QC measurements when given). */
export async function prepareRenderContext(
  spec: MasterSpec,
  sources: SourceFiles,
  measured?: QcMeasurements,
): Promise<RenderContext> {
  const m = measured ?? (await measureSources(spec, sources));
  if (!m.audioMap?.ok)
    throw new Error(
      `the sources' audio cannot be used: ${m.audioMap && !m.audioMap.ok ? m.audioMap.problem : 'not measured'}`,
    );
  const stream = m.video?.video[0];
  return {
    spec,
    video: sources.video && stream ? { path: sources.video, stream } : undefined,
    audio: m.audioMap.map,
    loudness: { surround: m.audio?.surround, stereo: m.audio?.stereo },
    fontFile: fontPath(),
    hasCaptions: sources.captions !== undefined,
    sccText: sources.captions
      ? writeSccFromSource(sources.captions, await readFile(sources.captions, 'utf8'))
      : undefined,
  };
}

/** Writes the slate text of each slated layout and calibrates the loudness plans the jobs need. */
export async function completeContext(
  ctx: RenderContext,
  profiles: readonly MediaProfile[],
  workDir: string,
): Promise<RenderContext> {
  await mkdir(workDir, { recursive: true });
  const slateTextFiles: Record<string, string> = { ...ctx.slateTextFiles };
  for (const profile of profiles) {
    if (!profile.layout) continue;
    const plan = profilePlan(profile, ctx.spec.durationSeconds);
    if (slateTextFiles[plan.layoutId] || !plan.segments.some((s) => s.kind === 'slate')) continue;
    const text = slateText(ctx.spec, plan, {
      audioLayout: ctx.audio.layout === '8trks' ? '8trks' : 'stereo',
      loudness: '-24 LKFS',
      captions: ctx.hasCaptions === true,
      aspect: ctx.spec.ratio,
      date: new Date().toISOString().slice(0, 10),
    });
    // Named by content: layouts whose slates read the same share one file, so segment assembly
    // encodes that slate once.
    const file = join(workDir, `slate-${createHash('sha256').update(text).digest('hex').slice(0, 16)}.txt`);
    await writeFile(file, text, 'utf8');
    slateTextFiles[plan.layoutId] = file;
  }
  let { subtitlesFile, fontsDir } = ctx;
  if (!subtitlesFile && ctx.sccText && profiles.some((p) => p.burnInSubtitles)) {
    // Burned-in subtitles read SRT_CC (re-flowed lines, program at 00:00:00,000) in the packaged font.
    subtitlesFile = join(workDir, 'burn-in.srt');
    await writeFile(
      subtitlesFile,
      writeSrt(
        sccToCues(ctx.sccText, {
          endFrame: tcToFrames(SCC_PROGRAM_START) + timecodeFrames(ctx.spec.durationSeconds),
        }).map((c) => plainCue(c)),
      ),
      'utf8',
    );
    fontsDir ??= dirname(fontPath());
  }
  // Plans a caller already calibrated are kept; the audio settings they lack are calibrated here.
  const uncalibrated = profiles.filter((p) => !ctx.loudnessPlans?.[loudnessPlanKey(p.audio, 'stereo')]);
  const calibrated = uncalibrated.length ? await calibrateLoudness(ctx, uncalibrated, workDir) : {};
  const loudnessPlans = {
    ...ctx.loudnessPlans,
    ...Object.fromEntries(Object.entries(calibrated).map(([key, { plan }]) => [key, plan])),
  };
  return { ...ctx, slateTextFiles, loudnessPlans, subtitlesFile, fontsDir };
}

export interface RenderOptions extends RunOptions {
  /** Folder for slate text files and intermediate streams; defaults to the output folder. */
  readonly workDir?: string;
  /** Make two or more XDCAM MXF keys by segment assembly (default true; see assemble-mxf.ts). */
  readonly assembleMxf?: boolean;
  /** Make H.264 keys with the same program picture from one encode (default true; see assemble-h264.ts). */
  readonly sharePictures?: boolean;
  /**
   * Every key of the processing run, when this call makes only some (one step's): a picture shared
   * with a key of a later step is kept in `pictures`, and one an earlier step kept is fetched.
   */
  readonly runKeys?: readonly string[];
  readonly pictures?: PictureStore;
  /** `audio-only` (default): radio MP3s share one process; `all`: one process for everything; `none`. */
  readonly group?: 'audio-only' | 'all' | 'none';
}

/**
 * Which media keys are encoded, and which are a copy of another's file: of keys encoded alike
 * (encodedAlike), the first is encoded and the others get a copy.
 */
export function encodePlan(keys: readonly string[]): {
  profiles: MediaProfile[];
  copies: { profile: MediaProfile; of: MediaProfile }[];
} {
  const encoded = new Map<string, MediaProfile>();
  const copies: { profile: MediaProfile; of: MediaProfile }[] = [];
  for (const profile of keys.map(outputProfile).filter(isMediaProfile)) {
    const first = encoded.get(encodingOf(profile));
    if (first) copies.push({ profile, of: first });
    else encoded.set(encodingOf(profile), profile);
  }
  return { profiles: [...encoded.values()], copies };
}

/** Makes the media outputs `keys` of a master into `outDir`, named `<UNIQUEID>_<KEY>.<ext>`. */
export async function renderOutputs(
  keys: readonly string[],
  context: RenderContext,
  outDir: string,
  options: RenderOptions = {},
): Promise<RenderedOutput[]> {
  await mkdir(outDir, { recursive: true });
  const { profiles, copies } = encodePlan(keys);
  const workDir = options.workDir ?? outDir;
  const ctx = await completeContext(context, profiles, workDir);
  const assemblable = profiles.filter((profile) => isAssemblable(profile, ctx.spec.durationSeconds));
  const assembled = options.assembleMxf !== false && assemblable.length >= 2 ? assemblable : [];
  const results: RenderedOutput[] = [];
  if (assembled.length > 0) {
    results.push(
      ...(
        await renderMxfAssembled(
          assembled.map((p) => p.key),
          ctx,
          outDir,
          workDir,
          options,
        )
      ).outputs,
    );
  }
  // Groups are formed over the whole run: a key of this step may share its picture with another step's.
  const runProfiles = options.runKeys ? encodePlan(options.runKeys).profiles : profiles;
  const shared = (options.sharePictures === false ? [] : sharedPictureGroups(runProfiles, ctx))
    .map((group) => ({
      here: profiles.filter((profile) => group.some((p) => p.key === profile.key)),
      elsewhere: group.length,
    }))
    .filter((group) => group.here.length > 0);
  for (const { here, elsewhere } of shared) {
    results.push(
      ...(await renderH264Shared(here, ctx, outDir, workDir, { ...options, keepProgram: elsewhere > here.length }))
        .outputs,
    );
  }
  const jobs: OutputJob[] = profiles
    .filter((profile) => !assembled.includes(profile) && !shared.some((group) => group.here.includes(profile)))
    .map((profile) => ({ profile, outputPath: join(outDir, outputFileName(ctx.spec.uniqueId, profile.key)) }));
  const group = options.group ?? 'audio-only';
  const batches: OutputJob[][] =
    group === 'all'
      ? [jobs]
      : group === 'none'
        ? jobs.map((j) => [j])
        : [jobs.filter((j) => !j.profile.video), ...jobs.filter((j) => j.profile.video).map((j) => [j])];
  for (const batch of batches.filter((b) => b.length > 0)) {
    // Outputs that embed captions are encoded to a temporary file, then get their SEI (embed-captions.ts).
    const staged = batch.map((job) =>
      job.profile.embedCaptions ? { ...job, outputPath: `${job.outputPath}.nocc.mp4` } : job,
    );
    const started = Date.now();
    await runFfmpeg(buildMultiOutputArgs(staged, ctx), options);
    for (const [i, job] of batch.entries()) {
      if (job.profile.embedCaptions) {
        if (!ctx.sccText) throw new Error(`${job.profile.key} needs the master's captions (sccText)`);
        await embedA53Captions(
          staged[i]!.outputPath,
          ctx.sccText,
          job.outputPath,
          profilePlan(job.profile, ctx.spec.durationSeconds).fileStart,
        );
        await rm(staged[i]!.outputPath, { force: true });
      }
    }
    const durationMs = Date.now() - started;
    for (const job of batch) results.push({ key: job.profile.key, path: job.outputPath, durationMs });
  }
  for (const { profile, of } of copies) {
    const started = Date.now();
    const path = join(outDir, outputFileName(ctx.spec.uniqueId, profile.key));
    await copyFile(results.find((result) => result.key === of.key)!.path, path);
    results.push({ key: profile.key, path, durationMs: Date.now() - started });
  }
  // In the order asked, however they were grouped.
  return results.sort((a, b) => keys.indexOf(a.key) - keys.indexOf(b.key));
}
