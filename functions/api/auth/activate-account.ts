import { authRoutes } from '@masterport/contract';
import { activateAccount } from '@masterport/core/accounts';
import { handle } from '#lib/route-handler.ts';

export default handle(authRoutes.activateAccount, async ({ body, sourceIp }) => activateAccount(body.token, sourceIp));
