// Jest settings for a web project (shell, remotes, web-core): the workspace preset plus jsdom with fetch.
const path = require('node:path');
const preset = require('../../jest.preset.js');

/** @param {string} displayName */
module.exports = function createWebJestConfig(displayName) {
  return {
    ...preset,
    displayName,
    testEnvironment: path.join(__dirname, 'jsdom-environment.cjs'),
    setupFilesAfterEnv: [path.join(__dirname, 'setup-dom.ts')],
    // Whole-page tests type into forms; on a busy 2-core machine they need more than jest's 5 s.
    testTimeout: 60000,
    // Images and fonts imported by components are irrelevant to behaviour.
    moduleNameMapper: { '\\.(png|jpe?g|gif|svg|webp|avif|woff2?)$': path.join(__dirname, 'file-stub.cjs') },
  };
};
