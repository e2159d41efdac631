import * as z from 'zod';

/**
 * The largest zip of an account's data archive (docs/billing.md, "Cancellation and the data archive"):
 * files are put in parts of at most this size, so each download stays within what a browser and a
 * home connection finish; a single file larger than this gets a part of its own.
 */
export const DATA_ARCHIVE_PART_MAX_BYTES = 5 * 1024 ** 3;

/** `cancel-account`: at once or when the billing month closes, keeping the data or deleting it after the archive. */
export const cancelAccountBody = z.strictObject({
  effective: z.enum(['now', 'month_end'], { error: 'one_of' }),
  delete_data: z.boolean({ error: 'one_of' }),
});

/** The calls that take nothing: any field is refused, as on every route. */
export const noBody = z.strictObject({});
export type CancelAccountBody = z.infer<typeof cancelAccountBody>;

export const pendingCancellationSchema = z.object({
  effective: z.enum(['now', 'month_end']),
  delete_data: z.boolean(),
  requested_on: z.string(),
});

/** The account's standing after a cancellation call: its status and the cancellation still pending, if any. */
export const cancellationStateResponse = z.object({
  success: z.literal(true),
  status: z.enum(['pending_activation', 'active', 'waiting_approval', 'cancelled']),
  pending_cancellation: pendingCancellationSchema.nullable(),
});

/** One zip of the data archive: a download link while it is kept (30 days), once it is made. */
export const dataArchivePartSchema = z.object({
  filename: z.string(),
  status: z.enum(['preparing', 'ready', 'failed']),
  size: z.number(),
  download_url: z.string().nullable(),
});

/**
 * `get-deletion`: what happened to a cancelled account's data. `archiving` while the zips are made,
 * `ready` once they are (e-mailed), `failed` when a zip could not be made; `data_deleted_on` is set
 * once the data is gone (then `reactivate` is refused).
 */
export const deletionSchema = z.object({
  cancelled_on: z.string(),
  delete_data: z.boolean(),
  archive_status: z.enum(['archiving', 'ready', 'failed']),
  /** The day the archive's links stop working and, when asked, the data is deleted. */
  expires_on: z.string(),
  data_deleted_on: z.string().nullable(),
  parts: z.array(dataArchivePartSchema),
});
export type Deletion = z.infer<typeof deletionSchema>;

/** `get-deletion` answers the cancellation still waiting too: the billing page offers to withdraw it. */
export const deletionResponse = z.object({
  success: z.literal(true),
  deletion: deletionSchema.nullable(),
  pending_cancellation: pendingCancellationSchema.nullable(),
});
