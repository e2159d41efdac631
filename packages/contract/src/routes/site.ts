import { pendingRoutes } from './pending.ts';

export const siteRoutes = pendingRoutes(
  'site',
  'public',
  '000',
  `
POST contact-us
GET statistics
`,
);
