import { mutate } from 'swr';
import { refreshProfileStatus } from '#lib/profile-status.ts';
import { contactsKey } from './get-contacts.ts';

/** Every contacts call answers the whole list: it becomes what the tab shows. */
export async function storeContacts<T extends object>(answer: T): Promise<T> {
  await mutate(contactsKey, { success: true, ...answer }, { revalidate: false });
  void refreshProfileStatus();
  return answer;
}
