import { useSyncExternalStore } from 'react';
import { USER_ONLY_PERMISSIONS, type PermissionKey, type PlanKey, type Session } from '@masterport/contract';
import { presenceAccountId } from './cookies.ts';
import { LANGUAGE_KEY, SESSION_KEY, STORAGE_PREFIX, storage } from './storage.ts';

/**
 * The signed-in user's session (seed 000 §3), kept in localStorage so a reload paints at once.
 * It is keyed by the presence cookie: a stored session counts only while `mp_presence_ai` names
 * the same account, so another tab's sign-out or account switch never shows stale data here.
 */
export interface StoredSession {
  account_id: string;
  session: Session;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Session | null = null;
let loaded = false;

let restoring: Promise<void> | null = null;

/**
 * Reads the stored copy, checked against the contract's session schema. The check comes in its own
 * chunk, so that zod stays out of the first download (docs/site.md): until it has run, no session
 * shows. The signed-in frames wait for it before their first render; other pages re-render when it
 * lands. A session set meanwhile (a sign-in) wins over the stored copy.
 */
export function restoreStoredSession(): Promise<void> {
  restoring ??= import('./stored-session.ts').then(({ parseStoredSession }) => {
    if (loaded) return;
    current = parseStoredSession(storage.get(SESSION_KEY));
    loaded = true;
    emit();
  });
  return restoring;
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function isSignedIn(): boolean {
  return presenceAccountId() !== undefined;
}

export const sessionStore = {
  /** The session of the account the presence cookie names, or null. */
  get(): Session | null {
    if (!loaded) {
      // Nothing stored without the presence cookie: no need to fetch the check.
      if (presenceAccountId() === undefined) return null;
      void restoreStoredSession();
      return null;
    }
    return current && current.account_id === presenceAccountId() ? current : null;
  },
  set(session: Session): void {
    current = session;
    loaded = true;
    storage.set(SESSION_KEY, JSON.stringify({ account_id: session.account_id, session } satisfies StoredSession));
    emit();
  },
  update(change: (session: Session) => Session): void {
    const session = sessionStore.get();
    if (session) sessionStore.set(change(session));
  },
  /** Sign-out and expiry: forget the session and everything else the app stored, except the language. */
  clear(): void {
    current = null;
    loaded = true;
    for (const key of storage.keys()) {
      if (key.startsWith(STORAGE_PREFIX) && key !== LANGUAGE_KEY) storage.remove(key);
    }
    emit();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_KEY && event.key !== null) return;
    void import('./stored-session.ts').then(({ parseStoredSession }) => {
      current = parseStoredSession(storage.get(SESSION_KEY));
      loaded = true;
      emit();
    });
  });
}

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => null);
}

/** A permission counts when both the account (its plan) and the user (set by the primary user) hold it. */
export function hasPermission(
  session: Pick<Session, 'account_permissions' | 'user_permissions'> | null,
  key: PermissionKey,
): boolean {
  // A key about the person (primary_user) is in the user's list only, as the API checks it.
  const ofAccount = USER_ONLY_PERMISSIONS.includes(key) || !!session?.account_permissions.includes(key);
  return !!session && ofAccount && session.user_permissions.includes(key);
}

/** The plan of the account the session works in. */
export const accountPlan = (session: Pick<Session, 'account_id' | 'user_accounts'> | null): PlanKey | undefined =>
  session?.user_accounts.find((account) => account.id === session.account_id)?.plan_key;

/** Profile tabs that make up the account settings: any one of them shows the Settings entry and page. */
export const SETTINGS_PERMISSIONS: readonly PermissionKey[] = [
  'profile_id',
  'profile_contacts',
  'profile_access',
  'profile_delivery_content',
  'profile_delivery_method',
  'profile_filename',
  'profile_xml_file',
  'profile_traffic',
  'profile_partner_studios',
];

/**
 * Whether the session may call a route: it holds every key the route table names for it. Screens
 * show a control only when the call behind it would be allowed, so the rule is the API's own.
 */
export function mayCall(
  session: Pick<Session, 'account_permissions' | 'user_permissions'> | null,
  route: { readonly permissions?: readonly PermissionKey[] },
): boolean {
  // A route's facts name no permissions when it needs none.
  return (route.permissions ?? []).every((key) => hasPermission(session, key));
}

export function hasAnyPermission(
  session: Pick<Session, 'account_permissions' | 'user_permissions'> | null,
  keys: readonly PermissionKey[],
): boolean {
  return keys.some((key) => hasPermission(session, key));
}
