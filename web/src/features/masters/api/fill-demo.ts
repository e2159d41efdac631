import { masterFileRoutes } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';

/** `user/mock`: a demo account gets a master in each state, made from the samples by real runs. */
export const fillDemoAccount = () => callApi(masterFileRoutes.mock, undefined, { query: {} });
