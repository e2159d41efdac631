import { masterFileRoutes, type MasterType } from '@masterport/contract';
import { useOptions } from './use-options.ts';

/** `get-languages-options?master_type=`: the languages a master type supports. */
export const useLanguagesOptions = (masterType: MasterType | null | undefined) =>
  useOptions(masterFileRoutes.getLanguagesOptions, { master_type: masterType ?? undefined }, !!masterType);
