import { authRoutes } from '@masterport/contract';
import { sessionCookies } from '@masterport/core/accounts';
import { registerInvitation } from '@masterport/core/team';
import { handle, reply } from '#lib/route-handler.ts';

/** Accepting an invitation signs the person in, like a login, in the account that invited them. */
export default handle(authRoutes.registerInvitation, async ({ body, sourceIp }) => {
  const { session, tokens } = await registerInvitation({ ...body, sourceIp });
  return reply(session, { cookies: sessionCookies({ ...tokens, accountId: session.account_id }) });
});
