import { ACCOUNT_DISABLED_MESSAGE } from '@atrium/contracts';
import type { ApiError } from './api-error.ts';

export type TUnauthorizedContext = {
  /** The failed request went to the identity provider's token endpoint. */
  isTokenEndpoint: boolean;
  /** The `message` of the error body. */
  message: string | undefined;
  /** A user was signed in when the request was made. */
  isAuthenticated: boolean;
  /** The request is already the retry after a refresh. */
  isRetry: boolean;
};

export type TUnauthorizedAction = 'logout' | 'refresh-and-retry';

/**
 * spec 1 §4.2, §8: a 401 from the token endpoint, with the message "Account is disabled.",
 * or while nobody is signed in logs out and goes to login. Otherwise the client refreshes
 * the token and retries once; a second 401 logs out.
 */
export function unauthorizedAction(context: TUnauthorizedContext): TUnauthorizedAction {
  if (context.isTokenEndpoint) return 'logout';
  if (context.message === ACCOUNT_DISABLED_MESSAGE) return 'logout';
  if (!context.isAuthenticated) return 'logout';
  if (context.isRetry) return 'logout';
  return 'refresh-and-retry';
}

/** spec 1 §8: a 404 on any call while a platform is active goes to the event's welcome page. */
export function shouldGoToWelcome(status: number, hasActivePlatform: boolean, redirectOnNotFound: boolean): boolean {
  return status === 404 && hasActivePlatform && redirectOnNotFound;
}

/**
 * TanStack Query retry rule: a lost connection or a server fault is tried once more; an
 * answer the server meant (4xx) is final.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  const status = (error as Partial<ApiError> | null)?.status;
  if (typeof status !== 'number') return false;
  return status === 0 || status >= 500;
}
