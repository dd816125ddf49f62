/**
 * The design-token rule of feature and app stylesheets is stylelint's (stylelint.config.js, run
 * by `npm run lint`; docs/decisions/0075-design-tokens-by-stylelint.md): colours from
 * `var(--color-…)`, px only for the 1px and 2px hairlines, font sizes from `var(--text-…)`,
 * spacing from `var(--space-…)` (a rem length only inside calc()). This test holds the
 * configuration to that rule on examples, so a loosened configuration fails here.
 *
 * The shared parts' typed class lists (src/shared/ui/*.module.css.d.ts) must name exactly the
 * classes of their stylesheet: a page imports the classes by name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import stylelint from 'stylelint';

const root = path.resolve(__dirname, '../..');

/** The rules stylelint reports for one declaration in a feature stylesheet. */
async function breachesOf(property: string, value: string): Promise<string[]> {
  const { results } = await stylelint.lint({
    code: `.probe { ${property}: ${value}; }`,
    codeFilename: path.join(root, 'src/features/probe.module.css'),
    configFile: path.join(root, 'stylelint.config.js'),
  });
  return results.flatMap((result) => result.warnings.map((warning) => warning.rule));
}

describe('design tokens in feature and app stylesheets (stylelint)', () => {
  it.each([
    ['color', '#fff', 'color-no-hex'],
    ['background', 'rgb(0 0 0 / 0.5)', 'function-disallowed-list'],
    ['border', '1px solid white', 'color-named'],
    ['border-left', '4px solid var(--color-brand)', 'declaration-property-value-disallowed-list'],
    ['font-size', '0.75rem', 'declaration-property-value-allowed-list'],
    ['padding', '0.4rem var(--space-2)', 'declaration-property-unit-allowed-list'],
  ])('refuses %s: %s', async (property, value, rule) => {
    expect(await breachesOf(property, value)).toEqual([rule]);
  });

  it.each([
    ['border', '1px solid var(--color-red-ish)'],
    ['padding', 'calc(4.5rem + env(safe-area-inset-bottom)) 0'],
    ['padding', '2px var(--space-2)'],
    ['font-size', 'var(--text-sm)'],
    ['color', 'currentColor'],
    ['--radio-room', '2.25rem'],
    ['width', '20rem'],
  ])('allows %s: %s', async (property, value) => {
    expect(await breachesOf(property, value)).toEqual([]);
  });
});

describe('the typed class lists of the shared parts', () => {
  const shared = readdirSync(path.join(root, 'src/shared/ui'), {
    recursive: true,
    encoding: 'utf8',
  }).filter((file) => file.endsWith('.module.css.d.ts'));

  it.each(shared)('%s names exactly the classes of its stylesheet', (typings) => {
    const css = readFileSync(
      path.join(root, 'src/shared/ui', typings.replace(/\.d\.ts$/, '')),
      'utf8',
    ).replace(/\/\*[\s\S]*?\*\//g, '');
    const classes = new Set([...css.matchAll(/\.([a-zA-Z][\w-]*)/g)].map(([, name]) => name));
    const declared = new Set(
      [
        ...readFileSync(path.join(root, 'src/shared/ui', typings), 'utf8').matchAll(
          /export declare const (\w+): string;/g,
        ),
      ].map(([, name]) => name),
    );
    expect([...declared].sort()).toEqual([...classes].sort());
  });
});
