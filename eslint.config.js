// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

/** Tests and their helpers, which may build on the demo shop; the shop's own code may not. */
const API_TEST_CODE = ['**/*.test.ts', '**/test-support.ts', '**/*-test-support.ts', 'apps/api/src/test/**'];
const NO_DEMO = {
  regex: '^(\\.\\./)+demo/|^@tendero/demo(/|$)',
  message: 'The API runs without the demo shop: only tests may import from demo/.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'bench/.cache/**',
      '**/.next/**',
      '**/.next-*/**',
      'data/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: [
      'scripts/**',
      'cluster/**',
      'bench/**',
      'apps/api/src/**/*-cli.ts',
      'apps/api/src/cli/**',
      'demo/**',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/modules/**', ...API_TEST_CODE],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_DEMO] }] },
  },
  {
    // The module-boundary lint (docs/architecture.md#the-module-boundary-lint): a module uses another through
    // its index.ts or service.ts, and only repositories query.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: API_TEST_CODE,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_DEMO,
            {
              regex: '^\\.\\./[\\w-]+/(?!(index|service)\\.ts$)',
              message:
                'Use another module through its index.ts or service.ts, never its repository, tables or inner files.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]',
          message: 'Queries belong in a repository file of the module.',
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql']",
          message: 'Queries belong in a repository file of the module.',
        },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/**/*repository.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  prettier,
);
