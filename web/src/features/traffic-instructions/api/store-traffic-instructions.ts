import { mutate } from 'swr';
import { refreshProfileStatus } from '#lib/profile-status.ts';
import { trafficInstructionsKey } from './get-traffic-instructions.ts';

/** Every call answers the whole tab: the answer becomes what the tab shows. */
export async function storeTrafficInstructions<T extends object>(answer: T): Promise<T> {
  await mutate(trafficInstructionsKey, { success: true, ...answer }, { revalidate: false });
  void refreshProfileStatus();
  return answer;
}
