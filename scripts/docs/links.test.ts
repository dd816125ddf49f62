/**
 * No dead link in README.md, docs/*.md and the decision records (docs/decisions/*.md): every
 * relative link names a file or folder of the repository, and every `#anchor` into a Markdown file
 * names one of its headings (GitHub's slugs). Runs with the unit tests (`npm run test:unit`); no
 * network.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { root } from '../lib/project';
import { anchorsOf, deadLinks, linksOf, slug } from './links';

const markdownIn = (folder: string) =>
  readdirSync(path.join(root, folder))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `${folder}/${name}`);

const documents = ['README.md', ...markdownIn('docs'), ...markdownIn('docs/decisions')];

describe('the links of README.md, docs/*.md and docs/decisions/*.md', () => {
  it.each(documents)('%s has no dead link', (file) => {
    const dead = deadLinks(root, file).map(
      ({ line, target, reason }) => `${file}:${line} ${target}: ${reason}`,
    );
    expect(dead).toEqual([]);
  });
});

describe('GitHub anchors', () => {
  it.each([
    ['Cross-origin API and auth (CORS)', 'cross-origin-api-and-auth-cors'],
    ["6. The shop's SDK set-up", '6-the-shops-sdk-set-up'],
    ['2.4 Expiry and refresh', '24-expiry-and-refresh'],
    [
      'Rendering: pages rendered in Node, hydrated in the browser',
      'rendering-pages-rendered-in-node-hydrated-in-the-browser',
    ],
    ['Émigré & co — 1/2', 'émigré--co--12'],
    ['snake_case stays', 'snake_case-stays'],
  ])('%s → #%s', (heading, anchor) => {
    expect(slug(heading)).toBe(anchor);
  });

  it('reads headings as rendered, numbers repeats and skips code blocks', () => {
    const markdown = [
      '# The `auth-backend/` **folder**',
      '## Notes',
      '## Notes',
      '```sh',
      '# not a heading',
      '```',
      '## A [link](x.md) inside',
    ].join('\n');
    expect([...anchorsOf(markdown)]).toEqual([
      'the-auth-backend-folder',
      'notes',
      'notes-1',
      'a-link-inside',
    ]);
  });
});

describe('the checker', () => {
  const repo = mkdtempSync(path.join(tmpdir(), 'links-'));
  afterAll(() => rmSync(repo, { recursive: true, force: true }));
  mkdirSync(path.join(repo, 'docs'));
  mkdirSync(path.join(repo, 'src'));
  writeFileSync(path.join(repo, 'src/main.ts'), '');
  writeFileSync(path.join(repo, 'docs/other.md'), '# Other\n\n## Known part\n');
  writeFileSync(
    path.join(repo, 'docs/page.md'),
    [
      '# Page',
      '[fine](other.md#known-part), [folder](../src/), [self](#page), [web](https://example.org/x)',
      '[gone](missing.md) and [wrong anchor](other.md#unknown-part)',
      '`[in code](nowhere.md)` and [outside](../../elsewhere.md) and [built](../dist/index.html)',
      '```',
      '[in a block](nowhere.md)',
      '```',
      '[ref]: ./also-missing.md',
    ].join('\n'),
  );

  it('reports a missing file, a missing anchor and links that leave the repository', () => {
    expect(deadLinks(repo, 'docs/page.md')).toEqual([
      { file: 'docs/page.md', line: 3, target: 'missing.md', reason: 'no such file or folder' },
      {
        file: 'docs/page.md',
        line: 3,
        target: 'other.md#unknown-part',
        reason: 'no heading #unknown-part in docs/other.md',
      },
      {
        file: 'docs/page.md',
        line: 4,
        target: '../../elsewhere.md',
        reason: 'points outside the repository',
      },
      {
        file: 'docs/page.md',
        line: 4,
        target: '../dist/index.html',
        reason: 'points into a built or installed folder',
      },
      {
        file: 'docs/page.md',
        line: 8,
        target: './also-missing.md',
        reason: 'no such file or folder',
      },
    ]);
  });

  it('finds inline links, images and reference definitions', () => {
    const links = linksOf('![logo](a.svg "Logo") [x](<b.md>)\n[id]: d.md');
    expect(links).toEqual([
      { line: 1, target: 'a.svg' },
      { line: 1, target: 'b.md' },
      { line: 2, target: 'd.md' },
    ]);
  });
});
