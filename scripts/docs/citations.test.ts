/**
 * The repository cites only itself (scripts/docs/citations.ts): no file names a document outside
 * it, and every "requirements §N.M" or "docs/x.md §N" names a numbered heading that exists.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { root } from '../lib/project';
import { findProblems, sectionNumbers } from './citations';

const scratch = mkdtempSync(path.join(tmpdir(), 'citations-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('citations', () => {
  it('no file of the repository names a document outside it or a section that does not exist', () => {
    const problems = findProblems(root).map(({ file, line, text }) => `${file}:${line} ${text}`);
    expect(problems).toEqual([]);
  });

  it('reads the numbered headings of a document', () => {
    expect([...sectionNumbers('## 6. Cart\n### 6.2 Calculation\n## Notes\n')]).toEqual([
      '6',
      '6.2',
    ]);
  });

  it('finds an outside document, a number that is not there and a § without its document', () => {
    mkdirSync(path.join(scratch, 'docs'), { recursive: true });
    writeFileSync(path.join(scratch, 'docs/requirements.md'), '## 6. Cart\n\n### 6.1 Lines\n');
    const lines = [
      '// requirements §6.1: fine',
      '// requirements §6.1, §6.3: one is missing',
      '// spec §4: outside',
      '// see NOTES.md',
      '// as the specification says',
      '// §5 alone',
      '// docs/nowhere.md §1',
    ];
    writeFileSync(path.join(scratch, 'cart.ts'), lines.join('\n'));
    const problems = findProblems(scratch, ['cart.ts']).map(({ line, text }) => [line, text]);
    expect(problems.map(([line]) => line)).toEqual([2, 3, 3, 4, 5, 6, 7, 7]);
    expect(problems[0]?.[1]).toContain('§6.3');
  });
});
