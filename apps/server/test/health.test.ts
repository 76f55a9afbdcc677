import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp | undefined;

afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

describe(`GET /api/health on ${process.env.TEST_DB_DIALECT}`, () => {
  it('answers 200 with the database dialect, the blob driver and this node id', async () => {
    testApp = await startTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      status: 'ok',
      nodeId: testApp.platform.nodeId,
      installationId: testApp.platform.installationId,
      database: {
        dialect: process.env.TEST_DB_DIALECT,
        status: 'ok',
        latencyMs: expect.any(Number),
      },
      blobs: { driver: 'local', status: 'ok', latencyMs: expect.any(Number) },
    });
  });

  it('answers 503 when the database is unreachable', async () => {
    testApp = await startTestApp();
    await testApp.platform.database.db.destroy();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'error',
      database: { status: 'error' },
      blobs: { status: 'ok' },
    });
  });

  it('answers 503 when the blob store cannot be written', async () => {
    testApp = await startTestApp();
    // A file where the blob folder should be: fails for any user, root included.
    const root = path.join(testApp.config.dataDir, 'blobs');
    await rm(root, { recursive: true, force: true });
    await writeFile(root, 'not a folder');
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'error',
      database: { status: 'ok' },
      blobs: { driver: 'local', status: 'error' },
    });
  });
});
