// Writes packages/contracts/src/route-table.ts and route-table/<domain>.ts: the method and path of every route of `api`
// (api.ts, which merges routes/<domain>.ts), without schemas, so the browser can call routes without loading zod.
// Run: npx tsx scripts/gen-route-table.ts   (a contracts test fails when the files are stale)
import { mkdirSync, writeFileSync } from 'node:fs';
import { renderRouteTable } from '../packages/contracts/src/route-table-render.ts';

const root = new URL('../packages/contracts/src/', import.meta.url);
mkdirSync(new URL('route-table/', root), { recursive: true });
for (const [file, text] of Object.entries(renderRouteTable())) writeFileSync(new URL(file, root), text);
