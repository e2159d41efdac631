import { pendingRoutes } from './pending.ts';

const d = 'user/distributions';
export const distributionRoutes = pendingRoutes('distributions', 'user', '001', `
POST ${d}/get-list view_distributions
GET ${d}/get-counts view_distributions
POST ${d}/search-notifications distributions_creation
POST ${d}/create distributions_creation distribute
POST ${d}/save distributions_creation distribute
POST ${d}/delete manage_distributions
POST ${d}/get-edit distributions_creation
GET ${d}/get-details/{ref}/{language} view_distributions
POST ${d}/update-status view_distributions
POST ${d}/destination/get-contacts view_distributions
POST ${d}/destination/get-details view_distributions
POST ${d}/destination/redistribute manage_distributions
POST ${d}/destination/self-redistribute manage_distributions
POST ${d}/destination/get-call-letters view_distributions
POST ${d}/destination/save-call-letters manage_distributions
POST ${d}/destination/mark-delivered manage_distributions
POST ${d}/destination/delete manage_distributions
GET ${d}/download-pdf/{id} view_distributions
`);
