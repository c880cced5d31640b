import { ZPlatformParams } from '../common.ts';
import { ZDirectoryPage, ZDirectoryPersonParams, ZDirectoryQuery, ZPersonProgramme } from '../directory.ts';
import { defineRoute } from '../route.ts';
import { P } from './paths.ts';

/** The participant and speaker directories (server: modules/users, directory.*.ts). */
export const directoryApi = {
  list: defineRoute({
    method: 'GET',
    path: `${P}/users`,
    access: 'open',
    summary: 'A page of 25 people of the directory (speakers only with speaker=true), searched (spec 2 §2.7)',
    params: ZPlatformParams,
    query: ZDirectoryQuery,
    response: ZDirectoryPage,
  }),
  programme: defineRoute({
    method: 'GET',
    path: `${P}/users/:userId/programme`,
    access: 'open',
    summary: 'The sessions and presentations of a listed speaker or moderator (spec 2 §7 `/users/{id}/?speaker=true`)',
    params: ZDirectoryPersonParams,
    response: ZPersonProgramme,
  }),
} as const;
