// One server node for the multi-node hub test, run as its own process:
//   node --import tsx src/test/hub-node.ts
// with ATRIUM_TEST_DATABASE_URL + ATRIUM_TEST_SCHEMA (the database shared with the test),
// REDIS_URL + REDIS_PREFIX, PUBLIC_URL (the issuer of the test's tokens) and ATRIUM_TEST_HUB_TIMINGS
// (JSON, the hub settings of every node). Prints
// "LISTENING <port>" when ready; stops cleanly on SIGTERM (SIGKILL: a node that dies).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import { createContext } from '../context.ts';
import { openDatabase } from '../db/database.ts';
import { attachHub } from '../realtime/hub.ts';

const env = process.env;
const config = {
  ...loadConfig({ ...env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'atrium-node-')), LOG_LEVEL: 'silent' }),
  scryptCost: 1024,
  hub: JSON.parse(env.ATRIUM_TEST_HUB_TIMINGS as string),
};
const database = await openDatabase({
  url: env.ATRIUM_TEST_DATABASE_URL as string,
  searchPath: env.ATRIUM_TEST_SCHEMA as string,
  poolSize: 4,
});
const ctx = await createContext(config, database);
const app = await buildApp(ctx);
await attachHub(app, ctx);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`LISTENING ${typeof address === 'object' && address ? address.port : 0}`);

process.on('SIGTERM', () => {
  app
    .close()
    .then(() => ctx.close())
    .finally(() => process.exit(0));
});
