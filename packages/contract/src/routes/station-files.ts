import * as z from 'zod';
import { defineRoute } from '../route.ts';
import * as s from '../schemas/station-files.ts';
import { stationFilesRouteFacts } from '../route-facts/station-files.ts';

const empty = z.strictObject({});

/** The delivery content, filename builder and XML slate builder tabs (seed 000 §7). */
export const stationFilesRouteTable = {
  getDeliveryContent: defineRoute({
    ...stationFilesRouteFacts.getDeliveryContent,
    query: empty,
    response: s.deliveryContentResponse,
  }),
  saveDeliveryContent: defineRoute({
    ...stationFilesRouteFacts.saveDeliveryContent,
    body: s.saveDeliveryContentBody,
    response: s.deliveryContentResponse,
  }),
  getFilenameAttributes: defineRoute({
    ...stationFilesRouteFacts.getFilenameAttributes,
    query: empty,
    response: s.filenameAttributesOptionsResponse,
  }),
  getFilenameBuilder: defineRoute({
    ...stationFilesRouteFacts.getFilenameBuilder,
    query: empty,
    response: s.filenameBuilderResponse,
  }),
  saveFilenameBuilder: defineRoute({
    ...stationFilesRouteFacts.saveFilenameBuilder,
    body: s.saveFilenameBuilderBody,
    response: s.filenameBuilderResponse,
  }),
  getXmlSlateAttributes: defineRoute({
    ...stationFilesRouteFacts.getXmlSlateAttributes,
    query: empty,
    response: s.xmlSlateAttributesOptionsResponse,
  }),
  getXmlSlateBuilder: defineRoute({
    ...stationFilesRouteFacts.getXmlSlateBuilder,
    query: empty,
    response: s.xmlSlateBuilderResponse,
  }),
  saveXmlSlateBuilder: defineRoute({
    ...stationFilesRouteFacts.saveXmlSlateBuilder,
    body: s.saveXmlSlateBuilderBody,
    response: s.xmlSlateBuilderResponse,
  }),
};

export const stationFilesRoutes = Object.values(stationFilesRouteTable);
