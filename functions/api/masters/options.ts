import { masterFileRoutes as routes } from '@masterport/contract';
import { audioTypeOptions, languageOptions, ratioOptions, typeOptions } from '@masterport/core';
import { handle } from '../lib/route-handler.ts';

export const getTypesOptions = handle(routes.getTypesOptions, async ({ auth }) => ({ body: { success: true as const, options_list: typeOptions(auth) } }));
export const getLanguagesOptions = handle(routes.getLanguagesOptions, async ({ query }) => ({ body: { success: true as const, options_list: languageOptions(query.master_type) } }));
export const getAllLanguagesOptions = handle(routes.getAllLanguagesOptions, async () => ({ body: { success: true as const, options_list: languageOptions() } }));
export const getAudioTypesOptions = handle(routes.getAudioTypesOptions, async () => ({ body: { success: true as const, options_list: audioTypeOptions() } }));
export const getRatiosOptions = handle(routes.getRatiosOptions, async () => ({ body: { success: true as const, options_list: ratioOptions() } }));
