import { operatorRouteTable as routes } from '@masterport/contract';
import { operatorSignIn } from '@masterport/core/operators';
import { handle, reply } from '#lib/route-handler.ts';

export default handle(routes.signIn, async ({ body, sourceIp }) => {
  const session = await operatorSignIn({ email: body.email, password: body.password, sourceIp });
  return reply(
    { operator: { name: session.name }, ...(body.return_token ? { token: session.accessToken } : {}) },
    { cookies: [session.cookie] },
  );
});
