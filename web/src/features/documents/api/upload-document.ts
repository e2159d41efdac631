import { documentRouteTable } from '@masterport/contract';
import { callApi } from '#lib/api.ts';
import { refreshDocumentsList } from './get-list.ts';

/**
 * `create`, one PUT of the file's bytes to the link it answers, then `complete-upload`, where the
 * server reads them as a PDF (a file that is not one is refused there, whatever its name).
 */
export async function uploadDocument(file: File, title: string) {
  const { document, upload } = await callApi(documentRouteTable.create, { title, filename: file.name, size: file.size });
  const put = await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: file });
  if (!put.ok) throw new Error(`Upload refused (${put.status})`);
  const completed = await callApi(documentRouteTable.completeUpload, { document_id: document.id });
  await refreshDocumentsList();
  return completed.document;
}
