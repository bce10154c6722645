const path = require('node:path');
const base = require('../tools/jest/create-web-jest-config.cjs')('mf-content');

module.exports = {
  ...base,
  moduleNameMapper: {
    ...base.moduleNameMapper,
    // marked ships ESM only and jest runs CommonJS here: tests load its UMD build, the same code.
    '^marked$': path.join(__dirname, '../node_modules/marked/lib/marked.umd.js'),
  },
};
