import { mutate } from 'swr';
import { refreshProfileStatus } from '#lib/profile-status.ts';
import { deliveryMethodKey } from './get-delivery-method.ts';

/** Most calls answer the whole tab: the answer becomes what the tab shows, without reading it again. */
export async function storeDeliveryMethod<T extends object>(answer: T): Promise<T> {
  await mutate(deliveryMethodKey, { success: true, ...answer }, { revalidate: false });
  void refreshProfileStatus();
  return answer;
}

/** The notification calls answer only their list: the tab is read again. */
export async function refreshDeliveryMethod<T>(answer: T): Promise<T> {
  await mutate(deliveryMethodKey);
  return answer;
}
