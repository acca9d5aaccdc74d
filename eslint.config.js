// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-bench/**', '**/node_modules/**', 'coverage/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      'no-console': 'off',
    },
  },
  {
    // The engine runs in browsers and Web Workers too: no Node built-ins.
    files: ['packages/engine/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'The engine must run in the browser: no Node built-ins.' },
          ],
        },
      ],
    },
  },
  {
    // The protocol is shared by the server and the browser: zod and the engine only.
    files: ['packages/protocol/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|@katz/engine$|\\./)',
              message:
                'The protocol runs in the browser and the server alike: it imports zod and the engine only.',
            },
          ],
        },
      ],
    },
  },
  {
    // The engine's core reads a byte array at indices its layout guarantees; see packages/engine/src/core/table.ts.
    files: [
      'packages/engine/src/core/**/*.ts',
      'packages/engine/src/parse-position.ts',
      'packages/engine/bench/**/*.ts',
      // The bots search on the same byte arrays, with the same layout guarantees.
      'packages/bots/src/**/*.ts',
      'packages/bots/bench/**/*.ts',
    ],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Tests assert on shapes with vitest's asymmetric matchers (typed any) and index fixtures they just built.
    files: ['**/*.test.ts', '**/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  {
    // The bots run in browsers too (a Web Worker for offline play): only the match runner and the playout
    // threads may use Node's modules.
    files: ['packages/bots/src/**/*.ts'],
    ignores: ['packages/bots/src/match/**', 'packages/bots/src/threads/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*'], message: 'bots must run in browsers' }] },
      ],
    },
  },
  {
    // The web app runs in the browser: no Node built-ins in its sources, which see the browser's globals.
    files: ['packages/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['node:*'], message: 'The web app runs in the browser: no Node built-ins.' }],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The web app's service worker is a plain script that runs in the worker's own scope.
    files: ['packages/web/public/sw.js'],
    languageOptions: {
      sourceType: 'script',
      globals: {
        self: 'readonly',
        caches: 'readonly',
        fetch: 'readonly',
        URL: 'readonly',
        Response: 'readonly',
      },
    },
  },
);
