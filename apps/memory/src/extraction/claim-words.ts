// Words a question about a claim uses that its sentence may not: "What is my diet?" asks about "User is pescatarian.",
// "Where does Ana work?" about "Ana is a nurse at St Mary's (job title: nurse)". They are added to a fact's keyword
// terms (hashed like the sentence's), never to its content.
import type { ExtractedFact } from './types';
import { valueKind } from './value-kinds';

const BY_ATTRIBUTE: Array<[RegExp, string]> = [
  [/^lives_in$/, 'live lives home address city based where'],
  [/^(?:located_in|headquartered_in|held_in|hosted_on)$/, 'where located'],
  [/^works_at$/, 'work works job employer company'],
  [/^role$/, 'role job title position'],
  [/^team size$/, 'team size manage many'],
  [/^attends$/, 'school attend attends'],
  [/^reports_to$/, 'reports manager boss'],
  [/^held_by$/, 'who'],
  [/^led_by$/, 'who leads runs owns owner'],
  [/^kept_at:.*$/, 'where keep keeps kept'],
  [/^supports$/, 'support supports team fan'],
  [/^partner$/, 'relationship partner'],
  [/^age$/, 'age old'],
  [/^(?:drives)$/, 'car drive drives'],
  [/^(?:uses|watches_on)$/, 'use uses'],
  [/^commutes_by$/, 'commute'],
  [/^duration$/, 'long time take takes'],
  [/^(?:scheduled_for|recurs_on|schedule:.*|time:.*)$/, 'when day date schedule'],
  [/^frequency:.*$/, 'often how'],
  [/^(?:rate:.*|has:.*|count:.*|level)$/, 'how much many'],
  [/^(?:costs|pays per .*)$/, 'cost costs pay pays price much'],
  [/^earns per .*$/, 'salary earn earns income make makes'],
  [/^size:.*$/, 'size'],
  [/^diet$/, 'diet eat food'],
  [/^name$/, 'name called named'],
  [/^does$/, 'do does hobby sport play plays'],
  [/^preference:favorite .*$/, 'favorite prefer'],
  [/^preference:.*$/, 'like likes'],
];

/** The question words of a fact's claim: its attribute's words and what they are usually asked with. */
export function claimWords(fact: Pick<ExtractedFact, 'attribute' | 'value'>): string {
  const words = [fact.attribute.replace(/^[^:]*:/, '').replace(/_/g, ' ')];
  for (const [re, extra] of BY_ATTRIBUTE) {
    if (re.test(fact.attribute)) {
      words.push(extra);
      break;
    }
  }
  // "Which CI service do we use?" asks about "Builds run on CircleCI.": the kind of a well-known product.
  const kind = valueKind(fact.value);
  if (kind) words.push(kind);
  return words.join(' ');
}
