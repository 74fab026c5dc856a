// The offline extractor on generated text: sentences assembled from the words its rules and subject resolution react
// to, in any order, with speakers, headings and punctuation. It must never throw, and every fact it returns must be
// whole (an attribute, a value, a subject, a content sentence, a valid date), whatever the input.
import fc from 'fast-check';
import { createOfflineExtractor } from './offline-extractor';

const extractor = createOfflineExtractor();

const WORDS = [
  'I', 'we', 'my', 'our', 'The', 'the', 'a', 'an', 'Sam', "Sam's", 'Acme Corp', 'Lisbon', 'user:', 'Notes:', 'Hi all,',
  'is', 'am', 'was', 'have', 'has', "I've", 'will', 'be', 'not', "don't", 'now', 'anymore', 'no longer', 'really',
  'live in', 'moved to', 'work at', 'joined', 'left', 'switched from', 'to', 'replaced', 'with', 'instead of',
  'replacing', 'going with', 'chose', 'decided to', 'use', 'love', 'prefer', 'favorite', 'favourite', 'restaurant:',
  'stopped', 'gave up', 'play', 'drive', 'weigh', '92 kg', 'costs', 'priced at', '$1,200', '3,000', 'in savings',
  'three', 'times a week', 'twice a month', 'miles a week', 'read', '21 books', 'so far', 'this year', 'on Tuesdays',
  'wake up at', '7:30 am', 'next Friday', 'last summer', 'in 2019', 'scheduled for', 'pushed to', 'May 14', 'hosted on',
  'is led by', 'married to', 'engaged to', 'second grade', 'headquartered in', 'since', 'because', 'so', 'and', 'but',
  ',', '.', ':', ';', '!', '?', '(', ')', '"', "'", '-', '\n',
];

test('never throws, and every fact is whole', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(fc.constantFrom(...WORDS), { maxLength: 30 }), fc.option(fc.constantFrom('Sam', 'User')), async (words, speaker) => {
      const facts = await extractor.extract({ text: words.join(' '), speaker: speaker ?? undefined, referenceTime: new Date('2024-06-12T10:00:00Z') });
      for (const f of facts) {
        expect(typeof f.attribute).toBe('string');
        expect(f.attribute.length).toBeGreaterThan(0);
        expect(typeof f.value).toBe('string');
        expect(f.value.length).toBeGreaterThan(0);
        expect(f.subject.name.length).toBeGreaterThan(0);
        expect(f.content.length).toBeGreaterThan(0);
        expect(Number.isNaN(f.validFrom.getTime())).toBe(false);
        expect(f.confidence).toBeGreaterThan(0);
        expect(f.confidence).toBeLessThanOrEqual(1);
      }
    }),
    { numRuns: 3000 },
  );
});
