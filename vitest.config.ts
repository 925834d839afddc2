import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // On a PostgreSQL server every file shares one database and its catalogue (the security suite edits pricing
    // rows while it runs), so there files run one after another.
    fileParallelism: !process.env.DATABASE_URL,
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
            // The proxy test runs the shipped nginx config where nginx is installed (.ci/run installs it).
            ...(existsSync('/usr/sbin/nginx') ? [] : ['apps/server/src/**/*.nginx.test.ts']),
            // The certificates-on-demand test runs the shipped Caddyfile where Debian's caddy is installed.
            ...(existsSync('/usr/bin/caddy') ? [] : ['apps/server/src/**/*.caddy.test.ts']),
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
