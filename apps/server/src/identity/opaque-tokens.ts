import { createHash, randomBytes } from 'node:crypto';

/** How refresh and reset tokens are stored: their SHA-256, never the token itself. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** A refresh or reset token: 256 random bits. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');
