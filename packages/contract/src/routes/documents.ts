import { pendingRoutes } from './pending.ts';

const d = 'user/documents';
export const documentRoutes = pendingRoutes('documents', 'user', '000', `
POST ${d}/search
POST ${d}/get-list
POST ${d}/create manage_dockets
POST ${d}/save manage_dockets
POST ${d}/delete manage_dockets
POST ${d}/tags/add manage_dockets
POST ${d}/tags/delete manage_dockets
POST ${d}/update-docket manage_dockets
POST ${d}/get-masters-list
POST ${d}/link-masters manage_dockets
POST ${d}/unlink-masters manage_dockets
POST ${d}/get-distributions-list/{language} view_distributions
GET ${d}/get-details/{document_id}
GET ${d}/download-distributions-pdf/{id} view_distributions
`);
