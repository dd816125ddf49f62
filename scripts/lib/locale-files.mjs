/**
 * The four locale files as add-messages.mjs and edit-messages.mjs change them: read and written
 * only under one lock directory (locales/.lock), so concurrent writers never lose each other's
 * changes, and always written back in the same shape (two-space JSON, a final newline).
 */
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const languages = ['nl', 'en', 'de', 'fr'];
const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');
const localeFile = (lang) => path.join(localesDir, `${lang}.json`);

/** The JSON file named on the command line, or the usage line and exit 2. */
export function readArgumentFile(usage) {
  const file = process.argv[2];
  if (!file) {
    console.error(`usage: ${usage}`);
    process.exit(2);
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Runs `change` with every language's messages read once the lock is held; it returns the
 * messages to write per language (none: nothing written) and its result is passed on.
 */
export async function changeLocales(change) {
  const lock = path.join(localesDir, '.lock');
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline)
        throw new Error(`locales/.lock is held; remove it if no writer runs`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    const files = Object.fromEntries(
      languages.map((lang) => [lang, JSON.parse(readFileSync(localeFile(lang), 'utf8'))]),
    );
    const { write, result } = change(files);
    for (const [lang, messages] of Object.entries(write ?? {}))
      writeFileSync(localeFile(lang), `${JSON.stringify(messages, null, 2)}\n`);
    return result;
  } finally {
    rmdirSync(lock);
  }
}
