/**
 * Checking a section's value from DEMO_DATA_FILE against the schema its owner gives `defineSection`
 * (zod/mini, as the contract). A section of the wrong shape would otherwise be taken as it is and
 * make every call that uses it fail; checked before the server listens, it stops the start instead,
 * with a message that says where the file is wrong.
 *
 * A schema describes what the section's code relies on, with loose objects: fields it does not name
 * are kept as they are, so a file written by another version of the demo is not refused for them.
 * Its output becomes the section's value, so it may also convert data stored in an older form.
 */
import type * as z from 'zod/mini';
import { en } from 'zod/v4/locales';

export type SectionSchema = z.ZodMiniType;

export type SectionCheck = { ok: true; value: unknown } | { ok: false; problem: string };

/** Problems shown in the error; the first few are enough to find the mistake. */
const ISSUES_SHOWN = 3;

/** `users[0].email`: where in the file the problem is. */
function locate(name: string, path: readonly PropertyKey[]): string {
  return (
    name + path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('')
  );
}

export function checkSection(name: string, schema: SectionSchema, value: unknown): SectionCheck {
  // The messages in English whatever zod was configured with elsewhere (zod/mini has none).
  const result = schema.safeParse(value, { error: en().localeError });
  if (result.success) return { ok: true, value: result.data };
  const { issues } = result.error;
  const shown = issues
    .slice(0, ISSUES_SHOWN)
    .map((issue) => `${locate(name, issue.path)}: ${issue.message}`);
  if (issues.length > ISSUES_SHOWN) shown.push(`${issues.length - ISSUES_SHOWN} more`);
  return {
    ok: false,
    problem: `has a "${name}" section this demo API cannot use (${shown.join('; ')})`,
  };
}
