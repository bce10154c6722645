import workspaceConfig from '../eslint.config.mjs';

export default [
  ...workspaceConfig,
  {
    // The harness reuses the workspace's serving scripts (tools/, not an Nx project), the same code `npm start`
    // runs, so the suite tests what people run.
    files: ['src/global-setup.ts', 'src/production-topology.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
];
