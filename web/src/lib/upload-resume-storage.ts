/**
 * Where uploads waiting to resume live in this browser: Uppy instances are named
 * `masterport-upload-<master>`, and Golden Retriever keeps `uppyState:<name>` in local storage and the
 * files' data in the IndexedDB database `uppy-blobs`. Known here, not in the masters feature, so
 * sign-out can forget them even when the masters screens were never loaded in this page.
 */
export const UPLOADER_ID_PREFIX = 'masterport-upload-';
const RESUME_STATE_PREFIX = `uppyState:${UPLOADER_ID_PREFIX}`;
const RESUME_FILES_DATABASE = 'uppy-blobs';

export function forgetUploadResumeData(
  storage: Storage = localStorage,
  databases: IDBFactory | undefined = globalThis.indexedDB,
): void {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) if (key?.startsWith(RESUME_STATE_PREFIX)) storage.removeItem(key);
  databases?.deleteDatabase(RESUME_FILES_DATABASE);
}
