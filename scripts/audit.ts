/**
 * `npm run audit`: `npm audit --omit=dev` over the dependencies the shop ships and those its
 * workspace packages run (the demo API, the auth backend), failing on any high or critical finding.
 *
 * Where the registry's audit endpoint cannot answer (the project's build machines may only GET
 * from the registry, and the endpoint takes a POST: 405), the dependencies are not checked, and
 * this says so in plain words; it still exits 0 there so CI goes on, unless `--strict` (or
 * AUDIT_STRICT=1) asks it to fail. See scripts/audit/judge-audit.ts.
 *
 * Why not plain `npm audit --omit=dev --audit-level=high`: it exits 1 both on a high finding and
 * when the endpoint could not be asked ("audit endpoint returned an error", 405 on the build
 * machines, 2026-11-28). In CI it would fail every run there, or, its exit code ignored, let a
 * real finding through. This script tells the two apart from npm's JSON (vulnerability counts
 * present or not) and says which; the severities are npm's own.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { judgeAudit } from './audit/judge-audit';

const { values } = parseArgs({ options: { strict: { type: 'boolean', default: false } } });
const strict = values.strict || process.env.AUDIT_STRICT === '1';

const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
const verdict = judgeAudit({ stdout: result.stdout ?? '', stderr: result.stderr ?? '' }, strict);
for (const line of verdict.report) console.log(line);
for (const line of verdict.warnings) console.error(line);
process.exit(verdict.exitCode);
