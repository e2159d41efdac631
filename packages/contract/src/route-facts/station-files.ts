import type * as definitions from '../routes/station-files.ts';
import { typedFacts, type RouteFacts } from './facts.ts';

const p = 'user/account/profile';
const profile = { access: 'user', area: 'profile', source: '000' } as const;

export const stationFilesRouteFacts = {
  getDeliveryContent: {
    ...profile,
    method: 'GET',
    path: `${p}/delivery-content/get`,
    permissions: ['profile_delivery_content'],
  },
  saveDeliveryContent: {
    ...profile,
    method: 'POST',
    path: `${p}/delivery-content/save`,
    permissions: ['profile_delivery_content', 'delivery_content'],
  },
  getFilenameAttributes: {
    ...profile,
    method: 'GET',
    path: `${p}/filename-builder/get-attributes-options`,
    permissions: ['profile_filename'],
  },
  getFilenameBuilder: {
    ...profile,
    method: 'GET',
    path: `${p}/filename-builder/get`,
    permissions: ['profile_filename'],
  },
  saveFilenameBuilder: {
    ...profile,
    method: 'POST',
    path: `${p}/filename-builder/save`,
    permissions: ['profile_filename'],
  },
  getXmlSlateAttributes: {
    ...profile,
    method: 'GET',
    path: `${p}/xml-slate-builder/get-attributes-options`,
    permissions: ['profile_xml_file'],
  },
  getXmlSlateBuilder: {
    ...profile,
    method: 'GET',
    path: `${p}/xml-slate-builder/get`,
    permissions: ['profile_xml_file'],
  },
  saveXmlSlateBuilder: {
    ...profile,
    method: 'POST',
    path: `${p}/xml-slate-builder/save`,
    permissions: ['profile_xml_file'],
  },
} as const satisfies Readonly<Record<string, RouteFacts>>;

// The SPA's tables (`@masterport/contract/routes`): these facts, typed with their definitions.
export const stationFilesRouteTable =
  /* @__PURE__ */ typedFacts<typeof definitions.stationFilesRouteTable>(stationFilesRouteFacts);
