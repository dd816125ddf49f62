/**
 * The repository cites only itself: no file names a document outside it (the design notes and the
 * specification the project started from are not part of it), and every numbered citation, such
 * as "requirements §6.2" or "docs/auth-protocol.md §3.1", names a numbered heading of that
 * document. In a Markdown document a bare "§2.3" names one of its own headings; a published
 * standard may be cited by section ("RFC 5321 §4.5.3.1.3"). Used by citations.test.ts;
 * `npx tsx scripts/docs/citations.ts` lists the problems.
 *
 * A script of our own because no library checks this: link checkers (remark-validate-links runs
 * in `npm run lint`, docs/decisions/0074-markdown-link-checker.md) follow
 * Markdown links, and these citations are plain words in code comments and prose, not links.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Ways of citing the specification the project started from, which is not part of it. */
const OUTSIDE = [/\bspec(?:ification)? ?§/i, /\bthe specification\b/i];

/** A Markdown file named in a line (not inside a web address). */
const MARKDOWN_NAME = /(?<![\w./:-])[\w-][\w./-]*\.md\b/g;

/** A citation: a document, then one or more section numbers ("§4.1, §6.2 and §7"). */
const CITATION =
  /([Rr]equirements|(?:docs\/)?[\w-]+\.md)(?:'s)? (§ ?\d+(?:\.\d+)*(?:(?:, | and | or |–|-)§ ?\d+(?:\.\d+)*)*)/g;

/** A section of a published standard, which lives outside the repository by nature. */
const STANDARD = /\bRFC \d+ §\d+(?:\.\d+)*/g;

/** A section number without a document in front of it. */
const BARE = /§ ?(\d+(?:\.\d+)*)/g;

export interface Problem {
  file: string;
  line: number;
  text: string;
}

/** The tracked text files that can cite something: code, tests, scripts, docs and config. */
export function citingFiles(root: string): string[] {
  const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n');
  return tracked.filter(
    (file) =>
      /\.(ts|tsx|js|mjs|cjs|md|json|css|html|yml|yaml|conf)$|^\.ci\/|Dockerfile$/.test(file) &&
      // The tests of the document checks name missing documents and wrong numbers on purpose.
      !/^(locales\/|package-lock\.json$|docs\/requirements\.md$|scripts\/docs\/(citations|links)\.test\.ts$)/.test(
        file,
      ),
  );
}

/** The numbers of a document's numbered headings ("## 6. Cart" → 6, "### 6.2 …" → 6.2). */
export function sectionNumbers(markdown: string): Set<string> {
  const numbers = new Set<string>();
  for (const match of markdown.matchAll(/^#{2,4} (\d+(?:\.\d+)*)\.? /gm))
    if (match[1]) numbers.add(match[1]);
  return numbers;
}

function documentOf(root: string, name: string): string | null {
  const file = name.toLowerCase() === 'requirements' ? 'docs/requirements.md' : name;
  const candidates = file.includes('/') ? [file] : [file, `docs/${file}`];
  for (const candidate of candidates) {
    try {
      return readFileSync(path.join(root, candidate), 'utf8');
    } catch {
      // not this one
    }
  }
  return null;
}

/** A Markdown file named from `file`: beside it, from the repository's root or in docs/. */
function markdownExists(root: string, file: string, name: string): boolean {
  return [path.dirname(file), '.', 'docs'].some((dir) => existsSync(path.join(root, dir, name)));
}

export function findProblems(root: string, files = citingFiles(root)): Problem[] {
  const problems: Problem[] = [];
  const sections = new Map<string, Set<string> | null>();
  const numbersOf = (name: string) => {
    if (!sections.has(name)) {
      const markdown = documentOf(root, name);
      sections.set(name, markdown === null ? null : sectionNumbers(markdown));
    }
    return sections.get(name) ?? null;
  };
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue;
    }
    // This file and its test name the outside documents and bad numbers in order to forbid them.
    const own = /^scripts\/docs\/citations(\.test)?\.ts$/.test(file);
    text.split('\n').forEach((content, index) => {
      const line = index + 1;
      for (const [name] of content.matchAll(MARKDOWN_NAME))
        if (!own && !/https?:\/\//.test(content) && !markdownExists(root, file, name))
          problems.push({ file, line, text: `names ${name}, which is not in the repository` });
      if (!own && OUTSIDE.some((pattern) => pattern.test(content)))
        problems.push({
          file,
          line,
          text: `names a document outside the repository: ${content.trim()}`,
        });
      let rest = content;
      for (const match of content.matchAll(CITATION)) {
        rest = rest.replace(match[0], '');
        const numbers = numbersOf(match[1] ?? '');
        if (numbers === null) {
          problems.push({ file, line, text: `cites ${match[1]}, which is not in the repository` });
          continue;
        }
        for (const number of (match[2] ?? '').matchAll(/§ ?(\d+(?:\.\d+)*)/g))
          if (!numbers.has(number[1] ?? ''))
            problems.push({
              file,
              line,
              text: `cites §${number[1]} of ${match[1]}, which has none`,
            });
      }
      rest = rest.replace(STANDARD, '');
      // A Markdown document's "§2.3" names a heading of that document itself.
      if (!own && file.endsWith('.md')) {
        const numbers = numbersOf(file);
        for (const number of rest.matchAll(BARE))
          if (!numbers?.has(number[1] ?? ''))
            problems.push({ file, line, text: `cites §${number[1]} of itself, which has none` });
        rest = rest.replace(BARE, '');
      }
      if (!own && rest.includes('§'))
        problems.push({ file, line, text: `a § without its document: ${content.trim()}` });
    });
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(import.meta.dirname, '../..');
  const problems = findProblems(root);
  for (const { file, line, text } of problems) console.log(`${file}:${line} ${text}`);
  console.log(`${problems.length} problem(s)`);
  process.exitCode = problems.length > 0 ? 1 : 0;
}
