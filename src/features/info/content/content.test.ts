import { describe, expect, it } from 'vitest';
import de from '../../../../locales/de.json';
import en from '../../../../locales/en.json';
import fr from '../../../../locales/fr.json';
import nl from '../../../../locales/nl.json';
import { languages, type Language } from '@/shared/config/languages';
import { infoPages } from '@/shared/config/paths';
import { loadInfoContent } from './load-info-content';
import type { InfoContent, InfoPageContent } from './types';

const messages: Record<Language, Record<string, string>> = { nl, en, de, fr };

const all = Object.fromEntries(
  await Promise.all(
    languages.map(async (language) => [language, await loadInfoContent(language)] as const),
  ),
) as Record<Language, InfoContent>;

/** Everything a reader sees below the heading; the title may legitimately match ("Privacy"). */
const body = (page: InfoPageContent) =>
  JSON.stringify([page.intro, page.sections.map((s) => [s.heading, s.paragraphs, s.list])]);

describe.each(languages)('info content in %s', (language) => {
  const content = all[language];

  it('has exactly the eight information pages', () => {
    expect(Object.keys(content).sort()).toEqual([...infoPages].sort());
  });

  it.each(infoPages)('%s is complete', (page) => {
    const { title, description, intro, sections } = content[page];
    expect(title.trim()).not.toBe('');
    expect(description.trim()).not.toBe('');
    expect(intro.trim()).not.toBe('');
    expect(sections.length).toBeGreaterThan(0);
    for (const section of sections) {
      expect(section.heading.trim()).not.toBe('');
      expect(section.paragraphs.length + (section.list?.length ?? 0)).toBeGreaterThan(0);
      for (const text of [...section.paragraphs, ...(section.list ?? [])])
        expect(text.trim()).not.toBe('');
    }
  });

  it.each(infoPages)('%s has the title of its menu message', (page) => {
    expect(content[page].title).toBe(messages[language][`info.${page}.title`]);
  });

  it.each(infoPages)('%s is not a copy of another language', (page) => {
    for (const other of languages.filter((l) => l !== language)) {
      expect(body(content[page])).not.toBe(body(all[other][page]));
      expect(content[page].intro).not.toBe(all[other][page].intro);
    }
  });
});
