import { masterFileRoutes } from '@masterport/contract';
import { userFileView } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.viewFileData, async ({ auth, params }) => ({
  file_data: await userFileView(auth, params.created_on, params.hash_key, params.output_key),
}));
