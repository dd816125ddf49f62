/**
 * URL patterns for the demo handlers. The leading `*` matches any origin, so the same handlers
 * answer in vitest (jsdom origin), behind the Node server, and behind Vite's proxy.
 */
export const apiPath = (path: string): string => `*/api/${path}`;
export const authPath = (path: string): string => `*/auth${path}`;
export const demoPath = (path: string): string => `*/__demo/${path}`;
