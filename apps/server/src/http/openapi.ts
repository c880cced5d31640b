import { api, type TRouteDef } from '@atrium/contracts';
import type { z } from 'zod';
import { ERROR_RESPONSES, errorResponseRef, otherMediaTypes, refusalsOf } from './openapi-answers.ts';
import { type JsonSchema, SchemaComponents } from './openapi-schemas.ts';
import { type RouteOptions, registeredRouteOptions } from './route.ts';

/** A contract route with its dotted name (`users.updateProfile`), which is its operation id. */
interface Named {
  name: string;
  group: string;
  def: TRouteDef;
}

/** What each group of the contract is about (the document's tags). */
const TAG_DESCRIPTIONS: Record<string, string> = {
  platform: 'The event: settings, menu, landing page, pages, ads, sponsors and their stands',
  users: 'People: one’s profile and photo, another attendee’s card',
  can: 'The moderator checks the client asks before showing moderation controls',
  logs: 'Activity logs: traces, navigation, presence heartbeats, downloads, ad clicks',
  programme: 'The programme: sessions by day, session detail, calendar, filters',
  programmeAdmin: 'Organisers editing the programme: sessions, presentations, rooms',
  browse: 'The on-demand catalogue: session lists, the home page, card pictures',
  player: 'The session player: what plays, and the viewer’s position',
  engagement: 'Likes, ratings and views',
  questions: 'Questions to the speakers and their moderation',
  polls: 'Polls in sessions: prepared, opened and closed by moderators, voted on by attendees',
  exhibition: 'The exhibition: stands and posters',
  directory: 'Who is at the event: attendees, speakers, moderators',
  bookmarks: 'One’s bookmarked sessions, presentations and stands',
  reminders: 'Reminders of one’s bookmarked sessions by Web Push and e-mail: preferences and push subscriptions',
  calendar: 'iCalendar feeds and session files',
  identity: 'The identity provider: tokens, revocation, userinfo (OAuth 2 and OpenID Connect)',
  lounges: 'Lounges and their rooms',
  chat: 'Chat history of a group (new messages come through the real-time hub)',
  conversations: 'Private conversations between two people',
  submit: 'The submission area: speakers’ and organisers’ files and permissions',
  reports: 'Reports for organisers and report viewers, as JSON or spreadsheets',
  account: 'Forgotten password and reset',
  platforms: 'The open events of the deployment (the root page)',
};

const METHOD_KEYS = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete', PATCH: 'patch' } as const;

function namedRoutes(): Named[] {
  return Object.entries(api).flatMap(([group, routes]) =>
    Object.entries(routes as Record<string, TRouteDef>).map(([name, def]) => ({
      name: `${group}.${name}`,
      group,
      def,
    })),
  );
}

const openPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
/** Paths that differ only in their parameters' names are one path to a router (and to OpenAPI 3.1). */
const shapeOf = (def: TRouteDef) => `${def.method} ${def.path.replace(/:\w+/g, ':')}`;

/** Who may call: none (public), anyone with or without a token (open), or a bearer token. */
function securityOf(access: TRouteDef['access']) {
  if (access === 'public') return [];
  if (access === 'open') return [{}, { bearer: [] }];
  return [{ bearer: [] }];
}

interface ObjectSchema extends JsonSchema {
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

function unique<T>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = JSON.stringify(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const oneOrUnion = (schemas: JsonSchema[]) => {
  const distinct = unique(schemas);
  return distinct.length === 1 ? (distinct[0] as JsonSchema) : { oneOf: distinct };
};

class DocumentBuilder {
  readonly schemas = new SchemaComponents();
  readonly usedResponses = new Set<number>();

  constructor(private readonly optionsOf: (def: TRouteDef) => RouteOptions | undefined) {}

  private objectSchema(schema: z.ZodType | undefined, where: string): ObjectSchema {
    if (!schema) return {};
    const json = this.schemas.of(schema, 'input', where) as ObjectSchema;
    if (json.type !== 'object') throw new Error(`${where}: parameters must be an object schema`);
    return json;
  }

  /** Path parameters in the order of the path, then the query's; one path of several routes takes each one's. */
  private parameters(routes: Named[]) {
    const pathParams = routes.map((r) => this.objectSchema(r.def.params, `${r.name}.params`));
    const names = routes.map((r) => [...r.def.path.matchAll(/:(\w+)/g)].map((m) => m[1] as string));
    const inPath = (names[0] ?? []).map((name, position) => {
      const variants = routes.map((r, i) => {
        const own = names[i]?.[position] as string;
        return { route: r.name, own, schema: pathParams[i]?.properties?.[own] ?? { type: 'string' } };
      });
      const shared = variants.every((v) => v.own === name);
      const description = shared
        ? (variants[0]?.schema.description as string | undefined)
        : `${variants.map((v) => `the \`${v.own}\` of ${v.route}`).join(', or ')}: the server tells them apart`;
      const schemas = unique(variants.map((v) => v.schema));
      return {
        name,
        in: 'path',
        required: true,
        ...(description ? { description } : {}),
        // A path segment is text: a string that is also an integer is the other route's, hence anyOf.
        schema: schemas.length === 1 ? schemas[0] : { anyOf: schemas },
      };
    });
    const queries = routes.map((r) => this.objectSchema(r.def.query, `${r.name}.query`));
    const queryNames = unique(queries.flatMap((q) => Object.keys(q.properties ?? {})));
    const inQuery = queryNames.map((name) => {
      const schemas = queries.flatMap((q) => (q.properties?.[name] ? [q.properties[name]] : []));
      const required = queries.every((q) => q.required?.includes(name));
      const only = routes.filter((_, i) => queries[i]?.properties?.[name]).map((r) => r.name);
      const own = schemas[0]?.description as string | undefined;
      const description = only.length < routes.length ? `${own ? `${own} ` : ''}(${only.join(', ')} only)` : own;
      return {
        name,
        in: 'query',
        required,
        ...(description ? { description } : {}),
        schema: oneOrUnion(schemas),
      };
    });
    return [...inPath, ...inQuery];
  }

  private requestBody({ def, name }: Named) {
    if (def.bodyType === 'multipart') {
      const field = def.file?.field ?? 'file';
      return {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: { [field]: { type: 'string', contentMediaType: 'application/octet-stream' } },
              required: [field],
            },
            ...(def.file ? { encoding: { [field]: { contentType: def.file.types.join(', ') } } } : {}),
          },
        },
      };
    }
    if (!def.body) return undefined;
    const mediaType = def.bodyType === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
    return {
      required: !def.body.safeParse(undefined).success,
      content: { [mediaType]: { schema: this.schemas.of(def.body, 'input', `${name}.body`) } },
    };
  }

  private success(routes: Named[]) {
    const [{ def }] = routes as [Named, ...Named[]];
    const status = def.status ?? 200;
    if (routes.some((r) => (r.def.status ?? 200) !== status)) throw new Error(`${def.path}: one path, two successes`);
    if (status === 204) return { [status]: { description: 'Done; no content' } };
    const description = status === 201 ? 'Created' : 'Success';
    if (def.contentType) {
      return { [status]: { description, content: { [def.contentType]: { schema: { type: 'string' } } } } };
    }
    const json = oneOrUnion(routes.map((r) => this.schemas.of(r.def.response, 'output', `${r.name}.response`)));
    const formats = routes.flatMap((r) => {
      const query = r.def.query ? (this.schemas.of(r.def.query, 'input', `${r.name}.query`) as ObjectSchema) : {};
      return (query.properties?.format?.enum as string[] | undefined) ?? [];
    });
    const others = Object.fromEntries(
      unique(otherMediaTypes(formats)).map((type) => [
        type,
        type.startsWith('text/') ? { schema: { type: 'string' } } : {},
      ]),
    );
    return { [status]: { description, content: { 'application/json': { schema: json }, ...others } } };
  }

  operation(routes: Named[]) {
    const [first] = routes as [Named, ...Named[]];
    for (const other of routes) {
      if (other.def.access !== first.def.access) throw new Error(`${first.def.path}: one path, two access levels`);
    }
    const refusals = unique(routes.flatMap((r) => refusalsOf({ def: r.def, options: this.optionsOf(r.def) }))).sort(
      (a, b) => a - b,
    );
    for (const status of refusals) this.usedResponses.add(status);
    const parameters = this.parameters(routes);
    const bodies = unique(routes.map((r) => this.requestBody(r)).filter(Boolean));
    if (bodies.length > 1) throw new Error(`${first.def.path}: one path, two bodies`);
    return {
      operationId: first.name,
      tags: [first.group],
      summary: first.def.summary,
      ...(routes.length > 1
        ? {
            description: `One path serves ${routes.length} routes of the contract, told apart by the path: ${routes
              .map((r) => `\`${r.name}\`: ${r.def.summary}`)
              .join(' — ')}`,
          }
        : {}),
      'x-access': first.def.access,
      security: securityOf(first.def.access),
      ...(parameters.length ? { parameters } : {}),
      ...(bodies[0] ? { requestBody: bodies[0] } : {}),
      responses: {
        ...this.success(routes),
        ...Object.fromEntries(refusals.map((status) => [String(status), errorResponseRef(status)])),
      },
    };
  }

  responses() {
    const out: Record<string, unknown> = {};
    for (const [name, response] of Object.entries(ERROR_RESPONSES)) {
      if (!this.usedResponses.has(response.status)) continue;
      out[name] = {
        description: response.description,
        ...(response.retryAfter
          ? { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } }
          : {}),
        ...(response.status < 400
          ? {}
          : { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } }),
      };
    }
    return out;
  }
}

const ERROR_SCHEMA = {
  type: 'object',
  description:
    'Every refusal: a code and a message to show; the OAuth endpoints add `error_description` (RFC 6749 §5.2)',
  properties: {
    error: { type: 'string', description: 'A code: bad_request, unauthorized, forbidden, not_found, invalid_grant, …' },
    message: { type: 'string' },
    error_description: { type: 'string' },
    fields: {
      type: 'array',
      items: {
        type: 'object',
        properties: { path: { type: 'string' }, message: { type: 'string' } },
        required: ['path', 'message'],
      },
    },
  },
  required: ['error', 'message'],
};

/**
 * The OpenAPI 3.1 document of the API, generated from the route contracts and from the options the
 * routes were registered with (call it once every route is registered: app.ts does, at the first
 * request for it).
 */
export function openApiDocument(
  publicUrl: string,
  optionsOf: (def: TRouteDef) => RouteOptions | undefined = registeredRouteOptions,
) {
  const builder = new DocumentBuilder(optionsOf);
  const byShape = new Map<string, Named[]>();
  for (const route of namedRoutes()) {
    const shape = shapeOf(route.def);
    byShape.set(shape, [...(byShape.get(shape) ?? []), route]);
  }
  const paths: Record<string, Record<string, unknown>> = {};
  for (const routes of byShape.values()) {
    const [first] = routes as [Named, ...Named[]];
    const path = openPath(first.def.path);
    paths[path] ??= {};
    paths[path][METHOD_KEYS[first.def.method]] = builder.operation(routes);
  }
  const groups = Object.keys(api);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Atrium API',
      version: '1',
      description:
        'The HTTP API of the Atrium event portal, generated from its route contracts. `x-access` names who may call each operation (public, open, user, self, moderator, platformModerator, reports, submitter, admin).',
    },
    servers: [{ url: publicUrl, description: 'This deployment' }],
    tags: groups.map((name) => ({ name, ...(TAG_DESCRIPTIONS[name] ? { description: TAG_DESCRIPTIONS[name] } : {}) })),
    paths,
    components: {
      schemas: { Error: ERROR_SCHEMA, ...builder.schemas.schemas },
      responses: builder.responses(),
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'An access token of POST /connect/token (grant_type=password with platform_id, or refresh_token), valid for one event; the scope must include meeting_api.',
        },
      },
    },
  };
}
