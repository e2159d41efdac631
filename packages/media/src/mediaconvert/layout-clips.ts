/**
 * The pre- and post-roll clips MediaConvert joins around the program (`inputs.layoutClips`): slate,
 * black and the 2-pop, drawn by ffmpeg with the same slate and silence as the ffmpeg encoder. Each
 * distinct clip is rendered once: outputs that share a layout and a picture/audio format share it.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { runFfmpeg, type RunOptions } from '../ffmpeg.ts';
import { buildLayoutClipArgs, profilePlan, renditionSize, type RenderContext } from '../outputs/ffmpeg-args.ts';
import type { MediaProfile } from '../outputs/profiles.ts';
import { completeContext } from '../outputs/render.ts';

export interface LayoutClipFiles {
  /** Local clip files by output key (only parts the key's layout has). */
  readonly byKey: Readonly<Record<string, { readonly pre?: string; readonly post?: string }>>;
  /** Every distinct file rendered, to upload once. */
  readonly files: readonly string[];
}

/** What makes two outputs' clips interchangeable: layout, container, picture and audio format. */
function clipName(profile: MediaProfile, ctx: RenderContext, part: 'pre' | 'post'): string {
  const video = profile.video!;
  const size = renditionSize(video, ctx.spec.ratio);
  const plan = profilePlan(profile, ctx.spec.durationSeconds);
  return (
    [
      plan.layoutId,
      part,
      video.codec,
      `${size.width}x${size.height}`,
      (video.sar ?? '1:1').replace(':', '-'),
      video.interlaced ? 'i' : 'p',
      profile.audio.layout,
      profile.audio.codec,
    ].join('_') + `.${profile.extension}`
  );
}

/** Renders the layout clips of `profiles` (those with a layout) into `dir`. */
export async function renderLayoutClips(
  profiles: readonly MediaProfile[],
  context: RenderContext,
  dir: string,
  options: RunOptions = {},
): Promise<LayoutClipFiles> {
  await mkdir(dir, { recursive: true });
  const withLayout = profiles.filter((profile) => profile.layout && profile.video);
  const ctx = await completeContext(context, withLayout, dir);
  const rendered = new Map<string, Promise<string>>();
  const byKey: Record<string, { pre?: string; post?: string }> = {};
  for (const profile of withLayout) {
    const plan = profilePlan(profile, ctx.spec.durationSeconds);
    const clips: { pre?: string; post?: string } = {};
    for (const part of ['pre', 'post'] as const) {
      if ((part === 'pre' ? plan.preFrames : plan.postFrames) === 0) continue;
      const path = join(dir, clipName(profile, ctx, part));
      if (!rendered.has(path))
        rendered.set(
          path,
          runFfmpeg(buildLayoutClipArgs(profile, ctx, part, path), options).then(() => path),
        );
      clips[part] = await rendered.get(path)!;
    }
    byKey[profile.key] = clips;
  }
  return { byKey, files: [...rendered.keys()] };
}
