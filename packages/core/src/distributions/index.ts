// The distributions area: drafts and sending (seed 001 §5 rules), the list and details, each
// destination's actions, the delivery task of the state machine, the PDF report, stations' pages.
export * from './distributions.ts';
export * from './distribution-list.ts';
export * from './destinations.ts';
export * from './deliver-destination.ts';
export * from './delivery-run.ts';
export * from './reports.ts';
export { distributionConfirmation } from './confirmation-reports.ts';
export * from './public-distribution.ts';
export { sendByFtp, sendToBucket } from './transfers.ts';
export * from './master-house-codes.ts';
export * from './delivery-watchdog.ts';
export * from './station-readiness.ts';
export * from './received-spots.ts';
export * from './distribution-preview.ts';
export {
  changeGroupCallLetters,
  changeGroupSpec,
  changeStationSpec,
  recheckDeliveredSpots,
  removeGroup,
  specNotices,
} from './spec-notices.ts';
