import { configDefaults, defineProject } from 'vitest/config';

type Dialect = 'sqlite' | 'postgres';

/** The server suite on one database; files under test/<other dialect>-only are left out. */
export function serverTestProject(dialect: Dialect) {
  const other: Dialect = dialect === 'sqlite' ? 'postgres' : 'sqlite';
  return defineProject({
    test: {
      name: `server-${dialect}`,
      include: ['test/**/*.test.ts'],
      exclude: [...configDefaults.exclude, `test/${other}-only/**`],
      // The files share their worker's modules instead of loading the server again each: every
      // file builds its own app, database and ports, and nothing in the server keeps state at
      // module level that a file could leave behind (decision 0087).
      isolate: false,
      env: { TEST_DB_DIALECT: dialect },
      testTimeout: 30_000,
      hookTimeout: 30_000,
    },
  });
}

// The server suite on SQLite. vitest.postgres.config.ts runs the same files on PostgreSQL.
export default serverTestProject('sqlite');
