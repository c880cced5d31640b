// Runs a command with ATRIUM_TEST_DATABASE_URL pointing at the PostgreSQL server
// (default postgres://postgres@127.0.0.1:5432/test), after checking that it answers.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const url = process.env.ATRIUM_TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
try {
  await client.connect();
  await client.query('SELECT 1');
} catch (error) {
  console.error(`PostgreSQL at ${url.replace(/:[^:@/]*@/, ':***@')} does not answer (${error.message}).`);
  console.error('Start it, or set ATRIUM_TEST_DATABASE_URL to a server and database the tests may use.');
  process.exit(1);
} finally {
  await client.end().catch(() => {});
}
const [command, ...args] = process.argv.slice(2);
const result = spawnSync('npx', [command, ...args], {
  stdio: 'inherit',
  env: { ...process.env, ATRIUM_TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
