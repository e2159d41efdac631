import {
  baseMasterType,
  evaluateSpec,
  SLATE_XML_PREFIX,
  type DeliveryContent,
  type SpecEvaluation,
  type SpecOutputFacts,
  type StationSpecVersion,
  type WithCompleteSlate,
} from '@masterport/contract';
import type { MasterItem } from '@masterport/data';
import { isMediaProfile, outputProfile, profilePlan, startLabelAtRate } from '@masterport/media';

/**
 * A master against a station's spec at send time (issue 32, docs/station-specs.md): the facts of
 * each output the station's delivery content names, measured where the output was made and checked,
 * else what its profile makes, judged by the contract's `evaluateSpec`. The delivery, the wizard's
 * review and the list of delivered spots that no longer comply all go through here.
 */

const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The source's frame rate as quality control measured it (what a copy kept at the source's rate has). */
export const sourceRate = (master: Pick<MasterItem, 'quality_control'>): string | null =>
  master.quality_control.find((item) => item.check === 'frame_rate')?.measured?.split(' ')[0] ?? null;

/** Seconds as the timecode counts them at 29.97 (60 frames: 2 s), to the tenth. */
const seconds = (frames: number) => Math.round((frames / 30) * 10) / 10;

/** One output's facts, or null for a file that is not media (captions, the source). */
export function outputSpecFacts(
  master: Pick<WithCompleteSlate<MasterItem>, 'outputs' | 'duration' | 'quality_control'>,
  key: string,
): SpecOutputFacts | null {
  let profile;
  try {
    profile = outputProfile(key);
  } catch {
    return null;
  }
  if (!isMediaProfile(profile)) return null;
  const measured = master.outputs[key]?.metadata;
  const loudness = profile.audio.loudness;
  const picture = profile.video
    ? (() => {
        const plan = profilePlan(profile, master.duration);
        const pre = plan.segments.slice(
          0,
          plan.segments.findIndex((segment) => segment.kind === 'program'),
        );
        const lastSlate = pre.map((segment) => segment.kind).lastIndexOf('slate');
        const frames = (kind: 'slate' | 'black', from = 0) =>
          pre.slice(from).reduce((sum, segment) => sum + (segment.kind === kind ? segment.frames : 0), 0);
        const rate = profile.video!.rate === '29.97' ? '29.97' : sourceRate(master);
        return {
          slate_seconds: seconds(frames('slate')),
          black_seconds: seconds(frames('black', lastSlate + 1)),
          program_start_frame: plan.programOffset,
          program_start_timecode: startLabelAtRate(plan.programStart, rate ?? undefined),
          frame_rate: rate,
          timecode_mode: rate === null ? null : rate === '29.97' || rate === '59.94' ? 'drop_frame' : 'non_drop',
        } as const;
      })()
    : null;
  return {
    output_key: key,
    container: profile.container,
    video_codec: profile.video?.codec ?? null,
    audio_layout: profile.audio.layout,
    loudness: finite(measured?.loudness_lkfs) ?? loudness.integrated ?? null,
    true_peak: finite(measured?.true_peak_dbtp) ?? (measured ? null : loudness.truePeak),
    true_peak_ceiling: loudness.truePeak,
    slate_seconds: picture?.slate_seconds ?? null,
    black_seconds: picture?.black_seconds ?? null,
    program_start_frame: picture?.program_start_frame ?? null,
    program_start_timecode: picture?.program_start_timecode ?? null,
    frame_rate: picture?.frame_rate ?? null,
    timecode_mode: picture?.timecode_mode ?? null,
    loudness_variants: true,
  };
}

/** A master as one station would receive it (the outputs its broadcaster's delivery content names) against its spec. */
export function checkMasterAgainstSpec(
  master: Pick<
    WithCompleteSlate<MasterItem>,
    'outputs' | 'duration' | 'quality_control' | 'master_type' | 'captions_filename'
  >,
  content: DeliveryContent,
  spec: StationSpecVersion | null | undefined,
): SpecEvaluation {
  const facts = content[baseMasterType(master.master_type)].flatMap((key) => outputSpecFacts(master, key) ?? []);
  return evaluateSpec(spec?.rules ?? null, { has_captions: !!master.captions_filename }, facts);
}

/**
 * The output keys a station gets of a master once its spec is applied: each key of its delivery
 * content, or the loudness variant the spec needs instead of it.
 */
export function keysForStation(evaluation: SpecEvaluation, contentKeys: readonly string[]): string[] {
  const instead = new Map(evaluation.outputs.map((output) => [output.output_key, output.delivered_key]));
  return contentKeys.map((key) => instead.get(key) ?? key);
}

/** What to make before delivery for a variant: the file, and its XML slate where its output has one. */
export function variantKeysToMake(master: Pick<MasterItem, 'outputs'>, baseKey: string, variantKey: string): string[] {
  const slate = master.outputs[`${SLATE_XML_PREFIX}${baseKey}`] ? [`${SLATE_XML_PREFIX}${variantKey}`] : [];
  return [variantKey, ...slate];
}
