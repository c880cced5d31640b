import { z } from 'zod';
import {
  ZAuthorizeDecision,
  ZAuthorizeOutcome,
  ZAuthorizeRequestInfo,
  ZAuthorizeRequestParams,
} from '../app-clients.ts';
import {
  ZAccepted,
  ZForgotPasswordRequest,
  ZResetPasswordRequest,
  ZRevocationRequest,
  ZTokenRequest,
  ZTokenResponse,
  ZUserInfo,
} from '../identity.ts';
import { ZEventCodeParams } from '../platform.ts';
import { defineRoute } from '../route.ts';
import { ZSignInOptions } from '../sign-in.ts';

const USERINFO =
  'OpenID Connect userinfo: the claims of the bearer token’s user its scopes name (the token needs `openid`; 403 insufficient_scope otherwise); a token of any event';

/** The identity provider: tokens, revocation and userinfo (server: src/identity). */
export const identityApi = {
  /** OAuth errors here are `{ error, error_description, message }` (RFC 6749 §5.2). */
  token: defineRoute({
    method: 'POST',
    path: '/connect/token',
    access: 'public',
    summary:
      'Token endpoint: password and refresh_token grants (spec 1 §7), authorization_code with PKCE for registered apps, and the one-time code of an external sign-in (urn:atrium:grant-type:external-sign-in)',
    body: ZTokenRequest,
    bodyType: 'form',
    response: ZTokenResponse,
    // A disabled account or an unknown client (401), sign-in switched off for the event (403).
    answers: [401, 403],
  }),
  revocation: defineRoute({
    method: 'POST',
    path: '/connect/revocation',
    access: 'public',
    summary: 'Revoke a refresh token and its sign-in (RFC 7009)',
    body: ZRevocationRequest,
    bodyType: 'form',
    response: z.object({}),
  }),
  signInOptions: defineRoute({
    method: 'GET',
    path: '/api/platform/:eventCode/sign-in',
    access: 'public',
    summary:
      "What the event's sign-in page offers: the password form or not, and a button per external identity provider (labels in English and French)",
    params: ZEventCodeParams,
    response: ZSignInOptions,
  }),
  authorizeRequest: defineRoute({
    method: 'GET',
    path: '/api/platform/:platformId/authorize/:requestId',
    access: 'user',
    summary:
      "An app's sign-in request (from /connect/authorize) for the consent card: the app's name, where it sends the answer, the scopes asked; 404 when unknown, expired, answered or of another event",
    params: ZAuthorizeRequestParams,
    response: ZAuthorizeRequestInfo,
  }),
  authorizeDecision: defineRoute({
    method: 'POST',
    path: '/api/platform/:platformId/authorize/:requestId',
    access: 'user',
    summary:
      "The signed-in person's answer to an app's sign-in request: allow (a one-time code for the app, bound to the person) or deny (access_denied); the address to send the browser to",
    params: ZAuthorizeRequestParams,
    body: ZAuthorizeDecision,
    response: ZAuthorizeOutcome,
  }),
  userinfo: defineRoute({
    method: 'GET',
    path: '/connect/userinfo',
    access: 'user',
    summary: USERINFO,
    response: ZUserInfo,
    answers: [403],
  }),
  userinfoPost: defineRoute({
    method: 'POST',
    path: '/connect/userinfo',
    access: 'user',
    summary: `${USERINFO} (POST, as OpenID Connect Core §5.3 allows; the token still in the Authorization header)`,
    response: ZUserInfo,
    answers: [403],
  }),
} as const;

/** Forgotten password and reset (server: src/identity). */
export const accountApi = {
  forgotPassword: defineRoute({
    method: 'POST',
    path: '/connect/forgot-password',
    access: 'public',
    summary: 'Send a reset link when the account exists; the same answer either way',
    body: ZForgotPasswordRequest,
    response: ZAccepted,
    status: 200,
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/connect/reset-password',
    access: 'public',
    summary: 'Set a new password with a single-use reset token',
    body: ZResetPasswordRequest,
    response: z.object({ ok: z.literal(true), eventCode: z.string() }),
  }),
} as const;
