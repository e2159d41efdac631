import * as z from 'zod';
import {
  SPEC_PRESET_NAMES,
  stationSpecRulesSchema,
  stationSpecVersionSchema,
  type SpecPreset,
} from '../station-specs/station-spec.ts';
import { idField, languageSchema, optionalString, requiredString } from './fields.ts';

/**
 * Call letters: a station's identity on the platform (seed 000 §7), 3 to 10 letters and digits,
 * upper case, unique across every broadcaster. They are their own id in the API.
 */
/** The longest call letters a station has (the pattern's bound, which the SPA's inputs take too). */
export const CALL_LETTERS_MAX = 10;
export const callLettersField = () =>
  z
    .string({ error: 'required' })
    .trim()
    .toUpperCase()
    .regex(new RegExp(`^[A-Z0-9]{3,${CALL_LETTERS_MAX}}$`), { error: 'call_letters_format' });

export const BANDS = ['TV', 'RADIO'] as const;
export const bandSchema = z.enum(BANDS, { error: 'one_of' });

/** A station as the directory shows it: who owns it, where it broadcasts, in which language. */
export const callLetterSchema = z.object({
  id: z.string(),
  market: z.string(),
  band: bandSchema,
  language: languageSchema,
  owner_name: z.string(),
  /** What the station accepts (issue 32); null: no requirement. */
  spec: stationSpecVersionSchema.nullable().optional(),
});
export type CallLetter = z.infer<typeof callLetterSchema>;
export const callLettersListResponse = z.object({
  success: z.literal(true),
  call_letters_list: z.array(callLetterSchema),
});

/**
 * Ours (issue 32): the spec a broadcaster's station is held to (`specInForce`): its own, or the
 * spec of the group it follows (`group`), or null (none).
 */
export const specInForceSchema = stationSpecVersionSchema.extend({
  group: z.object({ id: z.string(), name: z.string() }).nullable(),
});
/** `own/get`: the broadcaster's stations, each with the spec it follows (its own `spec` stays as saved). */
export const ownCallLettersListResponse = z.object({
  success: z.literal(true),
  call_letters_list: z.array(callLetterSchema.extend({ spec_in_force: specInForceSchema.nullable() })),
});
export type OwnCallLetter = z.infer<typeof ownCallLettersListResponse>['call_letters_list'][number];

/** Ours: a broadcaster registers and edits its own stations (the profile's call letters tab). */
export const ownCallLetterBody = z.strictObject({
  id: callLettersField(),
  market: requiredString(60),
  band: bandSchema,
  language: languageSchema,
});
/** `own/save-spec`: a station's new spec (null: no requirement any more), over the version the form read. */
/** A spec saved as a new version, a station's or a group's (issue 32). */
const specSaveFields = {
  preset: z.enum(SPEC_PRESET_NAMES as [SpecPreset, ...SpecPreset[]], { error: 'one_of' }).nullable(),
  rules: stationSpecRulesSchema.nullable(),
  /** The version the form was opened on (0: none yet): a save over another's change is refused. */
  version: z.number({ error: 'invalid' }).int({ error: 'invalid' }).min(0, { error: 'invalid' }),
};
export const saveStationSpecBody = z.strictObject({ id: callLettersField(), ...specSaveFields });
export const callLetterIdBody = z.strictObject({ id: callLettersField() });
export const callLetterResponse = z.object({ success: z.literal(true), call_letter: callLetterSchema });

export const searchCallLettersBody = z.strictObject({
  query: optionalString(60),
  limit: z.number().int().min(1).max(100).optional(),
});

/** A group of call letters an account sends to ("Quebec French TV"). */
export const callLetterGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  call_letters_count: z.number(),
  /** Ours (issue 32): what the group's stations of its own broadcaster accept when they have no spec of their own. */
  spec: stationSpecVersionSchema.nullable().optional(),
});
export const groupsListResponse = z.object({ success: z.literal(true), groups_list: z.array(callLetterGroupSchema) });
export const groupsWithCallLettersResponse = z.object({
  success: z.literal(true),
  groups_list: z.array(callLetterGroupSchema.extend({ call_letters_list: z.array(callLetterSchema) })),
});
export const groupResponse = z.object({ success: z.literal(true), group: callLetterGroupSchema });

export const createGroupBody = z.strictObject({
  name: requiredString(60),
  call_letters: z.array(callLettersField()).max(500).optional(),
});
export const saveGroupBody = z.strictObject({ id: idField(), name: requiredString(60) });
export const groupIdBody = z.strictObject({ id: idField() });
export const saveGroupSpecBody = z.strictObject({ id: idField(), ...specSaveFields });
export const saveGroupCallLettersBody = z.strictObject({
  id: idField(),
  call_letters: z.array(callLettersField()).max(500),
});
