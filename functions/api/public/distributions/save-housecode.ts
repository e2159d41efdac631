import { publicDistributionRouteTable as routes } from '@masterport/contract';
import { saveHouseCodes } from '@masterport/core/distributions';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.saveHouseCode, async ({ body }) =>
  saveHouseCodes(body.created_on, body.hash_key, body.house_codes),
);
