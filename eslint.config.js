// ESLint flat config. Syntax-only typescript-eslint (no type information) keeps `npm run lint` fast;
// `tsc --noEmit` is the type check. The architecture rules (docs/architecture.md) are the
// `boundaries/dependencies` policies below.
import path from 'node:path';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import boundaries from 'eslint-plugin-boundaries';
import formatjs from 'eslint-plugin-formatjs';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

const testFiles = ['**/*.test.{ts,tsx}', 'tests/**', 'e2e/**'];

/** Layers of the code base. A file belongs to the first element whose folder contains it. */
const elements = [
  { type: 'contract', pattern: 'src/shared/api/contract' },
  { type: 'shared', pattern: 'src/shared' },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
  { type: 'app', pattern: 'src/app' },
  { type: 'demo-api', pattern: 'demo-api' },
  { type: 'tests', pattern: 'tests' },
  { type: 'e2e', pattern: 'e2e' },
  { type: 'scripts', pattern: 'scripts' },
];

const may = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
});

/** app -> features -> shared; the demo API sees only the contract; nothing in src/ sees the demo API. */
const dependencyPolicies = [
  may('app', ['app', 'feature', 'shared', 'contract']),
  // A feature may use shared code; its own files are internal and always allowed. Another feature: never.
  may('feature', ['shared', 'contract']),
  may('shared', ['shared', 'contract']),
  // The contract is imported by the demo API too, so it stands alone (zod only).
  may('contract', ['contract']),
  may('demo-api', ['demo-api', 'contract']),
  may('tests', ['app', 'feature', 'shared', 'contract', 'demo-api', 'tests']),
  // Journeys may read the shop's own route table and config (paths, languages) to build URLs,
  // and act on the same slow phone the performance scripts measure (scripts/perf).
  may('e2e', ['e2e', 'shared', 'contract', 'demo-api', 'scripts']),
  // Scripts may use the shop's pure shared modules too (scripts/seo builds the sitemap with the
  // same URL rules as the page head: src/shared/seo, src/shared/config/paths).
  may('scripts', ['scripts', 'demo-api', 'contract', 'shared']),
  // Unit tests beside the code may also start the demo API and use the test helpers.
  {
    from: { file: { categories: 'test' } },
    allow: { to: { element: { types: { anyOf: ['demo-api', 'tests'] } } } },
  },
];

export default defineConfig(
  globalIgnores([
    'dist/',
    'dist-*/',
    'coverage/',
    'test-results/',
    'playwright-report/',
    '.lighthouseci/',
    'src/i18n/compiled/',
    'public/',
  ]),
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        // `typeof import('…')` stays allowed: it types a module that is loaded lazily with import().
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrors: 'none',
          ignoreRestSiblings: true,
        },
      ],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Text in template literals follows French typography (a narrow no-break space before : ; ! ?)
      // like text in plain strings, which the rule already skips.
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true }],
    },
  },

  // React: hooks (incl. the React Compiler checks), accessibility, react-query.
  // Not in tests/: test fixtures named use…() there are no React hooks.
  { files: ['src/**/*.{ts,tsx}'], ...reactHooks.configs.flat['recommended-latest'] },
  { files: ['src/**/*.tsx', 'tests/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  ...pluginQuery.configs['flat/recommended'],

  // UI text comes from locales/*.json by explicit id (<FormattedMessage id="…"/>, intl.formatMessage({ id })).
  {
    files: ['src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { formatjs },
    rules: {
      // User-facing props (aria-*, alt, title, placeholder, label) may not be literal strings.
      'formatjs/no-literal-string-in-jsx': [
        'error',
        {
          props: {
            include: [['*', '{label,placeholder,title,alt}']],
            exclude: [['*', 'children']],
          },
        },
      ],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-useless-message': 'error',
      'formatjs/no-emoji': 'error',
      'no-restricted-syntax': [
        'error',
        // Text with letters between tags must be a message; punctuation such as "·" or "×" may stay.
        {
          selector: 'JSXText[value=/[A-Za-zÀ-ÖØ-öø-ÿ]/]',
          message: 'User-facing text comes from locales/*.json: use <FormattedMessage id="…" />.',
        },
        {
          selector: 'JSXExpressionContainer > Literal[value=/[A-Za-zÀ-ÖØ-öø-ÿ]/]',
          message: 'User-facing text comes from locales/*.json: use <FormattedMessage id="…" />.',
        },
        {
          selector: 'JSXAttribute[name.name="defaultMessage"], Property[key.name="defaultMessage"]',
          message: 'Messages live in locales/*.json (nl is the source); refer to them by id only.',
        },
        // The route is the language's one home (docs/decisions/0040-one-shopper-context.md).
        {
          selector: 'JSXAttribute[name.name="language"]',
          message: "Read the page's language with useLanguage(); it is not passed down as a prop.",
        },
      ],
    },
  },

  // Architecture boundaries.
  {
    files: [
      'src/**/*.{ts,tsx}',
      'demo-api/**/*.ts',
      'tests/**/*.{ts,tsx}',
      'e2e/**/*.ts',
      'scripts/**/*.ts',
    ],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      // The `@/` alias as tsconfig.base.json declares it, so boundaries sees where it points
      // (docs/decisions/0073-eslint-typescript-resolver.md).
      'import/resolver': {
        typescript: { project: path.join(import.meta.dirname, 'tsconfig.base.json') },
      },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: dependencyPolicies,
        },
      ],
    },
  },

  // src/main.tsx is no element (boundaries describes folders), so this rule covers all of src/.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/demo-api', '**/demo-api/**', 'demo-api', 'demo-api/**', 'msw', 'msw/**'],
              message:
                'The demo API and MSW never reach the production bundle (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },

  // Node code: the demo API, scripts, tests, configs.
  {
    files: [
      'demo-api/**',
      'scripts/**',
      'e2e/**',
      'tests/**',
      'vite/**',
      '*.config.{js,ts,mts}',
      '**/*.cjs',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['demo-api/**', 'scripts/**'],
    // The demo API prints the mailbox and request logs; scripts report to the terminal.
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: testFiles,
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
