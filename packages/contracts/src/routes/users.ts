import { z } from 'zod';
import { ZPlatformParams } from '../common.ts';
import { defineRoute } from '../route.ts';
import {
  ZAreaAccess,
  ZBooleanAnswer,
  ZModeratorCheckParams,
  ZPlatformUser,
  ZProfileUpdate,
  ZPublicUser,
  ZUploadQuery,
  ZUploadResult,
  ZUserParams,
} from '../users.ts';
import { P } from './paths.ts';

/** Users: profile and photo (server: modules/users). */
export const usersApi = {
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
    file: { field: 'profileImg', types: ['image/jpeg', 'image/png'] },
  }),
} as const;

/** The moderator checks the client asks before showing moderation controls (spec 1 §3.2). */
export const canApi = {
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
  areas: defineRoute({
    method: 'GET',
    path: `${P}/can/areas`,
    access: 'user',
    summary: 'Which role-only areas the caller may use: submission, reports, programme administration',
    params: ZPlatformParams,
    response: ZAreaAccess,
  }),
} as const;
