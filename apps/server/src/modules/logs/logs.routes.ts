import { api, type TRouteDef } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../http/errors.ts';
import { type Handler, registerRoute } from '../../http/route.ts';

const ok = { ok: true as const };

/** Trace and navigation bodies name their event: it must be the one in the path. */
function sameEvent(platformId: number, eventId: number) {
  if (eventId !== platformId) throw badRequest('body.eventId: must be the id of the event in the path', 'body.eventId');
}

export function logsRoutes(app: FastifyInstance, ctx: AppContext) {
  // Every log route is open to visitors: counted per user, or per address (RATE_LIMITS.log).
  const limited = <D extends TRouteDef>(def: D, handler: Handler<D>) =>
    registerRoute(app, ctx, def, handler, { rateLimit: 'log' });

  limited(api.logs.scan, async ({ platform, body }) => {
    if (body.scanEntityType === 'EVENT_PLATFORM' && body.entityId !== platform.id) {
      throw badRequest('body.entityId: must be this event’s id for EVENT_PLATFORM scans', 'body.entityId');
    }
    ctx.logs.record({
      platformId: platform.id,
      kind: 'scan',
      userId: body.userId,
      entityType: body.scanEntityType,
      entityId: String(body.entityId),
      action: body.scanType,
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
    ctx.logs.record({
      platformId: platform.id,
      kind: 'download',
      userId: body.userId,
      entityType: body.logType,
      entityId: String(body.entityId),
      action: body.itemTitle ?? null,
      data: { itemContent: body.itemContent ?? null, sponsorId: body.sponsorId ?? null },
    });
    return ok;
  });

  limited(api.logs.adClick, async ({ platform, body }) => {
    ctx.logs.record({
      platformId: platform.id,
      kind: 'ad_click',
      userId: body.userId,
      entityType: body.type,
      entityId: String(body.entityId),
      action: body.title ?? null,
      data: { link: body.link ?? null },
    });
    return ok;
  });
}
