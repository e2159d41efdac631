import { publicFileRoutes } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';

/** `documents/get-download-url/{created_on}/{hash_key}`. */
export const publicDocumentDownload = (createdOn: string, hashKey: string) =>
  callApi(publicFileRoutes.documentDownloadUrl, undefined, { params: { created_on: createdOn, hash_key: hashKey } });
