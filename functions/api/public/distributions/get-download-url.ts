import { publicDistributionRouteTable as routes } from '@masterport/contract';
import { publicDistributionDownload } from '@masterport/core/distributions';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.getDownloadUrl, async ({ params }) =>
  publicDistributionDownload(params.created_on, params.hash_key, params.output_key),
);
