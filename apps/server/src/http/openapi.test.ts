import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import { api } from '@atrium/contracts';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractRoutes } from '../test/contract-routes.ts';
import { documentedStatuses } from '../test/documented-answers.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * The OpenAPI document the server serves, read by tools nobody on the project wrote: swagger-parser
 * validates it against the OpenAPI 3.1 schema and resolves every reference; Redocly lints it. What
 * each route answers is checked against the document by the authorisation and fuzz walks
 * (documented-answers.ts); here, what it must say.
 */
let s: TestServer;
let url: string;
// biome-ignore lint/suspicious/noExplicitAny: the document as served
let doc: any;

beforeAll(async () => {
  s = await startTestServer();
  url = `${s.baseUrl}/api/openapi.json`;
  doc = (await s.http('GET', '/api/openapi.json')).body;
});
afterAll(() => s.close());

// biome-ignore lint/suspicious/noExplicitAny: operations of the document
const operations = (): { path: string; method: string; op: any }[] =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item as object).map(([method, op]) => ({ path, method, op })),
  );
const operation = (id: string) => operations().find((o) => o.op.operationId === id)?.op;
const statusesOf = (id: string) => Object.keys(operation(id)?.responses ?? {});

/** The parser reads the document from the server; it refuses local addresses unless told they are safe. */
const fromTheServer = { resolve: { http: { safeUrlResolver: false } } };

describe('GET /api/openapi.json, to swagger-parser and Redocly', () => {
  it('is valid OpenAPI 3.1 to swagger-parser, every reference resolved (the recursive menu item too)', async () => {
    const validated = await SwaggerParser.validate(url, fromTheServer);
    expect('openapi' in validated && validated.openapi).toBe('3.1.0');
    // biome-ignore lint/suspicious/noExplicitAny: the dereferenced document
    const dereferenced: any = await SwaggerParser.dereference(url, fromTheServer);
    const item =
      dereferenced.paths['/api/platform/{platformId}/modules'].get.responses['200'].content['application/json'].schema
        .items;
    expect(item.properties.title).toEqual({ type: 'string' });
    // The menu item is recursive: its sub-items are menu items, the same object once resolved.
    expect(item.properties.subItems.items).toBe(item);
  });

  it('passes Redocly’s recommended lint (with redocly.yaml) with no error and no warning but a local server address', async () => {
    const config = await loadConfig({
      configPath: fileURLToPath(new URL('../../../../redocly.yaml', import.meta.url)),
    });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: url, config });
    const described = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(described.filter((p) => p.startsWith('error'))).toEqual([]);
    // The test server's address is a local one; a deployment's PUBLIC_URL is not.
    expect(described.filter((p) => !p.includes('no-server-example.com'))).toEqual([]);
  });
});

describe('what the document says', () => {
  it('names every contract route’s operation by the route’s name, once', () => {
    const ids = operations().map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { name, def } of contractRoutes) {
      if (name === 'programme.session') continue; // one path with programme.query (below)
      const op = operation(name);
      expect(op, name).toBeDefined();
      expect(op['x-access'], name).toBe(def.access);
      expect(op.summary, name).toBe(def.summary);
    }
    expect(operation('users.updateProfile').tags).toEqual(['users']);
  });

  it('serves programme.query and programme.session as one path with one documented parameter', () => {
    const paths = Object.keys(doc.paths).filter((p) => p.startsWith('/api/v2/platform/{platformId}/programme/{'));
    expect(paths).toEqual(['/api/v2/platform/{platformId}/programme/{query}']);
    const op = operation('programme.query');
    const segment = op.parameters.find((p: { in: string; name: string }) => p.in === 'path' && p.name === 'query');
    expect(segment.description).toMatch(/sessionId.*programme\.session/);
    expect(segment.schema.anyOf).toHaveLength(2);
    // The answer is the programme or a session's detail.
    expect(op.responses['200'].content['application/json'].schema.oneOf).toHaveLength(2);
  });

  it('declares the bearer scheme: none on public routes, optional on open ones, required elsewhere', () => {
    expect(doc.components.securitySchemes.bearer).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    expect(operation('platform.settings').security).toEqual([]);
    expect(operation('identity.token').security).toEqual([]);
    expect(operation('programme.query').security).toEqual([{}, { bearer: [] }]);
    expect(operation('users.updateProfile').security).toEqual([{ bearer: [] }]);
    expect(operation('identity.userinfo').security).toEqual([{ bearer: [] }]);
    for (const { op } of operations()) expect(op.security, op.operationId).toBeDefined();
  });

  it('marks required query parameters required, and optional ones not', () => {
    const query = (id: string, name: string) =>
      operation(id).parameters.find((p: { in: string; name: string }) => p.in === 'query' && p.name === name);
    expect(query('platform.ads', 'datype').required).toBe(true);
    expect(query('submit.token', 'orgFileName').required).toBe(true);
    expect(query('submit.token', 'type').required).toBe(true);
    expect(query('reports.allUniqueUsers', 'type').required).toBe(true);
    expect(query('users.uploadPhoto', 'type').required).toBe(true);
    // `format` has a default, `size` may be left out.
    expect(query('reports.allUniqueUsers', 'format').required).toBe(false);
    expect(query('submit.token', 'size').required).toBe(false);
    for (const { op } of operations())
      for (const p of op.parameters ?? []) if (p.in === 'path') expect(p.required, op.operationId).toBe(true);
  });

  it('lists the answers each route can give, from its access level, path, body and options', () => {
    // A signed-in route: 401; a role: 403; a path parameter: 404 and 414; a body: 413 and 415; always 503.
    expect(statusesOf('users.updateProfile')).toEqual(['201', '400', '401', '403', '404', '413', '414', '415', '503']);
    expect(statusesOf('platform.modules')).toEqual(['200', '400', '404', '414', '503']);
    expect(statusesOf('platforms.listOpen')).toEqual(['200', '503']);
    // Rate limits come from the options the routes are registered with.
    expect(statusesOf('conversations.post')).toContain('429');
    expect(statusesOf('users.uploadPhoto')).toContain('429');
    expect(statusesOf('logs.trace')).toContain('429');
    expect(statusesOf('conversations.list')).not.toContain('429');
    // Every /connect/ route is counted per address.
    expect(statusesOf('account.forgotPassword')).toContain('429');
    // What the service adds: a conflict, a cached answer, a rule on the entity, nothing to do.
    expect(statusesOf('submit.token')).toEqual(expect.arrayContaining(['409', '413']));
    expect(statusesOf('programme.calendar')).toContain('304');
    expect(statusesOf('reports.sponsorStats')).toContain('403');
    expect(statusesOf('bookmarks.add')).toEqual(expect.arrayContaining(['201', '204']));
    expect(statusesOf('identity.token')).toEqual(['200', '400', '401', '403', '413', '415', '429', '503']);
    expect(doc.components.responses.TooManyRequests.headers['Retry-After']).toBeDefined();
    expect(doc.components.responses.Unauthorized.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
    // documentedStatuses finds the operations the walks look up, merged paths included.
    expect(documentedStatuses(doc, api.programme.session)).toContain('304');
  });

  it('says which answers are not JSON: spreadsheets of reports, iCalendar files, the card picture, the photo upload', () => {
    const content = (id: string) => Object.keys(operation(id).responses['200'].content);
    expect(content('reports.sessions')).toEqual([
      'application/json',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'text/csv',
    ]);
    expect(content('calendar.sessionIcs')).toEqual(['text/calendar']);
    expect(content('browse.thumbnail')).toEqual(['image/svg+xml']);
    const upload = operation('users.uploadPhoto').requestBody.content['multipart/form-data'];
    expect(upload.schema.required).toEqual(['profileImg']);
    expect(upload.encoding.profileImg.contentType).toBe('image/jpeg, image/png');
  });
});
