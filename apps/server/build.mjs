// Compiles the server for `npm start` (decision 0027): our sources, the domain package
// (TypeScript) and the pure-JavaScript packages in one ES module bundle, so start-up reads a
// few files instead of resolving and compiling thousands of modules one by one.
import { rm } from 'node:fs/promises';
import { build } from 'esbuild';

// At the depth of src/, so config.ts finds the repository root three folders up either way.
const OUT_DIR = 'dist';

// Loaded from node_modules as usual: native addons, packages that locate files of their own
// beside their code (binaries, static assets, worker scripts), and what only development uses.
const external = [
  'better-sqlite3',
  'sharp',
  'pg-native',
  '@ffmpeg-installer/*',
  '@ffprobe-installer/*',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'pino',
  'pino-pretty',
  // Imported lazily, off the start-up path: Node's own CommonJS interop gives them their
  // named exports, which the bundle's did not (mailparser's simpleParser came out undefined).
  'mailparser',
  'nodemailer',
  'stripe',
  // Loaded at the first PDF (consents, charts, reports), with the fonts they read from disk.
  'pdf-lib',
  '@pdf-lib/fontkit',
];

await rm(new URL(`./${OUT_DIR}/`, import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  absWorkingDir: new URL('.', import.meta.url).pathname,
  outdir: OUT_DIR,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  external,
  // CommonJS packages inside an ES module bundle still call require() for Node's built-ins.
  banner: {
    js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
  },
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
});
