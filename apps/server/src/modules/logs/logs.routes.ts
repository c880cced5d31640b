import { api, type TRouteDef } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../http/errors.ts';
import { type Handler, registerRoute } from '../../http/route.ts';
import { dateIn } from '../../lib/zoned-time.ts';
import { ProgrammeService } from '../programme/programme.service.ts';
import { ENTERING_SCANS } from './activity-rollups.ts';
import { LoggedEntities } from './logged-entities.ts';

const ok = { ok: true as const };

/** Trace and navigation bodies name their event: it must be the one in the path. */
function sameEvent(platformId: number, eventId: number) {
  if (eventId !== platformId) throw badRequest('body.eventId: must be the id of the event in the path', 'body.eventId');
}

export function logsRoutes(app: FastifyInstance, ctx: AppContext) {
  // Every log route is open to visitors: counted per user, or per address (RATE_LIMITS.log).
  const limited = <D extends TRouteDef>(def: D, handler: Handler<D>) =>
    registerRoute(app, ctx, def, handler, { rateLimit: 'log' });

  const entities = new LoggedEntities(ctx.db, ctx.clock);

  limited(api.logs.scan, async ({ platform, body }) => {
    if (!(await entities.scanTarget(platform.id, body.scanEntityType, body.entityId))) {
      throw badRequest(
        body.scanEntityType === 'EVENT_PLATFORM'
          ? 'body.entityId: must be this event’s id for EVENT_PLATFORM scans'
          : `body.entityId: no ${body.scanEntityType.toLowerCase()} of this event has this id`,
        'body.entityId',
      );
    }
    // An entering scan carries the day of the event's zone it came on: a person's visits of an
    // entity count once a day, as the player's views do.
    const entering = ENTERING_SCANS.includes(body.scanType);
    ctx.logs.record({
      platformId: platform.id,
      kind: 'scan',
      userId: body.userId,
      entityType: body.scanEntityType,
      entityId: String(body.entityId),
      action: body.scanType,
      ...(entering ? { data: { day: dateIn(ctx.clock.now(), ProgrammeService.timeZoneOf(platform)) } } : {}),
    });
    if (body.scanType === 'HEARTBEAT') return ctx.logs.presence(platform.id, body.scanEntityType, body.entityId);
    return { count: 0, live: false };
  });

  limited(api.logs.trace, async ({ platform, body, caller }) => {
    sameEvent(platform.id, body.eventId);
    ctx.logs.record({
      platformId: platform.id,
      kind: 'trace',
      userId: caller?.userId ?? null,
      entityType: body.page,
      entityId: body.entityId1 === undefined ? null : String(body.entityId1),
      action: body.title ?? null,
      data: { entityId2: body.entityId2 ?? null },
    });
    return ok;
  });

  limited(api.logs.navigation, async ({ platform, body, caller }) => {
    sameEvent(platform.id, body.eventId);
    ctx.logs.record({
      platformId: platform.id,
      kind: 'navigation',
      userId: caller?.userId ?? null,
      data: { from: body.from, to: body.to },
    });
    return ok;
  });

  limited(api.logs.download, async ({ platform, body }) => {
    const item =
      body.itemType === 'SPONSOR_HOTSPOT'
        ? await entities.hotspot(platform.id, body)
        : ((await entities.download(platform.id, body.itemType, body.entityId)) ?? {
            field: 'body.entityId',
            message: `no ${body.itemType.toLowerCase().replace('_', ' ')} of this event has this id`,
          });
    if ('field' in item) throw badRequest(`${item.field}: ${item.message}`, item.field);
    if (body.sponsorId !== undefined && body.sponsorId !== item.sponsorId)
      throw badRequest('body.sponsorId: the item is not one of this stand’s', 'body.sponsorId');
    ctx.logs.record({
      platformId: platform.id,
      kind: 'download',
      userId: body.userId,
      entityType: body.logType,
      entityId: String(body.entityId),
      action: item.title,
      data: { itemType: body.itemType, itemContent: item.uri, sponsorId: item.sponsorId },
    });
    return ok;
  });

  limited(api.logs.adClick, async ({ platform, body }) => {
    const ad = await entities.ad(platform.id, body.entityId);
    if (!ad) throw badRequest('body.entityId: no ad of this event has this id', 'body.entityId');
    ctx.logs.record({
      platformId: platform.id,
      kind: 'ad_click',
      userId: body.userId,
      entityType: ad.type,
      entityId: String(body.entityId),
      action: ad.title,
      data: { link: ad.link },
    });
    return ok;
  });
}
