/**
 * Browser storage keys of spec 1 §3.9 and safe accessors. Storage can be missing (tests run
 * in Node) or throw (private browsing, quota, disabled cookies); the product then carries on
 * with nothing stored rather than failing.
 */

/** spec 1 §3.9: session storage keys. */
export const SESSION_KEYS = { platformId: 'platformId', eventCode: 'eventCode', platformCode: 'platformCode' } as const;
/** spec 1 §3.9: local storage keys. */
export const LOCAL_KEYS = { userId: 'userId', locale: 'locale' } as const;

export interface TStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** An in-memory storage, used when the browser has none and by tests. */
export function memoryStorage(): TStorageLike {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}

const fallbacks = { local: memoryStorage(), session: memoryStorage() };

function resolve(kind: 'local' | 'session'): TStorageLike {
  try {
    const store = kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    if (store) return store;
  } catch {
    // Access itself throws when storage is disabled; use memory instead.
  }
  return fallbacks[kind];
}

function guarded(kind: 'local' | 'session'): TStorageLike {
  return {
    getItem(key) {
      try {
        return resolve(kind).getItem(key);
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        resolve(kind).setItem(key, value);
      } catch {
        fallbacks[kind].setItem(key, value);
      }
    },
    removeItem(key) {
      try {
        resolve(kind).removeItem(key);
      } catch {
        fallbacks[kind].removeItem(key);
      }
    },
  };
}

/** localStorage, resolved on each access (so tests can stub the global). */
export const local: TStorageLike = guarded('local');
/** sessionStorage, resolved on each access. */
export const session: TStorageLike = guarded('session');

export function readNumber(store: TStorageLike, key: string): number | null {
  const raw = store.getItem(key);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
