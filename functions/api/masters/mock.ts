import { masterFileRoutes } from '@masterport/contract';
import { fillDemoAccount } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.mock, async ({ auth }) => fillDemoAccount(auth));
