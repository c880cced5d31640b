import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { api } from './api.ts';
import { apiRoutes } from './route-table.ts';
import { renderRouteTable } from './route-table-render.ts';

describe('route table', () => {
  it('is up to date with api.ts (run: npx tsx scripts/gen-route-table.ts)', () => {
    for (const [file, text] of Object.entries(renderRouteTable())) {
      const onDisk = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
      expect(onDisk.replace(/\s+/g, ' '), file).toBe(text.replace(/\s+/g, ' '));
    }
  });

  it('has the method and path of every declared route', () => {
    for (const [group, routes] of Object.entries(api)) {
      for (const [name, def] of Object.entries(routes as Record<string, { method: string; path: string }>)) {
        const ref = (apiRoutes as unknown as Record<string, Record<string, { method: string; path: string }>>)[group]?.[
          name
        ];
        expect(ref, `${group}.${name}`).toEqual({ method: def.method, path: def.path });
      }
    }
  });
});
