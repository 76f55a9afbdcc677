import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from './apps/web/e2e/support/chromium';
import { e2eSmtpPorts } from './apps/web/e2e/support/e2e-environment.mjs';

const port = Number(process.env.E2E_PORT ?? 4321);
const baseURL = `http://127.0.0.1:${port}`;

// A local OpenID provider stands in for Google (support/oidc-provider.mjs); far from the app
// ports so parallel runs on neighbouring E2E_PORTs never collide.
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 10_000);
const googleClient = {
  GOOGLE_CLIENT_ID: 'photodossier-e2e',
  GOOGLE_CLIENT_SECRET: 'photodossier-e2e-client-secret',
};

// The speech-to-text stand-in of beta-features.spec listens here; no other spec transcribes.
const sttPort = Number(process.env.E2E_STT_PORT ?? port + 20_000);

// Every mail of the run goes over SMTP to a real peer (support/smtp-peer.mjs), which files it
// where the tests read the outbox; its control port lets a test take it down and back up.
const { smtpPort, controlPort: smtpControlPort } = e2eSmtpPorts(port);

// email-transfer takes the SMTP peer down, which every spec that sends mail relies on; the
// Lighthouse specs time the pages, which a second browser at work would slow down.
const specsThatRunAlone = [
  '**/email-transfer.spec.ts',
  '**/lighthouse.spec.ts',
  '**/first-load.spec.ts',
];
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

const chromiumLaunch = { executablePath: chromiumExecutablePath, args: chromiumArgs };

export default defineConfig({
  testDir: 'apps/web/e2e',
  fullyParallel: false,
  // Two browsers at a time (decision 0079): most of a test's time is spent waiting on the server,
  // ffmpeg or a worker; the specs that change what every test shares run alone, after the rest.
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // A hang detector, not a speed budget (decision 0082): CI machines run this suite two to three
  // times slower than a quiet one, from run to run; speed is measured in bench/.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // Recording a trace doubles the time of every test, and a run on CI keeps only its printed
    // output: a failure's message and call log are printed, and `--trace on` records it locally.
    trace: 'off',
    launchOptions: chromiumLaunch,
    // A fresh context installs the service worker, which precaches the whole app in the
    // background of every test; only the specs about the installed app let it run.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: specsThatRunAlone,
      use: desktop,
    },
    {
      name: 'desktop-alone',
      testMatch: specsThatRunAlone,
      dependencies: ['desktop'],
      workers: 1,
      use: desktop,
    },
  ],
  // The real server, on the production web build, on a fresh data directory each run.
  webServer: [
    {
      command: `node apps/web/e2e/support/oidc-provider.mjs`,
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      env: { E2E_PORT: String(port), E2E_OIDC_PORT: String(oidcPort), ...googleClient },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node apps/web/e2e/support/smtp-peer.mjs`,
      url: `http://127.0.0.1:${smtpControlPort}/health`,
      env: {
        E2E_PORT: String(port),
        E2E_SMTP_PORT: String(smtpPort),
        E2E_SMTP_CONTROL_PORT: String(smtpControlPort),
      },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node apps/web/e2e/support/start-server.mjs`,
      url: `${baseURL}/api/health`,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        ...googleClient,
        GOOGLE_DISCOVERY_URL: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
        // Tests are all 127.0.0.1; trusting X-Forwarded-For from loopback lets a test that
        // exhausts the sign-in limit do it under its own client address (auth-rate-limit spec).
        TRUST_PROXY: 'loopback',
        // Sign-ins typed in the browser each come from their test's own address (support/fixtures).
        AUTH_ATTEMPT_LIMIT: '20/60',
        STT_URL: `http://127.0.0.1:${sttPort}/v1/audio/transcriptions`,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // The spec's 2 s and 4 s between attempts are the default (server tests check them);
        // a dead peer here costs the run a fraction of that.
        EMAIL_RETRY_DELAYS_MS: '200,400',
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
