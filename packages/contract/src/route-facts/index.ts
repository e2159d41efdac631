/*
 * `@masterport/contract/routes`: every call the SPA makes, as facts without schemas (method, path,
 * access, permissions, flags), under the names the package's main entry gives their definitions.
 * The SPA's API client needs nothing else, so the first download carries no zod; each call's body
 * and answer are still typed, from its definition's type (a type-only import, erased at build).
 * Forms that validate import their schemas from `@masterport/contract` in their own lazy page.
 */
export * from './facts.ts';
export { accountRoutes } from './account.ts';
export { authRoutes } from './auth.ts';
export { invoiceRouteTable } from './billing.ts';
export { callLetterRouteTable } from './call-letters.ts';
export { cancellationRouteTable } from './cancellation.ts';
export { contactsRouteTable, publicContactsRoute } from './contacts.ts';
export { deliveryMethodRouteTable } from './delivery-method.ts';
export { distributionRouteTable, masterDistributionRouteTable, publicDistributionRouteTable } from './distributions.ts';
export { documentRouteTable, masterDocumentRouteTable } from './documents.ts';
export { identificationRouteTable } from './identification.ts';
export { masterFileRoutes } from './masters.ts';
export { operatorRouteTable } from './operators.ts';
export { paymentMethodRouteTable } from './payment-methods.ts';
export { planRouteTable } from './plan.ts';
export { playlistRouteTable, publicPlaylistRouteTable } from './playlists.ts';
export { partnerStudioRoutes, profileStatusRoute } from './profile.ts';
export { publicFileRoutes } from './public.ts';
export { receivedSpotRouteTable } from './received-spots.ts';
export { contactUsRoute, statisticsRoute } from './site.ts';
export { stationFilesRouteTable } from './station-files.ts';
export { teamRouteTable } from './team.ts';
export { trafficInstructionsRouteTable } from './traffic-instructions.ts';
export { uploadRoutes } from './uploads.ts';
