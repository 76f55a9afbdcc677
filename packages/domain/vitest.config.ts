import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Pure functions without global state: sharing workers between files is safe and keeps the
    // suite at a couple of seconds instead of paying a fresh worker per file.
    pool: 'threads',
    isolate: false,
  },
});
