import { baseMasterType, type Master, type MasterType } from '@masterport/contract';

type Stage = Master['status'];

/** The stages a run goes through for each base type, in the order the state machine runs them. */
const RUN_STAGES: Record<ReturnType<typeof baseMasterType>, readonly Stage[]> = {
  PUB_TV_WEB: ['SOURCES_COPY', 'QUALITY_CONTROL', 'CC_CONVERSION', 'LOUDNESS_ADJUSTMENTS', 'MXF_STANDARD', 'MXF_SLATED', 'CUSTOM_FILES', 'WEB_OPTIMIZED_VERSIONS', 'CREATING_PREVIEW', 'COMPLETED'],
  PUB_WEB: ['SOURCES_COPY', 'QUALITY_CONTROL', 'CC_CONVERSION', 'LOUDNESS_ADJUSTMENTS', 'WEB_OPTIMIZED_VERSIONS', 'CREATING_PREVIEW', 'COMPLETED'],
  PUB_RADIO: ['SOURCES_COPY', 'QUALITY_CONTROL', 'LOUDNESS_ADJUSTMENTS', 'RADIO_MASTERS', 'CREATING_PREVIEW', 'COMPLETED'],
};

/** Stages that stand in for a step of the list (a loudness fix runs in the loudness step's place). */
const SAME_STEP: Partial<Record<Stage, Stage>> = {
  UPLOADED: 'SOURCES_COPY',
  FIX_LOUDNESS: 'LOUDNESS_ADJUSTMENTS',
  ADJUSTING_AUDIO_LOUDNESS: 'LOUDNESS_ADJUSTMENTS',
};

/**
 * The processing stepper: the type's stages, and the index of the one running (or that failed).
 * A stage outside the list (merging) is put before the end so the stepper still shows it.
 */
export function processingSteps(type: MasterType, status: Stage): { steps: Stage[]; active: number } {
  const steps = [...RUN_STAGES[baseMasterType(type)]];
  const current = SAME_STEP[status] ?? status;
  let active = steps.indexOf(current);
  if (active === -1 && status !== 'CREATED') {
    steps.splice(steps.length - 1, 0, status);
    active = steps.length - 2;
  }
  return { steps, active: Math.max(active, 0) };
}
