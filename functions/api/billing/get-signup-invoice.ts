import { invoiceRouteTable as routes } from '@masterport/contract';
import { signupInvoice } from '@masterport/core/billing';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.getSignupInvoice, async ({ auth }) => signupInvoice(auth));
