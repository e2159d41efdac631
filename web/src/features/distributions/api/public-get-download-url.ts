import { publicDistributionRouteTable } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';

/** `distributions/get-download-url/.../{output_key}`: a short-lived link to one of the station's files. */
export const publicFileUrl = (createdOn: string, hashKey: string, fileId: string) =>
  callApi(publicDistributionRouteTable.getDownloadUrl, undefined, {
    params: { created_on: createdOn, hash_key: hashKey, output_key: fileId },
  });
