// The offline extractor on the shapes agent chats and conversations take that it used to miss or garble: lower-case
// roles, speaker names with digits, lead-ins before "I", favourites that change, seasons, "you", relative clauses,
// dates moved by their owner, and labels that are not speakers. Sentences written for these tests.
import { createOfflineExtractor } from './offline-extractor';
import type { ExtractedFact, ExtractionInput } from './types';

const extractor = createOfflineExtractor();
const reference = new Date('2024-06-12T10:00:00Z'); // a Wednesday
const extract = (text: string, options: Partial<ExtractionInput> = {}) => extractor.extract({ text, referenceTime: reference, ...options });
const day = (fact: ExtractedFact | undefined) => fact?.validFrom.toISOString().slice(0, 10);

describe('one claim, its subject named as written', () => {
  test.each<[string, { subject: string; attribute: string; value: string; content?: string | RegExp }]>([
    ['user: I moved to Denver.', { subject: 'User', attribute: 'lives_in', value: 'denver', content: 'User moved to Denver (lives in Denver).' }],
    ['human: I work at Initech.', { subject: 'Human', attribute: 'works_at', value: 'initech' }],
    ['Canary5f3a: I work at Acme.', { subject: 'Canary5f3a', attribute: 'works_at', value: 'acme', content: 'Canary5f3a works at Acme.' }],
    ['Noor: These days I prefer coffee.', { subject: 'Noor', attribute: 'preference:favorite drink', value: 'coffee', content: 'Noor prefers coffee.' }],
    ['Noor: Big news, I moved to Oslo!', { subject: 'Noor', attribute: 'lives_in', value: 'oslo' }],
    ['Kai: My favourite band is Radiohead.', { subject: 'Kai', attribute: 'preference:favorite band', value: 'radiohead', content: "Kai's favourite band is Radiohead." }],
    ['Kai: These days my favourite band is Arctic Monkeys.', { subject: 'Kai', attribute: 'preference:favorite band', value: 'arctic monkeys' }],
    ['Kai: My favorite beverage is mint tea.', { subject: 'Kai', attribute: 'preference:favorite drink', value: 'mint tea' }],
    ['user: I started a new job at Kaiser Permanente.', { subject: 'User', attribute: 'works_at', value: 'kaiser permanente', content: /\(works at Kaiser Permanente\)\.$/ }],
    ['Sam: I got promoted to staff engineer.', { subject: 'Sam', attribute: 'role', value: 'staff engineer', content: /\(job title: staff engineer\)\.$/ }],
    ['Caroline: My grandma is from Sweden.', { subject: "Caroline's grandma", attribute: 'from', value: 'sweden' }],
    ['Decision: the offsite will be held in Lisbon.', { subject: 'offsite', attribute: 'held_in', value: 'lisbon' }],
    ['user: I moved my dentist appointment to June 21.', { subject: "User's dentist appointment", attribute: 'scheduled_for', value: '2024-06-21' }],
    ['Caroline: I went to a support group yesterday and it was so powerful.', { subject: 'Caroline', attribute: 'went_to', value: 'support group' }],
    ["Caroline: I've been researching adoption agencies.", { subject: 'Caroline', attribute: 'researches', value: 'adoption agencies' }],
  ])('%s', async (text, expected) => {
    const facts = await extract(text);
    expect(facts).toHaveLength(1);
    expect(facts[0]).toMatchObject({ attribute: expected.attribute, value: expected.value });
    expect(facts[0]!.subject.name).toBe(expected.subject);
    if (typeof expected.content === 'string') expect(facts[0]!.content).toBe(expected.content);
    else if (expected.content) expect(facts[0]!.content).toMatch(expected.content);
  });
});

test('a speaker name with digits is the speaker, never an entity "Name: I"', async () => {
  const facts = await extract('Canary5f3a: I work at Acme');
  expect(facts.flatMap((f) => f.entities.map((e) => e.name))).not.toContain('Canary5f3a: I');
});

test.each(['Internal use only.', 'For internal use only.', 'assistant: I live in the cloud and I love helping.', 'AI: I work at OpenAI.'])(
  'no fact from "%s"',
  async (text) => {
    await expect(extract(text)).resolves.toEqual([]);
  },
);

test('"prefer" one drink, then another: one claim whose value changes', async () => {
  const [tea] = await extract('Noor: I prefer tea in the morning.');
  const [coffee] = await extract('Noor: Honestly, these days I prefer coffee.');
  expect(tea).toMatchObject({ attribute: 'preference:favorite drink', value: 'tea', exclusive: true, content: 'Noor prefers tea in the morning.' });
  expect(coffee).toMatchObject({ attribute: tea!.attribute, value: 'coffee' });
  // "like" keeps one claim per thing: liking tea and liking coffee can both be true.
  const [likes] = await extract('Noor: I like tea.');
  expect(likes!.attribute).toBe('preference:tea');
});

test('a season resolves against the reference time', async () => {
  const [fact] = await extract('Melanie: This fall I am going camping.');
  expect(fact).toMatchObject({ subject: { name: 'Melanie' }, attribute: 'went', value: 'camping' });
  expect(day(fact)).toBe('2024-09-01');
});

test('"you" is the other speaker of the conversation', async () => {
  const facts = await extract('Caroline: How is the new flat?\nMelanie: You told me you live in Paris now.');
  expect(facts).toHaveLength(1);
  expect(facts[0]).toMatchObject({ subject: { name: 'Caroline' }, attribute: 'lives_in', value: 'paris' });
  expect(facts[0]!.content).not.toMatch(/\byou\b/i);
});

test('a relative clause is a claim about its antecedent', async () => {
  const facts = await extract('Sam: My cousin Theo, who lives in Boulder, runs a climbing gym.');
  expect(facts.map((f) => [f.subject.name, f.attribute, f.value])).toEqual([
    ['Theo', 'runs', 'climbing gym'],
    ['Theo', 'lives_in', 'boulder'],
  ]);
});

describe('what someone did, when no rule knows the verb, is a dated episode', () => {
  test.each<[string, string, string, string]>([
    ['Melanie: Since we last spoke, I took my kids to a park yesterday.', 'did:took', 'kids to a park', '2024-06-11'],
    ['Caroline: I applied to adoption agencies last week.', 'did:applied', 'adoption agencies', '2024-06-05'],
  ])('%s', async (text, attribute, value, date) => {
    const [fact] = await extract(text);
    expect(fact).toMatchObject({ factType: 'episode', attribute, value });
    expect(day(fact)).toBe(date);
  });

  test.each(['Caroline: I was excited about the trip.', 'Caroline: I talked to her.', 'Caroline: I need a break.'])('nothing from "%s"', async (text) => {
    await expect(extract(text)).resolves.toEqual([]);
  });
});

test('joining a named company is a new employer; joining a program is a membership', async () => {
  const [job] = await extract('Priya: I joined Globex.');
  const [club] = await extract('Caroline: I joined a mentorship program for LGBTQ youth.');
  expect(job).toMatchObject({ attribute: 'works_at', value: 'globex', exclusive: true });
  expect(club).toMatchObject({ attribute: 'member_of', value: 'mentorship program for lgbtq youth', exclusive: false });
  expect(club!.content).not.toMatch(/works at/);
});

describe('"we" is the speaker, durations are not dates, a year alone is a date', () => {
  test('"we moved" is a fact about the speaker, so it updates where the speaker lives', async () => {
    const [fact] = await extract('user: Also we moved to Boulder last month.');
    expect(fact).toMatchObject({ attribute: 'lives_in', value: 'boulder' });
    expect(fact!.subject).toEqual({ name: 'User', type: 'person' });
    expect(fact!.content).toBe('User moved to Boulder in May 2024 (lives in Boulder).');
  });

  test('"for two years" is how long, not when: the fact dates from the reference time', async () => {
    const [fact] = await extract('Lena: I have been working as a nurse at St. Mary for two years.');
    expect(day(fact)).toBe('2024-06-12');
    expect(fact!.content).toContain('for two years');
  });

  test('"in 2019" dates the fact to that year', async () => {
    const [fact] = await extract('Ana: I moved to Rome in 2019.');
    expect(fact).toMatchObject({ attribute: 'lives_in', value: 'rome' });
    expect(day(fact)).toBe('2019-01-01');
    expect(fact!.content).toBe('Ana moved to Rome in 2019 (lives in Rome).');
  });
});
