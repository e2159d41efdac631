import { cancellationRouteTable } from '@masterport/contract/routes';
import { useApiQuery } from '#lib/use-api.ts';

/**
 * `get-deletion`: the cancelled account's archive and its data. Asked again every 5 s while the
 * archive is being made, so the links appear without a reload.
 */
export const useDeletion = (enabled: boolean) =>
  useApiQuery(enabled ? cancellationRouteTable.getDeletion : null, undefined, {
    refreshInterval: (data) => (data?.deletion?.archive_status === 'archiving' ? 5000 : 0),
  });
