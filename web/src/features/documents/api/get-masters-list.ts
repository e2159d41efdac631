import { documentRouteTable } from '@masterport/contract/routes';
import useSWR from 'swr';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';

type Answer = RouteResponse<typeof documentRouteTable.getMastersList>;

/** The cache key of a document's linked masters: linking and unlinking write their answer there. */
export const linkedMastersKey = (documentId: string) => ['document-masters', documentId] as const;

/** `get-masters-list`: the masters a document is linked to. */
export const useLinkedMasters = (documentId: string) =>
  useSWR<Answer, ApiError>(linkedMastersKey(documentId), () =>
    callApi(documentRouteTable.getMastersList, { document_id: documentId }, { read: true }),
  );
