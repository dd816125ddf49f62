/**
 * The four message files carry the same ids, and every message is valid ICU with the same
 * arguments as the Dutch source (a translation that drops {path} or {count} is a bug).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  isLiteralElement,
  isPoundElement,
  isTagElement,
  parse,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { compileMessages } from '../vite/compiled-messages';

const languages = ['nl', 'en', 'de', 'fr'] as const;
const read = (lang: string) =>
  JSON.parse(readFileSync(path.resolve(__dirname, `../locales/${lang}.json`), 'utf8')) as Record<
    string,
    string
  >;
const files = Object.fromEntries(languages.map((lang) => [lang, read(lang)]));

/** The argument names a message uses, read from its ICU syntax tree (plural branches included). */
function argumentsOf(message: string): Set<string> {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (!isLiteralElement(element) && !isPoundElement(element)) names.add(element.value);
      if ('options' in element)
        for (const option of Object.values(element.options)) walk(option.value);
      if (isTagElement(element)) walk(element.children);
    }
  };
  walk(parse(message));
  return names;
}

describe('locales', () => {
  it.each(languages.slice(1))('%s has exactly the ids of nl', (lang) => {
    expect(Object.keys(files[lang]!).sort()).toEqual(Object.keys(files.nl!).sort());
  });

  it.each(languages)('%s: every message is valid ICU and not empty', (lang) => {
    expect(() => compileMessages(files[lang]!, `${lang}.json`)).not.toThrow();
    for (const [id, message] of Object.entries(files[lang]!))
      expect(message.trim(), id).not.toBe('');
  });

  it.each(languages.slice(1))('%s uses the same arguments as nl', (lang) => {
    for (const [id, message] of Object.entries(files.nl!)) {
      expect(argumentsOf(files[lang]![id] ?? ''), `${lang}: ${id}`).toEqual(argumentsOf(message));
    }
  });

  it('rejects an invalid message', () => {
    expect(() => compileMessages({ broken: 'Hello {name' }, 'test.json')).toThrow(/broken/);
  });
});
