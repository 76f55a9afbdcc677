import { configDefaults, defineProject } from 'vitest/config';

// The server suite on PostgreSQL: needs TEST_DATABASE_URL (each test file creates and drops
// its own database there). Files under test/postgres-only run only here.
export default defineProject({
  test: {
    name: 'server-postgres',
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, 'test/sqlite-only/**'],
    env: { TEST_DB_DIALECT: 'postgres' },
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
