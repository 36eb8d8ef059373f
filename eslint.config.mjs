// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

// A package's own folders have other names, so a climb into one of these leaves the package.
const BY_PACKAGE_NAME = {
  regex:
    '^(\\.\\./)+(apps|packages|content|contact-client|static-host|ui|site|local-host|e2e)/|^(\\.\\./){2,}supabase/',
  message: 'Import the workspace package by name (@agency/…) instead of a relative path into it.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/build/**',
      '**/storybook-static/**',
      '**/.react-router/**',
      '**/node_modules/**',
      '**/.local-data/**',
      '**/.turbo/**',
      // The end-to-end suites' reports and failure artefacts.
      'apps/e2e/reports/**',
      'apps/e2e/test-results/**',
      // Temporary bundles tsup and Vite write next to their configs while a build runs in parallel.
      '**/*.bundled_*.mjs',
      '**/*.timestamp-*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Workspace packages are crossed by package name (each package's `exports`), never by a relative path.
      'no-restricted-imports': ['error', { patterns: [BY_PACKAGE_NAME] }],
    },
  },
  {
    // Code that runs in the browser takes only the browser-safe entries of @agency/supabase (no Hono, no PGlite).
    files: ['packages/contact-client/**', 'apps/site/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            BY_PACKAGE_NAME,
            {
              regex: '^@agency/supabase(?!/(rules|inbox)$)',
              message:
                'In the browser, import only @agency/supabase/rules or @agency/supabase/inbox.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Code reads as named steps: no function of more than 80 lines of code. Tests and stories are exempt (a `describe`
    // is a list of cases, a story file a list of examples).
    files: [
      'apps/local-host/src/**/*.ts',
      'supabase/**/*.ts',
      'apps/site/app/**/*.{ts,tsx}',
      'apps/site/scripts/**/*.{ts,tsx,mjs}',
      'packages/ui/src/**/*.{ts,tsx}',
      'packages/content/**/*.{ts,tsx}',
      'packages/contact-client/**/*.{ts,tsx}',
      'packages/static-host/**/*.{ts,tsx}',
      'apps/e2e/scripts/**/*.{ts,mjs}',
      'apps/e2e/support/**/*.ts',
    ],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*_test.ts',
      '**/*.stories.tsx',
      '**/tests/**',
      'supabase/tests/**',
      'supabase/functions/tests/**',
    ],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
);
