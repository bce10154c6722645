module.exports = require('../tools/jest/create-web-jest-config.cjs')('mf-content');
