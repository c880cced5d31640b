import { api, type TRouteDef } from '@atrium/contracts';
import { z } from 'zod';

function schemaOf(schema: z.ZodType | undefined, io: 'input' | 'output') {
  if (!schema) return undefined;
  try {
    return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  } catch {
    return {};
  }
}

let cached: unknown;

/** OpenAPI 3.1 document generated from the route contracts. */
export function openApiDocument() {
  if (cached) return cached;
  const paths: Record<string, Record<string, unknown>> = {};
  const walk = (node: unknown) => {
    if (node && typeof node === 'object' && 'method' in node && 'path' in node) {
      const def = node as TRouteDef;
      const openPath = def.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const params = schemaOf(def.params, 'input') as { properties?: Record<string, unknown> } | undefined;
      const query = schemaOf(def.query, 'input') as { properties?: Record<string, unknown> } | undefined;
      paths[openPath] ??= {};
      paths[openPath][def.method.toLowerCase()] = {
        summary: def.summary,
        'x-access': def.access,
        parameters: [
          ...Object.entries(params?.properties ?? {}).map(([name, schema]) => ({
            name,
            in: 'path',
            required: true,
            schema,
          })),
          ...Object.entries(query?.properties ?? {}).map(([name, schema]) => ({ name, in: 'query', schema })),
        ],
        ...(def.body
          ? {
              requestBody: {
                content: {
                  [def.bodyType === 'form' ? 'application/x-www-form-urlencoded' : 'application/json']: {
                    schema: schemaOf(def.body, 'input'),
                  },
                },
              },
            }
          : {}),
        responses: {
          [String(def.status ?? 200)]: {
            description: 'Success',
            content: { 'application/json': { schema: schemaOf(def.response, 'output') } },
          },
          '400': { description: 'Bad input; the message names the field' },
        },
      };
      return;
    }
    if (node && typeof node === 'object') for (const child of Object.values(node)) walk(child);
  };
  walk(api);
  cached = { openapi: '3.1.0', info: { title: 'Atrium API', version: '1' }, paths };
  return cached;
}
