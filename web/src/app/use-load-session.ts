import { authRoutes } from '@masterport/contract/routes';
import { sessionStore } from '#lib/session.ts';
import { useApiQuery } from '#lib/use-api.ts';

/**
 * On entering the signed-in app, ask the API for the session again (user/load-data): the stored copy
 * paints at once, the fresh one brings permission or account changes made elsewhere.
 */
export function useLoadSession() {
  const query = useApiQuery(
    authRoutes.loadData,
    {},
    {
      revalidateOnFocus: false,
      revalidateIfStale: false,
      onSuccess: (session) => sessionStore.set(session),
    },
  );
  return { error: query.error, retry: () => void query.mutate() };
}
