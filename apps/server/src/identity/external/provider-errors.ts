import type { TExternalSignInError } from '@atrium/contracts';
import * as client from 'openid-client';

/** openid-client's codes for an answer that is no answer (an error page, a proxy's): the provider is not there. */
const UNREACHABLE_CODES = new Set(['OAUTH_RESPONSE_IS_NOT_CONFORM', 'OAUTH_RESPONSE_IS_NOT_JSON']);

/**
 * What a failed exchange with a provider means to the person: the provider refused (its own
 * `error`, at the authorization or the token endpoint), could not be reached (no connection, a
 * timeout, no JSON), or the answer did not belong to this sign-in (a replayed or foreign code, a
 * nonce, issuer or audience that do not match, a bad signature).
 */
export function classifyProviderError(error: unknown): TExternalSignInError {
  if (error instanceof client.AuthorizationResponseError) return 'refused';
  if (error instanceof client.ResponseBodyError) return error.error === 'invalid_grant' ? 'invalid' : 'refused';
  if (error instanceof client.ClientError) return UNREACHABLE_CODES.has(error.code ?? '') ? 'unreachable' : 'invalid';
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return 'unreachable';
  // fetch's own failure (no connection, refused, name unknown) is a TypeError without a code of openid-client's.
  if (error instanceof TypeError && !String((error as { code?: unknown }).code ?? '').startsWith('ERR_'))
    return 'unreachable';
  return 'invalid';
}
