import { distributionRouteTable } from '@masterport/contract/routes';
import useSWR from 'swr';
import { callApi } from '#lib/api.ts';

/**
 * `check-stations`: which of the stations picked cannot receive yet (no delivery method, or a link
 * nobody is told of), so the wizard says so beside them before sending. Asked again when the pick changes.
 */
export const useStationReadiness = (letters: readonly string[]) =>
  useSWR(
    letters.length > 0 ? ['distribution-wizard', 'readiness', [...letters].sort().join(',')] : null,
    () => callApi(distributionRouteTable.checkStations, { call_letters_ids: [...letters] }, { read: true }),
    { keepPreviousData: true },
  );
