import workspaceConfig from '../eslint.config.mjs';

export default [
  ...workspaceConfig,
  {
    // The harness reuses the workspace's serving scripts (tools/, not an Nx project), the same code `npm start`
    // runs, so the suite tests what people run; failure-context.spec.ts tests the summary reporter in tools/;
    // verify-account.ts asks the API's own port (tools/web-apps.ts) for the development outboxes; fake-microphone.ts
    // shares the fake voice with bench:calls:browser (tools/media/fake-voice.ts).
    files: ['src/global-setup.ts', 'src/production-topology.ts', 'src/verify-account.ts', 'src/fake-microphone.ts', 'tests/failure-context.spec.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // Journeys take test and expect from src/test.ts, whose automatic fixture explains a failure in CI's log.
    files: ['tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', message: "Import test and expect from '../src/test'.", allowTypeImports: true }] },
      ],
    },
  },
];
