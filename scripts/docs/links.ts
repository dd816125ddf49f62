/**
 * Finds dead links in the project's Markdown: a relative link to a file or folder that is not in
 * the repository, or an anchor (`#heading`) that no heading of the linked Markdown file makes.
 * Anchors follow GitHub's rules (github-slugger). Links with a scheme (https:, mailto:) are not
 * followed: no network. Code spans and fenced code blocks are not Markdown and are skipped.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface DeadLink {
  /** The Markdown file, relative to the root. */
  file: string;
  line: number;
  target: string;
  reason: string;
}

/** Folders that are built or installed, never part of the repository. */
const NOT_IN_REPOSITORY = /^(node_modules|dist[^/]*|coverage|test-results|playwright-report)(\/|$)/;

/** The lines of a Markdown text with fenced code blocks blanked (their line numbers kept). */
function proseLines(markdown: string): string[] {
  let fence: string | null = null;
  return markdown.split('\n').map((line) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === null && marker) {
      fence = marker;
      return '';
    }
    if (fence !== null) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      return '';
    }
    return line;
  });
}

const withoutCodeSpans = (line: string): string =>
  line.replace(/(`+)[^`]*?\1/g, (m) => ' '.repeat(m.length));

/** A heading's text as GitHub renders it: no emphasis, links as their text, code without ticks. */
function headingText(raw: string): string {
  return raw
    .replace(/\s+#+\s*$/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`/g, '')
    .replace(/\*+/g, '');
}

/** GitHub's anchor of a heading text (github-slugger), before de-duplication. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a Markdown text offers: its headings' slugs, repeated ones numbered as GitHub does. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(markdown)) {
    const heading = /^\s{0,3}#{1,6}\s+(.+)$/.exec(line)?.[1];
    const html = [...line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)].map((m) => m[1] ?? '');
    for (const id of html) anchors.add(id);
    if (heading === undefined) continue;
    const base = slug(headingText(heading));
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** The targets of inline links, images and reference definitions, with their line numbers. */
export function linksOf(markdown: string): { line: number; target: string }[] {
  const links: { line: number; target: string }[] = [];
  proseLines(markdown).forEach((raw, index) => {
    const line = withoutCodeSpans(raw);
    for (const match of line.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g))
      links.push({ line: index + 1, target: match[1] ?? '' });
    const definition = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/.exec(line)?.[1];
    if (definition) links.push({ line: index + 1, target: definition });
  });
  return links;
}

/** The dead links of one Markdown file of the repository at `root`. */
export function deadLinks(root: string, file: string): DeadLink[] {
  const markdown = readFileSync(path.join(root, file), 'utf8');
  const dead: DeadLink[] = [];
  for (const { line, target } of linksOf(markdown)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
    const report = (reason: string) => dead.push({ file, line, target, reason });
    const [rawPath = '', anchor] = target.split('#', 2);
    const linked = rawPath === '' ? file : path.join(path.dirname(file), decodeURI(rawPath));
    const relative = path.relative(root, path.resolve(root, linked)).split(path.sep).join('/');
    if (relative.startsWith('..') || path.isAbsolute(relative)) {
      report('points outside the repository');
      continue;
    }
    if (NOT_IN_REPOSITORY.test(relative)) {
      report('points into a built or installed folder');
      continue;
    }
    const absolute = path.join(root, relative);
    if (!existsSync(absolute)) {
      report('no such file or folder');
      continue;
    }
    if (anchor === undefined || anchor === '') continue;
    if (!relative.endsWith('.md') || !statSync(absolute).isFile()) continue;
    const anchors = anchorsOf(readFileSync(absolute, 'utf8'));
    if (!anchors.has(decodeURIComponent(anchor))) report(`no heading #${anchor} in ${relative}`);
  }
  return dead;
}
