// A bare Fastify server that sends fixed bytes per path: the baseline a real route is compared
// with in the same run. Paths are matched as the client wrote them (percent-escapes and query
// string included); bodies are encoded once, and gzipped once for clients that accept gzip, as
// a server with cached answers would hold them.
// Usage: node --import tsx baseline-server.ts PORT FILE.json
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';

const [port, file] = process.argv.slice(2);
const bodies = new Map(
  Object.entries(JSON.parse(readFileSync(String(file), 'utf8')) as Record<string, string>).map(([path, body]) => {
    const bytes = Buffer.from(body);
    return [path, { bytes, gzipped: gzipSync(bytes, { level: 6 }) }];
  }),
);
const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ ok: true }));
app.get('/*', async (req, reply) => {
  const body = bodies.get(req.url);
  if (!body) return reply.code(404).send({ error: 'not_found', message: 'Not found' });
  reply.type('application/json; charset=utf-8');
  if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && body.bytes.length >= 1024)
    return reply.header('content-encoding', 'gzip').send(body.gzipped);
  return reply.send(body.bytes);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
