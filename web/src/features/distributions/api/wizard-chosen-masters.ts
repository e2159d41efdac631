import { type Master } from '@masterport/contract';
import { masterFileRoutes } from '@masterport/contract/routes';
import useSWR from 'swr';
import { callApi } from '#lib/api.ts';

/**
 * `master-files/get-details/{master_id}` for chosen masters the pages read so far do not hold (a
 * resumed draft's, or one sent from its page or the cart, further down the library), so their
 * pills have a name at once. One that cannot be read is left out: sending says why.
 */
export const useChosenMasters = (ids: readonly string[]) =>
  useSWR<Master[]>(
    ids.length ? ['distribution-wizard', 'chosen-masters', [...ids].sort().join(',')] : null,
    async () => {
      const masters = await Promise.all(
        ids.map((id) =>
          callApi(masterFileRoutes.getDetails, undefined, { params: { master_id: id }, read: true }).then(
            (answer) => answer.master,
            () => null,
          ),
        ),
      );
      return masters.filter((master) => master !== null);
    },
  );
