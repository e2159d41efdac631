import { masterFileRoutes } from '@masterport/contract';
import { useOptions } from './use-options.ts';

/** `get-audio-types-options`: stereo (2 tracks) or 5.1 (8 tracks). */
export const useAudioTypesOptions = () => useOptions(masterFileRoutes.getAudioTypesOptions);
