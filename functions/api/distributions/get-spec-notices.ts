import { distributionRouteTable as routes } from '@masterport/contract';
import { specNotices } from '@masterport/core/distributions';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.getSpecNotices, async ({ auth }) => ({ notices: await specNotices(auth) }));
