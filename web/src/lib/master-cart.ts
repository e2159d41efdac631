import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { STORAGE_PREFIX, storage } from './storage.ts';

/**
 * The master cart (seed 001 §2): masters picked from the library or a master page, kept across
 * pages, reloads and tabs (localStorage, per account: switching accounts shows that account's
 * cart; sign-out clears it with the rest of the app's storage), then sent or added together.
 * What a line shows is kept with it so the cart paints without asking the API.
 */
export const cartItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  unique_id: z.string(),
  master_type: z.string(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** A cart holds at most what one distribution carries. */
export const CART_LIMIT = 50;

const keyFor = (accountId: string) => `${STORAGE_PREFIX}cart.${accountId}`;
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; items: readonly CartItem[] }>();
const EMPTY: readonly CartItem[] = [];

function read(accountId: string): readonly CartItem[] {
  const raw = storage.get(keyFor(accountId));
  const cached = cache.get(accountId);
  if (cached && cached.raw === raw) return cached.items;
  let items: readonly CartItem[] = EMPTY;
  try {
    const parsed = z.array(cartItemSchema).safeParse(raw ? JSON.parse(raw) : []);
    if (parsed.success) items = parsed.data.slice(0, CART_LIMIT);
  } catch {
    // a damaged entry is an empty cart
  }
  cache.set(accountId, { raw, items });
  return items;
}

function write(accountId: string, items: readonly CartItem[]): void {
  if (items.length) storage.set(keyFor(accountId), JSON.stringify(items));
  else storage.remove(keyFor(accountId));
  for (const listener of listeners) listener();
}

export const masterCart = {
  items: read,
  has: (accountId: string, masterId: string) => read(accountId).some((item) => item.id === masterId),
  /** Adds the master, or takes it out if it is in; false when the cart is full. */
  toggle(accountId: string, master: CartItem): boolean {
    const items = read(accountId);
    if (items.some((item) => item.id === master.id)) {
      write(
        accountId,
        items.filter((item) => item.id !== master.id),
      );
      return true;
    }
    if (items.length >= CART_LIMIT) return false;
    write(accountId, [
      ...items,
      cartItemSchema.parse({
        id: master.id,
        title: master.title,
        unique_id: master.unique_id,
        master_type: master.master_type,
      }),
    ]);
    return true;
  },
  remove: (accountId: string, masterId: string) =>
    write(
      accountId,
      read(accountId).filter((item) => item.id !== masterId),
    ),
  clear: (accountId: string) => write(accountId, []),
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

if (typeof window !== 'undefined') {
  // Another tab changed a cart: show it here too.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith(`${STORAGE_PREFIX}cart.`))
      for (const listener of listeners) listener();
  });
}

/** The working account's cart, kept in step with every change (this tab or another). */
export function useMasterCart(accountId: string | undefined): readonly CartItem[] {
  return useSyncExternalStore(
    masterCart.subscribe,
    () => (accountId ? read(accountId) : EMPTY),
    () => EMPTY,
  );
}

/** Whether the cart's panel is open: the top bar's button toggles it; adding from a page may open it. */
let drawerOpened = false;
const drawerListeners = new Set<() => void>();
export const cartDrawer = {
  set(opened: boolean): void {
    drawerOpened = opened;
    for (const listener of drawerListeners) listener();
  },
  toggle: () => cartDrawer.set(!drawerOpened),
  subscribe(listener: () => void): () => void {
    drawerListeners.add(listener);
    return () => drawerListeners.delete(listener);
  },
};
export const useCartDrawer = (): boolean =>
  useSyncExternalStore(
    cartDrawer.subscribe,
    () => drawerOpened,
    () => false,
  );
