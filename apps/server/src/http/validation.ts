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
