import { configDefaults, defineProject } from 'vitest/config';

// The server suite on SQLite. vitest.postgres.config.ts runs the same files on PostgreSQL.
export default defineProject({
  test: {
    name: 'server-sqlite',
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, 'test/postgres-only/**'],
    env: { TEST_DB_DIALECT: 'sqlite' },
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
