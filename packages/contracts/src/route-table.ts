// Generated from api.ts by scripts/gen-route-table.ts: do not edit by hand.
import type { api } from './api.ts';
import type { TRouteRef } from './route.ts';

type TApiRoutes = { [G in keyof typeof api]: { [R in keyof (typeof api)[G]]: TRouteRef<(typeof api)[G][R]> } };

/** Method and path of every route, without schemas (the browser calls through this). */
export const apiRoutes = {
  platform: {
    settings: { method: 'GET', path: '/api/platform/:eventCode' },
    modules: { method: 'GET', path: '/api/platform/:platformId/modules' },
    landing: { method: 'GET', path: '/api/platform/:platformId/landing' },
    custom: { method: 'GET', path: '/api/platform/:platformId/custom/:customId' },
    programmeHtml: { method: 'GET', path: '/api/platform/:platformId/programme' },
    vodHtml: { method: 'GET', path: '/api/platform/:platformId/vod' },
    liveHtml: { method: 'GET', path: '/api/platform/:platformId/live' },
    posterHtml: { method: 'GET', path: '/api/platform/:platformId/poster' },
    expoHtml: { method: 'GET', path: '/api/platform/:platformId/expo' },
    loungeHtml: { method: 'GET', path: '/api/platform/:platformId/lounge' },
    speakersHtml: { method: 'GET', path: '/api/platform/:platformId/speakers' },
    participantsHtml: { method: 'GET', path: '/api/platform/:platformId/all-participants' },
    ads: { method: 'GET', path: '/api/platform/:platformId/sponsors/sda' },
  },
  users: {
    get: { method: 'GET', path: '/api/platform/:platformId/users/:userId' },
    updateProfile: { method: 'PUT', path: '/api/platform/:platformId/users/:userId/profile' },
    uploadPhoto: { method: 'POST', path: '/api/platform/:platformId/upload' },
  },
  can: {
    platformMod: { method: 'GET', path: '/api/platform/:platformId/can/platfrommod' },
    loungeMod: { method: 'GET', path: '/api/platform/:platformId/can/loungemod' },
    presentationMod: { method: 'GET', path: '/api/platform/:platformId/can/presentationMod/:id' },
    sessionMod: { method: 'GET', path: '/api/platform/:platformId/can/sessionmod/:id' },
    sponsorMod: { method: 'GET', path: '/api/platform/:platformId/can/sponsormod/:id' },
  },
  logs: {
    scan: { method: 'POST', path: '/api/platform/:platformId/log/scan' },
    trace: { method: 'POST', path: '/api/platform/:platformId/log/trace' },
    navigation: { method: 'POST', path: '/api/platform/:platformId/log/navigation' },
    download: { method: 'POST', path: '/api/platform/:platformId/log/download' },
    adClick: { method: 'POST', path: '/api/platform/:platformId/log/sda' },
  },
  programme: {
    query: { method: 'GET', path: '/api/v2/platform/:platformId/programme/:query' },
    session: { method: 'GET', path: '/api/v2/platform/:platformId/programme/:sessionId' },
    calendar: { method: 'GET', path: '/api/platform/:platformId/sessions/calendar' },
    filters: { method: 'GET', path: '/api/platform/:platformId/sessions/filters' },
  },
  browse: {
    sessions: { method: 'GET', path: '/api/platform/:platformId/sessions' },
    homeVod: { method: 'GET', path: '/api/platform/:platformId/sessions/homevod' },
    thumbnail: { method: 'GET', path: '/api/platform/:platformId/sessions/:sessionId/thumbnail' },
  },
  bookmarks: {
    list: { method: 'GET', path: '/api/platform/:platformId/bookmarks' },
    add: { method: 'POST', path: '/api/platform/:platformId/bookmarks' },
    remove: { method: 'DELETE', path: '/api/platform/:platformId/bookmarks/:id' },
  },
  calendar: {
    feed: { method: 'GET', path: '/api/platform/:platformId/calendar/feed' },
    revokeFeed: { method: 'POST', path: '/api/platform/:platformId/calendar/feed/revoke' },
    feedIcs: { method: 'GET', path: '/api/calendar/:feed' },
    sessionIcs: { method: 'GET', path: '/api/platform/:platformId/sessions/:sessionId/ics' },
  },
  identity: {
    token: { method: 'POST', path: '/connect/token' },
    revocation: { method: 'POST', path: '/connect/revocation' },
  },
  lounges: {
    list: { method: 'GET', path: '/api/platform/:platformId/lounges' },
    rooms: { method: 'GET', path: '/api/platform/:platformId/lounge/:id/rooms' },
    createRoom: { method: 'POST', path: '/api/platform/:platformId/lounge/:parentId/createroom' },
    removeRoom: { method: 'POST', path: '/api/platform/:platformId/lounge/:parentId/removeroom/:groupId' },
    sponsorLounge: { method: 'GET', path: '/api/platform/:platformId/sponsors/:sponsorId/lounge' },
    usersIn: { method: 'GET', path: '/api/platform/:platformId/report/:groupId/usersin' },
  },
  chat: {
    history: { method: 'GET', path: '/api/platform/:platformId/conversations/group/:groupId' },
  },
  conversations: {
    list: { method: 'GET', path: '/api/platform/:platformId/conversations' },
    get: { method: 'GET', path: '/api/platform/:platformId/conversations/:id' },
    create: { method: 'POST', path: '/api/platform/:platformId/conversations/new' },
    post: { method: 'POST', path: '/api/platform/:platformId/conversations' },
    read: { method: 'PUT', path: '/api/platform/:platformId/conversations/:id/read' },
    users: { method: 'GET', path: '/api/platform/:platformId/conversations/users' },
  },
  submit: {
    settings: { method: 'GET', path: '/api/platform/:platformId/submit' },
    presentations: { method: 'GET', path: '/api/v2/platform/:platformId/submit/presentations' },
    sessions: { method: 'GET', path: '/api/v2/platform/:platformId/submit/sessions' },
    token: { method: 'GET', path: '/api/v2/platform/:platformId/submit/presentations/:id/token' },
    register: { method: 'PUT', path: '/api/v2/platform/:platformId/submit/presentations/:id' },
    remove: { method: 'DELETE', path: '/api/v2/platform/:platformId/submit/presentations/:id' },
    answer: { method: 'PUT', path: '/api/v2/platform/:platformId/submit/presentations/:id/:answer' },
  },
  account: {
    forgotPassword: { method: 'POST', path: '/connect/forgot-password' },
    resetPassword: { method: 'POST', path: '/connect/reset-password' },
  },
  platforms: {
    listOpen: { method: 'GET', path: '/api/platforms' },
  },
} as unknown as TApiRoutes;
