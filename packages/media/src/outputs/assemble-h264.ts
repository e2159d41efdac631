/**
 * H.264 files that share their program pictures, made the way the MXF family is (OUTPUTS.md "Cost:
 * encode each picture once"). Keys whose program is the same picture (programPictureId: the same
 * conform, size and encoder settings) differ only in what surrounds it and in their audio: a viewing
 * copy, its `_SLATE` twin (RC_10H slate and black around the same program) and its `_LOUD` web version
 * (the same picture at web loudness). So:
 *   1. the program picture is encoded once, as a video-only MP4,
 *   2. each layout's pre- and post-roll (slate, black) is encoded once with the same settings,
 *   3. each key is its parts joined by stream copy (ffconcat), muxed with its own audio timeline.
 * x264 writes the same SPS/PPS for the same settings at the same size and rate, and starts every
 * part with an IDR picture, so the joined stream decodes as one; a part whose parameter sets differ
 * from the program's is refused before it is joined. Each file is then checked like any other
 * output (verify.ts): frames, size, timecode, loudness.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runFfmpeg, runFfprobe, type RunOptions } from '../ffmpeg.ts';
import {
  buildAssemblyMuxArgs,
  buildProgramPictureArgs,
  buildRollPictureArgs,
  profilePlan,
  programPictureId,
  type RenderContext,
} from './ffmpeg-args.ts';
import { outputFileName, type MediaProfile } from './profiles.ts';
import type { AssemblyReport } from './assemble-mxf.ts';
import { obtainPicture, type PictureStore } from './picture-store.ts';
import type { RenderedOutput } from './render.ts';

/** Keys this module can join: H.264 whose captions, if any, are burnt in (A/53 SEI goes in per access unit afterwards). */
export const isJoinable = (profile: MediaProfile): boolean => profile.video?.codec === 'h264' && !profile.embedCaptions;

/** Groups of joinable profiles with the same program picture, two or more to a group. */
export function sharedPictureGroups(profiles: readonly MediaProfile[], ctx: RenderContext): MediaProfile[][] {
  const groups = new Map<string, MediaProfile[]>();
  for (const profile of profiles.filter(isJoinable)) {
    const id = programPictureId(profile, ctx);
    groups.set(id, [...(groups.get(id) ?? []), profile]);
  }
  return [...groups.values()].filter((group) => group.length >= 2);
}

/** The H.264 parameter sets of an MP4's video stream (its avcC), as ffprobe prints them. */
async function parameterSets(path: string): Promise<string> {
  const { stdout } = await runFfprobe(['-v', 'error', '-select_streams', 'v:0', '-show_streams', '-show_data', path]);
  return /extradata=\n([\s\S]*?)\nextradata_size=/.exec(stdout)?.[1] ?? '';
}

/** The file name of an ffconcat list entry. */
const concatEntry = (path: string) => `file '${path.replace(/'/g, `'\\''`)}'`;

export interface SharedPictureOptions extends RunOptions {
  /** Where the program picture may already be, kept by an earlier step of the run. */
  readonly pictures?: PictureStore;
  /** Keep the program picture in `pictures` for keys a later step makes. */
  readonly keepProgram?: boolean;
}

/**
 * Makes the H.264 `profiles` (those of one group of sharedPictureGroups a step makes) from one program
 * encode, or from the program an earlier step kept. `ctx` must be complete (slate text files written:
 * see completeContext). Intermediate files go to `workDir` and are removed.
 */
export async function renderH264Shared(
  profiles: readonly MediaProfile[],
  ctx: RenderContext,
  outDir: string,
  workDir: string,
  options: SharedPictureOptions = {},
): Promise<AssemblyReport> {
  await mkdir(outDir, { recursive: true });
  await mkdir(workDir, { recursive: true });
  const [first] = profiles;
  const pictureId = first && programPictureId(first, ctx);
  if (!first || profiles.some((p) => !isJoinable(p) || programPictureId(p, ctx) !== pictureId)) {
    throw new Error(`${profiles.map((p) => p.key).join(', ')} do not share one program picture`);
  }
  const temp: string[] = [];
  const started = Date.now();
  const program = join(workDir, `${first.key}-program.mp4`);
  temp.push(program);
  const rolls = new Map<string, string>();
  const plan = (profile: MediaProfile) => profilePlan(profile, ctx.spec.durationSeconds);
  let encodedFrames = 0;
  try {
    const encoded = await obtainPicture(
      options.pictures,
      `h264-program ${pictureId}`,
      program,
      () => runFfmpeg(buildProgramPictureArgs(first, ctx, program), options),
      options.keepProgram === true,
    );
    if (encoded) encodedFrames += plan(first).programFrames;
    const programSets = await parameterSets(program);
    const roll = async (profile: MediaProfile, part: 'pre' | 'post'): Promise<string | undefined> => {
      // Rolls are the same for profiles of one layout: the slate text is the layout's.
      const id = `${profile.layout ?? 'none'}-${part}`;
      if (rolls.has(id)) return rolls.get(id);
      const path = join(workDir, `${first.key}-${id}.mp4`);
      const args = buildRollPictureArgs(profile, ctx, part, path);
      if (!args) return undefined;
      await runFfmpeg(args, options);
      temp.push(path);
      if ((await parameterSets(path)) !== programSets)
        throw new Error(`${profile.key}: the ${part}-roll was encoded with other parameter sets than the program`);
      rolls.set(id, path);
      encodedFrames += part === 'pre' ? plan(profile).preFrames : plan(profile).postFrames;
      return path;
    };
    const outputs: RenderedOutput[] = [];
    for (const profile of profiles) {
      const parts = [await roll(profile, 'pre'), program, await roll(profile, 'post')].filter(
        (p): p is string => p !== undefined,
      );
      const list = join(workDir, `${profile.key}.ffconcat`);
      temp.push(list);
      await writeFile(list, `ffconcat version 1.0\n${parts.map(concatEntry).join('\n')}\n`, 'utf8');
      const outputPath = join(outDir, outputFileName(ctx.spec.uniqueId, profile.key));
      await runFfmpeg(
        buildAssemblyMuxArgs(profile, ctx, { path: list, inputArgs: ['-f', 'concat', '-safe', '0'] }, outputPath),
        options,
      );
      outputs.push({ key: profile.key, path: outputPath, durationMs: Date.now() - started });
    }
    return { outputs, encodedFrames, naiveFrames: profiles.reduce((sum, p) => sum + plan(p).totalFrames, 0) };
  } finally {
    await Promise.all(temp.map((p) => rm(p, { force: true })));
  }
}
