import * as z from 'zod';
import { emailField, idField } from './fields.ts';

/**
 * Partner studios (seed 000 "Partner studios"): an account authorises a partner-studio account to
 * create masters on its behalf. One authorisation per pair, active or inactive, with the e-mail
 * addresses told when the studio creates a master for the account.
 */
export const partnerStudioSchema = z.object({
  /** The authorisation's id: what `partner_studio_id` names when a studio creates a master. */
  id: z.string(),
  studio: z.object({ id: z.string(), name: z.string() }),
  active: z.boolean(),
  notifications: z.array(z.string()),
  created_on: z.string(),
  modified_on: z.string(),
});
export type PartnerStudio = z.infer<typeof partnerStudioSchema>;

export const partnerStudiosListResponse = z.object({
  success: z.literal(true),
  partner_studios_list: z.array(partnerStudioSchema),
});

export const availableStudiosQuery = z.strictObject({
  search: z.string().trim().max(50, { error: 'max_50' }).optional(),
});
export const availableStudiosResponse = z.object({
  success: z.literal(true),
  partner_studios_list: z.array(
    z.object({ id: z.string(), name: z.string(), city: z.string(), country: z.string(), selected: z.boolean() }),
  ),
});

/** Activate or deactivate by the studio's account id. */
export const partnerStudioAccountBody = z.strictObject({ studio_id: idField() });
export const partnerStudioResponse = z.object({ success: z.literal(true), partner_studio: partnerStudioSchema });

export const notificationsQuery = z.strictObject({ studio_id: idField() });
export const notificationsResponse = z.object({ success: z.literal(true), notifications_list: z.array(z.string()) });
export const notificationBody = z.strictObject({ studio_id: idField(), email: emailField() });

/** For the slate modal: the accounts a partner studio may create masters for (active authorisations). */
export const creatableForResponse = z.object({
  success: z.literal(true),
  partner_studios_list: z.array(z.object({ id: z.string(), account: z.object({ id: z.string(), name: z.string() }) })),
});
