import { publicDistributionRouteTable } from '@masterport/contract/routes';

/** `distributions/download/{created_on}/{hash_key}`: the station's delivery certificate; the API answers the PDF itself. */
export const publicReportUrl = (createdOn: string, hashKey: string) =>
  `/api/${publicDistributionRouteTable.download.path.replace('{created_on}', encodeURIComponent(createdOn)).replace('{hash_key}', encodeURIComponent(hashKey))}`;
