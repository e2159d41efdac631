import type * as definitions from '../routes/public.ts';
import { typedFacts, type RouteFacts } from './facts.ts';

const key = '{created_on}/{hash_key}';
const open = { access: 'public', area: 'public', source: '001' } as const;

export const builtPublicRouteFacts = {
  viewFileData: {
    access: 'public',
    area: 'public',
    source: '001',
    method: 'GET',
    path: `master-files/view-file-data/${key}/{output_key}`,
  },
  documentViewData: {
    access: 'public',
    area: 'public',
    source: '001',
    method: 'GET',
    path: `documents/view-data/${key}`,
  },
  documentDownloadUrl: {
    access: 'public',
    area: 'public',
    source: '001',
    method: 'GET',
    path: `documents/get-download-url/${key}`,
  },
  sharedMasterDocuments: {
    access: 'public',
    area: 'public',
    source: '001',
    method: 'POST',
    path: 'master-files/get-documents-list',
  },
  getMasterDetails: {
    ...open,
    method: 'GET',
    path: `master-files/get-details/${key}`,
  },
  getMasterOutputs: {
    ...open,
    method: 'GET',
    path: `master-files/get-outputs/${key}`,
  },
  getOutputData: {
    ...open,
    method: 'GET',
    path: `master-files/get-output-data/${key}/{default_output}`,
  },
  getMasterDownloadUrl: {
    ...open,
    method: 'GET',
    path: `master-files/get-download-url/${key}/{output_key}`,
  },
  getMasterModifications: {
    ...open,
    method: 'GET',
    path: `master-files/get-modifications/${key}`,
  },
  updateMissingOutput: {
    ...open,
    method: 'POST',
    path: `master-files/update-missing-output/${key}`,
  },
  updateMasterStatus: {
    ...open,
    method: 'POST',
    path: 'master-files/update-status',
  },
  distributionFileView: {
    ...open,
    method: 'GET',
    path: `master-files/view-file-data/${key}/{output_key}/{d_created_on}/{d_hash_key}`,
  },
  getQualityControl: {
    access: 'public',
    area: 'public',
    source: '001',
    method: 'GET',
    path: `master-files/get-quality-control/${key}`,
  },
} as const satisfies Readonly<Record<string, RouteFacts>>;

// The SPA's tables (`@masterport/contract/routes`): these facts, typed with their definitions.
export const publicFileRoutes = /* @__PURE__ */ typedFacts<typeof definitions.builtPublicRoutes>(builtPublicRouteFacts);
