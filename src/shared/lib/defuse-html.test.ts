import { describe, expect, it } from 'vitest';
import { defuseHtml } from './defuse-html';

describe('defuseHtml', () => {
  it('renames inline event handlers and style attributes in every spelling', () => {
    expect(defuseHtml('<img src=x onerror="window.__xss=1">')).toBe(
      '<img src=x x-onerror="window.__xss=1">',
    );
    expect(defuseHtml('<IMG SRC="x"OnError=alert(1)/>')).toBe('<IMG SRC="x"x-OnError=alert(1)/>');
    expect(defuseHtml('<svg/onload=alert(1)>')).toBe('<svg/x-onload=alert(1)>');
    expect(defuseHtml('<p style="color:red" onclick = "x()">Hi</p>')).toBe(
      '<p x-style="color:red" x-onclick = "x()">Hi</p>',
    );
  });

  it('leaves text, attribute values and other attributes alone', () => {
    const html =
      '<p title="style=bold onclick=1 > x">Turn on=off, style = good</p><a href="/a">b</a>';
    expect(defuseHtml(html)).toBe(html);
    expect(defuseHtml('<p data-x="1" ongoing>x</p>')).toBe('<p data-x="1" ongoing>x</p>');
  });

  it('removes style elements with their content', () => {
    expect(defuseHtml('<p>a</p><style>p{color:red}</style><STYLE media=x>b</STYLE>c')).toBe(
      '<p>a</p>c',
    );
  });
});
