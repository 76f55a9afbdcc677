// Starts the real server for the E2E run on an empty data directory, removed at the end.
import { mkdirSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { e2eAdminDomain, e2eDataDir as dataDir } from './e2e-environment.mjs';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

// What `npm start` runs: the compiled server (npm run build builds it with the web app).
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: repoRoot,
  env: { ...process.env, DATA_DIR: dataDir, ADMIN_EMAILS: e2eAdminDomain },
  stdio: 'inherit',
});

const stop = (signal) => server.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
