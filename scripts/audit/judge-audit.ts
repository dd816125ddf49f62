/**
 * What `npm audit --omit=dev --json` said, in plain words, and the exit code of `npm run audit`:
 *
 * - the registry answered: the counts per severity; 1 when there is a high or critical finding;
 * - the registry could not answer (its audit endpoint refused, e.g. 405 on machines that may only
 *   GET): the dependencies were NOT checked. That is said as such, never as a pass; the exit code
 *   is 0, so CI goes on where the endpoint is unreachable, unless `strict` asks for 1;
 * - npm printed no JSON at all: 1, since nothing can be said.
 */

interface AuditReport {
  metadata?: {
    vulnerabilities?: Record<string, number>;
    dependencies?: { prod?: number };
  };
  vulnerabilities?: Record<string, { severity: string }>;
  message?: string;
  error?: { summary?: string };
}

export interface AuditVerdict {
  exitCode: 0 | 1;
  /** For stdout. */
  report: string[];
  /** For stderr: findings, and the warning when nothing was checked. */
  warnings: string[];
}

const SERIOUS = new Set(['high', 'critical']);

function notChecked(reason: string, strict: boolean): AuditVerdict {
  return {
    exitCode: strict ? 1 : 0,
    report: [],
    warnings: [
      'npm audit: the dependencies were NOT checked for known vulnerabilities.',
      `The registry's audit endpoint did not answer: ${reason}`,
      'This is not a pass: nothing is known about vulnerabilities in the shipped dependencies.',
      strict
        ? 'Failing, as --strict (or AUDIT_STRICT=1) asks.'
        : 'Exiting 0 so the build can go on; `npm run audit -- --strict` fails in this case. ' +
          'Run it where the registry allows POST requests (docs/security.md, "Dependency audit").',
    ],
  };
}

export function judgeAudit(
  output: { stdout: string; stderr: string },
  strict: boolean,
): AuditVerdict {
  let report: AuditReport;
  try {
    report = JSON.parse(output.stdout) as AuditReport;
  } catch {
    return {
      exitCode: 1,
      report: [],
      warnings: [
        'npm audit: the dependencies were NOT checked: npm gave no readable answer.',
        output.stdout.trim(),
        output.stderr.trim(),
      ].filter(Boolean),
    };
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    const reason =
      report.message ?? report.error?.summary ?? 'no vulnerability counts in its answer';
    return notChecked(reason, strict);
  }
  const summary = Object.entries(counts)
    .filter(([level]) => level !== 'total')
    .map(([level, count]) => `${level} ${count}`)
    .join(', ');
  const checked = report.metadata?.dependencies?.prod;
  const serious = Object.entries(report.vulnerabilities ?? {})
    .filter(([, finding]) => SERIOUS.has(finding.severity))
    .map(([name, finding]) => `  ${finding.severity}: ${name}`);
  const seriousCount = (counts.high ?? 0) + (counts.critical ?? 0);
  return {
    exitCode: seriousCount > 0 ? 1 : 0,
    report: [
      `npm audit --omit=dev checked ${checked ?? 'the'} shipped dependencies: ${summary}.`,
      seriousCount > 0 ? '' : 'No high or critical finding.',
    ].filter(Boolean),
    warnings: seriousCount > 0 ? [`${seriousCount} high or critical finding(s):`, ...serious] : [],
  };
}
