import { checkOutput, inspectOutput, type MasterSpec, type MediaProfile, type OutputFacts } from '@masterport/media';
import type { MasterOutput } from '@masterport/data';

/** An encoded file that does not match its profile: it is never offered. */
export class OutputCheckError extends Error {
  constructor(
    readonly key: string,
    readonly failures: string,
  ) {
    super(`${key} failed its checks: ${failures}`);
    this.name = 'OutputCheckError';
  }
}

/**
 * Probes an encoded file and compares it with its profile, whichever encoder made it (ffmpeg in the
 * task, or a MediaConvert job): throws OutputCheckError on the first run of failed checks.
 */
export async function checkedOutput(profile: MediaProfile, spec: MasterSpec, path: string): Promise<OutputFacts> {
  const facts = await inspectOutput(profile, spec, path);
  const failed = checkOutput(profile, spec, facts, 1).filter((check) => !check.ok);
  if (failed.length)
    throw new OutputCheckError(
      profile.key,
      failed.map((c) => `${c.name} ${String(c.measured)} != ${String(c.expected)}`).join('; '),
    );
  return facts;
}

/** What the outputs tab shows of a media file, and which encoder made it. */
export function mediaMetadata(
  profile: MediaProfile,
  facts: OutputFacts,
  encoder: 'ffmpeg' | 'mediaconvert',
): MasterOutput['metadata'] {
  const video = facts.probe.video[0];
  return {
    encoder,
    container: profile.container,
    frames: facts.frames ?? null,
    width: video?.width ?? null,
    height: video?.height ?? null,
    video_codec: video?.codec ?? null,
    audio_streams: facts.probe.audio.length,
    loudness_lkfs: facts.loudness?.integrated ?? null,
    true_peak_dbtp: facts.loudness?.truePeak ?? null,
    duration_seconds: facts.probe.durationSeconds ?? null,
  };
}
