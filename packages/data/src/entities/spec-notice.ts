import { specNoticeSchema } from '@masterport/contract';
import * as z from 'zod';
import type { Db } from '../db.ts';
import { defineEntity, deleteItems, putItems, queryPage } from '../entity.ts';
import { keys, ranges } from '../keys.ts';

/**
 * A spot a sender delivered to a station that no longer meets the station's spec (issue 32): written
 * under the sender's account when the station saves a new spec, one per received spot, and removed
 * when a later spec is met again. The sender's list reads its partition; a re-delivery replaces the
 * received spot, and the list leaves out notices of replaced spots.
 */
export const specNoticeItemSchema = specNoticeSchema.extend({
  /** The sender: the only account that reads it. */
  account_id: z.string(),
  noticed_on: z.string(),
});
export type SpecNoticeItem = z.infer<typeof specNoticeItemSchema>;

const specNoticeEntity = defineEntity({
  type: 'spec_notice',
  schema: specNoticeItemSchema,
  key: (notice) => keys.specNotice(notice.account_id, notice.call_letters, notice.received_spot_id),
});

export async function putSpecNotices(db: Db, notices: readonly SpecNoticeItem[]): Promise<void> {
  await putItems(db, specNoticeEntity, notices);
}

/** Removes the notices of spots that meet the station's spec again (absent ones are no matter). */
export async function deleteSpecNotices(
  db: Db,
  notices: readonly Pick<SpecNoticeItem, 'account_id' | 'call_letters' | 'received_spot_id'>[],
): Promise<void> {
  await deleteItems(
    db,
    notices.map((notice) => keys.specNotice(notice.account_id, notice.call_letters, notice.received_spot_id)),
  );
}

/** A sender's notices, by station, at most `limit`. */
export async function listSpecNotices(db: Db, accountId: string, limit: number): Promise<SpecNoticeItem[]> {
  return (await queryPage(db, specNoticeEntity, ranges.specNotices(accountId), { limit })).items;
}
