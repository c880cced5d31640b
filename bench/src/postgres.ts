import pg from 'pg';

/** The server the benches may create databases on (BENCH_PG_ADMIN_URL, else the local default). */
export const BENCH_PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A new, empty database `name` on the benches' PostgreSQL server (dropped first if it exists),
 * or null when the server does not answer: the bench then measures the embedded database only.
 */
export async function freshBenchDatabase(name = 'atrium_bench'): Promise<string | null> {
  const client = new pg.Client({ connectionString: BENCH_PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
    return BENCH_PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  } catch (error) {
    console.warn(`PostgreSQL not available (${(error as Error).message}); measuring PGlite only.`);
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}
