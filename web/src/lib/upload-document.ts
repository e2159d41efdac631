import { DOCUMENT_MAX_BYTES } from '@masterport/contract';
import { documentRouteTable } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';

/** The file's name without its extension: the title a new document starts with. */
const titleOf = (name: string) =>
  name
    .replace(/\.pdf$/i, '')
    .replace(/[_-]+/g, ' ')
    .trim()
    .slice(0, 100) || name;

/** What the browser can tell before sending: a PDF's name and size (the server then reads its bytes). */
export const looksLikePdf = (file: File) => /\.pdf$/i.test(file.name) && file.size <= DOCUMENT_MAX_BYTES;

/**
 * Adds a PDF to the account's documents (the documents page, the distribution wizard): `create`, one
 * PUT of the file's bytes to the link it answers, then `complete-upload`, where the server reads them
 * as a PDF (a file that is not one is refused there, whatever its name).
 */
export async function uploadDocument(file: File) {
  const { document, upload } = await callApi(documentRouteTable.create, {
    title: titleOf(file.name),
    filename: file.name,
    size: file.size,
  });
  const put = await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: file });
  if (!put.ok) throw new Error(`Upload refused (${put.status})`);
  return (await callApi(documentRouteTable.completeUpload, { document_id: document.id })).document;
}
