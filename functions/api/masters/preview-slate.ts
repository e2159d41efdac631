import { masterFileRoutes } from '@masterport/contract';
import { previewSlate } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.previewSlate, async ({ auth, body }) => previewSlate(auth, body));
