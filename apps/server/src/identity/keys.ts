import { randomUUID } from 'node:crypto';
import { desc } from 'drizzle-orm';
import {
  type CryptoKey,
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  type JWTPayload,
  jwtVerify,
  SignJWT,
} from 'jose';
import type { Db } from '../db/database.ts';
import { signingKeys } from '../db/schema.ts';

const ALG = 'ES256';

/**
 * The identity provider's signing key: made once and kept in the database so that every
 * node signs and verifies with the same key; the public half is published as JWKS.
 */
/** Access tokens (RFC 9068) and id tokens (OpenID Connect) are told apart by their header. */
export type TokenType = 'at+jwt' | 'JWT';

export class KeyStore {
  private signing?: { kid: string; key: CryptoKey };
  private publicJwks: JWK[] = [];
  private verifySet?: ReturnType<typeof createLocalJWKSet>;

  constructor(private readonly db: Db) {}

  async init(): Promise<void> {
    let rows = await this.db.select().from(signingKeys).orderBy(desc(signingKeys.createdAt));
    if (rows.length === 0) {
      const { privateKey, publicKey } = await generateKeyPair(ALG, { extractable: true });
      const kid = randomUUID();
      const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: ALG };
      const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: ALG, use: 'sig' };
      // Two nodes starting at once: the first insert wins, both then read the same row.
      await this.db.insert(signingKeys).values({ kid, algorithm: ALG, privateJwk, publicJwk }).onConflictDoNothing();
      rows = await this.db.select().from(signingKeys).orderBy(desc(signingKeys.createdAt));
    }
    const newest = rows[0];
    if (!newest) throw new Error('no signing key');
    this.signing = { kid: newest.kid, key: (await importJWK(newest.privateJwk as JWK, ALG)) as CryptoKey };
    this.publicJwks = rows.map((r) => r.publicJwk as JWK);
    this.verifySet = createLocalJWKSet({ keys: this.publicJwks });
  }

  jwks(): { keys: JWK[] } {
    return { keys: this.publicJwks };
  }

  /**
   * `type` is the header's `typ`: `at+jwt` for access tokens (RFC 9068), `JWT` for id tokens, so
   * that one cannot be presented as the other.
   */
  async sign(
    payload: JWTPayload,
    options: { subject: string; issuer: string; audience: string; ttlSeconds: number; type: TokenType; now: number },
  ) {
    if (!this.signing) throw new Error('KeyStore not initialised');
    const now = Math.floor(options.now / 1000);
    return new SignJWT(payload)
      .setProtectedHeader({ alg: ALG, kid: this.signing.kid, typ: options.type })
      .setSubject(options.subject)
      .setIssuer(options.issuer)
      .setAudience(options.audience)
      .setIssuedAt(now)
      .setExpirationTime(now + options.ttlSeconds)
      .setJti(randomUUID())
      .sign(this.signing.key);
  }

  async verify(
    token: string,
    options: { issuer: string; audience: string; type: TokenType; now: number },
  ): Promise<JWTPayload> {
    if (!this.verifySet) throw new Error('KeyStore not initialised');
    const { payload } = await jwtVerify(token, this.verifySet, {
      issuer: options.issuer,
      audience: options.audience,
      typ: options.type,
      currentDate: new Date(options.now),
      algorithms: [ALG],
    });
    return payload;
  }
}
