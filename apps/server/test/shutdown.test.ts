import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../src/config/redaction';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { connectSse } from './support/sse-client';
import { createTempDir, type TempDir } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-database';

let database: TestDatabase;
let dataDir: TempDir;
let server: ServerProcess | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await createTempDir('shutdown');
});

afterAll(async () => {
  await server?.stop('SIGKILL');
  await database?.drop();
  await dataDir?.remove();
});

describe(`server process on ${process.env.TEST_DB_DIALECT}`, () => {
  it('prints its address, then on SIGTERM closes event streams and exits 0 promptly', async () => {
    const env: Record<string, string> = { DATA_DIR: dataDir.path, LOG_LEVEL: 'info' };
    if (database.config.dialect === 'postgres') env.DATABASE_URL = database.config.url;
    server = await startServerProcess(env);
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ name: 'Nina', email: 'nina@example.test', password: 'secret-1' }),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const client = await connectSse(`${server.url}/api/v1/events`, { cookie });
    await client.waitForComment('connected');

    const started = Date.now();
    const exitCode = await server.stop('SIGTERM');
    expect(exitCode).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
    await client.ended;
    expect(server.output.join('\n')).toContain('"msg":"stopped"');
    // The start-up log describes the configuration without the database password.
    if (database.config.dialect === 'postgres') {
      expect(server.output.join('\n')).toContain(redactUrl(database.config.url));
    }
  }, 90_000);
});
