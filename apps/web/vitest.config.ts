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
    // Each file in a worker thread of its own modules. Not vmThreads (decision 0091): linking
    // two lazily imported pages at once there fails at random ("request for 'react' is not in
    // cache"), which showed as a route error page in a route test.
    pool: 'threads',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // *.node.test.ts belong to vitest.node.config.ts.
    exclude: [...configDefaults.exclude, 'src/**/*.node.test.ts'],
    // Route tests import lazy page chunks, which a busy two-core machine can take seconds to load.
    testTimeout: 15_000,
  },
});
