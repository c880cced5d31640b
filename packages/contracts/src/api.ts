import { z } from 'zod';
import { ZEventCode, ZId, ZPlatformParams } from './common.ts';
import {
  ZAccepted,
  ZForgotPasswordRequest,
  ZResetPasswordRequest,
  ZRevocationRequest,
  ZTokenRequest,
  ZTokenResponse,
} from './identity.ts';
import { ZAdClickLog, ZDownloadLog, ZNavigationLog, ZScanLog, ZScanResult, ZTraceLog } from './logs.ts';
import {
  ZAdsQuery,
  ZCustomHtml,
  ZCustomParams,
  ZLanding,
  ZModuleList,
  ZPlatformSettings,
  ZSponsorAd,
} from './platform.ts';
import { defineRoute } from './route.ts';
import {
  ZBooleanAnswer,
  ZModeratorCheckParams,
  ZPlatformUser,
  ZProfileUpdate,
  ZPublicUser,
  ZUploadQuery,
  ZUploadResult,
  ZUserParams,
} from './users.ts';

const P = '/api/platform/:platformId';
const logged = z.object({ ok: z.literal(true) });

function customHtmlRoute(module: string) {
  return defineRoute({
    method: 'GET',
    path: `${P}/${module}`,
    access: 'open',
    summary: `Custom HTML that replaces the ${module} page (empty html when none)`,
    params: ZPlatformParams,
    response: ZCustomHtml,
  });
}

/** Every HTTP route of the product, declared once (CONVENTIONS: one contract, three uses). */
export const api = {
  platform: {
    settings: defineRoute({
      method: 'GET',
      path: '/api/platform/:eventCode',
      access: 'public',
      summary: 'Settings of the event with this code (spec 1 §3.1)',
      params: z.object({ eventCode: ZEventCode }),
      response: ZPlatformSettings,
    }),
    modules: defineRoute({
      method: 'GET',
      path: `${P}/modules`,
      access: 'public',
      summary: 'Menu items with sub-items (spec 1 §3.5)',
      params: ZPlatformParams,
      response: ZModuleList,
    }),
    landing: defineRoute({
      method: 'GET',
      path: `${P}/landing`,
      access: 'open',
      summary: 'Welcome page settings (spec 1 §2.3)',
      params: ZPlatformParams,
      response: ZLanding,
    }),
    custom: defineRoute({
      method: 'GET',
      path: `${P}/custom/:customId`,
      access: 'open',
      summary: 'A custom HTML page',
      params: ZCustomParams,
      response: ZCustomHtml,
    }),
    programmeHtml: customHtmlRoute('programme'),
    vodHtml: customHtmlRoute('vod'),
    liveHtml: customHtmlRoute('live'),
    posterHtml: customHtmlRoute('poster'),
    expoHtml: customHtmlRoute('expo'),
    loungeHtml: customHtmlRoute('lounge'),
    speakersHtml: customHtmlRoute('speakers'),
    participantsHtml: customHtmlRoute('all-participants'),
    ads: defineRoute({
      method: 'GET',
      path: `${P}/sponsors/sda`,
      access: 'open',
      summary: 'Sponsor ads of one type (spec 1 §3.6)',
      params: ZPlatformParams,
      query: ZAdsQuery,
      response: z.array(ZSponsorAd),
    }),
  },
  users: {
    get: defineRoute({
      method: 'GET',
      path: `${P}/users/:userId`,
      access: 'user',
      summary: 'A user of the event; oneself with consent and reference (spec 1 §3.2)',
      params: ZUserParams,
      response: z.union([ZPlatformUser, ZPublicUser]),
    }),
    updateProfile: defineRoute({
      method: 'PUT',
      path: `${P}/users/:userId/profile`,
      access: 'self',
      summary: 'Update one’s own profile (spec 1 §3.7); biography is sanitised',
      params: ZUserParams,
      body: ZProfileUpdate,
      response: ZPlatformUser,
      status: 201,
    }),
    uploadPhoto: defineRoute({
      method: 'POST',
      path: `${P}/upload`,
      access: 'self',
      summary: 'Upload one’s profile photo (field profileImg, JPEG or PNG)',
      params: ZPlatformParams,
      query: ZUploadQuery,
      bodyType: 'multipart',
      response: ZUploadResult,
      status: 201,
    }),
  },
  can: {
    platformMod: defineRoute({
      method: 'GET',
      path: `${P}/can/platfrommod`,
      access: 'user',
      summary: 'Is the caller a platform moderator',
      params: ZPlatformParams,
      response: ZBooleanAnswer,
    }),
    loungeMod: defineRoute({
      method: 'GET',
      path: `${P}/can/loungemod`,
      access: 'user',
      summary: 'Is the caller a lounge moderator',
      params: ZPlatformParams,
      response: ZBooleanAnswer,
    }),
    presentationMod: defineRoute({
      method: 'GET',
      path: `${P}/can/presentationMod/:id`,
      access: 'user',
      summary: 'Does the caller moderate this presentation',
      params: ZModeratorCheckParams,
      response: ZBooleanAnswer,
    }),
    sessionMod: defineRoute({
      method: 'GET',
      path: `${P}/can/sessionmod/:id`,
      access: 'user',
      summary: 'Does the caller moderate this session',
      params: ZModeratorCheckParams,
      response: ZBooleanAnswer,
    }),
    sponsorMod: defineRoute({
      method: 'GET',
      path: `${P}/can/sponsormod/:id`,
      access: 'user',
      summary: 'Does the caller moderate this sponsor stand',
      params: ZModeratorCheckParams,
      response: ZBooleanAnswer,
    }),
  },
  logs: {
    scan: defineRoute({
      method: 'POST',
      path: `${P}/log/scan`,
      access: 'self',
      summary: 'Activity scan; a heartbeat answers count and live (spec 1 §3.7)',
      params: ZPlatformParams,
      body: ZScanLog,
      response: ZScanResult,
    }),
    trace: defineRoute({
      method: 'POST',
      path: `${P}/log/trace`,
      access: 'open',
      summary: 'Page trace (spec 1 §4.11)',
      params: ZPlatformParams,
      body: ZTraceLog,
      response: logged,
    }),
    navigation: defineRoute({
      method: 'POST',
      path: `${P}/log/navigation`,
      access: 'open',
      summary: 'Navigation from one path to another (spec 1 §2.2)',
      params: ZPlatformParams,
      body: ZNavigationLog,
      response: logged,
    }),
    download: defineRoute({
      method: 'POST',
      path: `${P}/log/download`,
      access: 'self',
      summary: 'A download or video view (spec 2 §3)',
      params: ZPlatformParams,
      body: ZDownloadLog,
      response: logged,
    }),
    adClick: defineRoute({
      method: 'POST',
      path: `${P}/log/sda`,
      access: 'self',
      summary: 'A click on a sponsor ad (spec 1 §3.7)',
      params: ZPlatformParams,
      body: ZAdClickLog,
      response: logged,
    }),
  },
  identity: {
    /** OAuth errors here are `{ error, error_description, message }` (RFC 6749 §5.2). */
    token: defineRoute({
      method: 'POST',
      path: '/connect/token',
      access: 'public',
      summary: 'Token endpoint: password and refresh_token grants (spec 1 §7)',
      body: ZTokenRequest,
      bodyType: 'form',
      response: ZTokenResponse,
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
  },
  account: {
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
  },
} as const;

export const ZIdParam = ZId;
