import { publicFileRoutes } from '@masterport/contract';
import { publicMissingOutputs } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(publicFileRoutes.updateMissingOutput, async ({ params, body }) =>
  publicMissingOutputs(params.created_on, params.hash_key, body.output_keys),
);
