import { countTokens } from './tokens';

describe('countTokens', () => {
  it('counts words and punctuation, not whitespace', () => {
    expect(countTokens('Hello, world!')).toBe(4);
    expect(countTokens('  \n\t ')).toBe(0);
  });

  it('charges long words one token per started eight characters', () => {
    expect(countTokens('internationalization')).toBe(3); // 20 characters
  });

  it('counts each CJK character as a token', () => {
    expect(countTokens('東京タワー')).toBe(5);
    expect(countTokens('abc漢字')).toBe(3);
  });

  it('is additive over a split at whitespace', () => {
    const a = 'The quick, brown fox';
    const b = 'jumps over (the) lazy dog.';
    expect(countTokens(`${a} ${b}`)).toBe(countTokens(a) + countTokens(b));
  });
});
