import { defineConfig } from 'vitest/config';

// Each workspace owns its test setup; the server contributes one project per database, the
// PostgreSQL one only when a server to test against is given.
export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one, which is a single worker on the two-core
    // machines the suite runs on; the server files spend much of their time waiting on child
    // servers and databases, so two halve the run (decision 0077). Every file has its own
    // database, data directory and ephemeral ports, so files never see each other.
    maxWorkers: 2,
    projects: [
      'packages/domain',
      'apps/server/vitest.config.ts',
      ...(process.env.TEST_DATABASE_URL ? ['apps/server/vitest.postgres.config.ts'] : []),
      'apps/web',
      'apps/web/vitest.node.config.ts',
    ],
  },
});
