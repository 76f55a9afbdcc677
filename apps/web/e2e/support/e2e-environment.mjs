// Where the E2E server of a run keeps its data: one folder per port, so parallel runs on other
// ports never meet, and the tests can read the server's outbox (mails, SMS) from it.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const e2ePort = Number(process.env.E2E_PORT ?? 4321);
export const e2eDataDir = process.env.E2E_DATA_DIR ?? join(tmpdir(), `photodossier-e2e-${e2ePort}`);
/** Accounts whose e-mail ends with this domain are made admins by the E2E server. */
export const e2eAdminDomain = '@admins.e2e.test';

/** The SMTP peer of a run (smtp-peer.mjs) and its control, far from the app ports. */
export function e2eSmtpPorts(port = e2ePort) {
  return {
    smtpPort: Number(process.env.E2E_SMTP_PORT ?? port + 30_000),
    controlPort: Number(process.env.E2E_SMTP_CONTROL_PORT ?? port + 40_000),
  };
}
