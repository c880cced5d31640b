import { z } from 'zod';

/** Error body of every failed call (DESIGN: API contract). */
export const ZApiError = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

/** Numeric id in a path: digits only, parsed to a number. */
export const ZId = z.coerce.number().int().positive().max(2_147_483_647);

export const ZPlatformParams = z.object({ platformId: ZId });
export type TPlatformParams = z.infer<typeof ZPlatformParams>;

/** An event code: letters, digits, dashes and underscores; compared upper-cased (spec 1 §2.2). */
export const ZEventCode = z
  .string()
  .trim()
  .min(2)
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only')
  .transform((code) => code.toUpperCase());

export const ZNoContent = z.null();
