import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../src/platform/logging/logger';

function capturingLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString('utf8'));
      callback();
    },
  });
  return { logger: createLogger('info', destination), text: () => lines.join('') };
}

describe('logger redaction', () => {
  it('never writes secrets that reach a log call', () => {
    const { logger, text } = capturingLogger();
    logger.info(
      {
        password: 'pw-1',
        user: { password: 'pw-2' },
        s3: { secretAccessKey: 'sk-3' },
        config: { blobSigningSecret: 'bs-4', connectionString: 'postgres://u:pw-5@db/x' },
        env: { DATABASE_URL: 'postgres://u:pw-6@db/x', SMTP_PASSWORD: 'pw-7' },
        req: { headers: { authorization: 'Bearer tok-8', cookie: 'sid=tok-9' } },
        kept: 'visible-value',
      },
      'something happened',
    );
    const output = text();
    expect(output).toContain('visible-value');
    for (const secret of [
      'pw-1',
      'pw-2',
      'sk-3',
      'bs-4',
      'pw-5',
      'pw-6',
      'pw-7',
      'tok-8',
      'tok-9',
    ]) {
      expect(output).not.toContain(secret);
    }
  });

  it('keeps signed link signatures out of request logs', () => {
    const { logger, text } = capturingLogger();
    logger.info(
      {
        req: { method: 'GET', url: '/api/v1/blobs/a/b.jpg?expires=99&signature=SIG-abc', id: '1' },
      },
      'incoming request',
    );
    expect(text()).toContain('/api/v1/blobs/a/b.jpg?expires=99&signature=***');
    expect(text()).not.toContain('SIG-abc');
  });

  it('keeps public link tokens and passwords sent in an address out of request logs', () => {
    const { logger, text } = capturingLogger();
    const urls = [
      '/api/v1/shared/TOKEN-share-1',
      '/api/v1/portal/TOKEN-portal-2/consents/c1/document.pdf',
      '/shared/TOKEN-page-3?from=mail',
      '/drive-shared/TOKEN-drive-4',
      '/patient-portal/TOKEN-portal-5',
      '/auth?email=c%40cabinet.fr&password=PASSWORD-6',
    ];
    for (const url of urls)
      logger.info({ req: { method: 'GET', url, id: '1' } }, 'incoming request');
    expect(text()).not.toMatch(/TOKEN-|PASSWORD-/);
    expect(text()).toContain('/api/v1/portal/***/consents/c1/document.pdf');
    expect(text()).toContain('/shared/***?from=mail');
    expect(text()).toContain('/auth?email=c%40cabinet.fr&password=***');
    // Routes without a token keep their address whole.
    logger.info({ req: { method: 'GET', url: '/api/v1/portal-invites/i1/revoke', id: '2' } }, 'x');
    expect(text()).toContain('/api/v1/portal-invites/i1/revoke');
  });
});
