import { documentRouteTable } from '@masterport/contract/routes';
import useSWR from 'swr';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';

/** `get-distributions-list/{language}`: the distributions that carried the document. */
export const useDocumentDistributions = (documentId: string, language: 'en' | 'fr') =>
  useSWR<RouteResponse<typeof documentRouteTable.getDistributionsList>, ApiError>(
    ['document-distributions', documentId, language],
    () =>
      callApi(
        documentRouteTable.getDistributionsList,
        { document_id: documentId },
        { params: { language }, read: true },
      ),
  );
