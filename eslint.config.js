import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Dependencies point one way: contract is shared and depends on neither side; the sides never import each other. */
const boundary = (forbidden, message) => ({
  'no-restricted-imports': ['error', { patterns: forbidden.map((group) => ({ group: [group], message })) }],
});

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'bench-results', 'test-results', 'playwright-report', 'server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...boundary(['**/server/**'], 'The web app talks to the server over HTTP only; share code through contract/.') },
  },
  {
    files: ['server/**/*.ts'],
    rules: boundary(['**/web/src/**'], 'The server does not import the web app; share code through contract/.'),
  },
  {
    files: ['contract/**/*.ts'],
    rules: boundary(['**/server/**', '**/web/**'], 'contract/ is shared by both sides and imports neither.'),
  },
  {
    files: ['**/*.test.ts', 'server/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
