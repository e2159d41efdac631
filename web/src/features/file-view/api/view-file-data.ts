import { type FileView } from '@masterport/contract';
import { publicFileRoutes } from '@masterport/contract/routes';
import useSWR from 'swr';
import type { ApiError } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';

/** The public link's three parts, as the route of `/view-file/...` names them. */
export type FileViewLink = { hashKey: string; createdOn: string; outputKey: string };

/** `master-files/view-file-data`: one output of a master, for anyone with its link. */
export function useFileView({ hashKey, createdOn, outputKey }: FileViewLink) {
  return useSWR<{ file_data: FileView }, ApiError>(
    ['view-file', createdOn, hashKey, outputKey],
    () =>
      callApi(publicFileRoutes.viewFileData, undefined, {
        params: { created_on: createdOn, hash_key: hashKey, output_key: outputKey },
        read: true,
      }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
