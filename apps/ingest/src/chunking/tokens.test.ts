import fc from 'fast-check';
import { countTokens, TokenCounter } from './tokens';

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

describe('TokenCounter', () => {
  // Words, long identifiers, CJK, an astral emoji and a combining mark, punctuation and every kind of whitespace.
  const parts = ['word', 'internationalization', 'x', '東', 'タワー', '😀', 'é', '.', ',', '(', ' ', '  ', '\n', '\t', '42'];
  const texts = fc.array(fc.constantFrom(...parts), { maxLength: 60 }).map((xs) => xs.join(''));

  it('counts every range as countTokens counts its slice, ends inside pieces included', () => {
    fc.assert(
      fc.property(texts, fc.nat(), fc.nat(), (text, x, y) => {
        const counter = new TokenCounter(text);
        const a = x % (text.length + 1);
        const b = y % (text.length + 1);
        const [start, end] = a <= b ? [a, b] : [b, a];
        expect(counter.count(start, end)).toBe(countTokens(text.slice(start, end)));
      }),
      { numRuns: 2000 },
    );
  });

  it('counts nothing in an empty or reversed range', () => {
    const counter = new TokenCounter('Hello, world!');
    expect(counter.count(3, 3)).toBe(0);
    expect(counter.count(5, 2)).toBe(0);
    expect(counter.count(0, 13)).toBe(4);
  });
});
