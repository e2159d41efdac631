import { masterFileRoutes } from '@masterport/contract';
import { useOptions } from './use-options.ts';

/** `get-ratios-options`: the five picture ratios. */
export const useRatiosOptions = () => useOptions(masterFileRoutes.getRatiosOptions);
