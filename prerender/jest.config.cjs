// The prerender's tests: its middleware on an express server against a stand-in API, in Node (no browser).
const path = require('node:path');
const preset = require('../jest.preset.js');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  rootDir: __dirname,
  displayName: 'prerender',
  testEnvironment: 'node',
  testTimeout: 30000,
  moduleNameMapper: {
    // marked (web-core/markdown) ships only an ES module; jest runs CommonJS, so tests load its UMD build (the same code).
    '^marked$': path.join(__dirname, '../node_modules/marked/lib/marked.umd.js'),
    // Fonts the design-system names (script-fonts.ts) are never read by the server.
    '\\.(woff2?|css)$': path.join(__dirname, '../tools/jest/file-stub.cjs'),
  },
};
