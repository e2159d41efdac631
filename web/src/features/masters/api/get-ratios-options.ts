import { masterFileRoutes } from '@masterport/contract/routes';
import { useOptionsQuery } from './options-query.ts';

/** `get-ratios-options`: the five picture ratios. */
export const useRatiosOptions = () => useOptionsQuery(masterFileRoutes.getRatiosOptions);
