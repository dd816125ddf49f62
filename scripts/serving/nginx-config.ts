/**
 * The nginx configuration of the shop: a whole `server {}` block (and the `map`s it needs, which
 * nginx reads in the same `http {}` context) written from the rule table of vite/serving-rules.ts
 * and the build's Content-Security-Policy.
 *
 * It is a template for the official nginx image: ${API_UPSTREAM} and ${AUTH_UPSTREAM} are left
 * for the image's start-up step (/etc/nginx/templates/*.template → /etc/nginx/conf.d/), so one
 * build runs against any backend. Every other `$` in it is an nginx variable, lower case, which
 * that step leaves alone.
 *
 * Ours, not a library's: no generator writes nginx's configuration and the static hosts' files
 * from one rule table that the demo server answers by too; this file only prints that table.
 */
import { securityHeaders, type CspSources } from '../../vite/csp-policy';
import {
  BUILD_METADATA_PREFIX,
  APP_PAGES_REGEX,
  CACHE_RULES,
  DEFAULT_CACHE_CONTROL,
  PRERENDERED_INDEX,
  PRIVATE_PAGES_REGEX,
  PRIVATE_ROBOTS_TAG,
  PROXIED_PATHS,
  SOURCE_MAP_SUFFIX,
  SPA_INDEX,
  STATIC_HOST_FILES,
  WEB_MANIFEST,
  type CacheMatch,
  type ServingRuleId,
  type UpstreamName,
} from '../../vite/serving-rules';

/** Where the build writes the template, in dist/ (under .vite/, which is never served). */
export const NGINX_TEMPLATE_FILE = '.vite/nginx/default.conf.template';
/** The lines a host-specific copy changes (scripts/nginx/concrete-config.ts): the image's. */
export const NGINX_LISTEN_LINE = 'listen 80;';
export const NGINX_ROOT = '/usr/share/nginx/html';
/** The placeholders the image's envsubst step fills in, one per proxied path. */
export const upstreamPlaceholder = (name: UpstreamName): string => `\${${name}}`;

export interface NginxConfigOptions {
  /** The build's extra policy origins (dist/.vite/csp.json). */
  sources: CspSources;
  /** Rules left out: only for the tests that show each rule is needed. */
  omit?: readonly ServingRuleId[];
}

/** Security headers every file answer carries; the others go on html answers only. */
const EVERY_ANSWER_HEADERS = new Set(['X-Content-Type-Options']);

/** A value in double quotes: no variable, no escape (nginx would read `$` and `\\` itself). */
function quoted(value: string): string {
  if (/["\\$]/.test(value)) throw new Error(`nginx config: cannot quote ${value}`);
  return `"${value}"`;
}

/** A regular expression in double quotes (nginx expands no variables in one). */
function quotedRegex(regex: string): string {
  if (regex.includes('"')) throw new Error(`nginx config: cannot quote ${regex}`);
  return `"${regex}"`;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The nginx variable that holds a header's value for html answers and is empty otherwise. */
const headerVariable = (name: string) => `$shop_header_${name.toLowerCase().replace(/-/g, '_')}`;

/** The cache map's key is "<content type>|<uri>": the uri after try_files picked the file. */
function cacheKeyRegex(match: CacheMatch): string {
  if ('html' in match) return '~^text/html';
  if ('pathPrefix' in match) return `~^[^|]*\\|${escapeRegex(match.pathPrefix)}`;
  return `~^[^|]*\\|${escapeRegex(match.path)}$`;
}

export function nginxServerConfig({ sources, omit = [] }: NginxConfigOptions): string {
  const has = (rule: ServingRuleId) => !omit.includes(rule);
  const overHttp = securityHeaders(sources, false);
  const overHttps = securityHeaders(sources, true);
  const htmlHeaders = Object.keys(overHttp).filter((name) => !EVERY_ANSWER_HEADERS.has(name));

  const maps: string[] = [
    '# The scheme the shopper used, also behind a proxy that ends TLS and says so.',
    'map $http_x_forwarded_proto $shop_scheme {',
    '    default $http_x_forwarded_proto;',
    '    "" $scheme;',
    '}',
    '',
    '# Cache-Control by what is answered; the first line that matches wins.',
    'map "$sent_http_content_type|$uri" $shop_cache_control {',
    ...CACHE_RULES.filter(({ rule }) => has(rule)).map(
      ({ rule, match, value }) =>
        `    ${quotedRegex(cacheKeyRegex(match))} ${quoted(value)}; # ${rule}`,
    ),
    `    default ${quoted(DEFAULT_CACHE_CONTROL)};`,
    '}',
  ];
  if (has('security-headers')) {
    const csp = 'Content-Security-Policy';
    maps.push(
      '',
      '# security-headers: on html answers; upgrade-insecure-requests only over https.',
      'map $shop_scheme $shop_csp {',
      `    default ${quoted(overHttp[csp] ?? '')};`,
      `    "~^https" ${quoted(overHttps[csp] ?? '')};`,
      '}',
      ...htmlHeaders.flatMap((name) => [
        `map $sent_http_content_type ${headerVariable(name)} {`,
        `    "~^text/html" ${name === csp ? '$shop_csp' : quoted(overHttp[name] ?? '')};`,
        '    default "";',
        '}',
      ]),
    );
  }

  // add_header in a location hides every add_header of the server block, so each location that
  // answers with a file carries the whole set (an empty value sends no header).
  const fileHeaders = [
    'add_header Cache-Control $shop_cache_control;',
    ...(has('security-headers')
      ? [
          ...[...EVERY_ANSWER_HEADERS].map(
            (name) => `add_header ${name} ${quoted(overHttp[name] ?? '')} always;`,
          ),
          ...htmlHeaders.map((name) => `add_header ${name} ${headerVariable(name)} always;`),
        ]
      : []),
  ];
  const indent = (lines: string[], depth: number) =>
    lines.map((line) => (line ? `${'    '.repeat(depth)}${line}` : line));
  const location = (head: string, body: string[]) => [
    ...indent([`location ${head} {`], 1),
    ...indent(body, 2),
    ...indent(['}'], 1),
  ];

  const prerendered = has('prerendered-pages') ? [`$uri/${PRERENDERED_INDEX}`] : [];
  const server: string[] = [
    'server {',
    `    ${NGINX_LISTEN_LINE}`,
    '    server_name _;',
    `    root ${NGINX_ROOT};`,
  ];
  if (has('compression'))
    server.push(
      '',
      '    # compression',
      '    gzip on;',
      '    gzip_vary on;',
      '    gzip_min_length 1024;',
      '    gzip_types text/css text/javascript application/javascript application/json',
      '               application/manifest+json application/xml image/svg+xml text/plain;',
    );
  if (has('hide-build-metadata'))
    server.push(
      '',
      '    # hide-build-metadata',
      ...location(`^~ ${BUILD_METADATA_PREFIX}`, ['return 404;']),
      ...STATIC_HOST_FILES.flatMap((file) => location(`= ${file}`, ['return 404;'])),
    );
  for (const { prefix, upstream } of PROXIED_PATHS) {
    const rule: ServingRuleId = upstream === 'API_UPSTREAM' ? 'proxy-api' : 'proxy-auth';
    if (!has(rule)) continue;
    server.push(
      '',
      `    # ${rule}: the path is passed on as it is; ^~ keeps the file locations below out.`,
      ...location(`^~ ${prefix}`, [
        `proxy_pass ${upstreamPlaceholder(upstream)};`,
        'proxy_http_version 1.1;',
        'proxy_ssl_server_name on;',
        'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
        'proxy_set_header X-Forwarded-Proto $shop_scheme;',
      ]),
    );
  }
  if (has('hide-source-maps'))
    server.push(
      '',
      '    # hide-source-maps (regular expressions are tried in order: before the files)',
      ...location(`~ ${quotedRegex(`${escapeRegex(SOURCE_MAP_SUFFIX)}$`)}`, ['return 404;']),
    );
  if (has('manifest-type'))
    server.push(
      '',
      "    # manifest-type: nginx's mime.types has no webmanifest (application/octet-stream).",
      ...location(`~ ${quotedRegex(`${escapeRegex(WEB_MANIFEST.suffix)}$`)}`, [
        'types { }',
        `default_type ${WEB_MANIFEST.type};`,
        'try_files $uri =404;',
        ...fileHeaders,
      ]),
    );
  if (has('missing-file-404'))
    server.push(
      '',
      '    # missing-file-404: a path with an extension names a file; missing, it is a 404.',
      ...location(`~ ${quotedRegex('\\.[^/.]+$')}`, [
        `try_files ${['$uri', ...prerendered].join(' ')} =404;`,
        ...fileHeaders,
      ]),
    );
  if (has('spa-fallback'))
    server.push(
      '',
      "    # spa-fallback: the app's own pages have no file; index.html is served here (not an",
      '    # internal redirect), so the headers of this location go with it.',
      ...location(`~ ${quotedRegex(PRIVATE_PAGES_REGEX)}`, [
        `try_files ${SPA_INDEX} =404;`,
        ...(has('private-noindex')
          ? [
              '# private-noindex',
              `add_header ${PRIVATE_ROBOTS_TAG.name} ${quoted(PRIVATE_ROBOTS_TAG.value)} always;`,
            ]
          : []),
        ...fileHeaders,
      ]),
      ...location(`~ ${quotedRegex(APP_PAGES_REGEX)}`, [
        `try_files ${SPA_INDEX} =404;`,
        ...fileHeaders,
      ]),
    );
  if (has('not-found-404'))
    server.push(
      '',
      '    # not-found-404: the body of a 404 page answer; its status stays 404, and it is',
      '    # revalidated like every html answer (add_header without always skips a 404).',
      ...location(`= ${SPA_INDEX}`, [
        ...fileHeaders.map((line) =>
          line.startsWith('add_header Cache-Control ') ? line.replace(/;$/, ' always;') : line,
        ),
      ]),
    );
  server.push(
    '',
    '    # prerendered-pages; any other page path is none of the shop (not-found-404).',
    ...location('/', [
      `try_files ${['$uri', ...prerendered].join(' ')} ${has('not-found-404') ? '=404' : SPA_INDEX};`,
      ...(has('not-found-404') ? [`error_page 404 ${SPA_INDEX};`] : []),
      ...fileHeaders,
    ]),
    '}',
  );

  return [
    "# The shop's nginx server block, written by `npm run build` (scripts/serving/nginx-config.ts)",
    '# from vite/serving-rules.ts and the Content-Security-Policy of this build: change those, not',
    '# this file. A template for the official nginx image (docs/deployment.md): at container start',
    '# API_UPSTREAM and AUTH_UPSTREAM (origins, no path: http://api:8787) are filled in.',
    ...(omit.length ? [`# WITHOUT ${omit.join(', ')}: a test configuration.`] : []),
    '',
    ...maps,
    '',
    ...server,
    '',
  ].join('\n');
}
