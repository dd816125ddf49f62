/**
 * Feature and app stylesheets take their colours and sizes from the design tokens
 * (src/shared/ui/tokens.css), so a new colour or size is a decision made in one place.
 *
 * The rule, for every src/features/** and src/app/** *.module.css (comments are ignored):
 * - colours: no literal colour at all (hex, rgb()/hsl()/hwb()/lab()/lch()/oklab()/oklch()/color(),
 *   a named colour such as `white`): use `var(--color-…)`. `transparent`, `currentColor` and
 *   `inherit` are not colours of their own and are allowed;
 * - pixels: only `1px` and `2px` (hairlines: borders, outlines, their offsets); any other px
 *   value is a token (`--radius-pill`, `--border-bar`, `--focus-ring`, …) or a rem size;
 * - font-size: a `var(--text-…)` token, `inherit`, or relative to the parent (`em`, `%`);
 * - spacing (margin, padding, gap and their longhands): `var(--space-…)` tokens, `0`, `auto`,
 *   percentages and the allowed hairline px. A literal rem/em length is only allowed inside
 *   `calc()`, where it is geometry (room for an icon or a fixed bar), not a spacing step; a
 *   piece of geometry used as spacing gets a name as a local custom property
 *   (`--radio-room: 2.25rem; padding-left: var(--radio-room)`).
 * Widths, heights and media queries may use rem: they are layout, not the type or spacing scale.
 *
 * The shared parts' typed class lists (src/shared/ui/*.module.css.d.ts) must name exactly the
 * classes of their stylesheet: a page imports the classes by name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

function cssFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.module.css'))
    .map((file) => path.join(dir, file));
}

const featureCss = [...cssFiles('src/features'), ...cssFiles('src/app')].sort();

/** The declarations of a stylesheet, comments removed, with their line numbers. */
function declarations(file: string): { line: number; property: string; value: string }[] {
  const text = readFileSync(path.join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, (c) =>
    c.replace(/[^\n]/g, ' '),
  );
  return text.split('\n').flatMap((source, index) => {
    const match = /^\s*(-?[a-z-]+)\s*:\s*(.+?);?\s*$/.exec(source);
    // Selectors such as `a:hover {` and `@media (…) {` end in a brace, declarations do not.
    if (!match || source.trimEnd().endsWith('{')) return [];
    return [{ line: index + 1, property: match[1]!, value: match[2]! }];
  });
}

// The CSS named colours (CSS Color 4), without transparent and currentColor.
const namedColours = `aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond
blue blueviolet brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson
cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta
darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray
darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick
floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey
honeydew hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon
lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey lightpink
lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow
lime limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple
mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue
mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid
palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue
purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna
silver skyblue slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato
turquoise violet wheat white whitesmoke yellow yellowgreen`.split(/\s+/);

const colourFunction = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i;
const hexColour = /#[0-9a-f]{3,8}\b/i;
const namedColour = new RegExp(`(?<![\\w-])(?:${namedColours.join('|')})(?![\\w-])`, 'i');
const pixels = /(?<![\w.])-?(\d*\.?\d+)px\b/g;
const spacing = /^(?:margin|padding|gap|row-gap|column-gap)(?:-[a-z-]+)?$/;

/** The value without var(…) references, whose names may contain colour words (--color-red). */
const withoutVars = (value: string) => value.replace(/var\(--[\w-]+\)?/g, 'var()');

/** What is wrong with one declaration (empty when nothing), each as `(why)`. */
function breachesOf(property: string, value: string): string[] {
  const plain = withoutVars(value);
  const found: string[] = [];
  if (hexColour.test(plain) || colourFunction.test(plain) || namedColour.test(plain)) {
    found.push('(literal colour: use var(--color-…))');
  }
  for (const [, amount] of plain.matchAll(pixels)) {
    if (!['0', '1', '2'].includes(amount!)) found.push(`(${amount}px: use a token)`);
  }
  if (property === 'font-size' && !/^(?:var\(\)|inherit|[\d.]+(?:em|%))/.test(plain)) {
    found.push('(font size: use var(--text-…))');
  }
  if (spacing.test(property)) {
    const outsideCalc = plain.replace(/calc\((?:[^()]|\([^()]*\))*\)/g, '');
    if (/(?<![\w.-])\d*\.?\d+(?:rem|em)\b/.test(outsideCalc)) {
      found.push('(spacing: use var(--space-…))');
    }
  }
  return found;
}

/** Every break of the rule in one stylesheet, as `file:line  property: value  (why)`. */
function breaches(file: string): string[] {
  return declarations(file).flatMap(({ line, property, value }) =>
    breachesOf(property, value).map((why) => `${file}:${line}  ${property}: ${value}  ${why}`),
  );
}

describe('design tokens in feature and app stylesheets', () => {
  it('finds the stylesheets', () => {
    expect(featureCss.length).toBeGreaterThan(50);
  });

  it.each(featureCss)('%s takes colours and sizes from the tokens', (file) => {
    expect(breaches(file)).toEqual([]);
  });

  it('catches what the rule forbids', () => {
    const probe = breachesOf;
    expect(probe('color', '#fff')).toHaveLength(1);
    expect(probe('background', 'rgb(0 0 0 / 0.5)')).toHaveLength(1);
    expect(probe('border', '1px solid white')).toHaveLength(1);
    expect(probe('border-left', '4px solid var(--color-brand)')).toHaveLength(1);
    expect(probe('font-size', '0.75rem')).toHaveLength(1);
    expect(probe('padding', '0.4rem var(--space-2)')).toHaveLength(1);
    expect(probe('border', '1px solid var(--color-red-ish)')).toEqual([]);
    expect(probe('padding', 'calc(4.5rem + env(safe-area-inset-bottom)) 0')).toEqual([]);
    expect(probe('padding', '2px var(--space-2)')).toEqual([]);
    expect(probe('font-size', 'var(--text-sm)')).toEqual([]);
    expect(probe('color', 'currentColor')).toEqual([]);
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
