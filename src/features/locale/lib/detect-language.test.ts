import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language';

describe('detectLanguage', () => {
  it('prefers the cookie over the browser languages', () => {
    expect(detectLanguage('fr', ['de-DE', 'en'])).toBe('fr');
  });

  it('takes the first supported browser language when there is no valid cookie', () => {
    expect(detectLanguage(undefined, ['es-ES', 'de-AT', 'en'])).toBe('de');
    expect(detectLanguage('xx', ['EN-gb'])).toBe('en');
  });

  it('falls back to Dutch', () => {
    expect(detectLanguage(undefined, ['es', 'it'])).toBe('nl');
    expect(detectLanguage(undefined, [])).toBe('nl');
  });
});
