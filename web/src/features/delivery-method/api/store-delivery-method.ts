import { mutate } from 'swr';
import { refreshProfileStatus } from '#lib/profile-status.ts';
import { deliveryMethodKey } from './get-delivery-method.ts';

/**
 * Most calls answer the whole tab: the answer becomes what the tab shows, without reading it again.
 * A station's change also changes the account's list of stations' methods, which is read again.
 */
export async function storeDeliveryMethod<T extends { delivery_method: { call_letters: string | null } }>(
  answer: T,
): Promise<T> {
  const station = answer.delivery_method.call_letters ?? undefined;
  // Merged over what is cached: the account's answer to a change has no `station_methods`, which the
  // station picker reads, and replacing the entry whole would hide the picker until a reload.
  await mutate(deliveryMethodKey(station), (cached: object | undefined) => ({ ...cached, success: true, ...answer }), {
    revalidate: false,
  });
  if (station) void mutate(deliveryMethodKey());
  void refreshProfileStatus();
  return answer;
}

/** The notification calls answer only their list: the tab is read again. */
export const refreshDeliveryMethod =
  (callLetters: string | undefined) =>
  async <T>(answer: T): Promise<T> => {
    await mutate(deliveryMethodKey(callLetters));
    return answer;
  };
