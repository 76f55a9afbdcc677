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
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // *.node.test.ts belong to vitest.node.config.ts.
    exclude: [...configDefaults.exclude, 'src/**/*.node.test.ts'],
    // Route tests import lazy page chunks, which a busy two-core machine can take seconds to load.
    testTimeout: 15_000,
  },
});
