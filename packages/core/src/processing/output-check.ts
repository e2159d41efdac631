import {
  checkOutput,
  inspectOutput,
  type LoudnessSummary,
  type MasterSpec,
  type MediaProfile,
  type OutputFacts,
  type XmlSlateExtras,
} from '@masterport/media';
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
  requireOutputChecks(profile, spec, facts);
  return facts;
}

/** Throws OutputCheckError when the facts of an output fail any check of its profile but those `excepted`. */
export function requireOutputChecks(
  profile: MediaProfile,
  spec: MasterSpec,
  facts: OutputFacts,
  excepted: readonly string[] = [],
): void {
  const failed = checkOutput(profile, spec, facts).filter((check) => !check.ok && !excepted.includes(check.name));
  if (failed.length)
    throw new OutputCheckError(
      profile.key,
      failed.map((c) => `${c.name} ${String(c.measured)} != ${String(c.expected)}`).join('; '),
    );
}

/**
 * What the outputs tab shows of a media file, and which encoder made it. `sourceLoudness` is the QC
 * measurement of the pair the output's stereo was made from: its loudness range is stored beside the
 * output's, so the QC tab and the XML slate show what normalisation did to it.
 */
export function mediaMetadata(
  profile: MediaProfile,
  facts: OutputFacts,
  encoder: 'ffmpeg' | 'mediaconvert',
  sourceLoudness?: LoudnessSummary,
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
    loudness_range_lu: facts.loudness?.lra ?? null,
    source_loudness_range_lu: sourceLoudness?.lra ?? null,
    duration_seconds: facts.probe.durationSeconds ?? null,
  };
}

const finite = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** An XML slate's measured figures, read from its output's stored metadata (those it lacks are left out). */
export function xmlSlateMeasurements(
  metadata: MasterOutput['metadata'] | undefined,
): Pick<XmlSlateExtras, 'measuredLkfs' | 'loudnessRangeLu' | 'sourceLoudnessRangeLu'> {
  const figures = {
    measuredLkfs: finite(metadata?.loudness_lkfs),
    loudnessRangeLu: finite(metadata?.loudness_range_lu),
    sourceLoudnessRangeLu: finite(metadata?.source_loudness_range_lu),
  };
  return Object.fromEntries(Object.entries(figures).filter(([, value]) => value !== undefined));
}
