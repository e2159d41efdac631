import { masterFileRoutes } from '@masterport/contract/routes';
import { useOptionsQuery } from './options-query.ts';

/** `get-all-languages-options`: every language, for the list's filter. */
export const useAllLanguagesOptions = () => useOptionsQuery(masterFileRoutes.getAllLanguagesOptions);
