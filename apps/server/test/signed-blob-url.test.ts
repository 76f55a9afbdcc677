import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobUrlSigner } from '../src/platform/blobs/url-signer';
import { startTestApp, type TestApp } from './support/test-app';
import { TEST_SIGNING_SECRET } from './support/test-config';

const KEY = 'medical-photos/u1/unassigned/1700000000000-abc123.jpg';
const CONTENT = Buffer.from('0123456789abcdefghij');

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
  await testApp.platform.blobs.put(KEY, Readable.from([CONTENT]), { contentType: 'image/jpeg' });
});

afterAll(async () => {
  await testApp?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });

describe('signed links to local blobs', () => {
  it('serves the file to a valid link, with its type and a cache limited to the link life', async () => {
    const url = await testApp.platform.blobs.signedUrl(KEY, { expiresInSeconds: 600 });
    expect(url).toMatch(
      /^\/api\/v1\/blobs\/medical-photos\/u1\/unassigned\/.+\?expires=\d+&signature=/,
    );
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['content-length']).toBe(String(CONTENT.length));
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['cache-control']).toMatch(/^private, max-age=(59\d|600)$/);
    expect(response.rawPayload).toEqual(CONTENT);
  });

  it('answers byte ranges with 206 and Content-Range', async () => {
    const url = await testApp.platform.blobs.signedUrl(KEY, { expiresInSeconds: 600 });
    const middle = await get(url, { range: 'bytes=5-9' });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe('bytes 5-9/20');
    expect(middle.body).toBe('56789');
    const suffix = await get(url, { range: 'bytes=-3' });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.body).toBe('hij');
    const openEnded = await get(url, { range: 'bytes=18-' });
    expect(openEnded.headers['content-range']).toBe('bytes 18-19/20');
    expect(openEnded.body).toBe('ij');
    const beyond = await get(url, { range: 'bytes=20-30' });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */20');
  });

  it('refuses an expired link', async () => {
    const signedAnHourAgo = new BlobUrlSigner(
      TEST_SIGNING_SECRET,
      null,
      () => Date.now() - 3_600_000,
    );
    const response = await get(signedAnHourAgo.sign(KEY, 60));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'request.not_found',
      detail: 'This link has expired',
    });
  });

  it('refuses a link whose signature, expiry or key was changed', async () => {
    const url = await testApp.platform.blobs.signedUrl(KEY, { expiresInSeconds: 600 });
    const parsed = new URL(url, 'http://x');
    const signature = parsed.searchParams.get('signature')!;
    const expires = Number(parsed.searchParams.get('expires'));
    const tampered = [
      url.replace(`signature=${signature}`, `signature=${signature.slice(0, -2)}AA`),
      url.replace(`expires=${expires}`, `expires=${expires + 3600}`),
      url.replace('abc123.jpg', 'abc124.jpg'),
      url.replace(/&signature=.*/, ''),
    ];
    for (const candidate of tampered.slice(0, 3)) {
      const response = await get(candidate);
      expect(response.statusCode, candidate).toBe(404);
      expect(response.json()).toMatchObject({ detail: 'This link is not valid' });
    }
    const unsigned = await get(tampered[3]!);
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toMatchObject({ code: 'request.validation_failed' });
  });

  it('answers 404 for a validly signed link to a file that is gone', async () => {
    const key = 'drive-files/u1/deleted.pdf';
    const url = await testApp.platform.blobs.signedUrl(key, { expiresInSeconds: 600 });
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'request.not_found' });
  });
});
