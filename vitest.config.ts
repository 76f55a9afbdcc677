import { defineConfig } from 'vitest/config';

// Each workspace owns its test setup; the server contributes one project per database, the
// PostgreSQL one only when a server to test against is given.
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'apps/server/vitest.config.ts',
      ...(process.env.TEST_DATABASE_URL ? ['apps/server/vitest.postgres.config.ts'] : []),
      'apps/web',
      'apps/web/vitest.node.config.ts',
    ],
  },
});
