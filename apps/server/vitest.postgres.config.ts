import { configDefaults, defineProject } from 'vitest/config';

// The server suite on PostgreSQL: needs TEST_DATABASE_URL (each test file creates and drops
// its own database there). Files under test/postgres-only run only here.
export default defineProject({
  test: {
    name: 'server-postgres',
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, 'test/sqlite-only/**'],
    // The files share their worker's modules instead of loading the server again each: every
    // file builds its own app, database and ports, and nothing in the server keeps state at
    // module level that a file could leave behind (decision 0087).
    isolate: false,
    env: { TEST_DB_DIALECT: 'postgres' },
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
