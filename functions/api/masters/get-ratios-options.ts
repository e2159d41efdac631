import { masterFileRoutes } from '@masterport/contract';
import { ratioOptions } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.getRatiosOptions, async () => ({ options_list: ratioOptions() }));
