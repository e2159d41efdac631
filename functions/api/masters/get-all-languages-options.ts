import { masterFileRoutes } from '@masterport/contract';
import { languageOptions } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.getAllLanguagesOptions, async () => ({ options_list: languageOptions() }));
