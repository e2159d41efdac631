import { operatorRouteTable as routes } from '@masterport/contract';
import { operatorQueues } from '@masterport/core/operators';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.getQueues, async () => operatorQueues());
