import { stationFilesRouteTable } from '@masterport/contract/routes';
import { useApiQuery } from '#lib/use-api.ts';

/** `filename-builder/get`: the account's name pattern (or the default). */
export const useFilenameBuilder = () => useApiQuery(stationFilesRouteTable.getFilenameBuilder);

/** `filename-builder/get-attributes-options`: the attributes and separators to choose from. */
export const useFilenameAttributes = () => useApiQuery(stationFilesRouteTable.getFilenameAttributes);
