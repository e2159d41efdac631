import { stationFilesRouteTable, type FilenameBuilder } from '@masterport/contract';
import { callApi } from '#lib/api.ts';
import { setApiData } from '#lib/use-api.ts';

/** `filename-builder/save`. */
export const saveFilenameBuilder = async (builder: FilenameBuilder) => {
  const answer = await callApi(stationFilesRouteTable.saveFilenameBuilder, { filename_builder: builder });
  await setApiData(stationFilesRouteTable.getFilenameBuilder, answer);
  return answer;
};
