import { api } from './api.ts';

/** The formatter's line width (biome.json). */
const LINE_WIDTH = 120;
const HEADER = '// Generated from api.ts by scripts/gen-route-table.ts: do not edit by hand.';

/**
 * The route table's files, by path under packages/contracts/src, made from `api` (used by the
 * generator and by its staleness test). Each domain's method-and-path table is a module of its own
 * (`route-table/submit.ts` exports `submitRoutes`): a module goes whole into one chunk, so one
 * module per domain lets a page's chunk carry the routes it calls and keeps the others out of the
 * first load. `route-table.ts` re-exports them and gathers them in `apiRoutes`.
 */
export function renderRouteTable(): Record<string, string> {
  const files: Record<string, string> = {};
  const groups = Object.keys(api);
  // Imports and exports in the order the formatter keeps them (by module path).
  const sorted = [...groups].sort();
  for (const [group, routes] of Object.entries(api)) {
    const lines = Object.entries(routes as Record<string, { method: string; path: string }>).map(([name, def]) => {
      const line = `  ${name}: { method: '${def.method}', path: '${def.path}' },`;
      // Wrapped as the formatter wraps a line over 120 characters.
      return line.length <= LINE_WIDTH
        ? line
        : `  ${name}: {\n    method: '${def.method}',\n    path: '${def.path}',\n  },`;
    });
    files[`route-table/${group}.ts`] = `${HEADER}
import type { api } from '../api.ts';
import type { TRouteRef } from '../route.ts';

type TRoutes = { [R in keyof (typeof api)['${group}']]: TRouteRef<(typeof api)['${group}'][R]> };

/** Method and path of the ${group} routes, without schemas (the browser calls through this). */
export const ${group}Routes = {
${lines.join('\n')}
} as unknown as TRoutes;
`;
  }
  files['route-table.ts'] = `${HEADER}
${sorted.map((g) => `import { ${g}Routes } from './route-table/${g}.ts';`).join('\n')}

${sorted.map((g) => `export { ${g}Routes } from './route-table/${g}.ts';`).join('\n')}

/** Every domain's routes (the server side and tests; pages import their domain's constant). */
export const apiRoutes = {
${groups.map((g) => `  ${g}: ${g}Routes,`).join('\n')}
};
`;
  return files;
}
