import { baseMasterType, STAGE_STEP, stepsForType, type MasterType, type StageCode } from '@masterport/contract';

/**
 * The processing stepper: the type's steps (the contract's order, which the state machine runs), and
 * the index of the one running (or that failed). A stage outside the list (merging) is put before
 * the end so the stepper still shows it. A draft without a type yet (it never runs) has no steps.
 */
export function processingSteps(type: MasterType | null, status: StageCode): { steps: StageCode[]; active: number } {
  const steps: StageCode[] = type ? stepsForType(baseMasterType(type)) : [];
  const current = STAGE_STEP[status] ?? status;
  let active = steps.indexOf(current);
  if (active === -1 && status !== 'CREATED') {
    steps.splice(steps.length - 1, 0, status);
    active = steps.length - 2;
  }
  return { steps, active: Math.max(active, 0) };
}
