import { htmlToText, truncate } from './html-text';

it('reads merchant HTML as plain text without running it', () => {
  expect(
    htmlToText(
      '<p>Five <b>layers</b>,</p>\n<ul><li>M class</li></ul><img src=x onerror="x()"><script>window.x=1</script>',
    ),
  ).toBe('Five layers, M class');
});

it('cuts long text at a word with an ellipsis', () => {
  expect(truncate('short', 10)).toBe('short');
  expect(truncate('one two three four five', 14)).toBe('one two three…');
  expect(truncate('a'.repeat(30), 10)).toBe(`${'a'.repeat(9)}…`);
});
