import { documentRouteTable } from '@masterport/contract/routes';
import useSWR from 'swr';
import { callApi } from '#lib/api.ts';

/** `documents/get-list` (page 1): the account's documents the wizard's documents step offers. */
export const useWizardDocuments = () =>
  useSWR(['distribution-wizard', 'documents'], () =>
    callApi(documentRouteTable.getList, {}, { query: { page: 1 }, read: true }),
  );
