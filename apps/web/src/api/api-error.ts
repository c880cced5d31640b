import type { TApiError } from '@atrium/contracts';

/** A failed call: HTTP status (0 when the server could not be reached) and the server's `{ error, message }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: TApiError['fields'];

  constructor(status: number, code: string, message: string, fields?: TApiError['fields']) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Reads an error body of any shape into an ApiError (DESIGN: `{ error, message, fields? }`). */
export function toApiError(status: number, body: unknown, fallbackMessage: string): ApiError {
  if (body && typeof body === 'object') {
    const value = body as Partial<TApiError> & { error_description?: string };
    const code = typeof value.error === 'string' ? value.error : `http_${status}`;
    const message =
      typeof value.message === 'string'
        ? value.message
        : typeof value.error_description === 'string'
          ? value.error_description
          : fallbackMessage;
    return new ApiError(status, code, message, Array.isArray(value.fields) ? value.fields : undefined);
  }
  return new ApiError(status, `http_${status}`, fallbackMessage);
}

/** spec 1 §8: other failed calls are recorded and swallowed; the UI carries on with empty data. */
export function reportError(context: string, error: unknown): void {
  console.error(`[atrium] ${context}`, error);
}

/**
 * The server's explanation when it refuses an input (400). The browser does not check
 * inputs against the contract itself, so this text, which names the field (`body.email:
 * Invalid email`), is what the person sees; null for any other failure.
 */
export function refusalMessage(error: unknown): string | null {
  return isApiError(error) && error.status === 400 && error.message ? error.message : null;
}

/** A request that got no answer at all (no connection, the server unreachable). */
export function isUnanswered(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0 && error.code === 'network_error';
}
