import { type DeliveryContent } from '@masterport/contract';
import { stationFilesRouteTable } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { setApiData } from '#lib/use-api.ts';

/** `delivery-content/save`: the answer becomes what the tab shows. */
export const saveDeliveryContent = async (content: DeliveryContent) => {
  const answer = await callApi(stationFilesRouteTable.saveDeliveryContent, { delivery_content: content });
  await setApiData(stationFilesRouteTable.getDeliveryContent, answer);
  return answer;
};
