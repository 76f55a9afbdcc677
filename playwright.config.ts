import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from './apps/web/e2e/support/chromium';

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

const chromiumLaunch = { executablePath: chromiumExecutablePath, args: chromiumArgs };

export default defineConfig({
  testDir: 'apps/web/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
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
        // Sign-ins typed in the browser all come from 127.0.0.1: room for the whole run's.
        AUTH_ATTEMPT_LIMIT: '20/60',
        STT_URL: `http://127.0.0.1:${sttPort}/v1/audio/transcriptions`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
