import { masterFileRoutes } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';

/** update-status takes at most 100 ids. */
const STATUS_BATCH = 100;

/** `update-status`: the current status of the listed masters, asked in batches the API accepts. */
export async function fetchStatuses(ids: string[]) {
  const batches: string[][] = [];
  for (let index = 0; index < ids.length; index += STATUS_BATCH) batches.push(ids.slice(index, index + STATUS_BATCH));
  const answers = await Promise.all(
    batches.map((master_files_ids) => callApi(masterFileRoutes.updateStatus, { master_files_ids }, { read: true })),
  );
  return answers.flatMap((answer) => answer.mastersStatus);
}
