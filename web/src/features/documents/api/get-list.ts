import { type documentListFilters } from '@masterport/contract';
import { documentRouteTable } from '@masterport/contract/routes';
import useSWR, { mutate } from 'swr';
import type { z } from 'zod';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';

export type DocumentFilters = z.input<typeof documentListFilters>;
const LIST_KEY = 'documents-list';

/** `get-list?page=n` with the seed's filters: one page of 20. */
export const useDocumentsList = (filters: DocumentFilters, page: number) =>
  useSWR<RouteResponse<typeof documentRouteTable.getList>, ApiError>(
    [LIST_KEY, filters, page],
    ([, body, number]: [string, DocumentFilters, number]) =>
      callApi(documentRouteTable.getList, body, { query: { page: number }, read: true }),
    { keepPreviousData: true },
  );

/** After a change, every loaded page of the list is read again. */
export const refreshDocumentsList = () => mutate((key) => Array.isArray(key) && key[0] === LIST_KEY);
