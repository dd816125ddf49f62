#!/usr/bin/env node
/**
 * Adds (or updates) messages in all four locale files at once, so they never drift apart:
 *
 *   node scripts/add-messages.mjs new-messages.json
 *
 * where new-messages.json is { "nl": { "id": "…" }, "en": { … }, "de": { … }, "fr": { … } } with the
 * same ids in every language. Keys stay sorted as they were (new ones at the end); a lock directory
 * keeps two writers from overwriting each other's changes.
 */
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const languages = ['nl', 'en', 'de', 'fr'];
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/add-messages.mjs <messages.json>');
  process.exit(2);
}
const additions = JSON.parse(readFileSync(file, 'utf8'));
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

const lock = path.join(root, 'locales', '.lock');
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
  for (const lang of languages) {
    const target = path.join(root, 'locales', `${lang}.json`);
    const messages = JSON.parse(readFileSync(target, 'utf8'));
    Object.assign(messages, additions[lang]);
    writeFileSync(target, `${JSON.stringify(messages, null, 2)}\n`);
  }
} finally {
  rmdirSync(lock);
}
console.log(`added or updated ${ids.length} message(s) in ${languages.join(', ')}`);
