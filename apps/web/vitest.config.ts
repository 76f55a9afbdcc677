import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // Each file gets a fresh jsdom in a VM context of a long-lived thread, instead of a new
    // process that loads jsdom and React again: the project runs in less than half the time
    // (decision 0087).
    pool: 'vmThreads',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // *.node.test.ts belong to vitest.node.config.ts.
    exclude: [...configDefaults.exclude, 'src/**/*.node.test.ts'],
    // Route tests import lazy page chunks, which a busy two-core machine can take seconds to load.
    testTimeout: 15_000,
  },
});
