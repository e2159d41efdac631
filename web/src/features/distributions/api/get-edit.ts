import { distributionRouteTable } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';

/** `get-edit`: a saved draft's fields, to open it in the wizard where it was left. */
export const loadDistributionDraft = (id: string) => callApi(distributionRouteTable.getEdit, { id });
