import { identificationRouteTable as routes } from '@masterport/contract';
import { getStates } from '@masterport/core/identification';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.getStates, async ({ params, query, language }) =>
  getStates(params.country, query.language ?? language),
);
