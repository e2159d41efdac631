import { masterFileRoutes } from '@masterport/contract';
import { useOptions } from './use-options.ts';

/** `get-all-languages-options`: every language, for the list's filter. */
export const useAllLanguagesOptions = () => useOptions(masterFileRoutes.getAllLanguagesOptions);
