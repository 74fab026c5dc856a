// Supersession scenarios written for this benchmark: documents about a changing fact are ingested in order with
// `metadata.occurred_at`, then checked from outside, through REST only, the way issue 14 says the memory layer will be
// checked: the current value in the top three latest facts of `POST /v1/query`, the old value kept as history
// (`is_latest` false, `valid_until` set, an `updates` relationship), one person's fact never superseding another's,
// facts of deleted sources gone, the update endpoint followed, and every fact carrying every field of spec 2.5.
// Each scenario runs in a workspace of its own. Phrasings vary on purpose (named speakers, `user:` chat lines,
// `metadata.speaker`, third-person notes), so the suite measures the extractor rather than one sentence shape.
import { ApiClient, signup } from './http';
import {
  factFieldProblems,
  ingestDocument,
  listAllFacts,
  queryWithFacts,
  waitForExtraction,
  type FactBody,
} from './memory-api';

type Step =
  | { ingest: string; content: string; at: string; speaker?: string }
  | { update: string; content: string }
  | { delete: string };

export interface Scenario {
  name: string;
  category: 'address' | 'employer' | 'preference' | 'decision' | 'date' | 'count' | 'late older document' | 'two people' | 'update endpoint' | 'deleted source';
  steps: Step[];
  query: string;
  /** The value that must be current. */
  current: RegExp;
  /** The value that must be history (superseded with an `updates` relationship). */
  old?: RegExp;
  /** Another subject's fact with the same attribute, which must stay latest and unrelated. */
  other?: { query: string; value: RegExp };
  /** Documents whose facts must be gone. */
  deleted?: string[];
}

const chat = (...lines: string[]) => lines.join('\n');

export const SCENARIOS: Scenario[] = [
  // Changes of address.
  {
    name: 'named speaker moves city',
    category: 'address',
    steps: [
      { ingest: 'a', at: '2023-03-01T10:00:00Z', content: 'Sam: I live in Boston with two roommates.' },
      { ingest: 'b', at: '2023-09-10T10:00:00Z', content: 'Sam: Big news, I moved to Denver last month!' },
    ],
    query: 'Where does Sam live now?',
    current: /denver/i,
    old: /boston/i,
  },
  {
    name: 'user relocates (chat)',
    category: 'address',
    steps: [
      { ingest: 'a', at: '2024-01-05T09:00:00Z', content: chat('user: I live in Leeds and take the train to work.', 'assistant: Leeds is a lovely city! How long is the ride?') },
      { ingest: 'b', at: '2024-04-20T09:00:00Z', content: chat("user: Quick update: I've relocated to Bristol for the new job.", 'assistant: Congratulations on the move to Bristol!') },
    ],
    query: 'Where do I live now?',
    current: /bristol/i,
    old: /leeds/i,
  },
  {
    name: 'third-person notes, new home',
    category: 'address',
    steps: [
      { ingest: 'a', at: '2022-05-02T12:00:00Z', content: 'Notes from the 1:1 with Dana. Dana lives in Austin and works remotely.' },
      { ingest: 'b', at: '2022-11-15T12:00:00Z', content: 'Dana moved to Chicago in October to be closer to family.' },
    ],
    query: 'Where does Dana live?',
    current: /chicago/i,
    old: /austin/i,
  },
  // Changes of employer.
  {
    name: 'left one company, joined another',
    category: 'employer',
    steps: [
      { ingest: 'a', at: '2023-02-01T10:00:00Z', content: 'Priya: I work at Acme Corp as a data analyst.' },
      { ingest: 'b', at: '2023-08-01T10:00:00Z', content: 'Priya: I left Acme and joined Globex last week.' },
    ],
    query: 'Where does Priya work?',
    current: /globex/i,
    old: /acme/i,
  },
  {
    name: 'user starts a new job (chat)',
    category: 'employer',
    steps: [
      { ingest: 'a', at: '2024-02-10T18:00:00Z', content: chat('user: I work at Mercy Hospital as a night nurse.', 'assistant: Night shifts can be tough. How are you holding up?') },
      { ingest: 'b', at: '2024-06-03T18:00:00Z', content: chat('user: I started a new job at Kaiser Permanente this month.', 'assistant: That is exciting, congratulations!') },
    ],
    query: 'Where does the user work now?',
    current: /kaiser/i,
    old: /mercy/i,
  },
  {
    name: 'metadata speaker, works for',
    category: 'employer',
    steps: [
      { ingest: 'a', at: '2021-04-01T08:00:00Z', speaker: 'Marco', content: 'I work for Siemens in Munich.' },
      { ingest: 'b', at: '2022-04-01T08:00:00Z', speaker: 'Marco', content: 'I now work for BMW.' },
    ],
    query: 'Who does Marco work for?',
    current: /bmw/i,
    old: /siemens/i,
  },
  // Changes of preference.
  {
    name: 'prefers tea, then coffee',
    category: 'preference',
    steps: [
      { ingest: 'a', at: '2023-01-10T07:00:00Z', content: 'Noor: I prefer tea in the morning.' },
      { ingest: 'b', at: '2023-07-10T07:00:00Z', content: 'Noor: These days I prefer coffee.' },
    ],
    query: 'What does Noor prefer to drink?',
    current: /coffee/i,
    old: /tea/i,
  },
  {
    name: 'favorite cuisine changes (chat)',
    category: 'preference',
    steps: [
      { ingest: 'a', at: '2024-03-01T19:00:00Z', content: chat('user: My favorite cuisine is Thai.', 'assistant: Great choice! Any favourite dish?') },
      { ingest: 'b', at: '2024-09-01T19:00:00Z', content: chat('user: Honestly, my favorite cuisine is Ethiopian now.', 'assistant: Ethiopian food is wonderful.') },
    ],
    query: "What is the user's favorite cuisine?",
    current: /ethiopian/i,
    old: /thai/i,
  },
  {
    name: 'favourite band changes',
    category: 'preference',
    steps: [
      { ingest: 'a', at: '2020-06-01T20:00:00Z', content: 'Kai: My favourite band is Radiohead.' },
      { ingest: 'b', at: '2021-06-01T20:00:00Z', content: 'Kai: These days my favourite band is Arctic Monkeys.' },
    ],
    query: "What is Kai's favourite band?",
    current: /arctic monkeys/i,
    old: /radiohead/i,
  },
  // Changes of decision.
  {
    name: 'database decision revised',
    category: 'decision',
    steps: [
      { ingest: 'a', at: '2024-01-15T14:00:00Z', speaker: 'Lena', content: 'We decided to use PostgreSQL for the billing service.' },
      { ingest: 'b', at: '2024-03-15T14:00:00Z', speaker: 'Lena', content: 'We switched from PostgreSQL to CockroachDB for the billing service.' },
    ],
    query: "Which database does Lena's team use for the billing service?",
    current: /cockroachdb/i,
    old: /postgresql/i,
  },
  {
    name: 'offsite venue moved',
    category: 'decision',
    steps: [
      { ingest: 'a', at: '2024-02-01T09:00:00Z', content: 'Decision: the offsite will be held in Lisbon.' },
      { ingest: 'b', at: '2024-02-20T09:00:00Z', content: 'Update: the offsite will be held in Porto instead.' },
    ],
    query: 'Where will the offsite be held?',
    current: /porto/i,
    old: /lisbon/i,
  },
  {
    name: 'user changes the car they chose (chat)',
    category: 'decision',
    steps: [
      { ingest: 'a', at: '2024-05-01T12:00:00Z', content: chat("user: I've decided to go with the Honda Civic.", 'assistant: Solid choice, it is very reliable.') },
      { ingest: 'b', at: '2024-05-09T12:00:00Z', content: chat("user: Changed my mind, I'm going with the Toyota Corolla instead.", 'assistant: The Corolla is a good pick too.') },
    ],
    query: 'Which car did I decide on?',
    current: /corolla/i,
    old: /civic/i,
  },
  // Changes of date.
  {
    name: 'launch pushed back',
    category: 'date',
    steps: [
      { ingest: 'a', at: '2024-02-01T09:00:00Z', content: 'The product launch is scheduled for 3 March 2024.' },
      { ingest: 'b', at: '2024-02-20T09:00:00Z', content: 'The product launch got pushed to 17 March 2024.' },
    ],
    query: 'When is the product launch?',
    current: /17 March 2024/i,
    old: /\b3 March 2024/i,
  },
  {
    name: 'appointment moved (chat)',
    category: 'date',
    steps: [
      { ingest: 'a', at: '2024-05-01T08:00:00Z', content: chat('user: My dentist appointment is on May 14.', 'assistant: Noted, I will remind you.') },
      { ingest: 'b', at: '2024-05-08T08:00:00Z', content: chat('user: I moved my dentist appointment to May 21.', 'assistant: Got it, updated.') },
    ],
    query: 'When is my dentist appointment?',
    current: /21 May 2024|May 21/i,
    old: /14 May 2024|May 14/i,
  },
  {
    name: 'wedding date postponed',
    category: 'date',
    steps: [
      { ingest: 'a', at: '2023-01-20T18:00:00Z', content: 'Ravi: Our wedding is planned for June 8, 2024.' },
      { ingest: 'b', at: '2023-10-02T18:00:00Z', content: 'Ravi: We pushed the wedding back to September 14, 2024.' },
    ],
    query: "When is Ravi's wedding?",
    current: /14 September 2024|September 14/i,
    old: /8 June 2024|June 8/i,
  },
  // Changes of count.
  {
    name: 'another cat',
    category: 'count',
    steps: [
      { ingest: 'a', at: '2023-04-01T10:00:00Z', content: 'Leo: I have two cats.' },
      { ingest: 'b', at: '2023-12-01T10:00:00Z', content: 'Leo: We adopted another kitten, so now I have three cats.' },
    ],
    query: 'How many cats does Leo have?',
    current: /\b(?:three|3) cats/i,
    old: /\b(?:two|2) cats/i,
  },
  {
    name: 'team grows (chat)',
    category: 'count',
    steps: [
      { ingest: 'a', at: '2024-01-08T09:00:00Z', content: chat('user: My team has 5 engineers.', 'assistant: A nice size for a team.') },
      { ingest: 'b', at: '2024-06-08T09:00:00Z', content: chat('user: We hired two more people, so my team now has 7 engineers.', 'assistant: Congrats on the growth!') },
    ],
    query: 'How many engineers are on my team?',
    current: /\b(?:7|seven) engineers/i,
    old: /\b(?:5|five) engineers/i,
  },
  {
    name: 'houseplants',
    category: 'count',
    steps: [
      { ingest: 'a', at: '2022-03-01T10:00:00Z', content: 'Mira: I own 12 houseplants.' },
      { ingest: 'b', at: '2022-09-01T10:00:00Z', content: 'Mira: I own 15 houseplants now.' },
    ],
    query: 'How many houseplants does Mira own?',
    current: /\b15 houseplants/i,
    old: /\b12 houseplants/i,
  },
  // An older document ingested after a newer one: event time decides, not arrival.
  {
    name: 'older address arrives late',
    category: 'late older document',
    steps: [
      { ingest: 'new', at: '2024-05-01T10:00:00Z', content: 'Mia: I live in Seattle.' },
      { ingest: 'old', at: '2023-01-01T10:00:00Z', content: 'Mia: I live in Portland.' },
    ],
    query: 'Where does Mia live?',
    current: /seattle/i,
    old: /portland/i,
  },
  {
    name: 'older employer arrives late (chat)',
    category: 'late older document',
    steps: [
      { ingest: 'new', at: '2024-03-01T10:00:00Z', content: chat('user: I work at Stripe.', 'assistant: Cool, what team?') },
      { ingest: 'old', at: '2022-06-01T10:00:00Z', content: chat('user: I work at Square.', 'assistant: Nice!') },
    ],
    query: 'Where does the user work?',
    current: /stripe/i,
    old: /square/i,
  },
  // Two people with the same attribute never supersede each other.
  {
    name: 'two speakers, two employers',
    category: 'two people',
    steps: [
      { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Ana: I work at Initech.' },
      { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Ben: I work at Hooli.' },
    ],
    query: 'Where does Ana work?',
    current: /initech/i,
    other: { query: 'Where does Ben work?', value: /hooli/i },
  },
  {
    name: 'two speakers in one document, two cities',
    category: 'two people',
    steps: [{ ingest: 'a', at: '2024-01-01T10:00:00Z', content: chat('Carol: I live in Madrid.', 'Dave: Nice, I live in Rome.') }],
    query: 'Where does Carol live?',
    current: /madrid/i,
    other: { query: 'Where does Dave live?', value: /rome/i },
  },
  {
    name: 'same first name, different people',
    category: 'two people',
    steps: [
      { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Alex Kim lives in Toronto.' },
      { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Alex Ortiz lives in Vancouver.' },
    ],
    query: 'Where does Alex Kim live?',
    current: /toronto/i,
    other: { query: 'Where does Alex Ortiz live?', value: /vancouver/i },
  },
  // An update through POST /v1/documents/{id}/update.
  {
    name: 'updated document, new city',
    category: 'update endpoint',
    steps: [
      { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Omar: I live in Cairo.' },
      { update: 'a', content: 'Omar: I moved to Alexandria.' },
    ],
    query: 'Where does Omar live?',
    current: /alexandria/i,
    old: /cairo/i,
  },
  {
    name: 'updated profile, new employer',
    category: 'update endpoint',
    steps: [
      { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Profile. Hana works at Sony as a designer.' },
      { update: 'a', content: 'Profile. Hana works at Nintendo as a designer.' },
    ],
    query: 'Where does Hana work?',
    current: /nintendo/i,
    old: /sony/i,
  },
  // A deleted source.
  {
    name: 'newer source deleted, older value returns',
    category: 'deleted source',
    steps: [
      { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Jonas: I live in Oslo.' },
      { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Jonas: I moved to Bergen.' },
      { delete: 'b' },
    ],
    query: 'Where does Jonas live?',
    current: /oslo/i,
    deleted: ['b'],
  },
  {
    name: 'only source deleted',
    category: 'deleted source',
    steps: [
      { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Zoe: I work at Umbrella Corp.' },
      { ingest: 'b', at: '2023-02-01T10:00:00Z', content: 'Zoe: I love climbing.' },
      { delete: 'a' },
    ],
    query: 'What does Zoe love?',
    current: /climbing/i,
    deleted: ['a'],
  },
];

export interface CheckResult {
  scenario: string;
  category: Scenario['category'];
  check: string;
  pass: boolean;
  detail?: string;
}

const brief = (facts: FactBody[]) => facts.map((f) => `${f.is_latest ? '' : '[old] '}${f.content}`).join(' | ');

export async function runScenario(baseUrl: string, scenario: Scenario, index: number): Promise<CheckResult[]> {
  const client = new ApiClient(baseUrl, await signup(baseUrl, `memory-scenario-${index}`));
  const docs = new Map<string, string>();
  for (const step of scenario.steps) {
    if ('ingest' in step) {
      const { documentId, jobId } = await ingestDocument(client, {
        title: `${scenario.name} ${step.ingest}`,
        content: step.content,
        metadata: { occurred_at: step.at, ...(step.speaker ? { speaker: step.speaker } : {}) },
      });
      docs.set(step.ingest, documentId);
      await waitForExtraction(client, jobId);
    } else if ('update' in step) {
      const id = docs.get(step.update)!;
      const r = await client.expect<{ job_id: string }>(202, 'POST', `/v1/documents/${id}/update`, { content: step.content });
      await waitForExtraction(client, r.body.job_id);
    } else {
      const id = docs.get(step.delete)!;
      await client.expect(200, 'DELETE', `/v1/documents/${id}`);
      // The delete hides facts at once; let the job that may follow settle before reading.
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }

  const results: CheckResult[] = [];
  const check = (name: string, pass: boolean, detail?: string) =>
    results.push({ scenario: scenario.name, category: scenario.category, check: name, pass, ...(pass ? {} : { detail }) });

  const latest = await queryWithFacts(client, scenario.query, { maxResults: 10, onlyLatest: true });
  const history = await queryWithFacts(client, scenario.query, { maxResults: 10, onlyLatest: false });
  const seen: FactBody[] = [...latest.facts, ...history.facts];

  check('current value in top 3 latest facts', latest.facts.slice(0, 3).some((f) => scenario.current.test(f.content)), brief(latest.facts.slice(0, 3)));

  if (scenario.old) {
    const old = scenario.old;
    // "Priya left Acme", "I cancelled Planet Fitness" are current facts that name the old value by denying it; only a
    // claim of the old value counts.
    // ("The team is retiring Slack": a denial said in the progressive is one too.)
    const denial = /\b(?:left|leaving|quit|quitting|no longer|not|n't|anymore|used to|formerly|previously|cancell?ed|cancell?ing|ditched|ditching|dropped|dropping|sold|selling|stopped|stopping|gave up|given up|giving up|retired|retiring|moved on from|moving on from)\b/i;
    const stale = latest.facts.filter((f) => old.test(f.content) && !scenario.current.test(f.content) && !denial.test(f.content));
    check('old value no longer latest', stale.length === 0, brief(stale));
    const olds = history.facts.filter((f) => old.test(f.content) && !scenario.current.test(f.content) && !f.is_latest);
    check('old value kept as history (is_latest false, valid_until set)', olds.some((f) => f.valid_until !== null), brief(history.facts));
    check(
      'old value has an updates relationship',
      olds.some((f) => f.relationships.some((r) => r.rel_type === 'updates')),
      olds.map((f) => `${f.content} rels=${f.relationships.map((r) => r.rel_type).join(',') || 'none'}`).join(' | ') || 'no old fact',
    );
  }

  if (scenario.other) {
    const other = scenario.other;
    const otherLatest = await queryWithFacts(client, other.query, { maxResults: 10, onlyLatest: true });
    seen.push(...otherLatest.facts);
    check("other person's value in their top 3 latest facts", otherLatest.facts.slice(0, 3).some((f) => other.value.test(f.content)), brief(otherLatest.facts.slice(0, 3)));
    const all = await listAllFacts(client, false);
    seen.push(...all);
    const crossed = all.filter(
      (f) => (!f.is_latest && (scenario.current.test(f.content) || other.value.test(f.content))) || f.relationships.some((r) => r.rel_type === 'updates'),
    );
    check("no fact of one person supersedes another's", crossed.length === 0, brief(crossed));
  }

  if (scenario.deleted) {
    const gone = new Set(scenario.deleted.map((k) => docs.get(k)!));
    const all = await listAllFacts(client, false);
    seen.push(...all);
    const leaked = [...seen].filter((f) => gone.has(f.source_document_id));
    check('facts of the deleted source are gone', leaked.length === 0, brief(leaked));
  }

  const problems = seen.flatMap((f) => factFieldProblems(f).map((p) => `${p}: ${f.content}`));
  check('every fact carries every spec 2.5 field, valid', seen.length > 0 && problems.length === 0, seen.length === 0 ? 'no facts' : problems.slice(0, 3).join(' | '));
  return results;
}

