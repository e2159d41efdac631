/**
 * The MXF family made the cheap way (OUTPUTS.md "Cost: encode each picture once"). Eight MXF keys share
 * one program picture and differ only in the segments around it and the start timecode, so:
 *   1. the program is encoded once (900 frames for :30); _DF_DURATION's real-time 899 are its first 59
 *      GOPs and the last 14 pictures encoded alone; a store lets the MXF steps share one encode,
 *   2. each distinct slate and black segment is encoded once,
 *   3. each key's stream is the byte join of its segments, with the GOP timecodes rewritten to run
 *      continuously from the layout's start (a station reads them too),
 *   4. audio (cheap) is assembled by the filter graph and muxed with the video by stream copy.
 * Every assembled file is then checked like any other output (verify.ts).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runFfmpeg, type RunOptions } from '../ffmpeg.ts';
import { framesToTc, tcToFrames, timecodeFrames } from '../timecode.ts';
import {
  buildAssemblyMuxArgs,
  buildProgramEsArgs,
  buildSegmentEsArgs,
  profilePlan,
  programPictureId,
  XDCAM_GOP,
  type RenderContext,
} from './ffmpeg-args.ts';
import { obtainPicture, type PictureStore } from './picture-store.ts';
import { outputFileName, outputProfile, type MediaProfile } from './profiles.ts';
import type { RenderedOutput } from './render.ts';

const GOP_START = 0xb8;
const PICTURE_START = 0x00;
const SEQUENCE_HEADER = 0xb3;

/**
 * Rewrites every GOP header's time_code so the stream counts from `startFrame` (29.97 drop-frame), in
 * place. A GOP's time code is that of its first picture in display order, which is the number of
 * pictures coded before its header. `closedAt` lists picture counts where a segment starts: those GOPs
 * reference nothing before them, so their closed_gop flag is set.
 */
export function rewriteGopTimecodes(
  es: Uint8Array,
  startFrame: number,
  closedAt: ReadonlySet<number> = new Set(),
): number {
  let pictures = 0;
  let gops = 0;
  for (let i = 0; i + 7 < es.length; i += 1) {
    if (es[i] !== 0 || es[i + 1] !== 0 || es[i + 2] !== 1) continue;
    const code = es[i + 3];
    if (code === PICTURE_START) {
      pictures += 1;
    } else if (code === GOP_START) {
      const [hh, mm, ss, ff] = framesToTc(startFrame + pictures)
        .split(/[:;]/)
        .map(Number) as [number, number, number, number];
      const old = ((es[i + 4]! << 24) | (es[i + 5]! << 16) | (es[i + 6]! << 8) | es[i + 7]!) >>> 0;
      const timeCode = (1 << 24) | (hh << 19) | (mm << 13) | (1 << 12) | (ss << 6) | ff; // drop_frame_flag, marker bit
      let value = ((timeCode << 7) | (old & 0x7f)) >>> 0;
      if (closedAt.has(pictures)) value = (value | 0x40) >>> 0; // closed_gop
      es[i + 4] = value >>> 24;
      es[i + 5] = (value >>> 16) & 0xff;
      es[i + 6] = (value >>> 8) & 0xff;
      es[i + 7] = value & 0xff;
      gops += 1;
      i += 7;
    }
  }
  return gops;
}

/**
 * Keys this module can make: XDCAM MXF profiles whose segments lie on the GOP grid (each starts on
 * a multiple of 15 frames and all but the last are whole GOPs). Joined, their streams keep N=15
 * throughout with a closed GOP at each join. A layout off the grid (PAD10F's 10-frame pads) would
 * leave a short GOP at each join, which strict XDCAM validators call a variable GOP: such a key is
 * encoded whole instead, as one regular stream.
 */
export function isAssemblable(profile: MediaProfile, durationSeconds: number): boolean {
  if (profile.container !== 'mxf' || profile.video?.codec !== 'xdcam_hd422') return false;
  const { segments } = profilePlan(profile, durationSeconds);
  return segments.every(
    (segment, i) =>
      segment.startFrame % XDCAM_GOP === 0 && (i === segments.length - 1 || segment.frames % XDCAM_GOP === 0),
  );
}

/** The profile of an XDCAM MXF key this module can make, or an error. */
function assemblableProfile(key: string, durationSeconds: number): MediaProfile {
  const profile = outputProfile(key);
  if (profile.kind !== 'media' || !isAssemblable(profile, durationSeconds))
    throw new Error(`${key} is not an XDCAM MXF key on the GOP grid`);
  return profile;
}

export interface AssemblyReport {
  readonly outputs: RenderedOutput[];
  /** Frames encoded, against the frames a per-key encode would have encoded. */
  readonly encodedFrames: number;
  readonly naiveFrames: number;
}

export interface MxfAssemblyOptions extends RunOptions {
  /** Where the whole program picture may already be, kept by an earlier step (keepMxfProgram). */
  readonly pictures?: PictureStore;
}

/** What names the whole XDCAM program of a master in a picture store. */
const programDescription = (profile: MediaProfile, ctx: RenderContext) =>
  `xdcam-program ${programPictureId(profile, ctx, timecodeFrames(ctx.spec.durationSeconds))}`;

/**
 * Where the GOP that starts after `pictures` coded pictures begins in an ES (at the sequence header
 * before it when there is one), or -1.
 */
export function gopBoundary(es: Uint8Array, pictures: number): number {
  let coded = 0;
  let sequenceHeader = -1;
  for (let i = 0; i + 3 < es.length; i += 1) {
    if (es[i] !== 0 || es[i + 1] !== 0 || es[i + 2] !== 1) continue;
    const code = es[i + 3];
    if (code === PICTURE_START) {
      coded += 1;
      sequenceHeader = -1;
    } else if (code === SEQUENCE_HEADER && sequenceHeader < 0) sequenceHeader = i;
    else if (code === GOP_START && coded === pictures) return sequenceHeader >= 0 ? sequenceHeader : i;
  }
  return -1;
}

/**
 * Encodes the whole XDCAM program of an MXF key once and keeps it in `store`, for the output steps
 * that run side by side afterwards (MXF_STANDARD and MXF_SLATED both join it).
 */
export async function keepMxfProgram(
  key: string,
  ctx: RenderContext,
  workDir: string,
  store: PictureStore,
  options: RunOptions = {},
): Promise<void> {
  const profile = assemblableProfile(key, ctx.spec.durationSeconds);
  await mkdir(workDir, { recursive: true });
  const path = join(workDir, 'xdcam-program.m2v');
  try {
    await obtainPicture(
      store,
      programDescription(profile, ctx),
      path,
      () => runFfmpeg(buildProgramEsArgs(profile, ctx, timecodeFrames(ctx.spec.durationSeconds), path), options),
      true,
    );
  } finally {
    await rm(path, { force: true });
  }
}

/**
 * Makes the XDCAM MXF `keys` of a master by segment assembly. `ctx` must be complete (slate text files
 * written: see completeContext). Intermediate streams go to `workDir` and are removed.
 */
export async function renderMxfAssembled(
  keys: readonly string[],
  ctx: RenderContext,
  outDir: string,
  workDir: string,
  options: MxfAssemblyOptions = {},
): Promise<AssemblyReport> {
  await mkdir(outDir, { recursive: true });
  await mkdir(workDir, { recursive: true });
  const profiles = keys.map((key) => assemblableProfile(key, ctx.spec.durationSeconds));
  const temp: string[] = [];
  const segments = new Map<string, string>();
  let encodedFrames = 0;
  let naiveFrames = 0;
  const wholeProgram = timecodeFrames(ctx.spec.durationSeconds);

  /** A segment's ES, made once: `make` writes it and answers whether it encoded pictures. */
  const once = async (id: string, frames: number, make: (path: string) => Promise<boolean>): Promise<string> => {
    const known = segments.get(id);
    if (known) return known;
    const path = join(workDir, `${id.replace(/[^A-Za-z0-9_-]/g, '_')}.m2v`);
    temp.push(path);
    if (await make(path)) encodedFrames += frames;
    segments.set(id, path);
    return path;
  };
  const encodeOnce = (id: string, frames: number, args: (path: string) => string[]) =>
    once(id, frames, async (path) => (await runFfmpeg(args(path), options), true));
  const program = (profile: MediaProfile) =>
    once(`program-${wholeProgram}`, wholeProgram, (path) =>
      obtainPicture(
        options.pictures,
        programDescription(profile, ctx),
        path,
        () => runFfmpeg(buildProgramEsArgs(profile, ctx, wholeProgram, path), options),
        false,
      ),
    );

  /**
   * A program shorter than the whole one (_DF_DURATION's real-time 899 of 900): the whole program's
   * GOPs that fit, then its last pictures encoded alone, starting with a closed GOP.
   */
  const shortProgram = async (profile: MediaProfile, frames: number): Promise<{ parts: string[]; cut: number }> => {
    const cut = Math.floor(frames / XDCAM_GOP) * XDCAM_GOP;
    const tail = await encodeOnce(`program-${cut}-${frames}`, frames - cut, (path) =>
      buildProgramEsArgs(profile, ctx, frames, path, cut),
    );
    if (cut === 0) return { parts: [tail], cut };
    const head = await once(`program-head-${cut}`, 0, async (path) => {
      const whole = await readFile(await program(profile));
      const end = gopBoundary(whole, cut);
      if (end < 0) throw new Error(`the program has no GOP starting at picture ${cut}`);
      await writeFile(path, whole.subarray(0, end));
      return false;
    });
    return { parts: [head, tail], cut };
  };

  const outputs: RenderedOutput[] = [];
  try {
    for (const profile of profiles) {
      const started = Date.now();
      const plan = profilePlan(profile, ctx.spec.durationSeconds);
      naiveFrames += plan.totalFrames;
      const parts: string[] = [];
      const joins = new Set(plan.segments.map((s) => s.startFrame));
      for (const segment of plan.segments) {
        if (segment.kind === 'program' && segment.frames >= wholeProgram) {
          parts.push(await program(profile));
        } else if (segment.kind === 'program') {
          const short = await shortProgram(profile, segment.frames);
          parts.push(...short.parts);
          joins.add(segment.startFrame + short.cut);
        } else {
          // Black is the same everywhere; a slate's text names its layout's first frame of action.
          const id =
            segment.kind === 'black'
              ? `black-${segment.frames}`
              : `slate-${ctx.slateTextFiles?.[plan.layoutId] ?? plan.layoutId}-${segment.frames}`;
          parts.push(
            await encodeOnce(id, segment.frames, (path) =>
              buildSegmentEsArgs(
                profile,
                ctx,
                { kind: segment.kind as 'slate' | 'black', frames: segment.frames },
                plan.layoutId,
                path,
              ),
            ),
          );
        }
      }
      const joined = Buffer.concat(await Promise.all(parts.map((p) => readFile(p))));
      rewriteGopTimecodes(joined, tcToFrames(plan.fileStart), joins);
      const esPath = join(workDir, `${profile.key}.m2v`);
      await writeFile(esPath, joined);
      const outputPath = join(outDir, outputFileName(ctx.spec.uniqueId, profile.key));
      try {
        await runFfmpeg(
          buildAssemblyMuxArgs(
            profile,
            ctx,
            { path: esPath, inputArgs: ['-f', 'mpegvideo', '-framerate', '30000/1001'] },
            outputPath,
          ),
          options,
        );
      } finally {
        await rm(esPath, { force: true });
      }
      outputs.push({ key: profile.key, path: outputPath, durationMs: Date.now() - started });
    }
  } finally {
    await Promise.all(temp.map((p) => rm(p, { force: true })));
  }
  return { outputs, encodedFrames, naiveFrames };
}
