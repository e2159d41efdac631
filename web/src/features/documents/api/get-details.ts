import { documentRouteTable } from '@masterport/contract/routes';
import useSWR, { mutate } from 'swr';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { refreshDocumentsList } from './get-list.ts';

type Details = RouteResponse<typeof documentRouteTable.getDetails>;
const detailsKey = (documentId: string) => ['document-details', documentId] as const;

/** `get-details/{document_id}`. */
export const useDocument = (documentId: string) =>
  useSWR<Details, ApiError>(detailsKey(documentId), () =>
    callApi(documentRouteTable.getDetails, undefined, { params: { document_id: documentId } }),
  );

/** A change answers the document: it becomes what the page shows, and the list is read again. */
export async function storeDocument<T extends { document: Details['document'] }>(answer: T): Promise<T> {
  await mutate(detailsKey(answer.document.id), { success: true, ...answer }, { revalidate: false });
  void refreshDocumentsList();
  return answer;
}
