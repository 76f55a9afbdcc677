import { createHmac } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BlobUrlSigner,
  loadOrCreateSigningSecret,
  SIGNED_LINK_MAX_LIFETIME_SECONDS,
} from '../src/platform/blobs/url-signer';
import { createTempDir, type TempDir } from './support/test-config';

let dataDir: TempDir;

beforeEach(async () => {
  dataDir = await createTempDir('signing');
});

afterEach(async () => {
  await dataDir.remove();
});

describe('blob link signing secret', () => {
  it('is generated once, readable by the owner only, and reused after a restart', async () => {
    const first = await loadOrCreateSigningSecret(null, dataDir.path);
    const file = path.join(dataDir.path, 'blob-signing.secret');
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readFile(file, 'utf8')).toBe(first);
    expect(await loadOrCreateSigningSecret(null, dataDir.path)).toBe(first);
  });

  it('is the same for nodes starting at the same time', async () => {
    const secrets = await Promise.all(
      Array.from({ length: 8 }, () => loadOrCreateSigningSecret(null, dataDir.path)),
    );
    expect(new Set(secrets).size).toBe(1);
    expect((await readdir(dataDir.path)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('comes from BLOB_SIGNING_SECRET when configured, without writing a file', async () => {
    const configured = 'configured-secret-0123456789abcdef-xyz';
    expect(await loadOrCreateSigningSecret(configured, dataDir.path)).toBe(configured);
    await expect(stat(path.join(dataDir.path, 'blob-signing.secret'))).rejects.toThrow();
  });
});

describe('BlobUrlSigner', () => {
  const now = 1_800_000_000_000;
  const signer = new BlobUrlSigner(
    'secret-0123456789abcdef-0123456789',
    'https://pd.example.org',
    () => now,
  );

  function partsOf(url: string) {
    const parsed = new URL(url);
    return {
      key: decodeURIComponent(parsed.pathname.replace('/api/v1/blobs/', '')),
      expires: Number(parsed.searchParams.get('expires')),
      signature: parsed.searchParams.get('signature') ?? '',
    };
  }

  it('makes absolute links under PUBLIC_URL that expire when asked', () => {
    const url = signer.sign('a/b.jpg', 300);
    expect(url.startsWith('https://pd.example.org/api/v1/blobs/a/b.jpg?expires=')).toBe(true);
    const { key, expires, signature } = partsOf(url);
    expect(expires).toBe(now / 1000 + 300);
    expect(signer.check(key, expires, signature)).toBe('valid');
  });

  it('tells expired links from forged ones', () => {
    const { key, expires, signature } = partsOf(signer.sign('a/b.jpg', 300));
    const later = new BlobUrlSigner(
      'secret-0123456789abcdef-0123456789',
      null,
      () => now + 301_000,
    );
    expect(later.check(key, expires, signature)).toBe('expired');
    expect(signer.check('a/c.jpg', expires, signature)).toBe('invalid');
    expect(signer.check(key, expires + 1, signature)).toBe('invalid');
    expect(signer.check(key, expires, `${signature}x`)).toBe('invalid');
    const otherSecret = new BlobUrlSigner('another-secret-0123456789abcdef-01', null, () => now);
    expect(otherSecret.check(key, expires, signature)).toBe('invalid');
  });

  it('refuses a correctly signed link that lives longer than 7 days', () => {
    const secret = 'secret-0123456789abcdef-0123456789';
    const year5138 = Math.floor(Date.UTC(5138, 0, 1) / 1000);
    const forged = createHmac('sha256', secret).update(`a/b.jpg\n${year5138}`).digest('base64url');
    expect(signer.check('a/b.jpg', year5138, forged)).toBe('invalid');
    const atLimit = now / 1000 + SIGNED_LINK_MAX_LIFETIME_SECONDS;
    const signedAtLimit = createHmac('sha256', secret)
      .update(`a/b.jpg\n${atLimit}`)
      .digest('base64url');
    expect(signer.check('a/b.jpg', atLimit, signedAtLimit)).toBe('valid');
    expect(signer.check('a/b.jpg', atLimit + 1, signedAtLimit)).toBe('invalid');
  });

  it('never signs a link for longer than 7 days', () => {
    const { expires } = partsOf(signer.sign('a/b.jpg', 10 * 365 * 24 * 60 * 60));
    expect(expires).toBe(now / 1000 + SIGNED_LINK_MAX_LIFETIME_SECONDS);
  });
});
