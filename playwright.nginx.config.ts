/**
 * `npm run test:nginx`: the generated nginx configuration on a real nginx (e2e-nginx/). Needs a
 * build (dist/, or SHOP_DIST_DIR) and nginx (apt-get install -y --no-install-recommends nginx).
 *
 * - desktop, phone: a shopper's journey on the shop behind nginx (scripts/nginx/serve.ts);
 * - http: every serving rule on nginx and on the demo server, and each rule shown to be needed.
 */
import { defineConfig, devices } from '@playwright/test';
import { freePort } from './scripts/nginx/free-port';
import { chromiumFlags, testChromium } from './scripts/lib/project';

// Chosen once, in the runner: its workers inherit the environment and so read the same port.
process.env.NGINX_E2E_PORT ||= String(await freePort());
const baseURL = `http://127.0.0.1:${process.env.NGINX_E2E_PORT}`;
const isCI = Boolean(process.env.CI);
const journey = /journey\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e-nginx',
  // Not test-results/ itself: Playwright empties its output folder, which e2e runs use.
  outputDir: 'test-results/nginx',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: 0,
  workers: 2,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: testChromium, args: chromiumFlags },
  },
  projects: [
    {
      name: 'desktop',
      testMatch: journey,
      use: { browserName: 'chromium', viewport: { width: 1366, height: 900 } },
    },
    {
      name: 'phone',
      testMatch: journey,
      use: {
        browserName: 'chromium',
        userAgent: devices['Pixel 7'].userAgent,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      },
    },
    { name: 'http', testIgnore: journey },
  ],
  webServer: {
    command: 'node_modules/.bin/tsx scripts/nginx/serve.ts',
    // Fresh demo data, whatever a developer's env files say; the request limits raised, as every
    // browser of the suite comes from one address (playwright.config.ts).
    env: {
      PORT: process.env.NGINX_E2E_PORT,
      DEMO_DATA_FILE: '',
      DEMO_API_LOG: '',
      DEMO_REQUEST_LIMIT_FACTOR: '100',
    },
    url: `${baseURL}/nl`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
