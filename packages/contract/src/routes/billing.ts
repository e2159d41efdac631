import { pendingRoutes } from './pending.ts';

const b = 'user/account/billing';
export const billingRoutes = [
  ...pendingRoutes(
    'billing',
    'user',
    '000',
    `
GET ${b}/get-signup-invoice billing
GET ${b}/get-statement billing
GET ${b}/get-unpaid-invoices-list billing
POST ${b}/get-invoices-list billing
POST ${b}/get-invoice-details billing
POST ${b}/make-payment billing
GET ${b}/download-invoice-pdf/{id} billing
`,
  ),
  ...pendingRoutes(
    'plan',
    'user',
    '000',
    `
GET user/account/pending-plan-modification
POST user/account/change-plan primary_user
POST user/account/cancel-pending-modification primary_user
POST user/account/cancel-account primary_user
POST user/account/cancel-pending-cancellation primary_user
`,
  ),
];
