import { TOKEN_SCOPES } from '@atrium/contracts';

/**
 * The identity provider's metadata, served as OpenID Connect Discovery 1.0's
 * `/.well-known/openid-configuration` and as RFC 8414's `/.well-known/oauth-authorization-server`.
 * It lists only what is implemented: the password and refresh_token grants of the token endpoint,
 * revocation, userinfo, the keys.
 *
 * There is no authorization endpoint yet (no browser redirect flow: the authorization code flow is
 * a later step), so there is none to name. OpenID Connect Discovery §3 calls
 * `authorization_endpoint` REQUIRED (and RS256 among the id token algorithms); RFC 8414 §2 requires
 * it only "unless no grant types are supported that use the authorization endpoint", which is this
 * provider's case. Naming an endpoint that does not exist, or advertising the implicit `token`
 * response type, would send a client to a 404; leaving it out is truthful, and clients that read
 * metadata (openid-client among them) use the token, userinfo and revocation endpoints as they are.
 * `response_types_supported` (required by both) is therefore empty: no response type is served.
 * Defaults that would claim support are set explicitly: `grant_types_supported` (default: code
 * and implicit), `token_endpoint_auth_methods_supported` (default: client_secret_basic; here the
 * one client is public), `request_uri_parameter_supported` (default: true).
 */
export function providerMetadata(issuer: string) {
  return {
    issuer,
    token_endpoint: `${issuer}/connect/token`,
    userinfo_endpoint: `${issuer}/connect/userinfo`,
    revocation_endpoint: `${issuer}/connect/revocation`,
    jwks_uri: `${issuer}/.well-known/jwks.json`,
    scopes_supported: [...TOKEN_SCOPES],
    response_types_supported: [],
    grant_types_supported: ['password', 'refresh_token'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['ES256'],
    token_endpoint_auth_methods_supported: ['none'],
    revocation_endpoint_auth_methods_supported: ['none'],
    claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'name', 'given_name', 'family_name', 'email', 'roles', 'pid'],
    request_uri_parameter_supported: false,
  };
}
