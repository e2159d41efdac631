import { documentRouteTable } from '@masterport/contract/routes';
import { mutate } from 'swr';
import { callApi } from '#lib/api.ts';
import { linkedMastersKey } from './get-masters-list.ts';

/** `link-masters`: this document onto masters the account may open. */
export const linkMasters = (documentId: string, masterIds: string[]) =>
  callApi(documentRouteTable.linkMasters, { document_id: documentId, master_ids: masterIds }).then(async (answer) => {
    await mutate(linkedMastersKey(documentId), answer, { revalidate: false });
    return answer;
  });
