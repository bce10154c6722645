// Lint for the workspace's own scripts (serving, benchmarks, test runners, build helpers): TypeScript, plus the few
// JavaScript files a tool loads itself (README.md). The workspace config leaves *.mjs and *.cjs out (they are
// configuration files in the projects); here they are code too.
import workspaceConfig from '../eslint.config.mjs';

const [workspaceIgnores, ...workspaceRules] = workspaceConfig;

export default [
  { ignores: /** @type {{ ignores: string[] }} */ (workspaceIgnores).ignores.filter((pattern) => pattern !== '**/*.mjs' && pattern !== '**/*.cjs') },
  ...workspaceRules,
  {
    // CommonJS files (jest and Playwright load these with require) use require.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];
