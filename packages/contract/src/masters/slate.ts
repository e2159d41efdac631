import { z } from 'zod';
import type { ErrorCode } from '../errors.ts';
import { fileNameField, idField, languageSchema, requiredString } from '../schemas/fields.ts';
import {
  audioTypeSchema, baseMasterType, LANGUAGES_BY_TYPE, MAX_MASTER_SECONDS, masterTypeSchema, normaliseUniqueId, ratioSchema, type MasterType,
} from './master-types.ts';

/**
 * The unique ID (Ad-ID, ISCI or a house ID): normalised to upper case without spaces, 4 to 20
 * letters and digits (OUTPUTS.md decision 11).
 */
export const uniqueIdField = () =>
  z.string({ error: 'required' }).transform(normaliseUniqueId)
    .pipe(z.string().min(1, { error: 'required' }).regex(/^[A-Z0-9]{4,20}$/, { error: 'unique_id_format' }));

export const captionsFilenameField = () =>
  fileNameField(255).regex(/\.(scc|srt)$/i, { error: 'captions_extension' });

/**
 * The slate: what the create/edit modal sends (seed 001 §3 "Master being created"). This is the one
 * list of slate fields: the stored master, the API's master and the modal's form all derive from it.
 */
export const slateFields = z.strictObject({
  master_type: masterTypeSchema,
  title: requiredString(63),
  unique_id: uniqueIdField(),
  duration: z.number({ error: 'required' }).int({ error: 'digits' }).min(1, { error: 'min_1' }).max(MAX_MASTER_SECONDS, { error: `max_${MAX_MASTER_SECONDS}` }),
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
  partner_studio_id: idField().optional(),
});
export type SlateFields = z.infer<typeof slateFields>;
export type SlateInput = z.input<typeof slateFields>;

/**
 * The slate as a master keeps and answers it: every slate field but who it is made for, the
 * optional ones always present (null, or the default below).
 */
export const storedSlateFields = z.object(slateFields.omit({ partner_studio_id: true }).shape).extend({
  captions_filename: z.string().nullable(),
  source_filename: z.string().nullable(),
  use_video_audio: z.boolean(),
  test_brng: z.boolean(),
});
export type StoredSlate = z.infer<typeof storedSlateFields>;

/** What a new master holds for the slate's optional fields it was not given. */
export const STORED_SLATE_DEFAULTS = { captions_filename: null, source_filename: null, use_video_audio: true, test_brng: false } as const satisfies Partial<StoredSlate>;

/**
 * The slate to store: the fields sent replace those kept (`previous`, else the defaults); a field
 * not sent keeps its value. Only slate fields come out, whatever else `previous` holds.
 */
export function toStoredSlate(slate: SlateFields, previous?: StoredSlate): StoredSlate {
  const given = Object.fromEntries(Object.entries(slate).filter(([, value]) => value !== undefined));
  return storedSlateFields.parse({ ...STORED_SLATE_DEFAULTS, ...previous, ...given });
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
 * `_confirmed` (a new or edited master, not a draft) judges nothing more today; it stays because
 * drafts are meant to be savable with fewer fields than a confirmed slate.
 */
export function slateRuleIssues(
  slate: { master_type?: MasterType | null; ratio?: string | null; audio_type?: string | null; language?: string | null },
  _confirmed: boolean,
): SlateRuleIssue[] {
  if (!slate.master_type) return [];
  const base = baseMasterType(slate.master_type);
  const issues: SlateRuleIssue[] = [];
  if (base === 'PUB_TV_WEB' && slate.ratio && slate.ratio !== '16:9') issues.push({ path: 'ratio', issue: 'tv_ratio', code: 'tv_ratio_required' });
  if (base !== 'PUB_TV_WEB' && slate.audio_type && slate.audio_type !== '2trks') issues.push({ path: 'audio_type', issue: 'stereo_required', code: 'stereo_required' });
  if (slate.language && !(LANGUAGES_BY_TYPE[base] as readonly string[]).includes(slate.language)) issues.push({ path: 'language', issue: 'one_of', code: 'validation_error' });
  return issues;
}

/** The slate schema with the rules that span fields: the modal's form validates with it. */
export const slateSchema = (confirmed: boolean) =>
  slateFields.superRefine((slate, context) => {
    for (const rule of slateRuleIssues(slate, confirmed)) context.addIssue({ code: 'custom', path: [rule.path], message: rule.issue });
  });

/** Fields a type forces: TV is 16:9; web and radio are stereo; radio has no picture (its ratio is kept at 16:9). */
export function forcedByType(type: MasterType | null | undefined): { ratio?: '16:9'; audio_type?: '2trks' } {
  if (!type) return {};
  const base = baseMasterType(type);
  if (base === 'PUB_TV_WEB') return { ratio: '16:9' };
  if (base === 'PUB_RADIO') return { audio_type: '2trks', ratio: '16:9' };
  return { audio_type: '2trks' };
}
