import { isCaptionAdvice, type Master } from '@masterport/contract';
import { masterFileCount } from './outputs.ts';
import { masterState, type Tone } from './status.ts';

/** Where the banner's button leads: a tab, or the fix-loudness run. */
export type BannerAction = 'fix_loudness' | 'outputs' | 'quality' | 'sources' | 'unarchive' | 'continue_merge';

/** What the master page says above its tabs: what happened and what to do next. */
export interface Banner {
  readonly tone: Tone;
  /** A key of the masters dictionary's `banner` block. */
  readonly text:
    | 'archiving'
    | 'archived'
    | 'unarchiving'
    | 'waitingMerge'
    | 'loudnessRejected'
    | 'rejected'
    | 'waitingCaptions'
    | 'waitingSources'
    | 'loudnessFixed'
    | 'readyWithWarnings'
    | 'ready';
  readonly values: Record<string, string | number>;
  readonly action?: BannerAction;
}

type BannerFields = Pick<
  Master,
  | 'archive_status'
  | 'status'
  | 'qc_status'
  | 'is_running'
  | 'is_draft'
  | 'processing_error'
  | 'quality_control'
  | 'outputs'
  | 'qc_acknowledged'
  | 'loudness'
> &
  Partial<Pick<Master, 'merge_with'>>;

/** The loudness a broadcast output was measured at, once made (ffprobe's check records it). */
const outputLoudness = (master: Pick<BannerFields, 'outputs'>): number | undefined => {
  const broadcast = master.outputs.find(
    (output) => output.category === 'MXF_BROADCAST' && typeof output.metadata.loudness_lkfs === 'number',
  );
  return broadcast ? Number(broadcast.metadata.loudness_lkfs) : undefined;
};

/** After fix-loudness: what the outputs were measured at (the QC summary shows it next to the source's). */
export const correctedLoudness = (master: Pick<BannerFields, 'outputs' | 'quality_control'>): number | undefined =>
  master.quality_control.some((item) => item.check === 'loudness' && item.code === 'loudness_fixed')
    ? outputLoudness(master)
    : undefined;

/**
 * The banner for a master, from the same state model as the badges (status.ts). None while a run
 * works or after it failed: the processing panel shows those, with its own actions. Measured values
 * stay numbers here; the component formats them for the reader's language.
 */
export function masterBanner(master: BannerFields): Banner | null {
  // Cold storage comes first: whatever the master's state, its files cannot be used meanwhile.
  if (master.archive_status === 'archiving') return { tone: 'running', text: 'archiving', values: {} };
  if (master.archive_status === 'unarchiving') return { tone: 'running', text: 'unarchiving', values: {} };
  if (master.archive_status === 'archived')
    return { tone: 'waiting', text: 'archived', values: {}, action: 'unarchive' };
  const state = masterState(master);
  const loudness = master.quality_control.find((item) => item.check === 'loudness');
  // The outputs, not every file: companions ride on their rows and the source is the upload.
  const files = masterFileCount(master.outputs).outputs;
  switch (state) {
    case 'processing':
    case 'error':
    case 'draft':
      return null;
    case 'rejected': {
      if (master.qc_status === 'SOURCE_INTEGRATED_LOUDNESS_REJECTED' && loudness && master.loudness !== null) {
        return {
          tone: 'rejected',
          text: 'loudnessRejected',
          values: { measured: master.loudness, expected: loudness.expected ?? '' },
          action: 'fix_loudness',
        };
      }
      const first = master.quality_control.find((item) => item.status === 'rejected');
      return {
        tone: 'rejected',
        text: 'rejected',
        values: {
          count: master.quality_control.filter((item) => item.status === 'rejected').length,
          check: first?.check ?? '',
        },
        action: 'quality',
      };
    }
    case 'waiting_merge':
      return {
        tone: 'waiting',
        text: 'waitingMerge',
        values: { title: master.merge_with?.title ?? '', id: master.merge_with?.unique_id ?? '' },
        action: 'continue_merge',
      };
    case 'waiting_captions':
      return { tone: 'waiting', text: 'waitingCaptions', values: {}, action: 'sources' };
    case 'waiting_sources':
      return { tone: 'waiting', text: 'waitingSources', values: {}, action: 'sources' };
    case 'warning': {
      const fixed = correctedLoudness(master);
      if (fixed !== undefined)
        return { tone: 'passed', text: 'loudnessFixed', values: { loudness: fixed, files }, action: 'outputs' };
      if (master.qc_acknowledged) return { tone: 'passed', text: 'ready', values: { files }, action: 'outputs' };
      return {
        tone: 'warning',
        text: 'readyWithWarnings',
        values: {
          files,
          // Caption advice is shown on the QC tab but is not a warning of the master's (overallResult).
          warnings: master.quality_control.filter((item) => item.status === 'warning' && !isCaptionAdvice(item.check))
            .length,
        },
        action: 'quality',
      };
    }
    case 'completed':
      return { tone: 'passed', text: 'ready', values: { files }, action: 'outputs' };
  }
}
