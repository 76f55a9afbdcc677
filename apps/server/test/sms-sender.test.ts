import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSmsSender } from '../src/platform/sms/sms-sender';
import { createTempDir, type TempDir } from './support/test-config';

let server: http.Server | undefined;
let dir: TempDir | undefined;

afterEach(async () => {
  if (server) await new Promise((resolve) => server?.close(resolve));
  server = undefined;
  await dir?.remove();
  dir = undefined;
});

interface Received {
  method: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

async function gateway(status: number): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ method: request.method ?? '', headers: request.headers, body });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`, received };
}

describe('SMS sending', () => {
  it('posts { to, text } as JSON with the bearer token to the configured gateway', async () => {
    const { url, received } = await gateway(202);
    const sender = createSmsSender({ transport: 'webhook', url, token: 'gateway-token' });
    await sender.send({ to: '+33612345678', text: 'PhotoDossier : votre code est 123456.' });
    expect(received).toHaveLength(1);
    expect(received[0]?.method).toBe('POST');
    expect(received[0]?.headers['content-type']).toBe('application/json');
    expect(received[0]?.headers.authorization).toBe('Bearer gateway-token');
    expect(JSON.parse(received[0]?.body ?? '')).toEqual({
      to: '+33612345678',
      text: 'PhotoDossier : votre code est 123456.',
    });
  });

  it('fails when the gateway refuses, so the caller knows the code was not sent', async () => {
    const { url } = await gateway(500);
    const sender = createSmsSender({ transport: 'webhook', url, token: null });
    await expect(sender.send({ to: '+33612345678', text: 'x' })).rejects.toThrow('500');
  });

  it('writes each SMS to the outbox when no gateway is configured', async () => {
    dir = await createTempDir('sms');
    const sender = createSmsSender({ transport: 'outbox', outboxDir: dir.path });
    await sender.send({ to: '+33612345678', text: 'code 654321' });
    const names = await readdir(dir.path);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^\d+-[0-9a-f]+\.sms\.json$/);
    const record = JSON.parse(await readFile(path.join(dir.path, names[0] ?? ''), 'utf8'));
    expect(record).toMatchObject({ to: '+33612345678', text: 'code 654321' });
  });
});
