import { masterFileRoutes } from '@masterport/contract';
import { audioTypeOptions } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.getAudioTypesOptions, async () => ({ options_list: audioTypeOptions() }));
