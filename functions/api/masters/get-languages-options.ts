import { masterFileRoutes } from '@masterport/contract';
import { languageOptions } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.getLanguagesOptions, async ({ query }) => ({
  options_list: languageOptions(query.master_type),
}));
