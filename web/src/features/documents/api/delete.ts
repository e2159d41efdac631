import { documentRouteTable } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { refreshDocumentsList } from './get-list.ts';

/** `delete`: the document and its file. */
export const deleteDocument = (documentId: string) =>
  callApi(documentRouteTable.delete, { document_id: documentId }).then(async (answer) => {
    await refreshDocumentsList();
    return answer;
  });
