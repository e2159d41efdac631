import * as z from 'zod';

/**
 * The profile's tab badges (seed 000 `get-status`): for each settings tab the caller may open and
 * that asks something of the account, whether it is done. A broadcaster's tabs say whether agencies
 * can deliver to it yet.
 */
export const PROFILE_STATUS_TABS = [
  'contacts',
  'call-letters',
  'delivery-method',
  'delivery-content',
  'filename-builder',
  'xml-slate-builder',
  'traffic-instructions',
] as const;
export type ProfileStatusTab = (typeof PROFILE_STATUS_TABS)[number];
export const profileStatusResponse = z.object({
  success: z.literal(true),
  profile_status: z.partialRecord(z.enum(PROFILE_STATUS_TABS), z.enum(['complete', 'incomplete'])),
});
