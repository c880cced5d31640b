import { z } from 'zod';
import { ZNoContent, ZPlatformParams } from '../common.ts';
import {
  ZCreateRoom,
  ZCreateRoomResult,
  ZGroupIdParams,
  ZLounge,
  ZLoungeParams,
  ZLoungeParentParams,
  ZLoungeRoom,
  ZRemoveRoomParams,
  ZSponsorLounge,
  ZSponsorLoungeParams,
  ZUsersIn,
  ZUsersInQuery,
} from '../lounges.ts';
import { defineRoute } from '../route.ts';
import { P } from './paths.ts';

/** Lounges and their rooms, who is in a group (server: modules/lounges). */
export const loungesApi = {
  list: defineRoute({
    method: 'GET',
    path: `${P}/lounges`,
    access: 'user',
    summary: 'Lounges of the event, the general ones first (spec 3 §2)',
    params: ZPlatformParams,
    response: z.array(ZLounge),
  }),
  rooms: defineRoute({
    method: 'GET',
    path: `${P}/lounge/:id/rooms`,
    access: 'user',
    summary: 'The hidden foyer, then the rooms of a lounge, with user counts (spec 3 §3, §7)',
    params: ZLoungeParams,
    response: z.array(ZLoungeRoom),
  }),
  createRoom: defineRoute({
    method: 'POST',
    path: `${P}/lounge/:parentId/createroom`,
    access: 'moderator',
    summary: 'Create a room (lounge moderators); name normalised, empty or duplicate ignored (spec 3 §5)',
    params: ZLoungeParentParams,
    body: ZCreateRoom,
    response: ZCreateRoomResult,
  }),
  removeRoom: defineRoute({
    method: 'POST',
    path: `${P}/lounge/:parentId/removeroom/:groupId`,
    access: 'moderator',
    summary: 'Delete a room of the lounge (lounge moderators); its users are taken out (spec 3 §4)',
    params: ZRemoveRoomParams,
    response: ZNoContent,
    status: 204,
  }),
  sponsorLounge: defineRoute({
    method: 'GET',
    path: `${P}/sponsors/:sponsorId/lounge`,
    access: 'user',
    summary: 'A sponsor lounge: title, image, and whether the caller moderates it (spec 3 §2)',
    params: ZSponsorLoungeParams,
    response: ZSponsorLounge,
  }),
  usersIn: defineRoute({
    method: 'GET',
    path: `${P}/report/:groupId/usersin`,
    access: 'user',
    summary: 'Who is in a group now, once per user (spec 3 §7); groupType defaults to a lounge room',
    params: ZGroupIdParams,
    query: ZUsersInQuery,
    response: ZUsersIn,
    // The whole event's attendance: organisers and platform moderators only.
    answers: [403],
  }),
} as const;
