import * as z from 'zod';
import { defineRoute } from '../route.ts';
import * as s from '../schemas/identification.ts';
import { identificationRouteFacts } from '../route-facts/identification.ts';

const empty = z.strictObject({});

/**
 * The identification tab (seed 000 §3, §7) and the address lists it needs. Countries come from
 * i18n-iso-countries (ISO 3166-1, names in English and French), states from iso-3166 (ISO 3166-2).
 */
export const identificationRouteTable = {
  getCountries: defineRoute({
    ...identificationRouteFacts.getCountries,
    query: s.placesQuery,
    response: s.countriesResponse,
  }),
  getStates: defineRoute({
    ...identificationRouteFacts.getStates,
    params: s.countryParams,
    query: s.placesQuery,
    response: s.statesResponse,
  }),
  get: defineRoute({
    ...identificationRouteFacts.get,
    query: empty,
    response: s.identificationResponse,
  }),
  save: defineRoute({
    ...identificationRouteFacts.save,
    body: s.saveIdentificationBody,
    response: s.identificationResponse,
  }),
  saveLogo: defineRoute({
    ...identificationRouteFacts.saveLogo,
    body: s.saveLogoBody,
    response: s.saveLogoResponse,
  }),
  completeLogo: defineRoute({
    ...identificationRouteFacts.completeLogo,
    body: s.completeLogoBody,
    response: s.identificationResponse,
  }),
};

export const identificationRoutes = Object.values(identificationRouteTable);
