import { maxLengthOf, saveDistributionBody } from '@masterport/contract';
import type { z } from 'zod';

/** A field of the wizard's form: the contract's name for it. */
export type DraftField = keyof z.input<typeof saveDistributionBody>;

/** Seed 001: five steps, each starting idle; ours (issue 28), a last "Review" of what goes where before Send. */
export const STEPS = ['details', 'masters', 'destination', 'documents', 'reports', 'review'] as const;
export type Step = (typeof STEPS)[number];

/** Where each field is asked, so an issue (the form's or the API's) brings its step back. */
export const STEP_FIELDS = {
  details: ['agency', 'advertiser', 'tag', 'notes', 'distribution_date'],
  masters: ['master_files_ids'],
  destination: ['call_letters_ids', 'group_ids', 'exclude_tv_station', 'exclude_radio_station'],
  documents: ['documents_ids'],
  reports: ['completed_notifications', 'report_email'],
  review: [],
} as const satisfies Record<Step, readonly DraftField[]>;

/** Fields no step asks: the draft's id, and the replies to the API's two questions (sent with the answer, never typed). */
export const UNASKED_FIELDS = [
  'id',
  'redistribute_duplicate',
  'workflow_restart_confirmed',
] as const satisfies readonly DraftField[];

export const ASKED_FIELDS: readonly DraftField[] = STEPS.flatMap((step) => STEP_FIELDS[step]);

/** The step that asks a field, or of the list an item belongs to (`completed_notifications.2`); -1 for none. */
export const stepOfField = (name: string) =>
  STEPS.findIndex((step) =>
    (STEP_FIELDS[step] as readonly string[]).some((field) => name === field || name.startsWith(`${field}.`)),
  );

const shape = saveDistributionBody.shape;
/** The text fields' limits, read from the schema the API checks (the inputs stop there). */
export const TEXT_MAX = {
  agency: maxLengthOf(shape.agency),
  advertiser: maxLengthOf(shape.advertiser),
  tag: maxLengthOf(shape.tag),
  notes: maxLengthOf(shape.notes),
};
