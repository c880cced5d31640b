import { api } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../http/route.ts';

/** The directories (spec 2 §7: `GET /users?page=`, `GET /users/{id}/?speaker=true`). */
export function directoryRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, ctx, api.directory.list, async ({ platform, query }) => ctx.directory.list(platform, query));
  registerRoute(app, ctx, api.directory.programme, async ({ platform, params }) =>
    ctx.directory.programmeOf(platform, params.userId),
  );
}
