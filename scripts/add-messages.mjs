#!/usr/bin/env node
/**
 * Adds (or updates) messages in all four locale files at once, so they never drift apart:
 *
 *   node scripts/add-messages.mjs new-messages.json
 *
 * where new-messages.json is { "nl": { "id": "…" }, "en": { … }, "de": { … }, "fr": { … } } with the
 * same ids in every language. Keys stay sorted as they were (new ones at the end), under the lock
 * of scripts/lib/locale-files.mjs.
 */
import { changeLocales, languages, readArgumentFile } from './lib/locale-files.mjs';

const additions = readArgumentFile('node scripts/add-messages.mjs <messages.json>');
const ids = Object.keys(additions.nl ?? {});
for (const lang of languages) {
  const got = Object.keys(additions[lang] ?? {})
    .sort()
    .join(',');
  if (got !== [...ids].sort().join(',')) {
    console.error(`${lang}: the ids differ from nl's; give every message in all four languages`);
    process.exit(1);
  }
}

await changeLocales((files) => ({
  write: Object.fromEntries(
    languages.map((lang) => [lang, { ...files[lang], ...additions[lang] }]),
  ),
}));
console.log(`added or updated ${ids.length} message(s) in ${languages.join(', ')}`);
