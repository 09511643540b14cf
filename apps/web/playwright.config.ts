import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium (npx playwright install cannot download here); CHROMIUM_PATH overrides.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://localhost:${port}`;
/** Enables the operators' set-plan route on the e2e server (issue 21: plans change without payment). */
export const ADMIN_TOKEN = 'e2e-admin-token-courant';

// One fresh embedded database per run, shared by the workers (the config is evaluated in each of them).
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'courant-e2e-'));

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    // The built app installs a service worker (issue 20); the specs that test it allow it
    // (offline-app.spec.ts). Elsewhere each test would fetch the whole shell once more, on a
    // shared machine; E2E_SERVICE_WORKERS=allow runs every spec under it.
    serviceWorkers: process.env.E2E_SERVICE_WORKERS === 'allow' ? 'allow' : 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'npm run start -w @courant/server',
    cwd: '../..',
    url: `${baseURL}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      APP_URL: baseURL,
      // Always the embedded database in a temporary directory: e2e runs never touch a shared database.
      DATABASE_URL: '',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // Every spec registers its own account from this one IP: far more than a real office in an hour.
      REGISTER_LIMIT_PER_IP: '100000',
      REGISTER_LIMIT_GLOBAL: '100000',
      ADMIN_TOKEN,
    },
  },
});
