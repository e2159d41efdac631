import * as z from 'zod';
import { DESTINATION_PROBLEMS } from '../destination-problems.ts';
import { sendPriceSchema } from '../billing/send-price.ts';
import { BASE_MASTER_TYPES, type BaseMasterType } from '../masters/master-types.ts';
import type { PermissionKey } from '../permissions.ts';
import { callLettersField } from './call-letters.ts';
import { DELIVERY_METHODS, deliveryMethodField } from './delivery-method.ts';
import { emailField, idField, languageSchema, optionalString, requiredString, shareLinkParams } from './fields.ts';
import { registryAnswerSchema } from '../masters/ad-code-registry.ts';
import { captionJudgementSchema, captionSpecCheckSchema } from '../station-specs/caption-rules.ts';
import { captionTimelineMismatchSchema } from './station-files.ts';
import { specEvaluationSchema } from '../station-specs/spec-check.ts';
import { destinationReceiptSchema, spotPreviewSchema } from './received-spots.ts';

/**
 * Distributions (seed 001 "Distribution"): masters and documents an account sends to call letters.
 * Each station is one destination, delivered by the method of the broadcaster that owns it.
 */

/**
 * Seed 001 §3: a distribution is upcoming (scheduled), ongoing (delivering) or completed; ours: draft
 * (saved, not sent) and, decided (issue 25), `completed_with_errors`: every destination is done but
 * at least one is not delivered (in error, the station without a way to receive included). Stored,
 * not derived on read, so the list's type filter and counts read the same value as the page; it is
 * set by one rule (`settledStatus`) wherever a destination settles.
 */
export const DISTRIBUTION_TYPES = ['draft', 'upcoming', 'ongoing', 'completed', 'completed_with_errors'] as const;
export type DistributionType = (typeof DISTRIBUTION_TYPES)[number];

/** Every destination done (delivered or in error): the distribution's final state; null while one is still to go. */
export function settledStatus(states: readonly DestinationState[]): 'completed' | 'completed_with_errors' | null {
  if (states.some((state) => state !== 'delivered' && state !== 'error')) return null;
  return states.every((state) => state === 'delivered') ? 'completed' : 'completed_with_errors';
}

/**
 * Where one station's delivery stands. `waiting`: not started (scheduled, or queued); `waiting_housecode`:
 * the station's broadcaster gives its own house codes, asked by e-mail (`/dhc/...`); `waiting_output`:
 * an output it needs is still being made; `in_progress`: files moving; `delivered`: every file
 * confirmed at the destination (or marked by hand); `error`: stopped with a reason, `redistribute` tries again.
 */
export const DESTINATION_STATES = [
  'waiting',
  'waiting_housecode',
  'waiting_output',
  'in_progress',
  'delivered',
  'error',
] as const;
export type DestinationState = (typeof DESTINATION_STATES)[number];

/**
 * How a file was confirmed at the destination: its size and the server's own checksum (MD5,
 * CRC-32, SHA-256), its size and its bytes read back and hashed (`read_back`), a download link,
 * or its size only (`size`: a server with no checksum and a file too large to read back).
 */
export const FILE_VERIFICATIONS = ['size', 'size_md5', 'size_crc32', 'size_sha256', 'read_back', 'link'] as const;
export type FileVerification = (typeof FILE_VERIFICATIONS)[number];

/** Each verification in both languages, as the report, the mails and the SPA say it. */
export const FILE_VERIFICATION_TEXT: Readonly<Record<FileVerification, { en: string; fr: string }>> = {
  size: { en: 'delivered, size checked only', fr: 'livré, taille seule vérifiée' },
  size_md5: { en: 'size + MD5 of the server', fr: 'taille + MD5 du serveur' },
  size_crc32: { en: 'size + CRC-32 of the server', fr: 'taille + CRC-32 du serveur' },
  size_sha256: { en: 'size + SHA-256 of the server', fr: 'taille + SHA-256 du serveur' },
  read_back: { en: 'read back and compared (SHA-256)', fr: 'relu et comparé (SHA-256)' },
  link: { en: 'download link', fr: 'lien de téléchargement' },
};

/** Seed 001 §5: 0 = not answered yet, 1 = send again to stations that already received a master, 2 = skip those. */
export const redistributeDuplicateSchema = z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'one_of' });

/** Most a distribution carries: enough for a national campaign, bounded for one execution's input. */
export const DISTRIBUTION_LIMITS = { masters: 20, documents: 20, destinations: 300, notifications: 20 } as const;

const noDuplicates = <T>(list: T[]) => new Set(list).size === list.length;
const uniqueList = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item).max(max, { error: 'too_many' }).refine(noDuplicates, { error: 'duplicate' });

/** A date and time to send at (ISO 8601 with offset), or null: now. */
const sendAtField = () => z.iso.datetime({ offset: true, error: 'invalid' }).nullable();

/** The wizard's fields (seed 001 "New distribution draft"), as `save` keeps them and `create` sends them. */
export const distributionDraftFields = z.strictObject({
  agency: optionalString(100),
  advertiser: optionalString(100),
  /** The docket number the agency files this distribution under. */
  tag: optionalString(25),
  notes: optionalString(1000),
  distribution_date: sendAtField().optional(),
  master_files_ids: uniqueList(idField(), DISTRIBUTION_LIMITS.masters).optional(),
  call_letters_ids: uniqueList(callLettersField(), DISTRIBUTION_LIMITS.destinations).optional(),
  /** Ours: groups picked in the destination step; their stations are added when the distribution is sent. */
  group_ids: uniqueList(idField(), 50).optional(),
  documents_ids: uniqueList(idField(), DISTRIBUTION_LIMITS.documents).optional(),
  completed_notifications: uniqueList(emailField(), DISTRIBUTION_LIMITS.notifications).optional(),
  /** Ours: where the summary report goes once every destination is done. */
  report_email: emailField().nullable().optional(),
  exclude_tv_station: z.boolean({ error: 'one_of' }).optional(),
  exclude_radio_station: z.boolean({ error: 'one_of' }).optional(),
  workflow_restart_confirmed: z.boolean({ error: 'one_of' }).optional(),
  redistribute_duplicate: redistributeDuplicateSchema.optional(),
});
export type DistributionDraft = z.infer<typeof distributionDraftFields>;

/** `id`: the draft being sent or saved again. */
export const saveDistributionBody = distributionDraftFields.extend({ id: idField().optional() });
export const distributionIdBody = z.strictObject({ id: idField() });

export const distributionListFilters = z.strictObject({
  filter_by_start_date: z.iso.date({ error: 'invalid' }).optional(),
  filter_by_end_date: z.iso.date({ error: 'invalid' }).optional(),
  /** Destinations in that state (any of them). */
  filter_by_status: z.enum(['all', 'errors', 'in_progress', 'delivered'], { error: 'one_of' }).optional(),
  filter_by_type: z.enum(['all', ...DISTRIBUTION_TYPES], { error: 'one_of' }).optional(),
  filter_search_query: optionalString(100),
});
export type DistributionListFilters = z.infer<typeof distributionListFilters>;

/** Seed 001 "List item", plus the counts of destinations. */
export const distributionListItemSchema = z.object({
  id: z.string(),
  ref_number: z.string(),
  agency: z.string(),
  advertiser: z.string(),
  docket_number: z.string(),
  distribution_date: z.string().nullable(),
  notes: z.string(),
  completed_on: z.string().nullable(),
  created_on: z.string(),
  distribution_type: z.enum(DISTRIBUTION_TYPES),
  master_types: z.array(z.enum(BASE_MASTER_TYPES)),
  masters_titles: z.array(z.string()),
  nb_destinations: z.number(),
  nb_errors: z.number(),
  nb_delivered: z.number(),
  nb_progress: z.number(),
  nb_waiting_housecode: z.number(),
  thumbnail_url: z.string().nullable(),
});
export type DistributionListItem = z.infer<typeof distributionListItemSchema>;
export const distributionListResponse = z.object({
  success: z.literal(true),
  distributions_list: z.array(distributionListItemSchema),
  has_more: z.boolean(),
});
export const distributionCountsResponse = z.object({
  success: z.literal(true),
  counts: z.object({
    upcoming: z.number(),
    ongoing: z.number(),
    completed: z.number(),
    completed_with_errors: z.number(),
    draft: z.number(),
  }),
});

/** One file as it reached (or is to reach) a destination. */
export const deliveredFileSchema = z.object({
  master_file_id: z.string().nullable(),
  document_id: z.string().nullable(),
  output_key: z.string().nullable(),
  name: z.string(),
  size: z.number(),
  bytes_sent: z.number(),
  /** Computed while the file streamed from our storage. */
  sha256: z.string().nullable(),
  /** How the destination confirmed it: its size, and a checksum where the protocol gives one. */
  verified_by: z.enum(FILE_VERIFICATIONS).nullable(),
  delivered_on: z.string().nullable(),
  /** Measured when the master was checked: what the delivery certificate states for audio/video files. */
  loudness: z.number().nullable(),
  true_peak: z.number().nullable(),
});
export type DeliveredFile = z.infer<typeof deliveredFileSchema>;

export const destinationSchema = z.object({
  call_letters: z.string(),
  market: z.string(),
  band: z.string(),
  language: languageSchema,
  owner_name: z.string(),
  method: z.enum(DELIVERY_METHODS).nullable(),
  state: z.enum(DESTINATION_STATES),
  problem: z.enum(DESTINATION_PROBLEMS).nullable(),
  bytes_total: z.number(),
  bytes_sent: z.number(),
  percent: z.number(),
  files: z.array(deliveredFileSchema),
  attempts: z.number(),
  started_on: z.string().nullable(),
  delivered_on: z.string().nullable(),
  /** Set when someone marked it delivered by hand rather than a transfer confirming it. */
  marked_by_hand: z.boolean(),
  /** Who marked it delivered by hand, when and why (`mark-delivered`); null otherwise. `bytes_sent` stays what really arrived. */
  marked: z.object({ by_name: z.string(), on: z.string(), reason: z.string() }).nullable(),
  /** The station's own codes for the masters (master id -> house code), where its broadcaster gives them. */
  house_codes: z.record(z.string(), z.string()),
  /** Web-link destinations: what the station opens (`/d/{created_on}/{hash_key}`). */
  link: z.object({ created_on: z.string(), hash_key: z.string() }).nullable(),
  /** This run goes by web link whatever the station's method (`self-redistribute`): its files reach the station and the sender as a link. */
  by_link_instead: z.boolean(),
  /** The station's side, per master (issue 28): delivered -> downloaded -> acknowledged, with who and when. Empty until delivered. */
  receipts: z.array(destinationReceiptSchema),
});
export type Destination = z.infer<typeof destinationSchema>;

const distributedMasterSchema = z.object({
  id: z.string(),
  title: z.string(),
  unique_id: z.string(),
  master_type: z.string(),
  duration: z.number(),
  thumbnail_url: z.string().nullable(),
});
const distributedDocumentSchema = z.object({
  id: z.string(),
  title: z.string(),
  filename: z.string(),
  size: z.number(),
});

export const distributionDetailsSchema = distributionListItemSchema.extend({
  masters: z.array(distributedMasterSchema),
  documents: z.array(distributedDocumentSchema),
  destinations: z.array(destinationSchema),
  completed_notifications: z.array(z.string()),
  report_email: z.string().nullable(),
  created_by_name: z.string(),
});
export type DistributionDetails = z.infer<typeof distributionDetailsSchema>;
export const distributionDetailsResponse = z.object({
  success: z.literal(true),
  distribution: distributionDetailsSchema,
});

/** The wizard's fields as saved, with the draft's id (seed `get-edit`). */
export const distributionEditResponse = z.object({
  success: z.literal(true),
  distribution: distributionDraftFields.extend({ id: z.string(), ref_number: z.string() }),
});
export const savedDistributionResponse = z.object({ success: z.literal(true), id: z.string(), ref_number: z.string() });

export const distributionDetailsParams = {
  ref: z.string({ error: 'required' }).regex(/^[A-Z0-9]{4,20}$/, { error: 'invalid' }),
  language: languageSchema,
};

export const updateDistributionStatusBody = z.strictObject({
  distributions_ids: z.array(idField()).min(1, { error: 'required' }).max(50, { error: 'too_many' }),
});
export const distributionStatusResponse = z.object({
  success: z.literal(true),
  distributions_status: z.array(
    z.union([
      distributionListItemSchema.extend({ not_found: z.literal(false) }),
      z.object({ id: z.string(), not_found: z.literal(true) }),
    ]),
  ),
});

export const destinationBody = z.strictObject({ distribution_id: idField(), call_letters: callLettersField() });
/** Most a mark-delivered reason holds: a sentence or two ("confirmed by phone with the station's engineer"). */
export const MARK_DELIVERED_REASON_MAX = 500;
/** `destination/mark-delivered`: a person vouches for a delivery no transfer confirmed, and says why. */
export const markDeliveredBody = destinationBody.extend({ reason: requiredString(MARK_DELIVERED_REASON_MAX) });
/** `check-stations`: the wizard's destination step asks, for the stations picked, which can receive (issue 25). */
export const checkStationsBody = z.strictObject({
  call_letters_ids: uniqueList(callLettersField(), DISTRIBUTION_LIMITS.destinations).min(1, { error: 'required' }),
});
/** Unknown call letters are left out (the directory's search is the place to find them). */
export const checkStationsResponse = z.object({
  success: z.literal(true),
  stations: z.array(
    z.object({
      call_letters: z.string(),
      band: z.string(),
      /** What the receive rule (`whyCannotReceive`) reads, so the wizard judges the station against the masters chosen. */
      active_method: deliveryMethodField().nullable(),
      has_recipients: z.boolean(),
      /** Whether it can receive any master (no kind chosen yet). */
      can_receive: z.boolean(),
    }),
  ),
});
/**
 * One file a station would receive, named as its broadcaster's file-name pattern names it; a file to
 * be made before delivery (a loudness variant, an output the master lacks) too, named from what it
 * will be (`to_make`, its size not known yet: null).
 */
export const previewFileSchema = z.object({
  name: z.string(),
  size: z.number().nullable(),
  /** A master's output, the XML slate that travels with an MXF, or a document. */
  kind: z.enum(['output', 'slate', 'document']),
  to_make: z.boolean(),
});
/**
 * One station of the wizard's review step: what it would receive if the distribution were sent now,
 * by which method, what stops it (`whyCannotReceive`), the outputs still to make for it, and the
 * masters whose house code its broadcaster gives (asked by e-mail before the files go; they are then
 * named with that code).
 */
export const previewDestinationSchema = z.object({
  call_letters: z.string(),
  owner_name: z.string(),
  market: z.string(),
  band: z.string(),
  method: deliveryMethodField().nullable(),
  problem: z.enum(['no_method', 'unavailable']).nullable(),
  files: z.array(previewFileSchema),
  outputs_to_make: z.array(z.string()),
  /**
   * Each master against the station's spec (issue 32), when it has one: what passes, what is made
   * for it before delivery (a loudness variant), what fails. `spec_version` null: no spec.
   */
  spec_version: z.number().int().nullable(),
  /** The group whose spec the station is held to, having none of its own (docs/station-specs.md); null: its own. */
  spec_group: z.string().nullable(),
  spec_checks: z.array(z.object({ unique_id: z.string(), evaluation: specEvaluationSchema })),
  /**
   * Each captioned master's caption content against the spec's caption rules (its thresholds, else
   * the defaults), when the station has a spec: warnings, or failures when the spec makes caption
   * findings errors. A master without captions has none (`captions_required` says it).
   */
  caption_checks: z.array(captionSpecCheckSchema),
  /**
   * The caption files its broadcaster's delivery content sends with an MXF whose program starts on
   * another timeline, for the kinds of master sent (warnings; docs/station-specs.md).
   */
  caption_timeline: z.array(captionTimelineMismatchSchema),
  house_codes_asked: z.array(z.object({ unique_id: z.string(), title: z.string() })),
});
/**
 * `preview`: the review step. The same checks as `create` (masters, stations, groups), nothing
 * written. `cost` is what sending would be charged, from the price book (`sendPrice`): nothing today.
 */
export const distributionPreviewResponse = z.object({
  success: z.literal(true),
  destinations: z.array(previewDestinationSchema),
  /**
   * Issue 32, per master whose code follows Ad-ID (the sender's code system): what the registry says
   * of it and where the slate differs (docs/ad-codes.md). Warnings: the send is never refused for them.
   */
  registry_checks: z.array(z.object({ unique_id: z.string(), title: z.string(), registry: registryAnswerSchema })),
  cost: sendPriceSchema,
});
export type DistributionPreview = Omit<z.infer<typeof distributionPreviewResponse>, 'success'>;
/** `search-notifications`: addresses the account already notified, for the reports step. */
export const searchNotificationsBody = z.strictObject({ query: optionalString(100) });
export const notificationsSearchResponse = z.object({
  success: z.literal(true),
  emails: z.array(z.string()),
  /** False when the read stopped before the account's oldest distribution (enough found, or its bound read). */
  searched_all: z.boolean(),
});
/** `destination/get-contacts`: who the station's broadcaster has told us to notify of deliveries. */
export const destinationContactsResponse = z.object({
  success: z.literal(true),
  owner_name: z.string(),
  contacts_list: z.array(z.object({ email: z.string() })),
});
export const distributionCallLettersBody = z.strictObject({ distribution_id: idField() });
export const distributionCallLettersResponse = z.object({
  success: z.literal(true),
  call_letters_list: z.array(z.object({ call_letters: z.string(), state: z.enum(DESTINATION_STATES) })),
});
/** `destination/save-call-letters`: stations added to a sent distribution, delivered as they are added. */
export const saveDistributionCallLettersBody = z.strictObject({
  distribution_id: idField(),
  call_letters: uniqueList(callLettersField(), DISTRIBUTION_LIMITS.destinations).min(1, { error: 'required' }),
});
export const destinationResponse = z.object({ success: z.literal(true), destination: destinationSchema });

/** A master's or a document's distributions (their tabs). */
export const relatedDistributionsResponse = z.object({
  success: z.literal(true),
  distributions_list: z.array(distributionListItemSchema),
});

/** The public page of one destination's files (`/d/{created_on}/{hash_key}`): what a station downloads. */
export const publicDistributionSchema = z.object({
  ref_number: z.string(),
  /** The station is asked for its house codes before its files go (`/dhc/...`). */
  waiting_housecode: z.boolean(),
  masters: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      unique_id: z.string(),
      duration: z.number(),
      house_code: z.string().nullable(),
      /** The slate as the XML slate states it, and the loudness measured on the files delivered (null: none measured). */
      advertiser: z.string(),
      agency: z.string(),
      product: z.string(),
      language: z.string(),
      ratio: z.string().nullable(),
      audio_type: z.string().nullable(),
      loudness: z.number().nullable(),
      true_peak: z.number().nullable(),
      /** The viewing copy and its still, while the sender still has them (not archived). */
      thumbnail_url: z.string().nullable(),
      preview: spotPreviewSchema.nullable(),
    }),
  ),
  sender: z.object({ name: z.string() }),
  call_letters: z.string(),
  created_on: z.string(),
  notes: z.string(),
  files: z.array(
    deliveredFileSchema
      .pick({ master_file_id: true, document_id: true, output_key: true, name: true, size: true, sha256: true })
      .extend({ file_id: z.string(), title: z.string() }),
  ),
});
export const publicDistributionResponse = z.object({
  success: z.literal(true),
  distribution: publicDistributionSchema,
});
export const publicDistributionFileParams = {
  ...shareLinkParams(),
  output_key: z.string({ error: 'required' }).regex(/^[A-Za-z0-9_-]{2,80}$/, { error: 'one_of' }),
};
/** The longest house code (the pattern's bound, which the SPA's house code inputs take too). */
export const HOUSE_CODE_MAX = 20;
/** Seed 001 §9: a house code has at least 4 characters; letters, digits and - as stations write them. */
export const houseCodeField = () =>
  z
    .string({ error: 'required' })
    .trim()
    .toUpperCase()
    .regex(new RegExp(`^[A-Z0-9-]{4,${HOUSE_CODE_MAX}}$`), { error: 'house_code_format' });
export const saveHouseCodesBody = z.strictObject({
  ...shareLinkParams(),
  house_codes: z
    .array(z.strictObject({ master_file_id: idField(), house_code: houseCodeField() }))
    .min(1, { error: 'required' })
    .max(DISTRIBUTION_LIMITS.masters, { error: 'too_many' }),
});
/**
 * The master page's house codes (`user/master-files/house-code/*`, permission `house_codes`): the
 * master's own code, and each station's code for it, given by the station on its page or by the
 * sender on its behalf (a code told on the phone); a station that waits for it is sent its files.
 */
export const masterHouseCodeBody = z.strictObject({ master_file_id: idField() });
export const saveMasterHouseCodeBody = z.strictObject({
  master_file_id: idField(),
  house_code: houseCodeField(),
  /** A station's code for this master: every destination of that station waiting for it gets it. Absent: the master's own code. */
  call_letters: callLettersField().optional(),
});
export const masterHouseCodeResponse = z.object({
  success: z.literal(true),
  house_code: z.string().nullable(),
  stations: z.array(z.object({ call_letters: z.string(), house_code: z.string().nullable(), waiting: z.boolean() })),
});
export const masterHouseCodeDistributionsResponse = z.object({
  success: z.literal(true),
  destinations: z.array(
    z.object({
      distribution_id: z.string(),
      ref_number: z.string(),
      call_letters: z.string(),
      state: z.enum(DESTINATION_STATES),
      house_code: z.string().nullable(),
      created_on: z.string(),
    }),
  ),
});

export const publicDistributionDownloadResponse = z.object({ success: z.literal(true), download_url: z.string() });

/** Where files made for one station (its XML slates) are kept in the outputs bucket, for its page. */
export const DELIVERIES_PREFIX = 'deliveries/';

/**
 * The keys acting on a sent distribution needs (redistribute, mark delivered, remove a station, add
 * stations, delete). Decided: `manage_distributions_radio` narrows `manage_distributions` as
 * `distribute_radio` narrows `distribute`, so one carrying a radio spot needs both.
 */
export const manageDistributionKeys = (masterTypes: readonly BaseMasterType[]): PermissionKey[] =>
  masterTypes.includes('PUB_RADIO') ? ['manage_distributions', 'manage_distributions_radio'] : ['manage_distributions'];

/**
 * `get-spec-notices` (issue 32): a delivered spot that no longer meets its station's spec, since the
 * version named; `destination/redistribute` with its distribution and call letters delivers it again.
 */
export const specNoticeSchema = z.object({
  call_letters: z.string(),
  received_spot_id: z.string(),
  distribution_id: z.string(),
  ref_number: z.string(),
  master_id: z.string(),
  unique_id: z.string(),
  title: z.string(),
  delivered_on: z.string(),
  delivered_spec_version: z.number().int().nullable(),
  spec_version: z.number().int(),
  evaluation: specEvaluationSchema,
  /**
   * The master's captions against the spec's caption rules, as it has them now (a re-delivery sends
   * those): `fails` lists the spot by itself, `warns` is advice on a spot listed for another rule.
   * Null: the master has no captions, or the spot is not judged on them (docs/station-specs.md).
   * Notices written before captions were judged read as null.
   */
  caption_check: captionJudgementSchema.nullable().default(null),
});
export type SpecNotice = z.infer<typeof specNoticeSchema>;
export const specNoticesResponse = z.object({ success: z.literal(true), notices: z.array(specNoticeSchema) });
