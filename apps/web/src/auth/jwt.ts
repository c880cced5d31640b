/**
 * Reads the payload of a JWT access token. The client never verifies the signature (the
 * server does on every call); it only needs the subject (the user id, spec 1 §7) and the
 * platform the token was issued for.
 */
export type TTokenClaims = { sub?: string; pid?: number; exp?: number; name?: string };

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export function decodeTokenClaims(token: string | null | undefined): TTokenClaims | null {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(base64UrlDecode(payload));
    return claims && typeof claims === 'object' ? (claims as TTokenClaims) : null;
  } catch {
    return null;
  }
}

/** The user id carried by the `sub` claim, or null when the token has none. */
export function tokenUserId(token: string | null | undefined): number | null {
  const sub = decodeTokenClaims(token)?.sub;
  const id = Number(sub);
  return sub !== undefined && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The platform id carried by the `pid` claim, or null. */
export function tokenPlatformId(token: string | null | undefined): number | null {
  const pid = decodeTokenClaims(token)?.pid;
  return typeof pid === 'number' && Number.isSafeInteger(pid) ? pid : null;
}
