import { type FilenameBuilder } from '@masterport/contract';
import { stationFilesRouteTable } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { setApiData } from '#lib/use-api.ts';

/** `filename-builder/save`. */
export const saveFilenameBuilder = async (builder: FilenameBuilder) => {
  const answer = await callApi(stationFilesRouteTable.saveFilenameBuilder, { filename_builder: builder });
  await setApiData(stationFilesRouteTable.getFilenameBuilder, answer);
  return answer;
};
