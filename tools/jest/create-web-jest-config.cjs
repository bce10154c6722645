// Jest settings for a web project (shell, remotes, web-core): the workspace preset plus jsdom with fetch.
const path = require('node:path');
const preset = require('../../jest.preset.js');

// The preset's TypeScript/JavaScript transform (SWC), reused for .mjs below.
const swcTransform = preset.transform?.['^.+\\.(t|j)sx?$'];
if (!swcTransform) throw new Error('jest.preset.js has no transform for ^.+\\.(t|j)sx?$');

/** @param {string} displayName */
module.exports = function createWebJestConfig(displayName) {
  return {
    ...preset,
    displayName,
    testEnvironment: path.join(__dirname, 'jsdom-environment.ts'),
    // Some of Mock Service Worker's dependencies ship only ES modules; jest runs CommonJS, so SWC compiles it.
    transform: { ...preset.transform, '^.+\\.mjs$': swcTransform },
    transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise)/)'],
    setupFilesAfterEnv: [path.join(__dirname, 'setup-dom.ts')],
    // Whole-page tests type into forms; on a busy 2-core machine they need more than jest's 5 s.
    testTimeout: 60000,
    // Images and fonts imported by components are irrelevant to behaviour.
    // `import('./en.json?complete')`: the whole catalogue, which the bundler keeps apart from its sections imported by name.
    moduleNameMapper: { '\\.(png|jpe?g|gif|svg|webp|avif|woff2?)$': path.join(__dirname, 'file-stub.cjs'), '^(.+\\.json)\\?complete$': '$1' },
  };
};
