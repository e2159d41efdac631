import type { PermissionKey, ProfileStatusTab } from '@masterport/contract';
import { getDeliveryMethod, getTrafficInstructions, listCallLettersForAccount, listContacts } from '@masterport/data';
import { table } from '../adapters/db.ts';
import { holdsPermission, type AuthContext } from '../auth/authorize.ts';

/**
 * What makes each tab done, and who may see it. Delivery content, file names and the XML slate
 * have defaults a station can receive with, so they are done until their own checks say otherwise.
 */
const TABS: Record<ProfileStatusTab, { permission: PermissionKey; done: (accountId: string) => Promise<boolean> }> = {
  // Stations and clients need someone to reach: one contact is enough.
  contacts: {
    permission: 'profile_contacts',
    done: async (accountId) => (await listContacts(table(), accountId)).length > 0,
  },
  'call-letters': {
    permission: 'delivery_method',
    done: async (accountId) => (await listCallLettersForAccount(table(), accountId)).length > 0,
  },
  'delivery-method': {
    permission: 'profile_delivery_method',
    done: async (accountId) => !!(await getDeliveryMethod(table(), accountId))?.active_method,
  },
  'delivery-content': { permission: 'profile_delivery_content', done: async () => true },
  'filename-builder': { permission: 'profile_filename', done: async () => true },
  'xml-slate-builder': { permission: 'profile_xml_file', done: async () => true },
  'traffic-instructions': {
    permission: 'profile_traffic',
    done: async (accountId) => ((await getTrafficInstructions(table(), accountId))?.notifications.length ?? 0) > 0,
  },
};

export async function profileStatus(auth: AuthContext) {
  const visible = (Object.entries(TABS) as [ProfileStatusTab, (typeof TABS)[ProfileStatusTab]][]).filter(([, tab]) =>
    holdsPermission(auth, tab.permission),
  );
  const states = await Promise.all(
    visible.map(async ([name, tab]) => [name, (await tab.done(auth.accountId)) ? 'complete' : 'incomplete'] as const),
  );
  return { profile_status: Object.fromEntries(states) };
}
