/**
 * Playwright: the production build served with the demo API on one origin (scripts/start.ts), in
 * Chromium on a desktop and a phone viewport. Debian's chromium-headless-shell (or chromium) is
 * used when present, because `npx playwright install` cannot download browsers on the project's
 * machines.
 */
import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT, SHORT_TOKEN_PORT, SHORT_TOKEN_SECONDS } from './e2e/support/servers';
import { chromiumFlags, testChromium } from './scripts/lib/project';

const port = E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;
const isCI = Boolean(process.env.CI);
/**
 * The demo API's request limits (sign-ups, sessions, guest orders per client) are for shoppers;
 * every browser of this suite comes from one address, so they are raised for it. Their own tests
 * run at the real figures (demo-api/throttle/request-limits.test.ts).
 */
const demoEnv = { DEMO_DATA_FILE: '', DEMO_API_LOG: '', DEMO_REQUEST_LIMIT_FACTOR: '100' };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: isCI,
  // On CI a failed test runs once more: the list report names it "flaky" (to be looked into), and
  // only a test that fails twice fails the run. Two browsers, the build and the demo API share
  // two cores there, and 680 journeys meet an occasional timing of their own making.
  retries: isCI ? 1 : 0,
  workers: 2,
  reporter: isCI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    // CI keeps only the list report and failure screenshots: recording a trace of every test
    // costs about a tenth of the suite's time there.
    trace: isCI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: testChromium, args: chromiumFlags },
  },
  projects: [
    {
      name: 'desktop',
      // A phone with its font size doubled is a phone's matter (e2e/large-text.spec.ts).
      testIgnore: ['large-text.spec.ts'],
      use: { browserName: 'chromium', viewport: { width: 1366, height: 900 } },
    },
    {
      name: 'phone',
      // What a page tells search engines and the browser about itself does not depend on the screen.
      testIgnore: ['seo.spec.ts', 'app-manifest.spec.ts'],
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
  // Playwright starts these one after the other, so the second reuses the first one's build.
  webServer: [
    {
      // Builds once, then serves dist/ and the demo API together (fresh demo data every run).
      command: 'node_modules/.bin/tsx scripts/start.ts',
      // A developer's DEMO_DATA_FILE must not leak state into the tests.
      env: { PORT: String(port), ...demoEnv },
      url: `${baseURL}/`,
      reuseExistingServer: !isCI,
      timeout: 180_000,
      stdout: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      // The same build, with access tokens that expire within a journey (e2e/session.spec.ts).
      command: 'node_modules/.bin/tsx scripts/start.ts --no-build',
      env: {
        PORT: String(SHORT_TOKEN_PORT),
        ...demoEnv,
        DEMO_ACCESS_TOKEN_SECONDS: String(SHORT_TOKEN_SECONDS),
      },
      url: `http://127.0.0.1:${SHORT_TOKEN_PORT}/`,
      reuseExistingServer: !isCI,
      timeout: 60_000,
      stdout: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
