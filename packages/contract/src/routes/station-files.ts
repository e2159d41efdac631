import * as z from 'zod';
import { defineRoute } from '../route.ts';
import * as s from '../schemas/station-files.ts';

const p = 'user/account/profile';
const profile = { access: 'user', area: 'profile', source: '000' } as const;
const empty = z.strictObject({});

/** The delivery content, filename builder and XML slate builder tabs (seed 000 §7). */
export const stationFilesRouteTable = {
  getDeliveryContent: defineRoute({
    ...profile,
    method: 'GET',
    path: `${p}/delivery-content/get`,
    permissions: ['profile_delivery_content'],
    query: empty,
    response: s.deliveryContentResponse,
  }),
  saveDeliveryContent: defineRoute({
    ...profile,
    method: 'POST',
    path: `${p}/delivery-content/save`,
    permissions: ['profile_delivery_content', 'delivery_content'],
    body: s.saveDeliveryContentBody,
    response: s.deliveryContentResponse,
  }),
  getFilenameAttributes: defineRoute({
    ...profile,
    method: 'GET',
    path: `${p}/filename-builder/get-attributes-options`,
    permissions: ['profile_filename'],
    query: empty,
    response: s.filenameAttributesOptionsResponse,
  }),
  getFilenameBuilder: defineRoute({
    ...profile,
    method: 'GET',
    path: `${p}/filename-builder/get`,
    permissions: ['profile_filename'],
    query: empty,
    response: s.filenameBuilderResponse,
  }),
  saveFilenameBuilder: defineRoute({
    ...profile,
    method: 'POST',
    path: `${p}/filename-builder/save`,
    permissions: ['profile_filename'],
    body: s.saveFilenameBuilderBody,
    response: s.filenameBuilderResponse,
  }),
  getXmlSlateAttributes: defineRoute({
    ...profile,
    method: 'GET',
    path: `${p}/xml-slate-builder/get-attributes-options`,
    permissions: ['profile_xml_file'],
    query: empty,
    response: s.xmlSlateAttributesOptionsResponse,
  }),
  getXmlSlateBuilder: defineRoute({
    ...profile,
    method: 'GET',
    path: `${p}/xml-slate-builder/get`,
    permissions: ['profile_xml_file'],
    query: empty,
    response: s.xmlSlateBuilderResponse,
  }),
  saveXmlSlateBuilder: defineRoute({
    ...profile,
    method: 'POST',
    path: `${p}/xml-slate-builder/save`,
    permissions: ['profile_xml_file'],
    body: s.saveXmlSlateBuilderBody,
    response: s.xmlSlateBuilderResponse,
  }),
};

export const stationFilesRoutes = Object.values(stationFilesRouteTable);
