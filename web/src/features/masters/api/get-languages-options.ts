import { type MasterType } from '@masterport/contract';
import { masterFileRoutes } from '@masterport/contract/routes';
import { useOptionsQuery } from './options-query.ts';

/** `get-languages-options?master_type=`: the languages a master type supports. */
export const useLanguagesOptions = (masterType: MasterType | null | undefined) =>
  useOptionsQuery(masterFileRoutes.getLanguagesOptions, { master_type: masterType ?? undefined }, !!masterType);
