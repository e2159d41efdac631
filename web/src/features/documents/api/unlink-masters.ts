import { documentRouteTable } from '@masterport/contract/routes';
import { mutate } from 'swr';
import { callApi } from '#lib/api.ts';
import { linkedMastersKey } from './get-masters-list.ts';

/** `unlink-masters`: only the document's owner may. */
export const unlinkMasters = (documentId: string, masterIds: string[]) =>
  callApi(documentRouteTable.unlinkMasters, { document_id: documentId, master_ids: masterIds }).then(async (answer) => {
    await mutate(linkedMastersKey(documentId), answer, { revalidate: false });
    return answer;
  });
