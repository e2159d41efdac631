import * as z from 'zod';
import type { BaseMasterType } from './master-types.ts';

/** Processing stage codes (seed 001 §4): where a master is, including the waits between runs. */
export const STAGE_CODES = [
  'CREATED',
  'UPLOADED',
  'SOURCES_COPY',
  'QUALITY_CONTROL',
  'CC_CONVERSION',
  'LOUDNESS_ADJUSTMENTS',
  'FIX_LOUDNESS',
  'ADJUSTING_AUDIO_LOUDNESS',
  'MXF_STANDARD',
  'MXF_SLATED',
  'CUSTOM_FILES',
  'RADIO_MASTERS',
  'WEB_OPTIMIZED_VERSIONS',
  'CREATING_PREVIEW',
  'MERGING',
  'WAITING_MERGE',
  'WAITING_CAPTIONS',
  'COMPLETED',
] as const;
export const stageCodeSchema = z.enum(STAGE_CODES);
export type StageCode = z.infer<typeof stageCodeSchema>;

export const QC_STATUSES = [
  'WAITING',
  'PASSED',
  'WARNING',
  'REJECTED',
  'SOURCE_INTEGRATED_LOUDNESS_REJECTED',
  'WAITING_CAPTIONS',
] as const;
export const qcStatusSchema = z.enum(QC_STATUSES);
export type QcStatus = z.infer<typeof qcStatusSchema>;

/** Quality control's verdicts that stop a master: rejected outright, or for a source loudness the run may fix (`fix_loudness`). */
export const QC_REJECTED_STATUSES: ReadonlySet<QcStatus> = new Set(['REJECTED', 'SOURCE_INTEGRATED_LOUDNESS_REJECTED']);
/** Whether quality control rejected the master: it is neither sent nor offered for sending, and its page says so. */
export const isQcRejected = (qcStatus: QcStatus | null | undefined): boolean =>
  qcStatus != null && QC_REJECTED_STATUSES.has(qcStatus);

const ALL: readonly BaseMasterType[] = ['PUB_TV_WEB', 'PUB_WEB', 'PUB_RADIO'];
const PICTURE: readonly BaseMasterType[] = ['PUB_TV_WEB', 'PUB_WEB'];

/**
 * The steps of a processing run, in the order the state machine runs them (its states are named
 * after them): the progress shown when the step starts, and the base types that go through it.
 */
export const PROCESSING_STEP_TABLE = {
  SOURCES_COPY: { progress: 5, types: ALL },
  QUALITY_CONTROL: { progress: 15, types: ALL },
  CC_CONVERSION: { progress: 30, types: PICTURE },
  LOUDNESS_ADJUSTMENTS: { progress: 35, types: ALL },
  MXF_STANDARD: { progress: 45, types: ['PUB_TV_WEB'] },
  MXF_SLATED: { progress: 55, types: ['PUB_TV_WEB'] },
  CUSTOM_FILES: { progress: 65, types: ['PUB_TV_WEB'] },
  RADIO_MASTERS: { progress: 70, types: ['PUB_RADIO'] },
  WEB_OPTIMIZED_VERSIONS: { progress: 80, types: PICTURE },
  CREATING_PREVIEW: { progress: 92, types: ALL },
  COMPLETED: { progress: 100, types: ALL },
} as const satisfies Partial<Record<StageCode, { progress: number; types: readonly BaseMasterType[] }>>;

export type ProcessingStep = keyof typeof PROCESSING_STEP_TABLE;
export const PROCESSING_STEPS = Object.keys(PROCESSING_STEP_TABLE) as ProcessingStep[];
export const processingStepSchema = z.enum(PROCESSING_STEPS as [ProcessingStep, ...ProcessingStep[]]);

/** The steps a master of this base type goes through, in order. */
export const stepsForType = (base: BaseMasterType): ProcessingStep[] =>
  PROCESSING_STEPS.filter((step) => (PROCESSING_STEP_TABLE[step].types as readonly BaseMasterType[]).includes(base));

/** Stages that stand for a step of the run: the upload ends before the copy, a loudness fix runs in the loudness step's place. */
export const STAGE_STEP: Readonly<Partial<Record<StageCode, ProcessingStep>>> = {
  UPLOADED: 'SOURCES_COPY',
  FIX_LOUDNESS: 'LOUDNESS_ADJUSTMENTS',
  ADJUSTING_AUDIO_LOUDNESS: 'LOUDNESS_ADJUSTMENTS',
};
