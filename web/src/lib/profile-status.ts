import { mutate } from 'swr';
import { profileStatusRoute } from '@masterport/contract/routes';
import { apiKey, useApiQuery } from './use-api.ts';

/** `get-status`: which settings tabs still ask something of the account (the tab badges). */
export const useProfileStatus = () => useApiQuery(profileStatusRoute);

/** A settings screen that changed what a badge reads calls this: the badges are read again. */
export const refreshProfileStatus = () => mutate(apiKey(profileStatusRoute));
