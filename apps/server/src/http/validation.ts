import type { z } from 'zod';
import { HttpError } from './errors.ts';

/** What a value of each kind is called in a message ("Order must be a number"). */
const KINDS: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};

/** A field's name in plain words: `roomId` → "Room id", `moderators.0` → "Moderators". */
export function fieldWords(path: readonly PropertyKey[]): string {
  const key = [...path].reverse().find((part) => typeof part === 'string') ?? 'value';
  const words = String(key)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const part of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[part];
  }
  return value;
}

/**
 * A missing or mistyped value said in plain words ("Order is required", "Order must be a
 * number") instead of the schema library's "expected number, received undefined"; other
 * problems keep their own message, which the contracts word for people.
 */
function plainMessage(issue: z.core.$ZodIssue, input: unknown): string {
  if (issue.code !== 'invalid_type') return issue.message;
  const name = fieldWords(issue.path);
  if (valueAt(input, issue.path) === undefined) return `${name} is required`;
  const kind = KINDS[issue.expected];
  return kind ? `${name} must be ${kind}` : issue.message;
}

/** A zod failure → 400 naming each field (`body.order: Order is required`). */
export function zodToHttpError(error: z.ZodError, where: string, input?: unknown): HttpError {
  const fields = error.issues.map((issue) => ({
    path: [where, ...issue.path.map(String)].join('.'),
    message: plainMessage(issue, input),
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
