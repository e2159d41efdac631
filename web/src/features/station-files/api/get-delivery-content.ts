import { stationFilesRouteTable } from '@masterport/contract/routes';
import { useApiQuery } from '#lib/use-api.ts';

/** `delivery-content/get`: per kind of master, what stations receive and what they could. */
export const useDeliveryContent = () => useApiQuery(stationFilesRouteTable.getDeliveryContent);
