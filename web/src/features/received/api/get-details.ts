import { receivedSpotRouteTable } from '@masterport/contract/routes';
import useSWR from 'swr';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';

export const receivedSpotKey = (id: string) => ['received-spot', id] as const;

/** `received/get-details`: one received spot's page. */
export const useReceivedSpot = (id: string) =>
  useSWR<RouteResponse<typeof receivedSpotRouteTable.getDetails>, ApiError>(receivedSpotKey(id), () =>
    callApi(receivedSpotRouteTable.getDetails, { id }, { read: true }),
  );
