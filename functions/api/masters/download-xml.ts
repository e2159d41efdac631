import { masterFileRoutes } from '@masterport/contract';
import { outputXmlSlate } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.downloadXml, async ({ auth, params }) =>
  outputXmlSlate(auth, params.id, params.output_key),
);
