import { stationFilesRouteTable } from '@masterport/contract/routes';
import { useApiQuery } from '#lib/use-api.ts';

/** `xml-slate-builder/get`: the attributes the account's XML slates carry (all by default). */
export const useXmlSlateBuilder = () => useApiQuery(stationFilesRouteTable.getXmlSlateBuilder);

/** `xml-slate-builder/get-attributes-options`. */
export const useXmlSlateAttributes = () => useApiQuery(stationFilesRouteTable.getXmlSlateAttributes);
