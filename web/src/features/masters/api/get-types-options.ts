import { masterFileRoutes } from '@masterport/contract/routes';
import { useOptionsQuery } from './options-query.ts';

/** `get-types-options`: the master types this user may create in this account. */
export const useTypesOptions = () => useOptionsQuery(masterFileRoutes.getTypesOptions);
