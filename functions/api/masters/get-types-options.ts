import { masterFileRoutes } from '@masterport/contract';
import { typeOptions } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.getTypesOptions, async ({ auth }) => ({ options_list: typeOptions(auth) }));
