import { pendingRoutes } from './pending.ts';

const m = 'user/master-files';
export const masterRoutes = pendingRoutes('masters', 'user', '001', `
POST ${m}/get-list
POST ${m}/get-tags-list
GET ${m}/get-all-languages-options
GET ${m}/get-languages-options
GET ${m}/get-types-options
GET ${m}/get-audio-types-options
GET ${m}/get-ratios-options
POST ${m}/house-code/get-distribution-data house_codes
POST ${m}/house-code/save house_codes
POST ${m}/house-code/get house_codes
GET ${m}/view-file-data/{created_on}/{hash_key}/{output_key}
POST ${m}/validate-unique-id masters_creation
POST ${m}/get-edit masters_creation
POST ${m}/preview-slate masters_creation
POST ${m}/create masters_creation
POST ${m}/save masters_creation
POST ${m}/delete masters_creation
POST ${m}/remove
POST ${m}/lock masters_creation
POST ${m}/unlock masters_creation
POST ${m}/search
GET ${m}/get-partner-studios masters_creation
POST ${m}/update-status
POST ${m}/tags/add
POST ${m}/tags/search
POST ${m}/tags/delete
POST ${m}/save-tvb-number masters_creation
POST ${m}/save-asc-number masters_creation
GET ${m}/get-details/{master_id}
GET ${m}/get-thumbnails
POST ${m}/save-thumbnail masters_creation
GET ${m}/download-xml/{id}/{output_key}
POST ${m}/get-distributions-list view_distributions
POST ${m}/get-playlists-list playlists
POST ${m}/get-sources-list sources_tab
GET ${m}/get-download-url/{master_id}/{output_key}
POST ${m}/link-documents manage_dockets
POST ${m}/unlink-documents manage_dockets
POST ${m}/acknowledge-quality-control masters_creation
POST ${m}/fix-loudness masters_creation
POST ${m}/create-output masters_creation
POST ${m}/recreate-output masters_creation
POST ${m}/restart-workflow masters_creation
POST ${m}/archive masters_creation
POST ${m}/unarchive masters_creation
GET ${m}/download-distributions-pdf/{id} view_distributions
`);
