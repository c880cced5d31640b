import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Vitest's default is one fork less than the cores: one on a 2-core machine. The suites
          // wait on sockets, servers and databases much of the time, so two share the cores well.
          maxWorkers: 2,
          globalSetup: ['apps/server/src/test/pglite-template.ts'],
        },
      },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
