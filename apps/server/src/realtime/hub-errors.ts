import { HUB_ERROR_CODES, type THubError, type THubErrorCode } from '@atrium/contracts';
import { HttpError, RateLimitedError } from '../http/errors.ts';

/** A refusal of a hub message, sent back as the ack's error or a HUB_ERROR event. */
export class HubError extends Error {
  constructor(
    readonly code: THubErrorCode,
    message: string,
    readonly fatal = false,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

const BY_STATUS: Record<number, THubErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  429: 'rate_limited',
};

/** Any error of a handler as the HUB_ERROR the client gets: services' HttpErrors keep their code or status. */
export function toHubError(error: unknown, messageType: string): THubError {
  if (error instanceof HubError) {
    return {
      code: error.code,
      message: error.message,
      messageType,
      fatal: error.fatal,
      ...(error.retryAfterMs !== undefined ? { retryAfterMs: error.retryAfterMs } : {}),
    };
  }
  if (error instanceof HttpError) {
    const code = (HUB_ERROR_CODES as readonly string[]).includes(error.code)
      ? (error.code as THubErrorCode)
      : (BY_STATUS[error.statusCode] ?? 'internal');
    return {
      code,
      message: error.message,
      messageType,
      fatal: false,
      ...(error instanceof RateLimitedError ? { retryAfterMs: error.retryAfterMs } : {}),
    };
  }
  return { code: 'internal', message: 'Internal error', messageType, fatal: false };
}
