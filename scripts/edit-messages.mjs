#!/usr/bin/env node
/**
 * Changes existing messages in all four locale files at once (add new ones with add-messages.mjs):
 *
 *   node scripts/edit-messages.mjs edits.json
 *
 * where edits.json is
 *
 *   {
 *     "update": { "nl": { "id": "new text" }, "en": { … }, "de": { … }, "fr": { … } },
 *     "expect": { "nl": { "id": "text it has now" }, … },   // optional, per language and id
 *     "rename": { "old.id": "new.id" },
 *     "delete": ["id", …]
 *   }
 *
 * Every id must exist in all four files, and an update may leave a language out (that language's
 * wording stays). `expect` guards against overwriting a colleague's change made after the edit was
 * written: when a message no longer reads as expected, nothing is written. A rename keeps the
 * message's place in the file. The files are read and written under the lock of
 * scripts/lib/locale-files.mjs, so concurrent writers never lose each other's changes.
 */
import { changeLocales, languages, readArgumentFile } from './lib/locale-files.mjs';

const edits = readArgumentFile('node scripts/edit-messages.mjs <edits.json>');
const update = edits.update ?? {};
const expect = edits.expect ?? {};
const rename = edits.rename ?? {};
const remove = edits.delete ?? [];
for (const key of Object.keys(update).concat(Object.keys(expect)))
  if (!languages.includes(key)) fail(`unknown language "${key}"`);

/** Every problem with the edits against the current files; empty when they can be applied. */
function problems(files) {
  const found = [];
  const missing = (id) => languages.filter((lang) => !(id in files[lang]));
  const ids = new Set([
    ...languages.flatMap((lang) => Object.keys(update[lang] ?? {})),
    ...Object.keys(rename),
    ...remove,
  ]);
  for (const id of ids)
    if (missing(id).length) found.push(`${id}: not in ${missing(id).join(', ')}`);
  for (const lang of languages)
    for (const [id, text] of Object.entries(expect[lang] ?? {}))
      if (files[lang][id] !== text)
        found.push(`${lang} ${id}: reads ${JSON.stringify(files[lang][id])}, not as expected`);
  for (const [from, to] of Object.entries(rename))
    if (languages.some((lang) => to in files[lang])) found.push(`${from} -> ${to}: ${to} exists`);
  return found;
}

function apply(messages, lang) {
  const changed = { ...messages, ...update[lang] };
  // Rebuilt entry by entry, so a renamed message keeps its place.
  const result = {};
  for (const [id, text] of Object.entries(changed)) {
    if (remove.includes(id)) continue;
    result[rename[id] ?? id] = text;
  }
  return result;
}

function fail(message) {
  console.error(message);
  process.exit(1);
}

const found = await changeLocales((files) => {
  const problemsFound = problems(files);
  // All or nothing: no file is written while any edit does not fit.
  const write = problemsFound.length
    ? undefined
    : Object.fromEntries(languages.map((lang) => [lang, apply(files[lang], lang)]));
  return { write, result: problemsFound };
});
if (found.length) fail(`nothing written:\n  ${found.join('\n  ')}`);
const updated = languages.map((lang) => `${Object.keys(update[lang] ?? {}).length} ${lang}`);
console.log(
  `updated ${updated.join(', ')}; renamed ${Object.keys(rename).length}; deleted ${remove.length}`,
);
