import { documentRouteTable } from '@masterport/contract';
import useSWR, { mutate } from 'swr';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';

type Answer = RouteResponse<typeof documentRouteTable.getMastersList>;
const key = (documentId: string) => ['document-masters', documentId] as const;

/** `get-masters-list`: the masters a document is linked to. */
export const useLinkedMasters = (documentId: string) => useSWR<Answer, ApiError>(key(documentId), () => callApi(documentRouteTable.getMastersList, { document_id: documentId }, { read: true }));

/** `unlink-masters`: only the document's owner may. */
export const unlinkMasters = (documentId: string, masterIds: string[]) => callApi(documentRouteTable.unlinkMasters, { document_id: documentId, master_ids: masterIds }).then(async (answer) => {
  await mutate(key(documentId), answer, { revalidate: false });
  return answer;
});
