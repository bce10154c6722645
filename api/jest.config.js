// API tests start the real server against an embedded database engine: few workers keep the
// 2-core machine responsive, and each test file gets its own engine.
const preset = require('../jest.preset.js');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  rootDir: __dirname,
  displayName: 'api',
  testEnvironment: 'node',
  setupFiles: ['<rootDir>/test/setup/block-outside-network.ts'],
  maxWorkers: 2,
  testTimeout: 30000,
};
