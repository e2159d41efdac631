/** Cancelling an account and bringing it back (issue 30, docs/billing.md "Cancellation and the data archive"). */
export {
  applyMonthEndCancellation,
  reactivateAccount,
  requestCancellation,
  stateOf as cancellationState,
  withdrawCancellation,
} from './cancellation.ts';
