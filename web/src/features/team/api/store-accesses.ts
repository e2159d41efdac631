import { mutate } from 'swr';
import { accessesKey } from './get-accesses.ts';

/** The calls that change the team answer the whole list: it becomes what the tab shows. */
export async function storeAccesses<T extends object>(answer: T): Promise<T> {
  await mutate(accessesKey, { success: true, ...answer }, { revalidate: false });
  return answer;
}

/** After a change of someone's keys: the list reads again. */
export const refreshAccesses = () => mutate(accessesKey);
