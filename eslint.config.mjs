// One lint config for the workspace. The module-boundary rule turns the architecture's
// "who may import whom" into a CI failure (docs/architecture.md).
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import { fileURLToPath } from 'node:url';

const workspaceRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * Sources whose user-visible text must come from a message catalogue (design-system/src/i18n): a string written
 * into JSX, or into a prop people read or hear (label, placeholder, aria-label...), fails lint. A project is
 * listed here once its screens are translated, so that what is translated stays translated.
 */
const translatedSources = [
  'shell/src/**/*.tsx',
  'design-system/src/**/*.tsx',
  'web-core/src/**/*.tsx',
  'mf-marketplace/src/**/*.tsx',
  'mf-chat/src/**/*.tsx',
  'mf-admin/src/**/*.tsx',
  'mf-content/src/pages/**/*.tsx',
  'mf-content/src/shared/**/*.tsx',
  'mf-content/src/features/**/*.tsx',
];

/** Props whose value people read or hear. Other props (variant, to, href, sx, data-testid) hold code, not copy. */
const userVisibleProps = [
  'label', 'title', 'placeholder', 'alt', 'aria-label', 'aria-description', 'aria-valuetext', 'aria-roledescription',
  'helperText', 'tooltip', 'primary', 'secondary', 'subheader', 'message', 'description', 'heading', 'subtitle',
  'caption', 'emptyText', 'confirmLabel', 'cancelLabel', 'actionLabel', 'text', 'hint', 'badge',
];

export default [
  { ignores: ['**/dist/**', '**/node_modules/**', '**/storybook-static/**', '**/.nx/**', '**/test-results/**', '**/playwright-report/**', '**/*.config.*js', '**/*.mjs', '**/*.cjs'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx, 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:contracts'], bannedExternalImports: ['react', 'react-dom', '@mui/*', 'express', 'mongoose'] },
            // The design-system reads contracts only for the brand colours (contracts/src/brand-colours.ts), which the
            // api draws its PDFs and chart SVGs with: the api may not import the web, so the shared data sits below both.
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:contracts'], bannedExternalImports: ['express', 'mongoose', 'socket.io', 'socket.io-client', '@reduxjs/toolkit', 'react-redux'] },
            { sourceTag: 'type:web-core', onlyDependOnLibsWithTags: ['type:contracts', 'type:ui'], bannedExternalImports: ['express', 'mongoose', 'socket.io'] },
            { sourceTag: 'type:remote', onlyDependOnLibsWithTags: ['type:contracts', 'type:ui', 'type:web-core'], bannedExternalImports: ['express', 'mongoose', 'socket.io'] },
            { sourceTag: 'type:shell', onlyDependOnLibsWithTags: ['type:contracts', 'type:ui', 'type:web-core'], bannedExternalImports: ['express', 'mongoose', 'socket.io'] },
            { sourceTag: 'type:api', onlyDependOnLibsWithTags: ['type:contracts'], bannedExternalImports: ['react', 'react-dom', 'react-router-dom', '@mui/*', '@emotion/*', 'socket.io-client', '@reduxjs/toolkit', 'react-redux', 'formik'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:contracts'] },
            // The prerender renders the remotes' public pages on the server: their catalogues and pure models (no React components).
            { sourceTag: 'type:prerender', onlyDependOnLibsWithTags: ['type:contracts', 'type:ui', 'type:web-core', 'type:remote', 'type:shell'], bannedExternalImports: ['mongoose', 'socket.io', '@mui/*'] },
            // The workspace's scripts: the web projects' shared jest set-up reads web-core's test server and the design
            // system's catalogues; the site's server runs the prerender's build.
            { sourceTag: 'type:tools', onlyDependOnLibsWithTags: ['type:contracts', 'type:ui', 'type:web-core', 'type:prerender'] },
          ],
        },
      ],
    },
  },
  {
    // The embedded engine's write gate belongs to the database layer (api/src/db and the repositories): use cases,
    // routers and services write through repositories, which take the gate where the engine needs it.
    // Workspace-relative globs: api's lint runs from api/ (eslint src), so they need the workspace root as base.
    basePath: workspaceRoot,
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/db/**', 'api/src/**/*.repository.ts', 'api/src/seed/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/transactions'],
              importNames: ['withWriteLock', 'gatedWrite'],
              message: 'The write gate is the repositories\' business: call a repository method, which takes it (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
  ...(translatedSources.length === 0
    ? []
    : [
        {
          // The globs name paths from the workspace root; a project's lint runs from its own folder (eslint src), where
          // ESLint would read them relative to that folder and match nothing.
          basePath: workspaceRoot,
          files: translatedSources,
          ignores: ['**/*.test.tsx', '**/*.stories.tsx', '**/test/**'],
          plugins: { i18next },
          rules: {
            'i18next/no-literal-string': [
              'error',
              {
                mode: 'jsx-only',
                'jsx-attributes': { include: userVisibleProps },
                // Punctuation, symbols and numbers between translated pieces are not copy.
                words: { exclude: ['[0-9!-/:-@[-`{-~\\s·•–—₹×✓✕→←↑↓…%]+'] },
                message: 'User-visible text comes from the message catalogue (t(...)), so that it can be translated',
              },
            ],
          },
        },
      ]),
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**/*.ts', '**/bench/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
];
