import { authRoutes } from '@masterport/contract';
import { activateUser } from '@masterport/core/accounts';
import { handle } from '#lib/route-handler.ts';

export default handle(authRoutes.activateUser, async ({ body, sourceIp }) => activateUser(body.token, sourceIp));
