import { api } from './api.ts';

/** The text of route-table.ts, made from `api` (used by the generator and by its staleness test). */
export function renderRouteTable(): string {
  const lines: string[] = [];
  for (const [group, routes] of Object.entries(api)) {
    lines.push(`  ${group}: {`);
    for (const [name, def] of Object.entries(routes as Record<string, { method: string; path: string }>)) {
      lines.push(`    ${name}: { method: '${def.method}', path: '${def.path}' },`);
    }
    lines.push('  },');
  }
  return `// Generated from api.ts by scripts/gen-route-table.ts: do not edit by hand.
import type { api } from './api.ts';
import type { TRouteRef } from './route.ts';

type TApiRoutes = { [G in keyof typeof api]: { [R in keyof (typeof api)[G]]: TRouteRef<(typeof api)[G][R]> } };

/** Method and path of every route, without schemas (the browser calls through this). */
export const apiRoutes = {
${lines.join('\n')}
} as unknown as TApiRoutes;
`;
}
