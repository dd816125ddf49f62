/**
 * Each rule of the generated nginx configuration is needed: written without it (the same writer,
 * `omit`), on a real nginx, that rule's check fails. The build's template is the writer's output
 * with nothing left out, so these are changes of exactly what ships.
 */
import { expect, test } from '@playwright/test';
import { nginxServerConfig } from '../scripts/serving/nginx-config';
import { servingRuleIds } from '../vite/serving-rules';
import { servingChecks } from './support/serving-checks';
import { servingSetup, type ServingSetup } from './support/serving-targets';

let setup: ServingSetup;

test.beforeAll(async () => {
  setup = await servingSetup();
});

test.afterAll(async () => {
  await setup?.close();
});

test("the build's template is the whole configuration the writer makes", () => {
  expect(setup.template).toBe(nginxServerConfig({ sources: setup.sources }));
});

for (const rule of servingRuleIds) {
  test(`without ${rule}, its check fails`, async () => {
    const checks = servingChecks.filter((check) => check.rule === rule);
    expect(checks.length, `a check for ${rule}`).toBeGreaterThan(0);
    const nginx = await setup.nginx(nginxServerConfig({ sources: setup.sources, omit: [rule] }));
    try {
      for (const check of checks) {
        const failure = await check.run(nginx.url, setup.facts).then(
          () => undefined,
          (error: unknown) => error,
        );
        expect(failure, `"${check.name}" passed without ${rule}`).toBeInstanceOf(Error);
      }
    } finally {
      await nginx.stop();
    }
  });
}
