import { mutate } from 'swr';
import { DETAILS_KEY } from './get-details.ts';
import { LIST_KEY } from './get-list.ts';

/** After a change: every loaded list page, the counts, the master tabs' lists and each distribution page are read again. */
export const refreshDistributions = () =>
  mutate((key) => Array.isArray(key) && (key[0] === LIST_KEY || key[0] === DETAILS_KEY));

/** For the writes: waits for the views to be read again, then hands the answer on. */
export async function afterDistributionChange<T>(answer: T): Promise<T> {
  await refreshDistributions();
  return answer;
}
