// One lint configuration for the whole repository (issue 17): ESLint's and typescript-eslint's recommended rules, the
// React hooks rules and jsx-a11y for the UI, and eslint-config-prettier last so that no stylistic rule argues with
// Prettier (which owns formatting: `npm run format`). Rules run without type information: a type-aware run of this
// tree costs a full `tsc` program per lint, and `tsc --noEmit` already runs first in `npm test`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    // the same generated and output files Prettier ignores (.prettierignore): their generators own them
    ignores: ['node_modules/', 'dist/', 'dist-server/', 'data/', 'logs/', 'bench/results/', '.tmp/', '.tmp-*', 'tests/api/client/lims-api.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_`-prefixed names are deliberately unused: a parameter kept for its position, a rest sibling dropping a key
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // zod's GlobalMeta is extended by module augmentation, which needs an (empty) interface extending one type
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The two classic hook rules, as errors. Not the plugin's React Compiler rules (set-state-in-effect, refs,
    // purity, …): the app is not built with the compiler, and running it took 88 % of the lint time (TIMING=1).
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['src/**/*.tsx', 'tests/ui/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // a dialog moves the focus to its (first) field on opening, as the WAI-ARIA dialog pattern asks; autoFocus on
      // MUI's TextField in a Dialog is that, so only raw DOM elements are held to the rule
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  // One-way layers (issue 36): schemas/ is shared by both sides and does no I/O; src/ and server/ never import each
  // other (what both print lives in schemas/). tests/unit/boundaries.test.ts checks the same over the whole tree,
  // dynamic import() included, and forbids import cycles.
  ...Object.entries({
    schemas: {
      regex: '^(\\.\\./)+(src|server|tests|scripts)/|^node:',
      message: 'schemas/ imports nothing of src/, server/, tests/ or scripts/ and does no I/O.',
    },
    src: {
      regex: '^(\\.\\./)+(server|tests|scripts)/',
      message: 'src/ (the browser bundle) imports nothing of server/, tests/ or scripts/: shared code lives in schemas/.',
    },
    server: { regex: '^(\\.\\./)+(src|tests)/', message: 'server/ imports nothing of src/ or tests/: shared code lives in schemas/.' },
  }).map(([dir, pattern]) => ({
    files: [`${dir}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [pattern] }] },
  })),
  {
    // Tests, benches and the API flow driver read JSON answers of every shape: `any` is their deliberate body type
    // (the application code under src/, server/ and schemas/ keeps the rule).
    files: ['tests/**', 'bench/**', 'server/workflow/apiFlow.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  prettier,
);
