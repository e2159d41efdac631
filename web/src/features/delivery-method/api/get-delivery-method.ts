import { deliveryMethodRouteTable } from '@masterport/contract';
import { apiKey, useApiQuery } from '#lib/use-api.ts';

/** `delivery-method/get`: the active method, each method's saved settings (credentials masked), who is told. */
export const useDeliveryMethod = () => useApiQuery(deliveryMethodRouteTable.get);

export const deliveryMethodKey = apiKey(deliveryMethodRouteTable.get);
