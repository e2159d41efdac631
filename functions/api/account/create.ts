import { accountRoutes } from '@masterport/contract';
import { addAccount } from '@masterport/core/accounts';
import { handle } from '#lib/route-handler.ts';

export default handle(accountRoutes.create, async ({ auth, body }) => addAccount(auth.userId, body));
