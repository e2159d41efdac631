import { sessionSchema, type Session } from '@masterport/contract';
import type { StoredSession } from './session.ts';

/**
 * The stored copy of the session (session.ts), if it is one: a session of the contract's shape,
 * stored for the account it names. A copy from an older release, or edited by hand, is dropped;
 * the app then asks the API again (user/load-data).
 */
export function parseStoredSession(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as StoredSession;
    const parsed = sessionSchema.safeParse(stored.session);
    return parsed.success && stored.account_id === parsed.data.account_id ? parsed.data : null;
  } catch {
    return null;
  }
}
