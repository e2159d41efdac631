import { masterFileRoutes } from '@masterport/contract';
import { useOptions } from './use-options.ts';

/** `get-types-options`: the master types this user may create in this account. */
export const useTypesOptions = () => useOptions(masterFileRoutes.getTypesOptions);
