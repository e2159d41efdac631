import * as z from 'zod';
import { BASE_MASTER_TYPES } from '../masters/master-types.ts';
import { callLettersField } from './call-letters.ts';
import { idField, optionalString } from './fields.ts';

/**
 * A station's inbox (issue 28): every spot a delivery brought to the account's call letters. One
 * received spot is one master of one distribution delivered to one station (one run of it).
 */

/**
 * Where a received spot stands for the station. `arrived`: delivered, nobody fetched a file yet;
 * `downloaded`: someone of the station fetched a file; `acknowledged`: the station says it is in its
 * traffic system; `replaced`: a later delivery of the same spot (same master or same unique ID) to
 * the same call letters supersedes it.
 */
export const RECEIVED_SPOT_STATES = ['arrived', 'downloaded', 'acknowledged', 'replaced'] as const;
export type ReceivedSpotState = (typeof RECEIVED_SPOT_STATES)[number];

/** Most an acknowledgement's note holds: a line for traffic ("in traffic as H12345, airs from Monday"). */
export const RECEIVED_SPOT_NOTE_MAX = 500;
/** Rows of one page of the inbox. */
export const RECEIVED_SPOTS_PAGE_SIZE = 20;

/** Who did something and when (a download, an acknowledgement). */
export const receivedSpotActSchema = z.object({ by_name: z.string(), on: z.string() });
export const receivedSpotAcknowledgementSchema = receivedSpotActSchema.extend({ note: z.string() });

/** A spot's viewing copy as a station plays it (its inbox, its web-link page): a short-lived link, and its captions for a video. */
export const spotPreviewSchema = z.object({
  url: z.string(),
  kind: z.enum(['video', 'audio']),
  captions_url: z.string().nullable(),
});

/** One line of a received spot's history. */
export const RECEIVED_SPOT_EVENTS = ['sent', 'delivered', 'downloaded', 'acknowledged', 'replaced'] as const;
export const receivedSpotEventSchema = z.object({
  event: z.enum(RECEIVED_SPOT_EVENTS),
  on: z.string(),
  /** Who did it (a person of the station; the sender's account for `sent`); empty for the platform's own steps. */
  by_name: z.string(),
  /** The file downloaded, the acknowledgement's note. */
  detail: z.string(),
  /** A download: the bytes the link served (the whole file; absent on downloads recorded before they were counted). */
  bytes: z.number().int().nonnegative().optional(),
});

/** A file as it reached the station: the name its file-name builder made, the size, the SHA-256 where recorded. */
export const receivedFileSchema = z.object({
  file_id: z.string(),
  name: z.string(),
  size: z.number(),
  sha256: z.string().nullable(),
  /** The output it is (`MXF1080_SLATED`, `SLATE_XML_...`); null for a document. */
  output_key: z.string().nullable(),
  kind: z.enum(['master', 'document']),
});

/** A row of the inbox. */
export const receivedSpotListItemSchema = z.object({
  id: z.string(),
  call_letters: z.string(),
  state: z.enum(RECEIVED_SPOT_STATES),
  received_on: z.string(),
  sender_name: z.string(),
  ref_number: z.string(),
  title: z.string(),
  unique_id: z.string(),
  master_type: z.enum(BASE_MASTER_TYPES),
  duration: z.number(),
  advertiser: z.string(),
  agency: z.string(),
  product: z.string(),
  house_code: z.string().nullable(),
});
export type ReceivedSpotListItem = z.infer<typeof receivedSpotListItemSchema>;

/** A received spot's page: the row, the slate as sent, the files as delivered, the notes and documents, the history. */
export const receivedSpotSchema = receivedSpotListItemSchema.extend({
  language: z.string(),
  ratio: z.string().nullable(),
  audio_type: z.string().nullable(),
  /** Measured on the delivered program (the file's loudness, LKFS) and its true peak, where a file carries them. */
  loudness: z.number().nullable(),
  true_peak: z.number().nullable(),
  files: z.array(receivedFileSchema),
  /** The sender's instructions for traffic that came with the distribution (its notes). */
  traffic_instructions: z.string(),
  downloaded: receivedSpotActSchema.nullable(),
  acknowledged: receivedSpotAcknowledgementSchema.nullable(),
  /** The received spot that replaced this one, when a later delivery did. */
  replaced_by: z.string().nullable(),
  history: z.array(receivedSpotEventSchema),
  thumbnail_url: z.string().nullable(),
  /** The sender's viewing copy and its captions, while the sender still has it. */
  preview: spotPreviewSchema.nullable(),
});
export type ReceivedSpot = z.infer<typeof receivedSpotSchema>;

/** `received/get-list`: the newest first; each filter narrows; `cursor` goes on where the last page stopped. */
export const receivedSpotListBody = z.strictObject({
  cursor: z.string().max(2000, { error: 'invalid' }).optional(),
  /** Words to find in the advertiser, agency, product, title, unique ID (ISCI), call letters or house code. */
  search: optionalString(100),
  call_letters: callLettersField().optional(),
  state: z.enum(RECEIVED_SPOT_STATES, { error: 'one_of' }).optional(),
  master_type: z.enum(BASE_MASTER_TYPES, { error: 'one_of' }).optional(),
  /** Received on or after / on or before these days (UTC). */
  from_date: z.iso.date({ error: 'invalid' }).optional(),
  to_date: z.iso.date({ error: 'invalid' }).optional(),
});
export type ReceivedSpotListFilters = z.infer<typeof receivedSpotListBody>;
export const receivedSpotListResponse = z.object({
  success: z.literal(true),
  received_spots: z.array(receivedSpotListItemSchema),
  /** Where the next page starts; null at the end. A filtered page may hold fewer rows and still have a next one. */
  cursor: z.string().nullable(),
  /** The account's own call letters: the station filter's choices. */
  call_letters: z.array(z.string()),
});

export const receivedSpotIdBody = z.strictObject({ id: idField() });
export const receivedSpotResponse = z.object({ success: z.literal(true), received_spot: receivedSpotSchema });
export const receivedSpotDownloadBody = z.strictObject({
  id: idField(),
  file_id: z.string({ error: 'required' }).regex(/^file-[0-9]{1,4}$/, { error: 'invalid' }),
});
export const receivedSpotDownloadResponse = z.object({ success: z.literal(true), download_url: z.string() });
export const acknowledgeReceivedSpotBody = z.strictObject({
  id: idField(),
  note: optionalString(RECEIVED_SPOT_NOTE_MAX),
});

/**
 * What the sender sees of a station's side of one destination (issue 28): who downloaded first and
 * when, who acknowledged and when (with the note), per master of the distribution. Nothing else of
 * the station's account.
 */
export const destinationReceiptSchema = z.object({
  master_file_id: z.string(),
  state: z.enum(RECEIVED_SPOT_STATES),
  downloaded: receivedSpotActSchema.nullable(),
  acknowledged: receivedSpotAcknowledgementSchema.nullable(),
});
export type DestinationReceipt = z.infer<typeof destinationReceiptSchema>;
