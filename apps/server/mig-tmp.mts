import { migrate, openDatabase } from './src/db/database.ts';
for (let i = 0; i < 3; i++) {
  const t0 = performance.now();
  const d = await openDatabase({});
  const t1 = performance.now();
  await migrate(d);
  const t2 = performance.now();
  console.log(`open ${(t1 - t0).toFixed(0)} ms, migrate ${(t2 - t1).toFixed(0)} ms`);
  if (i === 2) {
    const blob = await d.dumpDataDir!();
    const t3 = performance.now();
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const c = await PGlite.create({ loadDataDir: blob, extensions: { pg_trgm } });
    await c.query('select 1');
    console.log(`dump ${(t3 - t2).toFixed(0)} ms (${blob.size} bytes), load from dump ${(performance.now() - t3).toFixed(0)} ms`);
  }
  await d.close();
}
