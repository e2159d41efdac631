import { routeKey, type RouteDefinition } from '../route.ts';
import { accountRoutes } from './account.ts';
import { authRoutes } from './auth.ts';
import { billingRoutes } from './billing.ts';
import { callLetterRoutes } from './call-letters.ts';
import { cancellationRoutes } from './cancellation.ts';
import { deliveryMethodRoutes } from './delivery-method.ts';
import { distributionRoutes } from './distributions.ts';
import { documentRoutes } from './documents.ts';
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
import { contactsRoutes } from './contacts.ts';
import { identificationRoutes } from './identification.ts';
import { trafficInstructionsRoutes } from './traffic-instructions.ts';
import { uploadRoutes } from './uploads.ts';

export { callLetterRouteTable } from './call-letters.ts';
export { contactUsRoute, statisticsRoute } from './site.ts';
export { deliveryMethodRouteTable } from './delivery-method.ts';
export { distributionRouteTable, masterDistributionRouteTable, publicDistributionRouteTable } from './distributions.ts';
export { documentRouteTable, masterDocumentRouteTable } from './documents.ts';
export { stationFilesRouteTable } from './station-files.ts';
export { teamRouteTable } from './team.ts';
export { contactsRouteTable, publicContactsRoute } from './contacts.ts';
export { paymentMethodRouteTable } from './payment-methods.ts';
export { playlistRouteTable, publicPlaylistRouteTable } from './playlists.ts';
export { receivedSpotRouteTable } from './received-spots.ts';
export { invoiceRouteTable } from './billing.ts';
export { planRouteTable } from './plan.ts';
export { operatorRouteTable } from './operators.ts';
export { cancellationRouteTable } from './cancellation.ts';
export { identificationRouteTable } from './identification.ts';
export { trafficInstructionsRouteTable } from './traffic-instructions.ts';
export {
  accountRoutes,
  authRoutes,
  partnerStudioRoutes,
  profileStatusRoute,
  builtMasterRoutes as masterFileRoutes,
  builtPublicRoutes as publicFileRoutes,
  uploadRoutes,
};

export * from './area-routes.ts';

/**
 * Every call of the API: the single list that infra, the local cloud, the SPA and tests read. A
 * Lambda reads its own area's list instead (area-routes.ts): marked pure, this one is left out of
 * its bundle.
 */
export const ROUTES: readonly RouteDefinition[] = /* @__PURE__ */ (() => [
  ...Object.values(authRoutes),
  ...Object.values(accountRoutes),
  ...siteRoutes,
  ...callLetterRoutes,
  ...identificationRoutes,
  ...teamRoutes,
  ...contactsRoutes,
  profileStatusRoute,
  ...deliveryMethodRoutes,
  ...stationFilesRoutes,
  ...trafficInstructionsRoutes,
  ...Object.values(partnerStudioRoutes),
  ...billingRoutes,
  ...planRoutes,
  ...cancellationRoutes,
  ...paymentMethodRoutes,
  ...documentRoutes,
  ...Object.values(builtPublicRoutes),
  ...Object.values(builtMasterRoutes),
  ...masterRoutes,
  ...distributionRoutes,
  ...receivedSpotRoutes,
  ...playlistRoutes,
  ...Object.values(uploadRoutes),
  ...operatorRoutes,
])();

export const ROUTES_BY_KEY: ReadonlyMap<string, RouteDefinition> = /* @__PURE__ */ (() =>
  new Map(ROUTES.map((route) => [routeKey(route), route])))();
