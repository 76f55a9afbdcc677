import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES } from '../src/platform/http/compression';
import { DOCS_PREFIX } from '../src/platform/http/openapi';
import { startTestApp, type TestApp } from './support/test-app';

describe('compressed answers', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const get = (url: string, encoding: string) =>
    testApp.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

  it('compresses a JSON answer above the threshold, brotli first, else gzip', async () => {
    const url = `${DOCS_PREFIX}/json`;
    const plain = await get(url, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_MIN_BYTES);

    const br = await get(url, 'gzip, deflate, br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await get(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('sends small answers as they are', async () => {
    const health = await get('/api/health', 'gzip, deflate, br');
    expect(health.statusCode).toBe(200);
    expect(health.body.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body)).toMatchObject({ status: 'ok' });
  });
});
