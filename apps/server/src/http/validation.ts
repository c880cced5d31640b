import type { z } from 'zod';
import { HttpError } from './errors.ts';

/** A zod failure → 400 naming each field (`body.email: Invalid email`). */
export function zodToHttpError(error: z.ZodError, where: string): HttpError {
  const fields = error.issues.map((issue) => ({
    path: [where, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  const first = fields[0];
  const message = first ? `${first.path}: ${first.message}` : `Invalid ${where}`;
  return new HttpError(400, 'bad_request', message, fields);
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL anywhere in a validated input would fail the write
 * with a 500, so it is refused here as a 400 naming the field.
 */
export function findNul(value: unknown, where: string): HttpError | undefined {
  if (typeof value === 'string') {
    return value.includes('\u0000')
      ? new HttpError(400, 'bad_request', `${where}: may not contain NUL characters`, [
          { path: where, message: 'may not contain NUL characters' },
        ])
      : undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = findNul(child, `${where}.${key}`);
    if (found) return found;
  }
  return undefined;
}
