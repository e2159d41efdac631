import type { Master } from '@masterport/contract';
import { mutate } from 'swr';
import { detailsKey } from './get-details.ts';
import { isMastersListKey } from './get-list.ts';

/** The master page and every loaded list page see a changed master at once. */
export async function storeMaster(master: Master): Promise<void> {
  await mutate(detailsKey(master.id), { success: true as const, master }, { revalidate: false });
  await mutate(isMastersListKey);
}

/** For the calls that answer the changed master: stores it, then hands it to the caller. */
export async function storeAnsweredMaster({ master }: { master: Master }): Promise<Master> {
  await storeMaster(master);
  return master;
}
