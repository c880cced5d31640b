import type { TRouteDef } from '@atrium/contracts';
import { expect } from 'vitest';

// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document as the server serves it
type OpenApiDocument = { paths: Record<string, Record<string, any>> };

/**
 * The statuses the served OpenAPI document lists for a contract route. Several routes on one path
 * (programme.query and programme.session) are one operation there, so the path is found by shape.
 */
export function documentedStatuses(document: OpenApiDocument, def: TRouteDef): string[] {
  const shape = (path: string) => path.replace(/\{\w+\}|:\w+/g, '{}');
  const path = Object.keys(document.paths).find((p) => shape(p) === shape(def.path));
  const operation = path ? document.paths[path]?.[def.method.toLowerCase()] : undefined;
  if (!operation) throw new Error(`the OpenAPI document has no ${def.method} ${def.path}`);
  return Object.keys(operation.responses);
}

/** The walks that call every route check that whatever a route answered is in the document. */
export function expectDocumented(document: OpenApiDocument, name: string, def: TRouteDef, status: number) {
  expect(
    documentedStatuses(document, def),
    `${name} answered ${status}, which its operation in /api/openapi.json does not list`,
  ).toContain(String(status));
}
