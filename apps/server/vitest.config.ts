import { configDefaults, defineProject } from 'vitest/config';

// The server suite on SQLite. vitest.postgres.config.ts runs the same files on PostgreSQL.
export default defineProject({
  test: {
    name: 'server-sqlite',
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, 'test/postgres-only/**'],
    // The files share their worker's modules instead of loading the server again each: every
    // file builds its own app, database and ports, and nothing in the server keeps state at
    // module level that a file could leave behind (decision 0087).
    isolate: false,
    env: { TEST_DB_DIALECT: 'sqlite' },
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
