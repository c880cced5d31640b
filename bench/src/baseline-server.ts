// A bare Fastify server that sends fixed bytes per path: the baseline a real route is compared
// with in the same run. Usage: node --import tsx baseline-server.ts PORT FILE.json
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, file] = process.argv.slice(2);
const bodies = JSON.parse(readFileSync(String(file), 'utf8')) as Record<string, string>;
const app = Fastify({ logger: false });
for (const [path, body] of Object.entries(bodies)) {
  app.get(path, async (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
}
app.get('/healthz', async () => ({ ok: true }));
await app.listen({ port: Number(port), host: '127.0.0.1' });
