// Writes packages/contracts/src/route-table.ts: the method and path of every route of `api` (api.ts, which merges routes/<domain>.ts),
// without schemas, so the browser can call routes without loading zod.
// Run: npx tsx scripts/gen-route-table.ts   (a contracts test fails when the file is stale)
import { writeFileSync } from 'node:fs';
import { renderRouteTable } from '../packages/contracts/src/route-table-render.ts';

writeFileSync(new URL('../packages/contracts/src/route-table.ts', import.meta.url), renderRouteTable());
