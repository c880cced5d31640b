import { createHmac, timingSafeEqual } from 'node:crypto';

/** The methods a signed address of the local storage allows. */
export type TSignedMethod = 'GET' | 'PUT';

export interface SignedGrant {
  method: TSignedMethod;
  key: string;
  /** Unix seconds after which the address stops working. */
  expires: number;
  /** PUT only: the most bytes the upload may send. */
  maxBytes?: number;
}

/** Why a signed address was refused (the answer names it, never the expected signature). */
export type TSignatureRefusal = 'missing' | 'expired' | 'invalid';

function payload(grant: SignedGrant): string {
  return [grant.method, grant.key, grant.expires, grant.maxBytes ?? ''].join('\n');
}

/**
 * Short-lived addresses of the local storage: an HMAC-SHA256 over method, key, size limit and
 * expiry. Changing any of them, or the signature, makes the address refuse; so does time.
 */
export class UrlSigner {
  constructor(private readonly secret: Buffer) {}

  private mac(grant: SignedGrant): string {
    return createHmac('sha256', this.secret).update(payload(grant)).digest('base64url');
  }

  /** The query string (without `?`) that grants this. */
  sign(grant: SignedGrant): string {
    const query = new URLSearchParams({ expires: String(grant.expires) });
    if (grant.maxBytes !== undefined) query.set('max', String(grant.maxBytes));
    query.set('signature', this.mac(grant));
    return query.toString();
  }

  /**
   * Checks a request's query for `method` on `key` at `nowSeconds`. HEAD is answered under a
   * GET grant (the same answer without its body).
   */
  verify(
    method: TSignedMethod,
    key: string,
    query: Record<string, unknown>,
    nowSeconds: number,
  ): { ok: true; grant: SignedGrant } | { ok: false; reason: TSignatureRefusal } {
    const signature = typeof query.signature === 'string' ? query.signature : '';
    const expiresText = typeof query.expires === 'string' ? query.expires : '';
    const maxText = typeof query.max === 'string' ? query.max : undefined;
    if (!signature || !/^\d{1,12}$/.test(expiresText)) return { ok: false, reason: 'missing' };
    if (maxText !== undefined && !/^\d{1,16}$/.test(maxText)) return { ok: false, reason: 'invalid' };
    const grant: SignedGrant = {
      method,
      key,
      expires: Number(expiresText),
      ...(maxText === undefined ? {} : { maxBytes: Number(maxText) }),
    };
    const expected = Buffer.from(this.mac(grant));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
    if (grant.expires < nowSeconds) return { ok: false, reason: 'expired' };
    return { ok: true, grant };
  }
}
