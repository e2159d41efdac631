import { masterFileRoutes } from '@masterport/contract';
import { saveMasterHouseCode } from '@masterport/core/distributions';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.houseCodeSave, async ({ auth, body }) => saveMasterHouseCode(auth, body));
