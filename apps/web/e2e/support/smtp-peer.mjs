// A real SMTP peer on 127.0.0.1 for the E2E server (issue 17): every mail of the run (sign-up
// links, codes, photos sent by e-mail) reaches it over SMTP, and it files each message as the
// server's outbox would (<epoch-ms>-<random>.eml under the run's data folder), so the tests
// that read the outbox read what really crossed the wire.
//
// A small HTTP control lets a test take the peer down and bring it back:
//   GET  /health   200 while the control answers (Playwright waits on it)
//   POST /down     stops listening for SMTP: connections are refused, as with a dead server
//   POST /up       listens again
//
// playwright.config.ts starts it with E2E_PORT (the run's data folder), E2E_SMTP_PORT and
// E2E_SMTP_CONTROL_PORT, and points the app server's SMTP_URL at E2E_SMTP_PORT.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { e2eDataDir } from './e2e-environment.mjs';

function requiredPort(name) {
  const value = Number(process.env[name]);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`smtp-peer.mjs needs ${name}`);
  return value;
}

const smtpPort = requiredPort('E2E_SMTP_PORT');
const controlPort = requiredPort('E2E_SMTP_CONTROL_PORT');
const outboxDir = join(e2eDataDir, 'outbox');

async function file(message) {
  await mkdir(outboxDir, { recursive: true });
  const name = `${Date.now()}-${randomBytes(6).toString('hex')}.eml`;
  const temp = join(outboxDir, `.${name}.tmp`);
  await writeFile(temp, message, { mode: 0o600 });
  await rename(temp, join(outboxDir, name));
}

function newSmtpServer() {
  return new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: nodemailer would otherwise upgrade to a self-signed certificate.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 50 * 1024 * 1024,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        file(Buffer.concat(chunks)).then(() => callback(), callback);
      });
    },
  });
}

let smtp = null;

function up() {
  if (smtp) return Promise.resolve();
  const server = newSmtpServer();
  smtp = server;
  return new Promise((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(smtpPort, '127.0.0.1', resolve);
  });
}

function down() {
  const server = smtp;
  smtp = null;
  if (!server) return Promise.resolve();
  return new Promise((resolve) => server.close(resolve));
}

const control = createServer((request, response) => {
  const route = `${request.method} ${request.url}`;
  const action =
    route === 'POST /down'
      ? down
      : route === 'POST /up'
        ? up
        : route === 'GET /health'
          ? null
          : undefined;
  if (action === undefined) {
    response.writeHead(404).end();
    return;
  }
  Promise.resolve(action?.()).then(
    () => response.writeHead(route === 'GET /health' ? 200 : 204).end(),
    (error) => response.writeHead(500).end(String(error)),
  );
});

await up();
control.listen(controlPort, '127.0.0.1');

const stop = () => {
  control.close();
  void down().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
