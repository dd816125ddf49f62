/**
 * The generated nginx template as text. That nginx answers by it is shown on a real nginx by
 * `npm run test:nginx` (e2e-nginx/); these checks need none.
 */
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, cspSourcesFromEnv, securityHeaders } from '../../vite/csp-policy';
import { CACHE_RULES, servingRuleIds } from '../../vite/serving-rules';
import { nginxServerConfig, NGINX_LISTEN_LINE, NGINX_ROOT } from './nginx-config';

const sources = cspSourcesFromEnv({
  VITE_API_URL: 'https://api.shop.example/v1',
  VITE_SENTRY_DSN: 'https://key@o12.ingest.sentry.io/34',
});
const config = nginxServerConfig({ sources });

describe('the nginx template', () => {
  it("leaves nothing but the two upstreams to the image's envsubst step", () => {
    expect(config.match(/\$\{\w+\}/g)?.sort()).toEqual(['${API_UPSTREAM}', '${AUTH_UPSTREAM}']);
    // The step replaces $NAME too, for any variable set in the container: nginx's own are lower case.
    const upperCase = config.match(/\$[A-Z]\w*/g) ?? [];
    expect(upperCase).toEqual([]);
  });

  it('is written for the official image: port 80, its html folder', () => {
    expect(config).toContain(`    ${NGINX_LISTEN_LINE}\n`);
    expect(config).toContain(`    root ${NGINX_ROOT};\n`);
  });

  it("sends this build's policy, with upgrade-insecure-requests over https only", () => {
    const overHttp = contentSecurityPolicy(sources, { target: 'header', https: false });
    const overHttps = contentSecurityPolicy(sources, { target: 'header', https: true });
    expect(config).toContain(`    default "${overHttp}";\n`);
    expect(config).toContain(`    "~^https" "${overHttps}";\n`);
    expect(overHttp).toContain('https://o12.ingest.sentry.io');
    for (const [name, value] of Object.entries(securityHeaders(sources, false))) {
      if (name === 'Content-Security-Policy') continue;
      expect(config).toContain(`"${value}"`);
    }
  });

  it('writes the cache rules in the order of the rule table', () => {
    const positions = CACHE_RULES.map(({ rule }) => config.indexOf(`; # ${rule}`));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('keeps the proxied paths away from the file locations', () => {
    expect(config).toContain('location ^~ /api/ {\n        proxy_pass ${API_UPSTREAM};');
    expect(config).toContain('location ^~ /auth/ {\n        proxy_pass ${AUTH_UPSTREAM};');
  });

  it('leaves out each rule on request, for the tests that show it is needed', () => {
    for (const rule of servingRuleIds) {
      const without = nginxServerConfig({ sources, omit: [rule] });
      expect(without, rule).not.toBe(config);
      expect(without).toContain(`# WITHOUT ${rule}`);
    }
  });
});
