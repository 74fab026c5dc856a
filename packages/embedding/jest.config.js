// tfjs (loaded by the tokenizer test through @energetic-ai) keeps an engine on `global`; jest's default "soft" cleanup
// of globals after a test file recurses through it until the stack overflows, so this package turns that cleanup off.
const preset = require('../../jest.preset.js');
module.exports = { ...preset, testEnvironmentOptions: { ...preset.testEnvironmentOptions, globalsCleanup: 'off' } };
