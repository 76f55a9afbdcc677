import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const webFeaturesDir = new URL('./apps/web/src/features/', import.meta.url);
const webFeatures = existsSync(webFeaturesDir)
  ? readdirSync(webFeaturesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

// Relative paths that climb into another layer defeat the alias rules below, so they are banned too.
const noClimbingIntoLayers = {
  regex: '^(\\.\\./)+(features|app)(/|$)',
  message: 'Import through the @/ alias so layer boundaries stay visible.',
};

// A feature may use ui/lib and itself, never another feature or the app layer (bulletproof-react).
const featureBoundaries = webFeatures.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/features/**', `!@/features/${feature}/**`],
            message:
              'A feature never imports another feature; move shared code to components/ or lib/.',
          },
          { group: ['@/app/**'], message: 'Features sit below app/.' },
          noClimbingIntoLayers,
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dev-dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@photodossier/server',
                '@photodossier/server/**',
                '@photodossier/web',
                '@photodossier/web/**',
              ],
              message: 'The domain package is pure: it imports nothing of server or web.',
            },
            {
              regex: '^(node:|fs$|path$|http$|https$|net$|child_process$)',
              message: 'The domain package does no I/O.',
            },
            { regex: '^(\\.\\./)+(\\.\\./)?(apps)/', message: 'The domain package is pure.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Code loaded after the first screen may meet a lost connection or a replaced file: React's
    // own lazy turns that into the route's error page (decisions 0071 and 0086).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/load-when-possible.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='react'] ImportSpecifier[imported.name='lazy']",
          message: 'Load a component later with lazyWhenPossible (lib/load-when-possible).',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/**', '@/app/**'],
              message: 'Shared code sits below features and app.',
            },
            noClimbingIntoLayers,
          ],
        },
      ],
    },
  },
  {
    // Runs in Node but hands functions to page.evaluate, which execute in the browser.
    files: ['apps/web/scripts/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  ...featureBoundaries,
);
