/**
 * Work a feature keeps in this browser for the signed-in user (uploads waiting to resume, with
 * their file data) registers here, so signing out forgets it too. An expired session does not run
 * these: the same person signs in again and picks up where they were. Lib cannot import features,
 * so features register themselves when their module loads.
 */
type Cleanup = () => void | Promise<void>;

const cleanups = new Set<Cleanup>();

export function onSignOut(cleanup: Cleanup): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** Runs every registered cleanup; one failing does not stop the others. */
export async function runSignOutCleanups(): Promise<void> {
  await Promise.allSettled([...cleanups].map(async (cleanup) => cleanup()));
}
