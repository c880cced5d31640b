import type { TStorageLike } from '../lib/browser-storage.ts';

/** What the client keeps of a token answer. */
export type TStoredTokens = { accessToken: string; refreshToken: string; idToken: string };

export type TTokenStores = { local: TStorageLike; session: TStorageLike };

/**
 * Tokens are kept per platform: a token is valid for one platform only (DESIGN: Roles), so
 * someone who visits two events in one browser keeps both sign-ins apart.
 */
export function tokenKey(platformId: number): string {
  return `atrium.tokens.${platformId}`;
}

/** spec 1 §3.9: with remember-me the tokens outlive the tab (local storage), else session storage. */
export function tokenStoreFor(remember: boolean, stores: TTokenStores): TStorageLike {
  return remember ? stores.local : stores.session;
}

function parse(raw: string | null): TStoredTokens | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<TStoredTokens>;
    if (typeof value.accessToken !== 'string' || typeof value.refreshToken !== 'string') return null;
    return { accessToken: value.accessToken, refreshToken: value.refreshToken, idToken: value.idToken ?? '' };
  } catch {
    return null;
  }
}

/**
 * Reads the tokens of a platform and where they live. The tab's own session wins over a
 * remembered sign-in, as it is the more recent one.
 */
export function readTokens(
  platformId: number,
  stores: TTokenStores,
): { tokens: TStoredTokens; remember: boolean } | null {
  const inSession = parse(stores.session.getItem(tokenKey(platformId)));
  if (inSession) return { tokens: inSession, remember: false };
  const inLocal = parse(stores.local.getItem(tokenKey(platformId)));
  if (inLocal) return { tokens: inLocal, remember: true };
  return null;
}

/** Stores tokens in the store the remember-me choice names and removes any copy from the other. */
export function writeTokens(platformId: number, tokens: TStoredTokens, remember: boolean, stores: TTokenStores): void {
  const key = tokenKey(platformId);
  tokenStoreFor(!remember, stores).removeItem(key);
  tokenStoreFor(remember, stores).setItem(key, JSON.stringify(tokens));
}

export function clearTokens(platformId: number, stores: TTokenStores): void {
  stores.local.removeItem(tokenKey(platformId));
  stores.session.removeItem(tokenKey(platformId));
}
