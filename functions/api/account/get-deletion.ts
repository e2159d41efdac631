import { cancellationRouteTable as routes } from '@masterport/contract';
import { accountDeletionView } from '@masterport/core/account-archive';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.getDeletion, async ({ auth }) => accountDeletionView(auth));
