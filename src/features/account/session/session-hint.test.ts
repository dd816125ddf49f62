import { describe, expect, it } from 'vitest';
import { mayHaveSession } from './session-hint';

describe('mayHaveSession', () => {
  it('is true only when the SDK front-token cookie is present', () => {
    expect(mayHaveSession('lang=nl; sFrontToken=eyJ1aWQiOiJ4In0=')).toBe(true);
    expect(mayHaveSession('lang=nl; st-last-access-token-update=1')).toBe(false);
    expect(mayHaveSession('')).toBe(false);
  });
});
