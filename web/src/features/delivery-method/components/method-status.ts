import type { DeliveryMethod, DeliveryMethodState } from '@masterport/contract';

export type MethodStatus = 'active' | 'ready' | 'notSet';

/** What a method's card says: the one in use, one that could be switched on, one still to set up. */
export function methodStatus(state: DeliveryMethodState, method: DeliveryMethod): MethodStatus {
  if (state.active_method === method) return 'active';
  return state.methods[method].complete ? 'ready' : 'notSet';
}
