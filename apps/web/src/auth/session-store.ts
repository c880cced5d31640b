import { useSyncExternalStore } from 'react';
import { LOCAL_KEYS, local, readNumber, SESSION_KEYS, session } from '../lib/browser-storage.ts';
import { tokenUserId } from './jwt.ts';
import { clearTokens, readTokens, type TStoredTokens, writeTokens } from './token-storage.ts';

/**
 * Who is using which event in this tab: the active platform (spec 1 §3.9 session keys), the
 * tokens of that platform and the signed-in user id. Plain module state with subscribers,
 * read by the API client outside React and by components through `useSession`.
 */
export type TSessionState = {
  platformId: number | null;
  eventCode: string | null;
  tokens: TStoredTokens | null;
  remember: boolean;
  userId: number | null;
};

const stores = { local, session };
const listeners = new Set<() => void>();

function tokensOf(platformId: number | null): Pick<TSessionState, 'tokens' | 'remember' | 'userId'> {
  const found = platformId ? readTokens(platformId, stores) : null;
  if (!found) return { tokens: null, remember: false, userId: null };
  const userId = tokenUserId(found.tokens.accessToken) ?? readNumber(local, LOCAL_KEYS.userId);
  return { tokens: found.tokens, remember: found.remember, userId };
}

function initialState(): TSessionState {
  const platformId = readNumber(session, SESSION_KEYS.platformId);
  return { platformId, eventCode: session.getItem(SESSION_KEYS.eventCode), ...tokensOf(platformId) };
}

let state: TSessionState = initialState();

function setState(next: TSessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getSession(): TSessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): TSessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

export function isAuthenticated(current: TSessionState = state): boolean {
  return current.tokens !== null && current.userId !== null;
}

/** spec 1 §3.9: the guard stores platformId, eventCode and platformCode for the event being shown. */
export function activatePlatform(platformId: number, eventCode: string): void {
  session.setItem(SESSION_KEYS.platformId, String(platformId));
  session.setItem(SESSION_KEYS.eventCode, eventCode);
  session.setItem(SESSION_KEYS.platformCode, eventCode);
  if (state.platformId === platformId && state.eventCode === eventCode) return;
  const signIn = tokensOf(platformId);
  if (signIn.userId !== null) local.setItem(LOCAL_KEYS.userId, String(signIn.userId));
  setState({ platformId, eventCode, ...signIn });
}

/** spec 1 §2.2: unknown platform, or a route without an event code: forget the stored event. */
export function clearPlatform(): void {
  session.removeItem(SESSION_KEYS.platformId);
  session.removeItem(SESSION_KEYS.eventCode);
  session.removeItem(SESSION_KEYS.platformCode);
  if (state.platformId === null && state.eventCode === null) return;
  setState({ platformId: null, eventCode: null, tokens: null, remember: false, userId: null });
}

/** After a password grant: keep the tokens where remember-me says and save the user id (the `sub` claim). */
export function storeSignIn(tokens: TStoredTokens, remember: boolean): void {
  const { platformId } = state;
  if (platformId === null) throw new Error('no active platform');
  const userId = tokenUserId(tokens.accessToken);
  writeTokens(platformId, tokens, remember, stores);
  if (userId !== null) local.setItem(LOCAL_KEYS.userId, String(userId));
  setState({ ...state, tokens, remember, userId });
}

/** Refresh-token rotation: the new pair replaces the old one in the same store. */
export function storeRotatedTokens(tokens: TStoredTokens): void {
  const { platformId } = state;
  if (platformId === null) return;
  writeTokens(platformId, tokens, state.remember, stores);
  setState({ ...state, tokens, userId: tokenUserId(tokens.accessToken) ?? state.userId });
}

/** Local part of a logout: tokens and the stored user id go. */
export function clearSignIn(): void {
  if (state.platformId !== null) clearTokens(state.platformId, stores);
  local.removeItem(LOCAL_KEYS.userId);
  if (state.tokens === null && state.userId === null) return;
  setState({ ...state, tokens: null, remember: false, userId: null });
}
