import { cancellationRouteTable } from '@masterport/contract/routes';
import { useApiQuery } from '#lib/use-api.ts';

/** `get-deletion`, read here for the cancellation still waiting (the billing page offers to withdraw it). */
export const useDeletion = (enabled: boolean) => useApiQuery(enabled ? cancellationRouteTable.getDeletion : null);
