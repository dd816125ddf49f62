/** The generated template made runnable here, changing only what the image would. */
import { describe, expect, it } from 'vitest';
import { cspSourcesFromEnv } from '../../vite/csp-policy';
import { nginxServerConfig } from '../serving/nginx-config';
import {
  checkUpstream,
  concreteServerConfig,
  fillInUpstreams,
  mainConfig,
} from './concrete-config';

const template = nginxServerConfig({ sources: cspSourcesFromEnv({}) });
const upstreams = { API_UPSTREAM: 'http://127.0.0.1:8787', AUTH_UPSTREAM: 'http://127.0.0.1:9999' };

describe('concreteServerConfig', () => {
  it('fills in the upstreams, the address and the folder, and leaves the rest as built', () => {
    const config = concreteServerConfig({
      template,
      upstreams,
      listen: '127.0.0.1:41234',
      root: '/tmp/dist',
    });
    expect(config).toContain('proxy_pass http://127.0.0.1:8787;');
    expect(config).toContain('proxy_pass http://127.0.0.1:9999;');
    expect(config).toContain('    listen 127.0.0.1:41234;\n');
    expect(config).toContain('    root /tmp/dist;\n');
    expect(config).not.toMatch(/UPSTREAM\}|listen 80;|\/usr\/share\/nginx\/html/);
    const changed = config
      .split('\n')
      .filter((line, index) => line !== template.split('\n')[index]);
    expect(changed).toHaveLength(4);
  });

  it('replaces $NAME as well as ${NAME}, as the image does', () => {
    expect(fillInUpstreams('a $API_UPSTREAM b ${AUTH_UPSTREAM} $API_UPSTREAMS', upstreams)).toBe(
      'a http://127.0.0.1:8787 b http://127.0.0.1:9999 $API_UPSTREAMS',
    );
  });

  it('refuses an upstream with a path: nginx would then replace the /api/ prefix', () => {
    expect(checkUpstream('API_UPSTREAM', 'http://api:8787')).toBe('http://api:8787');
    for (const bad of ['http://api:8787/', 'http://api:8787/api', '/api', 'api:8787'])
      expect(() => checkUpstream('API_UPSTREAM', bad), bad).toThrow(/must be an origin/);
  });

  it('refuses a template without the line it must change', () => {
    expect(() =>
      concreteServerConfig({
        template: template.replace('listen 80;', 'listen 8080;'),
        upstreams,
        listen: '127.0.0.1:1',
        root: '/tmp/dist',
      }),
    ).toThrow(/expected the line "listen 80;" once, found 0/);
  });
});

describe('mainConfig', () => {
  it('keeps pid, logs and temporary files in the prefix, and names root only for root', () => {
    const asRoot = mainConfig({
      prefix: '/tmp/p',
      serverConfig: '/tmp/p/shop.conf',
      mimeTypes: '/etc/nginx/mime.types',
      runAsRoot: true,
    });
    expect(asRoot).toMatch(/^user root;/);
    for (const line of ['pid /tmp/p/nginx.pid;', 'proxy_temp_path /tmp/p/proxy;', 'daemon off;'])
      expect(asRoot).toContain(line);
    expect(
      mainConfig({ prefix: '/p', serverConfig: '/p/s', mimeTypes: '/m', runAsRoot: false }),
    ).not.toContain('user ');
  });
});
