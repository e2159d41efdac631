import { authRoutes } from '@masterport/contract';
import { checkResetToken } from '@masterport/core/accounts';
import { handle } from '#lib/route-handler.ts';

export default handle(authRoutes.getResetPassword, async ({ body, sourceIp }) => checkResetToken(body.token, sourceIp));
