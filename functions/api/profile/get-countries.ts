import { identificationRouteTable as routes } from '@masterport/contract';
import { getCountries } from '@masterport/core/identification';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.getCountries, async ({ query, language }) => getCountries(query.language ?? language));
