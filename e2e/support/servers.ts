/**
 * The test servers of playwright.config.ts: the shop with the demo API, and a second one on the
 * same build whose access tokens live only a few seconds (DEMO_ACCESS_TOKEN_SECONDS).
 */
export const E2E_PORT = Number(process.env.E2E_PORT || 4180);
export const SHORT_TOKEN_PORT = Number(process.env.E2E_SHORT_TOKEN_PORT || E2E_PORT + 1);
export const SHORT_TOKEN_SECONDS = 3;
export const SHORT_TOKEN_ORIGIN = `http://127.0.0.1:${SHORT_TOKEN_PORT}`;
