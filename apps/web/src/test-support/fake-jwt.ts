/** An unsigned JWT-shaped token carrying the given claims (the client never checks signatures). */
export function fakeJwt(claims: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'EdDSA', typ: 'JWT' })}.${encode(claims)}.signature`;
}
