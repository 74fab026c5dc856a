import fc from 'fast-check';
import { GatedRewrites, LiteralGates, requiredLiterals } from './literal-gate';
import { RULES } from './offline-rules';

describe('requiredLiterals', () => {
  it('names the words one of which every match contains, lower-cased, white space as one space', () => {
    expect(requiredLiterals(/\b(?:Moved|relocated)\s+to\s+(\p{Lu}\w+)/u)?.sort()).toEqual(['moved to ', 'relocated to ']);
    // The most selective part of a sequence: "every" rather than the one-letter "a".
    expect(requiredLiterals(/\ba\s+\d+\s+every\b/)).toEqual([' every']);
  });

  it('counts what a positive lookaround needs, and nothing a negative one or an optional part says', () => {
    expect(requiredLiterals(/(?<=\bcaptain\s+)\p{Lu}\w+/u)).toEqual(['captain ']);
    expect(requiredLiterals(/(?<!\bformer\s+)\p{Lu}\w+/u)).toBeUndefined();
    expect(requiredLiterals(/(?:favou?rite\s+)?\d+/)).toBeUndefined();
  });

  it('gives no gate when an alternative names nothing or only short words', () => {
    expect(requiredLiterals(/(?:lives in|\d+)\s+\p{Lu}/u)).toBeUndefined();
    expect(requiredLiterals(/\b(?:is|am|at)\b/)).toBeUndefined();
  });

  it('keeps only the shortest of literals that contain one another', () => {
    expect(requiredLiterals(/\b(?:week|weekly|weekend)\b/)).toEqual(['week']);
  });
});

describe('LiteralGates', () => {
  const patterns = [
    /\b(?:moved|relocated)\s+to\s+(\p{Lu}\w+)/u,
    /(?<=\b(?:I|we)\s+)(?:love|like)s?\s+(\w+)/iu,
    /\bevery\s+(?:other\s+)?(?:Monday|Friday)s?\b/i,
    /\b(?:is|are)\s+now\b/,
    /\d+\s*(?:km|miles)\b/,
  ];
  const gates = new LiteralGates(patterns);

  it('closes a pattern whose words the text lacks and opens one whose words it has, in any case and spacing', () => {
    const mayMatch = gates.open('We LOVE   cycling every\tother friday');
    expect(patterns.map((_, i) => mayMatch(i))).toEqual([false, true, true, false, true]);
  });

  it('never closes a pattern that matches (property)', () => {
    const words = ['I', 'we', 'We', 'moved', 'to', 'Lisbon', 'relocated', 'love', 'LIKES', 'like', 'every', 'other', 'Monday', 'fridays', 'is', 'are', 'now', '12', 'km', 'miles', 'x'];
    const space = fc.constantFrom(' ', '  ', '\t', '\n', ', ');
    const text = fc.array(fc.tuple(fc.constantFrom(...words), space), { maxLength: 12 }).map((parts) => parts.map(([w, s]) => w + s).join(''));
    fc.assert(
      fc.property(text, (t) => {
        const mayMatch = gates.open(t);
        patterns.forEach((re, i) => {
          if (re.test(t)) expect(mayMatch(i)).toBe(true);
        });
      }),
      { numRuns: 2000 },
    );
  });

  it("never closes one of the extractor's rules on a sentence it matches", () => {
    const rules = new LiteralGates(RULES.map((r) => r.re));
    const sentences = [
      'I moved to Lisbon last month.',
      'Priya now works at Monzo in their fraud team.',
      'We meet every other Thursday at the library.',
      'My favourite band is Wet Leg.',
      'The rent went up to £1,450 a month.',
      'Tom drives a blue Golf.',
      'She is now the head coach of the under-12s.',
      'The standup moved to @date0.',
    ];
    for (const sentence of sentences) {
      const mayMatch = rules.open(sentence);
      RULES.forEach((rule, i) => {
        if (new RegExp(rule.re.source, rule.re.flags).test(sentence)) expect([rule.name, mayMatch(i)]).toEqual([rule.name, true]);
      });
    }
  });
});

describe('GatedRewrites', () => {
  it('applies rewrites in order, and a rewrite sees what an earlier one wrote', () => {
    const rewrites = new GatedRewrites([
      [/\bhas relocated to\b/, 'moved to'],
      [/\bmoved to (\w+)/, (_all: string, place: string) => `lives in ${place}`],
      [/\bnever matches here\b/, 'x'],
    ]);
    expect(rewrites.apply('Ana has relocated to Porto.')).toBe('Ana lives in Porto.');
    expect(rewrites.apply('Ana is in Porto.')).toBe('Ana is in Porto.');
  });
});
