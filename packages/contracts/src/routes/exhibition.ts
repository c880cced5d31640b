import { ZPlatformParams } from '../common.ts';
import {
  ZSponsorDetail,
  ZSponsorFilterOptions,
  ZSponsorFilterQuery,
  ZSponsorList,
  ZSponsorParams,
} from '../exhibition.ts';
import { defineRoute } from '../route.ts';
import { P } from './paths.ts';

/** The exhibition and its stands (server: modules/sponsors). */
export const exhibitionApi = {
  filter: defineRoute({
    method: 'GET',
    path: `${P}/sponsors/filter`,
    access: 'open',
    summary: 'Sponsors grouped by sponsor type, filtered by the page’s query (spec 2 §2.5)',
    params: ZPlatformParams,
    query: ZSponsorFilterQuery,
    response: ZSponsorList,
  }),
  filters: defineRoute({
    method: 'GET',
    path: `${P}/sponsors/filters`,
    access: 'open',
    summary: 'The exhibition’s filter options: groups, themes, industries, expertises, keywords',
    params: ZPlatformParams,
    response: ZSponsorFilterOptions,
  }),
  stand: defineRoute({
    method: 'GET',
    path: `${P}/sponsors/:sponsorId`,
    access: 'open',
    summary: 'A stand: descriptions, picture with hotspots, staff and who of them is online, documents, links',
    params: ZSponsorParams,
    response: ZSponsorDetail,
  }),
} as const;
