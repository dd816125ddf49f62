import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the text formatting of a merchant description', () => {
    const html = '<p>Fits <strong>Attix 30</strong></p><ul><li>5 layers</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts and images with event handlers', () => {
    const clean = sanitizeHtml(
      '<p>Bag</p><img src=x onerror="window.__xss=1"><script>window.__xss=1</script>',
    );
    expect(clean).toBe('<p>Bag</p>');
  });

  it('drops event handlers and inline styles on allowed tags', () => {
    const clean = sanitizeHtml('<p onclick="alert(1)" style="color:red" onmouseover="x()">Hi</p>');
    expect(clean).toBe('<p>Hi</p>');
  });

  it('drops javascript: and data: links but keeps ordinary ones', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="JaVaScRiPt&colon;alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="data:text/html,<script>1</script>">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="https://example.nl/a">x</a>')).toBe(
      '<a href="https://example.nl/a">x</a>',
    );
  });

  it('drops frames, forms and svg payloads', () => {
    const clean = sanitizeHtml(
      '<iframe src="https://evil.example"></iframe><form action="/x"><input></form><svg onload="x()"></svg>ok',
    );
    expect(clean).toBe('ok');
  });
});
