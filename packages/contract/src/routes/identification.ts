import * as z from 'zod';
import { defineRoute } from '../route.ts';
import * as s from '../schemas/identification.ts';

const p = 'user/account/profile/identification';
const profile = { access: 'user', area: 'profile', source: '000' } as const;
const identification = ['profile_id'] as const;
const empty = z.strictObject({});

/**
 * The identification tab (seed 000 §3, §7) and the address lists it needs. Countries come from
 * i18n-iso-countries (ISO 3166-1, names in English and French), states from iso-3166 (ISO 3166-2).
 */
export const identificationRouteTable = {
  getCountries: defineRoute({
    ...profile,
    method: 'GET',
    path: 'user/account/get-countries',
    // The card form's billing address lists them: a blocked account adds a card to pay.
    openToBlockedAccount: true,
    query: s.placesQuery,
    response: s.countriesResponse,
  }),
  getStates: defineRoute({
    ...profile,
    method: 'GET',
    path: 'user/account/get-states/{country}',
    openToBlockedAccount: true,
    params: s.countryParams,
    query: s.placesQuery,
    response: s.statesResponse,
  }),
  get: defineRoute({
    ...profile,
    method: 'GET',
    path: `${p}/get`,
    permissions: identification,
    query: empty,
    response: s.identificationResponse,
  }),
  save: defineRoute({
    ...profile,
    method: 'POST',
    path: `${p}/save`,
    permissions: identification,
    body: s.saveIdentificationBody,
    response: s.identificationResponse,
  }),
  saveLogo: defineRoute({
    ...profile,
    method: 'POST',
    path: `${p}/save-logo`,
    permissions: identification,
    body: s.saveLogoBody,
    response: s.saveLogoResponse,
  }),
  completeLogo: defineRoute({
    ...profile,
    source: 'ours',
    method: 'POST',
    path: `${p}/complete-logo`,
    permissions: identification,
    body: s.completeLogoBody,
    response: s.identificationResponse,
  }),
};

export const identificationRoutes = Object.values(identificationRouteTable);
