import {
  api,
  type TAdClicksReport,
  type TEntityMessagesReport,
  type TMessagesReport,
  type TPollReport,
  type TReportEntityList,
  type TReportFormat,
  type TReportSummary,
  type TReportTypeSummary,
  type TRouteDef,
  type TSponsorStats,
  type TUniqueUserTable,
} from '@atrium/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { type Handler, type RouteInput, registerRoute } from '../../http/route.ts';
import type { PlatformRecord } from '../platform/platform.service.ts';
import { csvOf, sheetFileName, type TSheet, xlsxOf } from './report-sheets.ts';

const minutes = (seconds: number) => Math.round(seconds / 6) / 10;

/** The answer as JSON, or its spreadsheet when `format` asks for one. */
function answer<T, Row>(
  platform: PlatformRecord,
  req: FastifyRequest,
  reply: FastifyReply,
  format: TReportFormat,
  report: T,
  sheet: (report: T, language: 'en' | 'fr') => TSheet<Row>,
): T | FastifyReply {
  if (format === 'json') return report;
  const language = /^fr\b/i.test(req.headers['accept-language'] ?? '') ? 'fr' : 'en';
  const built = sheet(report, language);
  const timeZone = platform.settings.timeZone;
  reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${built.fileName}.${format}"`);
  if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(csvOf(built, language, timeZone));
  return reply
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .send(xlsxOf(built, language, timeZone));
}

const entityColumns = [
  { en: 'Type', fr: 'Type', value: (r: TReportEntityList['items'][number]) => r.type },
  { en: 'Title', fr: 'Titre', width: 50, value: (r: TReportEntityList['items'][number]) => r.title },
  { en: 'Session', fr: 'Session', width: 40, value: (r: TReportEntityList['items'][number]) => r.parentTitle ?? '' },
  { en: 'Start', fr: 'Début', kind: 'time' as const, value: (r: TReportEntityList['items'][number]) => r.start },
  { en: 'Unique users', fr: 'Utilisateurs uniques', value: (r: TReportEntityList['items'][number]) => r.uniqueUsers },
  { en: 'Views', fr: 'Vues', value: (r: TReportEntityList['items'][number]) => r.views },
  {
    en: 'Time spent (min)',
    fr: 'Temps passé (min)',
    value: (r: TReportEntityList['items'][number]) => minutes(r.secondsSpent),
  },
];

export function reportsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = api.reports;
  const code = (platform: PlatformRecord) => platform.code;
  const route = <D extends TRouteDef>(def: D, handler: Handler<D>) => registerRoute(app, ctx, def, handler);

  route(r.summary, async ({ platform, query, req, reply }) => {
    if (query.eventCode !== undefined && query.eventCode.toUpperCase() !== platform.code.toUpperCase())
      throw badRequest('query.eventCode: must be the code of the event in the path', 'query.eventCode');
    const report = await ctx.reports.summary(platform, query.period);
    return answer(platform, req, reply, query.format, report, (s: TReportSummary) => ({
      fileName: sheetFileName(code(platform), 'summary', `${s.period}min`),
      title: s.title,
      columns: [
        { en: 'From', fr: 'À partir de', kind: 'time', value: (t) => t.time },
        { en: 'Views', fr: 'Vues', value: (t) => t.count },
      ],
      rows: s.timeSliceCount,
    }));
  });

  const list = (
    def: typeof r.sessions | typeof r.posters | typeof r.sponsors,
    kind: string,
    load: (platform: PlatformRecord) => Promise<TReportEntityList>,
  ) =>
    route(def, async ({ platform, query, req, reply }) =>
      answer(platform, req, reply, query.format, await load(platform), (report: TReportEntityList) => ({
        fileName: sheetFileName(code(platform), kind),
        title: kind,
        columns: entityColumns,
        rows: report.items,
      })),
    );
  list(r.sessions, 'sessions', (platform) => ctx.reports.sessions(platform));
  list(r.posters, 'posters', (platform) => ctx.reports.posters(platform));
  list(r.sponsors, 'sponsors', (platform) => ctx.reports.sponsors(platform));

  route(r.allUniqueUsers, async ({ platform, query, req, reply }) => {
    const report = await ctx.reports.typeSummary(platform, query.type);
    return answer(platform, req, reply, query.format, report, (t: TReportTypeSummary) => ({
      fileName: sheetFileName(code(platform), 'alluniqueusers', t.type),
      title: t.type,
      columns: [
        { en: 'Type', fr: 'Type', value: (row) => row.type },
        { en: 'Unique users', fr: 'Utilisateurs uniques', value: (row) => row.uniqueViews },
        { en: 'Unique users per entity', fr: 'Utilisateurs uniques par entité', value: (row) => row.allUniqueViews },
        { en: 'Views', fr: 'Vues', value: (row) => row.allViews },
        {
          en: 'Average time spent (min)',
          fr: 'Temps passé moyen (min)',
          value: (row) => minutes(row.averageCulmativeTimeSpent),
        },
      ],
      rows: [t],
    }));
  });

  route(r.uniqueUserTable, async ({ platform, params, query, req, reply }) => {
    const report = await ctx.reports.uniqueUserTable(platform, query.type, params.entityId);
    return answer(platform, req, reply, query.format, report, (t: TUniqueUserTable) => ({
      fileName: sheetFileName(code(platform), 'uniqueusers', t.title),
      title: t.title,
      columns: [
        { en: 'Name', fr: 'Nom', width: 30, value: (u) => u.name },
        { en: 'Organisation', fr: 'Organisation', width: 30, value: (u) => u.organisation },
        { en: 'Country', fr: 'Pays', value: (u) => u.country },
        { en: 'First connection', fr: 'Première connexion', kind: 'time', value: (u) => u.firstConnection },
        { en: 'Last connection', fr: 'Dernière connexion', kind: 'time', value: (u) => u.lastConnection },
        { en: 'Visits', fr: 'Visites', value: (u) => u.visits },
        { en: 'Time spent (min)', fr: 'Temps passé (min)', value: (u) => minutes(u.secondsSpent) },
      ],
      rows: t.items,
    }));
  });

  route(r.messages, async ({ platform, query, req, reply }) => {
    const report = await ctx.reports.messages(platform);
    return answer(platform, req, reply, query.format, report, (m: TMessagesReport) => ({
      fileName: sheetFileName(code(platform), 'messages'),
      title: 'messages',
      columns: [
        { en: 'Session', fr: 'Session', width: 50, value: (s) => s.title },
        { en: 'Start', fr: 'Début', kind: 'time', value: (s) => s.start },
        { en: 'Chat messages', fr: 'Messages de chat', value: (s) => s.chatMessages },
        { en: 'Questions', fr: 'Questions', value: (s) => s.sessionQuestions },
      ],
      rows: m.items,
    }));
  });

  route(r.entityMessages, async ({ platform, params, query, req, reply }) => {
    const report = await ctx.reports.sessionMessages(platform, params.entityId);
    return answer(platform, req, reply, query.format, report, (m: TEntityMessagesReport) => ({
      fileName: sheetFileName(code(platform), 'messages', m.title),
      title: m.title,
      columns: [
        { en: 'Time', fr: 'Heure', kind: 'time', value: (i) => i.time },
        { en: 'Kind', fr: 'Type', value: (i) => i.kind },
        { en: 'Author', fr: 'Auteur', width: 30, value: (i) => i.userName },
        { en: 'Text', fr: 'Texte', width: 80, value: (i) => i.text },
      ],
      rows: m.items,
    }));
  });

  route(r.polls, async ({ platform, params, query, req, reply }) => {
    const report = await ctx.polls.report(platform, params.entityId);
    type Row = TPollReport['polls'][number]['options'][number] & { poll: TPollReport['polls'][number] };
    const rows: Row[] = report.polls.flatMap((poll) => poll.options.map((o) => ({ ...o, poll })));
    return answer(platform, req, reply, query.format, report, (p: TPollReport, language) => ({
      fileName: sheetFileName(code(platform), 'polls', p.title),
      title: p.title,
      columns: [
        { en: 'Poll', fr: 'Sondage', width: 50, value: (o: Row) => o.poll.question },
        {
          en: 'Choice',
          fr: 'Choix',
          value: (o: Row) =>
            (o.poll.multiple ? { en: 'multiple', fr: 'multiple' } : { en: 'single', fr: 'unique' })[language],
        },
        { en: 'Anonymous', fr: 'Anonyme', value: (o: Row) => (o.poll.anonymous ? 1 : 0) },
        { en: 'State', fr: 'État', value: (o: Row) => o.poll.state },
        { en: 'Voters', fr: 'Votants', value: (o: Row) => o.poll.voters },
        { en: 'Option', fr: 'Option', width: 40, value: (o: Row) => o.text },
        { en: 'Votes', fr: 'Votes', value: (o: Row) => o.votes },
        {
          en: 'Share (%)',
          fr: 'Part (%)',
          value: (o: Row) => (o.poll.voters ? Math.round((o.votes / o.poll.voters) * 1000) / 10 : 0),
        },
        { en: 'Chosen by', fr: 'Choisi par', width: 60, value: (o: Row) => o.voterNames.join('; ') },
      ],
      rows,
    }));
  });

  route(r.adClicks, async ({ platform, query, req, reply }) => {
    const report = await ctx.reports.adClicks(platform);
    return answer(platform, req, reply, query.format, report, (a: TAdClicksReport) => ({
      fileName: `${code(platform)}adclicks`,
      title: 'adclicks',
      columns: [
        { en: 'Type', fr: 'Type', value: (i) => i.type },
        { en: 'Title', fr: 'Titre', width: 40, value: (i) => i.title },
        { en: 'Sponsor', fr: 'Sponsor', width: 30, value: (i) => i.sponsorTitle },
        { en: 'Link', fr: 'Lien', width: 50, value: (i) => i.link },
        { en: 'Opens the stand', fr: 'Ouvre le stand', width: 30, value: (i) => i.linkTitle },
        { en: 'Clicks', fr: 'Clics', value: (i) => i.clicks },
        { en: 'Unique users', fr: 'Utilisateurs uniques', value: (i) => i.uniqueUsers },
      ],
      rows: a.items,
    }));
  });

  route(r.sponsorStats, async ({ platform, params, query, caller, req, reply }: RouteInput<typeof r.sponsorStats>) => {
    // Report viewers and organisers see every stand; the stand's own staff see theirs (403 otherwise).
    const allowed =
      caller!.isAdmin ||
      caller!.isReportViewer ||
      (await ctx.moderation.canViewStandStatistics(
        platform.id,
        await ctx.users.getInPlatform(platform.id, caller!.userId),
        params.entityId,
      ));
    if (!allowed) throw forbidden('Report viewers, organisers and the stand’s moderators only');
    const moderators = await ctx.moderation.standModerators(platform.id, params.entityId);
    const report = await ctx.reports.sponsorStats(platform, params.entityId, { userIds: moderators });
    return answer(platform, req, reply, query.format, report, (s: TSponsorStats, language) => ({
      fileName: sheetFileName(code(platform), 'sponsorstats', s.title),
      title: s.title,
      columns: [
        { en: 'Figure', fr: 'Mesure', width: 40, value: (f: { en: string; fr: string }) => f[language] },
        { en: 'Value', fr: 'Valeur', value: (f: { value: number }) => f.value },
      ],
      rows: [
        { en: 'Visits', fr: 'Visites', value: s.visits },
        { en: 'Unique visitors', fr: 'Visiteurs uniques', value: s.uniqueVisitors },
        { en: 'Time spent (min)', fr: 'Temps passé (min)', value: minutes(s.secondsSpent) },
        { en: 'Document downloads', fr: 'Téléchargements de documents', value: s.downloads },
        { en: 'People who downloaded', fr: 'Personnes ayant téléchargé', value: s.uniqueDownloaders },
        { en: 'Film views', fr: 'Vidéos regardées', value: s.videoViews },
        { en: 'Chat messages', fr: 'Messages de chat', value: s.chatMessages },
        { en: 'Ad clicks', fr: 'Clics sur les annonces', value: s.adClicks },
        ...s.documents.map((d) => ({
          en: `Downloads: ${d.title}`,
          fr: `Téléchargements : ${d.title}`,
          value: d.downloads,
        })),
      ],
    }));
  });
}
