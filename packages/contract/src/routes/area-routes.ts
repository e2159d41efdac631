import type { Area, RouteDefinition } from '../route.ts';
import { accountRoutes } from './account.ts';
import { authRoutes } from './auth.ts';
import { billingRoutes } from './billing.ts';
import { cancellationRoutes } from './cancellation.ts';
import { callLetterRoutes } from './call-letters.ts';
import { contactsRoutes } from './contacts.ts';
import { deliveryMethodRoutes } from './delivery-method.ts';
import { distributionRoutes } from './distributions.ts';
import { documentRoutes } from './documents.ts';
import { identificationRoutes } from './identification.ts';
import { builtMasterRoutes, masterRoutes } from './masters.ts';
import { paymentMethodRoutes } from './payment-methods.ts';
import { operatorRoutes } from './operators.ts';
import { planRoutes } from './plan.ts';
import { playlistRoutes } from './playlists.ts';
import { receivedSpotRoutes } from './received-spots.ts';
import { partnerStudioRoutes, profileStatusRoute } from './profile.ts';
import { builtPublicRoutes } from './public.ts';
import { siteRoutes } from './site.ts';
import { stationFilesRoutes } from './station-files.ts';
import { teamRoutes } from './team.ts';
import { trafficInstructionsRoutes } from './traffic-instructions.ts';
import { uploadRoutes } from './uploads.ts';

/** A route file's export as ROUTES reads it: a list, a table of routes by name, or one route. */
type RouteGroup = readonly RouteDefinition[] | Readonly<Record<string, RouteDefinition>> | RouteDefinition;

/** The routes of `area` among the groups (a group may hold other areas' routes too: those are left out). */
function routesOf(area: Area, groups: readonly RouteGroup[]): readonly RouteDefinition[] {
  return groups
    .flatMap((group): readonly RouteDefinition[] =>
      Array.isArray(group) ? group : 'method' in group ? [group as RouteDefinition] : Object.values(group),
    )
    .filter((route) => route.area === area);
}

/*
 * Each area's routes, for its own Lambda (functions/api/<area>/index.ts): built from the route files
 * holding that area's calls only, so a Lambda's bundle carries no other area's routes and schemas
 * (esbuild drops what an area never names: the package is free of side effects and each list is
 * marked pure). ROUTES stays the one list of every call; `contract.test.ts` checks that each of
 * these holds exactly ROUTES' routes of its area.
 */
export const accountAreaRoutes = /* @__PURE__ */ routesOf('account', [accountRoutes, cancellationRoutes]);
export const authAreaRoutes = /* @__PURE__ */ routesOf('auth', [authRoutes]);
export const billingAreaRoutes = /* @__PURE__ */ routesOf('billing', [billingRoutes, paymentMethodRoutes]);
export const planAreaRoutes = /* @__PURE__ */ routesOf('plan', [billingRoutes, planRoutes, cancellationRoutes]);
export const callLettersAreaRoutes = /* @__PURE__ */ routesOf('call-letters', [callLetterRoutes]);
export const profileAreaRoutes = /* @__PURE__ */ routesOf('profile', [
  identificationRoutes,
  teamRoutes,
  contactsRoutes,
  profileStatusRoute,
  deliveryMethodRoutes,
  stationFilesRoutes,
  trafficInstructionsRoutes,
  partnerStudioRoutes,
]);
export const documentsAreaRoutes = /* @__PURE__ */ routesOf('documents', [documentRoutes]);
export const mastersAreaRoutes = /* @__PURE__ */ routesOf('masters', [
  builtMasterRoutes,
  masterRoutes,
  documentRoutes,
  distributionRoutes,
]);
export const distributionsAreaRoutes = /* @__PURE__ */ routesOf('distributions', [
  distributionRoutes,
  receivedSpotRoutes,
]);
export const playlistsAreaRoutes = /* @__PURE__ */ routesOf('playlists', [playlistRoutes]);
export const publicAreaRoutes = /* @__PURE__ */ routesOf('public', [
  builtPublicRoutes,
  contactsRoutes,
  distributionRoutes,
  playlistRoutes,
]);
export const siteAreaRoutes = /* @__PURE__ */ routesOf('site', [siteRoutes]);
export const uploadsAreaRoutes = /* @__PURE__ */ routesOf('uploads', [uploadRoutes]);
export const opsAreaRoutes = /* @__PURE__ */ routesOf('ops', [operatorRoutes]);

/** Every area's list, for the test that holds them to ROUTES (a Lambda imports its own list by name, never this). */
export const AREA_ROUTE_LISTS: Readonly<Record<Area, readonly RouteDefinition[]>> = /* @__PURE__ */ (() => ({
  account: accountAreaRoutes,
  auth: authAreaRoutes,
  billing: billingAreaRoutes,
  plan: planAreaRoutes,
  'call-letters': callLettersAreaRoutes,
  profile: profileAreaRoutes,
  documents: documentsAreaRoutes,
  masters: mastersAreaRoutes,
  distributions: distributionsAreaRoutes,
  playlists: playlistsAreaRoutes,
  public: publicAreaRoutes,
  site: siteAreaRoutes,
  uploads: uploadsAreaRoutes,
  ops: opsAreaRoutes,
}))();
