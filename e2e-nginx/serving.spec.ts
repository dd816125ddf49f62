/**
 * Every serving rule, checked on nginx with the configuration the build generated and on the demo
 * server (`npm start`, the e2e server), so the two cannot drift apart.
 */
import { test } from '@playwright/test';
import { startDemoServer, type DemoServer } from '../demo-api/server';
import type { RunningNginx } from '../scripts/nginx/nginx-process';
import { servingChecks } from './support/serving-checks';
import { servingSetup, type ServingSetup } from './support/serving-targets';

let setup: ServingSetup;
let nginx: RunningNginx;
let demo: DemoServer;

test.beforeAll(async () => {
  setup = await servingSetup();
  nginx = await setup.nginx();
  demo = await startDemoServer({ port: 0, staticDir: setup.overlay.root });
});

test.afterAll(async () => {
  await Promise.all([nginx?.stop(), demo?.close()]);
  await setup?.close();
});

for (const check of servingChecks) {
  test(`nginx: ${check.name}`, () => check.run(nginx.url, setup.facts));
  test(`demo server: ${check.name}`, () => check.run(demo.url, setup.facts));
}
