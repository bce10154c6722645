// contracts holds plain TypeScript shared by the API and the web (zod schemas and the rules of money, prices and
// sessions): its tests run in Node, without a DOM, next to the sources they test (src/**/*.test.ts).
const preset = require('../jest.preset.js');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  rootDir: __dirname,
  displayName: 'contracts',
  testEnvironment: 'node',
};
