import { publicDistributionRouteTable } from '@masterport/contract/routes';
import { mutate } from 'swr';
import { callApi } from '#lib/api.ts';
import { publicDistributionKey } from './public-get-details.ts';

/** `distributions/save-housecode`: the station's own house codes; the answer becomes what its page shows. */
export const saveHouseCodes = (
  createdOn: string,
  hashKey: string,
  houseCodes: { master_file_id: string; house_code: string }[],
) =>
  callApi(publicDistributionRouteTable.saveHouseCode, {
    created_on: createdOn,
    hash_key: hashKey,
    house_codes: houseCodes,
  }).then(async (answer) => {
    await mutate(publicDistributionKey(createdOn, hashKey), answer, { revalidate: false });
    return answer;
  });
