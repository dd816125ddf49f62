/**
 * Playwright: the production build served with the demo API on one origin (scripts/start.ts), in
 * Chromium on a desktop and a phone viewport. Debian's /usr/bin/chromium is used when present,
 * because `npx playwright install` cannot download browsers on the project's machines.
 */
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, systemChromium } from './scripts/lib/project';

const port = Number(process.env.E2E_PORT || 4180);
const baseURL = `http://127.0.0.1:${port}`;
const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: 0,
  workers: 2,
  reporter: isCI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: systemChromium, args: chromiumFlags },
  },
  projects: [
    {
      name: 'desktop',
      use: { browserName: 'chromium', viewport: { width: 1366, height: 900 } },
    },
    {
      name: 'phone',
      use: {
        browserName: 'chromium',
        userAgent: devices['Pixel 7'].userAgent,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    // Builds once, then serves dist/ and the demo API together (fresh demo data every run).
    command: 'node_modules/.bin/tsx scripts/start.ts',
    // A developer's DEMO_DATA_FILE must not leak state into the tests.
    env: { PORT: String(port), DEMO_DATA_FILE: '', DEMO_API_LOG: '' },
    url: `${baseURL}/`,
    reuseExistingServer: !isCI,
    timeout: 180_000,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
