import * as z from 'zod';
import type { ErrorCode } from '../errors.ts';
import { adCodeIssue, effectiveAdCodeSystem, type AdCodeSystem } from './ad-codes.ts';
import { adCodeSystemSchema } from '../schemas/ad-codes.ts';
import { fileNameField, idField, languageSchema, requiredString } from '../schemas/fields.ts';
import {
  baseMasterType,
  LANGUAGES_BY_TYPE,
  MAX_MASTER_SECONDS,
  normaliseUniqueId,
  type MasterType,
} from './master-types.ts';
import { audioTypeSchema, masterTypeSchema, ratioSchema } from '../schemas/master-types.ts';

/** The longest unique ID, once normalised. */
export const UNIQUE_ID_MAX = 20;
/** What the slate's unique ID input takes: the longest ID and a few spaces people type inside it (normalising drops them). */
export const UNIQUE_ID_INPUT_MAX = UNIQUE_ID_MAX + 4;
/**
 * The unique ID (Ad-ID, ISCI or a house ID): normalised to upper case without spaces, 4 to 20
 * letters and digits (OUTPUTS.md decision 11).
 */
export const uniqueIdField = () =>
  z
    .string({ error: 'required' })
    .transform(normaliseUniqueId)
    .pipe(
      z
        .string()
        .min(1, { error: 'required' })
        .regex(new RegExp(`^[A-Z0-9]{4,${UNIQUE_ID_MAX}}$`), { error: 'unique_id_format' }),
    );

export const captionsFilenameField = () => fileNameField(255).regex(/\.(scc|srt)$/i, { error: 'captions_extension' });

/**
 * The slate: what the create/edit modal sends (seed 001 §3 "Master being created"). This is the one
 * list of slate fields: the stored master, the API's master and the modal's form all derive from it.
 */
export const slateFields = z.strictObject({
  master_type: masterTypeSchema,
  title: requiredString(63),
  unique_id: uniqueIdField(),
  /** The code system this master's unique ID follows; null or absent: the account's (ad-codes.ts). */
  code_system: adCodeSystemSchema.nullable().optional(),
  duration: z
    .number({ error: 'required' })
    .int({ error: 'digits' })
    .min(1, { error: 'min_1' })
    .max(MAX_MASTER_SECONDS, { error: `max_${MAX_MASTER_SECONDS}` }),
  language: languageSchema,
  ratio: ratioSchema,
  audio_type: audioTypeSchema,
  announcer: requiredString(50),
  agency: requiredString(50),
  product: requiredString(50),
  captions_filename: captionsFilenameField().optional(),
  source_filename: fileNameField(255).optional(),
  use_video_audio: z.boolean().optional(),
  test_brng: z.boolean().optional(),
  /**
   * The spot has no speech, only music (issue 32): its captions then need a music note, which the
   * caption content check asks for. Absent: not said (the check then guesses from the captions).
   */
  music_only: z.boolean().optional(),
  partner_studio_id: idField().optional(),
});
export type SlateFields = z.infer<typeof slateFields>;
export type SlateInput = z.input<typeof slateFields>;

/** The slate fields a draft may leave out (a draft needs only its title); a confirmed slate needs them all. */
export const FIELDS_TO_CONFIRM = [
  'master_type',
  'unique_id',
  'duration',
  'language',
  'ratio',
  'audio_type',
  'announcer',
  'agency',
  'product',
] as const;
export type FieldToConfirm = (typeof FIELDS_TO_CONFIRM)[number];
type SlateShape = typeof slateFields.shape;

/** A field left blank in the form ('' or spaces) counts as not given. */
const blankAsAbsent = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const draftField = (field: FieldToConfirm) =>
  z.preprocess(blankAsAbsent, slateFields.shape[field].optional()).optional();

/**
 * A draft's slate: the title and whatever else was filled in, each field judged as in a confirmed
 * slate once given. The modal's blank form passes: its empty fields count as not given. Its input
 * is typed as a slate's (what the form fills in).
 */
export const draftSlateFields = slateFields.extend(
  Object.fromEntries(FIELDS_TO_CONFIRM.map((field) => [field, draftField(field)])) as {
    [Field in FieldToConfirm]: z.ZodOptional<
      z.ZodPipe<z.ZodTransform<unknown, z.input<SlateShape[Field]>>, z.ZodOptional<SlateShape[Field]>>
    >;
  },
);
export type DraftSlate = z.infer<typeof draftSlateFields>;

/**
 * The issues a confirmed slate adds to a draft's: each field a draft may leave out that is missing,
 * with the message the confirmed slate gives it.
 */
export function missingSlateIssues(
  slate: Partial<Record<FieldToConfirm, unknown>>,
): { path: FieldToConfirm; message: string }[] {
  return FIELDS_TO_CONFIRM.filter((field) => slate[field] === undefined).map((field) => ({
    path: field,
    message: slateFields.shape[field].safeParse(undefined).error?.issues[0]?.message ?? 'required',
  }));
}

/**
 * The slate as a master keeps and answers it: every slate field but who it is made for, the
 * optional ones always present (null, or the default below). A draft's fields not filled in yet are null.
 */
export const storedSlateFields = z.object(slateFields.omit({ partner_studio_id: true }).shape).extend({
  ...(Object.fromEntries(FIELDS_TO_CONFIRM.map((field) => [field, slateFields.shape[field].nullable()])) as {
    [Field in FieldToConfirm]: z.ZodNullable<SlateShape[Field]>;
  }),
  captions_filename: z.string().nullable(),
  source_filename: z.string().nullable(),
  use_video_audio: z.boolean(),
  test_brng: z.boolean(),
  /** Null: the slate does not say (masters saved before the field, or an API call without it). */
  music_only: z.boolean().nullish(),
  /** Null: the account's. Masters stored before code systems have none, and follow the account's too. */
  code_system: adCodeSystemSchema.nullish(),
});
export type StoredSlate = z.infer<typeof storedSlateFields>;

/** What a new master holds for the slate fields it was not given. */
export const STORED_SLATE_DEFAULTS = {
  ...(Object.fromEntries(FIELDS_TO_CONFIRM.map((field) => [field, null])) as { [Field in FieldToConfirm]: null }),
  captions_filename: null,
  source_filename: null,
  use_video_audio: true,
  test_brng: false,
  music_only: null,
  code_system: null,
} as const satisfies Partial<StoredSlate>;

/**
 * The slate to store: the fields sent replace those kept (`previous`, else the defaults); a field
 * not sent keeps its value. Only slate fields come out, whatever else `previous` holds.
 */
export function toStoredSlate(slate: DraftSlate, previous?: StoredSlate): StoredSlate {
  const given = Object.fromEntries(Object.entries(slate).filter(([, value]) => value !== undefined));
  return storedSlateFields.parse({ ...STORED_SLATE_DEFAULTS, ...previous, ...given });
}

/** A stored slate with every field a confirmed slate needs. */
export type CompleteSlate = StoredSlate & { [Field in FieldToConfirm]: NonNullable<StoredSlate[Field]> };

/** A master (or what holds a stored slate) known to have a complete slate. */
export type WithCompleteSlate<Slate> = Slate & Pick<CompleteSlate, FieldToConfirm>;

/**
 * What "the same profile" means for two merged masters (seed 001 §5): the fields their outputs are
 * made from. The API refuses a merge of masters that differ in one (`merge_profile`); the SPA offers
 * only masters that share them and does not let the merge's slate change them.
 */
export const MERGE_PROFILE_FIELDS = [
  'master_type',
  'ratio',
  'audio_type',
  'language',
] as const satisfies readonly FieldToConfirm[];
export type MergeProfileField = (typeof MERGE_PROFILE_FIELDS)[number];
export const sameMergeProfile = (
  a: Partial<Pick<StoredSlate, MergeProfileField>>,
  b: Partial<Pick<StoredSlate, MergeProfileField>>,
): boolean => MERGE_PROFILE_FIELDS.every((field) => a[field] === b[field]);

/** Whether a master's (or a form's) slate is complete: a draft saved with fewer fields is not, until an edit completes it. */
export function isSlateComplete<Slate extends Partial<Pick<StoredSlate, FieldToConfirm>>>(
  master: Slate,
): master is WithCompleteSlate<Slate> {
  return FIELDS_TO_CONFIRM.every((field) => slateFields.shape[field].safeParse(master[field]).success);
}

/** One breach of a rule that spans slate fields: the field, its form issue key and the API's catalogue code. */
export interface SlateRuleIssue {
  readonly path: 'ratio' | 'audio_type' | 'language';
  readonly issue: string;
  readonly code: ErrorCode;
}

/**
 * Seed 001 §5 rules that span fields: TV is 16:9, web and radio are stereo, each type's languages.
 * The API refuses the first breach with its catalogue code; the modal shows each one under its
 * field. Fields not filled in yet are not judged. A TV master's captions file is not named here:
 * its name comes from the captions upload, which processing waits for (requiredAssets).
 * `_confirmed` (a new or edited master, not a draft) judges nothing more here: what a confirmed
 * slate needs more than a draft (every field) is its schema's (`slateSchema`).
 */
export function slateRuleIssues(
  slate: {
    master_type?: MasterType | null;
    ratio?: string | null;
    audio_type?: string | null;
    language?: string | null;
  },
  _confirmed: boolean,
): SlateRuleIssue[] {
  if (!slate.master_type) return [];
  const base = baseMasterType(slate.master_type);
  const issues: SlateRuleIssue[] = [];
  if (base === 'PUB_TV_WEB' && slate.ratio && slate.ratio !== '16:9')
    issues.push({ path: 'ratio', issue: 'tv_ratio', code: 'tv_ratio_required' });
  if (base !== 'PUB_TV_WEB' && slate.audio_type && slate.audio_type !== '2trks')
    issues.push({ path: 'audio_type', issue: 'stereo_required', code: 'stereo_required' });
  if (slate.language && !(LANGUAGES_BY_TYPE[base] as readonly string[]).includes(slate.language))
    issues.push({ path: 'language', issue: 'one_of', code: 'validation_error' });
  return issues;
}

/**
 * The unique ID's issue under the code system it follows (the slate's, else the account's), beyond
 * what the field itself checks: the API's slate check and the modal's form both ask this.
 */
export function uniqueIdSystemIssue(
  slate: { unique_id?: string | null; code_system?: AdCodeSystem | null },
  accountSystem: AdCodeSystem | null | undefined,
): string | undefined {
  if (!slate.unique_id) return undefined;
  return adCodeIssue(slate.unique_id, effectiveAdCodeSystem(slate.code_system, accountSystem));
}

/** What a saved master holds of its code: its unique ID and the code system its slate names. */
export type KeptUniqueId = { unique_id: string | null; code_system?: AdCodeSystem | null };

/**
 * Whether a slate keeps its master's unique ID under the master's own code system: such an ID is
 * not judged again, so a master made before its account chose another code system keeps its ID
 * through any other edit. A new ID, or the same under another system, is judged (issue 32).
 */
export const keepsUniqueId = (
  slate: { unique_id?: string | null; code_system?: AdCodeSystem | null },
  kept: KeptUniqueId | undefined,
): boolean =>
  !!kept?.unique_id &&
  normaliseUniqueId(slate.unique_id ?? '') === kept.unique_id &&
  (slate.code_system ?? null) === (kept.code_system ?? null);

/**
 * The slate schema with the rules that span fields: the modal's form validates with it (a draft
 * needs only a title), the unique ID under the account's code system unless the slate names one,
 * and unless it is the edited master's own (`kept`, keepsUniqueId).
 */
export const slateSchema = (confirmed: boolean, accountSystem?: AdCodeSystem, kept?: KeptUniqueId) =>
  (confirmed ? slateFields : draftSlateFields).superRefine((slate, context) => {
    for (const rule of slateRuleIssues(slate, confirmed))
      context.addIssue({ code: 'custom', path: [rule.path], message: rule.issue });
    // An ID the field itself refuses already has its issue (zod judges the object even so).
    const codeIssue =
      uniqueIdField().safeParse(slate.unique_id).success && !keepsUniqueId(slate, kept)
        ? uniqueIdSystemIssue(slate, accountSystem)
        : undefined;
    if (codeIssue) context.addIssue({ code: 'custom', path: ['unique_id'], message: codeIssue });
  });

/** Fields a type forces: TV is 16:9; web and radio are stereo; radio has no picture (its ratio is kept at 16:9). */
export function forcedByType(type: MasterType | null | undefined): { ratio?: '16:9'; audio_type?: '2trks' } {
  if (!type) return {};
  const base = baseMasterType(type);
  if (base === 'PUB_TV_WEB') return { ratio: '16:9' };
  if (base === 'PUB_RADIO') return { audio_type: '2trks', ratio: '16:9' };
  return { audio_type: '2trks' };
}
