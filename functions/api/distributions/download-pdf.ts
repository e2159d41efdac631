import { distributionRouteTable as routes } from '@masterport/contract';
import { distributionReport } from '@masterport/core/distributions';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.downloadPdf, async ({ auth, params }) => distributionReport(auth, params.id));
