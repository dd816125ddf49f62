/**
 * Turns the generated template (dist/.vite/nginx/default.conf.template) into a configuration
 * this machine's nginx can run: the upstreams filled in the way the official image does it at
 * container start, and the image's two host-specific lines (`listen 80;`, the root folder)
 * replaced. Everything else stays as the build wrote it: the tests run what ships.
 */
import { PROXIED_PATHS, type UpstreamName } from '../../vite/serving-rules';
import { NGINX_LISTEN_LINE, NGINX_ROOT } from '../serving/nginx-config';

export type Upstreams = Record<UpstreamName, string>;

export interface ConcreteConfigOptions {
  template: string;
  upstreams: Upstreams;
  /** host:port, e.g. 127.0.0.1:41234 */
  listen: string;
  /** The built shop (dist/). */
  root: string;
}

/** An upstream is an origin: nginx would replace the location's prefix with any path in it. */
export function checkUpstream(name: string, value: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== value)
    throw new Error(`${name} must be an origin such as http://127.0.0.1:8787, not "${value}"`);
  return value;
}

/**
 * The official image's step (docker-entrypoint.d/20-envsubst-on-templates.sh) replaces `$NAME` and
 * `${NAME}` of the variables it is given; so does this, for the upstreams only.
 */
export function fillInUpstreams(template: string, upstreams: Upstreams): string {
  let text = template;
  for (const { upstream } of PROXIED_PATHS) {
    const value = checkUpstream(upstream, upstreams[upstream]);
    text = text.replace(new RegExp(`\\$(\\{${upstream}\\}|${upstream}\\b)`, 'g'), value);
  }
  return text;
}

/** Replaces the one line that reads `line` (indentation aside). */
function replaceOnce(text: string, line: string, replacement: string): string {
  const lines = text.split('\n');
  const found = lines.filter((candidate) => candidate.trim() === line).length;
  if (found !== 1)
    throw new Error(`nginx template: expected the line "${line}" once, found ${found}`);
  return lines
    .map((candidate) =>
      candidate.trim() === line ? candidate.replace(line, replacement) : candidate,
    )
    .join('\n');
}

export function concreteServerConfig({
  template,
  upstreams,
  listen,
  root,
}: ConcreteConfigOptions): string {
  const filled = fillInUpstreams(template, upstreams);
  if (/["\s;]/.test(root)) throw new Error(`nginx: the root folder "${root}" needs quoting`);
  return replaceOnce(
    replaceOnce(filled, NGINX_LISTEN_LINE, `listen ${listen};`),
    `root ${NGINX_ROOT};`,
    `root ${root};`,
  );
}

export interface MainConfigOptions {
  /** nginx's prefix (-p): pid, logs and temporary files go here. */
  prefix: string;
  /** The server block file to include. */
  serverConfig: string;
  /** The mime.types that came with this nginx. */
  mimeTypes: string;
  /** nginx started by root would hand its workers to `nobody`, who cannot enter the prefix. */
  runAsRoot: boolean;
}

/** nginx.conf around the server block, as the image's own nginx.conf includes conf.d/*.conf. */
export function mainConfig({ prefix, serverConfig, mimeTypes, runAsRoot }: MainConfigOptions) {
  const at = (name: string) => `${prefix}/${name}`;
  return [
    ...(runAsRoot ? ['user root;'] : []),
    'worker_processes 1;',
    'daemon off;',
    `pid ${at('nginx.pid')};`,
    `error_log ${at('error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    `    include ${mimeTypes};`,
    '    default_type application/octet-stream;',
    `    access_log ${at('access.log')};`,
    `    client_body_temp_path ${at('client_body')};`,
    `    proxy_temp_path ${at('proxy')};`,
    `    fastcgi_temp_path ${at('fastcgi')};`,
    `    uwsgi_temp_path ${at('uwsgi')};`,
    `    scgi_temp_path ${at('scgi')};`,
    `    include ${serverConfig};`,
    '}',
    '',
  ].join('\n');
}
