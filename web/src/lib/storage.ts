/** localStorage that never throws (private mode, quota, no DOM in tests). */
export const storage = {
  get(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      globalThis.localStorage?.setItem(key, value);
    } catch {
      // storage full or disabled: the app still works, it just forgets on reload
    }
  },
  remove(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // as above
    }
  },
  keys(): string[] {
    try {
      const store = globalThis.localStorage;
      if (!store) return [];
      return Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
        (key): key is string => key !== null,
      );
    } catch {
      return [];
    }
  },
};

export const STORAGE_PREFIX = 'masterport.';
export const LANGUAGE_KEY = `${STORAGE_PREFIX}language`;
export const SESSION_KEY = `${STORAGE_PREFIX}session`;
