import { type Master } from '@masterport/contract';
import { masterFileRoutes } from '@masterport/contract/routes';
import useSWR from 'swr';
import { callApi } from '#lib/api.ts';

/** The frames processing took; a changed master (a new run) may have new ones. */
const thumbnailsKey = (master: Master) => ['thumbnails', master.id, master.modified_on] as const;

/** `get-thumbnails`: asked only while the picker is open. */
export function useThumbnails(master: Master, enabled: boolean) {
  return useSWR(
    enabled ? thumbnailsKey(master) : null,
    () => callApi(masterFileRoutes.getThumbnails, undefined, { query: { id: master.id }, read: true }),
    { revalidateOnFocus: false },
  );
}
