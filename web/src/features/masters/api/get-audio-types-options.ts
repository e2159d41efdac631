import { masterFileRoutes } from '@masterport/contract/routes';
import { useOptionsQuery } from './options-query.ts';

/** `get-audio-types-options`: stereo (2 tracks) or 5.1 (8 tracks). */
export const useAudioTypesOptions = () => useOptionsQuery(masterFileRoutes.getAudioTypesOptions);
