import { documentRouteTable, masterFileRoutes } from '@masterport/contract';
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

/** `link-masters`: this document onto masters the account may open. */
export const linkMasters = (documentId: string, masterIds: string[]) => callApi(documentRouteTable.linkMasters, { document_id: documentId, master_ids: masterIds }).then(async (answer) => {
  await mutate(key(documentId), answer, { revalidate: false });
  return answer;
});

/** The account's masters whose title or unique ID match, to link one (`master-files/get-list`). */
export const searchMasters = (query: string) =>
  callApi(masterFileRoutes.getList, { filter_search_query: query || undefined }, { query: { page: 1 }, read: true }).then((answer) => answer.masters_list);

/** `get-distributions-list/{language}`: the distributions that carried the document. */
export const useDocumentDistributions = (documentId: string, language: 'en' | 'fr') => useSWR<RouteResponse<typeof documentRouteTable.getDistributionsList>, ApiError>(
  ['document-distributions', documentId, language],
  () => callApi(documentRouteTable.getDistributionsList, { document_id: documentId }, { params: { language }, read: true }),
);
