import { TOKEN_SCOPES } from '@atrium/contracts';

/**
 * The identity provider's metadata, served as OpenID Connect Discovery 1.0's
 * `/.well-known/openid-configuration` and as RFC 8414's `/.well-known/oauth-authorization-server`.
 * It lists only what is implemented:
 * - the authorization endpoint, for the apps an event registered (identity/authorize): the
 *   authorization code flow only (`response_types_supported: ['code']`, no implicit or hybrid
 *   response type), with PKCE S256 required (`plain` is refused, so it is not named);
 * - the token endpoint's grants: `authorization_code` (registered apps), `refresh_token`, and the
 *   `password` grant of the spec's web client;
 * - revocation, userinfo, the keys.
 * Every client is public (no secret): `token_endpoint_auth_methods_supported` is `none`.
 * Defaults that would claim support are set explicitly: `request_uri_parameter_supported`
 * (default: true), `response_modes_supported` (default: query and fragment; only query is used).
 * The id token is signed with ES256 only; OpenID Connect Discovery §3 asks providers to include
 * RS256, which this one does not offer (clients such as openid-client read the list).
 */
export function providerMetadata(issuer: string) {
  return {
    issuer,
    authorization_endpoint: `${issuer}/connect/authorize`,
    token_endpoint: `${issuer}/connect/token`,
    userinfo_endpoint: `${issuer}/connect/userinfo`,
    revocation_endpoint: `${issuer}/connect/revocation`,
    jwks_uri: `${issuer}/.well-known/jwks.json`,
    scopes_supported: [...TOKEN_SCOPES],
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token', 'password'],
    code_challenge_methods_supported: ['S256'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['ES256'],
    token_endpoint_auth_methods_supported: ['none'],
    revocation_endpoint_auth_methods_supported: ['none'],
    claims_supported: [
      'sub',
      'iss',
      'aud',
      'exp',
      'iat',
      'nonce',
      'name',
      'given_name',
      'family_name',
      'email',
      'roles',
      'pid',
    ],
    request_parameter_supported: false,
    request_uri_parameter_supported: false,
    authorization_response_iss_parameter_supported: true,
  };
}
