import { receivedSpotRouteTable } from '@masterport/contract/routes';
import { mutate } from 'swr';
import { callApi } from '#lib/api.ts';
import { receivedSpotKey } from './get-details.ts';
import { RECEIVED_LIST_KEY } from './get-list.ts';

/** `received/acknowledge`: the spot is in the station's traffic system; the page takes the answer, the list reads again. */
export async function acknowledgeReceivedSpot(id: string, note: string) {
  const answer = await callApi(receivedSpotRouteTable.acknowledge, {
    id,
    ...(note.trim() ? { note: note.trim() } : {}),
  });
  await mutate(receivedSpotKey(id), answer, { revalidate: false });
  void mutate((key) => Array.isArray(key) && key[0] === RECEIVED_LIST_KEY);
  return answer;
}
