import { documentRouteTable } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';

/** `get-download-url` (ours): a short-lived link to the PDF. */
export const documentDownloadUrl = (documentId: string, inline = false) =>
  callApi(documentRouteTable.getDownloadUrl, { document_id: documentId, inline });
