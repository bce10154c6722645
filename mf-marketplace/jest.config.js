const path = require('node:path');
const base = require('../tools/jest/create-web-jest-config.cjs')('mf-marketplace');

// marked (web-core/markdown) ships only an ES module; jest runs CommonJS, so tests load its UMD build (the same code).
module.exports = {
  ...base,
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '^marked$': path.join(__dirname, '../node_modules/marked/lib/marked.umd.js'),
  },
};
