// The design-token rule for feature and app stylesheets (`npm run lint:css`): colours and sizes
// come from src/shared/ui/tokens.css, so a new colour or size is a decision made in one place
// (docs/decisions/0075-design-tokens-by-stylelint.md). Only stylelint's own rules.
const colourFunctions = ['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch'];

/** @type {import('stylelint').Config} */
export default {
  rules: {
    // Colours: `var(--color-…)`, never a literal (`transparent`, `currentColor`, `inherit` are no
    // colours of their own).
    'color-no-hex': true,
    'color-named': 'never',
    'function-disallowed-list': [...colourFunctions, 'color'],
    // Pixels: only the hairlines 1px and 2px (borders, outlines, their offsets); any other px
    // value is a token (`--radius-pill`, `--focus-ring`, …) or a rem size.
    'declaration-property-value-disallowed-list': [
      { '/.*/': ['/(^|[^\\w.])-?(?![012]px)\\d*\\.?\\d+px/'] },
      { message: (property, value) => `${property}: ${value}: only 1px and 2px; use a token` },
    ],
    // Font sizes: a `var(--text-…)` token, `inherit`, or relative to the parent.
    'declaration-property-value-allowed-list': [
      { 'font-size': ['/^var\\(--text-/', 'inherit', '/^[\\d.]+(em|%)/'] },
      { message: (property, value) => `${property}: ${value}: use var(--text-…)` },
    ],
    // Spacing: `var(--space-…)`, 0, auto, percentages and hairlines. A rem or em length only
    // inside calc() (geometry, such as room for an icon); geometry used as spacing gets a name as
    // a local custom property (`--radio-room: 2.25rem; padding-left: var(--radio-room)`).
    'declaration-property-unit-allowed-list': [
      { '/^(margin|padding|gap|row-gap|column-gap)(-|$)/': ['px', '%', 'vh', 'vw', 'dvh', 'svh'] },
      { ignore: ['inside-function'] },
    ],
  },
};
