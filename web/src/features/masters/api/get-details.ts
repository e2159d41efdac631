import { masterFileRoutes } from '@masterport/contract/routes';
import { useEffect, useRef } from 'react';
import useSWR, { mutate } from 'swr';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { POLL_INTERVAL_MS, reloadsOnTransition } from '../model/list-polling.ts';
import { needsPolling } from '../model/status.ts';
import { sourcesKey } from './get-sources-list.ts';

type Details = RouteResponse<typeof masterFileRoutes.getDetails>;

export const detailsKey = (masterId: string) => ['master-details', masterId] as const;

/**
 * `get-details/{master_id}`. While the master runs it is asked again every few seconds (seed 001
 * §4 "Status polling"); when it completes or waits for captions the page's data is loaded again
 * (details and sources), and when QC goes from WAITING to PASSED the QC report is.
 */
export function useMasterDetails(masterId: string | undefined) {
  const query = useSWR<Details, ApiError>(
    masterId ? detailsKey(masterId) : null,
    () => callApi(masterFileRoutes.getDetails, undefined, { params: { master_id: masterId! } }),
    { refreshInterval: (data) => (data && needsPolling(data.master) ? POLL_INTERVAL_MS : 0) },
  );
  const master = query.data?.master;
  const previous = useRef<typeof master>(undefined);

  useEffect(() => {
    if (!master) return;
    const before = previous.current?.id === master.id ? previous.current : undefined;
    previous.current = master;
    const reload = reloadsOnTransition(before, master);
    if (reload.details) {
      void mutate(detailsKey(master.id));
      void mutate(sourcesKey(master.id));
    } else if (reload.qualityControl) {
      void mutate(detailsKey(master.id));
    }
  }, [master]);

  return query;
}
