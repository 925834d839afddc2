import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // Suites that need a Redis or PostgreSQL server run where one is given (.ci/run passes the machine's).
          exclude: [
            ...(process.env.REDIS_URL ? [] : ['apps/server/src/**/*.redis.test.ts']),
            ...(process.env.DATABASE_URL ? [] : ['apps/server/src/**/*.postgres.test.ts']),
          ],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
