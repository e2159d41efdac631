import { documentRouteTable, masterDocumentRouteTable } from '@masterport/contract/routes';
import useSWR, { mutate } from 'swr';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';

type DocumentsAnswer = RouteResponse<typeof masterDocumentRouteTable.getDocuments>;
const key = (masterId: string) => ['master-documents', masterId] as const;

/** `get-documents` (ours): the documents tab of a master. */
export const useMasterDocuments = (masterId: string) =>
  useSWR<DocumentsAnswer, ApiError>(key(masterId), () =>
    callApi(masterDocumentRouteTable.getDocuments, { master_id: masterId }, { read: true }),
  );

const store = (masterId: string) => async (answer: DocumentsAnswer) => {
  await mutate(key(masterId), answer, { revalidate: false });
  return answer;
};

/** `link-documents`: some of the account's documents onto this master. */
export const linkDocuments = (masterId: string, documentIds: string[]) =>
  callApi(masterDocumentRouteTable.linkDocuments, { master_id: masterId, document_ids: documentIds }).then(
    store(masterId),
  );

/** `unlink-documents`: only the documents' owner may. */
export const unlinkDocuments = (masterId: string, documentIds: string[]) =>
  callApi(masterDocumentRouteTable.unlinkDocuments, { master_id: masterId, document_ids: documentIds }).then(
    store(masterId),
  );

/** `documents/search`: the account's documents to pick from. */
export const searchDocuments = (query: string) =>
  callApi(documentRouteTable.search, { query }, { read: true }).then((answer) => answer.documents_list);
