/**
 * `npm run audit` says what it knows: findings when the registry answered, and in plain words
 * that nothing was checked when it could not (exit 0, or 1 with --strict). The npm audit call is
 * replaced: by its output (judgeAudit), and by a fake `npm` first on the PATH (scripts/audit.ts).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bin, root } from '../lib/project';
import { judgeAudit } from './judge-audit';

/** What npm 11 prints where the registry refuses the audit endpoint's POST. */
const REFUSED = JSON.stringify({
  message:
    '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
  method: 'POST',
  statusCode: 405,
  body: '',
  error: { summary: '', detail: '' },
});

const report = (vulnerabilities: Record<string, number>, findings: Record<string, string> = {}) =>
  JSON.stringify({
    vulnerabilities: Object.fromEntries(
      Object.entries(findings).map(([name, severity]) => [name, { severity, via: [] }]),
    ),
    metadata: {
      vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...vulnerabilities },
      dependencies: { prod: 54, total: 900 },
    },
  });

const text = (verdict: ReturnType<typeof judgeAudit>) =>
  [...verdict.report, ...verdict.warnings].join('\n');

describe('judgeAudit', () => {
  it('says the dependencies were NOT checked when the endpoint refuses, and exits 0', () => {
    const verdict = judgeAudit({ stdout: REFUSED, stderr: '' }, false);
    expect(verdict.exitCode).toBe(0);
    expect(text(verdict)).toContain('the dependencies were NOT checked');
    expect(text(verdict)).toContain('405 Method Not Allowed');
    expect(text(verdict)).toContain('This is not a pass');
    // Nothing that reads like a result.
    expect(verdict.report).toEqual([]);
    expect(text(verdict)).not.toMatch(/no (high|critical|finding)|0 vulnerabilities|passed/i);
  });

  it('fails in that case with --strict', () => {
    const verdict = judgeAudit({ stdout: REFUSED, stderr: '' }, true);
    expect(verdict.exitCode).toBe(1);
    expect(text(verdict)).toContain('the dependencies were NOT checked');
  });

  it('fails when npm prints no JSON at all', () => {
    const verdict = judgeAudit({ stdout: 'npm ERR! boom', stderr: 'network down' }, false);
    expect(verdict.exitCode).toBe(1);
    expect(text(verdict)).toContain('NOT checked');
    expect(text(verdict)).toContain('network down');
  });

  it('reports a checked tree without serious findings, and exits 0', () => {
    const verdict = judgeAudit({ stdout: report({ low: 2, moderate: 1 }), stderr: '' }, true);
    expect(verdict.exitCode).toBe(0);
    expect(verdict.report).toEqual([
      'npm audit --omit=dev checked 54 shipped dependencies: info 0, low 2, moderate 1, high 0, critical 0.',
      'No high or critical finding.',
    ]);
  });

  it('fails on a high or critical finding and names it', () => {
    const stdout = report({ high: 1, critical: 1 }, { lodash: 'high', 'bad-pkg': 'critical' });
    const verdict = judgeAudit({ stdout, stderr: '' }, false);
    expect(verdict.exitCode).toBe(1);
    expect(verdict.warnings).toEqual([
      '2 high or critical finding(s):',
      '  high: lodash',
      '  critical: bad-pkg',
    ]);
  });
});

describe('npm run audit (scripts/audit.ts) with a fake npm', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fake-npm-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Runs the script with an `npm` on the PATH that prints `output` and exits 1, as npm does. */
  function runAudit(output: string, args: string[] = [], env: Record<string, string> = {}) {
    writeFileSync(path.join(dir, 'answer.json'), output);
    const fake = path.join(dir, 'npm');
    writeFileSync(fake, `#!/bin/sh\necho "$@" > "${dir}/args"\ncat "${dir}/answer.json"\nexit 1\n`);
    chmodSync(fake, 0o755);
    const result = spawnSync(bin('tsx'), ['scripts/audit.ts', ...args], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, AUDIT_STRICT: '', ...env, PATH: `${dir}:${process.env.PATH}` },
    });
    return {
      code: result.status,
      stdout: result.stdout,
      stderr: result.stderr,
      npmArgs: readFileSync(path.join(dir, 'args'), 'utf8').trim(),
    };
  }

  it('asks npm about the shipped dependencies and says plainly that nothing was checked', () => {
    const run = runAudit(REFUSED);
    expect(run.npmArgs).toBe('audit --omit=dev --json');
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('npm audit: the dependencies were NOT checked');
  });

  it('fails then with --strict or AUDIT_STRICT=1', () => {
    expect(runAudit(REFUSED, ['--strict']).code).toBe(1);
    expect(runAudit(REFUSED, [], { AUDIT_STRICT: '1' }).code).toBe(1);
  });

  it('fails on a critical finding', () => {
    const run = runAudit(report({ critical: 1 }, { 'bad-pkg': 'critical' }));
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('critical: bad-pkg');
  });
});
