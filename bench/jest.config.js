const preset = require('../jest.preset.js');

// The retrieval harness lives in retrieval/ beside its tests.
module.exports = { ...preset, testMatch: [...preset.testMatch, '<rootDir>/retrieval/**/*.test.ts'] };
