import { type XmlSlateBuilder } from '@masterport/contract';
import { stationFilesRouteTable } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { setApiData } from '#lib/use-api.ts';

/** `xml-slate-builder/save`. */
export const saveXmlSlateBuilder = async (builder: XmlSlateBuilder) => {
  const answer = await callApi(stationFilesRouteTable.saveXmlSlateBuilder, { xml_slate_builder: builder });
  await setApiData(stationFilesRouteTable.getXmlSlateBuilder, answer);
  return answer;
};
