import { fileURLToPath, URL } from 'node:url';
import { defineProject } from 'vitest/config';

// Tests that run browser code paths in Node instead of jsdom: Human's wasm build needs Node's
// fs and worker threads, which jsdom hides. Tests that set the time zone (process.env.TZ) live
// here too: each file has its own process, while the jsdom files share threads (decision 0087).
export default defineProject({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web-node',
    environment: 'node',
    include: ['src/**/*.node.test.ts'],
    // FaceRes on every test face, twice: ~10 s alone, over 30 s on a busy two-core machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
