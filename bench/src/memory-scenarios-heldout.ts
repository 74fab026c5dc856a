// Held-out supersession scenarios, written in rounds on 2026-11-26 (fifteenth to seventeenth sessions) to measure how the
// offline extractor does on phrasings nobody had tuned it for: each round was written before looking at its results and
// run through REST once (the "before" figure), then the extractor was changed for what it missed and every round re-run.
// Later rounds are the honest measure of earlier rounds' changes; once fixed, a round guards against regressions.
// Before-fix scores: round 1 62.5 %, 2 67.7 %, 3 56.3 %, 4 45.8 %, 5 70.8 %, 6 63.4 %, 7 71.9 %, 8 71.1 %, 9 57.7 %,
// 10 54.6 %, 11 61.9 % (left unfixed until the eighteenth session's generic claim), 12 67.0 %, 13 58.8 %, 14 62.9 %,
// 15 62.5 %, 16 71.9 % (written after the generic claim; the first round run on it), 17 75.0 %, 18 78.1 %, 19 70.8 %,
// 20 71.9 % (left unfixed) (docs/benchmarks.md); 21-29: 68.8, 79.2, 80.2, 68.8, 81.3, 74.0, 69.8, 62.5, 71.9 %; 30 77.1 %
// (on e6a9ab6, the twentieth session's first, general changes), 31 81.3 % (on 2c9503e), 32 74.0 % (on f0a87a9), 33 77.1 % (on 9d92323), 34 79.2 % (on b9c73dc), 35 83.3 % (on ff1269c), 36 72.9 % (on f963a93), 37 70.8 % (on 7f49013; two of its misses fixed after, in daf797b); 38 82.3 % (on 62ebc4d, the twenty-first session's by-meaning change step), 39 83.3 % (on d9d8835), 40 82.3 % (on aae9f4e); 41 81.3 % (on 352001e), 42 63.5 % (on ed1e7f8), 43 68.8 % (on fcc0aec), 44 69.8 % and 45 65.6 % (on d44b28f), 46 55.2 % (on d141e0d, the session's final code; left unfixed). Twenty-third session, before fixes: 47 69.8 % (4500516), 48 64.6 % (fb5262f), 49 72.9 % (6cd5c8b), 50 79.2 % (02dfe62), 51 63.5 % (97b0958), 52 72.9 % (f14530c, the session's final code; left unfixed). Twenty-fourth session: 53 78.1 % (3eba6f3, after round 52's general fixes), 54 71.9 % and 55 78.1 % (433b64b, after round 53's), 56 82.3 % (a8301fd, after rounds 54-55's; run once in the session's last full run; one miss fixed after, in 2d5953c). Twenty-fifth session: 57 87.5 % and 58 69.8 % (e6297bc), 59 79.2 % and 60 76.0 % (58f0718), 61 82.3 % and 62 88.5 % (bd9934d), 63 67.7 % and 64 80.2 % (f8ff6c8), 65 88.5 % and 66 83.3 % (738315a, in the session's full run), 67 82.3 % (b87ff6f; two misses fixed after, in 2791d9f). Twenty-sixth session: 68 79.2 % and 69 93.8 % (40f7335), 70 82.3 % and 71 84.4 % (8f2bb15), 72 76.0 %, 73 86.5 %, 74 75.0 % and 75 77.1 % (a115bbb), 76 71.9 % (4ff0a6e, the session's final code; left unfixed). Twenty-seventh session: 77 92.7 % and 78 85.4 % (9f0f145), 79 82.3 % and 80 78.1 % (b517ec3), 81 82.3 % and 82 81.3 % (fc53a6b), 83 76.0 % (73/96, after correcting bu11's current-value pattern, which matched "May 2024"), 84 79.2 %, 85 96.9 % and 86 74.0 % (9d636df). Twenty-eighth session: 87 86.5 % and 88 95.8 % (9121b5c), 89 87.5 % and 90 83.3 % (07d0d23; as run, three old-value patterns too strict, corrected after), 91 76.0 % and 92 81.3 % (02d4033), 93 74.0 % and 94 78.1 % (bfeab48), 95 76.0 % and 96 82.3 % (46eca59), 97 76.0 % and 98 82.3 % (931c5e5), 99 74.0 % and 100 71.9 % (bcc01bc), 101 72.9 % and 102 78.1 % (fcdb51c), 103 76.0 % and 104 69.8 % (febda83), 105 86.5 % (a249d7d); 106 88.5 % and 107 75.0 % (3835589), 108 69.8 % and 109 71.9 % (52eaaf6), 110 65.6 % and 111 64.6 % (136df5e), 112 55.2 % and 113 59.4 % (c2b160b).
import type { Scenario } from './memory-scenarios';

const chat = (...lines: string[]) => lines.join('\n');
const A = 'assistant: ';

// Round 1.
const ROUND_1: Scenario[] = [
  { name: 'h1 lme-style: user mentions city inside a request', category: 'address', steps: [
    { ingest: 'a', at: '2023-05-02T10:00:00Z', content: chat("user: Can you suggest some weekend hikes? I live in Seattle so anything within two hours' drive works.", A + 'Sure! Mount Si, Rattlesnake Ledge and Lake Serene are all close to Seattle.') },
    { ingest: 'b', at: '2023-11-20T10:00:00Z', content: chat("user: I need new hiking spots since I just moved to Portland. Any ideas near there?", A + 'Congrats on the move! Try Multnomah Falls, Dog Mountain and Angels Rest.') },
  ], query: 'Which city does the user live in?', current: /portland/i, old: /seattle/i },
  { name: 'h2 lme-style: count of bikes', category: 'count', steps: [
    { ingest: 'a', at: '2023-03-10T10:00:00Z', content: chat('user: I have two bikes, a road bike and a mountain bike. What maintenance should I do before spring?', A + 'Check the chains, brakes and tire pressure on both.') },
    { ingest: 'b', at: '2023-08-10T10:00:00Z', content: chat('user: I now have three bikes since I bought a gravel bike last weekend. How should I store them?', A + 'A wall rack works well for three bikes.') },
  ], query: 'How many bikes do I have?', current: /three|\b3\b/i, old: /\btwo\b|\b2\b/i },
  { name: 'h3 lme-style: personal best time', category: 'count', steps: [
    { ingest: 'a', at: '2023-04-01T08:00:00Z', content: chat('user: My personal best for the 5K is 27 minutes. How can I get faster?', A + 'Interval training once a week helps a lot.') },
    { ingest: 'b', at: '2023-09-01T08:00:00Z', content: chat('user: Great news, my personal best for the 5K is now 24 minutes!', A + 'That is a huge improvement, well done!') },
  ], query: 'What is my 5K personal best?', current: /24 minutes/i, old: /27 minutes/i },
  { name: 'h4 third-person employer via "is now at"', category: 'employer', steps: [
    { ingest: 'a', at: '2022-01-10T09:00:00Z', content: 'Contact notes: Hannah Weber is a product manager at Spotify.' },
    { ingest: 'b', at: '2022-10-10T09:00:00Z', content: 'Contact notes: Hannah Weber joined Stripe as a senior product manager.' },
  ], query: 'Where does Hannah Weber work?', current: /stripe/i, old: /spotify/i },
  { name: 'h5 email: meeting rescheduled', category: 'date', steps: [
    { ingest: 'a', at: '2024-06-03T09:00:00Z', content: 'Hi all, the quarterly review meeting is on June 12. Please prepare your slides. Thanks, Maria' },
    { ingest: 'b', at: '2024-06-07T09:00:00Z', content: 'Hi all, the quarterly review meeting has been moved to June 19 because of the holiday. Thanks, Maria' },
  ], query: 'When is the quarterly review meeting?', current: /June 19|19 June/i, old: /June 12|12 June/i },
  { name: 'h6 preference: diet change', category: 'preference', steps: [
    { ingest: 'a', at: '2022-02-01T10:00:00Z', content: 'Leo: I love steak, honestly a good ribeye is my favourite meal.' },
    { ingest: 'b', at: '2022-12-01T10:00:00Z', content: "Leo: I've gone vegetarian this year, so no more steak for me. I don't like steak anymore." },
  ], query: 'Does Leo like steak?', current: /(not|n't|dislike|no longer).*steak|vegetarian/i, old: /\blikes? steak|loves? steak/i },
  { name: 'h7 decision: framework chosen then replaced', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-08T15:00:00Z', content: 'Meeting minutes, frontend guild: we agreed to build the new dashboard with Angular.' },
    { ingest: 'b', at: '2024-02-12T15:00:00Z', content: 'Meeting minutes, frontend guild: we have decided to use React for the new dashboard instead of Angular.' },
  ], query: 'Which framework is the new dashboard built with?', current: /react/i, old: /angular/i },
  { name: 'h8 older document ingested late (employer)', category: 'late older document', steps: [
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: 'Tomás: I work at Deloitte now.' },
    { ingest: 'a', at: '2021-07-01T10:00:00Z', content: 'Tomás: I work at KPMG.' },
  ], query: 'Where does Tomás work?', current: /deloitte/i, old: /kpmg/i },
  { name: 'h9 two people, same attribute (phone)', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Aisha lives in Nairobi.' },
    { ingest: 'b', at: '2023-02-01T10:00:00Z', content: 'Her colleague Ben lives in Kampala.' },
  ], query: 'Where does Aisha live?', current: /nairobi/i, other: { query: 'Where does Ben live?', value: /kampala/i } },
  { name: 'h10 update endpoint: salary figure', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'The Pro plan costs $20 per month.' },
    { update: 'a', content: 'The Pro plan costs $25 per month.' },
  ], query: 'How much does the Pro plan cost?', current: /\$25/i, old: /\$20/i },
  { name: 'h11 deleted source', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Grace: I drive a Subaru Outback.' },
    { ingest: 'b', at: '2023-03-01T10:00:00Z', content: 'Grace: I play the cello in a community orchestra.' },
    { delete: 'a' },
  ], query: 'What does Grace play?', current: /cello/i, deleted: ['a'] },
  { name: 'h12 lme-style: new car', category: 'preference', steps: [
    { ingest: 'a', at: '2022-06-01T10:00:00Z', content: chat("user: I drive a 2015 Honda Accord and it's getting old. What are signs the transmission is failing?", A + 'Slipping gears, delayed engagement and a burning smell are common signs.') },
    { ingest: 'b', at: '2023-02-01T10:00:00Z', content: chat('user: I finally replaced my Honda Accord with a Tesla Model 3. How often should I rotate the tires?', A + 'Every 6,250 miles is the usual recommendation for a Model 3.') },
  ], query: 'What car does the user drive?', current: /tesla|model 3/i, old: /accord/i },
  { name: 'h13 role change (promotion)', category: 'employer', steps: [
    { ingest: 'a', at: '2021-03-01T10:00:00Z', content: 'Wei: I work as a junior developer at Shopify.' },
    { ingest: 'b', at: '2022-03-01T10:00:00Z', content: 'Wei: I got promoted to senior developer at Shopify last week.' },
  ], query: "What is Wei's role?", current: /senior developer/i, old: /junior developer/i },
  { name: 'h14 count of employees (org)', category: 'count', steps: [
    { ingest: 'a', at: '2022-01-15T10:00:00Z', content: 'Company update: Brightline has 40 employees across two offices.' },
    { ingest: 'b', at: '2023-01-15T10:00:00Z', content: 'Company update: Brightline now has 65 employees after the Series A.' },
  ], query: 'How many employees does Brightline have?', current: /65/i, old: /\b40\b/i },
  { name: 'h15 lme-style: pet count', category: 'count', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: I have one cat named Miso. What is a good diet for an indoor cat?', A + 'High-protein wet food with measured portions is ideal.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat('user: We adopted a kitten, so now I have two cats. How do I introduce them?', A + 'Keep them in separate rooms at first and swap their bedding.') },
  ], query: 'How many cats do I have?', current: /two cats|\b2\b/i, old: /one cat|\b1\b/i },
  { name: 'h16 date: wedding postponed', category: 'date', steps: [
    { ingest: 'a', at: '2023-01-05T10:00:00Z', content: "Jade: Our wedding is set for August 12, 2023." },
    { ingest: 'b', at: '2023-04-05T10:00:00Z', content: 'Jade: We postponed our wedding to October 7, 2023.' },
  ], query: "When is Jade's wedding?", current: /October 7|7 October/i, old: /August 12|12 August/i },
  { name: 'h17 address: speaker metadata, "my new place"', category: 'address', steps: [
    { ingest: 'a', at: '2022-04-01T10:00:00Z', speaker: 'Olivia', content: "I'm living in Manchester at the moment." },
    { ingest: 'b', at: '2023-04-01T10:00:00Z', speaker: 'Olivia', content: "I've moved to Edinburgh, the flat is tiny but I love it." },
  ], query: 'Where does Olivia live?', current: /edinburgh/i, old: /manchester/i },
  { name: 'h18 decision: vendor dropped', category: 'decision', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: 'Ops sync: we will use Datadog for monitoring.' },
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: 'Ops sync: we migrated from Datadog to Grafana Cloud for monitoring to cut costs.' },
  ], query: 'What do we use for monitoring?', current: /grafana/i, old: /datadog/i },
  { name: 'h19 two people, same employer attribute', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Carlos: I work at Airbus.' },
    { ingest: 'b', at: '2023-02-01T10:00:00Z', content: 'Fatima: I work at Boeing.' },
  ], query: 'Where does Carlos work?', current: /airbus/i, other: { query: 'Where does Fatima work?', value: /boeing/i } },
  { name: 'h20 lme-style: gym routine frequency', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-10T10:00:00Z', content: chat('user: I go to the gym three times a week. Can you make me a beginner plan?', A + 'Here is a 3-day full-body plan.') },
    { ingest: 'b', at: '2023-06-10T10:00:00Z', content: chat("user: I've upped it and now go to the gym five times a week. Can you adjust the split?", A + 'A 5-day push/pull/legs split would suit you.') },
  ], query: 'How many times a week do I go to the gym?', current: /five|\b5\b/i, old: /three|\b3\b/i },
];

// Round 2.
const ROUND_2: Scenario[] = [
  { name: 'g1 lme: commute time', category: 'count', steps: [
    { ingest: 'a', at: '2023-02-14T08:00:00Z', content: chat("user: My commute is about 45 minutes each way, so I want podcast recommendations around that length.", A + 'Here are some 40-50 minute podcasts: Radiolab, 99% Invisible, Planet Money.') },
    { ingest: 'b', at: '2023-09-14T08:00:00Z', content: chat("user: Since the office moved, my commute is only 20 minutes now. Any shorter podcasts?", A + 'Try The Daily, Short Wave or Up First.') },
  ], query: 'How long is my commute?', current: /20 minutes/i, old: /45 minutes/i },
  { name: 'g2 lme: language learning app', category: 'preference', steps: [
    { ingest: 'a', at: '2022-03-01T08:00:00Z', content: chat("user: I'm learning Spanish with Duolingo every morning. How can I practice speaking?", A + 'Try language exchange apps like Tandem.') },
    { ingest: 'b', at: '2022-10-01T08:00:00Z', content: chat("user: I switched from Duolingo to Babbel for my Spanish lessons because I wanted more grammar. Is that a good choice?", A + 'Babbel is great for grammar-focused learners.') },
  ], query: 'Which app do I use for Spanish?', current: /babbel/i, old: /duolingo/i },
  { name: 'g3 notes: manager change', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-09T09:00:00Z', content: "Team wiki: Rosa's manager is Daniel Kim." },
    { ingest: 'b', at: '2023-07-09T09:00:00Z', content: "Team wiki: after the reorg, Rosa's manager is Emily Carter." },
  ], query: "Who is Rosa's manager?", current: /emily carter/i, old: /daniel kim/i },
  { name: 'g4 budget amount changed', category: 'count', steps: [
    { ingest: 'a', at: '2024-01-10T09:00:00Z', content: 'Finance: the marketing budget for Q2 is $50,000.' },
    { ingest: 'b', at: '2024-03-10T09:00:00Z', content: 'Finance: the marketing budget for Q2 was cut to $35,000.' },
  ], query: 'What is the Q2 marketing budget?', current: /35,?000/i, old: /50,?000/i },
  { name: 'g5 speaker moves country', category: 'address', steps: [
    { ingest: 'a', at: '2021-05-01T09:00:00Z', content: 'Kenji: We live in Osaka with our two kids.' },
    { ingest: 'b', at: '2022-05-01T09:00:00Z', content: 'Kenji: We relocated to Vancouver in March for my wife\'s job.' },
  ], query: 'Where does Kenji live?', current: /vancouver/i, old: /osaka/i },
  { name: 'g6 lme: favourite restaurant', category: 'preference', steps: [
    { ingest: 'a', at: '2023-03-03T19:00:00Z', content: chat('user: My favorite restaurant in town is Luigi\'s Trattoria. Can you suggest a wine to bring to a dinner party that pairs with Italian food?', A + 'A Chianti Classico is a safe, crowd-pleasing choice.') },
    { ingest: 'b', at: '2023-12-03T19:00:00Z', content: chat('user: I have a new favorite restaurant: Sakura Sushi Bar downtown. What sake goes well with sushi?', A + 'A crisp junmai ginjo works beautifully with sushi.') },
  ], query: 'What is my favorite restaurant?', current: /sakura/i, old: /luigi/i },
  { name: 'g7 project deadline moved (third person)', category: 'date', steps: [
    { ingest: 'a', at: '2024-04-01T09:00:00Z', content: 'Project Falcon status: the beta release is due on May 15, 2024.' },
    { ingest: 'b', at: '2024-04-20T09:00:00Z', content: 'Project Falcon status: the beta release was delayed to June 3, 2024 after QA found blockers.' },
  ], query: 'When is the Falcon beta release due?', current: /June 3|3 June/i, old: /May 15|15 May/i },
  { name: 'g8 lme: number of books read', category: 'count', steps: [
    { ingest: 'a', at: '2023-04-01T20:00:00Z', content: chat("user: I've read 12 books so far this year and want to hit 30. Any short novels you'd recommend?", A + 'Try "Of Mice and Men" or "The Old Man and the Sea".') },
    { ingest: 'b', at: '2023-08-01T20:00:00Z', content: chat("user: Update on my reading goal: I've read 21 books so far this year. What should I read next?", A + 'How about "Klara and the Sun"?') },
  ], query: 'How many books have I read this year?', current: /\b21\b/i, old: /\b12\b/i },
  { name: 'g9 older doc late: phone model', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T09:00:00Z', content: 'Ines: I use an iPhone 15 these days.' },
    { ingest: 'a', at: '2022-02-01T09:00:00Z', content: 'Ines: I use a Pixel 6.' },
  ], query: 'What phone does Ines use?', current: /iphone 15/i, old: /pixel 6/i },
  { name: 'g10 two people: favourite sport', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: "Liam: My favourite sport is rugby." },
    { ingest: 'b', at: '2023-01-05T10:00:00Z', content: "Ava: My favourite sport is tennis." },
  ], query: "What is Liam's favourite sport?", current: /rugby/i, other: { query: "What is Ava's favourite sport?", value: /tennis/i } },
  { name: 'g11 update endpoint: office address', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Acme Labs is headquartered in Berlin.' },
    { update: 'a', content: 'Acme Labs is headquartered in Munich.' },
  ], query: 'Where is Acme Labs headquartered?', current: /munich/i, old: /berlin/i },
  { name: 'g12 deleted source (preference)', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Mina: I hate mushrooms.' },
    { ingest: 'b', at: '2023-02-01T10:00:00Z', content: 'Mina: I work at Samsung.' },
    { delete: 'a' },
  ], query: 'Where does Mina work?', current: /samsung/i, deleted: ['a'] },
  { name: 'g13 lme: sleep schedule', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-20T22:00:00Z', content: chat('user: I usually wake up at 7:30 am on weekdays. How can I make my mornings more productive?', A + 'Start with a glass of water and a short plan for the day.') },
    { ingest: 'b', at: '2023-06-20T22:00:00Z', content: chat("user: I've started waking up at 5:45 am on weekdays to fit in a workout. Tips for staying energized?", A + 'Prioritize an earlier bedtime and a protein-rich breakfast.') },
  ], query: 'What time do I wake up on weekdays?', current: /5:45|05:45/i, old: /7:30|07:30/i },
  { name: 'g14 vendor relationship ended (decision)', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: 'Procurement memo: we chose FedEx as our shipping carrier.' },
    { ingest: 'b', at: '2024-06-05T10:00:00Z', content: 'Procurement memo: we replaced FedEx with DHL as our shipping carrier.' },
  ], query: 'Who is our shipping carrier?', current: /dhl/i, old: /fedex/i },
  { name: 'g15 relationship status', category: 'preference', steps: [
    { ingest: 'a', at: '2020-02-01T10:00:00Z', content: 'Chloe: I am engaged to Marcus.' },
    { ingest: 'b', at: '2021-02-01T10:00:00Z', content: 'Chloe: Marcus and I got married last summer, so I am married to Marcus now.' },
  ], query: 'Is Chloe married?', current: /married/i, old: /engaged/i },
  { name: 'g16 lme: kid age/grade', category: 'count', steps: [
    { ingest: 'a', at: '2022-09-01T10:00:00Z', content: chat('user: My daughter is in second grade and struggles with reading. Any tips?', A + 'Read together daily and let her pick books she enjoys.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: My daughter is in third grade now and loves chapter books. Suggestions?", A + 'Try the Magic Tree House series.') },
  ], query: 'What grade is my daughter in?', current: /third grade/i, old: /second grade/i },
  { name: 'g17 org: CEO changed', category: 'employer', steps: [
    { ingest: 'a', at: '2021-01-01T10:00:00Z', content: 'Northwind Traders is led by CEO Laura Chen.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Northwind Traders named Omar Haddad as its new CEO, replacing Laura Chen.' },
  ], query: 'Who is the CEO of Northwind Traders?', current: /omar haddad/i, old: /laura chen/i },
  { name: 'g18 metadata speaker: hobby change', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', speaker: 'Pablo', content: 'I am really into rock climbing these days.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', speaker: 'Pablo', content: "I stopped climbing after my shoulder injury; now I'm into swimming." },
  ], query: "What is Pablo into?", current: /swimming/i, old: /climbing/i },
  { name: 'g19 two people same city (no cross)', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Yuki: I live in Kyoto.' },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: 'Hiro: I live in Sapporo.' },
  ], query: 'Where does Yuki live?', current: /kyoto/i, other: { query: 'Where does Hiro live?', value: /sapporo/i } },
  { name: 'g20 lme: subscription price', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I pay $15.49 a month for Netflix. Is that worth it compared to other services?", A + 'It depends on how much you watch; Hulu starts lower.') },
    { ingest: 'b', at: '2023-11-01T10:00:00Z', content: chat("user: Netflix raised my plan, I now pay $22.99 a month. Should I cancel?", A + 'Consider rotating services month to month.') },
  ], query: 'How much do I pay for Netflix?', current: /22\.99/i, old: /15\.49/i },
];

// Round 3.
const ROUND_3: Scenario[] = [
  { name: 'k1 lme: savings amount', category: 'count', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: I want to build an emergency fund. Right now I have $3,000 in savings. How much should I aim for?', A + 'A common target is three to six months of expenses.', 'user: Thanks, my monthly expenses are around $2,500.', A + 'Then $7,500 to $15,000 would be a good range.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: Progress report: I have $6,500 in savings now. Should I keep it in a high-yield account?", A + 'Yes, a high-yield savings account is a good home for an emergency fund.') },
  ], query: 'How much do I have in savings?', current: /6,?500/i, old: /3,?000/i },
  { name: 'k2 lme: workplace in second turn', category: 'employer', steps: [
    { ingest: 'a', at: '2022-05-01T10:00:00Z', content: chat('user: Can you help me write a LinkedIn headline?', A + 'Sure! What do you do and where?', "user: I'm a UX designer at Adobe, mostly working on Photoshop.", A + 'How about: "UX Designer at Adobe | Crafting intuitive creative tools".') },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: chat('user: I need to update my LinkedIn headline again.', A + 'Happy to help. What changed?', "user: I'm now a UX designer at Figma.", A + 'Try: "UX Designer at Figma | Designing collaborative design tools".') },
  ], query: 'Where does the user work?', current: /figma/i, old: /adobe/i },
  { name: 'k3 notes: team size', category: 'count', steps: [
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: 'Platform team retro notes. The platform team has 6 engineers. We agreed to rotate on-call weekly.' },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: 'Platform team retro notes. After two new hires the platform team has 8 engineers. On-call stays weekly.' },
  ], query: 'How many engineers does the platform team have?', current: /\b8\b/i, old: /\b6\b/i },
  { name: 'k4 address via "our new house"', category: 'address', steps: [
    { ingest: 'a', at: '2021-06-01T10:00:00Z', content: 'Nadia: We are renting a flat in Lyon for now.' },
    { ingest: 'b', at: '2022-06-01T10:00:00Z', content: 'Nadia: We bought a house and moved to Grenoble in May.' },
  ], query: 'Where does Nadia live?', current: /grenoble/i, old: /lyon/i },
  { name: 'k5 preference: coffee order', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-15T08:00:00Z', content: 'Ethan: My usual coffee order is a flat white.' },
    { ingest: 'b', at: '2023-09-15T08:00:00Z', content: 'Ethan: My usual coffee order is an oat milk latte now.' },
  ], query: "What is Ethan's usual coffee order?", current: /oat milk latte/i, old: /flat white/i },
  { name: 'k6 decision: hosting provider', category: 'decision', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Architecture decision record 12: the API will be hosted on Heroku.' },
    { ingest: 'b', at: '2024-08-01T10:00:00Z', content: 'Architecture decision record 19: the API is now hosted on AWS ECS; Heroku was retired.' },
  ], query: 'Where is the API hosted?', current: /aws|ecs/i, old: /heroku/i },
  { name: 'k7 date: conference talk', category: 'date', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: "Sofia: My talk at PyCon is on April 18." },
    { ingest: 'b', at: '2024-03-20T10:00:00Z', content: 'Sofia: They rescheduled my PyCon talk to April 20.' },
  ], query: "When is Sofia's PyCon talk?", current: /April 20\b|20 April/i, old: /April 18\b|18 April/i },
  { name: 'k8 lme: weight loss progress', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-05T10:00:00Z', content: chat("user: I weigh 92 kg and want to get down to 80. Can you suggest a meal plan?", A + 'Here is a balanced 1,900 kcal plan.') },
    { ingest: 'b', at: '2023-05-05T10:00:00Z', content: chat("user: Down to 86 kg so far! I weigh 86 kg now. How do I break through a plateau?", A + 'Try adjusting your calories and adding strength training.') },
  ], query: 'How much do I weigh?', current: /86 ?kg/i, old: /92 ?kg/i },
  { name: 'k9 older doc late: address', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Ben lives in Toronto now.' },
    { ingest: 'a', at: '2021-01-01T10:00:00Z', content: 'Ben lives in Halifax.' },
  ], query: 'Where does Ben live?', current: /toronto/i, old: /halifax/i },
  { name: 'k10 two people: pets', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Iris: I have two dogs.' },
    { ingest: 'b', at: '2023-03-01T10:00:00Z', content: 'Jonah: I have three dogs.' },
  ], query: 'How many dogs does Iris have?', current: /two|\b2\b/i, other: { query: 'How many dogs does Jonah have?', value: /three|\b3\b/i } },
  { name: 'k11 update endpoint: meeting day', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'The book club meets on Tuesdays.' },
    { update: 'a', content: 'The book club meets on Thursdays.' },
  ], query: 'When does the book club meet?', current: /thursday/i, old: /tuesday/i },
  { name: 'k12 deleted source: employer', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Oscar: I work at Nokia.' },
    { ingest: 'b', at: '2023-02-01T10:00:00Z', content: 'Oscar: I enjoy sailing on weekends.' },
    { delete: 'a' },
  ], query: 'What does Oscar enjoy?', current: /sailing/i, deleted: ['a'] },
  { name: 'k13 lme: running mileage', category: 'count', steps: [
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: chat("user: I'm training for a half marathon and currently run 15 miles a week. Is that enough?", A + 'Gradually building to 20-25 miles is typical.') },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: chat("user: I've built up to 25 miles a week. Should I add speed work?", A + 'Yes, one tempo run a week is a good start.') },
  ], query: 'How many miles a week do I run?', current: /25 miles/i, old: /15 miles/i },
  { name: 'k14 role title change', category: 'employer', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: "Maya's title is Staff Engineer." },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: "Maya's title is Principal Engineer after her promotion in December." },
  ], query: "What is Maya's title?", current: /principal engineer/i, old: /staff engineer/i },
  { name: 'k15 lme: phone plan', category: 'preference', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat("user: I'm on Verizon's unlimited plan and my bill is too high. Any tips?", A + 'Check for loyalty discounts or a cheaper tier.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat("user: I switched to T-Mobile last month and saved a lot. Does T-Mobile have good coverage in rural areas?", A + 'Coverage varies; check their map for your area.') },
  ], query: 'Which phone carrier am I on?', current: /t-mobile/i, old: /verizon/i },
  { name: 'k16 lme: kids count', category: 'count', steps: [
    { ingest: 'a', at: '2021-01-01T10:00:00Z', content: chat('user: As a parent of two kids, how do I find time to exercise?', A + 'Short home workouts during nap time can help.') },
    { ingest: 'b', at: '2022-06-01T10:00:00Z', content: chat('user: We just had our third baby, so now I have three kids! How do I manage sleep?', A + 'Congratulations! Take turns with night feeds if you can.') },
  ], query: 'How many kids do I have?', current: /three|\b3\b/i, old: /two|\b2\b/i },
  { name: 'k17 price of product', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Pricing page: the Team plan is priced at $12 per seat per month.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Pricing page: the Team plan is now priced at $15 per seat per month.' },
  ], query: 'How much is the Team plan?', current: /\$15/i, old: /\$12/i },
  { name: 'k18 favourite author', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Zara: Haruki Murakami is my favourite author.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Zara: These days my favourite author is Ursula K. Le Guin.' },
  ], query: "Who is Zara's favourite author?", current: /le guin/i, old: /murakami/i },
  { name: 'k19 two people: employer same org name', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Raj works at Infosys.' },
    { ingest: 'b', at: '2023-04-01T10:00:00Z', content: 'Raj\'s sister Meera works at Wipro.' },
  ], query: 'Where does Raj work?', current: /infosys/i, other: { query: 'Where does Meera work?', value: /wipro/i } },
  { name: 'k20 lme: instrument practice', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I've been learning guitar for six months. What songs are good for beginners?", A + 'Try "Wonderwall" or "Horse with No Name".') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I gave up guitar and I'm learning piano now. Any beginner piano songs?", A + 'Try "Für Elise" or "River Flows in You".') },
  ], query: 'What instrument am I learning?', current: /piano/i, old: /guitar/i },
];

// Round 4.
const ROUND_4: Scenario[] = [
  { name: 'm1 lme: bedtime story, kid name age', category: 'count', steps: [
    { ingest: 'a', at: '2023-02-10T20:00:00Z', content: chat('user: My son Leo is 4 and loves dinosaurs. Can you write a short bedtime story for him?', A + 'Once upon a time, a little dinosaur named Rex...') },
    { ingest: 'b', at: '2024-03-10T20:00:00Z', content: chat('user: Leo just turned 5 and is obsessed with space now. Another bedtime story please!', A + 'Once upon a time, an astronaut named Leo...') },
  ], query: 'How old is Leo?', current: /\b5\b|five/i, old: /\b4\b|four/i },
  { name: 'm2 lme: home office setup', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-05T10:00:00Z', content: chat("user: I work from home three days a week and my desk is in the living room. How can I reduce distractions?", A + 'Noise-cancelling headphones and a room divider help.') },
    { ingest: 'b', at: '2023-07-05T10:00:00Z', content: chat("user: I now work from home five days a week, so I turned the spare bedroom into an office. Lighting tips?", A + 'Position your desk near a window and add a warm task lamp.') },
  ], query: 'How many days a week do I work from home?', current: /five|\b5\b/i, old: /three|\b3\b/i },
  { name: 'm3 notes: project lead', category: 'employer', steps: [
    { ingest: 'a', at: '2024-01-15T10:00:00Z', content: 'Project Atlas kickoff. Priya Nair is the project lead. Target launch is Q3.' },
    { ingest: 'b', at: '2024-04-15T10:00:00Z', content: 'Project Atlas update. Marco Rossi took over as project lead from Priya Nair, who moved to the data team.' },
  ], query: 'Who is the project lead of Atlas?', current: /marco rossi/i, old: /priya nair is the project lead/i },
  { name: 'm4 lme: dietary', category: 'preference', steps: [
    { ingest: 'a', at: '2022-11-01T18:00:00Z', content: chat("user: I'm vegetarian, can you suggest a high-protein dinner?", A + 'A lentil and chickpea curry is a great option.') },
    { ingest: 'b', at: '2023-06-01T18:00:00Z', content: chat("user: I went fully vegan in March. What's a good vegan source of B12?", A + 'Fortified plant milks and nutritional yeast.') },
  ], query: 'What is my diet?', current: /vegan/i, old: /vegetarian/i },
  { name: 'm5 address: office moved', category: 'address', steps: [
    { ingest: 'a', at: '2022-03-01T10:00:00Z', content: 'Our office is located at 12 King Street, Leeds.' },
    { ingest: 'b', at: '2023-03-01T10:00:00Z', content: 'Our office has moved to 40 Queen Square, Bristol.' },
  ], query: 'Where is our office?', current: /queen square|bristol/i, old: /king street|leeds/i },
  { name: 'm6 decision: release cadence', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-10T10:00:00Z', content: 'Eng leads: we release every two weeks.' },
    { ingest: 'b', at: '2024-05-10T10:00:00Z', content: 'Eng leads: starting in May we release weekly instead of every two weeks.' },
  ], query: 'How often do we release?', current: /weekly/i, old: /every two weeks/i },
  { name: 'm7 date: flight', category: 'date', steps: [
    { ingest: 'a', at: '2024-07-01T10:00:00Z', content: 'Hugo: My flight to Tokyo is on August 3.' },
    { ingest: 'b', at: '2024-07-15T10:00:00Z', content: 'Hugo: I changed my flight to Tokyo to August 6.' },
  ], query: "When is Hugo's flight to Tokyo?", current: /August 6\b|6 August/i, old: /August 3\b|3 August/i },
  { name: 'm8 lme: car mileage', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My car has 48,000 miles on it. When is the next major service due?', A + 'Usually at 60,000 miles.') },
    { ingest: 'b', at: '2023-12-01T10:00:00Z', content: chat('user: My car has 61,000 miles on it now and I missed the 60k service. Is that bad?', A + 'Book it soon; a short delay is usually fine.') },
  ], query: 'How many miles does my car have?', current: /61,?000/i, old: /48,?000/i },
  { name: 'm9 late older doc: favourite colour', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Elsa: My favourite colour is green.' },
    { ingest: 'a', at: '2020-01-01T10:00:00Z', content: 'Elsa: My favourite colour is purple.' },
  ], query: "What is Elsa's favourite colour?", current: /green/i, old: /purple/i },
  { name: 'm10 two people: job titles', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Dev: I am a data engineer.' },
    { ingest: 'b', at: '2023-02-01T10:00:00Z', content: 'Kira: I am a product designer.' },
  ], query: 'What does Dev do?', current: /data engineer/i, other: { query: 'What does Kira do?', value: /product designer/i } },
  { name: 'm11 update endpoint: price', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'A monthly pass for the city gym costs $40.' },
    { update: 'a', content: 'A monthly pass for the city gym costs $45.' },
  ], query: 'How much is a monthly pass for the city gym?', current: /\$45/i, old: /\$40/i },
  { name: 'm12 deleted source: hobby', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Ruth: I collect vintage stamps.' },
    { ingest: 'b', at: '2023-02-01T10:00:00Z', content: 'Ruth: I live in Dublin.' },
    { delete: 'a' },
  ], query: 'Where does Ruth live?', current: /dublin/i, deleted: ['a'] },
  { name: 'm13 lme: daily steps', category: 'count', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: I average about 6,000 steps a day. How can I get to 10,000?', A + 'Take a 20-minute walk after lunch.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: I'm averaging 9,500 steps a day now! Almost there. Any final tips?", A + 'Take the stairs and park further away.') },
  ], query: 'How many steps a day do I average?', current: /9,?500/i, old: /6,?000/i },
  { name: 'm14 employer via email signature', category: 'employer', steps: [
    { ingest: 'a', at: '2022-02-01T10:00:00Z', content: 'Thanks for the intro! I am a recruiter at Hays and would love to chat. Best, Olga Petrova' },
    { ingest: 'b', at: '2023-02-01T10:00:00Z', content: 'Olga Petrova: Quick note that I have moved on from Hays and now work at Randstad.' },
  ], query: 'Where does Olga Petrova work?', current: /randstad/i, old: /hays/i },
  { name: 'm15 lme: streaming service', category: 'preference', steps: [
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: chat('user: I mostly watch shows on Hulu. Any good comedies there?', A + 'Try "Only Murders in the Building".') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat('user: I cancelled Hulu and mostly watch shows on Max now. Recommend a drama?', A + 'Try "Succession".') },
  ], query: 'Where do I mostly watch shows?', current: /\bmax\b/i, old: /hulu/i },
  { name: 'm16 count: languages spoken', category: 'count', steps: [
    { ingest: 'a', at: '2020-01-01T10:00:00Z', content: 'Amara: I speak three languages.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Amara: After two years of Japanese lessons I speak four languages.' },
  ], query: 'How many languages does Amara speak?', current: /four|\b4\b/i, old: /three|\b3\b/i },
  { name: 'm17 lme: gym membership', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-10T10:00:00Z', content: chat("user: I'm a member of Planet Fitness but it's always crowded. Should I switch gyms?", A + 'Consider off-peak hours first.') },
    { ingest: 'b', at: '2023-04-10T10:00:00Z', content: chat("user: I cancelled my Planet Fitness membership and joined a local climbing gym called Boulder Barn. How often should beginners climb?", A + 'Two to three sessions a week with rest days between.') },
  ], query: 'Which gym am I a member of?', current: /boulder barn/i, old: /planet fitness/i },
  { name: 'm18 appointment time', category: 'date', steps: [
    { ingest: 'a', at: '2024-09-01T10:00:00Z', content: "Note to self: the parent-teacher meeting is at 4 pm on Thursday." },
    { ingest: 'b', at: '2024-09-03T10:00:00Z', content: 'Note to self: the parent-teacher meeting was moved to 5:30 pm on Thursday.' },
  ], query: 'When is the parent-teacher meeting?', current: /17:30|5:30/i, old: /16:00|4 pm/i },
  { name: 'm19 two people: cities', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'My brother Tom lives in Cardiff.' },
    { ingest: 'b', at: '2023-02-01T10:00:00Z', content: 'My sister Eve lives in Glasgow.' },
  ], query: 'Where does Tom live?', current: /cardiff/i, other: { query: 'Where does Eve live?', value: /glasgow/i } },
  { name: 'm20 lme: salary', category: 'count', steps: [
    { ingest: 'a', at: '2022-04-01T10:00:00Z', content: chat('user: I make $85,000 a year. How much should I put in my 401k?', A + 'At least enough to get the full employer match.') },
    { ingest: 'b', at: '2023-04-01T10:00:00Z', content: chat('user: I got a raise and now make $95,000 a year. Should I increase my contribution?', A + 'Yes, consider raising it by 1-2 percentage points.') },
  ], query: 'How much do I make a year?', current: /95,?000/i, old: /85,?000/i },
];

// Round 5.
const ROUND_5: Scenario[] = [
  { name: 'n1 simple move', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Greta lives in Hamburg.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Greta moved to Vienna.' },
  ], query: 'Where does Greta live?', current: /vienna/i, old: /hamburg/i },
  { name: 'n2 lme: hobby class', category: 'preference', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat("user: I've been taking pottery classes on Saturdays and I'm hooked. What glaze should I try first?", A + 'A simple celadon glaze is forgiving for beginners.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I stopped pottery and now take watercolor classes on Saturdays. What paper should I buy?", A + '140 lb cold-press paper is a good start.') },
  ], query: 'What classes do I take on Saturdays?', current: /watercolou?r/i, old: /pottery/i },
  { name: 'n3 lme: team lunch budget', category: 'count', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: chat('user: Our team lunch budget is $25 per person. Can you suggest places near Union Square?', A + 'Try a few casual spots nearby.') },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: chat('user: Good news, our team lunch budget went up to $35 per person. Any nicer places?', A + 'Here are some sit-down restaurants.') },
  ], query: 'What is our team lunch budget?', current: /\$35/i, old: /\$25/i },
  { name: 'n4 decision: language choice', category: 'decision', steps: [
    { ingest: 'a', at: '2023-05-01T10:00:00Z', content: 'Design review: we decided to write the ingestion service in Python.' },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: 'Design review: we rewrote the ingestion service in Go for performance.' },
  ], query: 'What language is the ingestion service written in?', current: /\bgo\b/i, old: /python/i },
  { name: 'n5 lme: apartment rent', category: 'count', steps: [
    { ingest: 'a', at: '2022-09-01T10:00:00Z', content: chat('user: I pay $1,800 a month in rent for a one-bedroom. Is that reasonable for Denver?', A + 'That is close to the city median.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat('user: My landlord raised the rent, so now I pay $1,950 a month. Should I negotiate?', A + 'It is worth asking, especially if you have been a good tenant.') },
  ], query: 'How much rent do I pay?', current: /1,?950/i, old: /1,?800/i },
  { name: 'n6 employer: third person past', category: 'employer', steps: [
    { ingest: 'a', at: '2021-01-01T10:00:00Z', content: 'Luis is an accountant at EY.' },
    { ingest: 'b', at: '2022-06-01T10:00:00Z', content: 'Luis left EY in May and started at PwC.' },
  ], query: 'Where does Luis work?', current: /pwc/i, old: /\bey\b/i },
  { name: 'n7 date: dinner reservation', category: 'date', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Our anniversary dinner reservation is for February 14 at 7 pm.' },
    { ingest: 'b', at: '2024-02-05T10:00:00Z', content: 'The restaurant moved our anniversary dinner reservation to February 15 at 7 pm.' },
  ], query: 'When is the anniversary dinner reservation?', current: /15 February|February 15/i, old: /14 February|February 14/i },
  { name: 'n8 lme: favorite show', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm rewatching The Office, it's my favorite show. Any similar sitcoms?", A + 'Try Parks and Recreation or Brooklyn Nine-Nine.') },
    { ingest: 'b', at: '2023-11-01T10:00:00Z', content: chat("user: My new favorite show is Severance. What else is like it?", A + 'Try Black Mirror or Dark.') },
  ], query: 'What is my favorite show?', current: /severance/i, old: /the office/i },
  { name: 'n9 late older: employer', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: 'Nora: I work at Spotify now.' },
    { ingest: 'a', at: '2022-05-01T10:00:00Z', content: 'Nora: I work at Klarna.' },
  ], query: 'Where does Nora work?', current: /spotify/i, old: /klarna/i },
  { name: 'n10 two people: age', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Felix is 30 years old.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Ida is 27 years old.' },
  ], query: 'How old is Felix?', current: /\b30\b/i, other: { query: 'How old is Ida?', value: /\b27\b/i } },
  { name: 'n11 update endpoint: manager', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: "Omar's manager is Julia Berg." },
    { update: 'a', content: "Omar's manager is Tomas Lind." },
  ], query: "Who is Omar's manager?", current: /tomas lind/i, old: /julia berg/i },
  { name: 'n12 deleted: address', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Paula lives in Madrid.' },
    { ingest: 'b', at: '2023-02-01T10:00:00Z', content: 'Paula works at Telefonica.' },
    { delete: 'a' },
  ], query: 'Where does Paula work?', current: /telefonica/i, deleted: ['a'] },
  { name: 'n13 lme: sleep hours', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I only sleep about 5 hours a night and feel exhausted. Any tips?", A + 'Keep a consistent schedule and limit screens before bed.') },
    { ingest: 'b', at: '2023-04-01T10:00:00Z', content: chat("user: Your tips worked, I sleep 7 hours a night now! How do I keep it up?", A + 'Keep the routine on weekends too.') },
  ], query: 'How many hours a night do I sleep?', current: /\b7 hours/i, old: /\b5 hours/i },
  { name: 'n14 preference: music', category: 'preference', steps: [
    { ingest: 'a', at: '2021-01-01T10:00:00Z', content: 'Sven: My favorite genre is jazz.' },
    { ingest: 'b', at: '2022-01-01T10:00:00Z', content: "Sven: I've gotten really into techno; it's my favorite genre now." },
  ], query: "What is Sven's favorite genre?", current: /techno/i, old: /jazz/i },
  { name: 'n15 lme: car color', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: chat('user: I have a red Mazda 3. What touch-up paint should I buy for a scratch?', A + 'Use the paint code on the door jamb sticker.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat('user: I sold the Mazda and bought a white Kia EV6. How do I care for the paint?', A + 'Wash it regularly and apply a ceramic coating.') },
  ], query: 'What car do I have?', current: /kia|ev6/i, old: /mazda/i },
  { name: 'n16 count: team members (decision)', category: 'count', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Hiring plan: the design team will have 4 people by March.' },
    { ingest: 'b', at: '2024-02-15T10:00:00Z', content: 'Hiring plan revised: the design team will have 6 people by March.' },
  ], query: 'How many people will the design team have?', current: /\b6\b/i, old: /\b4\b/i },
  { name: 'n17 lme: medication', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I take 10 mg of lisinopril every morning. Can I take ibuprofen with it?", A + 'Check with your doctor; NSAIDs can interact.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: My doctor increased my dose, I now take 20 mg of lisinopril every morning. Any side effects to watch for?", A + 'Dizziness and a dry cough are common.') },
  ], query: 'How much lisinopril do I take?', current: /20 mg/i, old: /10 mg/i },
  { name: 'n18 address: third person parent', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: "Kai: My mom lives in Phoenix." },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: "Kai: My mom moved to San Diego to be near the ocean." },
  ], query: "Where does Kai's mom live?", current: /san diego/i, old: /phoenix/i },
  { name: 'n19 two people: favourite food', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Lina: I love sushi.' },
    { ingest: 'b', at: '2023-01-05T10:00:00Z', content: 'Max: I love tacos.' },
  ], query: 'What does Lina love?', current: /sushi/i, other: { query: 'What does Max love?', value: /tacos/i } },
  { name: 'n20 lme: coffee per day', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I drink four cups of coffee a day and my sleep is bad. Should I cut back?', A + 'Try stopping caffeine after 2 pm.') },
    { ingest: 'b', at: '2023-03-01T10:00:00Z', content: chat('user: I cut back to two cups of coffee a day. My sleep is better!', A + 'Great progress!') },
  ], query: 'How many cups of coffee do I drink a day?', current: /two cups|\b2\b/i, old: /four cups|\b4\b/i },
];

// Round 6.
const ROUND_6: Scenario[] = [
  { name: 'p1 lme: new job title mid-chat', category: 'employer', steps: [
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: chat('user: I need help preparing for a performance review.', A + 'Sure, what is your role?', "user: I'm a junior accountant at Grant Thornton.", A + 'Focus on the audits you completed and any process improvements.') },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: chat('user: Performance review season again!', A + 'How did the last year go?', 'user: Great, I was promoted to senior accountant in January.', A + 'Congratulations! Highlight the responsibilities you took on.') },
  ], query: "What is the user's role?", current: /senior accountant/i, old: /junior accountant/i },
  { name: 'p2 lme: plant count', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I own 12 houseplants and some are getting yellow leaves. What am I doing wrong?', A + 'Overwatering is the most common cause.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat('user: My collection has grown to 20 houseplants! How do I keep track of watering?', A + 'A simple spreadsheet or an app like Planta helps.') },
  ], query: 'How many houseplants do I own?', current: /\b20\b/i, old: /\b12\b/i },
  { name: 'p3 relationship: landlord change', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Rui: Our apartment is on Rua Augusta in Lisbon.' },
    { ingest: 'b', at: '2023-03-01T10:00:00Z', content: 'Rui: We just moved into a house in Cascais.' },
  ], query: 'Where does Rui live?', current: /cascais/i, old: /rua augusta|lisbon/i },
  { name: 'p4 preference: tea', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Mei: Green tea is my go-to drink in the afternoon.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Mei: I have switched from green tea to matcha lattes in the afternoon.' },
  ], query: 'What does Mei drink in the afternoon?', current: /matcha/i, old: /green tea/i },
  { name: 'p5 decision: meeting tool', category: 'decision', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: 'IT announcement: all internal meetings will use Zoom.' },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: 'IT announcement: starting October, all internal meetings will use Microsoft Teams instead of Zoom.' },
  ], query: 'What tool do internal meetings use?', current: /teams/i, old: /zoom/i },
  { name: 'p6 date: exam', category: 'date', steps: [
    { ingest: 'a', at: '2024-04-01T10:00:00Z', content: chat('user: My driving test is on May 10. Any last-minute tips?', A + 'Practice parallel parking and stay calm.') },
    { ingest: 'b', at: '2024-05-02T10:00:00Z', content: chat('user: The examiner cancelled, so my driving test is now on May 24. More tips?', A + 'Use the extra time for a mock test.') },
  ], query: 'When is my driving test?', current: /May 24|24 May/i, old: /May 10|10 May/i },
  { name: 'p7 count: marathon count', category: 'count', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Ana: I have run two marathons so far.' },
    { ingest: 'b', at: '2023-11-01T10:00:00Z', content: 'Ana: After Berlin this fall, I have run three marathons.' },
  ], query: 'How many marathons has Ana run?', current: /three|\b3\b/i, old: /two|\b2\b/i },
  { name: 'p8 lme: commute mode', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I take the bus to work every day. How can I make the ride more productive?', A + 'Try audiobooks or planning your day.') },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: chat('user: I bought an e-bike and now ride it to work instead of taking the bus. How do I maintain it?', A + 'Keep the chain lubricated and the battery charged.') },
  ], query: 'How do I get to work?', current: /e-bike|ride/i, old: /bus/i },
  { name: 'p9 late older: favourite city', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Otto: My favourite city is Kyoto.' },
    { ingest: 'a', at: '2021-01-01T10:00:00Z', content: 'Otto: My favourite city is Prague.' },
  ], query: "What is Otto's favourite city?", current: /kyoto/i, old: /prague/i },
  { name: 'p10 two people: car', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Bea: I drive a Volvo XC40.' },
    { ingest: 'b', at: '2023-01-05T10:00:00Z', content: 'Cal: I drive a Ford Ranger.' },
  ], query: 'What does Bea drive?', current: /volvo/i, other: { query: 'What does Cal drive?', value: /ranger/i } },
  { name: 'p11 update endpoint: headcount', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'The support team has 9 agents.' },
    { update: 'a', content: 'The support team has 12 agents.' },
  ], query: 'How many agents does the support team have?', current: /\b12\b/i, old: /\b9\b/i },
  { name: 'p12 deleted: preference', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Hana: I work night shifts at the hospital.' },
    { ingest: 'b', at: '2023-02-01T10:00:00Z', content: 'Hana: I love hiking in the Alps.' },
    { delete: 'a' },
  ], query: 'What does Hana love?', current: /hiking/i, deleted: ['a'] },
  { name: 'p13 lme: mortgage rate', category: 'count', steps: [
    { ingest: 'a', at: '2022-06-01T10:00:00Z', content: chat('user: My mortgage rate is 3.2% on a 30-year fixed. Should I refinance?', A + 'Probably not at current rates.') },
    { ingest: 'b', at: '2024-06-01T10:00:00Z', content: chat("user: We refinanced and my mortgage rate is now 2.9%. Should I make extra payments?", A + 'Extra principal payments reduce total interest.') },
  ], query: 'What is my mortgage rate?', current: /2\.9/i, old: /3\.2/i },
  { name: 'p14 employer: left and joined (separate docs)', category: 'employer', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Jun works for Rakuten as a backend developer.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Jun now works for LINE.' },
  ], query: 'Who does Jun work for?', current: /line/i, old: /rakuten/i },
  { name: 'p15 lme: bedtime', category: 'date', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I usually go to bed around midnight. Is that too late?', A + 'Seven to nine hours of sleep is the goal.') },
    { ingest: 'b', at: '2023-03-01T10:00:00Z', content: chat("user: I've been going to bed at 10:30 pm lately and feel great.", A + 'That is a healthy routine.') },
  ], query: 'What time do I go to bed?', current: /22:30|10:30/i, old: /midnight|00:00/i },
  { name: 'p16 project status', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'The mobile app redesign is on track for a June launch.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'The mobile app redesign is on hold until the new CEO starts.' },
  ], query: 'What is the status of the mobile app redesign?', current: /on hold/i, old: /on track/i },
  { name: 'p17 lme: number of siblings', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I have two younger brothers. What are good gifts for teenage boys?', A + 'Gaming accessories or concert tickets.') },
    { ingest: 'b', at: '2023-12-01T10:00:00Z', content: chat('user: My parents adopted a baby girl, so now I have two brothers and a sister! Gift ideas for a baby?', A + 'A soft book or a play mat.') },
  ], query: 'How many brothers do I have?', current: /two|\b2\b/i },
  { name: 'p18 pet name', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: "Lou: My dog's name is Biscuit." },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Lou: We renamed the dog; his name is Pepper now.' },
  ], query: "What is Lou's dog's name?", current: /pepper/i, old: /biscuit/i },
  { name: 'p19 two people same employer', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Ravi and I both work at Oracle. - Sita' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Ravi: I just joined Salesforce.' },
  ], query: 'Where does Ravi work?', current: /salesforce/i, other: { query: 'Where does Sita work?', value: /oracle/i } },
  { name: 'p20 lme: budget app', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I track my budget in a Google Sheets spreadsheet. Any template tips?', A + 'Separate fixed and variable expenses.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat('user: I moved my budgeting from Google Sheets to YNAB. Is it worth the subscription?', A + 'Many users find the envelope method helpful.') },
  ], query: 'What do I use to track my budget?', current: /ynab/i, old: /google sheets/i },
];

// Round 7, written and run at the end of the session (71.9 % at c6436e5) and not fixed: an unseen round's figure.
const ROUND_7: Scenario[] = [
  { name: 'q1 simple employer', category: 'employer', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Hector works at Airbnb.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Hector now works at Uber.' },
  ], query: 'Where does Hector work?', current: /uber/i, old: /airbnb/i },
  { name: 'q2 lme: gym days', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I lift weights on Mondays and Thursdays. What should I eat after a session?', A + 'Protein and carbs within two hours.') },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: chat('user: I changed my schedule and now lift weights on Tuesdays and Fridays. Should I change my meals?', A + 'Keep the same post-workout approach.') },
  ], query: 'Which days do I lift weights?', current: /tuesdays and fridays/i, old: /mondays and thursdays/i },
  { name: 'q3 chat: phone number of dentist', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My dentist is Dr. Patel on Elm Street. Should I get a cleaning every 6 months?', A + 'Yes, twice a year is standard.') },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat('user: I switched dentists; my dentist is now Dr. Kim at Bright Smiles. Do I need new x-rays?', A + 'Your new dentist may request them.') },
  ], query: 'Who is my dentist?', current: /dr\.? kim/i, old: /dr\.? patel/i },
  { name: 'q4 notes: budget owner', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Quarterly planning: the Q3 offsite budget is $20,000 and Lena owns it.' },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Quarterly planning update: the Q3 offsite budget was increased to $28,000.' },
  ], query: 'What is the Q3 offsite budget?', current: /28,?000/i, old: /20,?000/i },
  { name: 'q5 lme: learning language level', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: chat("user: My French is at A2 level. What podcasts would help me improve?", A + 'Try Coffee Break French.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: I passed the DELF exam, so my French is at B2 level now. What should I read?", A + 'Try Le Petit Prince or news from Le Monde.') },
  ], query: 'What level is my French?', current: /b2/i, old: /a2/i },
  { name: 'q6 address third person with since', category: 'address', steps: [
    { ingest: 'a', at: '2020-01-01T10:00:00Z', content: 'Family update: Grandma lives in Dublin.' },
    { ingest: 'b', at: '2022-01-01T10:00:00Z', content: 'Family update: Grandma has lived in Galway since last spring.' },
  ], query: 'Where does Grandma live?', current: /galway/i, old: /dublin/i },
  { name: 'q7 date: due date', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-10T10:00:00Z', content: 'Asha: The baby is due on June 2.' },
    { ingest: 'b', at: '2024-03-10T10:00:00Z', content: 'Asha: The doctor says the baby is now due on May 28.' },
  ], query: "When is Asha's baby due?", current: /May 28|28 May/i, old: /June 2\b|2 June/i },
  { name: 'q8 lme: screen time', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My screen time is 6 hours a day and I want to cut it. Ideas?', A + 'Set app limits and grayscale mode.') },
    { ingest: 'b', at: '2023-03-01T10:00:00Z', content: chat('user: Progress! My screen time is down to 3 hours a day. How do I keep going?', A + 'Replace scrolling with a hobby.') },
  ], query: 'What is my daily screen time?', current: /3 hours/i, old: /6 hours/i },
  { name: 'q9 late older: bike', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Ivo: I ride a Canyon road bike now.' },
    { ingest: 'a', at: '2021-01-01T10:00:00Z', content: 'Ivo: I ride a Trek hybrid.' },
  ], query: 'What bike does Ivo ride?', current: /canyon/i, old: /trek/i },
  { name: 'q10 two people: salary', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Pia: I make $70,000 a year.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Rob: I make $90,000 a year.' },
  ], query: 'How much does Pia make?', current: /70,?000/i, other: { query: 'How much does Rob make?', value: /90,?000/i } },
  { name: 'q11 update endpoint: favourite', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Nils: My favourite board game is Catan.' },
    { update: 'a', content: 'Nils: My favourite board game is Wingspan.' },
  ], query: "What is Nils's favourite board game?", current: /wingspan/i, old: /catan/i },
  { name: 'q12 deleted: employer', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Tara: I work at Siemens.' },
    { ingest: 'b', at: '2023-02-01T10:00:00Z', content: 'Tara: I live in Graz.' },
    { delete: 'a' },
  ], query: 'Where does Tara live?', current: /graz/i, deleted: ['a'] },
  { name: 'q13 lme: shoe size of kid', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: My daughter wears size 11 shoes. Which brands run true to size?", A + 'Stride Rite and New Balance are consistent.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: She grew again and now wears size 13 shoes. Any sales this month?", A + 'Check back-to-school sales.') },
  ], query: 'What shoe size does my daughter wear?', current: /size 13/i, old: /size 11/i },
  { name: 'q14 decision: venue', category: 'decision', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: 'Wedding planning notes: we booked the Old Mill as the venue.' },
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: 'Wedding planning notes: the Old Mill flooded, so we moved the reception to Harbor Hall.' },
  ], query: 'Where is the wedding reception?', current: /harbor hall/i, old: /old mill/i },
  { name: 'q15 lme: water intake', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I drink about 1 liter of water a day. Is that enough?', A + 'Most adults need more, around 2-3 liters.') },
    { ingest: 'b', at: '2023-02-01T10:00:00Z', content: chat("user: I'm up to 2.5 liters of water a day now. Any downsides?", A + 'Only if you overdo it drastically.') },
  ], query: 'How much water do I drink a day?', current: /2\.5 liters/i, old: /1 liter/i },
  { name: 'q16 preference: seat', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Travel profile: Ken prefers window seats.' },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: 'Travel profile: Ken now prefers aisle seats because of his knee.' },
  ], query: 'What seat does Ken prefer?', current: /aisle/i, old: /window/i },
  { name: 'q17 lme: team size managed', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I manage a team of 5 engineers. How do I run better 1:1s?', A + 'Keep a shared agenda.') },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat('user: After the reorg I manage a team of 9 engineers. How do I scale 1:1s?', A + 'Consider biweekly 1:1s and skip-levels.') },
  ], query: 'How many engineers do I manage?', current: /\b9\b/i, old: /\b5\b/i },
  { name: 'q18 relationship', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Dana: I am dating Chris.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Dana: Chris and I got engaged in December, so I am engaged to Chris now.' },
  ], query: 'What is Dana\'s relationship with Chris?', current: /engaged/i, old: /dating/i },
  { name: 'q19 two people: city', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'user: My best friend Ola lives in Oslo and my cousin Per lives in Bergen.' },
  ], query: 'Where does Ola live?', current: /oslo/i, other: { query: 'Where does Per live?', value: /bergen/i } },
  { name: 'q20 lme: plan tier', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm on Spotify's free tier and the ads drive me crazy. Is Premium worth it?", A + 'If you listen daily, probably yes.') },
    { ingest: 'b', at: '2023-04-01T10:00:00Z', content: chat('user: I upgraded to Spotify Premium Family so my kids can use it too. How do I add them?', A + 'Invite them from the Premium Family page.') },
  ], query: 'Which Spotify plan am I on?', current: /premium/i, old: /free tier/i },
];

// Round 8 (sixteenth session, 2026-11-26 18:50 UTC): written after ff0bc3c's changes and run before any change for it.
const ROUND_8: Scenario[] = [
  { name: 'r1 address with street', category: 'address', steps: [
    { ingest: 'a', at: '2022-02-01T10:00:00Z', content: 'Contact card: Bianca Rossi lives at 14 Via Roma, Turin.' },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Contact card update: Bianca Rossi relocated to Milan in January.' },
  ], query: 'Where does Bianca Rossi live?', current: /milan/i, old: /turin/i },
  { name: 'r2 lme: commute time', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My commute takes 50 minutes each way and it is killing me. Podcast ideas?', A + 'Try Radiolab or 99% Invisible.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat('user: Since we moved closer to the office my commute takes only 15 minutes. What can I do with the extra time?', A + 'A morning walk or reading works well.') },
  ], query: 'How long is my commute?', current: /15 minutes/i, old: /50 minutes/i },
  { name: 'r3 employer: third person hired', category: 'employer', steps: [
    { ingest: 'a', at: '2021-05-01T10:00:00Z', content: 'Team directory: Omar Haddad is a data engineer at Shopify.' },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: 'Team directory: Omar Haddad was hired by Stripe as a staff data engineer.' },
  ], query: 'Where does Omar Haddad work?', current: /stripe/i, old: /shopify/i },
  { name: 'r4 lme: coffee order', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My usual coffee order is a flat white. Which cafes near Union Square make a good one?', A + 'Try Blue Bottle or Ritual.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat('user: I cut out dairy, so my usual coffee order is an oat milk latte now. Which cafes do good oat milk?', A + 'Most specialty cafes carry Oatly.') },
  ], query: 'What is my usual coffee order?', current: /oat milk latte/i, old: /flat white/i },
  { name: 'r5 decision: database choice', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-15T10:00:00Z', content: 'Architecture notes: the team agreed to store events in MongoDB.' },
    { ingest: 'b', at: '2024-03-15T10:00:00Z', content: 'Architecture notes: after load tests the team decided to store events in Cassandra instead.' },
  ], query: 'Where are events stored?', current: /cassandra/i, old: /mongodb/i },
  { name: 'r6 date: exam date', category: 'date', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Leo: My bar exam is on July 30.' },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Leo: They rescheduled my bar exam to August 6.' },
  ], query: "When is Leo's bar exam?", current: /August 6|6 August/i, old: /July 30|30 July/i },
  { name: 'r7 lme: number of cats', category: 'count', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: chat('user: I have two cats, Mochi and Tofu. What litter do you recommend?', A + 'Clumping clay or pine litter both work.') },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: chat('user: We adopted a kitten last week, so I have three cats now. How do I introduce them?', A + 'Keep the kitten in a separate room for a few days.') },
  ], query: 'How many cats do I have?', current: /three|\b3\b/i, old: /two|\b2\b/i },
  { name: 'r8 late older: phone', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: 'Marta: I use a Pixel 8 now.' },
    { ingest: 'a', at: '2022-05-01T10:00:00Z', content: 'Marta: I use an iPhone 12.' },
  ], query: 'What phone does Marta use?', current: /pixel/i, old: /iphone/i },
  { name: 'r9 two people: hometown', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Ines: I live in Porto.' },
    { ingest: 'b', at: '2023-01-05T10:00:00Z', content: 'Jonas: I live in Leipzig.' },
  ], query: 'Where does Ines live?', current: /porto/i, other: { query: 'Where does Jonas live?', value: /leipzig/i } },
  { name: 'r10 update endpoint: manager', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Org chart: the support team reports to Karen Lee.' },
    { update: 'a', content: 'Org chart: the support team reports to Victor Chan.' },
  ], query: 'Who does the support team report to?', current: /victor chan/i, old: /karen lee/i },
  { name: 'r11 deleted: preference', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Noor: I love sushi.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Noor: I work at Philips.' },
    { delete: 'a' },
  ], query: 'Where does Noor work?', current: /philips/i, deleted: ['a'] },
  { name: 'r12 lme: running distance', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm training for a half marathon and my longest run so far is 8 miles. How should I build up?", A + 'Add about a mile a week to your long run.') },
    { ingest: 'b', at: '2023-03-01T10:00:00Z', content: chat('user: Good progress, my longest run is now 11 miles. Should I taper soon?', A + 'Taper in the last two weeks before the race.') },
  ], query: 'What is my longest run?', current: /11 miles/i, old: /8 miles/i },
  { name: 'r13 preference: music streaming', category: 'preference', steps: [
    { ingest: 'a', at: '2022-06-01T10:00:00Z', content: 'Leah: I listen to music on Apple Music.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Leah: I switched to Spotify because my friends share playlists there.' },
  ], query: 'Which music service does Leah use?', current: /spotify/i, old: /apple music/i },
  { name: 'r14 email: new address', category: 'address', steps: [
    { ingest: 'a', at: '2022-09-01T10:00:00Z', content: 'Hi Sara,\nJust so you know, we live in Utrecht now and love it.\nCheers,\nTim' },
    { ingest: 'b', at: '2024-09-01T10:00:00Z', content: 'Hi Sara,\nBig change: we bought a house in Amersfoort and moved in last week.\nCheers,\nTim' },
  ], query: 'Where does Tim live?', current: /amersfoort/i, old: /utrecht/i },
  { name: 'r15 lme: sleep hours', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I usually get around 5 hours of sleep a night. Is that bad?', A + 'Most adults need 7-9 hours.') },
    { ingest: 'b', at: '2023-04-01T10:00:00Z', content: chat("user: I've been going to bed earlier and now get about 7 hours of sleep a night. Any other tips?", A + 'Keep a consistent wake-up time.') },
  ], query: 'How much sleep do I get a night?', current: /7 hours/i, old: /5 hours/i },
  { name: 'r16 decision: meeting day', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-10T10:00:00Z', content: 'Team memo: the weekly planning meeting is every Monday at 10 am.' },
    { ingest: 'b', at: '2024-02-10T10:00:00Z', content: 'Team memo: starting next week the weekly planning meeting moves to Wednesdays.' },
  ], query: 'When is the weekly planning meeting?', current: /wednesday/i, old: /monday/i },
  { name: 'r17 lme: car', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: chat('user: My car is a 2012 Toyota Corolla with 150,000 miles. Should I keep it?', A + 'If it runs well, maintenance is cheaper than a new car.') },
    { ingest: 'b', at: '2023-02-01T10:00:00Z', content: chat('user: I finally traded in the Corolla and bought a Hyundai Ioniq 5. How should I charge it at home?', A + 'A Level 2 charger is worth installing.') },
  ], query: 'What car do I have?', current: /ioniq/i, old: /corolla/i },
  { name: 'r18 third person: school', category: 'employer', steps: [
    { ingest: 'a', at: '2022-09-01T10:00:00Z', content: "Parent notes: Ella goes to Maple Elementary." },
    { ingest: 'b', at: '2024-09-01T10:00:00Z', content: 'Parent notes: Ella started at Lincoln Middle School this fall.' },
  ], query: 'Which school does Ella go to?', current: /lincoln/i, old: /maple/i },
  { name: 'r19 lme: diet', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm pescatarian. Can you suggest a dinner with lots of protein?", A + 'Grilled salmon with quinoa.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat("user: I've gone fully vegan since September. What can replace fish in my meals?", A + 'Tofu, tempeh and lentils.') },
  ], query: 'What is my diet?', current: /vegan/i, old: /pescatarian/i },
  { name: 'r20 price change', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Vendor notes: the Pro plan costs $49 per month.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Vendor notes: the Pro plan now costs $59 per month after the price increase.' },
  ], query: 'How much does the Pro plan cost?', current: /\$?59/i, old: /\$?49/i },
];

// Round 9 (sixteenth session, 2026-11-26 18:55 UTC): written after d0e4bd4 and run before any change for it.
const ROUND_9: Scenario[] = [
  { name: 's1 slack: office move', category: 'address', steps: [
    { ingest: 'a', at: '2022-03-01T10:00:00Z', content: 'Priya: reminder that our office is at 200 Market Street, 4th floor' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Priya: heads up everyone, as of Monday our office is at 85 Harbor Road' },
  ], query: 'Where is the office?', current: /85 harbor road/i, old: /200 market street/i },
  { name: 's2 lme: buried job change', category: 'employer', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: Can you help me write a cover letter?', A + 'Of course. Tell me about your current job.', 'user: I work in marketing at Unilever and want to move into product.', A + 'Great, let us highlight your campaign results.') },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat('user: I need tips for my first 90 days.', A + 'Congratulations! Where did you land?', 'user: I accepted an offer from Miro as an associate product manager.', A + 'Start by meeting every stakeholder.') },
  ], query: 'Where does the user work?', current: /miro/i, old: /unilever/i },
  { name: 's3 preference: cuisine', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Dinner notes: Hugo loves Thai food.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: "Dinner notes: Hugo can't eat spicy food anymore, so he no longer likes Thai food; he loves Italian food now." },
  ], query: 'What food does Hugo love?', current: /italian/i, old: /thai/i },
  { name: 's4 decision: hosting', category: 'decision', steps: [
    { ingest: 'a', at: '2023-04-01T10:00:00Z', content: 'Infra sync minutes\n- We will host the website on Netlify.\n- Next review in June.' },
    { ingest: 'b', at: '2023-06-15T10:00:00Z', content: 'Infra sync minutes\n- We moved the website from Netlify to Cloudflare Pages.\n- Costs dropped by 30%.' },
  ], query: 'Where is the website hosted?', current: /cloudflare/i, old: /netlify/i },
  { name: 's5 date: flight', category: 'date', steps: [
    { ingest: 'a', at: '2024-05-01T10:00:00Z', content: 'Trip plan: my flight to Tokyo is on June 12. - Wei' },
    { ingest: 'b', at: '2024-05-20T10:00:00Z', content: 'Trip plan: the airline changed my flight to Tokyo to June 14. - Wei' },
  ], query: "When is Wei's flight to Tokyo?", current: /June 14|14 June/i, old: /June 12|12 June/i },
  { name: 's6 lme: steps goal', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My daily step goal is 8,000 steps. How can I hit it on busy days?', A + 'Take walking meetings.') },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: chat("user: I've raised my daily step goal to 12,000 steps. Is that too much?", A + 'It is fine if you build up gradually.') },
  ], query: 'What is my daily step goal?', current: /12,?000/i, old: /8,?000/i },
  { name: 's7 third person: partner job', category: 'employer', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'user: My husband Karl works as a pilot for Lufthansa.' },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: 'user: Karl retired from Lufthansa and now teaches at a flight school.' },
  ], query: 'Where does Karl work?', current: /flight school/i, old: /lufthansa/i },
  { name: 's8 late older: gym', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Zoe: I go to Equinox now.' },
    { ingest: 'a', at: '2022-02-01T10:00:00Z', content: 'Zoe: I go to Gold\'s Gym.' },
  ], query: 'Which gym does Zoe go to?', current: /equinox/i, old: /gold/i },
  { name: 's9 two people: pets', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Kim: I have a beagle named Max.' },
    { ingest: 'b', at: '2023-01-03T10:00:00Z', content: 'Lars: I have a poodle named Bella.' },
  ], query: 'What dog does Kim have?', current: /beagle/i, other: { query: 'What dog does Lars have?', value: /poodle/i } },
  { name: 's10 update endpoint: price', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Price list: the basic haircut costs $30.' },
    { update: 'a', content: 'Price list: the basic haircut costs $35.' },
  ], query: 'How much does the basic haircut cost?', current: /\$?35/i, old: /\$?30/i },
  { name: 's11 deleted: address', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Ravi: I live in Pune.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Ravi: I moved to Bangalore.' },
    { delete: 'b' },
  ], query: 'Where does Ravi live?', current: /pune/i, deleted: ['b'] },
  { name: 's12 lme: language learning', category: 'preference', steps: [
    { ingest: 'a', at: '2022-06-01T10:00:00Z', content: chat("user: I'm learning Spanish with Duolingo. How do I practise speaking?", A + 'Try a language exchange.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat('user: I stopped using Duolingo and now use Babbel for Spanish. Is it better for grammar?', A + 'Babbel explains grammar more.') },
  ], query: 'Which app do I use for Spanish?', current: /babbel/i, old: /duolingo/i },
  { name: 's13 count: headcount', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Company profile: Fernweh GmbH employs 45 people.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Company profile: Fernweh GmbH now employs 70 people after the merger.' },
  ], query: 'How many people does Fernweh employ?', current: /\b70\b/i, old: /\b45\b/i },
  { name: 's14 lme: bedtime', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My toddler goes to bed at 8 pm but wakes at 5. Should I move bedtime?', A + 'Try a slightly later bedtime.') },
    { ingest: 'b', at: '2023-02-01T10:00:00Z', content: chat('user: We moved her bedtime to 8:45 pm and she sleeps until 6:30 now. Great!', A + 'That is a big improvement.') },
  ], query: "What is my toddler's bedtime?", current: /8:45/i, old: /8 pm|8:00|20:00/i },
  { name: 's15 preference: drink', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Olu: I drink black coffee every morning.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Olu: I quit coffee and drink green tea every morning instead.' },
  ], query: 'What does Olu drink every morning?', current: /green tea/i, old: /coffee/i },
  { name: 's16 email: manager change', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Hello Tom,\nYour manager going forward is Denise Park.\nRegards,\nHR' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Hello Tom,\nFollowing the reorganisation, your new manager is Arjun Mehta.\nRegards,\nHR' },
  ], query: "Who is Tom's manager?", current: /arjun mehta/i, old: /denise park/i },
  { name: 's17 lme: balance', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I have about $4,000 in my emergency fund. How much should I aim for?', A + 'Three to six months of expenses.') },
    { ingest: 'b', at: '2023-12-01T10:00:00Z', content: chat("user: I've saved up and now have $9,500 in my emergency fund. Should I invest the rest?", A + 'Yes, once the fund covers six months.') },
  ], query: 'How much is in my emergency fund?', current: /9,?500/i, old: /4,?000/i },
  { name: 's18 status: project', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: 'Status report: Project Atlas is on track.' },
    { ingest: 'b', at: '2024-02-05T10:00:00Z', content: 'Status report: Project Atlas is now blocked by the vendor API.' },
  ], query: 'What is the status of Project Atlas?', current: /blocked/i, old: /on track/i },
  { name: 's19 lme: volunteer', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I volunteer at the animal shelter on Saturdays. Any tips for socialising shy dogs?', A + 'Go slowly and use treats.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat('user: I now volunteer at the food bank on Saturdays instead of the shelter. How can I help with sorting?', A + 'Ask about their intake process.') },
  ], query: 'Where do I volunteer on Saturdays?', current: /food bank/i, old: /animal shelter/i },
  { name: 's20 home town third person', category: 'address', steps: [
    { ingest: 'a', at: '2021-01-01T10:00:00Z', content: 'Notes on Aunt May: she lives in a cottage in Devon.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Notes on Aunt May: Aunt May moved into a care home in Exeter.' },
  ], query: 'Where does Aunt May live?', current: /exeter/i, old: /devon/i },
];

// Round 10 (sixteenth session, 2026-11-26 19:10 UTC): written after 549e996 and left unfixed, the measure of this
// session's changes on text they were not made for.
const ROUND_10: Scenario[] = [
  { name: 't1 lme: moved for school', category: 'address', steps: [
    { ingest: 'a', at: '2022-08-01T10:00:00Z', content: chat("user: I'm based in Austin and looking for weekend hikes nearby.", A + 'Try the Barton Creek Greenbelt.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat('user: I just relocated to Chicago for grad school. Where can I hike around here?', A + 'Starved Rock State Park is about 90 minutes away.') },
  ], query: 'Where am I based?', current: /chicago/i, old: /austin/i },
  { name: 't2 employer: linkedin style', category: 'employer', steps: [
    { ingest: 'a', at: '2021-01-01T10:00:00Z', content: 'Profile: Mei Lin, software engineer at Atlassian.' },
    { ingest: 'b', at: '2023-04-01T10:00:00Z', content: 'Profile update: Mei Lin has joined Canva as a senior software engineer.' },
  ], query: 'Where does Mei Lin work?', current: /canva/i, old: /atlassian/i },
  { name: 't3 preference: running shoes', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Gear notes: Tariq runs in Brooks Ghost shoes.' },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: 'Gear notes: Tariq switched to Hoka Clifton shoes for his long runs.' },
  ], query: 'What running shoes does Tariq use?', current: /hoka/i, old: /brooks/i },
  { name: 't4 decision: framework', category: 'decision', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: 'RFC 7 accepted: the dashboard will be built with Vue.' },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: 'RFC 9 accepted: the dashboard will be rebuilt with Svelte, replacing Vue.' },
  ], query: 'What is the dashboard built with?', current: /svelte/i, old: /\bvue\b/i },
  { name: 't5 date: wedding date', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Mira: Our wedding is on September 14.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Mira: We had to move our wedding to October 5 because the venue double-booked.' },
  ], query: "When is Mira's wedding?", current: /October 5|5 October/i, old: /September 14|14 September/i },
  { name: 't6 lme: savings rate', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I save $300 a month toward a house deposit. How long until I reach $30k?', A + 'About 100 months without interest.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat('user: After my raise I now save $650 a month toward the deposit. New estimate?', A + 'Roughly 46 months.') },
  ], query: 'How much do I save a month?', current: /650/i, old: /\$?300\b/i },
  { name: 't7 third person: team lead', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Staffing: Jorge leads the mobile team.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Staffing: Jorge now leads the platform team.' },
  ], query: 'Which team does Jorge lead?', current: /platform/i, old: /mobile/i },
  { name: 't8 late older: hair colour', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-06-01T10:00:00Z', content: 'Nia: My hair is short and curly now.' },
    { ingest: 'a', at: '2021-06-01T10:00:00Z', content: 'Nia: My hair is long and straight.' },
  ], query: "What is Nia's hair like?", current: /short/i, old: /long/i },
  { name: 't9 two people: drinks', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Sophie: My favourite drink is a negroni.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Malik: My favourite drink is a mojito.' },
  ], query: "What is Sophie's favourite drink?", current: /negroni/i, other: { query: "What is Malik's favourite drink?", value: /mojito/i } },
  { name: 't10 update endpoint: address', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Supplier record: Kessler AG is located in Stuttgart.' },
    { update: 'a', content: 'Supplier record: Kessler AG is located in Mannheim.' },
  ], query: 'Where is Kessler AG located?', current: /mannheim/i, old: /stuttgart/i },
  { name: 't11 deleted: hobby', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Ben: I play squash on Thursdays.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Ben: I live in Bristol.' },
    { delete: 'a' },
  ], query: 'Where does Ben live?', current: /bristol/i, deleted: ['a'] },
  { name: 't12 lme: car insurance', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My car insurance is $1,200 a year with Geico. Is that high?', A + 'It depends on your record and location.') },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat('user: I switched my car insurance to Progressive and now pay $950 a year. Did I do well?', A + 'That is a good saving.') },
  ], query: 'Who is my car insurance with?', current: /progressive/i, old: /geico/i },
  { name: 't13 chat: allergy', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Eli: Heads up, I am allergic to peanuts.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Eli: After the treatment I am no longer allergic to peanuts!' },
  ], query: 'Is Eli allergic to peanuts?', current: /no longer allergic/i, old: /am allergic|is allergic/i },
  { name: 't14 minutes: owner change', category: 'decision', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Minutes: Sven owns the billing migration.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Minutes: Sven is on leave, so Aiko now owns the billing migration.' },
  ], query: 'Who owns the billing migration?', current: /aiko/i, old: /sven owns/i },
  { name: 't15 lme: reading goal', category: 'count', steps: [
    { ingest: 'a', at: '2024-01-10T10:00:00Z', content: chat('user: My goal this year is to read 20 books. Any sci-fi picks?', A + 'Try Project Hail Mary.') },
    { ingest: 'b', at: '2024-04-10T10:00:00Z', content: chat("user: I'm ahead of schedule so I bumped my goal to 30 books this year. More picks?", A + 'Try The Left Hand of Darkness.') },
  ], query: 'What is my reading goal this year?', current: /30 books/i, old: /20 books/i },
  { name: 't16 email: phone number', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Hi Jo,\nMy mobile number is 0612 345 678.\nBest,\nPetra' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Hi Jo,\nI have a new mobile number: 0687 654 321.\nBest,\nPetra' },
  ], query: "What is Petra's mobile number?", current: /0687/i, old: /0612/i },
  { name: 't17 lme: pet food', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I feed my cat Royal Canin dry food. Is that enough moisture?', A + 'Adding wet food helps.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat('user: The vet suggested a change, so I now feed my cat Hills wet food. How much per day?', A + 'Follow the label by weight.') },
  ], query: 'What do I feed my cat?', current: /hills/i, old: /royal canin/i },
  { name: 't18 third person: city of sibling', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: "user: My brother Sam lives in Glasgow." },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'user: My brother Sam got a job in London and moved there in May.' },
  ], query: 'Where does Sam live?', current: /london/i, old: /glasgow/i },
  { name: 't19 count: followers', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Channel stats: the podcast has 1,200 subscribers.' },
    { ingest: 'b', at: '2023-12-01T10:00:00Z', content: 'Channel stats: the podcast now has 4,800 subscribers.' },
  ], query: 'How many subscribers does the podcast have?', current: /4,?800/i, old: /1,?200/i },
  { name: 't20 lme: work schedule', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I work four days a week, Monday to Thursday. How should I plan my Fridays?', A + 'Use Fridays for errands and rest.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I'm back to working five days a week since September. How do I fit errands in?", A + 'Batch them on Saturday mornings.') },
  ], query: 'How many days a week do I work?', current: /five/i, old: /four/i },
];

// Round 11 (sixteenth session, 2026-11-26 19:40 UTC): written after every change of the session (17a8971) and left
// unfixed: the honest figure for the code as it stands.
const ROUND_11: Scenario[] = [
  { name: 'u1 lme: new city mid-request', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-15T10:00:00Z', content: chat('user: Since I live in Dublin, which day trips would you suggest for a long weekend?', A + 'Glendalough and Howth are easy by train.') },
    { ingest: 'b', at: '2024-02-15T10:00:00Z', content: chat("user: Now that I've moved to Edinburgh, what are the best day trips from here?", A + 'Try St Andrews or the Pentland Hills.') },
  ], query: 'Where do I live?', current: /edinburgh/i, old: /dublin/i },
  { name: 'u2 employer: press release', category: 'employer', steps: [
    { ingest: 'a', at: '2022-03-01T10:00:00Z', content: 'Press release: Dana Whitfield, chief financial officer of Northwind, spoke at the summit.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Press release: Contoso today named Dana Whitfield as its new chief financial officer.' },
  ], query: 'Where does Dana Whitfield work?', current: /contoso/i, old: /northwind/i },
  { name: 'u3 lme: tea preference', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I really like earl grey in the afternoon. Can you recommend a good brand?', A + 'Twinings and Harney & Sons are popular.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: I've gone off earl grey, these days I prefer rooibos in the afternoon. Any caffeine-free blends?", A + 'Try a vanilla rooibos.') },
  ], query: 'What do I drink in the afternoon?', current: /rooibos/i, old: /earl grey/i },
  { name: 'u4 decision: vendor', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-20T10:00:00Z', content: 'Procurement log: we signed with Acme Cleaning for the office.' },
    { ingest: 'b', at: '2024-06-20T10:00:00Z', content: 'Procurement log: we ended the Acme Cleaning contract and signed with Sparkle Services.' },
  ], query: 'Which cleaning company do we use?', current: /sparkle/i, old: /acme cleaning/i },
  { name: 'u5 date: dentist appointment', category: 'date', steps: [
    { ingest: 'a', at: '2024-04-01T10:00:00Z', content: 'Reminder from Pat: my dentist appointment is on April 22 at 3 pm.' },
    { ingest: 'b', at: '2024-04-10T10:00:00Z', content: 'Reminder from Pat: my dentist appointment was pushed to April 29 at 10 am.' },
  ], query: "When is Pat's dentist appointment?", current: /29 April|April 29/i, old: /22 April|April 22/i },
  { name: 'u6 lme: monthly budget', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My grocery budget is $400 a month for two people. Meal plan ideas?', A + 'Batch cook grains and beans.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat('user: Prices went up so my grocery budget is now $550 a month. How can I stretch it?', A + 'Buy store brands and shop seasonal produce.') },
  ], query: 'What is my grocery budget?', current: /550/i, old: /400/i },
  { name: 'u7 third person: coach', category: 'employer', steps: [
    { ingest: 'a', at: '2022-05-01T10:00:00Z', content: "Club bulletin: Coach Rivera trains the under-12 squad." },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: 'Club bulletin: Coach Rivera has moved up and now trains the under-16 squad.' },
  ], query: 'Which squad does Coach Rivera train?', current: /under-16/i, old: /under-12/i },
  { name: 'u8 late older: laptop', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Omar: I work on a Framework laptop now.' },
    { ingest: 'a', at: '2021-03-01T10:00:00Z', content: 'Omar: I work on a Dell XPS laptop.' },
  ], query: 'Which laptop does Omar work on?', current: /framework/i, old: /dell/i },
  { name: 'u9 two people: instruments', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Ada: I play the violin.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Ben: I play the trumpet.' },
  ], query: 'What instrument does Ada play?', current: /violin/i, other: { query: 'What instrument does Ben play?', value: /trumpet/i } },
  { name: 'u10 update endpoint: meeting room', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Facilities: the design review is held in Room 4B.' },
    { update: 'a', content: 'Facilities: the design review is held in Room 7A.' },
  ], query: 'Where is the design review held?', current: /7A/i, old: /4B/i },
  { name: 'u11 deleted: job', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Lin: I work at Baidu.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Lin: I have two sons.' },
    { delete: 'a' },
  ], query: 'How many sons does Lin have?', current: /two|\b2\b/i, deleted: ['a'] },
  { name: 'u12 lme: weight goal', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm 95 kg and want to get to 85. Is 0.5 kg a week realistic?", A + 'Yes, with a modest calorie deficit.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: Update: I'm down to 88 kg! How do I avoid a plateau?", A + 'Vary your training and keep protein high.') },
  ], query: 'How much do I weigh?', current: /88/i, old: /95/i },
  { name: 'u13 slack: standup time', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-08T10:00:00Z', content: 'Kofi: standup is at 9:15 every day' },
    { ingest: 'b', at: '2024-02-08T10:00:00Z', content: 'Kofi: from next week standup moves to 9:45' },
  ], query: 'What time is standup?', current: /9:45/i, old: /9:15/i },
  { name: 'u14 lme: streaming', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I mostly watch movies on Netflix. Any hidden gems?', A + 'Try The Lost Daughter.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat('user: I dropped Netflix and mostly watch movies on Mubi now. Any arthouse picks?', A + 'Try Aftersun.') },
  ], query: 'Where do I watch movies?', current: /mubi/i, old: /netflix/i },
  { name: 'u15 email: hotel booking', category: 'date', steps: [
    { ingest: 'a', at: '2024-05-01T10:00:00Z', content: 'Dear Mr. Alvarez,\nYour check-in date is July 3.\nKind regards,\nHotel Sol' },
    { ingest: 'b', at: '2024-05-15T10:00:00Z', content: 'Dear Mr. Alvarez,\nAs requested, your check-in date has been changed to July 5.\nKind regards,\nHotel Sol' },
  ], query: "What is Mr. Alvarez's check-in date?", current: /July 5|5 July/i, old: /July 3|3 July/i },
  { name: 'u16 lme: kids school', category: 'employer', steps: [
    { ingest: 'a', at: '2022-09-01T10:00:00Z', content: chat('user: My son attends Oakwood Primary. How do I help with his reading?', A + 'Read together for 20 minutes a day.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat('user: My son just started at Riverside Academy. How do I help him settle in?', A + 'Ask about clubs he can join.') },
  ], query: 'Which school does my son go to?', current: /riverside/i, old: /oakwood/i },
  { name: 'u17 count: members', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Club notes: the chess club has 18 members.' },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: 'Club notes: membership grew and the chess club now has 31 members.' },
  ], query: 'How many members does the chess club have?', current: /31/i, old: /18/i },
  { name: 'u18 lme: partner', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: chat('user: My girlfriend Lea and I want a weekend getaway. Ideas near Munich?', A + 'Try Lake Tegernsee.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat('user: Lea and I got married last month! Where should my wife and I go for a honeymoon?', A + 'Consider the Amalfi Coast.') },
  ], query: 'Who is Lea to me?', current: /married|wife/i, old: /girlfriend/i },
  { name: 'u19 status: order', category: 'decision', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: 'Order 4471 is delayed.' },
    { ingest: 'b', at: '2024-03-05T10:00:00Z', content: 'Order 4471 is now shipped.' },
  ], query: 'What is the status of order 4471?', current: /shipped/i, old: /delayed/i },
  { name: 'u20 lme: bike commute', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I take the train to work but it is always late. Alternatives?', A + 'Cycling could be faster for short distances.') },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: chat('user: I started cycling to work in April and love it. What gear do I need for rain?', A + 'A waterproof jacket and mudguards.') },
  ], query: 'How do I get to work?', current: /cycl|bike/i, old: /train/i },
];

// Round 12, written at the start of the seventeenth session (2026-11-26 21:15 UTC) before any change to the extractor
// (67.0 % before its own fixes).
const ROUND_12: Scenario[] = [
  { name: 'v1 lme: neighbourhood in a request', category: 'address', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat("user: What's a good brunch spot near me? I'm in Brooklyn, close to Prospect Park.", A + 'Try Sunday in Brooklyn or Five Leaves.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat("user: We finally moved out of Brooklyn and into a place in Hoboken. What's the best way to get to Midtown from here?", A + 'The PATH train to 33rd Street is quickest.') },
  ], query: 'Where do I live?', current: /hoboken/i, old: /brooklyn/i },
  { name: 'v2 address: relocation note', category: 'address', steps: [
    { ingest: 'a', at: '2022-05-01T10:00:00Z', content: 'Team directory: Farah Qureshi is based in our Karachi office.' },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: 'Team directory update: Farah Qureshi has relocated to the Dubai office.' },
  ], query: 'Where is Farah Qureshi based?', current: /dubai/i, old: /karachi/i },
  { name: 'v3 lme: hometown gym', category: 'address', steps: [
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: chat('user: I live in Austin and want a climbing gym that has good bouldering. Suggestions?', A + 'Austin Bouldering Project is great.') },
    { ingest: 'b', at: '2024-01-10T10:00:00Z', content: chat("user: I'm living in Denver now. Are there climbing gyms like Austin Bouldering Project here?", A + 'Movement RiNo and Earth Treks Englewood.') },
  ], query: 'Which city do I live in?', current: /denver/i, old: /austin/i },
  { name: 'v4 employer: LinkedIn-style', category: 'employer', steps: [
    { ingest: 'a', at: '2021-06-01T10:00:00Z', content: 'Marco Bellini works as a data engineer at Zalando.' },
    { ingest: 'b', at: '2023-02-01T10:00:00Z', content: 'Marco Bellini left Zalando in January and is now a data engineer at Booking.com.' },
  ], query: 'Where does Marco Bellini work?', current: /booking/i, old: /zalando/i },
  { name: 'v5 lme: new job in a request', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-05T10:00:00Z', content: chat('user: I work at a bank and my days are long. Any tips for staying energized?', A + 'Short walks and regular meals help.') },
    { ingest: 'b', at: '2023-08-05T10:00:00Z', content: chat('user: I started a new job at a nonprofit last month and the hours are much better. How do I build a morning routine?', A + 'Start with a fixed wake-up time.') },
  ], query: 'Where do I work?', current: /nonprofit/i, old: /bank/i },
  { name: 'v6 employer: third person pronoun', category: 'employer', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Notes on Kenji: he is a nurse at St. Mary Hospital.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Notes on Kenji: he now works at Mercy General as a charge nurse.' },
  ], query: 'Where does Kenji work?', current: /mercy general/i, old: /st\.? mary/i },
  { name: 'v7 lme: music preference', category: 'preference', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat("user: I'm a huge fan of jazz, especially Coltrane. Can you recommend some albums?", A + 'A Love Supreme and Blue Train.') },
    { ingest: 'b', at: '2023-11-01T10:00:00Z', content: chat("user: Lately I've been way more into classical music than jazz. Where should a beginner start?", A + "Try Bach's Goldberg Variations.") },
  ], query: 'What music do I like?', current: /classical/i, old: /jazz/i },
  { name: 'v8 preference: coffee order', category: 'preference', steps: [
    { ingest: 'a', at: '2022-04-01T10:00:00Z', content: 'Priya: My usual coffee order is a flat white.' },
    { ingest: 'b', at: '2022-09-01T10:00:00Z', content: 'Priya: My usual coffee order is an oat milk cortado now.' },
  ], query: "What is Priya's usual coffee order?", current: /cortado/i, old: /flat white/i },
  { name: 'v9 preference: editor', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: chat('user: I write all my code in Vim. How do I set up autocompletion for Python?', A + 'Use coc.nvim or ALE with a language server.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat('user: I switched to VS Code a few months ago. How do I set up Python autocompletion there?', A + 'Install the Python and Pylance extensions.') },
  ], query: 'Which editor do I use?', current: /vs ?code/i, old: /vim/i },
  { name: 'v10 decision: database choice', category: 'decision', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Architecture notes: the team chose MongoDB for the events store.' },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Architecture notes: after load testing, the team decided to move the events store to PostgreSQL.' },
  ], query: 'Which database does the events store use?', current: /postgres/i, old: /mongo/i },
  { name: 'v11 decision: holiday destination', category: 'decision', steps: [
    { ingest: 'a', at: '2023-01-10T10:00:00Z', content: chat("user: We've decided to go to Portugal for our summer holiday. What should we see in Lisbon?", A + 'Alfama, Belem and a day trip to Sintra.') },
    { ingest: 'b', at: '2023-03-10T10:00:00Z', content: chat("user: Change of plans, we're going to Greece this summer instead of Portugal. Which islands are best for families?", A + 'Naxos and Paros are family friendly.') },
  ], query: 'Where are we going for the summer holiday?', current: /greece/i, old: /portugal/i },
  { name: 'v12 date: dentist appointment', category: 'date', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: 'Reminder: my dentist appointment is on March 14.' },
    { ingest: 'b', at: '2024-03-05T10:00:00Z', content: 'The dentist called and my appointment is now on March 21.' },
  ], query: 'When is my dentist appointment?', current: /March 21|21 March|2024-03-21/i, old: /March 14|14 March|2024-03-14/i },
  { name: 'v13 date: launch slipped', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-15T10:00:00Z', content: 'Status update: the mobile app launch is scheduled for April 2.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Status update: the mobile app launch has slipped to April 23 because of review delays.' },
  ], query: 'When is the mobile app launch?', current: /April 23|23 April|2024-04-23/i, old: /April 2\b|2 April|2024-04-02/i },
  { name: 'v14 lme: count of plants', category: 'count', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: I have 12 houseplants and some of them have yellow leaves. What am I doing wrong?', A + 'Overwatering is the most common cause.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat('user: I have 18 houseplants now after a trip to the garden center. How do I keep a watering schedule?', A + 'Group them by how often they need water.') },
  ], query: 'How many houseplants do I have?', current: /\b18\b|eighteen/i, old: /\b12\b|twelve/i },
  { name: 'v15 count: weekly runs', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Noor: I run three times a week.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: "Noor: I've upped it to five runs a week since the marathon training started." },
  ], query: 'How often does Noor run?', current: /five|\b5\b/i, old: /three|\b3\b/i },
  { name: 'v16 count: team size', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'The platform team has 6 engineers.' },
    { ingest: 'b', at: '2023-12-01T10:00:00Z', content: 'The platform team has grown to 9 engineers.' },
  ], query: 'How many engineers are on the platform team?', current: /\b9\b|nine/i, old: /\b6\b|six/i },
  { name: 'v17 late older document: phone', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Olu: I use a Pixel 8 now.' },
    { ingest: 'a', at: '2022-02-01T10:00:00Z', content: 'Olu: I use an iPhone 12.' },
  ], query: 'Which phone does Olu use?', current: /pixel/i, old: /iphone/i },
  { name: 'v18 two people: pets', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Rosa has a golden retriever named Max.' },
    { ingest: 'b', at: '2023-02-01T10:00:00Z', content: 'Her brother Luis has a tabby cat named Miso.' },
  ], query: 'What pet does Rosa have?', current: /golden retriever|max/i, other: { query: 'What pet does Luis have?', value: /tabby|miso/i } },
  { name: 'v19 update endpoint: office hours', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'The support desk opens at 8 am.' },
    { update: 'a', content: 'The support desk opens at 7 am.' },
  ], query: 'When does the support desk open?', current: /7 ?am|07:00/i, old: /8 ?am|08:00/i },
  { name: 'v20 deleted source', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Ines: I collect vintage postcards.' },
    { ingest: 'b', at: '2023-02-01T10:00:00Z', content: 'Ines: I volunteer at the animal shelter on Saturdays.' },
    { delete: 'a' },
  ], query: 'Where does Ines volunteer?', current: /animal shelter/i, deleted: ['a'] },
];

// Round 13, written at 21:40 UTC in the seventeenth session after the fixes for round 12 (58.8 % before its own fixes).
const ROUND_13: Scenario[] = [
  { name: 'w1 lme: apartment in a budgeting request', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-10T10:00:00Z', content: chat('user: My rent in San Diego is eating half my paycheck. How should I budget?', A + 'Try the 50/30/20 rule as a starting point.') },
    { ingest: 'b', at: '2023-09-10T10:00:00Z', content: chat("user: Since relocating to Phoenix my rent dropped a lot. Should I put the difference into savings?", A + 'An emergency fund first, then retirement.') },
  ], query: 'Which city do I live in?', current: /phoenix/i, old: /san diego/i },
  { name: 'w2 address: family news', category: 'address', steps: [
    { ingest: 'a', at: '2022-03-01T10:00:00Z', content: 'Family update: Grandma Rose lives in Tucson near Aunt Bea.' },
    { ingest: 'b', at: '2023-03-01T10:00:00Z', content: 'Family update: Grandma Rose moved in with us in Albuquerque this spring.' },
  ], query: 'Where does Grandma Rose live?', current: /albuquerque/i, old: /tucson/i },
  { name: 'w3 employer: intro email', category: 'employer', steps: [
    { ingest: 'a', at: '2022-06-01T10:00:00Z', content: 'Hi Sam, meet Leila Haddad, she leads design at Figma. Best, Jo' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Hi Sam, quick update: Leila Haddad now leads design at Canva. Best, Jo' },
  ], query: 'Where does Leila Haddad lead design?', current: /canva/i, old: /figma/i },
  { name: 'w4 lme: job mention in a cooking request', category: 'employer', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat("user: I'm a nurse at Kaiser and I work night shifts. What are quick meals I can prep?", A + 'Sheet-pan dinners and overnight oats.') },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat("user: Now that I'm working at Stanford Health on day shifts, how should I change my meal prep?", A + 'Shift your big meal to the evening.') },
  ], query: 'Where do I work?', current: /stanford/i, old: /kaiser/i },
  { name: 'w5 employer: role change same company', category: 'employer', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Chen Wei is a junior analyst at Barclays.' },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: 'Chen Wei is now a senior analyst at Barclays.' },
  ], query: "What is Chen Wei's role?", current: /senior analyst/i, old: /junior analyst/i },
  { name: 'w6 lme: sport preference', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I love playing tennis on weekends. How do I improve my serve?', A + 'Work on your toss consistency.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat("user: I've given up tennis and taken up pickleball. What paddle should a beginner buy?", A + 'A mid-weight polymer core paddle.') },
  ], query: 'Which sport do I play?', current: /pickleball/i, old: /tennis/i },
  { name: 'w7 preference: reading format', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Amir: I only read paper books.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Amir: These days I read everything on a Kindle.' },
  ], query: 'How does Amir read books?', current: /kindle/i, old: /paper/i },
  { name: 'w8 lme: diet', category: 'preference', steps: [
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: chat("user: I'm on a keto diet. Can you suggest low-carb breakfasts?", A + 'Eggs with avocado, or chia pudding.') },
    { ingest: 'b', at: '2023-11-01T10:00:00Z', content: chat("user: I stopped doing keto and now follow a Mediterranean diet. Breakfast ideas?", A + 'Greek yogurt with fruit and nuts.') },
  ], query: 'Which diet do I follow?', current: /mediterranean/i, old: /keto/i },
  { name: 'w9 decision: hosting', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: 'Infra sync: we will host the marketing site on Netlify.' },
    { ingest: 'b', at: '2024-03-05T10:00:00Z', content: 'Infra sync: the marketing site now lives on Vercel; Netlify has been retired.' },
  ], query: 'Where is the marketing site hosted?', current: /vercel/i, old: /netlify/i },
  { name: 'w10 decision: name of the product', category: 'decision', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Branding meeting: the new app will be called Tidy.' },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Branding meeting: we renamed the new app to Neatly after a trademark conflict.' },
  ], query: 'What is the new app called?', current: /neatly/i, old: /tidy/i },
  { name: 'w11 date: flight', category: 'date', steps: [
    { ingest: 'a', at: '2024-05-01T10:00:00Z', content: chat('user: My flight to Tokyo is on June 10. What should I pack?', A + 'Light layers and an umbrella for the rainy season.') },
    { ingest: 'b', at: '2024-05-20T10:00:00Z', content: chat('user: The airline changed my Tokyo flight to June 12. Do I need to rebook my hotel?', A + 'Check whether your hotel booking is flexible.') },
  ], query: 'When is my flight to Tokyo?', current: /June 12|12 June|2024-06-12/i, old: /June 10|10 June|2024-06-10/i },
  { name: 'w12 date: exam', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-10T10:00:00Z', content: 'Maya: my driving test is booked for February 20.' },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Maya: I had to rebook my driving test for March 5.' },
  ], query: "When is Maya's driving test?", current: /March 5|5 March|2024-03-05/i, old: /February 20|20 February|2024-02-20/i },
  { name: 'w13 lme: savings', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I've saved $4,000 toward a house deposit. How long until I reach $20,000?", A + 'At $500 a month, about 32 months.') },
    { ingest: 'b', at: '2023-12-01T10:00:00Z', content: chat("user: I've now saved $9,500 toward the deposit. Should I open a high-yield account?", A + 'Yes, a high-yield savings account makes sense.') },
  ], query: 'How much have I saved toward the house deposit?', current: /9,?500/i, old: /4,?000/i },
  { name: 'w14 count: books read', category: 'count', steps: [
    { ingest: 'a', at: '2023-04-01T10:00:00Z', content: 'Reading log: I have finished 8 books this year.' },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: 'Reading log: I have finished 15 books this year.' },
  ], query: 'How many books have I finished this year?', current: /\b15\b/i, old: /\b8\b/i },
  { name: 'w15 count: kids', category: 'count', steps: [
    { ingest: 'a', at: '2021-01-01T10:00:00Z', content: 'Tariq: We have two kids.' },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: 'Tariq: Our third child was born in April, so we have three kids now.' },
  ], query: 'How many kids does Tariq have?', current: /three|\b3\b/i, old: /\btwo\b|\b2\b/i },
  { name: 'w16 late older document: gym', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Bea: I go to Equinox now.' },
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Bea: I go to Planet Fitness.' },
  ], query: 'Which gym does Bea go to?', current: /equinox/i, old: /planet fitness/i },
  { name: 'w17 two people: employers', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Ola works at Spotify.' },
    { ingest: 'b', at: '2023-02-01T10:00:00Z', content: 'Her husband Piotr works at Klarna.' },
  ], query: 'Where does Ola work?', current: /spotify/i, other: { query: 'Where does Piotr work?', value: /klarna/i } },
  { name: 'w18 update endpoint: price', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'A monthly parking pass costs $90.' },
    { update: 'a', content: 'A monthly parking pass costs $110.' },
  ], query: 'How much does a monthly parking pass cost?', current: /\$110/i, old: /\$90/i },
  { name: 'w19 update endpoint: owner', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'The onboarding guide is owned by Kofi.' },
    { update: 'a', content: 'The onboarding guide is owned by Lena.' },
  ], query: 'Who owns the onboarding guide?', current: /lena/i, old: /kofi/i },
  { name: 'w20 deleted source', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Dev: I am allergic to shellfish.' },
    { ingest: 'b', at: '2023-02-01T10:00:00Z', content: 'Dev: I play bass in a jazz trio.' },
    { delete: 'a' },
  ], query: 'What instrument does Dev play?', current: /bass/i, deleted: ['a'] },
];

// Round 14, written at 21:50 UTC in the seventeenth session after the fixes for round 13 (62.9 % before its own fixes).
const ROUND_14: Scenario[] = [
  { name: 'x1 lme: city in a weather question', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-05T10:00:00Z', content: chat("user: It's freezing here in Minneapolis. How do I keep my car battery from dying?", A + 'Park in a garage and use a battery blanket.') },
    { ingest: 'b', at: '2023-10-05T10:00:00Z', content: chat("user: Ever since we moved down to Atlanta, the humidity is killing my hair. Any tips?", A + 'Try an anti-humidity serum.') },
  ], query: 'Where do I live?', current: /atlanta/i, old: /minneapolis/i },
  { name: 'x2 address: contact card', category: 'address', steps: [
    { ingest: 'a', at: '2022-02-01T10:00:00Z', content: 'Contact card: Ingrid Solberg, lives in Bergen, works as an architect.' },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: 'Contact card update: Ingrid Solberg now lives in Oslo.' },
  ], query: 'Where does Ingrid Solberg live?', current: /oslo/i, old: /bergen/i },
  { name: 'x3 employer: farewell note', category: 'employer', steps: [
    { ingest: 'a', at: '2022-04-01T10:00:00Z', content: 'Team page: Rafael Ortiz is our lead backend engineer at Mailchimp.' },
    { ingest: 'b', at: '2023-04-01T10:00:00Z', content: "Farewell note: today is Rafael Ortiz's last day at Mailchimp; he is joining Twilio next week." },
  ], query: 'Where does Rafael Ortiz work?', current: /twilio/i, old: /mailchimp/i },
  { name: 'x4 lme: job in a commute question', category: 'employer', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: My office at Deloitte is downtown and the commute is brutal. Should I get an e-bike?', A + 'An e-bike could cut your commute time.') },
    { ingest: 'b', at: '2024-01-10T10:00:00Z', content: chat("user: I'm at Accenture now and I work from home three days a week. What desk setup do you recommend?", A + 'A sit-stand desk and a good chair.') },
  ], query: 'Which company do I work for?', current: /accenture/i, old: /deloitte/i },
  { name: 'x5 lme: favourite cuisine', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: Thai food is my absolute favorite. Can you suggest a green curry recipe?', A + 'Here is a simple green curry.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: These days Ethiopian is my favorite cuisine, especially injera with lentils. How do I make injera at home?", A + 'You need teff flour and a few days of fermentation.') },
  ], query: 'What is my favorite cuisine?', current: /ethiopian/i, old: /thai/i },
  { name: 'x6 preference: commute mode', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Yara: I take the bus to work.' },
    { ingest: 'b', at: '2022-08-01T10:00:00Z', content: 'Yara: I cycle to work now that the new bike lane is open.' },
  ], query: 'How does Yara get to work?', current: /cycl|bike/i, old: /bus/i },
  { name: 'x7 preference: streaming', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I mostly listen to music on Spotify. How do I make a collaborative playlist?', A + 'Open the playlist and tap the add-collaborator icon.') },
    { ingest: 'b', at: '2023-12-01T10:00:00Z', content: chat('user: I moved my music library over to Apple Music. Can I import my old playlists?', A + 'Yes, with a transfer tool like SongShift.') },
  ], query: 'Which music service do I use?', current: /apple music/i, old: /spotify/i },
  { name: 'x8 decision: conference venue', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-10T10:00:00Z', content: 'Planning notes: the offsite will be held in Lisbon.' },
    { ingest: 'b', at: '2024-02-10T10:00:00Z', content: 'Planning notes: the offsite will now be held in Porto because Lisbon hotels were full.' },
  ], query: 'Where will the offsite be held?', current: /porto/i, old: /lisbon/i },
  { name: 'x9 decision: CI tool', category: 'decision', steps: [
    { ingest: 'a', at: '2023-05-01T10:00:00Z', content: 'Eng retro: we use CircleCI for all builds.' },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: 'Eng retro: all builds have moved to GitHub Actions and the CircleCI account is closed.' },
  ], query: 'Which CI tool do we use for builds?', current: /github actions/i, old: /circleci/i },
  { name: 'x10 date: wedding', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: chat('user: Our wedding is on September 14. How early should we send invitations?', A + 'About eight weeks before.') },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: chat('user: We had to move the wedding to October 5 because of the venue. Do we need new invitations?', A + 'Send a change-the-date card.') },
  ], query: 'When is the wedding?', current: /October 5|5 October|2024-10-05/i, old: /September 14|14 September|2024-09-14/i },
  { name: 'x11 date: deadline', category: 'date', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Project brief: the grant application is due on March 31.' },
    { ingest: 'b', at: '2024-03-10T10:00:00Z', content: 'Project brief: the funder extended the grant application deadline to April 15.' },
  ], query: 'When is the grant application due?', current: /April 15|15 April|2024-04-15/i, old: /March 31|31 March|2024-03-31/i },
  { name: 'x12 lme: weight', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I weigh 92 kg and want to get under 85. What calorie target should I aim for?', A + 'Around a 500 kcal daily deficit.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: I'm down to 86 kg now! How do I break through this plateau?", A + 'Change up your training and track protein.') },
  ], query: 'How much do I weigh?', current: /86/i, old: /92/i },
  { name: 'x13 count: employees', category: 'count', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Company profile: Brightline employs 45 people.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Company profile: Brightline now employs 120 people after the Series B.' },
  ], query: 'How many people does Brightline employ?', current: /120/i, old: /\b45\b/i },
  { name: 'x14 count: languages', category: 'count', steps: [
    { ingest: 'a', at: '2021-01-01T10:00:00Z', content: 'Lucia: I speak two languages, Spanish and English.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Lucia: I can now speak three languages since I learned Italian.' },
  ], query: 'How many languages does Lucia speak?', current: /three|\b3\b/i, old: /two|\b2\b/i },
  { name: 'x15 late older document: address', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Kai: I live in Freiburg now.' },
    { ingest: 'a', at: '2021-01-01T10:00:00Z', content: 'Kai: I live in Hamburg.' },
  ], query: 'Where does Kai live?', current: /freiburg/i, old: /hamburg/i },
  { name: 'x16 late older document: role', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: 'Zara is the head of sales at Pipedrive.' },
    { ingest: 'a', at: '2022-05-01T10:00:00Z', content: 'Zara is a sales manager at Pipedrive.' },
  ], query: "What is Zara's role?", current: /head of sales/i, old: /sales manager/i },
  { name: 'x17 two people: cars', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Mateo drives a Volvo XC60.' },
    { ingest: 'b', at: '2023-02-01T10:00:00Z', content: 'His neighbour Sofia drives a Kia Niro.' },
  ], query: 'What car does Mateo drive?', current: /volvo/i, other: { query: 'What car does Sofia drive?', value: /kia/i } },
  { name: 'x18 update endpoint: meeting room', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'The weekly design review takes place in room 4B.' },
    { update: 'a', content: 'The weekly design review takes place in room 2A.' },
  ], query: 'Where does the weekly design review take place?', current: /2A/i, old: /4B/i },
  { name: 'x19 update endpoint: contact', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'The on-call contact for payments is Idris.' },
    { update: 'a', content: 'The on-call contact for payments is Mei.' },
  ], query: 'Who is the on-call contact for payments?', current: /mei/i, old: /idris/i },
  { name: 'x20 deleted source', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Omar: I have a peanut allergy.' },
    { ingest: 'b', at: '2023-02-01T10:00:00Z', content: 'Omar: I coach a youth football team on Sundays.' },
    { delete: 'a' },
  ], query: 'What does Omar coach?', current: /football/i, deleted: ['a'] },
];

// Round 15 (eighteenth session): written before any change that session, to measure the generic claim it was about to
// add against the extractor as it stood.
const ROUND_15: Scenario[] = [
  { name: 'y1 lme: city in a gym question', category: 'address', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat("user: I'm based in Leeds and looking for a climbing gym with good bouldering. Suggestions?", A + 'The Depot and Climbing Hangar are both popular.') },
    { ingest: 'b', at: '2024-01-15T10:00:00Z', content: chat('user: I relocated to Glasgow over the holidays. Where can I go bouldering now?', A + 'Try The Newsroom or Glasgow Climbing Centre.') },
  ], query: 'Where am I based?', current: /glasgow/i, old: /leeds/i },
  { name: 'y2 address: newsletter', category: 'address', steps: [
    { ingest: 'a', at: '2021-06-01T10:00:00Z', content: 'Alumni newsletter: Priya Raman lives in Toronto with her two dogs.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Alumni newsletter: Priya Raman has since moved to Vancouver, where she teaches yoga.' },
  ], query: 'Where does Priya Raman live?', current: /vancouver/i, old: /toronto/i },
  { name: 'y3 employer: linkedin-style', category: 'employer', steps: [
    { ingest: 'a', at: '2022-01-10T10:00:00Z', content: 'Marco Bellini works as a data engineer at Zalando.' },
    { ingest: 'b', at: '2023-11-10T10:00:00Z', content: 'Marco Bellini left Zalando in October and is now a data engineer at Booking.com.' },
  ], query: 'Where does Marco Bellini work?', current: /booking/i, old: /zalando/i },
  { name: 'y4 lme: job in a salary question', category: 'employer', steps: [
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: chat("user: I'm a nurse at Mercy Hospital and I'm thinking about asking for a raise. How should I prepare?", A + 'Collect examples of extra responsibilities you took on.') },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat('user: I just started as a nurse at St. Luke\'s Clinic. How do I make a good impression in my first month?', A + 'Learn the team routines and ask questions early.') },
  ], query: 'Where do I work?', current: /luke/i, old: /mercy/i },
  { name: 'y5 lme: favourite band', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My favorite band is Radiohead. Can you recommend similar artists?', A + 'Try Portishead and Massive Attack.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat("user: Lately my favorite band has been Fontaines D.C. What albums should I start with?", A + 'Start with Skinty Fia.') },
  ], query: 'What is my favorite band?', current: /fontaines/i, old: /radiohead/i },
  { name: 'y6 preference: coffee', category: 'preference', steps: [
    { ingest: 'a', at: '2022-03-01T10:00:00Z', content: 'Nadia: I drink my coffee with oat milk.' },
    { ingest: 'b', at: '2022-09-01T10:00:00Z', content: 'Nadia: I switched to drinking my coffee black.' },
  ], query: 'How does Nadia drink her coffee?', current: /black/i, old: /oat milk/i },
  { name: 'y7 preference: phone platform', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I use an iPhone 12 and the battery dies by noon. Any tips?', A + 'Turn off background app refresh.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat('user: I finally replaced my iPhone with a Pixel 8. How do I move my WhatsApp chats over?', A + 'Use the Move to Android flow in WhatsApp settings.') },
  ], query: 'Which phone do I use?', current: /pixel/i, old: /iphone/i },
  { name: 'y8 decision: database', category: 'decision', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Architecture decision record 12: we will store events in MongoDB.' },
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: 'Architecture decision record 19: we are moving event storage from MongoDB to PostgreSQL.' },
  ], query: 'Where do we store events?', current: /postgres/i, old: /mongo/i },
  { name: 'y9 decision: offsite location', category: 'decision', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: 'Planning notes: the team offsite will be in Lisbon.' },
    { ingest: 'b', at: '2024-04-02T10:00:00Z', content: 'Planning notes: change of venue, the team offsite will now be in Porto.' },
  ], query: 'Where is the team offsite?', current: /porto/i, old: /lisbon/i },
  { name: 'y10 date: flight', category: 'date', steps: [
    { ingest: 'a', at: '2024-06-01T10:00:00Z', content: chat('user: My flight to Tokyo is on August 14. What should I pack for summer there?', A + 'Light clothes and a small umbrella.') },
    { ingest: 'b', at: '2024-06-20T10:00:00Z', content: chat('user: The airline rebooked my flight to Tokyo for August 16. Does that change anything about jet lag?', A + 'Not much; adjust your sleep a few days before.') },
  ], query: 'When is my flight to Tokyo?', current: /August 16|16 August/i, old: /August 14|14 August/i },
  { name: 'y11 date: launch', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-10T10:00:00Z', content: 'Product update: the mobile app launch is planned for March 3.' },
    { ingest: 'b', at: '2024-02-20T10:00:00Z', content: 'Product update: the mobile app launch has slipped to March 24.' },
  ], query: 'When is the mobile app launch?', current: /March 24|24 March/i, old: /March 3|3 March/i },
  { name: 'y12 count: children', category: 'count', steps: [
    { ingest: 'a', at: '2021-01-01T10:00:00Z', content: 'Tom: I have one daughter.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Tom: Our son was born in December, so now I have two kids.' },
  ], query: 'How many children does Tom have?', current: /two|\b2\b/i, old: /\bone\b|\b1\b/i },
  { name: 'y13 lme: reading goal', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-05T10:00:00Z', content: chat('user: My reading goal this year is 20 books. How do I stay on track?', A + 'Read 20 pages every day.') },
    { ingest: 'b', at: '2023-06-05T10:00:00Z', content: chat("user: I'm ahead of schedule so I raised my reading goal to 30 books. Any long novels to suggest?", A + 'Try Middlemarch or The Count of Monte Cristo.') },
  ], query: 'What is my reading goal?', current: /30/i, old: /20/i },
  { name: 'y14 count: rent', category: 'count', steps: [
    { ingest: 'a', at: '2022-05-01T10:00:00Z', content: 'Elif: my rent is 1,200 euros a month.' },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: 'Elif: the landlord raised my rent to 1,350 euros a month.' },
  ], query: "What is Elif's rent?", current: /1,?350/i, old: /1,?200/i },
  { name: 'y15 late older: team lead', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Org chart: Wen Li now leads the payments team.' },
    { ingest: 'a', at: '2023-04-01T10:00:00Z', content: 'Org chart: Wen Li leads the search team.' },
  ], query: 'Which team does Wen Li lead?', current: /payments/i, old: /search/i },
  { name: 'y16 late older: lme address', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat('user: I live in Austin now. Where can I find good tacos?', A + 'Try Veracruz All Natural.') },
    { ingest: 'a', at: '2022-02-01T10:00:00Z', content: chat('user: I live in Houston. Where can I find good barbecue?', A + 'Try Truth BBQ.') },
  ], query: 'Where do I live?', current: /austin/i, old: /houston/i },
  { name: 'y17 two people: pets', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Maya: I have a golden retriever named Biscuit.' },
    { ingest: 'b', at: '2023-01-05T10:00:00Z', content: 'Jonas: I have a tabby cat named Pixel.' },
  ], query: 'What pet does Maya have?', current: /retriever|biscuit/i, other: { query: 'What pet does Jonas have?', value: /tabby|pixel/i } },
  { name: 'y18 two people: employers', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Team notes: Kenji works at Sony.' },
    { ingest: 'b', at: '2023-02-01T10:00:00Z', content: 'Team notes: his sister Aiko works at Nintendo.' },
  ], query: 'Where does Kenji work?', current: /sony/i, other: { query: 'Where does Aiko work?', value: /nintendo/i } },
  { name: 'y19 update endpoint: office', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Office info: the support team sits on the third floor.' },
    { update: 'a', content: 'Office info: the support team sits on the fifth floor.' },
  ], query: 'Which floor does the support team sit on?', current: /fifth/i, old: /third/i },
  { name: 'y20 deleted: hobby', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Sofia: I drive a Volvo.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Sofia: I speak Portuguese and Italian.' },
    { delete: 'a' },
  ], query: 'Which languages does Sofia speak?', current: /portuguese|italian/i, deleted: ['a'] },
];

// Round 16 (eighteenth session): written after that session's generic claim and copula changes, before running it.
const ROUND_16: Scenario[] = [
  { name: 'z1 lme: city in a running question', category: 'address', steps: [
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: chat('user: I live in Denver and the altitude makes my long runs hard. How do I adapt?', A + 'Give it a few weeks and slow your pace.') },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: chat("user: Running at sea level is so much easier now that I'm living in San Diego. Should I race a half marathon?", A + 'Yes, the Carlsbad half is a good one.') },
  ], query: 'Where do I live?', current: /san diego/i, old: /denver/i },
  { name: 'z2 address: moving announcement', category: 'address', steps: [
    { ingest: 'a', at: '2022-04-01T10:00:00Z', content: 'Family update: Grandma Rosa lives in Naples.' },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: 'Family update: Grandma Rosa moved in with Aunt Lucia in Milan last month.' },
  ], query: 'Where does Grandma Rosa live?', current: /milan/i, old: /naples/i },
  { name: 'z3 employer: conference bio', category: 'employer', steps: [
    { ingest: 'a', at: '2022-02-01T10:00:00Z', content: 'Speaker bio: Tariq Aziz is a security researcher at Cloudflare.' },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Speaker bio: Tariq Aziz recently joined Datadog, where he leads threat research.' },
  ], query: 'Where does Tariq Aziz work?', current: /datadog/i, old: /cloudflare/i },
  { name: 'z4 lme: employer in a commute question', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-10T10:00:00Z', content: chat('user: I work for Shopify and we just went remote-first. How do I set up a home office?', A + 'Start with a good chair and natural light.') },
    { ingest: 'b', at: '2024-01-10T10:00:00Z', content: chat("user: I got hired by Wealthsimple and I'm back in an office three days a week. Tips for the commute?", A + 'Use the time for podcasts or audiobooks.') },
  ], query: 'Which company do I work for?', current: /wealthsimple/i, old: /shopify/i },
  { name: 'z5 lme: favourite podcast', category: 'preference', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: My favorite podcast is Hardcore History. Anything similar?', A + 'Try The Rest Is History.') },
    { ingest: 'b', at: '2023-11-01T10:00:00Z', content: chat("user: I've moved on from Hardcore History; my favorite podcast now is Radiolab. Any episodes to start with?", A + 'Start with the Colors episode.') },
  ], query: 'What is my favorite podcast?', current: /radiolab/i, old: /hardcore history/i },
  { name: 'z6 preference: gym time', category: 'preference', steps: [
    { ingest: 'a', at: '2022-03-01T10:00:00Z', content: 'Ines: I work out in the mornings before work.' },
    { ingest: 'b', at: '2022-10-01T10:00:00Z', content: 'Ines: I work out in the evenings now, mornings were too rushed.' },
  ], query: 'When does Ines work out?', current: /evening/i, old: /morning/i },
  { name: 'z7 preference: editor', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I write all my code in Sublime Text. What plugins help with Python?', A + 'Try LSP-pyright and SublimeLinter.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat('user: I gave up on Sublime Text and now code in VS Code. Which Python extensions do you recommend?', A + 'The Python and Pylance extensions.') },
  ], query: 'Which editor do I code in?', current: /vs code/i, old: /sublime/i },
  { name: 'z8 decision: CI provider', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-15T10:00:00Z', content: 'Infra sync notes: we decided to run CI on Jenkins.' },
    { ingest: 'b', at: '2024-04-15T10:00:00Z', content: 'Infra sync notes: we are retiring Jenkins; CI will run on Buildkite from May.' },
  ], query: 'What do we run CI on?', current: /buildkite/i, old: /jenkins/i },
  { name: 'z9 decision: team lunch spot', category: 'decision', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Social committee: Friday team lunch will be at Nando\'s.' },
    { ingest: 'b', at: '2024-02-20T10:00:00Z', content: 'Social committee: we voted and Friday team lunch will be at Dishoom from now on.' },
  ], query: 'Where is the Friday team lunch?', current: /dishoom/i, old: /nando/i },
  { name: 'z10 date: exam', category: 'date', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: chat('user: My driving test is on April 9. How should I practice parallel parking?', A + 'Use cones in an empty lot.') },
    { ingest: 'b', at: '2024-03-25T10:00:00Z', content: chat('user: The test centre cancelled, so my driving test is now on April 30. More time to practice!', A + 'Great, practice roundabouts too.') },
  ], query: 'When is my driving test?', current: /April 30|30 April/i, old: /April 9|9 April/i },
  { name: 'z11 date: board meeting', category: 'date', steps: [
    { ingest: 'a', at: '2024-05-01T10:00:00Z', content: 'Board secretary: the annual board meeting will take place on June 20.' },
    { ingest: 'b', at: '2024-05-28T10:00:00Z', content: 'Board secretary: the annual board meeting has been brought forward to June 13.' },
  ], query: 'When is the annual board meeting?', current: /June 13|13 June/i, old: /June 20|20 June/i },
  { name: 'z12 count: plants', category: 'count', steps: [
    { ingest: 'a', at: '2022-05-01T10:00:00Z', content: 'Oli: I have 12 houseplants.' },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: 'Oli: My houseplant collection has grown to 20 plants.' },
  ], query: 'How many houseplants does Oli have?', current: /\b20\b/i, old: /\b12\b/i },
  { name: 'z13 lme: savings goal', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I save $300 a month for a house deposit. Is that enough?', A + 'It depends on prices where you live.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat('user: I got a raise, so I now save $500 a month toward the deposit. How long until I reach $40k?', A + 'About five years at that rate.') },
  ], query: 'How much do I save each month?', current: /500/i, old: /300/i },
  { name: 'z14 count: headcount', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Quarterly report: the support team has 9 agents.' },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: 'Quarterly report: after two hires the support team has 11 agents.' },
  ], query: 'How many agents does the support team have?', current: /11/i, old: /\b9\b/i },
  { name: 'z15 late older: band role', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-06-01T10:00:00Z', content: 'Ezra: I play bass in the band now.' },
    { ingest: 'a', at: '2022-06-01T10:00:00Z', content: 'Ezra: I play drums in the band.' },
  ], query: 'What does Ezra play in the band?', current: /bass/i, old: /drums/i },
  { name: 'z16 late older: manager', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'HR note: Bianca now reports to Hiroshi Tanaka.' },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: 'HR note: Bianca reports to Laura Chen.' },
  ], query: 'Who does Bianca report to?', current: /hiroshi/i, old: /laura/i },
  { name: 'z17 two people: cities', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Carmen: I live in Seville.' },
    { ingest: 'b', at: '2023-01-03T10:00:00Z', content: 'Diego: I live in Bilbao.' },
  ], query: 'Where does Carmen live?', current: /seville/i, other: { query: 'Where does Diego live?', value: /bilbao/i } },
  { name: 'z18 two people: roles', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Staff list: Noor is the office manager.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Staff list: Felix is the head chef.' },
  ], query: 'What is Noor\'s role?', current: /office manager/i, other: { query: 'What is Felix\'s role?', value: /head chef/i } },
  { name: 'z19 update endpoint: price', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Menu note: the lunch special costs $12.' },
    { update: 'a', content: 'Menu note: the lunch special costs $14.' },
  ], query: 'How much is the lunch special?', current: /\$14/i, old: /\$12/i },
  { name: 'z20 deleted: pet', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Hugo: I work at Airbus.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Hugo: I have a parrot called Kiwi.' },
    { delete: 'a' },
  ], query: 'What pet does Hugo have?', current: /parrot|kiwi/i, deleted: ['a'] },
];

// Round 17 (eighteenth session): written after the fixes for round 16, before running it.
const ROUND_17: Scenario[] = [
  { name: 'w1 lme: city in a recipe question', category: 'address', steps: [
    { ingest: 'a', at: '2023-04-01T10:00:00Z', content: chat("user: Fresh seafood is everywhere here in Halifax. What's an easy chowder recipe?", A + 'Start with potatoes, haddock and cream.') },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: chat("user: Since moving to Calgary last fall I really miss good seafood. Any beef dishes I should learn instead?", A + 'Try a classic Alberta beef stew.') },
  ], query: 'Where do I live?', current: /calgary/i, old: /halifax/i },
  { name: 'w2 address: change of address form', category: 'address', steps: [
    { ingest: 'a', at: '2021-09-01T10:00:00Z', content: 'Membership record: Yusuf Demir, address 14 Elm Road, Bristol.' },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: 'Membership record update: Yusuf Demir has a new address, 3 Harbour Lane, Cardiff.' },
  ], query: 'Where does Yusuf Demir live?', current: /cardiff/i, old: /bristol/i },
  { name: 'w3 employer: alumni note', category: 'employer', steps: [
    { ingest: 'a', at: '2022-05-01T10:00:00Z', content: 'Class notes: Chiara Romano is working at Ferrari as an aerodynamicist.' },
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: 'Class notes: Chiara Romano switched to McLaren, still in aerodynamics.' },
  ], query: 'Where does Chiara Romano work?', current: /mclaren/i, old: /ferrari/i },
  { name: 'w4 lme: job in a wardrobe question', category: 'employer', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat("user: I'm a paralegal at a small firm called Hart & Cole. What should I wear to court?", A + 'A dark suit is always safe.') },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat('user: I left Hart & Cole and now work as a paralegal for the city council. Is business casual OK there?', A + 'Usually yes; check the staff handbook.') },
  ], query: 'Where do I work?', current: /city council/i, old: /hart/i },
  { name: 'w5 lme: favourite author', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: Brandon Sanderson is my favorite author. Which of his books should I read next?', A + 'Try The Way of Kings.') },
    { ingest: 'b', at: '2023-12-01T10:00:00Z', content: chat('user: My new favorite author is Ursula K. Le Guin. Where should I start with her books?', A + 'Start with A Wizard of Earthsea.') },
  ], query: 'Who is my favorite author?', current: /le guin/i, old: /sanderson/i },
  { name: 'w6 preference: breakfast', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Sven: I eat cereal for breakfast.' },
    { ingest: 'b', at: '2022-07-01T10:00:00Z', content: 'Sven: These days I eat eggs for breakfast instead of cereal.' },
  ], query: 'What does Sven eat for breakfast?', current: /eggs/i, old: /cereal/i },
  { name: 'w7 preference: browser', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I browse with Chrome and it eats all my RAM. Any fixes?', A + 'Use the Memory Saver setting.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: I've switched my browser to Firefox. How do I import my Chrome bookmarks?", A + 'Use Import Data from Another Browser.') },
  ], query: 'Which browser do I use?', current: /firefox/i, old: /chrome/i },
  { name: 'w8 decision: vendor for laptops', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-10T10:00:00Z', content: 'IT procurement: we will buy staff laptops from Dell.' },
    { ingest: 'b', at: '2024-03-10T10:00:00Z', content: 'IT procurement: after the pilot, we will buy staff laptops from Lenovo instead.' },
  ], query: 'Who do we buy staff laptops from?', current: /lenovo/i, old: /dell/i },
  { name: 'w9 decision: release cadence', category: 'decision', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Eng all-hands: we ship a release every two weeks.' },
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: 'Eng all-hands: starting in June we ship a release every week.' },
  ], query: 'How often do we ship a release?', current: /every week|weekly/i, old: /two weeks/i },
  { name: 'w10 date: wedding', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: chat("user: Our wedding is set for September 7. What's a realistic planning timeline?", A + 'Book the venue and caterer first.') },
    { ingest: 'b', at: '2024-03-05T10:00:00Z', content: chat('user: The venue had a conflict so we moved the wedding to September 21. Do I need to resend save-the-dates?', A + 'Yes, send a quick update.') },
  ], query: 'When is my wedding?', current: /September 21|21 September/i, old: /September 7|7 September/i },
  { name: 'w11 date: deadline', category: 'date', steps: [
    { ingest: 'a', at: '2024-04-01T10:00:00Z', content: 'Grant office: the application deadline is May 15.' },
    { ingest: 'b', at: '2024-04-20T10:00:00Z', content: 'Grant office: the application deadline has been extended to May 31.' },
  ], query: 'When is the application deadline?', current: /May 31|31 May/i, old: /May 15|15 May/i },
  { name: 'w12 count: languages', category: 'count', steps: [
    { ingest: 'a', at: '2021-01-01T10:00:00Z', content: 'Amara: I speak three languages.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Amara: After a year in Lisbon I now speak four languages.' },
  ], query: 'How many languages does Amara speak?', current: /four|\b4\b/i, old: /three|\b3\b/i },
  { name: 'w13 lme: daily steps', category: 'count', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: I walk about 6,000 steps a day. Is that enough for my heart?', A + 'More is better; aim for 8,000.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat("user: I'm up to 10,000 steps a day now. Should I add strength training?", A + 'Yes, twice a week.') },
  ], query: 'How many steps do I walk a day?', current: /10,?000/i, old: /6,?000/i },
  { name: 'w14 count: price', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Pricing page: the Team plan is $49 per month.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Pricing page: the Team plan is now $59 per month.' },
  ], query: 'How much is the Team plan?', current: /\$59/i, old: /\$49/i },
  { name: 'w15 late older: instrument teacher', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-09-01T10:00:00Z', content: 'Music school: Ms. Park now teaches the advanced cello class.' },
    { ingest: 'a', at: '2023-09-01T10:00:00Z', content: 'Music school: Ms. Park teaches the beginner cello class.' },
  ], query: 'Which class does Ms. Park teach?', current: /advanced/i, old: /beginner/i },
  { name: 'w16 late older: lme car', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: chat('user: I drive a Kia EV6 now. How do I find fast chargers on a road trip?', A + 'Use the Kia app or PlugShare.') },
    { ingest: 'a', at: '2022-05-01T10:00:00Z', content: chat('user: I drive a Ford Focus. How often should I change the oil?', A + 'Every 10,000 miles or once a year.') },
  ], query: 'What car do I drive?', current: /ev6|kia/i, old: /focus|ford/i },
  { name: 'w17 two people: schools', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Parent notes: Mila attends Hillside Elementary.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Parent notes: her cousin Theo attends Brookfield Elementary.' },
  ], query: 'Which school does Mila attend?', current: /hillside/i, other: { query: 'Which school does Theo attend?', value: /brookfield/i } },
  { name: 'w18 two people: cars', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Lars: I drive a Saab.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Freya: I drive a Polestar.' },
  ], query: 'What does Lars drive?', current: /saab/i, other: { query: 'What does Freya drive?', value: /polestar/i } },
  { name: 'w19 update endpoint: opening hours', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Store info: the bakery opens at 7 am.' },
    { update: 'a', content: 'Store info: the bakery opens at 6 am.' },
  // The old value is written 07:00 in the fact (the first run's /\b7\b/ missed it: a checker error, fixed after it).
  ], query: 'When does the bakery open?', current: /\b0?6(?::00)?\b/i, old: /\b0?7(?::00)?\b/i },
  { name: 'w20 deleted: hobby', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Rui: I live in Braga.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Rui: I collect vinyl records.' },
    { delete: 'a' },
  ], query: 'What does Rui collect?', current: /vinyl/i, deleted: ['a'] },
];

// Round 18 (eighteenth session): written after the fixes for round 17, before running it.
const ROUND_18: Scenario[] = [
  { name: 'v1 lme: city in a cycling question', category: 'address', steps: [
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: chat("user: The bike lanes in Copenhagen are great but it's windy. What jacket should I get for my commute?", A + 'A windproof shell with a high collar.') },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: chat("user: I'm settling into my new place in Amsterdam. Which bike shops here do good repairs?", A + 'Try a local fietsenmaker near you.') },
  ], query: 'Which city do I live in?', current: /amsterdam/i, old: /copenhagen/i },
  { name: 'v2 address: HR record', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-15T10:00:00Z', content: 'Employee file: Okonkwo Eze resides in Lagos.' },
    { ingest: 'b', at: '2023-06-15T10:00:00Z', content: 'Employee file: Okonkwo Eze relocated to Abuja in May.' },
  ], query: 'Where does Okonkwo Eze live?', current: /abuja/i, old: /lagos/i },
  { name: 'v3 employer: newsletter', category: 'employer', steps: [
    { ingest: 'a', at: '2022-03-01T10:00:00Z', content: 'Newsletter: congratulations to Hana Sato, who started as a designer at Figma.' },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: 'Newsletter: Hana Sato has moved from Figma to Adobe, where she designs mobile apps.' },
  ], query: 'Where does Hana Sato work?', current: /adobe/i, old: /figma/i },
  { name: 'v4 lme: employer in a lunch question', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: The cafeteria at Siemens is pricey, so I bring lunch. Any cheap meal-prep ideas?', A + 'Burrito bowls and pasta salads travel well.') },
    { ingest: 'b', at: '2023-11-01T10:00:00Z', content: chat("user: My new employer, Bosch, has a free canteen, so I've stopped meal prepping. How do I eat healthy there?", A + 'Fill half the plate with vegetables.') },
  ], query: 'Who is my employer?', current: /bosch/i, old: /siemens/i },
  { name: 'v5 lme: favourite game', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: Stardew Valley is my favorite game right now. What's a good farm layout?", A + 'Put sprinklers in a grid.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I'm obsessed with Hades these days, it's my new favorite game. Any tips for beating Hades himself?", A + 'Use the Aspect of Zagreus and dash a lot.') },
  ], query: 'What is my favorite game?', current: /hades/i, old: /stardew/i },
  { name: 'v6 preference: tea', category: 'preference', steps: [
    { ingest: 'a', at: '2022-02-01T10:00:00Z', content: 'Mei: I take my tea with sugar.' },
    { ingest: 'b', at: '2022-11-01T10:00:00Z', content: 'Mei: I stopped taking sugar in my tea, I take it plain now.' },
  ], query: 'How does Mei take her tea?', current: /plain/i, old: /sugar/i },
  { name: 'v7 preference: music app', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I listen to podcasts on Spotify. Can I speed them up?', A + 'Yes, tap the speed button.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat('user: I now listen to podcasts on Pocket Casts instead of Spotify. How do I import my subscriptions?', A + 'Use an OPML export.') },
  ], query: 'Which app do I listen to podcasts on?', current: /pocket casts/i, old: /spotify/i },
  { name: 'v8 decision: hosting', category: 'decision', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Platform notes: the marketing site is hosted on Netlify.' },
    { ingest: 'b', at: '2024-06-01T10:00:00Z', content: 'Platform notes: the marketing site is now hosted on Cloudflare Pages.' },
  ], query: 'Where is the marketing site hosted?', current: /cloudflare/i, old: /netlify/i },
  { name: 'v9 decision: meeting tool', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: 'Ops decision: all client calls happen on Zoom.' },
    { ingest: 'b', at: '2024-04-05T10:00:00Z', content: 'Ops decision: from April all client calls happen on Google Meet.' },
  ], query: 'Which tool do we use for client calls?', current: /google meet/i, old: /zoom/i },
  { name: 'v10 date: surgery', category: 'date', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: chat('user: My knee surgery is scheduled for March 18. What should I prepare at home?', A + 'Set up a recovery station downstairs.') },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: chat('user: The hospital rescheduled my knee surgery for April 2. Should I keep doing my prehab exercises?', A + 'Yes, keep them up until then.') },
  ], query: 'When is my knee surgery?', current: /April 2|2 April/i, old: /March 18|18 March/i },
  { name: 'v11 date: lease end', category: 'date', steps: [
    { ingest: 'a', at: '2023-06-01T10:00:00Z', content: 'Housing notes: our lease ends on August 31.' },
    { ingest: 'b', at: '2023-07-15T10:00:00Z', content: 'Housing notes: the landlord agreed to extend our lease until November 30.' },
  ], query: 'When does our lease end?', current: /November 30|30 November/i, old: /August 31|31 August/i },
  { name: 'v12 count: cats', category: 'count', steps: [
    { ingest: 'a', at: '2021-05-01T10:00:00Z', content: 'Zoe: I have two cats.' },
    { ingest: 'b', at: '2022-05-01T10:00:00Z', content: 'Zoe: We adopted a kitten, so I have three cats now.' },
  ], query: 'How many cats does Zoe have?', current: /three|\b3\b/i, old: /\btwo\b|\b2\b/i },
  { name: 'v13 lme: commute time', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My commute is 45 minutes each way and I hate it. Any audiobook picks?', A + 'Try Project Hail Mary.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat('user: We moved closer to work, so my commute is only 15 minutes now. Short podcast ideas?', A + 'Try The Daily or Short Wave.') },
  ], query: 'How long is my commute?', current: /15 minutes/i, old: /45 minutes/i },
  { name: 'v14 count: subscribers', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Channel stats: the cooking channel has 2,400 subscribers.' },
    { ingest: 'b', at: '2023-12-01T10:00:00Z', content: 'Channel stats: the cooking channel passed 5,000 subscribers this month.' },
  ], query: 'How many subscribers does the cooking channel have?', current: /5,?000/i, old: /2,?400/i },
  { name: 'v15 late older: favourite team', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Ravi: I support Arsenal now.' },
    { ingest: 'a', at: '2020-01-01T10:00:00Z', content: 'Ravi: I support Liverpool.' },
  ], query: 'Which team does Ravi support?', current: /arsenal/i, old: /liverpool/i },
  { name: 'v16 late older: lme diet', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat("user: I'm vegan now. What's a good source of B12?", A + 'Fortified plant milks or a supplement.') },
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: chat("user: I'm vegetarian. How do I get enough protein?", A + 'Eggs, dairy, legumes and tofu.') },
  ], query: 'What diet do I follow?', current: /vegan/i, old: /vegetarian/i },
  { name: 'v17 two people: phones', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Elena: I use a Samsung Galaxy.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Marco: I use an iPhone.' },
  ], query: 'Which phone does Elena use?', current: /samsung/i, other: { query: 'Which phone does Marco use?', value: /iphone/i } },
  { name: 'v18 two people: teams', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Org notes: Priyanka manages the data team.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Org notes: Tobias manages the security team.' },
  ], query: 'Which team does Priyanka manage?', current: /data/i, other: { query: 'Which team does Tobias manage?', value: /security/i } },
  { name: 'v19 update endpoint: location', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Event page: the hackathon is held at the Old Mill.' },
    { update: 'a', content: 'Event page: the hackathon is held at the Riverside Hub.' },
  ], query: 'Where is the hackathon held?', current: /riverside/i, old: /old mill/i },
  { name: 'v20 deleted: job', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Ana: I work at Telefonica.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Ana: I run marathons.' },
    { delete: 'a' },
  ], query: 'What does Ana run?', current: /marathon/i, deleted: ['a'] },
];

// Round 19 (eighteenth session): written after the fixes for round 18, before running it.
const ROUND_19: Scenario[] = [
  { name: 't1 lme: city in a dog question', category: 'address', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: We live in Phoenix and it gets really hot for the dog. How early should I walk him in summer?', A + 'Before 7 am, and check the pavement with your hand.') },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat('user: After our move to Portland the dog loves the rain. How do I dry him off quickly after walks?', A + 'A microfiber towel and a drying coat.') },
  ], query: 'Where do I live?', current: /portland/i, old: /phoenix/i },
  { name: 't2 address: alumni directory', category: 'address', steps: [
    { ingest: 'a', at: '2021-03-01T10:00:00Z', content: 'Alumni directory: Lucas Moreau, based in Lyon, works in finance.' },
    { ingest: 'b', at: '2023-03-01T10:00:00Z', content: 'Alumni directory: Lucas Moreau is now based in Geneva.' },
  ], query: 'Where is Lucas Moreau based?', current: /geneva/i, old: /lyon/i },
  { name: 't3 employer: podcast intro', category: 'employer', steps: [
    { ingest: 'a', at: '2022-06-01T10:00:00Z', content: 'Episode notes: our guest, Daniel Kim, is a staff engineer at Stripe.' },
    { ingest: 'b', at: '2024-06-01T10:00:00Z', content: 'Episode notes: Daniel Kim is back, and these days he is a principal engineer at Vercel.' },
  ], query: 'Where does Daniel Kim work?', current: /vercel/i, old: /stripe/i },
  { name: 't4 lme: employer in a parking question', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: Parking near the Kaiser hospital where I work is a nightmare. Any tips?", A + 'Check for a staff permit or park-and-ride.') },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat("user: I've taken a job at Sutter Health, and luckily they have a staff garage. Should I still bike some days?", A + 'Biking a couple of days a week is a nice balance.') },
  ], query: 'Where do I work?', current: /sutter/i, old: /kaiser/i },
  { name: 't5 lme: favourite cuisine', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: Mexican food is my go-to comfort food. Any easy enchilada recipe?', A + 'Try a green chicken enchilada bake.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat("user: Lately Korean food has become my go-to comfort food. How do I make kimchi jjigae?", A + 'Use well-fermented kimchi and pork belly.') },
  ], query: 'What is my go-to comfort food?', current: /korean/i, old: /mexican/i },
  { name: 't6 preference: running shoes', category: 'preference', steps: [
    { ingest: 'a', at: '2022-03-01T10:00:00Z', content: 'Jonas: I run in Nike Pegasus shoes.' },
    { ingest: 'b', at: '2023-03-01T10:00:00Z', content: 'Jonas: I run in Hoka Cliftons now; the Pegasus hurt my knees.' },
  ], query: 'Which shoes does Jonas run in?', current: /hoka|clifton/i, old: /pegasus/i },
  { name: 't7 preference: note app', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I keep all my notes in Evernote. How do I tag them better?', A + 'Use a small set of nested tags.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat('user: I moved all my notes from Evernote to Obsidian. How do I link notes together?', A + 'Use double brackets around a note name.') },
  ], query: 'Where do I keep my notes?', current: /obsidian/i, old: /evernote/i },
  { name: 't8 decision: payroll', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-10T10:00:00Z', content: 'Finance minutes: payroll is run through Gusto.' },
    { ingest: 'b', at: '2024-03-10T10:00:00Z', content: 'Finance minutes: we agreed to run payroll through Rippling starting next quarter.' },
  ], query: 'What do we run payroll through?', current: /rippling/i, old: /gusto/i },
  { name: 't9 decision: office day', category: 'decision', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Team charter: our in-office day is Tuesday.' },
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: 'Team charter: we changed our in-office day to Thursday.' },
  ], query: 'Which day is our in-office day?', current: /thursday/i, old: /tuesday/i },
  { name: 't10 date: concert', category: 'date', steps: [
    { ingest: 'a', at: '2024-05-01T10:00:00Z', content: chat('user: I have tickets for the Arctic Monkeys concert on July 12. What should I bring?', A + 'Earplugs and a portable charger.') },
    { ingest: 'b', at: '2024-06-15T10:00:00Z', content: chat('user: The Arctic Monkeys concert got postponed to August 3. Can I still get a refund if I cannot go?', A + 'Usually yes, check the ticket site.') },
  ], query: 'When is the Arctic Monkeys concert?', current: /August 3|3 August/i, old: /July 12|12 July/i },
  { name: 't11 date: inspection', category: 'date', steps: [
    { ingest: 'a', at: '2024-08-01T10:00:00Z', content: 'Site log: the fire inspection is booked for September 9.' },
    { ingest: 'b', at: '2024-08-20T10:00:00Z', content: 'Site log: the inspector moved the fire inspection to September 16.' },
  ], query: 'When is the fire inspection?', current: /September 16|16 September/i, old: /September 9|9 September/i },
  { name: 't12 count: employees', category: 'count', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Company profile: Brightline has 40 employees.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Company profile: Brightline now has 65 employees after the merger.' },
  ], query: 'How many employees does Brightline have?', current: /65/i, old: /40/i },
  { name: 't13 lme: sleep', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I only get about 5 hours of sleep a night. How can I fall asleep faster?', A + 'Keep a consistent bedtime and avoid screens.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: Good news, I'm getting 7 hours of sleep a night now. How do I keep it up while traveling?", A + 'Keep your routine and use an eye mask.') },
  ], query: 'How many hours of sleep do I get?', current: /7 hours/i, old: /5 hours/i },
  { name: 't14 count: price', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Gym notice: a monthly membership costs $35.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Gym notice: from January a monthly membership costs $42.' },
  ], query: 'How much is a monthly gym membership?', current: /\$42/i, old: /\$35/i },
  { name: 't15 late older: coach', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: 'Club news: the under-14 team is now coached by Sara Lind.' },
    { ingest: 'a', at: '2023-05-01T10:00:00Z', content: 'Club news: the under-14 team is coached by Per Holm.' },
  ], query: 'Who coaches the under-14 team?', current: /sara lind/i, old: /per holm/i },
  { name: 't16 late older: lme hobby', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: chat("user: I've gotten really into bouldering. Which chalk do you recommend?", A + 'Try a block chalk for grip.') },
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: chat("user: I've gotten really into salsa dancing. How do I get better at spins?", A + 'Practice spotting with slow turns.') },
  ], query: 'What have I gotten into?', current: /boulder/i, old: /salsa/i },
  { name: 't17 two people: languages', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Kwame: I speak Twi and English.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Ama: I speak French and Ewe.' },
  ], query: 'Which languages does Kwame speak?', current: /twi/i, other: { query: 'Which languages does Ama speak?', value: /ewe|french/i } },
  { name: 't18 two people: homes', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Family tree notes: Grandpa Joe lives in Dublin.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Family tree notes: Aunt Nora lives in Cork.' },
  ], query: 'Where does Grandpa Joe live?', current: /dublin/i, other: { query: 'Where does Aunt Nora live?', value: /cork/i } },
  { name: 't19 update endpoint: owner', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Runbook: the billing service is owned by the payments team.' },
    { update: 'a', content: 'Runbook: the billing service is owned by the platform team.' },
  ], query: 'Who owns the billing service?', current: /platform/i, old: /payments/i },
  { name: 't20 deleted: car', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Nils: I live in Uppsala.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Nils: I drive a Volvo XC40.' },
    { delete: 'a' },
  ], query: 'What does Nils drive?', current: /volvo/i, deleted: ['a'] },
];

// Round 20 (eighteenth session): written after the fixes for round 19, run once on the session's final extractor and
// left unfixed: the last unseen figure.
const ROUND_20: Scenario[] = [
  { name: 's1 lme: city in a houseplant question', category: 'address', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: My apartment in Chicago gets almost no sun in winter. Which houseplants survive low light?', A + 'Snake plants and ZZ plants.') },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat('user: We just moved to Tucson and now my plants get too much sun. How do I protect them?', A + 'Use sheer curtains and move them back from the window.') },
  ], query: 'Where do I live?', current: /tucson/i, old: /chicago/i },
  { name: 's2 address: friend update', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Notes on Beatriz: she lives in Porto with her partner.' },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: 'Notes on Beatriz: she and her partner have moved to Madrid.' },
  ], query: 'Where does Beatriz live?', current: /madrid/i, old: /porto/i },
  { name: 's3 employer: team page', category: 'employer', steps: [
    { ingest: 'a', at: '2022-02-01T10:00:00Z', content: 'Team page: Olivia Grant is our account manager from Salesforce.' },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: 'Team page: Olivia Grant now works at HubSpot as a customer success lead.' },
  ], query: 'Where does Olivia Grant work?', current: /hubspot/i, old: /salesforce/i },
  { name: 's4 lme: employer in a travel question', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I travel a lot for Accenture and I always forget chargers. Packing tips?', A + 'Keep a duplicate charger kit in your bag.') },
    { ingest: 'b', at: '2023-12-01T10:00:00Z', content: chat("user: Since joining McKinsey I'm on the road even more. How do I stay healthy while traveling?", A + 'Prioritize sleep and hotel gym sessions.') },
  ], query: 'Which company do I work for?', current: /mckinsey/i, old: /accenture/i },
  { name: 's5 lme: favourite coffee shop', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My favorite coffee shop is Blue Bottle. What drink should I try there?', A + 'Try the New Orleans iced coffee.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I've been going to Sightglass every morning; it's my favorite coffee shop now. What's good there?", A + 'Their pour-over is excellent.') },
  ], query: 'What is my favorite coffee shop?', current: /sightglass/i, old: /blue bottle/i },
  { name: 's6 preference: workout', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Farah: I do Pilates twice a week.' },
    { ingest: 'b', at: '2022-09-01T10:00:00Z', content: 'Farah: I swapped Pilates for CrossFit, still twice a week.' },
  ], query: 'What workout does Farah do?', current: /crossfit/i, old: /pilates/i },
  { name: 's7 preference: messaging', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My family chats on WhatsApp. How do I back up the chats?', A + 'Use the chat backup setting.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat('user: My family moved our group chat to Signal. Can I bring the old WhatsApp messages along?', A + 'Not directly; export them first.') },
  ], query: 'Which app does my family chat on?', current: /signal/i, old: /whatsapp/i },
  { name: 's8 decision: analytics', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-10T10:00:00Z', content: 'Product sync: we track product analytics with Mixpanel.' },
    { ingest: 'b', at: '2024-04-10T10:00:00Z', content: 'Product sync: we decided to track product analytics with PostHog instead of Mixpanel.' },
  ], query: 'What do we track product analytics with?', current: /posthog/i, old: /mixpanel/i },
  { name: 's9 decision: standup format', category: 'decision', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Team agreement: standups are held in person.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Team agreement: standups are now held asynchronously in Slack.' },
  ], query: 'How are standups held?', current: /slack|async/i, old: /in person/i },
  { name: 's10 date: move-in', category: 'date', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: chat('user: Our move-in date is April 15. What should I set up before then?', A + 'Internet and utilities first.') },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: chat('user: The landlord pushed our move-in date back to May 1. Can I keep my storage unit longer?', A + 'Ask for a month-to-month extension.') },
  ], query: 'When is our move-in date?', current: /May 1|1 May/i, old: /April 15|15 April/i },
  { name: 's11 date: review', category: 'date', steps: [
    { ingest: 'a', at: '2024-09-01T10:00:00Z', content: 'HR calendar: performance reviews are due on October 15.' },
    { ingest: 'b', at: '2024-09-20T10:00:00Z', content: 'HR calendar: performance reviews are now due on October 29.' },
  ], query: 'When are performance reviews due?', current: /October 29|29 October/i, old: /October 15|15 October/i },
  { name: 's12 count: bikes', category: 'count', steps: [
    { ingest: 'a', at: '2021-01-01T10:00:00Z', content: 'Teo: I own two bikes.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Teo: I sold one, so I own just one bike now.' },
  ], query: 'How many bikes does Teo own?', current: /\bone\b|\b1\b/i, old: /\btwo\b|\b2\b/i },
  { name: 's13 lme: water intake', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I drink about 1 liter of water a day. Is that too little?', A + 'Most adults need more; aim for 2 liters.') },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: chat("user: I'm drinking 2 liters of water a day now and I feel great. Does tea count too?", A + 'Yes, tea counts toward hydration.') },
  ], query: 'How much water do I drink a day?', current: /2 liters/i, old: /1 liter/i },
  { name: 's14 count: storage', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Cloud plan: our storage quota is 2 TB.' },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: 'Cloud plan: we upgraded our storage quota to 5 TB.' },
  ], query: 'What is our storage quota?', current: /5 TB/i, old: /2 TB/i },
  { name: 's15 late older: lead', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Project wiki: the Atlas project is now led by Ingrid Berg.' },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: 'Project wiki: the Atlas project is led by Tom Fischer.' },
  ], query: 'Who leads the Atlas project?', current: /ingrid/i, old: /tom fischer/i },
  { name: 's16 late older: lme pet', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: chat('user: I have two dogs now, Max and Ruby. How do I walk them together?', A + 'Use a coupler leash.') },
    { ingest: 'a', at: '2022-04-01T10:00:00Z', content: chat('user: I have one dog, Max. How often should he see the vet?', A + 'Once a year for a checkup.') },
  ], query: 'How many dogs do I have?', current: /two|\b2\b/i, old: /\bone\b|\b1\b/i },
  { name: 's17 two people: gyms', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Leila: I train at Gold\'s Gym.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Omar: I train at Equinox.' },
  ], query: 'Where does Leila train?', current: /gold/i, other: { query: 'Where does Omar train?', value: /equinox/i } },
  { name: 's18 two people: pets', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Neighbours: Mrs. Ito has a beagle.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Neighbours: Mr. Silva has a husky.' },
  ], query: 'What dog does Mrs. Ito have?', current: /beagle/i, other: { query: 'What dog does Mr. Silva have?', value: /husky/i } },
  { name: 's19 update endpoint: capacity', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Venue info: the main hall seats 300 people.' },
    { update: 'a', content: 'Venue info: the main hall seats 350 people.' },
  ], query: 'How many people does the main hall seat?', current: /350/i, old: /300/i },
  { name: 's20 deleted: city', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Ivy: I work at Canva.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Ivy: I live in Sydney.' },
    { delete: 'a' },
  ], query: 'Where does Ivy live?', current: /sydney/i, deleted: ['a'] },
];

// Round 21 (nineteenth session): written at the session's start, before any change, and run once on 9b7599e.
const ROUND_21: Scenario[] = [
  { name: 'u1 lme: city in a gym question', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-10T10:00:00Z', content: chat("user: Gyms in Austin are so crowded in January. When is the quietest time to go?", A + 'Mid-afternoon on weekdays is usually quiet.') },
    { ingest: 'b', at: '2023-11-10T10:00:00Z', content: chat("user: Now that I'm settled in Raleigh, I need a new gym. What should I look for?", A + 'Check the class schedule and the hours.') },
  ], query: 'Which city do I live in?', current: /raleigh/i, old: /austin/i },
  { name: 'u2 address: CRM note', category: 'address', steps: [
    { ingest: 'a', at: '2022-05-01T10:00:00Z', content: 'CRM note, Hamid Rezaei: based in Toronto, prefers email over calls.' },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: 'CRM note, Hamid Rezaei: relocated to Vancouver in April; still prefers email.' },
  ], query: 'Where is Hamid Rezaei based?', current: /vancouver/i, old: /toronto/i },
  { name: 'u3 employer: email signature', category: 'employer', steps: [
    { ingest: 'a', at: '2022-03-01T10:00:00Z', content: 'Hi all, quick intro: I am Dana Whitfield, a data engineer at Stripe. Looking forward to the meetup!' },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: 'Hi all, Dana Whitfield here. I left Stripe last month and started as a staff engineer at Datadog.' },
  ], query: 'Where does Dana Whitfield work?', current: /datadog/i, old: /stripe/i },
  { name: 'u4 lme: employer in a commute question', category: 'employer', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat("user: I'm a nurse at Mercy Hospital and my shifts start at 7am. How can I wake up easier?", A + 'Try a sunrise alarm clock.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I transferred to St. Luke's Hospital, and the night shifts are brutal. How do I sleep during the day?", A + 'Blackout curtains and a consistent schedule help.') },
  ], query: 'Which hospital do I work at?', current: /st\.? luke/i, old: /mercy/i },
  { name: 'u5 lme: favourite cuisine', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: Thai food is my favorite cuisine. Can you give me an easy curry recipe?", A + 'Here is a simple green curry.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat("user: Lately Ethiopian food has become my favorite cuisine. How do I make injera?", A + 'You need teff flour and a few days to ferment.') },
  ], query: 'What is my favorite cuisine?', current: /ethiopian/i, old: /thai/i },
  { name: 'u6 preference: editor', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Rafael: I write all my code in Sublime Text.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Rafael: These days I write all my code in Neovim.' },
  ], query: 'Which editor does Rafael write code in?', current: /neovim/i, old: /sublime/i },
  { name: 'u7 preference: tea', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I love green tea in the morning. Does it have a lot of caffeine?', A + 'About 30 mg per cup.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: I've switched from green tea to oolong in the mornings. How should I brew it?", A + 'Use water around 90 °C.') },
  ], query: 'What tea do I drink in the morning?', current: /oolong/i, old: /green tea/i },
  { name: 'u8 decision: CI provider', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: 'Infra meeting minutes: we will keep running CI on Jenkins for now.' },
    { ingest: 'b', at: '2024-03-05T10:00:00Z', content: 'Infra meeting minutes: decision made to move CI from Jenkins to Buildkite.' },
  ], query: 'What do we run CI on?', current: /buildkite/i, old: /jenkins/i },
  { name: 'u9 decision: office days', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Policy update: everyone works from the office on Tuesdays and Thursdays.' },
    { ingest: 'b', at: '2024-06-01T10:00:00Z', content: 'Policy update: office days are changing to Mondays and Wednesdays.' },
  ], query: 'Which days do we work from the office?', current: /monday/i, old: /tuesday/i },
  { name: 'u10 date: recital', category: 'date', steps: [
    { ingest: 'a', at: '2024-04-01T10:00:00Z', content: chat("user: My daughter's piano recital is on May 18. What should she wear?", A + 'A simple dress and comfortable shoes.') },
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: chat("user: The school moved my daughter's piano recital to June 1. Should she keep practicing every day?", A + 'Yes, short daily sessions are best.') },
  ], query: "When is my daughter's piano recital?", current: /June 1|1 June/i, old: /May 18|18 May/i },
  { name: 'u11 date: launch', category: 'date', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Launch plan: the mobile app goes live on March 12.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Launch plan: go-live for the mobile app slipped to March 26.' },
  ], query: 'When does the mobile app go live?', current: /March 26|26 March/i, old: /March 12|12 March/i },
  { name: 'u12 count: employees', category: 'count', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Company profile: Brightline has 45 employees.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Company profile: Brightline has grown to 120 employees.' },
  ], query: 'How many employees does Brightline have?', current: /120/i, old: /45/i },
  { name: 'u13 lme: running distance', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I run 10 miles a week. How can I avoid shin splints?', A + 'Increase mileage slowly and get good shoes.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: I'm up to 25 miles a week now, training for a half marathon. Should I add speed work?", A + 'Yes, one session of intervals a week.') },
  ], query: 'How many miles a week do I run?', current: /25 miles/i, old: /10 miles/i },
  { name: 'u14 count: rent', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Lease summary: monthly rent is $1,850.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Lease renewal: monthly rent goes up to $1,975.' },
  ], query: 'What is the monthly rent?', current: /1,?975/i, old: /1,?850/i },
  { name: 'u15 late older: manager', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Org chart: Priya Nair now reports to Marcus Lee.' },
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: 'Org chart: Priya Nair reports to Helen Park.' },
  ], query: 'Who does Priya Nair report to?', current: /marcus/i, old: /helen/i },
  { name: 'u16 late older: lme car', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat('user: I traded in my Civic for a Tesla Model 3. How often should I charge it?', A + 'Keep it between 20 and 80 percent for daily use.') },
    { ingest: 'a', at: '2022-02-01T10:00:00Z', content: chat('user: I drive a Honda Civic. When should I change the oil?', A + 'Every 5,000 to 7,500 miles.') },
  ], query: 'What car do I drive?', current: /tesla/i, old: /civic/i },
  { name: 'u17 two people: schools', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Parent notes: Lucas goes to Maple Elementary.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Parent notes: Emma goes to Riverside Middle School.' },
  ], query: 'Which school does Lucas go to?', current: /maple/i, other: { query: 'Which school does Emma go to?', value: /riverside/i } },
  { name: 'u18 two people: instruments', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Band roster: Jonas plays bass.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Band roster: Mireille plays drums.' },
  ], query: 'What does Jonas play?', current: /bass/i, other: { query: 'What does Mireille play?', value: /drums/i } },
  { name: 'u19 update endpoint: hours', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Store info: the bakery opens at 7am.' },
    { update: 'a', content: 'Store info: the bakery opens at 6:30am.' },
  ], query: 'When does the bakery open?', current: /6:30/i, old: /7\s?am/i },
  { name: 'u20 deleted: phone', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Yusuf: I use a Pixel 8.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Yusuf: I live in Leeds.' },
    { delete: 'a' },
  ], query: 'Where does Yusuf live?', current: /leeds/i, deleted: ['a'] },
];

// Round 22 (nineteenth session): written after the first fixes for round 21, before running it.
const ROUND_22: Scenario[] = [
  { name: 'v1 lme: city in a weather question', category: 'address', steps: [
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: chat("user: It rains constantly here in Seattle. Any indoor weekend ideas?", A + 'Try a climbing gym or a museum.') },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: chat("user: I relocated to Phoenix in January and the heat is already intense. How do I keep my apartment cool?", A + 'Use blackout curtains and ceiling fans.') },
  ], query: 'What city do I live in?', current: /phoenix/i, old: /seattle/i },
  { name: 'v2 address: newsletter', category: 'address', steps: [
    { ingest: 'a', at: '2022-06-01T10:00:00Z', content: 'Alumni newsletter: Kenji Watanabe lives in Osaka, where he teaches English.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Alumni newsletter: Kenji Watanabe recently moved to Kyoto.' },
  ], query: 'Where does Kenji Watanabe live?', current: /kyoto/i, old: /osaka/i },
  { name: 'v3 employer: slack intro', category: 'employer', steps: [
    { ingest: 'a', at: '2022-09-01T10:00:00Z', content: 'Priyanka: hey all, I work on the growth team at Shopify.' },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: 'Priyanka: personal news, I just accepted an offer from Notion and start next month.' },
  ], query: 'Where does Priyanka work?', current: /notion/i, old: /shopify/i },
  { name: 'v4 lme: employer in a lunch question', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: The cafeteria at Deloitte is pretty bad. What healthy lunches can I pack?", A + 'Grain bowls and wraps travel well.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat("user: I work at KPMG now and there's no fridge on my floor. What lunches keep without refrigeration?", A + 'Nut butter sandwiches and hearty salads.') },
  ], query: 'Where do I work?', current: /kpmg/i, old: /deloitte/i },
  { name: 'v5 lme: favourite podcast', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My favorite podcast is Serial. Can you recommend similar shows?', A + 'Try S-Town and In the Dark.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: I can't stop listening to Hardcore History; it's become my favorite podcast. Any similar ones?", A + 'Try Revolutions by Mike Duncan.') },
  ], query: 'What is my favorite podcast?', current: /hardcore history/i, old: /serial/i },
  { name: 'v6 preference: password manager', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Gwen: I keep my passwords in LastPass.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Gwen: After the breach I moved my passwords from LastPass to 1Password.' },
  ], query: 'Which password manager does Gwen use?', current: /1password/i, old: /lastpass/i },
  { name: 'v7 preference: milk', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I put oat milk in my coffee. Is it healthier than dairy?', A + 'It depends on the brand.') },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: chat("user: I've gone back to regular dairy milk in my coffee. Is whole milk okay?", A + 'In moderation, yes.') },
  ], query: 'What milk do I put in my coffee?', current: /dairy|whole/i, old: /oat/i },
  { name: 'v8 decision: database', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-15T10:00:00Z', content: 'Architecture review: the orders service stores its data in MongoDB.' },
    { ingest: 'b', at: '2024-05-15T10:00:00Z', content: 'Architecture review: we agreed to migrate the orders service from MongoDB to PostgreSQL.' },
  ], query: 'Where does the orders service store its data?', current: /postgres/i, old: /mongo/i },
  { name: 'v9 decision: release cadence', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Release notes: we ship a new version every two weeks.' },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Release notes: going forward we ship a new version every week.' },
  ], query: 'How often do we ship a new version?', current: /every week/i, old: /two weeks/i },
  { name: 'v10 date: dentist', category: 'date', steps: [
    { ingest: 'a', at: '2024-05-01T10:00:00Z', content: chat('user: My dentist appointment is on May 20. Should I stop whitening strips before it?', A + 'Yes, stop a few days before.') },
    { ingest: 'b', at: '2024-05-15T10:00:00Z', content: chat('user: The clinic rescheduled my dentist appointment to June 3. Can I keep using the strips until then?', A + 'Stop about a week before.') },
  ], query: 'When is my dentist appointment?', current: /June 3|3 June/i, old: /May 20|20 May/i },
  { name: 'v11 date: conference', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-10T10:00:00Z', content: 'Events: the annual sales kickoff is on February 12.' },
    { ingest: 'b', at: '2024-01-25T10:00:00Z', content: 'Events: the annual sales kickoff has been postponed to March 4.' },
  ], query: 'When is the annual sales kickoff?', current: /March 4|4 March/i, old: /February 12|12 February/i },
  { name: 'v12 count: subscribers', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Newsletter stats: we have 2,400 subscribers.' },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: 'Newsletter stats: we now have 3,100 subscribers.' },
  ], query: 'How many subscribers do we have?', current: /3,?100/i, old: /2,?400/i },
  { name: 'v13 lme: reading goal', category: 'count', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat("user: So far this year I've read 4 books. How can I read more consistently?", A + 'Read 20 minutes before bed.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: I'm at 11 books read this year now. What should I read next?", A + 'Try a short story collection.') },
  ], query: 'How many books have I read this year?', current: /11/i, old: /\b4\b/i },
  { name: 'v14 count: price', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Pricing page: the Pro plan costs $12 per user per month.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Pricing page: the Pro plan now costs $15 per user per month.' },
  ], query: 'How much does the Pro plan cost?', current: /\$15/i, old: /\$12/i },
  { name: 'v15 late older: mentor', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Mentoring program: Lena Vogt is now mentored by Arjun Mehta.' },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: 'Mentoring program: Lena Vogt is mentored by Claire Dubois.' },
  ], query: 'Who mentors Lena Vogt?', current: /arjun/i, old: /claire/i },
  { name: 'v16 late older: lme phone', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: chat('user: I switched from my iPhone 11 to a Pixel 8. How do I move my WhatsApp chats?', A + 'Use the transfer tool during setup.') },
    { ingest: 'a', at: '2022-03-01T10:00:00Z', content: chat('user: My iPhone 11 battery drains fast. Is it worth replacing?', A + 'A battery replacement is cheap and effective.') },
  ], query: 'What phone do I use?', current: /pixel/i, old: /iphone/i },
  { name: 'v17 two people: cities', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Contacts: Bruno lives in Lisbon.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Contacts: Sofia lives in Porto.' },
  ], query: 'Where does Bruno live?', current: /lisbon/i, other: { query: 'Where does Sofia live?', value: /porto/i } },
  { name: 'v18 two people: coffee', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Office orders: Hana drinks a flat white.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Office orders: Diego drinks an americano.' },
  ], query: 'What does Hana drink?', current: /flat white/i, other: { query: 'What does Diego drink?', value: /americano/i } },
  { name: 'v19 update endpoint: wifi', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Office info: the guest wifi network is called Acme-Guest.' },
    { update: 'a', content: 'Office info: the guest wifi network is called Acme-Visitors.' },
  ], query: 'What is the guest wifi network called?', current: /acme-visitors/i, old: /acme-guest/i },
  { name: 'v20 deleted: hobby', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Mateo: I collect vinyl records.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Mateo: I work at Spotify.' },
    { delete: 'a' },
  ], query: 'Where does Mateo work?', current: /spotify/i, deleted: ['a'] },
];

// Round 23 (nineteenth session): written after the fixes for round 22, before running it; run on 104c08c.
const ROUND_23: Scenario[] = [
  { name: 'w1 lme: city in a commute question', category: 'address', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat("user: I bike to work here in Amsterdam every day. What rain gear do you recommend?", A + 'A good poncho and waterproof pants.') },
    { ingest: 'b', at: '2023-11-01T10:00:00Z', content: chat("user: I've just moved to Berlin for a new job. Is it easy to bike to work here?", A + 'Yes, Berlin has many bike lanes.') },
  ], query: 'Which city do I live in?', current: /berlin/i, old: /amsterdam/i },
  { name: 'w2 address: family email', category: 'address', steps: [
    { ingest: 'a', at: '2022-04-01T10:00:00Z', content: 'Hi Mum, settling in well here in Glasgow. The flat is small but cosy. Love, Fiona' },
    { ingest: 'b', at: '2023-04-01T10:00:00Z', content: 'Hi Mum, big news: I have moved to Edinburgh for the new job. Love, Fiona' },
  ], query: 'Where does Fiona live?', current: /edinburgh/i, old: /glasgow/i },
  { name: 'w3 employer: bio', category: 'employer', steps: [
    { ingest: 'a', at: '2021-05-01T10:00:00Z', content: 'Speaker bio: Aisha Bello is a product designer at Spotify.' },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: 'Speaker bio: Aisha Bello is a design lead at Canva.' },
  ], query: 'Where does Aisha Bello work?', current: /canva/i, old: /spotify/i },
  { name: 'w4 lme: employer in a badge question', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm a cashier at Target and my feet hurt after every shift. Which shoes help?", A + 'Look for cushioned shoes with arch support.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat("user: I got a job as a barista at Starbucks. How do I memorize the drink recipes?", A + 'Practice with flashcards.') },
  ], query: 'Where do I work?', current: /starbucks/i, old: /target/i },
  { name: 'w5 lme: favourite band', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: Radiohead is my favorite band. Which album should I play for a friend?', A + 'OK Computer is a good start.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat('user: My favorite band these days is Khruangbin. When are they touring?', A + 'Check their website for dates.') },
  ], query: 'What is my favorite band?', current: /khruangbin/i, old: /radiohead/i },
  { name: 'w6 preference: note app', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Tariq: I take all my meeting notes in OneNote.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Tariq: I stopped using OneNote and take my meeting notes in Notion now.' },
  ], query: 'Where does Tariq take meeting notes?', current: /notion/i, old: /onenote/i },
  { name: 'w7 preference: diet', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm vegetarian. Can you suggest a high-protein breakfast?", A + 'Greek yogurt with nuts, or eggs.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: I went fully vegan last month. What can replace eggs in baking?", A + 'Flax eggs or applesauce.') },
  ], query: 'What diet do I follow?', current: /vegan/i, old: /vegetarian/i },
  { name: 'w8 decision: payroll', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-10T10:00:00Z', content: 'Finance sync: payroll runs through ADP.' },
    { ingest: 'b', at: '2024-04-10T10:00:00Z', content: 'Finance sync: from May, payroll runs through Deel instead of ADP.' },
  ], query: 'What does payroll run through?', current: /deel/i, old: /adp/i },
  { name: 'w9 decision: meeting tool', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Team agreement: all client calls happen on Zoom.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Team agreement: we decided that client calls will happen on Google Meet from now on.' },
  ], query: 'Which tool do client calls happen on?', current: /google meet/i, old: /zoom/i },
  { name: 'w10 date: exam', category: 'date', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: chat('user: My bar exam is on July 24. How should I plan my study schedule?', A + 'Work backwards from the exam date.') },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: chat("user: I deferred my bar exam to February 25 next year. Should I keep studying now?", A + 'Yes, lightly, then ramp up in the fall.') },
  ], query: 'When is my bar exam?', current: /February 25|25 February/i, old: /July 24|24 July/i },
  { name: 'w11 date: renovation', category: 'date', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'House log: the kitchen renovation starts on April 8.' },
    { ingest: 'b', at: '2024-03-20T10:00:00Z', content: 'House log: the contractor delayed the kitchen renovation to April 22.' },
  ], query: 'When does the kitchen renovation start?', current: /April 22|22 April/i, old: /April 8|8 April/i },
  { name: 'w12 count: team size', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Ops notes: the support team has 6 agents.' },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: 'Ops notes: the support team now has 9 agents after the summer hires.' },
  ], query: 'How many agents does the support team have?', current: /\b9\b/i, old: /\b6\b/i },
  { name: 'w13 lme: weight', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm 210 pounds and want to start running. Is that safe for my knees?", A + 'Start with walk-run intervals.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: I'm down to 188 pounds now! Should I change my running plan?", A + 'You can add a little more distance.') },
  ], query: 'How much do I weigh?', current: /188/i, old: /210/i },
  { name: 'w14 count: savings', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: "Budget note: I've saved $3,000 for the trip to Japan." },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: "Budget note: I've now saved $5,500 for the trip to Japan." },
  ], query: 'How much have I saved for the trip to Japan?', current: /5,?500/i, old: /3,?000/i },
  { name: 'w15 late older: landlord', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: 'Tenant notes: the building is now managed by Greystar.' },
    { ingest: 'a', at: '2023-05-01T10:00:00Z', content: 'Tenant notes: the building is managed by Lincoln Property.' },
  ], query: 'Who manages the building?', current: /greystar/i, old: /lincoln/i },
  { name: 'w16 late older: lme instrument', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat("user: I've switched from piano to cello lessons. How long until I can play simple pieces?", A + 'A few months of steady practice.') },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I take piano lessons every Saturday. How much should I practice?', A + 'Twenty to thirty minutes a day.') },
  ], query: 'Which instrument lessons do I take?', current: /cello/i, old: /piano/i },
  { name: 'w17 two people: teams', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Fans club: Ravi supports Arsenal.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Fans club: Chen supports Liverpool.' },
  ], query: 'Which team does Ravi support?', current: /arsenal/i, other: { query: 'Which team does Chen support?', value: /liverpool/i } },
  { name: 'w18 two people: cars', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Carpool list: Maya drives a Subaru Outback.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Carpool list: Leo drives a Kia Niro.' },
  ], query: 'What does Maya drive?', current: /subaru/i, other: { query: 'What does Leo drive?', value: /kia/i } },
  { name: 'w19 update endpoint: address', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Company info: our office is at 12 Harbour Street.' },
    { update: 'a', content: 'Company info: our office is at 48 Mill Lane.' },
  ], query: 'Where is our office?', current: /48 mill/i, old: /12 harbour/i },
  { name: 'w20 deleted: pet', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Zoe: I live in Montreal.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Zoe: I have a cat named Pixel.' },
    { delete: 'a' },
  ], query: 'What pet does Zoe have?', current: /cat/i, deleted: ['a'] },
];

// Round 24 (nineteenth session): written after the fixes for round 23, before running it; run on 399553b.
const ROUND_24: Scenario[] = [
  { name: 'x1 lme: city in a furniture question', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-15T10:00:00Z', content: chat("user: My studio in Brooklyn is tiny. How can I fit a desk in it?", A + 'Try a wall-mounted fold-down desk.', "user: Good idea, thanks!") },
    { ingest: 'b', at: '2023-10-15T10:00:00Z', content: chat("user: I finally left New York and now rent a two-bedroom in Denver. How should I furnish the second room?", A + 'A guest room or a home office both work.') },
  ], query: 'Where do I live?', current: /denver/i, old: /brooklyn/i },
  { name: 'x2 address: chat with friend', category: 'address', steps: [
    { ingest: 'a', at: '2022-08-01T10:00:00Z', content: chat('Marta: How is life in Lyon, Jules?', 'Jules: Great, I love living in Lyon, the food is amazing.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat('Marta: Did the move go well?', 'Jules: Yes! I live in Marseille now, right by the sea.') },
  ], query: 'Where does Jules live?', current: /marseille/i, old: /lyon/i },
  { name: 'x3 employer: press release', category: 'employer', steps: [
    { ingest: 'a', at: '2021-03-01T10:00:00Z', content: 'Press release: Dr. Elena Park, chief scientist at Moderna, will speak at the summit.' },
    { ingest: 'b', at: '2023-03-01T10:00:00Z', content: 'Press release: Dr. Elena Park, who joined Pfizer as chief scientist last year, will speak at the summit.' },
  ], query: 'Where does Elena Park work?', current: /pfizer/i, old: /moderna/i },
  { name: 'x4 lme: employer in a retirement question', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I've been at Intel for six years. Should I max out my 401k there?", A + 'If they match, contribute at least enough to get the full match.') },
    { ingest: 'b', at: '2023-11-01T10:00:00Z', content: chat('user: I just started at Nvidia. Can I roll my old 401k into the new plan?', A + 'Usually yes; ask the plan administrator.') },
  ], query: 'Which company do I work at?', current: /nvidia/i, old: /intel/i },
  { name: 'x5 lme: favourite author', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: Brandon Sanderson is my favorite author. What should I read after Mistborn?', A + 'Try The Stormlight Archive.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat("user: Ursula K. Le Guin has replaced Sanderson as my favorite author. Which of her books is best to start with?", A + 'A Wizard of Earthsea.') },
  ], query: 'Who is my favorite author?', current: /le guin/i, old: /sanderson/i },
  { name: 'x6 preference: browser', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Ines: Chrome is my browser for everything.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Ines: I ditched Chrome for Firefox because of the ad blocker changes.' },
  ], query: 'Which browser does Ines use?', current: /firefox/i, old: /chrome/i },
  { name: 'x7 preference: breakfast', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I eat oatmeal for breakfast every day. How can I make it more filling?', A + 'Add nut butter and seeds.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: I've started eating eggs for breakfast instead of oatmeal. Are three a day too many?", A + 'For most people, that is fine.') },
  ], query: 'What do I eat for breakfast?', current: /eggs/i, old: /oatmeal/i },
  { name: 'x8 decision: frontend framework', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-20T10:00:00Z', content: 'Tech radar: the admin dashboard is built with Angular.' },
    { ingest: 'b', at: '2024-06-20T10:00:00Z', content: 'Tech radar: the admin dashboard is being rewritten in React.' },
  ], query: 'What is the admin dashboard built with?', current: /react/i, old: /angular/i },
  { name: 'x9 decision: vendor', category: 'decision', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Procurement: office snacks come from Snackwise.' },
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: 'Procurement: we chose Fruitful Office as our new snack vendor, replacing Snackwise.' },
  ], query: 'Who supplies our office snacks?', current: /fruitful/i, old: /snackwise/i },
  { name: 'x10 date: wedding', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-10T10:00:00Z', content: chat("user: My sister's wedding is on September 14. What gift should I get?", A + 'Something from their registry.') },
    { ingest: 'b', at: '2024-03-10T10:00:00Z', content: chat("user: My sister moved her wedding up to August 17 because of the venue. Do I need to rebook my flight?", A + 'Yes, check your airline change policy.') },
  ], query: "When is my sister's wedding?", current: /August 17|17 August/i, old: /September 14|14 September/i },
  { name: 'x11 date: audit', category: 'date', steps: [
    { ingest: 'a', at: '2024-05-01T10:00:00Z', content: 'Compliance calendar: the SOC 2 audit is scheduled for June 10.' },
    { ingest: 'b', at: '2024-05-20T10:00:00Z', content: 'Compliance calendar: the auditors asked to push the SOC 2 audit to July 1.' },
  ], query: 'When is the SOC 2 audit?', current: /July 1|1 July/i, old: /June 10|10 June/i },
  { name: 'x12 count: kids', category: 'count', steps: [
    { ingest: 'a', at: '2021-01-01T10:00:00Z', content: 'Family update from Omar: we have two kids now.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Family update from Omar: baby number three arrived, so we have three kids now.' },
  ], query: 'How many kids does Omar have?', current: /three|\b3\b/i, old: /\btwo\b|\b2\b/i },
  { name: 'x13 lme: plank', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I can hold a plank for 45 seconds. How do I get to two minutes?', A + 'Add 10 seconds every few days.') },
    { ingest: 'b', at: '2023-04-01T10:00:00Z', content: chat("user: Update: I can hold a plank for 90 seconds now. What's the next core exercise to add?", A + 'Try side planks and dead bugs.') },
  ], query: 'How long can I hold a plank?', current: /90 seconds/i, old: /45 seconds/i },
  { name: 'x14 count: commute', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Jae: my commute takes 50 minutes each way.' },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: 'Jae: since the new train line opened, my commute takes 25 minutes each way.' },
  ], query: "How long is Jae's commute?", current: /25 minutes/i, old: /50 minutes/i },
  { name: 'x15 late older: owner', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Service catalog: the search service is now owned by the discovery team.' },
    { ingest: 'a', at: '2023-04-01T10:00:00Z', content: 'Service catalog: the search service is owned by the core platform team.' },
  ], query: 'Who owns the search service?', current: /discovery/i, old: /core platform/i },
  { name: 'x16 late older: lme gym', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat('user: I cancelled Planet Fitness and joined a climbing gym called Movement. What shoes should I buy?', A + 'Start with a comfortable all-round shoe.') },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat("user: I go to Planet Fitness four times a week. What's a good push-pull-legs split?", A + 'Push Monday, pull Tuesday, legs Thursday, repeat Friday.') },
  ], query: 'Which gym do I go to?', current: /movement|climbing/i, old: /planet fitness/i },
  { name: 'x17 two people: jobs', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Reunion notes: Sam works at Deloitte.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Reunion notes: Alex works at Accenture.' },
  ], query: 'Where does Sam work?', current: /deloitte/i, other: { query: 'Where does Alex work?', value: /accenture/i } },
  { name: 'x18 two people: sports', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Club roster: Nadia plays volleyball.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Club roster: Tomasz plays handball.' },
  ], query: 'What does Nadia play?', current: /volleyball/i, other: { query: 'What does Tomasz play?', value: /handball/i } },
  { name: 'x19 update endpoint: manager', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Org note: the design team is managed by Keiko Sato.' },
    { update: 'a', content: 'Org note: the design team is managed by Rahul Verma.' },
  ], query: 'Who manages the design team?', current: /rahul/i, old: /keiko/i },
  { name: 'x20 deleted: language', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Lena: I drive a Fiat 500.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Lena: I speak German and Polish.' },
    { delete: 'a' },
  ], query: 'Which languages does Lena speak?', current: /german|polish/i, deleted: ['a'] },
];

// Round 25 (nineteenth session): written after the fixes for round 24, before running it; run on 02ea420.
const ROUND_25: Scenario[] = [
  { name: 'y1 lme: city in a running question', category: 'address', steps: [
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: chat("user: I'm training for the Boston Marathon and I live in Cambridge. Where are good long-run routes near me?", A + 'The Charles River loop is popular.') },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: chat("user: Since I moved to Portland, I've been running along the Willamette. Any trail races here in spring?", A + 'Check the Forest Park trail series.') },
  ], query: 'Where do I live?', current: /portland/i, old: /cambridge/i },
  { name: 'y2 address: HR record', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'HR record for Sven Olsen: home address is in Bergen.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'HR record for Sven Olsen: Sven has relocated to Oslo; update payroll.' },
  ], query: 'Where does Sven Olsen live?', current: /oslo/i, old: /bergen/i },
  { name: 'y3 employer: linkedin-style', category: 'employer', steps: [
    { ingest: 'a', at: '2022-02-01T10:00:00Z', content: 'Update from Carla Mendes: excited to share that I am now a data analyst at Airbnb!' },
    { ingest: 'b', at: '2023-11-01T10:00:00Z', content: 'Update from Carla Mendes: after two great years at Airbnb, I am joining Uber as a senior data analyst.' },
  ], query: 'Where does Carla Mendes work?', current: /uber/i, old: /airbnb/i },
  { name: 'y4 lme: employer in a parking question', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: Parking near the Google office in Mountain View is a nightmare. Any tips for my commute?", A + 'Try the company shuttle.', "user: I work there as a software engineer, so the shuttle might work.") },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I'm a software engineer at Apple now, in Cupertino. Is it worth buying an e-bike for the commute?", A + 'For short distances, yes.') },
  ], query: 'Where do I work?', current: /apple/i, old: /google/i },
  { name: 'y5 lme: favourite sport to watch', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: Basketball is my favorite sport to watch. Who should I follow this season?', A + 'The Celtics are strong.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat("user: These days tennis is my favorite sport to watch. When is the next Grand Slam?", A + 'The Australian Open in January.') },
  ], query: 'What is my favorite sport to watch?', current: /tennis/i, old: /basketball/i },
  { name: 'y6 preference: streaming', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Hugo: I pay for Netflix every month.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Hugo: I cancelled Netflix and subscribed to Disney Plus instead.' },
  ], query: 'Which streaming service does Hugo pay for?', current: /disney/i, old: /netflix/i },
  { name: 'y7 preference: sleep position', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I prefer sleeping on my stomach, but my neck hurts. Which pillow helps?', A + 'A thin, soft pillow.') },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: chat("user: I've trained myself to sleep on my back now. Do I need a different pillow?", A + 'A medium-loft pillow supports your neck.') },
  ], query: 'How do I sleep?', current: /back/i, old: /stomach/i },
  { name: 'y8 decision: hosting region', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Infra decision log: production runs in us-east-1.' },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Infra decision log: we are moving production from us-east-1 to eu-west-1 for data residency.' },
  ], query: 'Which region does production run in?', current: /eu-west-1/i, old: /us-east-1/i },
  { name: 'y9 decision: code review', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Engineering handbook: every pull request needs one approval.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Engineering handbook: every pull request now needs two approvals.' },
  ], query: 'How many approvals does a pull request need?', current: /two|\b2\b/i, old: /\bone\b|\b1\b/i },
  { name: 'y10 date: surgery', category: 'date', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: chat('user: My knee surgery is scheduled for March 5. What should I prepare at home?', A + 'Set up a recovery area on the ground floor.') },
    { ingest: 'b', at: '2024-02-20T10:00:00Z', content: chat('user: The hospital moved my knee surgery to March 19. Can I keep going to physio until then?', A + 'Yes, prehab helps recovery.') },
  ], query: 'When is my knee surgery?', current: /March 19|19 March/i, old: /March 5|5 March/i },
  { name: 'y11 date: board meeting', category: 'date', steps: [
    { ingest: 'a', at: '2024-08-01T10:00:00Z', content: 'Board calendar: the Q3 board meeting will be held on September 12.' },
    { ingest: 'b', at: '2024-08-15T10:00:00Z', content: 'Board calendar: the Q3 board meeting is now on September 26.' },
  ], query: 'When is the Q3 board meeting?', current: /September 26|26 September/i, old: /September 12|12 September/i },
  { name: 'y12 count: headcount', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Team page: the data team is 5 people.' },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: 'Team page: the data team is now 8 people.' },
  ], query: 'How many people are on the data team?', current: /\b8\b/i, old: /\b5\b/i },
  { name: 'y13 lme: coffee cups', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I drink four cups of coffee a day. Is that too much?', A + 'Up to 400 mg of caffeine is generally fine.') },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: chat("user: I've cut down to one cup of coffee a day. Why am I so tired?", A + 'Caffeine withdrawal can last a couple of weeks.') },
  ], query: 'How many cups of coffee do I drink a day?', current: /one cup|\b1\b/i, old: /four|\b4\b/i },
  { name: 'y14 count: loan', category: 'count', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: "Finance notes: I owe $18,000 on my student loan." },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: "Finance notes: I'm down to $11,500 on my student loan." },
  ], query: 'How much do I owe on my student loan?', current: /11,?500/i, old: /18,?000/i },
  { name: 'y15 late older: coach', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Swim club: the masters squad is now coached by Ian Moore.' },
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: 'Swim club: the masters squad is coached by Rita Gomez.' },
  ], query: 'Who coaches the masters squad?', current: /ian moore/i, old: /rita/i },
  { name: 'y16 late older: lme bike', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: chat('user: I sold my Trek road bike and bought a Specialized gravel bike. What tire pressure should I run?', A + 'Around 35-40 psi for gravel.') },
    { ingest: 'a', at: '2023-05-01T10:00:00Z', content: chat('user: I ride a Trek road bike on weekends. How often should I clean the chain?', A + 'Every few rides.') },
  ], query: 'What bike do I ride?', current: /specialized/i, old: /trek/i },
  { name: 'y17 two people: hometowns', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Intro round: Amara is from Lagos.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Intro round: Felix is from Hamburg.' },
  ], query: 'Where is Amara from?', current: /lagos/i, other: { query: 'Where is Felix from?', value: /hamburg/i } },
  { name: 'y18 two people: pets', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Pet sitter notes: Olga has a parrot.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Pet sitter notes: Ben has a rabbit.' },
  ], query: 'What pet does Olga have?', current: /parrot/i, other: { query: 'What pet does Ben have?', value: /rabbit/i } },
  { name: 'y19 update endpoint: phone number', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Clinic info: the front desk phone number is 555-0142.' },
    { update: 'a', content: 'Clinic info: the front desk phone number is 555-0199.' },
  ], query: 'What is the front desk phone number?', current: /555-0199/i, old: /555-0142/i },
  { name: 'y20 deleted: team', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Kofi: I play the saxophone.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Kofi: I work at Unilever.' },
    { delete: 'a' },
  ], query: 'Where does Kofi work?', current: /unilever/i, deleted: ['a'] },
];

// Round 26 (nineteenth session): written after the fixes for round 25, before running it; run on 4f62080.
const ROUND_26: Scenario[] = [
  { name: 'z1 lme: city in a dentist question', category: 'address', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat("user: I need a new dentist in Atlanta since mine retired. How do I pick a good one?", A + 'Check reviews and ask about emergency visits.') },
    { ingest: 'b', at: '2023-12-01T10:00:00Z', content: chat("user: I've moved to Nashville and need to find a dentist all over again. Any tips?", A + 'Ask neighbours and check your insurance network.') },
  ], query: 'Which city do I live in?', current: /nashville/i, old: /atlanta/i },
  { name: 'z2 address: roommate chat', category: 'address', steps: [
    { ingest: 'a', at: '2022-09-01T10:00:00Z', content: chat('Dev: Priya, are you still in Pune?', 'Priya: Yes, still living in Pune with my parents.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat('Dev: How is Bangalore treating you?', 'Priya: Loving it! Moving to Bangalore was the best decision.') },
  ], query: 'Where does Priya live?', current: /bangalore/i, old: /pune/i },
  { name: 'z3 employer: alumni note', category: 'employer', steps: [
    { ingest: 'a', at: '2021-06-01T10:00:00Z', content: 'Class notes: Marcus Reid works as a civil engineer for Bechtel.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Class notes: Marcus Reid left Bechtel and now works for AECOM.' },
  ], query: 'Who does Marcus Reid work for?', current: /aecom/i, old: /bechtel/i },
  { name: 'z4 lme: employer in a lunch-break question', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I teach math at Lincoln High School. How can I make algebra more fun?', A + 'Use puzzles and real-world problems.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat('user: I started teaching math at Roosevelt Academy this fall. How do I get to know a new class quickly?', A + 'Try a short survey on the first day.') },
  ], query: 'Where do I teach?', current: /roosevelt/i, old: /lincoln/i },
  { name: 'z5 lme: favourite restaurant', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: Nopa is my favorite restaurant in the city. What else is like it?", A + 'Try Zuni Cafe.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: My new favorite restaurant is Kin Khao. Can I book a table for eight there?", A + 'Call ahead for large groups.') },
  ], query: 'What is my favorite restaurant?', current: /kin khao/i, old: /nopa/i },
  { name: 'z6 preference: messaging', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Leon: my friends and I use Telegram for everything.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Leon: we all switched to Signal last month.' },
  ], query: 'Which messaging app does Leon use?', current: /signal/i, old: /telegram/i },
  { name: 'z7 preference: workout time', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I work out in the evenings after work. What should I eat before?', A + 'A light snack with carbs.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: I've switched to working out in the mornings before work. Should I eat first?", A + 'Something small like a banana.') },
  ], query: 'When do I work out?', current: /morning/i, old: /evening/i },
  { name: 'z8 decision: docs tool', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Team wiki: our documentation lives in Confluence.' },
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: 'Team wiki: we moved our documentation from Confluence to Notion.' },
  ], query: 'Where does our documentation live?', current: /notion/i, old: /confluence/i },
  { name: 'z9 decision: standup time', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Team norms: daily standup is at 9:30.' },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Team norms: we agreed to move daily standup to 10:15.' },
  ], query: 'When is daily standup?', current: /10:15/i, old: /9:30/i },
  { name: 'z10 date: visa interview', category: 'date', steps: [
    { ingest: 'a', at: '2024-04-01T10:00:00Z', content: chat('user: My visa interview is on May 14. What documents should I bring?', A + 'Your passport, photos and the appointment letter.') },
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: chat('user: The embassy rescheduled my visa interview for June 2. Do I need new photos?', A + 'Only if they are older than six months.') },
  ], query: 'When is my visa interview?', current: /June 2|2 June/i, old: /May 14|14 May/i },
  { name: 'z11 date: release', category: 'date', steps: [
    { ingest: 'a', at: '2024-06-01T10:00:00Z', content: 'Roadmap: version 3.0 ships on July 15.' },
    { ingest: 'b', at: '2024-07-01T10:00:00Z', content: 'Roadmap: version 3.0 now ships on August 5.' },
  ], query: 'When does version 3.0 ship?', current: /August 5|5 August/i, old: /July 15|15 July/i },
  { name: 'z12 count: stores', category: 'count', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Company overview: Greenleaf operates 12 stores.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Company overview: Greenleaf now operates 17 stores.' },
  ], query: 'How many stores does Greenleaf operate?', current: /17/i, old: /12/i },
  { name: 'z13 lme: steps', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I walk about 6,000 steps a day. Is that enough?', A + 'Aim for 8,000 to 10,000.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: I'm averaging 11,000 steps a day now. Should I add strength training?", A + 'Yes, two sessions a week.') },
  ], query: 'How many steps do I walk a day?', current: /11,?000/i, old: /6,?000/i },
  { name: 'z14 count: rate', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Freelance notes: I charge $80 an hour for design work.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Freelance notes: I raised my rate to $95 an hour for design work.' },
  ], query: 'How much do I charge per hour?', current: /\$95/i, old: /\$80/i },
  { name: 'z15 late older: chair', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Committee news: the ethics committee is now chaired by Dr. Amal Haddad.' },
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: 'Committee news: the ethics committee is chaired by Dr. Peter Lang.' },
  ], query: 'Who chairs the ethics committee?', current: /haddad/i, old: /lang/i },
  { name: 'z16 late older: lme laptop', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat('user: I replaced my Dell XPS with a MacBook Air. How do I move my files over?', A + 'Use the Migration Assistant.') },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: I use a Dell XPS for work. How can I make the battery last longer?', A + 'Lower the screen brightness.') },
  ], query: 'What laptop do I use?', current: /macbook/i, old: /dell/i },
  { name: 'z17 two people: diets', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Dinner party notes: Ruth is vegetarian.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Dinner party notes: Karim is gluten-free.' },
  ], query: 'What diet does Ruth follow?', current: /vegetarian/i, other: { query: 'What diet does Karim follow?', value: /gluten/i } },
  { name: 'z18 two people: instruments', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Orchestra list: Mina plays the viola.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Orchestra list: Paul plays the oboe.' },
  ], query: 'What does Mina play?', current: /viola/i, other: { query: 'What does Paul play?', value: /oboe/i } },
  { name: 'z19 update endpoint: price', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Menu: the lunch special costs $14.' },
    { update: 'a', content: 'Menu: the lunch special costs $16.' },
  ], query: 'How much is the lunch special?', current: /\$16/i, old: /\$14/i },
  { name: 'z20 deleted: hobby', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Aiko: I knit scarves in winter.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Aiko: I live in Sapporo.' },
    { delete: 'a' },
  ], query: 'Where does Aiko live?', current: /sapporo/i, deleted: ['a'] },
];

// Round 27 (nineteenth session): written after the fixes for round 26, before running it; run on 0ff1f03.
const ROUND_27: Scenario[] = [
  { name: 'q1 lme: city in a grocery question', category: 'address', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat("user: Groceries in San Diego are getting expensive for me. How can I cut my food budget?", A + 'Plan meals and buy staples in bulk.', "user: I live alone in San Diego, so bulk buying is tricky.") },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat("user: I moved to Austin last month and I'm cooking for two now. Any budget meal ideas?", A + 'Bean chili and sheet-pan dinners.') },
  ], query: 'Where do I live?', current: /austin/i, old: /san diego/i },
  { name: 'q2 address: volunteer list', category: 'address', steps: [
    { ingest: 'a', at: '2022-03-01T10:00:00Z', content: 'Volunteer list: Greta Lund, lives in Malmo, available on weekends.' },
    { ingest: 'b', at: '2023-03-01T10:00:00Z', content: 'Volunteer list: Greta Lund, now lives in Gothenburg, available on weekends.' },
  ], query: 'Where does Greta Lund live?', current: /gothenburg/i, old: /malmo/i },
  { name: 'q3 employer: conference badge', category: 'employer', steps: [
    { ingest: 'a', at: '2022-10-01T10:00:00Z', content: 'Attendee notes: met Luis Ortega, who works at Twilio, at the booth.' },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: 'Attendee notes: ran into Luis Ortega again; he moved from Twilio to Stripe in the spring.' },
  ], query: 'Where does Luis Ortega work?', current: /stripe/i, old: /twilio/i },
  { name: 'q4 lme: employer in a benefits question', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: My employer, Kaiser Permanente, offers a pension. Should I also open an IRA?", A + 'An IRA adds flexibility.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat("user: I now work for Sutter Health and they have a 403(b). How is that different from a 401(k)?", A + 'It is similar, for nonprofits.') },
  ], query: 'Who is my employer?', current: /sutter/i, old: /kaiser/i },
  { name: 'q5 lme: favourite board game', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: Catan is my favorite board game. What expansions are worth it?', A + 'Seafarers is a good start.') },
    { ingest: 'b', at: '2023-11-01T10:00:00Z', content: chat("user: I think Wingspan has become my favorite board game. Are there any expansions?", A + 'Yes, the European expansion.') },
  ], query: 'What is my favorite board game?', current: /wingspan/i, old: /catan/i },
  { name: 'q6 preference: note taking', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Bea: I write everything down in paper notebooks.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Bea: I gave up paper notebooks and now write everything in Obsidian.' },
  ], query: 'Where does Bea write things down?', current: /obsidian/i, old: /paper/i },
  { name: 'q7 preference: transport', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I take the bus to work every day. How can I make the ride productive?', A + 'Podcasts or audiobooks.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: I've started cycling to work instead of taking the bus. What lights do I need?", A + 'A bright front light and a red rear light.') },
  ], query: 'How do I get to work?', current: /cycl|bike/i, old: /bus/i },
  { name: 'q8 decision: api style', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'API guild notes: public endpoints use REST.' },
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: 'API guild notes: we decided public endpoints will use GraphQL instead of REST.' },
  ], query: 'What do public endpoints use?', current: /graphql/i, old: /\bREST\b/ },
  { name: 'q9 decision: on-call', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Ops policy: on-call rotations last one week.' },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Ops policy: on-call rotations now last two weeks.' },
  ], query: 'How long do on-call rotations last?', current: /two weeks/i, old: /one week/i },
  { name: 'q10 date: closing', category: 'date', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: chat('user: Our house closing is on April 12. What should we do the week before?', A + 'Do a final walkthrough.') },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: chat('user: The lender delayed our house closing to April 26. Do we need to extend the rate lock?', A + 'Probably; ask your loan officer.') },
  ], query: 'When is our house closing?', current: /April 26|26 April/i, old: /April 12|12 April/i },
  { name: 'q11 date: offsite', category: 'date', steps: [
    { ingest: 'a', at: '2024-04-01T10:00:00Z', content: 'Planning doc: the team offsite is on June 6.' },
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: 'Planning doc: the team offsite moved to June 20.' },
  ], query: 'When is the team offsite?', current: /June 20\b|20 June/i, old: /June 6\b|6 June/i },
  { name: 'q12 count: servers', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Capacity notes: the cluster has 24 nodes.' },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: 'Capacity notes: we scaled the cluster to 40 nodes.' },
  ], query: 'How many nodes does the cluster have?', current: /40/i, old: /24/i },
  { name: 'q13 lme: sleep hours', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I only sleep about 6 hours a night. How do I feel less groggy?', A + 'Keep a consistent schedule.') },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: chat("user: I'm finally getting 8 hours of sleep a night. What else improves energy?", A + 'Morning light and exercise.') },
  ], query: 'How many hours do I sleep a night?', current: /8 hours/i, old: /6 hours/i },
  { name: 'q14 count: followers', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Social stats: our Instagram account has 12,000 followers.' },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: 'Social stats: our Instagram account just hit 20,000 followers.' },
  ], query: 'How many followers does our Instagram account have?', current: /20,?000/i, old: /12,?000/i },
  { name: 'q15 late older: editor', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Newsletter masthead: the newsletter is now edited by Hana Kim.' },
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: 'Newsletter masthead: the newsletter is edited by Joel Price.' },
  ], query: 'Who edits the newsletter?', current: /hana kim/i, old: /joel/i },
  { name: 'q16 late older: lme watch', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: chat('user: I upgraded from my Fitbit to an Apple Watch. Can I import my old sleep data?', A + 'Not directly; try a third-party export tool.') },
    { ingest: 'a', at: '2023-04-01T10:00:00Z', content: chat('user: My Fitbit says I walk 9,000 steps a day. Is it accurate?', A + 'Within about 10 percent.') },
  ], query: 'Which fitness tracker do I use?', current: /apple watch/i, old: /fitbit/i },
  { name: 'q17 two people: universities', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Alumni directory: Sara studied at Yale.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Alumni directory: Jonah studied at Princeton.' },
  ], query: 'Where did Sara study?', current: /yale/i, other: { query: 'Where did Jonah study?', value: /princeton/i } },
  { name: 'q18 two people: commutes', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Team survey: Ava commutes by train.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Team survey: Noah commutes by car.' },
  ], query: 'How does Ava commute?', current: /train/i, other: { query: 'How does Noah commute?', value: /car/i } },
  { name: 'q19 update endpoint: hours', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Library info: the library closes at 8 pm on weekdays.' },
    { update: 'a', content: 'Library info: the library closes at 9 pm on weekdays.' },
  ], query: 'When does the library close on weekdays?', current: /9 ?pm/i, old: /8 ?pm/i },
  { name: 'q20 deleted: allergy', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Tomas: I am allergic to peanuts.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Tomas: I live in Prague.' },
    { delete: 'a' },
  ], query: 'Where does Tomas live?', current: /prague/i, deleted: ['a'] },
];

// Round 28 (nineteenth session): written after the fixes for round 27, before running it; run on 1d61dd2.
const ROUND_28: Scenario[] = [
  { name: 'r1 lme: city in a pollen question', category: 'address', steps: [
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: chat("user: Spring allergies in Charlotte are brutal this year. What helps with pollen?", A + 'Antihistamines and keeping windows closed.', "user: I've lived in Charlotte for five years and it gets worse every spring.") },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: chat("user: Now that I live in Seattle, my allergies are much better. Is that normal?", A + 'Different plants, different pollen seasons.') },
  ], query: 'Where do I live?', current: /seattle/i, old: /charlotte/i },
  { name: 'r2 address: club directory', category: 'address', steps: [
    { ingest: 'a', at: '2022-05-01T10:00:00Z', content: 'Club directory: Henrik Dahl (Copenhagen), member since 2015.' },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: 'Club directory update: Henrik Dahl has moved to Aarhus.' },
  ], query: 'Where does Henrik Dahl live?', current: /aarhus/i, old: /copenhagen/i },
  { name: 'r3 employer: podcast intro', category: 'employer', steps: [
    { ingest: 'a', at: '2022-04-01T10:00:00Z', content: "Podcast notes: today's guest is Naomi Chen, a researcher at DeepMind." },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: "Podcast notes: welcome back Naomi Chen, who recently joined Anthropic as a researcher." },
  ], query: 'Where does Naomi Chen work?', current: /anthropic/i, old: /deepmind/i },
  { name: 'r4 lme: employer in a vacation question', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I get 15 vacation days a year at Ernst & Young. How should I plan them?', A + 'Spread them around long weekends.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat("user: My new job at PwC gives me 25 vacation days. How do I use them well?", A + 'Plan one long trip and several short breaks.') },
  ], query: 'Where do I work?', current: /pwc/i, old: /ernst/i },
  { name: 'r5 lme: favourite cocktail', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: A Negroni is my favorite cocktail. Can you give me a twist on it?", A + 'Try a Boulevardier.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: I'm into mezcal now, and a mezcal margarita is my new favorite cocktail. Best recipe?", A + 'Two parts mezcal, one part lime, one part agave.') },
  ], query: 'What is my favorite cocktail?', current: /mezcal margarita/i, old: /negroni/i },
  { name: 'r6 preference: keyboard layout', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Yuki: I type on a QWERTY layout.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Yuki: I switched my keyboard layout from QWERTY to Colemak.' },
  ], query: 'Which keyboard layout does Yuki type on?', current: /colemak/i, old: /qwerty/i },
  { name: 'r7 preference: shopping', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I do all my grocery shopping at Safeway. How can I save money there?', A + 'Use the app coupons.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: These days I buy groceries at Trader Joe's instead of Safeway. What are their best items?", A + 'The frozen meals are popular.') },
  ], query: 'Where do I buy groceries?', current: /trader joe/i, old: /safeway/i },
  { name: 'r8 decision: design system', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Design review: the web app uses Material UI.' },
    { ingest: 'b', at: '2024-06-01T10:00:00Z', content: 'Design review: we are replacing Material UI with Tailwind in the web app.' },
  ], query: 'What does the web app use for UI?', current: /tailwind/i, old: /material/i },
  { name: 'r9 decision: meeting day', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Team calendar: sprint planning happens on Mondays.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Team calendar: sprint planning moves to Tuesdays starting next sprint.' },
  ], query: 'When does sprint planning happen?', current: /tuesday/i, old: /monday/i },
  { name: 'r10 date: court date', category: 'date', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: chat('user: My court date for the parking ticket is March 8. Should I bring photos?', A + 'Yes, bring any evidence you have.') },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: chat('user: The court postponed my hearing for the parking ticket to April 2. Do I need to do anything?', A + 'Just keep the new notice.') },
  ], query: 'When is my court date for the parking ticket?', current: /April 2|2 April/i, old: /March 8|8 March/i },
  { name: 'r11 date: due date', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-10T10:00:00Z', content: 'Project tracker: the grant report is due February 28.' },
    { ingest: 'b', at: '2024-02-10T10:00:00Z', content: 'Project tracker: the funder extended the grant report deadline to March 15.' },
  ], query: 'When is the grant report due?', current: /March 15|15 March/i, old: /February 28|28 February/i },
  { name: 'r12 count: locations', category: 'count', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'About us: Bean There has 3 cafes.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'About us: Bean There opened two more cafes and now has 5.' },
  ], query: 'How many cafes does Bean There have?', current: /\b5\b|five/i, old: /\b3\b|three/i },
  { name: 'r13 lme: resting heart rate', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My resting heart rate is 78 bpm. Is that high?', A + 'It is within the normal range.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: After months of running my resting heart rate dropped to 62 bpm. Is that good?", A + 'Yes, that is a sign of better fitness.') },
  ], query: 'What is my resting heart rate?', current: /62/i, old: /78/i },
  { name: 'r14 count: students', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Tutor log: I teach 8 students.' },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: 'Tutor log: I now teach 14 students after the new term started.' },
  ], query: 'How many students do I teach?', current: /14/i, old: /\b8\b/i },
  { name: 'r15 late older: maintainer', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Repo README: the parser module is now maintained by Ola Nordmann.' },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: 'Repo README: the parser module is maintained by Kari Holm.' },
  ], query: 'Who maintains the parser module?', current: /ola/i, old: /kari/i },
  { name: 'r16 late older: lme ereader', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: chat('user: I replaced my old Kindle with a Kobo. Can I read my Kindle books on it?', A + 'Not directly; Kindle books use a different format.') },
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: chat('user: I read on a Kindle every night. Does the blue light affect sleep?', A + 'E-ink has little blue light.') },
  ], query: 'Which e-reader do I use?', current: /kobo/i, old: /kindle/i },
  { name: 'r17 two people: birthdays', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Birthday list: Ilse was born in Utrecht.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Birthday list: Marco was born in Genoa.' },
  ], query: 'Where was Ilse born?', current: /utrecht/i, other: { query: 'Where was Marco born?', value: /genoa/i } },
  { name: 'r18 two people: jobs', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Neighbourhood notes: Fatima is a pharmacist.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Neighbourhood notes: George is a plumber.' },
  ], query: 'What does Fatima do?', current: /pharmacist/i, other: { query: 'What does George do?', value: /plumber/i } },
  { name: 'r19 update endpoint: room', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Course info: the seminar meets in room 204.' },
    { update: 'a', content: 'Course info: the seminar meets in room 310.' },
  ], query: 'Which room does the seminar meet in?', current: /310/i, old: /204/i },
  { name: 'r20 deleted: sibling', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Ana: I have two brothers.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Ana: I work at Telefonica.' },
    { delete: 'a' },
  ], query: 'Where does Ana work?', current: /telefonica/i, deleted: ['a'] },
];

// Round 29 (nineteenth session): written after the fixes for round 28, run once on the session's final extractor
// (c072cf8) and left unfixed: the last unseen figure.
const ROUND_29: Scenario[] = [
  { name: 'p1 lme: city in a snow question', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-10T10:00:00Z', content: chat("user: We got two feet of snow here in Buffalo overnight. How do I keep my driveway clear?", A + 'A snow blower is worth it at that volume.') },
    { ingest: 'b', at: '2023-12-10T10:00:00Z', content: chat("user: After years of snow I finally moved to Phoenix. What plants survive the heat?", A + 'Agave, palo verde and desert marigold.') },
  ], query: 'Where do I live?', current: /phoenix/i, old: /buffalo/i },
  { name: 'p2 address: parent note', category: 'address', steps: [
    { ingest: 'a', at: '2022-02-01T10:00:00Z', content: 'Family notes: my daughter Lea lives in Munich for her studies.' },
    { ingest: 'b', at: '2023-02-01T10:00:00Z', content: 'Family notes: Lea finished her degree and moved to Vienna.' },
  ], query: 'Where does Lea live?', current: /vienna/i, old: /munich/i },
  { name: 'p3 employer: recruiter note', category: 'employer', steps: [
    { ingest: 'a', at: '2022-06-01T10:00:00Z', content: 'Recruiter notes: candidate Omar Farouk is currently a backend engineer at Shopify.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Recruiter notes: Omar Farouk accepted a backend role at Datadog last month.' },
  ], query: 'Where does Omar Farouk work?', current: /datadog/i, old: /shopify/i },
  { name: 'p4 lme: employer in a dress-code question', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I work at Goldman Sachs and the dress code is strict. Any tips for comfortable suits?', A + 'Look for stretch wool blends.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: Now that I'm at a startup called Ramp, I can dress casually. What's a good smart-casual wardrobe?", A + 'Chinos, knit polos and clean sneakers.') },
  ], query: 'Where do I work?', current: /ramp/i, old: /goldman/i },
  { name: 'p5 lme: favourite hiking trail', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My favorite hiking trail is the Dipsea Trail. What should I pack for it?', A + 'Water, layers and good shoes.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat("user: I've found a new favorite trail: the Tennessee Valley Trail. Is it good at sunrise?", A + 'Yes, the ocean views are great in the morning.') },
  ], query: 'What is my favorite hiking trail?', current: /tennessee valley/i, old: /dipsea/i },
  { name: 'p6 preference: search engine', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Mira: Google is my default search engine.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Mira: I changed my default search engine to DuckDuckGo.' },
  ], query: "What is Mira's default search engine?", current: /duckduckgo/i, old: /google/i },
  { name: 'p7 preference: sport', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I play tennis twice a week. How do I improve my serve?', A + 'Work on your toss first.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: I've given up tennis for pickleball. Which paddle should I buy?", A + 'A mid-weight graphite paddle.') },
  ], query: 'Which sport do I play?', current: /pickleball/i, old: /tennis/i },
  { name: 'p8 decision: cloud', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Platform notes: all our services run on AWS.' },
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: 'Platform notes: leadership approved moving all our services from AWS to Google Cloud.' },
  ], query: 'Which cloud do our services run on?', current: /google cloud/i, old: /aws/i },
  { name: 'p9 decision: retro format', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Team agreement: retros are held every two weeks.' },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Team agreement: retros are now held once a month.' },
  ], query: 'How often are retros held?', current: /once a month|monthly/i, old: /two weeks/i },
  { name: 'p10 date: move date', category: 'date', steps: [
    { ingest: 'a', at: '2024-05-01T10:00:00Z', content: chat('user: Our moving day is June 29. When should I book the truck?', A + 'Book at least a month ahead.') },
    { ingest: 'b', at: '2024-06-01T10:00:00Z', content: chat('user: The movers pushed our moving day to July 6. Will the truck rental still work?', A + 'Call to change the booking.') },
  ], query: 'When is our moving day?', current: /July 6|6 July/i, old: /June 29|29 June/i },
  { name: 'p11 date: webinar', category: 'date', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Marketing calendar: the product webinar is on March 7 at 10 am.' },
    { ingest: 'b', at: '2024-02-20T10:00:00Z', content: 'Marketing calendar: the product webinar was rescheduled to March 14 at 10 am.' },
  ], query: 'When is the product webinar?', current: /March 14|14 March/i, old: /March 7|7 March/i },
  { name: 'p12 count: members', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Community update: the Discord server has 850 members.' },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: 'Community update: the Discord server crossed 1,500 members this week.' },
  ], query: 'How many members does the Discord server have?', current: /1,?500/i, old: /850/i },
  { name: 'p13 lme: reading speed', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I read about 20 pages a day. How do I read faster?', A + 'Reduce subvocalization.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: I'm reading 50 pages a day now. Should I try audiobooks too?", A + 'They can add more books per month.') },
  ], query: 'How many pages do I read a day?', current: /50 pages/i, old: /20 pages/i },
  { name: 'p14 count: budget', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Marketing plan: the quarterly ad budget is $40,000.' },
    { ingest: 'b', at: '2023-04-01T10:00:00Z', content: 'Marketing plan: the quarterly ad budget was cut to $25,000.' },
  ], query: 'What is the quarterly ad budget?', current: /25,?000/i, old: /40,?000/i },
  { name: 'p15 late older: lead', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Team page: the mobile team is now led by Sofia Reyes.' },
    { ingest: 'a', at: '2023-04-01T10:00:00Z', content: 'Team page: the mobile team is led by Daniel Kim.' },
  ], query: 'Who leads the mobile team?', current: /sofia/i, old: /daniel/i },
  { name: 'p16 late older: lme car', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat('user: I sold my Toyota Corolla and bought a Kia EV6. How long does charging take?', A + 'About 18 minutes on a fast charger.') },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My Toyota Corolla needs new tires. Which brand lasts longest?', A + 'Michelin tires are known for longevity.') },
  ], query: 'What car do I drive?', current: /kia|ev6/i, old: /corolla/i },
  { name: 'p17 two people: languages', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Class roster: Aylin speaks Turkish.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Class roster: Bao speaks Vietnamese.' },
  ], query: 'Which language does Aylin speak?', current: /turkish/i, other: { query: 'Which language does Bao speak?', value: /vietnamese/i } },
  { name: 'p18 two people: teams', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Staff list: Keanu is on the billing team.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Staff list: Priti is on the growth team.' },
  ], query: 'Which team is Keanu on?', current: /billing/i, other: { query: 'Which team is Priti on?', value: /growth/i } },
  { name: 'p19 update endpoint: capacity', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Event info: the venue holds 120 guests.' },
    { update: 'a', content: 'Event info: the venue holds 150 guests.' },
  ], query: 'How many guests does the venue hold?', current: /150/i, old: /120/i },
  { name: 'p20 deleted: car', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Ingrid: I drive a Volvo.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Ingrid: I work at Spotify.' },
    { delete: 'a' },
  ], query: 'Where does Ingrid work?', current: /spotify/i, deleted: ['a'] },
];

// Round 30: written at the twentieth session, after its first changes (e6a9ab6) and before running it.
const ROUND_30: Scenario[] = [
  { name: 'q1 lme: city in a commute question', category: 'address', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat("user: The trams in Melbourne are packed every morning. Is cycling to work safe here?", A + 'Melbourne has many protected bike lanes.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat("user: We relocated to Brisbane for my partner's job. What's the best way to meet people?", A + 'Try local clubs and meetup groups.') },
  ], query: 'Which city do I live in?', current: /brisbane/i, old: /melbourne/i },
  { name: 'q2 address: tenant record', category: 'address', steps: [
    { ingest: 'a', at: '2022-03-01T10:00:00Z', content: 'Tenant file: Marco Bianchi rents a flat in Turin.' },
    { ingest: 'b', at: '2023-03-01T10:00:00Z', content: 'Tenant file: Marco Bianchi gave notice and now lives in Milan.' },
  ], query: 'Where does Marco Bianchi live?', current: /milan/i, old: /turin/i },
  { name: 'q3 employer: conference badge', category: 'employer', steps: [
    { ingest: 'a', at: '2022-09-01T10:00:00Z', content: 'Speaker bio: Hiro Tanaka, staff engineer at Mercari, talks about search.' },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: 'Speaker bio: Hiro Tanaka recently moved to LINE as a principal engineer.' },
  ], query: 'Where does Hiro Tanaka work?', current: /\bLINE\b/, old: /mercari/i },
  { name: 'q4 lme: employer in a tax question', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-15T10:00:00Z', content: chat('user: My employer, Siemens, gives me a yearly bonus. How is it taxed?', A + 'Bonuses are taxed as regular income.') },
    { ingest: 'b', at: '2023-11-15T10:00:00Z', content: chat("user: I switched jobs and I'm now with Bosch Rexroth. Do I need to update my tax class?", A + 'Only if your situation changed.') },
  ], query: 'Who is my employer?', current: /bosch/i, old: /siemens/i },
  { name: 'q5 lme: favourite podcast', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I never miss an episode of Hardcore History, it's my favorite podcast. Anything similar?", A + 'Try The Rest Is History.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat('user: These days my favorite podcast is Acquired. Which episodes are best?', A + 'The Costco and Nvidia episodes.') },
  ], query: 'What is my favorite podcast?', current: /acquired/i, old: /hardcore history/i },
  { name: 'q6 preference: editor', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Dev profile: Nia writes all her code in VS Code.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Dev profile: Nia moved from VS Code to Neovim and loves it.' },
  ], query: 'Which editor does Nia use?', current: /neovim/i, old: /vs code/i },
  { name: 'q7 preference: drink', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I drink three espressos a day. Is that too much caffeine?', A + 'It is within the usual limit.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: I've cut out coffee and only drink green tea now. Does green tea have enough caffeine to keep me alert?", A + 'It has about a third of the caffeine.') },
  ], query: 'What do I drink?', current: /green tea/i, old: /espresso/i },
  { name: 'q8 decision: database', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Architecture notes: the analytics service stores its data in MySQL.' },
    { ingest: 'b', at: '2024-06-01T10:00:00Z', content: 'Architecture notes: the analytics service was migrated to ClickHouse last sprint.' },
  ], query: 'Where does the analytics service store its data?', current: /clickhouse/i, old: /mysql/i },
  { name: 'q9 decision: meeting tool', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Ops memo: all client calls happen on Zoom.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Ops memo: from now on, client calls happen on Microsoft Teams.' },
  ], query: 'Which tool do we use for client calls?', current: /teams/i, old: /zoom/i },
  { name: 'q10 date: launch', category: 'date', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: 'Launch plan: the iOS app launches on May 2.' },
    { ingest: 'b', at: '2024-04-10T10:00:00Z', content: 'Launch plan: App Store review delays mean the iOS app now launches on May 16.' },
  ], query: 'When does the iOS app launch?', current: /May 16|16 May/i, old: /May 2\b|2 May/i },
  { name: 'q11 lme: exam date', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-10T10:00:00Z', content: chat('user: My driving test is on February 20. How should I prepare?', A + 'Practice parking and mirror checks.') },
    { ingest: 'b', at: '2024-02-05T10:00:00Z', content: chat('user: They rebooked my driving test for March 4. Should I take more lessons?', A + 'A couple more lessons would help.') },
  ], query: 'When is my driving test?', current: /March 4|4 March/i, old: /February 20|20 February/i },
  { name: 'q12 count: headcount', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Company facts: Lumen Labs employs 45 people.' },
    { ingest: 'b', at: '2023-12-01T10:00:00Z', content: 'Company facts: Lumen Labs now employs 70 people after the Series B.' },
  ], query: 'How many people does Lumen Labs employ?', current: /\b70\b/, old: /\b45\b/ },
  { name: 'q13 lme: sleep hours', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I only sleep about 5 hours a night. Is that harmful?', A + 'Most adults need seven or more.') },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: chat("user: I've been getting 7 hours of sleep a night lately. Should I also nap?", A + 'Short naps are fine.') },
  ], query: 'How many hours do I sleep a night?', current: /7 hours/i, old: /5 hours/i },
  { name: 'q14 count: price', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Pricing page: the Pro plan costs $12 per month.' },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: 'Pricing page: we raised the Pro plan to $15 per month.' },
  ], query: 'How much does the Pro plan cost?', current: /\$15/, old: /\$12/ },
  { name: 'q15 late older: manager', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: 'Org chart: Ines reports to Paulo since the reorg.' },
    { ingest: 'a', at: '2023-05-01T10:00:00Z', content: 'Org chart: Ines reports to Greta.' },
  ], query: 'Who does Ines report to?', current: /paulo/i, old: /greta/i },
  { name: 'q16 late older: lme phone', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat('user: I upgraded from my Pixel 6 to a Pixel 8. How do I move my photos?', A + 'Use the Pixel migration tool.') },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: My Pixel 6 keeps overheating. Is that normal?', A + 'It can happen during heavy use.') },
  ], query: 'Which phone do I have?', current: /pixel 8/i, old: /pixel 6/i },
  { name: 'q17 two people: instruments', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Band roster: Wren plays the bass.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Band roster: Tobias plays the drums.' },
  ], query: 'Which instrument does Wren play?', current: /bass/i, other: { query: 'Which instrument does Tobias play?', value: /drums/i } },
  { name: 'q18 two people: hometowns', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Alumni list: Farah grew up in Karachi.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Alumni list: Jonas grew up in Hamburg.' },
  ], query: 'Where did Farah grow up?', current: /karachi/i, other: { query: 'Where did Jonas grow up?', value: /hamburg/i } },
  { name: 'q19 update endpoint: office hours', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Support info: the help desk opens at 8 am.' },
    { update: 'a', content: 'Support info: the help desk opens at 9 am.' },
  ], query: 'When does the help desk open?', current: /9 am|9:00|09:00/i, old: /8 am|8:00|08:00/i },
  { name: 'q20 deleted: hobby', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Selma: I collect vinyl records.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Selma: I live in Graz.' },
    { delete: 'a' },
  ], query: 'Where does Selma live?', current: /graz/i, deleted: ['a'] },
];

// Round 31: written at the twentieth session after round 30's fixes (2c9503e), before running it.
const ROUND_31: Scenario[] = [
  { name: 'r1 lme: city in a grocery question', category: 'address', steps: [
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: chat('user: Grocery prices in Dublin are brutal. Any tips to save money?', A + 'Shop at Lidl or Aldi and buy in bulk.') },
    { ingest: 'b', at: '2023-11-01T10:00:00Z', content: chat("user: Since moving to Cork last month I've had more time to cook. Easy weeknight recipes?", A + 'Try sheet-pan dinners.') },
  ], query: 'Where do I live?', current: /cork/i, old: /dublin/i },
  { name: 'r2 address: newsletter', category: 'address', steps: [
    { ingest: 'a', at: '2022-05-01T10:00:00Z', content: 'Neighbourhood newsletter: the Okafor family lives on Birch Road.' },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: 'Neighbourhood newsletter: the Okafor family has moved to Cedar Lane.' },
  ], query: 'Where does the Okafor family live?', current: /cedar/i, old: /birch/i },
  { name: 'r3 employer: LinkedIn style', category: 'employer', steps: [
    { ingest: 'a', at: '2022-04-01T10:00:00Z', content: 'Profile: Elena Popescu, UX researcher at Booking.com.' },
    { ingest: 'b', at: '2023-04-01T10:00:00Z', content: 'Profile: Elena Popescu is starting a new position as UX lead at Adyen.' },
  ], query: 'Where does Elena Popescu work?', current: /adyen/i, old: /booking/i },
  { name: 'r4 lme: employer in a benefits question', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: At Deloitte we get a learning budget. What courses are worth it?', A + 'Cloud certifications are popular.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat("user: I left Deloitte and now work for Accenture. Do they have a learning budget too?", A + 'Most large consultancies do.') },
  ], query: 'Where do I work?', current: /accenture/i, old: /deloitte/i },
  { name: 'r5 lme: favourite board game', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: Catan is my favorite board game. What expansions are good?', A + 'Seafarers and Cities & Knights.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat("user: Wingspan has replaced Catan as my favorite board game. Any similar games?", A + 'Try Everdell or Cascadia.') },
  ], query: 'What is my favorite board game?', current: /wingspan/i, old: /catan/i },
  { name: 'r6 preference: password manager', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Security survey: Tomas uses LastPass for his passwords.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Security survey: Tomas switched to Bitwarden after the breach.' },
  ], query: 'Which password manager does Tomas use?', current: /bitwarden/i, old: /lastpass/i },
  { name: 'r7 preference: commute', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I take the bus to work every day. How can I make the ride less boring?', A + 'Podcasts and audiobooks help.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat('user: I bought an e-bike, so now I ride to work. How do I keep it from being stolen?', A + 'Use a good U-lock.') },
  ], query: 'How do I get to work?', current: /e-bike|ride/i, old: /bus/i },
  { name: 'r8 decision: payment provider', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Finance notes: we process payments with Braintree.' },
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: 'Finance notes: we decided to process payments with Adyen instead of Braintree.' },
  ], query: 'Which provider do we process payments with?', current: /adyen/i, old: /braintree/i },
  { name: 'r9 decision: code review rule', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Engineering rules: each pull request needs one approval.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Engineering rules: each pull request now needs two approvals.' },
  ], query: 'How many approvals does a pull request need?', current: /\btwo\b|\b2\b/i, old: /\bone\b|\b1\b/i },
  { name: 'r10 date: wedding', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: chat('user: Our wedding is on September 7. When should we send invitations?', A + 'About eight weeks before.') },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: chat('user: The venue double-booked, so our wedding is now on September 21. Do we need new invitations?', A + 'Send a change-the-date card.') },
  ], query: 'When is our wedding?', current: /September 21|21 September/i, old: /September 7|7 September/i },
  { name: 'r11 date: deadline', category: 'date', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Project board: the migration deadline is April 30.' },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Project board: the migration deadline was extended to May 31.' },
  ], query: 'When is the migration deadline?', current: /May 31|31 May/i, old: /April 30|30 April/i },
  { name: 'r12 count: subscribers', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Newsletter stats: the newsletter has 2,300 subscribers.' },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: 'Newsletter stats: the newsletter is up to 4,100 subscribers.' },
  ], query: 'How many subscribers does the newsletter have?', current: /4,?100/, old: /2,?300/ },
  { name: 'r13 lme: running distance', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I run 10 kilometers a week. How do I avoid shin splints?', A + 'Increase distance slowly.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: I'm up to 30 kilometers a week now. Do I need better shoes?", A + 'Consider a cushioned trainer.') },
  ], query: 'How many kilometers do I run a week?', current: /30 kilometers/i, old: /10 kilometers/i },
  { name: 'r14 count: rent', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Budget: my rent is $1,400 a month.' },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: 'Budget: the landlord raised my rent to $1,550 a month.' },
  ], query: 'How much is my rent?', current: /1,?550/, old: /1,?400/ },
  { name: 'r15 late older: address', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Member directory: Yara Haddad now lives in Beirut.' },
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: 'Member directory: Yara Haddad lives in Amman.' },
  ], query: 'Where does Yara Haddad live?', current: /beirut/i, old: /amman/i },
  { name: 'r16 late older: lme laptop', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat('user: I replaced my ThinkPad with a MacBook Air. How do I set up Homebrew?', A + 'Install it from brew.sh.') },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My ThinkPad fan is really loud. Can I clean it myself?', A + 'Yes, with compressed air.') },
  ], query: 'Which laptop do I use?', current: /macbook/i, old: /thinkpad/i },
  { name: 'r17 two people: pets', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Vet records: Ada has a tabby cat.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Vet records: Bruno has a beagle.' },
  ], query: 'What pet does Ada have?', current: /tabby|cat/i, other: { query: 'What pet does Bruno have?', value: /beagle/i } },
  { name: 'r18 two people: roles', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Team page: Ilse is the QA lead.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Team page: Mateo is the release manager.' },
  ], query: 'What is Ilse\'s role?', current: /qa lead/i, other: { query: "What is Mateo's role?", value: /release manager/i } },
  { name: 'r19 update endpoint: owner', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Service catalog: the billing service is owned by the payments team.' },
    { update: 'a', content: 'Service catalog: the billing service is owned by the platform team.' },
  ], query: 'Who owns the billing service?', current: /platform team/i, old: /payments team/i },
  { name: 'r20 deleted: diet', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Kofi: I am vegan.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Kofi: I work at Unilever.' },
    { delete: 'a' },
  ], query: 'Where does Kofi work?', current: /unilever/i, deleted: ['a'] },
];

// Round 32: written at the twentieth session after round 31's fixes (f0a87a9), before running it.
const ROUND_32: Scenario[] = [
  { name: 's1 lme: city in a weather question', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-05T10:00:00Z', content: chat("user: It's been raining for two weeks straight in Vancouver. How do people here stay sane?", A + 'A good rain jacket and a light therapy lamp.') },
    { ingest: 'b', at: '2023-09-05T10:00:00Z', content: chat('user: Now that I live in Calgary the winters are much colder. What boots should I get?', A + 'Insulated boots rated to -40.') },
  ], query: 'Which city do I live in?', current: /calgary/i, old: /vancouver/i },
  { name: 's2 address: club roster', category: 'address', steps: [
    { ingest: 'a', at: '2022-06-01T10:00:00Z', content: 'Chess club roster: Dmitri Volkov, Riga.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Chess club roster: Dmitri Volkov has relocated to Tallinn.' },
  ], query: 'Where does Dmitri Volkov live?', current: /tallinn/i, old: /riga/i },
  { name: 's3 employer: team announcement', category: 'employer', steps: [
    { ingest: 'a', at: '2022-02-01T10:00:00Z', content: 'Announcement: please welcome Grace Lin, who joins us from Atlassian.' },
    { ingest: 'b', at: '2023-02-01T10:00:00Z', content: 'Announcement: Grace Lin has left us to join Canva as head of design.' },
  ], query: 'Where does Grace Lin work?', current: /canva/i, old: /atlassian/i },
  { name: 's4 lme: employer in a commute question', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: My commute to the Microsoft campus takes an hour. Any audiobook suggestions?", A + 'Try Project Hail Mary.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I started at Amazon in August and the commute is shorter. Any podcast suggestions?", A + 'Try Acquired or Hard Fork.') },
  ], query: 'Where do I work?', current: /amazon/i, old: /microsoft/i },
  { name: 's5 lme: favourite snack', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: Pretzels are my go-to snack. Are they healthy?', A + 'They are low in fat but high in salt.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: I've switched my go-to snack to almonds. How many should I eat a day?", A + 'About a handful.') },
  ], query: 'What is my go-to snack?', current: /almond/i, old: /pretzel/i },
  { name: 's6 preference: email client', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'IT notes: Ravi reads his email in Outlook.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'IT notes: Ravi now reads his email in Thunderbird.' },
  ], query: 'Which email client does Ravi use?', current: /thunderbird/i, old: /outlook/i },
  { name: 's7 preference: workout', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I do CrossFit four times a week. How do I avoid injuries?', A + 'Focus on form and rest days.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: I quit CrossFit and now I do yoga instead. Which style is best for flexibility?", A + 'Yin yoga is great for that.') },
  ], query: 'What workout do I do?', current: /yoga/i, old: /crossfit/i },
  { name: 's8 decision: frontend framework', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Tech radar: the dashboard is built with Angular.' },
    { ingest: 'b', at: '2024-06-01T10:00:00Z', content: 'Tech radar: we are rewriting the dashboard in React.' },
  ], query: 'What is the dashboard built with?', current: /react/i, old: /angular/i },
  { name: 's9 decision: release cadence', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Release policy: we ship a new version every month.' },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Release policy: we now ship a new version every week.' },
  ], query: 'How often do we ship a new version?', current: /every week|weekly/i, old: /every month|monthly/i },
  { name: 's10 date: dentist', category: 'date', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: chat('user: I have a dentist appointment on March 12. Should I floss more before it?', A + 'Daily flossing helps.') },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: chat('user: The dentist moved my appointment to March 26. Is that too long to wait with a toothache?', A + 'Call them if the pain gets worse.') },
  ], query: 'When is my dentist appointment?', current: /March 26|26 March/i, old: /March 12|12 March/i },
  { name: 's11 date: conference', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Events: DevDays takes place on June 4.' },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Events: DevDays was postponed to June 18.' },
  ], query: 'When does DevDays take place?', current: /June 18|18 June/i, old: /June 4|4 June/i },
  { name: 's12 count: team size', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Team overview: the data team has 6 engineers.' },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: 'Team overview: the data team grew to 11 engineers.' },
  ], query: 'How many engineers does the data team have?', current: /\b11\b/, old: /\b6\b/ },
  { name: 's13 lme: weight', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I weigh 95 kg and want to lose some. Where should I start?', A + 'A small calorie deficit and walking.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat("user: I've dropped to 84 kg! How do I keep going?", A + 'Add strength training.') },
  ], query: 'How much do I weigh?', current: /84 kg/i, old: /95 kg/i },
  { name: 's14 count: salary', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Pay notes: Lina earns $68,000 a year.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Pay notes: after her promotion Lina earns $79,000 a year.' },
  ], query: 'How much does Lina earn?', current: /79,?000/, old: /68,?000/ },
  { name: 's15 late older: employer', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Alumni news: Kwame Mensah now works at Flutterwave.' },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: 'Alumni news: Kwame Mensah works at Paystack.' },
  ], query: 'Where does Kwame Mensah work?', current: /flutterwave/i, old: /paystack/i },
  { name: 's16 late older: lme watch', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: chat('user: I traded my Garmin for an Apple Watch. Does it track swimming?', A + 'Yes, pool and open water.') },
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: chat('user: My Garmin battery lasts ten days. Is that normal?', A + 'Yes, for most Garmin models.') },
  ], query: 'Which watch do I wear?', current: /apple watch/i, old: /garmin/i },
  { name: 's17 two people: cars', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Parking permits: Hugo drives a Renault Clio.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Parking permits: Sana drives a Toyota Prius.' },
  ], query: 'What car does Hugo drive?', current: /clio/i, other: { query: 'What car does Sana drive?', value: /prius/i } },
  { name: 's18 two people: majors', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Student list: Noor studies chemistry.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Student list: Felix studies economics.' },
  ], query: 'What does Noor study?', current: /chemistry/i, other: { query: 'What does Felix study?', value: /economics/i } },
  { name: 's19 update endpoint: wifi', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Office info: the guest wifi network is called Lobby-Guest.' },
    { update: 'a', content: 'Office info: the guest wifi network is called Visitor-5G.' },
  ], query: 'What is the guest wifi network called?', current: /visitor-5g/i, old: /lobby-guest/i },
  { name: 's20 deleted: allergy', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Ayumi: I am allergic to peanuts.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Ayumi: I work at Rakuten.' },
    { delete: 'a' },
  ], query: 'Where does Ayumi work?', current: /rakuten/i, deleted: ['a'] },
];

// Round 33: written at the twentieth session after round 32's fixes (9d92323), before running it.
const ROUND_33: Scenario[] = [
  { name: 't1 lme: city in a dog-walking question', category: 'address', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat("user: I walk my dog along the canal in Utrecht every evening. Is it safe after dark?", A + 'Stick to lit paths.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat("user: We just bought a house in Haarlem. Where can I walk my dog off-leash?", A + 'Try the dunes at Kennemerduinen.') },
  ], query: 'Where do I live?', current: /haarlem/i, old: /utrecht/i },
  { name: 't2 address: HR change', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'HR system: employee Beatriz Costa, home city Porto.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'HR system: Beatriz Costa updated her home city to Lisbon.' },
  ], query: 'Where does Beatriz Costa live?', current: /lisbon/i, old: /porto/i },
  { name: 't3 employer: podcast intro', category: 'employer', steps: [
    { ingest: 'a', at: '2022-03-01T10:00:00Z', content: 'Episode notes: our guest Sam Okoye runs growth at Duolingo.' },
    { ingest: 'b', at: '2023-03-01T10:00:00Z', content: 'Episode notes: Sam Okoye, now VP of growth at Headspace, returns to the show.' },
  ], query: 'Where does Sam Okoye work?', current: /headspace/i, old: /duolingo/i },
  { name: 't4 lme: employer in a lunch question', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: The cafeteria at Nestlé is pretty good, but I want to pack lunch more. Ideas?', A + 'Grain bowls and wraps travel well.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: My new employer, Roche, has no cafeteria. What lunches keep well without a fridge?", A + 'Pasta salads and hummus wraps.') },
  ], query: 'Where do I work?', current: /roche/i, old: /nestl/i },
  { name: 't5 lme: favourite author', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I love everything by Brandon Sanderson, he is my favorite author. What should I read next?', A + 'Try Robin Hobb.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat('user: Lately N. K. Jemisin has become my favorite author. Where should I start?', A + 'The Fifth Season.') },
  ], query: 'Who is my favorite author?', current: /jemisin/i, old: /sanderson/i },
  { name: 't6 preference: bank', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Finance notes: Ola banks with Nordea.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Finance notes: Ola moved her accounts from Nordea to DNB.' },
  ], query: 'Which bank does Ola bank with?', current: /dnb/i, old: /nordea/i },
  { name: 't7 preference: diet', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm pescatarian, so I eat fish but no meat. Any good salmon recipes?", A + 'Try miso-glazed salmon.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat("user: I went fully vegan this summer. What can I use instead of eggs in baking?", A + 'Flax eggs or aquafaba.') },
  ], query: 'What diet do I follow?', current: /vegan/i, old: /pescatarian/i },
  { name: 't8 decision: analytics', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Marketing notes: we track site traffic with Google Analytics.' },
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: 'Marketing notes: we now track site traffic with Plausible for privacy reasons.' },
  ], query: 'What do we track site traffic with?', current: /plausible/i, old: /google analytics/i },
  { name: 't9 decision: office', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Facilities: the Berlin team works out of a coworking space in Mitte.' },
    { ingest: 'b', at: '2024-06-01T10:00:00Z', content: 'Facilities: the Berlin team now works out of its own office in Kreuzberg.' },
  ], query: 'Where does the Berlin team work out of?', current: /kreuzberg/i, old: /mitte/i },
  { name: 't10 date: move-in', category: 'date', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: chat('user: Our move-in date is April 15. What should we pack first?', A + 'Start with things you rarely use.') },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: chat('user: The landlord pushed our move-in date back to May 1. Can we store our boxes somewhere?', A + 'Look at short-term storage units.') },
  ], query: 'When is our move-in date?', current: /May 1\b|1 May/i, old: /April 15|15 April/i },
  { name: 't11 date: review', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-10T10:00:00Z', content: 'Calendar: the security audit is scheduled for February 12.' },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Calendar: the security audit has been rescheduled for February 26.' },
  ], query: 'When is the security audit?', current: /February 26|26 February/i, old: /February 12|12 February/i },
  { name: 't12 count: stores', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Company profile: Brightside Bakery operates 4 stores.' },
    { ingest: 'b', at: '2023-11-01T10:00:00Z', content: 'Company profile: Brightside Bakery now operates 7 stores.' },
  ], query: 'How many stores does Brightside Bakery operate?', current: /\b7\b/, old: /\b4\b/ },
  { name: 't13 lme: steps', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My daily step goal is 8,000 steps. Is that enough?', A + 'It is a good start.') },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: chat("user: I bumped my daily step goal to 12,000 steps. How do I fit it in?", A + 'Walk during calls.') },
  ], query: 'What is my daily step goal?', current: /12,?000/, old: /8,?000/ },
  { name: 't14 count: storage', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Infra notes: the database volume is 500 GB.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Infra notes: we resized the database volume to 2 TB.' },
  ], query: 'How big is the database volume?', current: /2 TB/i, old: /500 GB/i },
  { name: 't15 late older: role', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Staff page: Pedro Alves is now the head chef.' },
    { ingest: 'a', at: '2023-04-01T10:00:00Z', content: 'Staff page: Pedro Alves is the sous chef.' },
  ], query: "What is Pedro Alves's role?", current: /head chef/i, old: /sous chef/i },
  { name: 't16 late older: lme streaming', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat('user: I cancelled Netflix and signed up for Disney+. What should I watch first?', A + 'Start with Andor.') },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: I watch Netflix every night. Any good thrillers?', A + 'Try Mindhunter.') },
  ], query: 'Which streaming service do I use?', current: /disney/i, old: /netflix/i },
  { name: 't17 two people: cities', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Pen pals: Mei lives in Taipei.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Pen pals: Lars lives in Oslo.' },
  ], query: 'Where does Mei live?', current: /taipei/i, other: { query: 'Where does Lars live?', value: /oslo/i } },
  { name: 't18 two people: sports', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Club list: Zoe plays volleyball.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Club list: Amir plays cricket.' },
  ], query: 'Which sport does Zoe play?', current: /volleyball/i, other: { query: 'Which sport does Amir play?', value: /cricket/i } },
  { name: 't19 update endpoint: fee', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Membership: the annual fee is $60.' },
    { update: 'a', content: 'Membership: the annual fee is $75.' },
  ], query: 'What is the annual fee?', current: /\$75/, old: /\$60/ },
  { name: 't20 deleted: pet', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Oskar: I have a parrot named Kiwi.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Oskar: I work at Ericsson.' },
    { delete: 'a' },
  ], query: 'Where does Oskar work?', current: /ericsson/i, deleted: ['a'] },
];

// Round 34: written at the twentieth session after round 33's fixes (b9c73dc), before running it.
const ROUND_34: Scenario[] = [
  { name: 'u1 lme: city in a bakery question', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-10T10:00:00Z', content: chat("user: What's the best bakery near me? I'm in Montreal, close to the Plateau.", A + 'Try Boulangerie Guillaume.') },
    { ingest: 'b', at: '2023-08-10T10:00:00Z', content: chat("user: I moved to Quebec City in July. Which neighborhoods have good bakeries?", A + 'Saint-Jean-Baptiste and Limoilou.') },
  ], query: 'Which city do I live in?', current: /quebec/i, old: /montreal/i },
  { name: 'u2 address: customer record', category: 'address', steps: [
    { ingest: 'a', at: '2022-04-01T10:00:00Z', content: 'Customer record: Ivan Petrov, shipping address in Sofia.' },
    { ingest: 'b', at: '2023-04-01T10:00:00Z', content: 'Customer record: Ivan Petrov changed his shipping address to Plovdiv.' },
  ], query: "Where is Ivan Petrov's shipping address?", current: /plovdiv/i, old: /sofia/i },
  { name: 'u3 employer: thank-you note', category: 'employer', steps: [
    { ingest: 'a', at: '2022-05-01T10:00:00Z', content: 'Thanks to Keisha Brown from Twilio for the workshop.' },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: 'Thanks to Keisha Brown, who is with Cloudflare these days, for the keynote.' },
  ], query: 'Where does Keisha Brown work?', current: /cloudflare/i, old: /twilio/i },
  { name: 'u4 lme: employer in a parental-leave question', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I work as a nurse at St. Mary’s Hospital. How much parental leave is normal?', A + 'It depends on your country.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat("user: I'm a nurse at Mercy Clinic now. Can I take leave in my first year there?", A + 'Check your contract.') },
  ], query: 'Where do I work?', current: /mercy/i, old: /mary/i },
  { name: 'u5 lme: favourite coffee shop', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: Blue Bottle is my favorite coffee shop. Do they sell beans online?', A + 'Yes, with subscriptions.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: My new favorite coffee shop is Sightglass. What's their best roast?", A + 'Owl’s Howl espresso is popular.') },
  ], query: 'What is my favorite coffee shop?', current: /sightglass/i, old: /blue bottle/i },
  { name: 'u6 preference: browser', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Setup notes: Ana browses with Safari.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Setup notes: Ana dropped Safari for Arc.' },
  ], query: 'Which browser does Ana use?', current: /arc/i, old: /safari/i },
  { name: 'u7 preference: transport', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I drive to the office every day. How do I cut fuel costs?', A + 'Smooth acceleration helps.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat('user: I sold my car and now take the train to the office. Is a monthly pass worth it?', A + 'If you go more than 15 days a month.') },
  ], query: 'How do I get to the office?', current: /train/i, old: /drive/i },
  { name: 'u8 decision: design tool', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Design ops: mockups are made in Sketch.' },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Design ops: we moved all mockups from Sketch to Figma.' },
  ], query: 'What are mockups made in?', current: /figma/i, old: /sketch/i },
  { name: 'u9 decision: sprint length', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Team process: sprints last two weeks.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Team process: we agreed sprints will last three weeks from now on.' },
  ], query: 'How long do sprints last?', current: /three weeks/i, old: /two weeks/i },
  { name: 'u10 date: flight', category: 'date', steps: [
    { ingest: 'a', at: '2024-05-01T10:00:00Z', content: chat('user: My flight to Tokyo is on June 3. What should I pack?', A + 'Light layers and an umbrella.') },
    { ingest: 'b', at: '2024-05-20T10:00:00Z', content: chat('user: The airline changed my flight to Tokyo to June 5. Do I need to rebook my hotel?', A + 'Ask the hotel to shift your booking.') },
  ], query: 'When is my flight to Tokyo?', current: /June 5|5 June/i, old: /June 3|3 June/i },
  { name: 'u11 date: board meeting', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Board calendar: the next board meeting is on March 20.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Board calendar: the next board meeting will now be held on April 3.' },
  ], query: 'When is the next board meeting?', current: /April 3|3 April/i, old: /March 20|20 March/i },
  { name: 'u12 count: fleet', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Ops report: the delivery fleet has 14 vans.' },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: 'Ops report: we added 6 vans, so the delivery fleet now has 20 vans.' },
  ], query: 'How many vans does the delivery fleet have?', current: /\b20\b/, old: /\b14\b/ },
  { name: 'u13 lme: pushups', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I can do 15 push-ups in a row. How do I get to 30?', A + 'Add a set every other day.') },
    { ingest: 'b', at: '2023-04-01T10:00:00Z', content: chat('user: I can now do 32 push-ups in a row! What next?', A + 'Try decline push-ups.') },
  ], query: 'How many push-ups can I do?', current: /32/, old: /15 push/i },
  { name: 'u14 count: interest rate', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Mortgage notes: our interest rate is 3.2%.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Mortgage notes: after refinancing our interest rate is 4.1%.' },
  ], query: 'What is our interest rate?', current: /4\.1/, old: /3\.2/ },
  { name: 'u15 late older: school', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-09-01T10:00:00Z', content: 'Family notes: Mila now goes to Oakridge Middle School.' },
    { ingest: 'a', at: '2023-09-01T10:00:00Z', content: 'Family notes: Mila goes to Pine Elementary.' },
  ], query: 'Which school does Mila go to?', current: /oakridge/i, old: /pine/i },
  { name: 'u16 late older: lme gym', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat('user: I switched from Anytime Fitness to a climbing gym called Boulder Barn. What shoes should I buy?', A + 'Start with a comfortable all-round shoe.') },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: I go to Anytime Fitness before work. What is a good 30-minute routine?', A + 'A full-body circuit.') },
  ], query: 'Which gym do I go to?', current: /boulder barn/i, old: /anytime/i },
  { name: 'u17 two people: languages', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Tutor list: Camille teaches French.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Tutor list: Hans teaches German.' },
  ], query: 'What does Camille teach?', current: /french/i, other: { query: 'What does Hans teach?', value: /german/i } },
  { name: 'u18 two people: phones', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Device list: Omar uses an iPhone 14.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Device list: Priya uses a Galaxy S23.' },
  ], query: 'Which phone does Omar use?', current: /iphone/i, other: { query: 'Which phone does Priya use?', value: /galaxy/i } },
  { name: 'u19 update endpoint: parking', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Office info: visitor parking is on level 2.' },
    { update: 'a', content: 'Office info: visitor parking is on level 4.' },
  ], query: 'Where is visitor parking?', current: /level 4/i, old: /level 2/i },
  { name: 'u20 deleted: hobby', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Rosa: I knit on weekends.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Rosa: I work at Inditex.' },
    { delete: 'a' },
  ], query: 'Where does Rosa work?', current: /inditex/i, deleted: ['a'] },
];

// Round 35: written at the twentieth session after round 34's fixes (ff1269c), before running it.
const ROUND_35: Scenario[] = [
  { name: 'v1 lme: city in a running question', category: 'address', steps: [
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: chat('user: I train along the lakefront in Chicago. How do I run safely in winter?', A + 'Layer up and watch for ice.') },
    { ingest: 'b', at: '2023-12-01T10:00:00Z', content: chat("user: Since relocating to Denver I get winded quickly on runs. Is that the altitude?", A + 'Yes, it takes a few weeks to adapt.') },
  ], query: 'Where do I live?', current: /denver/i, old: /chicago/i },
  { name: 'v2 address: alumni update', category: 'address', steps: [
    { ingest: 'a', at: '2022-02-01T10:00:00Z', content: 'Class notes: Rahul Mehta lives in Pune with his family.' },
    { ingest: 'b', at: '2023-02-01T10:00:00Z', content: 'Class notes: Rahul Mehta and his family have moved to Bengaluru.' },
  ], query: 'Where does Rahul Mehta live?', current: /bengaluru/i, old: /pune/i },
  { name: 'v3 employer: newsletter', category: 'employer', steps: [
    { ingest: 'a', at: '2022-07-01T10:00:00Z', content: 'Community newsletter: member spotlight on Ewa Nowak, a data scientist at Allegro.' },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: 'Community newsletter: Ewa Nowak has taken a data science role at Revolut.' },
  ], query: 'Where does Ewa Nowak work?', current: /revolut/i, old: /allegro/i },
  { name: 'v4 lme: employer in a retirement question', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: Does IBM match 401k contributions? I have worked there for six years.', A + 'IBM offers a matching contribution.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I just started at Oracle. Should I roll over my old 401k?", A + 'Rolling it into the new plan is often simplest.') },
  ], query: 'Where do I work?', current: /oracle/i, old: /ibm/i },
  { name: 'v5 lme: favourite restaurant', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: We go to Luigi’s every Friday, it is our favorite restaurant. Is the tiramisu homemade?', A + 'Many Italian places make it in-house.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat("user: Our favorite restaurant these days is a ramen place called Menya. Is ramen healthy?", A + 'In moderation.') },
  ], query: 'What is our favorite restaurant?', current: /menya/i, old: /luigi/i },
  { name: 'v6 preference: music app', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Profile: Jules listens to music on Spotify.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Profile: Jules switched from Spotify to Tidal for the sound quality.' },
  ], query: 'Which music app does Jules use?', current: /tidal/i, old: /spotify/i },
  { name: 'v7 preference: breakfast', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I eat cereal for breakfast every morning. Which brands are low in sugar?', A + 'Shredded wheat and plain bran flakes.') },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: chat("user: I've started eating oatmeal for breakfast instead of cereal. What toppings do you suggest?", A + 'Berries, nuts and a little honey.') },
  ], query: 'What do I eat for breakfast?', current: /oatmeal/i, old: /cereal/i },
  { name: 'v8 decision: monitoring', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'SRE notes: we monitor production with Datadog.' },
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: 'SRE notes: we replaced Datadog with Grafana Cloud to cut costs.' },
  ], query: 'What do we monitor production with?', current: /grafana/i, old: /datadog/i },
  { name: 'v9 decision: lunch', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Office notes: team lunch is on Thursdays.' },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Office notes: team lunch moved to Fridays.' },
  ], query: 'When is team lunch?', current: /fridays/i, old: /thursdays/i },
  { name: 'v10 date: tax deadline', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: chat('user: My tax return is due on April 15. What documents do I need?', A + 'W-2s, 1099s and receipts.') },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: chat('user: I filed an extension, so my tax return is now due on October 15. Do I still owe interest?', A + 'Yes, on any unpaid tax.') },
  ], query: 'When is my tax return due?', current: /October 15|15 October/i, old: /April 15|15 April/i },
  { name: 'v11 date: opening', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Press note: the new library opens on September 9.' },
    { ingest: 'b', at: '2024-08-01T10:00:00Z', content: 'Press note: the opening of the new library has been delayed until October 14.' },
  ], query: 'When does the new library open?', current: /October 14|14 October/i, old: /September 9|9 September/i },
  { name: 'v12 count: downloads', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'App metrics: the app has 10,000 downloads.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'App metrics: the app passed 50,000 downloads.' },
  ], query: 'How many downloads does the app have?', current: /50,?000/, old: /10,?000/ },
  { name: 'v13 lme: kids', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I have one daughter. What are good toys for a 2-year-old?', A + 'Stacking blocks and picture books.') },
    { ingest: 'b', at: '2023-11-01T10:00:00Z', content: chat("user: Now that I have two kids, how do I handle sibling jealousy?", A + 'Give each child one-on-one time.') },
  ], query: 'How many kids do I have?', current: /two kids|2 kids/i, old: /one daughter/i },
  { name: 'v14 count: seats', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'License notes: we pay for 25 Figma seats.' },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: 'License notes: we now pay for 40 Figma seats.' },
  ], query: 'How many Figma seats do we pay for?', current: /\b40\b/, old: /\b25\b/ },
  { name: 'v15 late older: city', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: 'Contact card: Hana Sato moved to Osaka.' },
    { ingest: 'a', at: '2023-05-01T10:00:00Z', content: 'Contact card: Hana Sato lives in Nagoya.' },
  ], query: 'Where does Hana Sato live?', current: /osaka/i, old: /nagoya/i },
  { name: 'v16 late older: lme console', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat('user: I sold my Xbox and got a PlayStation 5. Which exclusives should I play?', A + 'Try Ratchet & Clank and Returnal.') },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My Xbox keeps freezing during updates. How do I fix it?', A + 'Try clearing the cache.') },
  ], query: 'Which console do I have?', current: /playstation/i, old: /xbox/i },
  { name: 'v17 two people: employers', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Mentors: Dana works at Etsy.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Mentors: Kai works at Shopify.' },
  ], query: 'Where does Dana work?', current: /etsy/i, other: { query: 'Where does Kai work?', value: /shopify/i } },
  { name: 'v18 two people: coffee', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Cafe regulars: Bill orders a flat white.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Cafe regulars: Yuki orders a matcha latte.' },
  ], query: 'What does Bill order?', current: /flat white/i, other: { query: 'What does Yuki order?', value: /matcha/i } },
  { name: 'v19 update endpoint: contact', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Vendor info: our account manager at Acme is Tom Reed.' },
    { update: 'a', content: 'Vendor info: our account manager at Acme is Nina Ford.' },
  ], query: 'Who is our account manager at Acme?', current: /nina/i, old: /tom reed/i },
  { name: 'v20 deleted: car', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Pia: I ride a Vespa.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Pia: I work at Zalando.' },
    { delete: 'a' },
  ], query: 'Where does Pia work?', current: /zalando/i, deleted: ['a'] },
];

// Round 36: written at the twentieth session after round 35's fixes (f963a93), before running it.
const ROUND_36: Scenario[] = [
  { name: 'w1 lme: city in a noise question', category: 'address', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: My apartment in Barcelona is right above a bar. How can I block the noise at night?', A + 'Try heavy curtains and a white noise machine.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat("user: I finally left Barcelona and I'm now living in Valencia. How do I register with the town hall?", A + 'Book an empadronamiento appointment.') },
  ], query: 'Which city do I live in?', current: /valencia/i, old: /barcelona/i },
  { name: 'w2 address: wedding guest list', category: 'address', steps: [
    { ingest: 'a', at: '2022-08-01T10:00:00Z', content: 'Guest list: Aunt Rosa, who lives in Naples.' },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: 'Guest list: Aunt Rosa now lives in Rome near her son.' },
  ], query: 'Where does Aunt Rosa live?', current: /rome/i, old: /naples/i },
  { name: 'w3 employer: reference letter', category: 'employer', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Reference: Chen Wei worked under me at Baidu, where he is a senior engineer.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Reference update: Chen Wei is now a staff engineer at ByteDance.' },
  ], query: 'Where does Chen Wei work?', current: /bytedance/i, old: /baidu/i },
  { name: 'w4 lme: employer in a vacation question', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I get 20 vacation days at Unilever. How should I plan them?', A + 'Spread them across the year.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: At my new job with Danone I get 25 days. Can I carry some over?", A + 'Check the carry-over policy.') },
  ], query: 'Where do I work?', current: /danone/i, old: /unilever/i },
  { name: 'w5 lme: favourite band', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My favorite band is Arctic Monkeys. Are they touring this year?', A + 'Check their official site.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I'm obsessed with Fontaines D.C. now, they're my new favorite band. Similar bands?", A + 'Try IDLES and Shame.') },
  ], query: 'What is my favorite band?', current: /fontaines/i, old: /arctic/i },
  { name: 'w6 preference: notes app', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Tools survey: Lena keeps her notes in Evernote.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Tools survey: Lena now keeps her notes in Obsidian.' },
  ], query: 'Which notes app does Lena use?', current: /obsidian/i, old: /evernote/i },
  { name: 'w7 preference: tea', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I love chamomile tea before bed. Does it help with sleep?', A + 'It may help you relax.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: I don't like chamomile anymore, it tastes like hay to me now. What else can I drink at night?", A + 'Try rooibos or warm milk.') },
  ], query: 'Do I like chamomile tea?', current: /(don't|not|no longer|dislike).*chamomile/i, old: /loves? chamomile|likes? chamomile/i },
  { name: 'w8 decision: cloud storage', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'IT policy: shared files live in Dropbox.' },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'IT policy: shared files now live in Google Drive; Dropbox will be shut down.' },
  ], query: 'Where do shared files live?', current: /google drive/i, old: /dropbox/i },
  { name: 'w9 decision: standup time', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Team notes: standup starts at 9:30.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Team notes: standup now starts at 10:00 to suit the London folks.' },
  ], query: 'When does standup start?', current: /10:00|10 am/i, old: /9:30/i },
  { name: 'w10 date: recital', category: 'date', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: chat("user: My son's piano recital is on May 10. What should he wear?", A + 'A collared shirt is safe.') },
    { ingest: 'b', at: '2024-04-20T10:00:00Z', content: chat("user: The school moved my son's piano recital to May 24. Should he keep practicing daily?", A + 'Yes, short daily sessions are best.') },
  ], query: "When is my son's piano recital?", current: /May 24|24 May/i, old: /May 10|10 May/i },
  { name: 'w11 date: renewal', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Contracts: the Zendesk contract renews on June 30.' },
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: 'Contracts: we negotiated the Zendesk renewal to July 31.' },
  ], query: 'When does the Zendesk contract renew?', current: /July 31|31 July/i, old: /June 30|30 June/i },
  { name: 'w12 count: beds', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Hostel info: the hostel has 40 beds.' },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: 'Hostel info: after the renovation the hostel has 64 beds.' },
  ], query: 'How many beds does the hostel have?', current: /\b64\b/, old: /\b40\b/ },
  { name: 'w13 lme: reading goal', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I've read 12 books so far this year. Any recommendations?", A + 'Try The Overstory.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat("user: I'm at 27 books read this year! What should be next?", A + 'Try Piranesi.') },
  ], query: 'How many books have I read this year?', current: /27/, old: /\b12\b/ },
  { name: 'w14 count: memory', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Server notes: each worker node has 32 GB of RAM.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Server notes: we upgraded each worker node to 64 GB of RAM.' },
  ], query: 'How much RAM does each worker node have?', current: /64 GB/i, old: /32 GB/i },
  { name: 'w15 late older: team', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-06-01T10:00:00Z', content: 'Org notes: Bilal moved to the security team.' },
    { ingest: 'a', at: '2023-06-01T10:00:00Z', content: 'Org notes: Bilal is on the infrastructure team.' },
  ], query: 'Which team is Bilal on?', current: /security/i, old: /infrastructure/i },
  { name: 'w16 late older: lme bike', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: chat('user: I upgraded from my Trek road bike to a Canyon gravel bike. What tire pressure should I run?', A + 'Around 35-40 psi for gravel.') },
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: chat('user: My Trek road bike makes a clicking noise. What could it be?', A + 'Often the bottom bracket or pedals.') },
  ], query: 'Which bike do I ride?', current: /canyon/i, old: /trek/i },
  { name: 'w17 two people: schools', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Carpool list: Ella goes to Maple Elementary.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Carpool list: Finn goes to Oak Hill Elementary.' },
  ], query: 'Which school does Ella go to?', current: /maple/i, other: { query: 'Which school does Finn go to?', value: /oak hill/i } },
  { name: 'w18 two people: ages', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Family tree: Greta is 34.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Family tree: Otto is 61.' },
  ], query: 'How old is Greta?', current: /34/, other: { query: 'How old is Otto?', value: /61/ } },
  { name: 'w19 update endpoint: menu', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Cafe menu: the soup of the day is tomato.' },
    { update: 'a', content: 'Cafe menu: the soup of the day is pumpkin.' },
  ], query: 'What is the soup of the day?', current: /pumpkin/i, old: /tomato/i },
  { name: 'w20 deleted: sport', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Lucia: I play padel on Sundays.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Lucia: I work at Telefonica.' },
    { delete: 'a' },
  ], query: 'Where does Lucia work?', current: /telefonica/i, deleted: ['a'] },
];

// Round 37: written at the twentieth session after round 36's fixes (7f49013) and run once on it (70.8 %); two of its
// misses were then fixed in general form (daf797b).
const ROUND_37: Scenario[] = [
  { name: 'x1 lme: city in a library question', category: 'address', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat("user: Is the public library in Leeds any good for studying? I'm looking for a quiet spot near home.", A + 'The Central Library has quiet rooms.') },
    { ingest: 'b', at: '2023-11-01T10:00:00Z', content: chat('user: I relocated to Bristol for work. Where can I find a quiet place to study?', A + 'Try the Bristol Central Library.') },
  ], query: 'Which city do I live in?', current: /bristol/i, old: /leeds/i },
  { name: 'x2 address: volunteer roster', category: 'address', steps: [
    { ingest: 'a', at: '2022-03-01T10:00:00Z', content: 'Volunteer roster: Noah Fischer lives in Graz.' },
    { ingest: 'b', at: '2023-03-01T10:00:00Z', content: 'Volunteer roster: Noah Fischer is based in Linz now.' },
  ], query: 'Where does Noah Fischer live?', current: /linz/i, old: /graz/i },
  { name: 'x3 employer: speaker list', category: 'employer', steps: [
    { ingest: 'a', at: '2022-06-01T10:00:00Z', content: 'Speakers: Amara Obi (Paystack) on payments in Africa.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Speakers: Amara Obi, who recently joined Stripe, on cross-border payments.' },
  ], query: 'Where does Amara Obi work?', current: /stripe/i, old: /paystack/i },
  { name: 'x4 lme: employer in a gym question', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: There is a gym in the Siemens building where I work. Is 30 minutes at lunch enough?', A + 'Yes, if the workouts are intense.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: My new company, SAP, has no gym. What can I do at my desk?", A + 'Try desk push-ups and stretches.') },
  ], query: 'Where do I work?', current: /sap/i, old: /siemens/i },
  { name: 'x5 lme: favourite cuisine', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: Thai food is my favorite cuisine. Can you suggest a green curry recipe?', A + 'Start with a good curry paste.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: These days my favorite cuisine is Ethiopian. How do I make injera?", A + 'It needs teff flour and a few days of fermentation.') },
  ], query: 'What is my favorite cuisine?', current: /ethiopian/i, old: /thai/i },
  { name: 'x6 preference: phone', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Device notes: Karim uses a Samsung Galaxy S21.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Device notes: Karim switched to an iPhone 15.' },
  ], query: 'Which phone does Karim use?', current: /iphone/i, old: /galaxy/i },
  { name: 'x7 preference: running time', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I run in the evenings after work. Should I eat before?', A + 'A light snack an hour before helps.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat('user: I switched to running in the mornings. Should I run on an empty stomach?', A + 'Short easy runs are fine fasted.') },
  ], query: 'When do I run?', current: /morning/i, old: /evening/i },
  { name: 'x8 decision: chat tool', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Ops notes: the company chats on Slack.' },
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: 'Ops notes: the company moved from Slack to Microsoft Teams in April.' },
  ], query: 'Which chat tool does the company use?', current: /teams/i, old: /slack/i },
  { name: 'x9 decision: deploy day', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Release notes: we deploy on Tuesdays.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Release notes: deploys now happen on Wednesdays.' },
  ], query: 'When do we deploy?', current: /wednesday/i, old: /tuesday/i },
  { name: 'x10 date: vet', category: 'date', steps: [
    { ingest: 'a', at: '2024-04-01T10:00:00Z', content: chat("user: My cat's vet checkup is on April 18. Should I fast her before?", A + 'Ask the clinic; usually not for a checkup.') },
    { ingest: 'b', at: '2024-04-15T10:00:00Z', content: chat("user: The vet rescheduled my cat's checkup to April 25. Is a week's delay a problem?", A + 'No, a week is fine.') },
  ], query: "When is my cat's vet checkup?", current: /April 25|25 April/i, old: /April 18|18 April/i },
  { name: 'x11 date: hackathon', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Events: the spring hackathon is on March 8.' },
    { ingest: 'b', at: '2024-02-15T10:00:00Z', content: 'Events: the spring hackathon got pushed to March 22.' },
  ], query: 'When is the spring hackathon?', current: /March 22|22 March/i, old: /March 8|8 March/i },
  { name: 'x12 count: employees', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Company facts: Orbit has 120 employees.' },
    { ingest: 'b', at: '2023-12-01T10:00:00Z', content: 'Company facts: after the layoffs Orbit has 95 employees.' },
  ], query: 'How many employees does Orbit have?', current: /\b95\b/, old: /\b120\b/ },
  { name: 'x13 lme: plants', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I have 8 succulents on my windowsill. How often should I water them?', A + 'Every two to three weeks.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat('user: My succulent collection is up to 15 now. Do they need repotting?', A + 'Repot when roots fill the pot.') },
  ], query: 'How many succulents do I have?', current: /15/, old: /\b8\b/ },
  { name: 'x14 count: limit', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'API docs: the rate limit is 100 requests per minute.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'API docs: the rate limit was raised to 500 requests per minute.' },
  ], query: 'What is the rate limit?', current: /500/, old: /\b100\b/ },
  { name: 'x15 late older: employer', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Alumni news: Lucia Ferri joined Ferrari as an engineer.' },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: 'Alumni news: Lucia Ferri works at Ducati.' },
  ], query: 'Where does Lucia Ferri work?', current: /ferrari/i, old: /ducati/i },
  { name: 'x16 late older: lme headphones', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat('user: I replaced my Bose headphones with Sony WH-1000XM5. How do I set up noise cancelling?', A + 'Use the Sony app.') },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My Bose headphones keep disconnecting. Any fix?', A + 'Reset the pairing list.') },
  ], query: 'Which headphones do I use?', current: /sony/i, old: /bose/i },
  { name: 'x17 two people: cities', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Team map: Ivo lives in Split.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Team map: Maja lives in Zagreb.' },
  ], query: 'Where does Ivo live?', current: /split/i, other: { query: 'Where does Maja live?', value: /zagreb/i } },
  { name: 'x18 two people: drinks', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Office kitchen: Tariq drinks green tea.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Office kitchen: Sofie drinks black coffee.' },
  ], query: 'What does Tariq drink?', current: /green tea/i, other: { query: 'What does Sofie drink?', value: /coffee/i } },
  { name: 'x19 update endpoint: price', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Catalog: the starter kit costs $49.' },
    { update: 'a', content: 'Catalog: the starter kit costs $59.' },
  ], query: 'How much does the starter kit cost?', current: /\$59/, old: /\$49/ },
  { name: 'x20 deleted: instrument', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Malik: I play the cello.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Malik: I work at Spotify.' },
    { delete: 'a' },
  ], query: 'Where does Malik work?', current: /spotify/i, deleted: ['a'] },
];

// Round 38: written at the twenty-first session after the meaning-matched change step, before running it; run once on
// 62ebc4d (79/96), then its misses fixed in general form (3d3f88d).
const ROUND_38: Scenario[] = [
  { name: 'ab1 lme: city in a cycling question', category: 'address', steps: [
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: chat("user: Are there good cycling routes around Ghent? I'd like something close to where I live.", A + 'The Leie river path is lovely.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat("user: Since moving to Antwerp last month I haven't found a cycling club. Any suggestions?", A + 'Check the local Strava clubs.') },
  ], query: 'Which city do I live in?', current: /antwerp/i, old: /ghent/i },
  { name: 'ab2 address: newsletter bio', category: 'address', steps: [
    { ingest: 'a', at: '2022-05-01T10:00:00Z', content: 'About the author: Hana Sato writes from Osaka, where she lives with two cats.' },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: 'About the author: Hana Sato now writes from Kyoto, where she moved last spring.' },
  ], query: 'Where does Hana Sato live?', current: /kyoto/i, old: /osaka/i },
  { name: 'ab3 two people: languages', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Tutors: Nadia teaches French.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Tutors: Oskar teaches German.' },
  ], query: 'What does Nadia teach?', current: /french/i, other: { query: 'What does Oskar teach?', value: /german/i } },
  { name: 'ab4 employer: conference badge', category: 'employer', steps: [
    { ingest: 'a', at: '2022-09-01T10:00:00Z', content: 'Attendee list: Pedro Alves, data scientist, Nubank.' },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: 'Attendee list: Pedro Alves, now a data scientist at Mercado Libre.' },
  ], query: 'Where does Pedro Alves work?', current: /mercado libre/i, old: /nubank/i },
  { name: 'ab5 lme: employer in a parking question', category: 'employer', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: Parking at the Nike office where I work is a nightmare. Should I take the train?', A + 'The train is usually less stressful.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I've been at Adidas for two months now and they give us a parking spot. Is it worth keeping my train pass?", A + 'Probably not if you drive every day.') },
  ], query: 'Where do I work?', current: /adidas/i, old: /nike/i },
  { name: 'ab6 deleted: gym', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Priya: I go to the gym on Mondays.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Priya: I live in Leicester.' },
    { delete: 'a' },
  ], query: 'Where does Priya live?', current: /leicester/i, deleted: ['a'] },
  { name: 'ab7 lme: favourite podcast', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I listen to Hardcore History on every commute, it's my favorite podcast. Anything similar?", A + 'Try The Rest Is History.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: Lately my favorite podcast is Lex Fridman. Which episodes are the best?", A + 'The long-form science ones are popular.') },
  ], query: 'What is my favorite podcast?', current: /lex fridman/i, old: /hardcore history/i },
  { name: 'ab8 preference: editor', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Setup notes: Jonas writes code in Sublime Text.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Setup notes: Jonas gave up Sublime Text and codes in Neovim now.' },
  ], query: 'Which editor does Jonas use?', current: /neovim/i, old: /sublime/i },
  { name: 'ab9 lme: milk', category: 'preference', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: I put oat milk in my coffee every morning. Is it healthy?', A + 'It is fine in moderation.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat("user: I've replaced oat milk with almond milk in my coffee. Does that change the calories?", A + 'Almond milk usually has fewer calories.') },
  ], query: 'What milk do I put in my coffee?', current: /almond/i, old: /oat/i },
  { name: 'ab10 decision: database', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Architecture log: orders are stored in MongoDB.' },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Architecture log: we migrated the orders store from MongoDB to PostgreSQL.' },
  ], query: 'Where are orders stored?', current: /postgres/i, old: /mongo/i },
  { name: 'ab11 decision: standup time', category: 'decision', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Team agreements: standup is at 9:30.' },
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: 'Team agreements: we voted to move standup to 10:00.' },
  ], query: 'When is standup?', current: /10:00|10 ?am/i, old: /9:30/i },
  { name: 'ab12 date: lme flight', category: 'date', steps: [
    { ingest: 'a', at: '2024-05-01T10:00:00Z', content: chat('user: My flight to Lisbon is on June 3. What should I pack for a week?', A + 'Light layers and comfortable shoes.') },
    { ingest: 'b', at: '2024-05-20T10:00:00Z', content: chat('user: The airline changed my Lisbon flight to June 5. Do I need to rebook my hotel?', A + 'Ask the hotel to shift your check-in.') },
  ], query: 'When is my flight to Lisbon?', current: /June 5|5 June/i, old: /June 3|3 June/i },
  { name: 'ab13 date: board meeting', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: 'Board calendar: the Q1 board meeting will be held on February 20.' },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Board calendar: the Q1 board meeting was postponed to March 6.' },
  ], query: 'When is the Q1 board meeting?', current: /March 6|6 March/i, old: /February 20|20 February/i },
  { name: 'ab14 lme: savings', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I've saved $4,000 toward a house deposit. How long until I reach $20,000?", A + 'It depends on your monthly savings.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat('user: My house deposit fund is at $9,500 now. Should I move it to a high-yield account?', A + 'Yes, a high-yield savings account makes sense.') },
  ], query: 'How much have I saved for a house deposit?', current: /9,500|9500/i, old: /4,000|4000/i },
  { name: 'ab15 count: stores', category: 'count', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Company profile: Brewly operates 12 coffee shops.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Company profile: Brewly has grown to 20 coffee shops.' },
  ], query: 'How many coffee shops does Brewly operate?', current: /\b20\b/, old: /\b12\b/ },
  { name: 'ab16 count: lme pushups', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I can do 20 push-ups in a row. How do I get to 50?', A + 'Add a few reps every session.') },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: chat('user: I can now do 35 push-ups in a row! What next?', A + 'Try decline push-ups.') },
  ], query: 'How many push-ups can I do in a row?', current: /35/, old: /\b20\b/ },
  { name: 'ab17 late older: lme car', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: chat('user: I traded my Mazda 3 for a Hyundai Ioniq 5. How do I find fast chargers?', A + 'Use the PlugShare app.') },
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: chat('user: My Mazda 3 needs new tires. Which brand is good?', A + 'Michelin and Continental are reliable.') },
  ], query: 'What car do I drive?', current: /ioniq/i, old: /mazda/i },
  { name: 'ab18 late older: manager', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-06-01T10:00:00Z', content: 'Org chart: the support team now reports to Diane Cole.' },
    { ingest: 'a', at: '2023-06-01T10:00:00Z', content: 'Org chart: the support team reports to Mark Ellis.' },
  ], query: 'Who does the support team report to?', current: /diane/i, old: /mark ellis/i },
  { name: 'ab19 two people: pets', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Neighbours: Rosa has a golden retriever.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Neighbours: Felix has a tabby cat.' },
  ], query: 'What pet does Rosa have?', current: /retriever/i, other: { query: 'What pet does Felix have?', value: /cat/i } },
  { name: 'ab20 update endpoint: hours', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Shop info: the bakery opens at 7am.' },
    { update: 'a', content: 'Shop info: the bakery opens at 6am.' },
  ], query: 'When does the bakery open?', current: /6 ?am|6:00/i, old: /7 ?am|7:00/i },
];

// Round 39: written at the twenty-first session after round 38's fixes (3d3f88d), before running it; run once on
// d9d8835 (80/96), then its misses fixed in general form (a69acc2).
const ROUND_39: Scenario[] = [
  { name: 'ac1 lme: city in a gardening question', category: 'address', steps: [
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: chat("user: What vegetables grow well on a balcony in Rotterdam? The wind off the harbour here is brutal.", A + 'Try lettuce, herbs and dwarf beans.') },
    { ingest: 'b', at: '2023-09-15T10:00:00Z', content: chat("user: We just bought a house in Utrecht with a proper garden! What should I plant in autumn?", A + 'Garlic, tulip bulbs and winter onions.') },
  ], query: 'Which city do I live in?', current: /utrecht/i, old: /rotterdam/i },
  { name: 'ac2 address: alumni update', category: 'address', steps: [
    { ingest: 'a', at: '2022-02-01T10:00:00Z', content: 'Class notes: Farid Haddad is living in Beirut and teaching math.' },
    { ingest: 'b', at: '2023-02-01T10:00:00Z', content: 'Class notes: Farid Haddad has moved to Dubai, still teaching math.' },
  ], query: 'Where does Farid Haddad live?', current: /dubai/i, old: /beirut/i },
  { name: 'ac3 employer: press release', category: 'employer', steps: [
    { ingest: 'a', at: '2022-07-01T10:00:00Z', content: 'Press: Ingrid Holm, chief financial officer of Equinor, spoke at the summit.' },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: 'Press: Orsted has appointed Ingrid Holm as its new chief financial officer.' },
  ], query: 'Where does Ingrid Holm work?', current: /orsted/i, old: /equinor/i },
  { name: 'ac4 lme: employer in a laptop question', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: IT at Philips gave me a locked-down laptop. Can I install Python without admin rights?', A + 'Try a user-level install with pyenv.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat("user: I'm starting at ASML next week. What should I know about working in the semiconductor industry?", A + 'Expect strict cleanroom and security rules.') },
  ], query: 'Where do I work?', current: /asml/i, old: /philips/i },
  { name: 'ac5 lme: favourite board game', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: Catan is my favourite board game. Any expansions worth buying?', A + 'Seafarers is a classic.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat('user: My new favourite board game is Wingspan. Is the Oceania expansion good?', A + 'Yes, it balances the food economy.') },
  ], query: 'What is my favourite board game?', current: /wingspan/i, old: /catan/i },
  { name: 'ac6 preference: airline', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Travel profile: Greta always flies Lufthansa.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Travel profile: Greta now prefers KLM over Lufthansa.' },
  ], query: 'Which airline does Greta prefer?', current: /klm/i, old: /lufthansa/i },
  { name: 'ac7 lme: sleep', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I usually go to bed around midnight. Is that too late?', A + 'Consistency matters more than the exact time.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: I've started going to bed at 10pm and I feel great. Should I also wake up earlier?", A + 'Keep a steady wake time.') },
  ], query: 'When do I go to bed?', current: /10 ?pm|22:00/i, old: /midnight/i },
  { name: 'ac8 decision: hosting', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Infra notes: the marketing site is hosted on Netlify.' },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Infra notes: the marketing site now runs on Vercel after the migration.' },
  ], query: 'Where is the marketing site hosted?', current: /vercel/i, old: /netlify/i },
  { name: 'ac9 decision: coffee supplier', category: 'decision', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Office notes: our coffee beans come from Bean Brothers.' },
    { ingest: 'b', at: '2024-06-01T10:00:00Z', content: 'Office notes: we switched coffee suppliers to Roast Republic.' },
  ], query: 'Who supplies our coffee?', current: /roast republic/i, old: /bean brothers/i },
  { name: 'ac10 date: lme exam', category: 'date', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: chat('user: My driving test is on March 14. Any tips for parallel parking?', A + 'Practice with cones.') },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: chat('user: The examiner was sick so my driving test is now on March 28. How do I stay sharp?', A + 'Book a couple more lessons.') },
  ], query: 'When is my driving test?', current: /March 28|28 March/i, old: /March 14|14 March/i },
  { name: 'ac11 date: release', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-10T10:00:00Z', content: 'Roadmap: version 3.0 ships on April 2.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Roadmap: version 3.0 slipped to April 23.' },
  ], query: 'When does version 3.0 ship?', current: /April 23|23 April/i, old: /April 2\b|2 April/i },
  { name: 'ac12 lme: rent', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I pay $1,400 a month in rent. Is that reasonable for a one-bedroom?', A + 'It depends on the city.') },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat('user: My landlord raised the rent to $1,550. Can I negotiate?', A + 'You can ask, especially if you have been a good tenant.') },
  ], query: 'How much rent do I pay?', current: /1,550|1550/i, old: /1,400|1400/i },
  { name: 'ac13 count: team size', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Team page: the data team has 6 engineers.' },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: 'Team page: after two hires the data team is at 8 engineers.' },
  ], query: 'How many engineers are on the data team?', current: /\b8\b/, old: /\b6\b/ },
  { name: 'ac14 lme: marathon time', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My marathon PR is 4:05. How do I break four hours?', A + 'Add tempo runs.') },
    { ingest: 'b', at: '2023-11-01T10:00:00Z', content: chat('user: I ran 3:52 in Berlin, a new marathon PR! What is a realistic next goal?', A + 'Sub 3:45 with a good block.') },
  ], query: 'What is my marathon PR?', current: /3:52/, old: /4:05/ },
  { name: 'ac15 late older: lme watch', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat('user: I swapped my Fitbit for a Garmin Forerunner. How do I import my old data?', A + 'Export from Fitbit and import into Garmin Connect.') },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: My Fitbit says I sleep six hours a night. Is that accurate?', A + 'Wrist trackers are only roughly accurate.') },
  ], query: 'Which fitness watch do I use?', current: /garmin/i, old: /fitbit/i },
  { name: 'ac16 late older: price', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Pricing page: the Team plan now costs $12 per user.' },
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: 'Pricing page: the Team plan costs $10 per user.' },
  ], query: 'How much does the Team plan cost?', current: /\$12/, old: /\$10/ },
  { name: 'ac17 two people: instruments', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Band notes: Lars plays the bass.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Band notes: Emil plays the drums.' },
  ], query: 'What does Lars play?', current: /bass/i, other: { query: 'What does Emil play?', value: /drums/i } },
  { name: 'ac18 two people: employers', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Contacts: Yara works for Unicef.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Contacts: her brother Sami works for Oxfam.' },
  ], query: 'Where does Yara work?', current: /unicef/i, other: { query: 'Where does Sami work?', value: /oxfam/i } },
  { name: 'ac19 update endpoint: capacity', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Venue info: the main hall seats 300 people.' },
    { update: 'a', content: 'Venue info: the main hall seats 450 people.' },
  ], query: 'How many people does the main hall seat?', current: /450/, old: /\b300\b/ },
  { name: 'ac20 deleted: pet', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Tomas: I have a parrot named Kiwi.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Tomas: I work at Siemens.' },
    { delete: 'a' },
  ], query: 'Where does Tomas work?', current: /siemens/i, deleted: ['a'] },
];

// Round 40: written at the twenty-first session after round 39's fixes and the plain-claim limit (efe84d6), before
// running it; run once on aae9f4e (79/96), then its misses fixed in general form (0f0f9da, d9daf60). Its ad7 regex, as
// written before the run, does not match "drives" (the old fact "User drives to work every day" is history); left as written.
const ROUND_40: Scenario[] = [
  { name: 'ad1 lme: city in a weather question', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-05T10:00:00Z', content: chat("user: It rains almost every day in Vancouver. What's a good waterproof jacket for walking to work?", A + 'Look for a Gore-Tex shell.') },
    { ingest: 'b', at: '2023-08-05T10:00:00Z', content: chat("user: Now that I live in Calgary the winters are brutal. What boots do you recommend?", A + 'Insulated boots rated to -40.') },
  ], query: 'Which city do I live in?', current: /calgary/i, old: /vancouver/i },
  { name: 'ad2 address: member directory', category: 'address', steps: [
    { ingest: 'a', at: '2022-04-01T10:00:00Z', content: 'Member directory: Jakub Novak (Brno) - backend developer.' },
    { ingest: 'b', at: '2023-04-01T10:00:00Z', content: 'Member directory: Jakub Novak relocated from Brno to Prague in March.' },
  ], query: 'Where does Jakub Novak live?', current: /prague/i, old: /brno/i },
  { name: 'ad3 employer: newsletter', category: 'employer', steps: [
    { ingest: 'a', at: '2022-10-01T10:00:00Z', content: 'People news: Mei Tanaka is a product designer at Rakuten.' },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: 'People news: Mei Tanaka has accepted an offer from Mercari and starts in November.' },
  ], query: 'Where does Mei Tanaka work?', current: /mercari/i, old: /rakuten/i },
  { name: 'ad4 lme: employer in a lunch question', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: The canteen at Unilever only serves salads on Mondays. Can you suggest packed lunches?", A + 'Grain bowls travel well.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I left Unilever in the summer and joined Heineken. Do you have tips for a good first week?", A + 'Meet your team one-on-one.') },
  ], query: 'Where do I work?', current: /heineken/i, old: /unilever/i },
  { name: 'ad5 lme: favourite band', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: Radiohead is my favourite band. What should I listen to next?", A + 'Try Portishead.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: I've been obsessed with Khruangbin lately, they're my new favourite band. Any similar artists?", A + 'Try Bonobo and Glass Beams.') },
  ], query: 'What is my favourite band?', current: /khruangbin/i, old: /radiohead/i },
  { name: 'ad6 preference: tea', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Kitchen notes: Pia drinks black coffee every morning.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Kitchen notes: Pia quit coffee and drinks matcha in the mornings now.' },
  ], query: 'What does Pia drink in the morning?', current: /matcha/i, old: /coffee/i },
  { name: 'ad7 lme: transport', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I drive to work every day and parking costs a fortune. Any ideas?', A + 'Look for a monthly pass.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: I've started taking the train to work instead of driving. How do I stay productive on the commute?", A + 'Podcasts or reading.') },
  ], query: 'How do I get to work?', current: /train/i, old: /\bdrive\b|driving/i },
  { name: 'ad8 decision: analytics', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Product notes: we track events with Mixpanel.' },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Product notes: after the pricing change we dropped Mixpanel and moved event tracking to PostHog.' },
  ], query: 'Which tool do we track events with?', current: /posthog/i, old: /mixpanel/i },
  { name: 'ad9 decision: retro cadence', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Team agreements: retros happen every Friday.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Team agreements: retros will now happen every other Thursday.' },
  ], query: 'When do retros happen?', current: /thursday/i, old: /friday/i },
  { name: 'ad10 date: lme surgery', category: 'date', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: chat('user: My knee surgery is scheduled for April 9. What should I prepare at home?', A + 'Set up a recovery space downstairs.') },
    { ingest: 'b', at: '2024-03-20T10:00:00Z', content: chat('user: The hospital pushed my knee surgery back to April 30. Should I keep doing physio until then?', A + 'Yes, prehab helps recovery.') },
  ], query: 'When is my knee surgery?', current: /April 30|30 April/i, old: /April 9|9 April/i },
  { name: 'ad11 date: conference', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Events: DevDays Lisbon takes place on June 4.' },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Events: DevDays Lisbon has been rescheduled for September 17.' },
  ], query: 'When is DevDays Lisbon?', current: /September 17|17 September/i, old: /June 4|4 June/i },
  { name: 'ad12 lme: steps', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I average about 6,000 steps a day. Is that enough?', A + 'Aim for 8,000 if you can.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: I'm averaging 11,000 steps a day now that I walk to work. Should I add strength training?", A + 'Yes, twice a week.') },
  ], query: 'How many steps do I average a day?', current: /11,000|11000/i, old: /6,000|6000/i },
  { name: 'ad13 count: customers', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Board update: we serve 340 paying customers.' },
    { ingest: 'b', at: '2023-12-01T10:00:00Z', content: 'Board update: paying customers grew to 910 this year.' },
  ], query: 'How many paying customers do we have?', current: /910/, old: /340/ },
  { name: 'ad14 count: followers', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Social stats: the podcast account has 1,200 followers.' },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: 'Social stats: the podcast account crossed 5,000 followers.' },
  ], query: 'How many followers does the podcast account have?', current: /5,000|5000/i, old: /1,200|1200/i },
  { name: 'ad15 late older: lme bank', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat('user: I moved my savings from Barclays to Monzo. Is the interest taxed?', A + 'Yes, above your personal savings allowance.') },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: My Barclays savings account pays 1.5%. Is that good?', A + 'You can find better rates.') },
  ], query: 'Which bank holds my savings?', current: /monzo/i, old: /barclays/i },
  { name: 'ad16 late older: address', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: 'Contact card: Lucas Moreau lives in Lyon now.' },
    { ingest: 'a', at: '2022-05-01T10:00:00Z', content: 'Contact card: Lucas Moreau lives in Marseille.' },
  ], query: 'Where does Lucas Moreau live?', current: /lyon/i, old: /marseille/i },
  { name: 'ad17 two people: phones', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Device notes: Hugo uses an iPhone 14.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Device notes: his sister Lea uses a Pixel 7.' },
  ], query: 'Which phone does Hugo use?', current: /iphone/i, other: { query: 'Which phone does Lea use?', value: /pixel/i } },
  { name: 'ad18 two people: hometowns', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Wedding guests: Ravi lives in Leeds.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Wedding guests: Anika lives in Bath.' },
  ], query: 'Where does Ravi live?', current: /leeds/i, other: { query: 'Where does Anika live?', value: /bath/i } },
  { name: 'ad19 update endpoint: wifi', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Office info: the guest wifi password is sunflower24.' },
    { update: 'a', content: 'Office info: the guest wifi password is maple77.' },
  ], query: 'What is the guest wifi password?', current: /maple77/i, old: /sunflower24/i },
  { name: 'ad20 deleted: hobby', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Ines: I collect vinyl records.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Ines: I live in Coimbra.' },
    { delete: 'a' },
  ], query: 'Where does Ines live?', current: /coimbra/i, deleted: ['a'] },
];

// Round 41: written at the twenty-second session before running it (round 42 with it); run once on 352001e (78/96).
const ROUND_41: Scenario[] = [
  { name: 'ae1 lme: city in a yoga question', category: 'address', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat("user: I've been living in Lisbon for three years and still can't find a decent yoga studio. Tips?", A + 'Ask at the local climbing gyms; they often know.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat("user: Since moving to Porto last month I haven't found a gym I like. Any suggestions?", A + 'Try a few day passes first.') },
  ], query: 'Which city do I live in?', current: /porto/i, old: /lisbon/i },
  { name: 'ae2 address: alumni update', category: 'address', steps: [
    { ingest: 'a', at: '2022-03-01T10:00:00Z', content: 'Alumni update: Sofia Rossi is based in Milan.' },
    { ingest: 'b', at: '2023-03-01T10:00:00Z', content: "Alumni update: Sofia Rossi is now based in Turin after moving for her partner's job." },
  ], query: 'Where does Sofia Rossi live?', current: /turin/i, old: /milan/i },
  { name: 'ae3 employer: speaker bio', category: 'employer', steps: [
    { ingest: 'a', at: '2022-05-01T10:00:00Z', content: 'Speaker bio: Daniel Kim leads the platform team at Shopify.' },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: 'Speaker bio: Daniel Kim, formerly of Shopify, now heads engineering at Figma.' },
  ], query: 'Where does Daniel Kim work?', current: /figma/i, old: /shopify/i },
  { name: 'ae4 lme: employer in a slides question', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-10T10:00:00Z', content: chat('user: My manager at Siemens wants a slide deck by Friday. How should I structure it?', A + 'Start with the conclusion, then the evidence.') },
    { ingest: 'b', at: '2023-09-10T10:00:00Z', content: chat('user: I started a new job at Bosch this week. How do I make a good impression?', A + 'Listen first and take notes.') },
  ], query: 'Where do I work?', current: /bosch/i, old: /siemens/i },
  { name: 'ae5 lme: favourite cuisine', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: Thai food is my absolute favourite. Can you give me a green curry recipe?', A + 'Here is a simple one with coconut milk.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: These days I'm really into Ethiopian food, it's become my favourite cuisine. Where do I start cooking it?", A + 'Start with misir wot and injera.') },
  ], query: 'What is my favourite cuisine?', current: /ethiopian/i, old: /thai/i },
  { name: 'ae6 preference: work music', category: 'preference', steps: [
    { ingest: 'a', at: '2022-02-01T10:00:00Z', content: 'Team profile: Omar listens to jazz while he works.' },
    { ingest: 'b', at: '2023-02-01T10:00:00Z', content: 'Team profile: Omar has switched to lo-fi beats for focus.' },
  ], query: 'What does Omar listen to while working?', current: /lo-fi/i, old: /jazz/i },
  { name: 'ae7 lme: saturday sport', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I play tennis every Saturday morning. How can I improve my backhand?', A + 'Work on your footwork first.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat('user: I gave up tennis and took up padel, I play it every Saturday now. Which racket should I buy?', A + 'A round racket is forgiving for beginners.') },
  ], query: 'What sport do I play on Saturdays?', current: /padel/i, old: /tennis/i },
  { name: 'ae8 decision: ci', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Infra notes: our CI runs on Jenkins.' },
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: 'Infra notes: CI was migrated from Jenkins to GitHub Actions last sprint.' },
  ], query: 'What does our CI run on?', current: /github actions/i, old: /jenkins/i },
  { name: 'ae9 decision: holiday', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-15T10:00:00Z', content: 'Family plan: we are going to Crete for the summer holiday.' },
    { ingest: 'b', at: '2024-03-15T10:00:00Z', content: 'Family plan: change of plans, the summer holiday will be in Sardinia instead of Crete.' },
  ], query: 'Where is the summer holiday?', current: /sardinia/i, old: /crete/i },
  { name: 'ae10 lme: driving test', category: 'date', steps: [
    { ingest: 'a', at: '2024-04-01T10:00:00Z', content: 'user: My driving test is on May 14. Any last tips for parallel parking?\n' + A + 'Use your mirrors and go slowly.' },
    { ingest: 'b', at: '2024-05-10T10:00:00Z', content: 'user: The examiner cancelled, so my driving test is now on June 2. How should I use the extra time?\n' + A + 'Book two more lessons.' },
  ], query: 'When is my driving test?', current: /June 2\b|2 June/i, old: /May 14|14 May/i },
  { name: 'ae11 date: release', category: 'date', steps: [
    { ingest: 'a', at: '2024-06-01T10:00:00Z', content: 'Release calendar: version 3.0 ships on October 1.' },
    { ingest: 'b', at: '2024-08-01T10:00:00Z', content: 'Release calendar: version 3.0 slipped to November 15.' },
  ], query: 'When does version 3.0 ship?', current: /November 15|15 November/i, old: /October 1\b|1 October/i },
  { name: 'ae12 lme: books a year', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-05T10:00:00Z', content: chat('user: I read about 20 books a year. Can you recommend some sci-fi?', A + 'Try The Left Hand of Darkness.') },
    { ingest: 'b', at: '2024-01-05T10:00:00Z', content: chat('user: I read 35 books last year, way more than usual! What should I read next?', A + 'Try Piranesi.') },
  ], query: 'How many books do I read a year?', current: /\b35\b/, old: /\b20\b/ },
  { name: 'ae13 count: vans', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Fleet report: the company owns 12 delivery vans.' },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: 'Fleet report: after the expansion the company now runs 18 delivery vans.' },
  ], query: 'How many delivery vans does the company have?', current: /\b18\b/, old: /\b12\b/ },
  { name: 'ae14 count: dogs', category: 'count', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Household: the Garcias have one dog.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Household: the Garcias adopted a second dog in spring, so they have two now.' },
  ], query: 'How many dogs do the Garcias have?', current: /\btwo\b|second dog/i, old: /\bone dog\b/i },
  { name: 'ae15 late older: lme phone', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: chat('user: Ever since I switched from Android to an iPhone my battery lasts longer. Any good apps?', A + 'Try Things and Overcast.') },
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: chat('user: My Android phone keeps freezing. Should I factory reset it?', A + 'Back it up first, then try safe mode.') },
  ], query: 'Which phone do I use?', current: /iphone/i, old: /android/i },
  { name: 'ae16 late older: teaching', category: 'late older document', steps: [
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: 'Staff list: Nora Lind now teaches at Uppsala University.' },
    { ingest: 'a', at: '2021-09-01T10:00:00Z', content: 'Staff list: Nora Lind teaches at Lund University.' },
  ], query: 'Where does Nora Lind teach?', current: /uppsala/i, old: /lund/i },
  { name: 'ae17 two people: cars', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Carpool: Mateo drives a Toyota Corolla.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Carpool: Elena drives a Honda Civic.' },
  ], query: 'What car does Mateo drive?', current: /corolla|toyota/i, other: { query: 'What car does Elena drive?', value: /civic|honda/i } },
  { name: 'ae18 two people: subjects', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: "Class list: Yuki's favourite subject is chemistry." },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: "Class list: Sam's favourite subject is history." },
  ], query: "What is Yuki's favourite subject?", current: /chemistry/i, other: { query: "What is Sam's favourite subject?", value: /history/i } },
  { name: 'ae19 update endpoint: dinner venue', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Venue info: the dinner is at Trattoria Roma on 5th Street.' },
    { update: 'a', content: 'Venue info: the dinner is at Casa Lupo on Main Street.' },
  ], query: 'Where is the dinner?', current: /casa lupo/i, old: /trattoria roma/i },
  { name: 'ae20 deleted: allergy', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: "Quinn: I'm allergic to peanuts." },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Quinn: I work as a nurse.' },
    { delete: 'a' },
  ], query: 'What does Quinn do for work?', current: /nurse/i, deleted: ['a'] },
];

// Round 42: written at the twenty-second session, with round 41, before running either; run once on ed1e7f8 (61/96),
// after round 41's fixes.
const ROUND_42: Scenario[] = [
  { name: 'af1 lme: city in a garden question', category: 'address', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: I rent a tiny flat in Munich and need storage ideas. What works?', A + 'Under-bed boxes and wall shelves.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat('user: We just bought a house in Augsburg and I have a garden for the first time! What should I plant?', A + 'Start with herbs and tomatoes.') },
  ], query: 'Which city do I live in?', current: /augsburg/i, old: /munich/i },
  { name: 'af2 address: pen pals', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Pen pals: Aylin Demir lives in Izmir and loves sailing.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Pen pals: Aylin Demir has moved to Ankara for university.' },
  ], query: 'Where does Aylin Demir live?', current: /ankara/i, old: /izmir/i },
  { name: 'af3 employer: profile summary', category: 'employer', steps: [
    { ingest: 'a', at: '2022-06-01T10:00:00Z', content: 'Profile summary: Marco Bianchi - Software Engineer at Ferrari.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Profile summary: Marco Bianchi - Senior Software Engineer at Lamborghini (since May).' },
  ], query: 'Where does Marco Bianchi work?', current: /lamborghini/i, old: /ferrari/i },
  { name: 'af4 lme: hospital', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm a nurse at St. Mary's Hospital and work night shifts. How can I sleep better during the day?", A + 'Blackout curtains and a fixed schedule.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat("user: I transferred to Royal Free Hospital and I'm on day shifts now. How do I reset my sleep schedule?", A + 'Shift your bedtime by an hour a day.') },
  ], query: 'Which hospital do I work at?', current: /royal free/i, old: /st\.? mary/i },
  { name: 'af5 lme: running shoes', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My go-to running shoe is the Nike Pegasus. Is there a newer version?', A + 'Yes, the Pegasus 40.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: I've moved over to Hoka Cliftons for my runs and my knees feel better. How long do they last?", A + 'About 500 to 800 km.') },
  ], query: 'Which running shoes do I use?', current: /hoka|clifton/i, old: /pegasus/i },
  { name: 'af6 preference: seat', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Travel profile: Lena prefers window seats on flights.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Travel profile: Lena now always books aisle seats because of her knee.' },
  ], query: 'Which seat does Lena prefer on flights?', current: /aisle/i, old: /window/i },
  { name: 'af7 lme: milk', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I drink oat milk in my coffee. Which brand froths best?', A + 'Barista editions froth best.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: I've gone back to regular cow's milk in my coffee. Is whole milk better for latte art?", A + 'Yes, the fat helps.') },
  ], query: 'What milk do I take in my coffee?', current: /cow|regular|whole/i, old: /\boat\b/i },
  { name: 'af8 decision: backups', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Ops notes: backups are stored in S3.' },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Ops notes: we moved backups off S3 to Backblaze B2 to save costs.' },
  ], query: 'Where are backups stored?', current: /backblaze/i, old: /\bS3\b/ },
  { name: 'af9 decision: offsite', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Board minutes: the annual offsite will be held in Vienna.' },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Board minutes: the board voted to hold the annual offsite in Prague rather than Vienna.' },
  ], query: 'Where is the annual offsite held?', current: /prague/i, old: /vienna/i },
  { name: 'af10 date: dentist', category: 'date', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Dentist reminder: your check-up is booked for 3 March at 10:00.' },
    { ingest: 'b', at: '2024-02-20T10:00:00Z', content: 'Dentist reminder: your check-up has been rebooked to 17 March at 14:30.' },
  ], query: 'When is my dentist check-up?', current: /17 March|March 17/i, old: /\b3 March|March 3\b/i },
  { name: 'af11 lme: wedding date', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-10T10:00:00Z', content: chat("user: We're getting married on August 24 and I'm panicking about the seating plan.", A + 'Group guests by how they know you.') },
    { ingest: 'b', at: '2024-03-10T10:00:00Z', content: chat('user: We had to move the wedding to October 5 because the venue double-booked. How do I tell the guests?', A + 'Send a short, warm update card.') },
  ], query: 'When is the wedding?', current: /October 5|5 October/i, old: /August 24|24 August/i },
  { name: 'af12 lme: houseplants', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I have 4 houseplants and they keep dying. What am I doing wrong?', A + 'Probably overwatering.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat('user: My collection is up to 15 houseplants now! How do I water them all while on holiday?', A + 'Self-watering globes work.') },
  ], query: 'How many houseplants do I have?', current: /\b15\b/, old: /\b4\b|\bfour\b/i },
  { name: 'af13 count: support agents', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Team page: the support team has 6 agents.' },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: 'Team page: the support team has grown to 11 agents.' },
  ], query: 'How many agents does the support team have?', current: /\b11\b|eleven/i, old: /\b6\b|\bsix\b/i },
  { name: 'af14 count: library loans', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Library stats: the branch lends 800 books a month.' },
    { ingest: 'b', at: '2023-12-01T10:00:00Z', content: 'Library stats: the branch now lends about 1,300 books a month.' },
  ], query: 'How many books does the branch lend a month?', current: /1,300|1300/, old: /\b800\b/ },
  { name: 'af15 late older: lme commute', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat('user: Now that I cycle to work, I need a good bike lock. Recommendations?', A + 'A D-lock plus a cable.') },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I take the bus to work and it's always late. How do I make the most of the wait?", A + 'Audiobooks and language apps.') },
  ], query: 'How do I get to work?', current: /cycl|bike/i, old: /\bbus\b/i },
  { name: 'af16 late older: account manager', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-06-01T10:00:00Z', content: "CRM: Acme Corp's account manager is Julia Weiss." },
    { ingest: 'a', at: '2023-06-01T10:00:00Z', content: "CRM: Acme Corp's account manager is Peter Lang." },
  ], query: "Who is Acme Corp's account manager?", current: /julia/i, old: /peter/i },
  { name: 'af17 two people: banks', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Intro thread: Kofi works at Deutsche Bank.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: "Intro thread: Kofi's wife Ama works at Allianz." },
  ], query: 'Where does Kofi work?', current: /deutsche/i, other: { query: 'Where does Ama work?', value: /allianz/i } },
  { name: 'af18 two people: running distance', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Running club: Ines runs 40 km a week.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Running club: Paul runs 25 km a week.' },
  ], query: 'How far does Ines run a week?', current: /\b40\b/, other: { query: 'How far does Paul run a week?', value: /\b25\b/ } },
  { name: 'af19 update endpoint: closing time', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Shop info: we close at 6 pm on Saturdays.' },
    { update: 'a', content: 'Shop info: we close at 8 pm on Saturdays.' },
  ], query: 'When does the shop close on Saturdays?', current: /\b8 ?pm|20:00/i, old: /\b6 ?pm|18:00/i },
  { name: 'af20 deleted: language', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Bo: I speak Mandarin.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Bo: I teach maths at a high school.' },
    { delete: 'a' },
  ], query: 'What does Bo teach?', current: /math/i, deleted: ['a'] },
];

// Round 43: written at the twenty-second session after round 42's fixes, before running it; run once on fcc0aec (66/96).
const ROUND_43: Scenario[] = [
  { name: 'ag1 lme: city in a car question', category: 'address', steps: [
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: chat("user: Is it worth getting a car in Amsterdam or should I keep cycling everywhere? I've lived here since 2019.", A + 'Most people there manage without one.') },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: chat("user: After the move to Rotterdam I'm finally getting a car. Which small EV is best?", A + 'Look at the Renault 5 and the MG4.') },
  ], query: 'Which city do I live in?', current: /rotterdam/i, old: /amsterdam/i },
  { name: 'ag2 address: metadata speaker', category: 'address', steps: [
    { ingest: 'a', at: '2022-04-01T10:00:00Z', speaker: 'Carmen', content: "I've been in Valencia for five years now and I love the beach." },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', speaker: 'Carmen', content: 'Big change: I relocated to Seville in the spring.' },
  ], query: 'Where does Carmen live?', current: /seville/i, old: /valencia/i },
  { name: 'ag3 employer: email signature', category: 'employer', steps: [
    { ingest: 'a', at: '2022-05-01T10:00:00Z', content: 'Thanks for the draft, comments inline.\n\nRuth Adler\nSenior Counsel, Baker McKenzie' },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: 'Happy to review next week.\n\nRuth Adler\nPartner, Clifford Chance' },
  ], query: 'Where does Ruth Adler work?', current: /clifford chance/i, old: /baker mckenzie/i },
  { name: 'ag4 lme: school', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-10T10:00:00Z', content: chat("user: I'm a teacher at Riverside Elementary and my class has 28 kids. Any classroom management tips?", A + 'Clear routines help most.') },
    { ingest: 'b', at: '2023-09-10T10:00:00Z', content: chat('user: This year I moved schools, I teach at Oakwood Academy now. How do I get to know new colleagues?', A + 'Join the staff social events.') },
  ], query: 'Where do I teach?', current: /oakwood/i, old: /riverside/i },
  { name: 'ag5 lme: favourite superhero', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm a huge Marvel fan, Iron Man is my favourite superhero. Any comic recommendations?", A + 'Try Extremis.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat('user: Honestly Batman has overtaken Iron Man as my favourite superhero after the new film. Which Batman comics should I read?', A + 'Start with Year One.') },
  ], query: 'Who is my favourite superhero?', current: /batman/i, old: /iron man/i },
  { name: 'ag6 preference: coffee order', category: 'preference', steps: [
    { ingest: 'a', at: '2022-03-01T10:00:00Z', content: 'Dana: my drink of choice is a flat white.' },
    { ingest: 'b', at: '2023-03-01T10:00:00Z', content: "Dana: I've been ordering cortados instead of flat whites lately." },
  ], query: "What is Dana's drink of choice?", current: /cortado/i, old: /flat white/i },
  { name: 'ag7 lme: streaming', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I usually watch movies on Netflix. What's worth seeing this weekend?", A + 'The new thriller is getting good reviews.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I cancelled Netflix and now watch everything on Disney+. What's good there?", A + 'Try Andor.') },
  ], query: 'Which streaming service do I use?', current: /disney/i, old: /netflix/i },
  { name: 'ag8 decision: release cadence', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Sprint review: the team agreed to release every two weeks.' },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Sprint review: from now on we release weekly.' },
  ], query: 'How often does the team release?', current: /weekly/i, old: /two weeks/i },
  { name: 'ag9 decision: caterer', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Wedding planning: the caterer is Green Fork.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Wedding planning: we let Green Fork go and hired Spoon & Co as the caterer.' },
  ], query: 'Who is the caterer?', current: /spoon/i, old: /green fork/i },
  { name: 'ag10 date: parents evening', category: 'date', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: "School newsletter: parents' evening is on Thursday 14 March." },
    { ingest: 'b', at: '2024-03-10T10:00:00Z', content: "School newsletter update: parents' evening has been postponed to Thursday 21 March." },
  ], query: "When is parents' evening?", current: /21 March|March 21/i, old: /14 March|March 14/i },
  { name: 'ag11 lme: flight date', category: 'date', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: chat('user: My flight to Tokyo leaves on 2 May. What should I pack?', A + 'Layers and comfortable shoes.') },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: chat('user: The airline changed my Tokyo flight to 4 May. Do I need to rebook the hotel?', A + 'Yes, add the extra nights.') },
  ], query: 'When is my flight to Tokyo?', current: /4 May|May 4/i, old: /2 May|May 2\b/i },
  { name: 'ag12 lme: vocabulary', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm learning Spanish and I know about 500 words so far. How do I get to conversational?", A + 'Aim for the 1,000 most common words.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat('user: My Spanish vocabulary is now around 1,500 words! What should I focus on next?', A + 'Listening practice.') },
  ], query: 'How many Spanish words do I know?', current: /1,500|1500/, old: /\b500\b/ },
  { name: 'ag13 count: newsletter', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Newsletter stats: the newsletter has 2,300 subscribers.' },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: 'Newsletter stats: we just passed 3,000 subscribers.' },
  ], query: 'How many subscribers does the newsletter have?', current: /3,000|3000/, old: /2,300|2300/ },
  { name: 'ag14 count: grandchildren', category: 'count', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Family notes: Kim has three grandchildren.' },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: "Family notes: Kim's fourth grandchild was born in June." },
  ], query: 'How many grandchildren does Kim have?', current: /\bfour|\b4\b/i, old: /\bthree\b|\b3\b/i },
  { name: 'ag15 late older: lme desk', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: chat('user: Since I switched to a standing desk my back pain is gone. Any stretches to keep it that way?', A + 'Hip flexor stretches.') },
    { ingest: 'a', at: '2023-05-01T10:00:00Z', content: chat('user: I sit at a regular desk all day and my back hurts. Any tips?', A + 'Take a break every 30 minutes.') },
  ], query: 'What kind of desk do I use?', current: /standing/i, old: /regular desk/i },
  { name: 'ag16 late older: coach', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Roster: Coach Ferreira now trains the under-14s.' },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: 'Roster: Coach Ferreira trains the under-12s.' },
  ], query: 'Which team does Coach Ferreira train?', current: /under-14/i, old: /under-12/i },
  { name: 'ag17 two people: diets', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Yoga class: Maya is vegetarian.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Yoga class: Ben is vegan.' },
  ], query: "What is Maya's diet?", current: /vegetarian/i, other: { query: "What is Ben's diet?", value: /vegan/i } },
  { name: 'ag18 two people: lme siblings', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My brother Tom lives in Glasgow. What should I see when I visit him?', A + 'The Kelvingrove museum.') },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: chat('user: My sister Anna lives in Cardiff. Any day trips from there?', A + 'The Brecon Beacons.') },
  ], query: 'Where does Tom live?', current: /glasgow/i, other: { query: 'Where does Anna live?', value: /cardiff/i } },
  { name: 'ag19 update endpoint: on-call', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Team page: the on-call engineer this week is Priya.' },
    { update: 'a', content: 'Team page: the on-call engineer this week is Marcus.' },
  ], query: 'Who is the on-call engineer this week?', current: /marcus/i, old: /priya/i },
  { name: 'ag20 deleted: marathon', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: "Theo: I'm training for the Berlin marathon." },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Theo: I live in Hamburg.' },
    { delete: 'a' },
  ], query: 'Where does Theo live?', current: /hamburg/i, deleted: ['a'] },
];

// Round 44: written at the twenty-second session after round 43's fixes and the many-valued change limit (5b91491),
// before running it (round 45 with it); run once on d44b28f (67/96).
const ROUND_44: Scenario[] = [
  { name: 'ah1 lme: city in a dishwasher question', category: 'address', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat("user: My apartment in Brooklyn has no dishwasher. What's the fastest way to hand-wash dishes?", A + 'Soak first, then wash in batches.') },
    { ingest: 'b', at: '2023-11-01T10:00:00Z', content: chat('user: I just signed a lease in Jersey City, so I finally get a dishwasher! Any tips for loading it?', A + 'Plates facing the centre.') },
  ], query: 'Which city do I live in?', current: /jersey city/i, old: /brooklyn/i },
  { name: 'ah2 address: contact card', category: 'address', steps: [
    { ingest: 'a', at: '2022-02-01T10:00:00Z', content: 'Contact card: Oliver Grant, 14 Elm Road, Bristol.' },
    { ingest: 'b', at: '2023-02-01T10:00:00Z', content: 'Contact card: Oliver Grant has a new address: 2 Quay Street, Cardiff.' },
  ], query: 'Where does Oliver Grant live?', current: /cardiff/i, old: /bristol/i },
  { name: 'ah3 employer: team directory', category: 'employer', steps: [
    { ingest: 'a', at: '2022-06-01T10:00:00Z', content: 'Team directory: Sara Nilsson (Spotify) - Product Lead.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Team directory: Sara Nilsson moved from Spotify to Klarna as Head of Product.' },
  ], query: 'Where does Sara Nilsson work?', current: /klarna/i, old: /spotify/i },
  { name: 'ah4 lme: leaving a big firm', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-15T10:00:00Z', content: chat("user: I'm an accountant at Deloitte and tax season is killing me. How do I avoid burnout?", A + 'Protect your sleep and block breaks.') },
    { ingest: 'b', at: '2023-10-15T10:00:00Z', content: chat("user: I finally quit Deloitte and I'm now doing the books for a small firm called Lumen Studio. How do I set my rates?", A + 'Start from your target annual income.') },
  ], query: 'Where do I work?', current: /lumen/i, old: /deloitte/i },
  { name: 'ah5 lme: favourite board game', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My favourite board game is Catan. What similar games would you suggest?', A + 'Try Carcassonne.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat("user: We've been playing Wingspan every week and it's replaced Catan as my favourite. Any expansions worth buying?", A + 'The European expansion.') },
  ], query: 'What is my favourite board game?', current: /wingspan/i, old: /catan/i },
  { name: 'ah6 preference: reading', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Member profile: Jamal reads mostly science fiction.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Member profile: Jamal has switched to reading mostly history books.' },
  ], query: 'What does Jamal read?', current: /history/i, old: /science fiction/i },
  { name: 'ah7 lme: e-reader', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I use a Kindle Paperwhite for reading. Is it worth upgrading?', A + 'Only if you want a warmer light.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat('user: I sold my Kindle and now read on a Kobo Libra. How do I get library books on it?', A + 'Use the OverDrive integration.') },
  ], query: 'Which e-reader do I use?', current: /kobo/i, old: /kindle/i },
  { name: 'ah8 decision: docs hosting', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Engineering notes: we host the docs site on Netlify.' },
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: 'Engineering notes: the docs site is now hosted on Cloudflare Pages.' },
  ], query: 'Where is the docs site hosted?', current: /cloudflare/i, old: /netlify/i },
  { name: 'ah9 decision: book club venue', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Club decisions: the book club meets at the Corner Cafe.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Club decisions: from next month the book club meets at the public library instead.' },
  ], query: 'Where does the book club meet?', current: /library/i, old: /corner cafe/i },
  { name: 'ah10 date: beta launch', category: 'date', steps: [
    { ingest: 'a', at: '2024-04-01T10:00:00Z', content: 'Project plan: the beta launch is set for 10 June.' },
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: 'Project plan: beta launch pushed back two weeks, to 24 June.' },
  ], query: 'When is the beta launch?', current: /24 June|June 24/i, old: /10 June|June 10/i },
  { name: 'ah11 lme: baby shower', category: 'date', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: chat("user: My sister's baby shower is on 6 April. What's a good gift?", A + 'A personalised blanket.') },
    { ingest: 'b', at: '2024-03-15T10:00:00Z', content: chat('user: My sister moved her baby shower to 13 April, so I have more time. Can I make a gift?', A + 'A knitted hat is quick.') },
  ], query: "When is my sister's baby shower?", current: /13 April|April 13/i, old: /\b6 April|April 6\b/i },
  { name: 'ah12 lme: push-ups', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I do 20 push-ups every morning. How can I progress?', A + 'Add a set every week.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: I'm up to 50 push-ups every morning now. Should I add weight?", A + 'Try a weighted vest.') },
  ], query: 'How many push-ups do I do every morning?', current: /\b50\b/, old: /\b20\b/ },
  { name: 'ah13 count: employees', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Company facts: Brightline has 45 employees.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Company facts: Brightline now employs 120 people after the funding round.' },
  ], query: 'How many employees does Brightline have?', current: /\b120\b/, old: /\b45\b/ },
  { name: 'ah14 count: beehives', category: 'count', steps: [
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: 'Garden log: we have 3 beehives.' },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: 'Garden log: we split a colony, so there are 4 beehives now.' },
  ], query: 'How many beehives are there?', current: /\b4\b|\bfour\b/i, old: /\b3\b|\bthree\b/i },
  { name: 'ah15 late older: lme diet', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: chat("user: I've been vegan for six months and I feel great. Any protein tips?", A + 'Lentils, tofu and tempeh.') },
    { ingest: 'a', at: '2023-04-01T10:00:00Z', content: chat("user: I'm vegetarian but I still eat eggs and cheese. Good breakfast ideas?", A + 'Shakshuka.') },
  ], query: 'What is my diet?', current: /vegan/i, old: /vegetarian/i },
  { name: 'ah16 late older: manager', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Org chart: Priyanka Rao reports to Lena Fischer.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Org chart: Priyanka Rao reports to Tom Becker.' },
  ], query: 'Who does Priyanka Rao report to?', current: /lena/i, old: /tom becker/i },
  { name: 'ah17 two people: instruments', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Band notes: Marco plays bass.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Band notes: Ellie plays keyboards.' },
  ], query: 'What does Marco play?', current: /bass/i, other: { query: 'What does Ellie play?', value: /keyboard/i } },
  { name: 'ah18 two people: commute', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Commute survey: Ana takes the tram.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Commute survey: Joel cycles to work.' },
  ], query: 'How does Ana get to work?', current: /tram/i, other: { query: 'How does Joel get to work?', value: /cycl/i } },
  { name: 'ah19 update endpoint: doors', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Event page: doors open at 7 pm.' },
    { update: 'a', content: 'Event page: doors open at 6:30 pm.' },
  ], query: 'When do doors open?', current: /6:30|18:30/i, old: /\b7 ?pm|19:00/i },
  { name: 'ah20 deleted: boat', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Rui: I own a boat.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Rui: I work as a pilot.' },
    { delete: 'a' },
  ], query: 'What does Rui do for work?', current: /pilot/i, deleted: ['a'] },
];

// Round 45: written at the twenty-second session with round 44, before running either; run once on d44b28f (63/96).
const ROUND_45: Scenario[] = [
  { name: 'ai1 lme: city in a heat question', category: 'address', steps: [
    { ingest: 'a', at: '2023-05-01T10:00:00Z', content: chat('user: The summers in Phoenix are unbearable and I live in a second-floor apartment without shade. How do I keep it cool?', A + 'Blackout curtains and a fan by the window at night.') },
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: chat('user: Since relocating to Flagstaff my allergies are way better. Is the altitude a concern for running?', A + 'Give yourself two weeks to adapt.') },
  ], query: 'Which city do I live in?', current: /flagstaff/i, old: /phoenix/i },
  { name: 'ai2 address: guest list', category: 'address', steps: [
    { ingest: 'a', at: '2022-05-01T10:00:00Z', content: 'Guest list: Tomasz Zielinski (lives in Gdansk).' },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: 'Guest list: Tomasz Zielinski - now living in Warsaw.' },
  ], query: 'Where does Tomasz Zielinski live?', current: /warsaw/i, old: /gdansk/i },
  { name: 'ai3 employer: newsletter', category: 'employer', steps: [
    { ingest: 'a', at: '2022-09-01T10:00:00Z', content: 'Newsletter: congratulations to Amara Obi on five years at Unilever!' },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: 'Newsletter: Amara Obi has left Unilever to become COO of Jumia.' },
  ], query: 'Where does Amara Obi work?', current: /jumia/i, old: /unilever/i },
  { name: 'ai4 lme: gig work', category: 'employer', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: I drive for Uber on weekends and the fuel costs are adding up. Any tips?', A + 'Track your mileage for taxes.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat('user: I stopped driving for Uber and started delivering for DoorDash. Is it better money?', A + 'It depends on your area.') },
  ], query: 'Which company do I work for?', current: /doordash/i, old: /uber/i },
  { name: 'ai5 lme: pizza', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: Pepperoni is my go-to pizza topping. Can you suggest a good dough recipe?', A + 'A 72-hour cold ferment.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: I've been all about mushroom pizza lately, pepperoni feels too greasy now. Any tips for cooking mushrooms on pizza?", A + 'Pre-roast them.') },
  ], query: 'What is my go-to pizza?', current: /mushroom/i, old: /pepperoni/i },
  { name: 'ai6 preference: tuesday class', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Notes on Greta: she goes to a spin class every Tuesday.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Notes on Greta: she dropped spin for pilates, still on Tuesdays.' },
  ], query: 'Which class does Greta go to on Tuesdays?', current: /pilates/i, old: /spin/i },
  { name: 'ai7 lme: groceries', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I always shop at Lidl for groceries because it's cheap. How can I save more?", A + 'Plan meals around the weekly offers.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat('user: I switched my grocery shopping to Aldi since it opened closer to me. Are their own brands good?', A + 'Mostly, yes.') },
  ], query: 'Where do I shop for groceries?', current: /aldi/i, old: /lidl/i },
  { name: 'ai8 decision: icons', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Design system notes: icons come from Font Awesome.' },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Design system notes: we replaced Font Awesome with Lucide for all icons.' },
  ], query: 'Where do the icons come from?', current: /lucide/i, old: /font awesome/i },
  { name: 'ai9 decision: approvals', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Team agreements: code reviews need two approvals.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Team agreements: we reduced the requirement to one approval per code review.' },
  ], query: 'How many approvals do code reviews need?', current: /\bone\b|\b1\b/i, old: /\btwo\b|\b2\b/i },
  { name: 'ai10 date: maintenance', category: 'date', steps: [
    { ingest: 'a', at: '2024-05-20T10:00:00Z', content: 'Maintenance notice: the database upgrade is scheduled for Saturday 8 June.' },
    { ingest: 'b', at: '2024-06-01T10:00:00Z', content: 'Maintenance notice: the database upgrade now happens on Sunday 16 June.' },
  ], query: 'When is the database upgrade?', current: /16 June|June 16/i, old: /\b8 June|June 8\b/i },
  { name: 'ai11 lme: thesis defense', category: 'date', steps: [
    { ingest: 'a', at: '2024-06-01T10:00:00Z', content: chat('user: My thesis defense is on 12 September. How should I prepare my slides?', A + 'One idea per slide.') },
    { ingest: 'b', at: '2024-07-01T10:00:00Z', content: chat('user: My committee moved the thesis defense to 3 October. Should I change anything?', A + 'Use the time for a mock defense.') },
  ], query: 'When is my thesis defense?', current: /3 October|October 3/i, old: /12 September|September 12/i },
  { name: 'ai12 lme: sleep', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I sleep about 6 hours a night. Is that enough?', A + 'Most adults need seven to nine.') },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: chat('user: Since cutting out late coffee I sleep close to 8 hours a night. Any other tips?', A + 'Keep the room cool.') },
  ], query: 'How many hours do I sleep a night?', current: /\b8\b|\beight\b/i, old: /\b6\b|\bsix\b/i },
  { name: 'ai13 count: teas', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Store report: the shop stocks 200 kinds of tea.' },
    { ingest: 'b', at: '2023-12-01T10:00:00Z', content: 'Store report: the shop now stocks over 350 kinds of tea.' },
  ], query: 'How many kinds of tea does the shop stock?', current: /\b350\b/, old: /\b200\b/ },
  { name: 'ai14 count: cars', category: 'count', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Family notes: the Lees have two cars.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Family notes: the Lees sold one of their cars, so they have one car now.' },
  ], query: 'How many cars do the Lees have?', current: /\bone car\b|\b1 car\b/i, old: /\btwo cars\b|\b2 cars\b/i },
  { name: 'ai15 late older: lme savings', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-06-01T10:00:00Z', content: chat('user: Ever since I moved my savings into an index fund, I check it way too often. How do I stop?', A + 'Turn off the app notifications.') },
    { ingest: 'a', at: '2023-06-01T10:00:00Z', content: chat('user: I keep all my savings in a regular savings account. Is that a mistake?', A + 'Inflation eats into it.') },
  ], query: 'Where do I keep my savings?', current: /index fund/i, old: /savings account/i },
  { name: 'ai16 late older: board chair', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Board: Helen Park is now the chair of the board.' },
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: 'Board: Victor Lim is the chair of the board.' },
  ], query: 'Who is the chair of the board?', current: /helen/i, old: /victor/i },
  { name: 'ai17 two people: pets', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Pet register: Lucia has a parrot.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Pet register: Omar has a tortoise.' },
  ], query: 'What pet does Lucia have?', current: /parrot/i, other: { query: 'What pet does Omar have?', value: /tortoise/i } },
  { name: 'ai18 two people: lme family jobs', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My husband Raj works night shifts at the hospital. How can we find time together?', A + 'Plan a weekly breakfast date.') },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: chat('user: My daughter Mira works at a bakery on weekends. Is that too much with school?', A + 'Watch how her grades go.') },
  ], query: 'Where does Raj work?', current: /hospital/i, other: { query: 'Where does Mira work?', value: /bakery/i } },
  { name: 'ai19 update endpoint: support hours', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'FAQ: the support line is open 9am to 5pm.' },
    { update: 'a', content: 'FAQ: the support line is open 8am to 8pm.' },
  ], query: 'When is the support line open?', current: /8 ?pm|20:00/i, old: /5 ?pm|17:00/i },
  { name: 'ai20 deleted: allergy', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Nadia: I have a peanut allergy.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Nadia: I work as an architect.' },
    { delete: 'a' },
  ], query: 'What does Nadia do for work?', current: /architect/i, deleted: ['a'] },
];

// Round 46: written at the end of the twenty-second session on the final code (7a8453e), before running it; run once
// on d141e0d (53/96) and left unfixed then; fixed in the twenty-third session (86/96 at ff82c3a).
const ROUND_46: Scenario[] = [
  { name: 'aj1 lme: city in a tutor question', category: 'address', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat("user: I'm based in Lyon and looking for a French tutor. Any tips for finding one?", A + 'Try the university notice boards.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat('user: I relocated to Nantes last month. Are there good language exchanges here?', A + 'Yes, several meet weekly in cafes.') },
  ], query: 'Which city do I live in?', current: /nantes/i, old: /lyon/i },
  { name: 'aj2 address: volunteer roster', category: 'address', steps: [
    { ingest: 'a', at: '2022-03-01T10:00:00Z', content: 'Volunteer roster: Henrik Berg lives in Malmo.' },
    { ingest: 'b', at: '2023-03-01T10:00:00Z', content: 'Volunteer roster: Henrik Berg has moved up to Gothenburg.' },
  ], query: 'Where does Henrik Berg live?', current: /gothenburg/i, old: /malmo/i },
  { name: 'aj3 employer: podcast intro', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Podcast intro: my guest today is Leila Haddad, head of research at Mistral.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Podcast intro: welcome back Leila Haddad, who now runs research at Cohere.' },
  ], query: 'Where does Leila Haddad work?', current: /cohere/i, old: /mistral/i },
  { name: 'aj4 lme: free lunch', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: We get free lunch every day at Zalando. How do I avoid overeating?', A + 'Start with vegetables.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat('user: No more free lunches since I joined N26, so I need meal prep ideas.', A + 'Batch-cook grains on Sunday.') },
  ], query: 'Where do I work?', current: /n26/i, old: /zalando/i },
  { name: 'aj5 lme: football club', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm a die-hard Arsenal fan. Any good books about the club?", A + 'Try Fever Pitch.') },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat("user: Honestly I've switched allegiance to Brighton, they play much nicer football. Any books about them?", A + 'There is a good club history.') },
  ], query: 'Which football club do I support?', current: /brighton/i, old: /arsenal/i },
  { name: 'aj6 preference: colour', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: "Profile: Mira's favourite colour is green." },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Profile: Mira says purple is her favourite colour these days.' },
  ], query: "What is Mira's favourite colour?", current: /purple/i, old: /green/i },
  { name: 'aj7 lme: journal', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I journal in a Moleskine notebook every night. Any prompts?', A + 'Write three things you noticed today.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat('user: I moved my journaling to Day One on my phone. Any prompts for the app?', A + 'Use its daily prompt feature.') },
  ], query: 'What do I journal in?', current: /day one/i, old: /moleskine/i },
  { name: 'aj8 decision: alerting', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Ops sync: on-call alerts are sent through PagerDuty.' },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Ops sync: we moved on-call alerting from PagerDuty to Opsgenie.' },
  ], query: 'What sends on-call alerts?', current: /opsgenie/i, old: /pagerduty/i },
  { name: 'aj9 decision: launch market', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Meeting notes: we will launch in Germany first.' },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Meeting notes: change of plan, we launch in France first.' },
  ], query: 'Where do we launch first?', current: /france/i, old: /germany/i },
  { name: 'aj10 date: product review', category: 'date', steps: [
    { ingest: 'a', at: '2024-06-01T10:00:00Z', content: 'Calendar: the product review is on 3 July.' },
    { ingest: 'b', at: '2024-06-20T10:00:00Z', content: 'Calendar: product review moved to 10 July.' },
  ], query: 'When is the product review?', current: /10 July|July 10/i, old: /\b3 July|July 3\b/i },
  { name: 'aj11 lme: passport expiry', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: chat('user: My passport expires on 5 March 2025. Do I need to renew it before my trip?', A + 'Many countries need six months of validity.') },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: chat('user: I renewed my passport, it now expires on 5 March 2035. What else should I check before traveling?', A + 'Check visa rules.') },
  ], query: 'When does my passport expire?', current: /2035/, old: /2025/ },
  { name: 'aj12 lme: photos', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I have 2,000 photos on my phone and storage is full. How do I back them up?', A + 'Use a cloud backup.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: My phone now has over 5,000 photos. What's the best cloud backup?", A + 'Google Photos or iCloud.') },
  ], query: 'How many photos do I have on my phone?', current: /5,000|5000/, old: /2,000|2000/ },
  { name: 'aj13 count: pallets', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Inventory: the warehouse holds 1,200 pallets.' },
    { ingest: 'b', at: '2023-11-01T10:00:00Z', content: 'Inventory: warehouse capacity went up to 1,800 pallets.' },
  ], query: 'How many pallets does the warehouse hold?', current: /1,800|1800/, old: /1,200|1200/ },
  { name: 'aj14 count: students', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Class notes: Mr Evans teaches 24 students.' },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: 'Class notes: Mr Evans now has 31 students after the merger.' },
  ], query: 'How many students does Mr Evans teach?', current: /\b31\b/, old: /\b24\b/ },
  { name: 'aj15 late older: lme run tracking', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: chat('user: My new Garmin tracks my runs way better than my old phone app did. Any good training plans?', A + 'Try a 10K base plan.') },
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: chat('user: I track my runs with the Strava app on my phone. Is the free version enough?', A + 'For most runners, yes.') },
  ], query: 'What do I track my runs with?', current: /garmin/i, old: /strava/i },
  { name: 'aj16 late older: culture temperature', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: 'Lab notes: the cell cultures are now kept at 37 degrees.' },
    { ingest: 'a', at: '2023-05-01T10:00:00Z', content: 'Lab notes: the cell cultures are kept at 35 degrees.' },
  ], query: 'At what temperature are the cell cultures kept?', current: /\b37\b/, old: /\b35\b/ },
  { name: 'aj17 two people: collections', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Hobby club: Ivan collects stamps.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Hobby club: Petra collects coins.' },
  ], query: 'What does Ivan collect?', current: /stamps/i, other: { query: 'What does Petra collect?', value: /coins/i } },
  { name: 'aj18 two people: bases', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Team bios: Noor is based in Dubai.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Team bios: Felix is based in Zurich.' },
  ], query: 'Where is Noor based?', current: /dubai/i, other: { query: 'Where is Felix based?', value: /zurich/i } },
  { name: 'aj19 update endpoint: staging server', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Wiki: the staging server is staging-1.internal.' },
    { update: 'a', content: 'Wiki: the staging server is staging-2.internal.' },
  ], query: 'What is the staging server?', current: /staging-2/i, old: /staging-1/i },
  { name: 'aj20 deleted: saxophone', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Olu: I play the saxophone.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Olu: I live in Lagos.' },
    { delete: 'a' },
  ], query: 'Where does Olu live?', current: /lagos/i, deleted: ['a'] },
];

// Round 47: written at the start of the twenty-third session after round 46's general readings (4500516), before running
// it.
const ROUND_47: Scenario[] = [
  { name: 'ak1 lme: house then move', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-10T10:00:00Z', content: chat('user: We just bought a house in Leeds, any tips for first-time homeowners?', A + 'Budget for maintenance.') },
    { ingest: 'b', at: '2024-06-10T10:00:00Z', content: chat("user: Since moving to York in the spring, I've been cycling everywhere. Best bike lock?", A + 'A D-lock plus a cable.') },
  ], query: 'Where do I live?', current: /york/i, old: /leeds/i },
  { name: 'ak2 address: alumni update', category: 'address', steps: [
    { ingest: 'a', at: '2022-05-01T10:00:00Z', content: 'Alumni update: Sofia Marin resides in Valencia.' },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: 'Alumni update: Sofia Marin now calls Barcelona home.' },
  ], query: 'Where does Sofia Marin live?', current: /barcelona/i, old: /valencia/i },
  { name: 'ak3 employer: badge then speaker list', category: 'employer', steps: [
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: 'Conference badge: Tomasz Nowak, Allegro' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Speaker list: Tomasz Nowak (Revolut) will talk about payments.' },
  ], query: 'Where does Tomasz Nowak work?', current: /revolut/i, old: /allegro/i },
  { name: 'ak4 lme: manager at work', category: 'employer', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: My manager at Spotify wants me to lead a project. How do I prepare?', A + 'Clarify the scope first.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat('user: I started at Klarna on Monday and my new manager seems great. How do I make a good impression?', A + 'Listen a lot in the first weeks.') },
  ], query: 'Where do I work?', current: /klarna/i, old: /spotify/i },
  { name: 'ak5 preference: drink', category: 'preference', steps: [
    { ingest: 'a', at: '2022-06-01T10:00:00Z', content: 'Survey: Jonas prefers tea over coffee.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Survey: Jonas has gone off tea and prefers coffee now.' },
  ], query: 'What does Jonas prefer to drink?', current: /coffee/i, old: /tea/i },
  { name: 'ak6 lme: e-reader', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I mostly read on my Kindle. Any good sci-fi?', A + 'Try Project Hail Mary.') },
    { ingest: 'b', at: '2023-11-01T10:00:00Z', content: chat('user: These days I read everything on a Kobo. Does it support library loans?', A + 'Yes, through OverDrive.') },
  ], query: 'What do I read on?', current: /kobo/i, old: /kindle/i },
  { name: 'ak7 preference: go-to order', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: "Diner notes: Grace's go-to order is the pad thai." },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: 'Diner notes: Grace always orders the green curry these days.' },
  ], query: 'What does Grace order?', current: /green curry/i, old: /pad thai/i },
  { name: 'ak8 decision: mobile framework', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Architecture review: the mobile app will be written in Flutter.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Architecture review: we reversed the Flutter decision; the mobile app will be written in React Native.' },
  ], query: 'What will the mobile app be written in?', current: /react native/i, old: /flutter/i },
  { name: 'ak9 decision: retreat venue', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Board minutes: the annual retreat will be held in Lisbon.' },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Board minutes: the board voted to hold the annual retreat in Porto instead.' },
  ], query: 'Where will the annual retreat be held?', current: /porto/i, old: /lisbon/i },
  { name: 'ak10 date: dentist', category: 'date', steps: [
    { ingest: 'a', at: '2024-04-01T10:00:00Z', content: 'Reminder: the dentist appointment is on 12 May.' },
    { ingest: 'b', at: '2024-04-20T10:00:00Z', content: 'Reminder: dentist appointment rescheduled for 19 May.' },
  ], query: 'When is the dentist appointment?', current: /19 May|May 19/i, old: /\b12 May|May 12\b/i },
  { name: 'ak11 lme: visa', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: chat('user: My visa is valid until 30 June 2024. Can I extend it?', A + 'Apply at least a month before.') },
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: chat('user: Good news, my visa was extended until 31 December 2024. Can I travel now?', A + 'Yes, as long as it is valid.') },
  ], query: 'Until when is my visa valid?', current: /31 December 2024|December 31, 2024|2024-12-31/i, old: /30 June 2024|June 30, 2024|2024-06-30/i },
  { name: 'ak12 count: delivery vans', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Fleet report: the company operates 40 delivery vans.' },
    { ingest: 'b', at: '2023-12-01T10:00:00Z', content: 'Fleet report: the company now operates 55 delivery vans.' },
  ], query: 'How many delivery vans does the company operate?', current: /\b55\b/, old: /\b40\b/ },
  { name: 'ak13 lme: houseplants', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I have 12 houseplants and they keep dying. Any tips?', A + 'Check the drainage.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat('user: My houseplant collection is up to 20 now! How often should I water them?', A + 'When the top inch is dry.') },
  ], query: 'How many houseplants do I have?', current: /\b20\b/, old: /\b12\b/ },
  { name: 'ak14 count: chess club', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Club stats: the chess club has 18 members.' },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: 'Club stats: membership of the chess club rose to 26.' },
  ], query: 'How many members does the chess club have?', current: /\b26\b/, old: /\b18\b/ },
  { name: 'ak15 late older: profile city', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-06-01T10:00:00Z', content: 'Profile: Marta Silva moved to Dublin last year.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Profile: Marta Silva lives in Cork.' },
  ], query: 'Where does Marta Silva live?', current: /dublin/i, old: /cork/i },
  { name: 'ak16 late older: lme phone plan', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat('user: I switched my phone plan to Mint Mobile, how do I keep my number?', A + 'Request a port-in.') },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat("user: I'm on a T-Mobile plan and it's too expensive. Any cheaper carriers?", A + 'Look at prepaid carriers.') },
  ], query: 'Which phone plan am I on?', current: /mint/i, old: /t-mobile/i },
  { name: 'ak17 two people: shifts', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Roster: Ahmed works nights.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Roster: Bea works days.' },
  ], query: 'When does Ahmed work?', current: /nights/i, other: { query: 'When does Bea work?', value: /days/i } },
  { name: 'ak18 two people: dogs', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Pet register: Lina owns a greyhound.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Pet register: Omar owns a beagle.' },
  ], query: 'What dog does Lina own?', current: /greyhound/i, other: { query: 'What dog does Omar own?', value: /beagle/i } },
  { name: 'ak19 update endpoint: wifi network', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Office info: the office wifi network is AcmeGuest.' },
    { update: 'a', content: 'Office info: the office wifi network is Acme-Visitors.' },
  ], query: 'What is the office wifi network?', current: /acme-visitors/i, old: /acmeguest/i },
  { name: 'ak20 deleted: car', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Kemi: I drive a Prius.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Kemi: I work at Deloitte.' },
    { delete: 'a' },
  ], query: 'Where does Kemi work?', current: /deloitte/i, deleted: ['a'] },
];

// Round 48: written in the twenty-third session after round 47's general readings (fb5262f), before running it.
const ROUND_48: Scenario[] = [
  { name: 'al1 lme: out of Bristol', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-05T10:00:00Z', content: chat('user: Our landlord in Bristol is raising the rent again. Should I negotiate?', A + 'Check local rents first.') },
    { ingest: 'b', at: '2023-11-05T10:00:00Z', content: chat('user: Finally out of Bristol! The new flat in Bath has a garden. Plant ideas?', A + 'Lavender and rosemary are easy.') },
  ], query: 'Where do I live?', current: /bath/i, old: /bristol/i },
  { name: 'al2 address: client file', category: 'address', steps: [
    { ingest: 'a', at: '2022-02-01T10:00:00Z', content: "Client file: Mr Okafor's home address is 12 Elm Street, Leicester." },
    { ingest: 'b', at: '2023-02-01T10:00:00Z', content: 'Client file: Mr Okafor has relocated to Nottingham.' },
  ], query: 'Where does Mr Okafor live?', current: /nottingham/i, old: /leicester/i },
  { name: 'al3 employer: headline', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'LinkedIn: Priya Raman - Data Scientist at Ocado' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'LinkedIn: Priya Raman - Senior Data Scientist at Deliveroo' },
  ], query: 'Where does Priya Raman work?', current: /deliveroo/i, old: /ocado/i },
  { name: 'al4 lme: feeling stuck', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I've been at Accenture for three years and feel stuck. Should I ask for a raise?", A + 'Prepare evidence of your impact.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat('user: Three months into my job at PwC and I love it. How do I get on a good project?', A + 'Tell your manager what interests you.') },
  ], query: 'Where do I work?', current: /pwc/i, old: /accenture/i },
  { name: 'al5 preference: music', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Member profile: Theo likes jazz more than anything.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Member profile: Theo has really got into techno and barely listens to jazz anymore.' },
  ], query: 'What music does Theo like?', current: /techno/i, old: /jazz/i },
  { name: 'al6 lme: running route', category: 'preference', steps: [
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: chat('user: My favourite running route is along the canal. How do I avoid cyclists?', A + 'Run early in the morning.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat('user: I now prefer running in Victoria Park over the canal path. Any interval workouts for a park loop?', A + 'Try 6 x 400 m.') },
  ], query: 'Where do I prefer to run?', current: /victoria park/i, old: /canal/i },
  { name: 'al7 preference: coffee', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Cafe notes: Dev takes his coffee black.' },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: 'Cafe notes: Dev now takes his coffee with oat milk.' },
  ], query: 'How does Dev take his coffee?', current: /oat milk/i, old: /black/i },
  { name: 'al8 decision: analytics store', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Sprint planning: the team picked Postgres for the analytics store.' },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Sprint planning: after the benchmark, the analytics store will use ClickHouse instead.' },
  ], query: 'What will the analytics store use?', current: /clickhouse/i, old: /postgres/i },
  { name: 'al9 decision: deploy day', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Ops meeting: we agreed to deploy on Tuesdays.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Ops meeting: deploy day changes to Thursday from next week.' },
  ], query: 'Which day do we deploy?', current: /thursday/i, old: /tuesday/i },
  { name: 'al10 date: charity gala', category: 'date', steps: [
    { ingest: 'a', at: '2024-09-01T10:00:00Z', content: 'Event page: the charity gala takes place on 14 November.' },
    { ingest: 'b', at: '2024-10-01T10:00:00Z', content: 'Event page: the charity gala has been postponed to 5 December.' },
  ], query: 'When is the charity gala?', current: /\b5 December|December 5\b/i, old: /14 November|November 14/i },
  { name: 'al11 lme: driving test', category: 'date', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: chat('user: My driving test is on 3 April, any tips for nerves?', A + 'Practice the route.') },
    { ingest: 'b', at: '2024-03-20T10:00:00Z', content: chat('user: They cancelled my driving test, the new date is 24 April. How should I use the extra time?', A + 'Book two more lessons.') },
  ], query: 'When is my driving test?', current: /24 April|April 24/i, old: /\b3 April|April 3\b/i },
  { name: 'al12 count: design team', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Headcount: the design team has 9 people.' },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: 'Headcount: two designers left, so the design team is down to 7 people.' },
  ], query: 'How many people are in the design team?', current: /\b7\b/, old: /\b9\b/ },
  { name: 'al13 lme: cats', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I've got 3 cats already and my partner wants a fourth. Is that too many?", A + 'It depends on your space.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat('user: We adopted another kitten, so that makes 4 cats now. How do I introduce them?', A + 'Keep them apart for a few days.') },
  ], query: 'How many cats do I have?', current: /\b4\b|four/i, old: /\b3\b|three/i },
  { name: 'al14 count: reading group', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Library stats: the reading group has 15 regulars.' },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: 'Library stats: the reading group now counts 22 regulars.' },
  ], query: 'How many regulars does the reading group have?', current: /\b22\b/, old: /\b15\b/ },
  { name: 'al15 late older: promotion', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'HR: Jonas Weber was promoted to engineering manager in March.' },
    { ingest: 'a', at: '2023-04-01T10:00:00Z', content: 'HR: Jonas Weber is a senior engineer.' },
  ], query: "What is Jonas Weber's role?", current: /engineering manager/i, old: /senior engineer/i },
  { name: 'al16 late older: lme desk', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: chat('user: Since switching to a standing desk my back pain is gone. Any stretches to keep it that way?', A + 'Try hip flexor stretches.') },
    { ingest: 'a', at: '2023-05-01T10:00:00Z', content: chat('user: I work at a regular sitting desk all day and my back hurts. Any advice?', A + 'Take a break every hour.') },
  ], query: 'What kind of desk do I use?', current: /standing desk/i, old: /sitting desk/i },
  { name: 'al17 two people: allergies', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Allergy list: Sam is allergic to peanuts.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Allergy list: Lee is allergic to shellfish.' },
  ], query: 'What is Sam allergic to?', current: /peanuts/i, other: { query: 'What is Lee allergic to?', value: /shellfish/i } },
  { name: 'al18 two people: commute', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Commute survey: Maya cycles to work.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Commute survey: Raj takes the train to work.' },
  ], query: 'How does Maya get to work?', current: /cycl/i, other: { query: 'How does Raj get to work?', value: /train/i } },
  { name: 'al19 update endpoint: expense reports', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Handbook: expense reports are due on the 5th of each month.' },
    { update: 'a', content: 'Handbook: expense reports are due on the 10th of each month.' },
  ], query: 'When are expense reports due?', current: /10th/i, old: /5th/i },
  { name: 'al20 deleted: sisters', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Zara: I have two sisters.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Zara: I live in Kampala.' },
    { delete: 'a' },
  ], query: 'Where does Zara live?', current: /kampala/i, deleted: ['a'] },
];

// Round 49: written in the twenty-third session after round 48's general readings (6cd5c8b), before running it.
const ROUND_49: Scenario[] = [
  { name: 'am1 lme: commuting town', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-10T10:00:00Z', content: chat('user: Commuting from Oxford to London every day is exhausting. Is a season ticket worth it?', A + 'If you travel four days a week, yes.') },
    { ingest: 'b', at: '2023-12-10T10:00:00Z', content: chat("user: Now that I'm living in Reading, the commute is much shorter. What's a good gym nearby?", A + 'Look for one near the station.') },
  ], query: 'Where do I live?', current: /reading/i, old: /oxford/i },
  { name: 'am2 address: family notes', category: 'address', steps: [
    { ingest: 'a', at: '2022-04-01T10:00:00Z', content: 'Family tree notes: Aunt Rosa lives in Naples.' },
    { ingest: 'b', at: '2023-04-01T10:00:00Z', content: 'Family tree notes: Aunt Rosa moved in with her daughter in Rome.' },
  ], query: 'Where does Aunt Rosa live?', current: /rome/i, old: /naples/i },
  { name: 'am3 employer: team page', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Team page: Ben Carter leads QA at Atlassian.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Team page: Ben Carter has left Atlassian and now leads QA at Canva.' },
  ], query: 'Where does Ben Carter work?', current: /canva/i, old: /atlassian/i },
  { name: 'am4 lme: commute to the office', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My commute to the Siemens office takes an hour. Any podcast ideas?', A + 'Try a long-form interview show.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat('user: Since I moved over to Bosch my commute is 15 minutes. Any short podcasts?', A + 'Try a daily news briefing.') },
  ], query: 'Where do I work?', current: /bosch/i, old: /siemens/i },
  { name: 'am5 preference: cuisine', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: "Dinner club: Nadia's favourite cuisine is Ethiopian." },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Dinner club: Nadia is all about Korean food these days.' },
  ], query: "What is Nadia's favourite cuisine?", current: /korean/i, old: /ethiopian/i },
  { name: 'am6 lme: audiobooks', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I usually listen to audiobooks on Audible during my commute. Any thrillers?', A + 'Try The Silent Patient.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat('user: I cancelled Audible and now borrow audiobooks through Libby. Any thrillers there?', A + 'Search the thriller shelf.') },
  ], query: 'Where do I get my audiobooks?', current: /libby/i, old: /audible/i },
  { name: 'am7 preference: clothes', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Style notes: Hugo only wears black.' },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: 'Style notes: Hugo has started wearing bright colours.' },
  ], query: 'What does Hugo wear?', current: /bright colou?rs/i, old: /black/i },
  { name: 'am8 decision: API style', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'RFC notes: we will use REST for the public API.' },
    { ingest: 'b', at: '2024-02-15T10:00:00Z', content: 'RFC notes: the public API will be GraphQL after all.' },
  ], query: 'What will the public API use?', current: /graphql/i, old: /\brest\b/i },
  { name: 'am9 decision: offsite city', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Offsite planning: the offsite is in Madrid.' },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Offsite planning: the team decided on Seville for the offsite.' },
  ], query: 'Where is the offsite?', current: /seville/i, old: /madrid/i },
  { name: 'am10 date: parents evening', category: 'date', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: "School calendar: parents' evening is on 7 March." },
    { ingest: 'b', at: '2024-02-20T10:00:00Z', content: "School calendar: parents' evening has moved to 14 March." },
  ], query: "When is parents' evening?", current: /14 March|March 14/i, old: /\b7 March|March 7\b/i },
  { name: 'am11 lme: lease', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: chat('user: My lease runs until August 2024. Should I start looking now?', A + 'Start about three months before.') },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: chat('user: The landlord extended my lease until February 2025. Should I still look around?', A + 'You have time; keep an eye out.') },
  ], query: 'Until when does my lease run?', current: /February 2025|2025-02/i, old: /August 2024|2024-08/i },
  { name: 'am12 count: hives', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Beekeeping log: we keep 6 hives.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Beekeeping log: after the spring split we are up to 9 hives.' },
  ], query: 'How many hives do we keep?', current: /\b9\b/, old: /\b6\b/ },
  { name: 'am13 lme: runs a week', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I run 3 times a week and want to improve my pace. Tips?', A + 'Add one interval session.') },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: chat("user: I've bumped it up to 5 runs a week. How do I avoid injury?", A + 'Keep most runs easy.') },
  ], query: 'How many times a week do I run?', current: /\b5\b|five/i, old: /\b3\b|three/i },
  { name: 'am14 count: headcount', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Company facts: Lumio employs 120 people.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: "Company facts: Lumio's headcount is now 150." },
  ], query: 'How many people does Lumio employ?', current: /\b150\b/, old: /\b120\b/ },
  { name: 'am15 late older: academic', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-06-01T10:00:00Z', content: 'Bio: Chen Wei is now a professor at ETH Zurich.' },
    { ingest: 'a', at: '2022-06-01T10:00:00Z', content: 'Bio: Chen Wei is a lecturer at Imperial College.' },
  ], query: 'Where does Chen Wei work?', current: /eth/i, old: /imperial/i },
  { name: 'am16 late older: lme car', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: chat('user: I drive an electric Kia now, where can I charge near Leeds?', A + 'Try the supermarket chargers.') },
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: chat('user: My diesel Golf needs a service. How often should I change the oil?', A + 'Every 10,000 miles or so.') },
  ], query: 'What car do I drive?', current: /kia/i, old: /golf/i },
  { name: 'am17 two people: books', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Book club: Ana is reading Dune.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Book club: Tomas is reading Emma.' },
  ], query: 'What is Ana reading?', current: /dune/i, other: { query: 'What is Tomas reading?', value: /emma/i } },
  { name: 'am18 two people: stores', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Staff list: Priya manages the Leeds store.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Staff list: Omar manages the York store.' },
  ], query: 'Which store does Priya manage?', current: /leeds/i, other: { query: 'Which store does Omar manage?', value: /york/i } },
  { name: 'am19 update endpoint: on-call number', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Team wiki: the on-call phone number is 555-0100.' },
    { update: 'a', content: 'Team wiki: the on-call phone number is 555-0199.' },
  ], query: 'What is the on-call phone number?', current: /555-0199/, old: /555-0100/ },
  { name: 'am20 deleted: cat', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Femi: I have a cat called Pixel.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Femi: I work at Flutterwave.' },
    { delete: 'a' },
  ], query: 'Where does Femi work?', current: /flutterwave/i, deleted: ['a'] },
];

// Round 50: written in the twenty-third session after round 49's general readings (02dfe62), before running it.
const ROUND_50: Scenario[] = [
  { name: 'an1 lme: winters here', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-10T10:00:00Z', content: chat('user: The winters here in Helsinki are brutal. Best boots?', A + 'Look for insulated, waterproof boots.') },
    { ingest: 'b', at: '2024-02-10T10:00:00Z', content: chat('user: Just settled into our new place in Tampere. How do I find a family doctor?', A + 'Register at the local health centre.') },
  ], query: 'Where do I live?', current: /tampere/i, old: /helsinki/i },
  { name: 'an2 address: card list', category: 'address', steps: [
    { ingest: 'a', at: '2022-11-01T10:00:00Z', content: 'Christmas card list: the Novaks, 3 Oak Lane, Brno.' },
    { ingest: 'b', at: '2023-11-01T10:00:00Z', content: 'Christmas card list: the Novaks have moved to Olomouc.' },
  ], query: 'Where do the Novaks live?', current: /olomouc/i, old: /brno/i },
  { name: 'an3 employer: podcast notes', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Podcast notes: our guest Sara Kim runs marketing at Duolingo.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Podcast notes: Sara Kim, who recently joined Notion, came back for a second episode.' },
  ], query: 'Where does Sara Kim work?', current: /notion/i, old: /duolingo/i },
  { name: 'an4 lme: hospital', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm a nurse at St Mary's Hospital and my shifts are long. Meal ideas?", A + 'Batch-cook soups.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I switched hospitals and now work at King's College Hospital. Any tips for a new ward?", A + 'Learn where everything is stored first.') },
  ], query: 'Where do I work?', current: /king's college/i, old: /st mary/i },
  { name: 'an5 preference: author', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: "Gift ideas: Marco's favourite author is Murakami." },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Gift ideas: Marco has moved on from Murakami and now reads mostly Ishiguro.' },
  ], query: "Who is Marco's favourite author?", current: /ishiguro/i, old: /murakami/i },
  { name: 'an6 lme: what to watch', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm a big Marvel fan. Which movies should I rewatch before the new one?", A + 'Start with Infinity War.') },
    { ingest: 'b', at: '2023-12-01T10:00:00Z', content: chat("user: Honestly, I've lost interest in Marvel and mostly watch anime now. Any recommendations?", A + 'Try Frieren.') },
  ], query: 'What do I like to watch?', current: /anime/i, old: /marvel/i },
  { name: 'an7 preference: lunch', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Team lunch: Ola prefers sushi.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Team lunch: Ola now prefers poke bowls.' },
  ], query: 'What does Ola prefer for lunch?', current: /poke/i, old: /sushi/i },
  { name: 'an8 decision: dark mode', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: "Design review: we'll ship the dark mode in version 3." },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Design review: dark mode slipped to version 4.' },
  ], query: 'In which version does dark mode ship?', current: /version 4/i, old: /version 3/i },
  { name: 'an9 decision: hiring plan', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Hiring plan: we will hire two backend engineers.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Hiring plan: we will now hire three backend engineers instead of two.' },
  ], query: 'How many backend engineers will we hire?', current: /three/i, old: /\btwo\b/i },
  { name: 'an10 date: flight', category: 'date', steps: [
    { ingest: 'a', at: '2024-09-01T10:00:00Z', content: 'Travel: my flight to Tokyo departs on 2 October.' },
    { ingest: 'b', at: '2024-09-10T10:00:00Z', content: 'Travel: my flight to Tokyo was rebooked for 4 October.' },
  ], query: 'When is my flight to Tokyo?', current: /\b4 October|October 4\b/i, old: /\b2 October|October 2\b/i },
  { name: 'an11 lme: thesis deadline', category: 'date', steps: [
    { ingest: 'a', at: '2024-04-01T10:00:00Z', content: chat('user: My thesis deadline is 15 May. How do I structure my final month?', A + 'Plan backwards from the deadline.') },
    { ingest: 'b', at: '2024-04-20T10:00:00Z', content: chat('user: My supervisor gave me an extension, the thesis is now due on 30 May. How should I use the extra time?', A + 'Polish the discussion chapter.') },
  ], query: 'When is my thesis due?', current: /30 May|May 30/i, old: /15 May|May 15/i },
  { name: 'an12 count: teas', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Shop notes: we stock 40 kinds of tea.' },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: 'Shop notes: we now stock 55 kinds of tea.' },
  ], query: 'How many kinds of tea do we stock?', current: /\b55\b/, old: /\b40\b/ },
  { name: 'an13 lme: kids', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I have 2 kids under five and no sleep. Help?', A + 'Take turns with your partner.') },
    { ingest: 'b', at: '2023-11-01T10:00:00Z', content: chat('user: Our third baby arrived last week, so now I have 3 kids under five! Survival tips?', A + 'Lower your standards for a while.') },
  ], query: 'How many kids do I have?', current: /\b3\b|three/i, old: /\b2\b|\btwo\b/i },
  { name: 'an14 count: orchard', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Garden log: the orchard has 14 apple trees.' },
    { ingest: 'b', at: '2023-11-01T10:00:00Z', content: 'Garden log: we planted 6 more, so the orchard now has 20 apple trees.' },
  ], query: 'How many apple trees does the orchard have?', current: /\b20\b/, old: /\b14\b/ },
  { name: 'an15 late older: profile home', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: 'Profile: Tariq now lives in Amman with his family.' },
    { ingest: 'a', at: '2023-05-01T10:00:00Z', content: 'Profile: Tariq lives in Dubai.' },
  ], query: 'Where does Tariq live?', current: /amman/i, old: /dubai/i },
  { name: 'an16 late older: lme savings bank', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat('user: I moved my savings to Monzo because the app is better. Any budgeting tips?', A + 'Try the 50/30/20 rule.') },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: I keep my savings at Barclays. Is a fixed-rate account worth it?', A + 'If you will not need the money, yes.') },
  ], query: 'Where do I keep my savings?', current: /monzo/i, old: /barclays/i },
  { name: 'an17 two people: languages', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Language exchange: Yuki speaks Spanish.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Language exchange: Pablo speaks Japanese.' },
  ], query: 'What language does Yuki speak?', current: /spanish/i, other: { query: 'What language does Pablo speak?', value: /japanese/i } },
  { name: 'an18 two people: cars', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Parking list: Hannah drives a red Mini.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Parking list: Ivo drives a blue Tesla.' },
  ], query: 'What does Hannah drive?', current: /mini/i, other: { query: 'What does Ivo drive?', value: /tesla/i } },
  { name: 'an19 update endpoint: VPN gateway', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Wiki: the VPN gateway is vpn1.corp.example.com.' },
    { update: 'a', content: 'Wiki: the VPN gateway is vpn2.corp.example.com.' },
  ], query: 'What is the VPN gateway?', current: /vpn2/i, old: /vpn1/i },
  { name: 'an20 deleted: coaching', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Rui: I coach a youth football team.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Rui: I live in Braga.' },
    { delete: 'a' },
  ], query: 'Where does Rui live?', current: /braga/i, deleted: ['a'] },
];

// Round 51: written in the twenty-third session after round 50's general readings (97b0958), before running it.
const ROUND_51: Scenario[] = [
  { name: 'ao1 lme: back home', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-10T10:00:00Z', content: chat("user: I'm renting a room in Manchester while I finish my degree. Cheap meal ideas?", A + 'Lentil stews and big batches of rice.') },
    { ingest: 'b', at: '2023-09-10T10:00:00Z', content: chat('user: Back home in Liverpool with my parents now. How do I stay motivated to job hunt?', A + 'Set a daily routine.') },
  ], query: 'Where do I live?', current: /liverpool/i, old: /manchester/i },
  { name: 'ao2 address: directory', category: 'address', steps: [
    { ingest: 'a', at: '2022-06-01T10:00:00Z', content: 'Employee directory: Farah Khan (Toronto office) lives in Mississauga.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Employee directory: Farah Khan now lives in Oakville.' },
  ], query: 'Where does Farah Khan live?', current: /oakville/i, old: /mississauga/i },
  { name: 'ao3 employer: alumni news', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Alumni news: Diego Ruiz is an analyst with Goldman Sachs.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Alumni news: Diego Ruiz left Goldman Sachs for a role at BlackRock.' },
  ], query: 'Where does Diego Ruiz work?', current: /blackrock/i, old: /goldman/i },
  { name: 'ao4 lme: new offer', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: Our team at Shopify is moving to a four-day week. How should I plan my sprints?', A + 'Shorten the sprint scope.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat('user: I just accepted an offer from Stripe, starting next month. What should I do in my first week?', A + 'Meet your team one by one.') },
  ], query: 'Where do I work?', current: /stripe/i, old: /shopify/i },
  { name: 'ao5 preference: genre', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Reading log: Ines reads mostly fantasy.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Reading log: Ines has switched to historical fiction.' },
  ], query: 'What does Ines read?', current: /historical fiction/i, old: /fantasy/i },
  { name: 'ao6 lme: coffee order', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I always drink oat lattes at work. Are they healthy?', A + 'In moderation.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: I've switched to black coffee to cut calories. Does it still count as a treat?", A + 'Sure, enjoy it.') },
  ], query: 'What coffee do I drink?', current: /black coffee/i, old: /oat latte/i },
  { name: 'ao7 preference: sport', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: "Profile: Wen's favourite sport is badminton." },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Profile: these days Wen prefers squash to badminton.' },
  ], query: "What is Wen's favourite sport?", current: /squash/i, old: /badminton/i },
  { name: 'ao8 decision: error tracking', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Tech radar: we chose Sentry for error tracking.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: "Tech radar: we're replacing Sentry with Rollbar for error tracking." },
  ], query: 'What do we use for error tracking?', current: /rollbar/i, old: /sentry/i },
  { name: 'ao9 decision: kickoff city', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Planning: the kickoff will be in Berlin.' },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Planning: the kickoff moved to Hamburg.' },
  ], query: 'Where is the kickoff?', current: /hamburg/i, old: /berlin/i },
  { name: 'ao10 date: quarterly review', category: 'date', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: 'Calendar: quarterly review on 9 April.' },
    { ingest: 'b', at: '2024-03-20T10:00:00Z', content: 'Calendar: the quarterly review is pushed to 16 April.' },
  ], query: 'When is the quarterly review?', current: /16 April|April 16/i, old: /\b9 April|April 9\b/i },
  { name: 'ao11 lme: cast', category: 'date', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: chat('user: My cast comes off on 20 March. When can I start running again?', A + 'Ask your physio.') },
    { ingest: 'b', at: '2024-03-15T10:00:00Z', content: chat('user: The doctor said my cast now comes off on 3 April instead. Any exercises until then?', A + 'Gentle upper-body work.') },
  ], query: 'When does my cast come off?', current: /\b3 April|April 3\b/i, old: /20 March|March 20/i },
  { name: 'ao12 count: food bank', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Volunteer notes: the food bank serves 300 families a week.' },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: 'Volunteer notes: the food bank now serves 420 families a week.' },
  ], query: 'How many families does the food bank serve?', current: /\b420\b/, old: /\b300\b/ },
  { name: 'ao13 lme: books this year', category: 'count', steps: [
    { ingest: 'a', at: '2023-06-01T10:00:00Z', content: chat("user: I've read 12 books this year. Any suggestions for the next one?", A + 'Try a short classic.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I'm on 18 books this year now. What's a good short one?", A + 'The Old Man and the Sea.') },
  ], query: 'How many books have I read this year?', current: /\b18\b/, old: /\b12\b/ },
  { name: 'ao14 count: cluster', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Hardware: the cluster has 16 nodes.' },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: 'Hardware: we added 8 nodes, bringing the cluster to 24.' },
  ], query: 'How many nodes does the cluster have?', current: /\b24\b/, old: /\b16\b/ },
  { name: 'ao15 late older: promotion', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Staff update: Grace Obi has been promoted to head of sales.' },
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: 'Staff update: Grace Obi is a sales manager.' },
  ], query: "What is Grace Obi's role?", current: /head of sales/i, old: /sales manager/i },
  { name: 'ao16 late older: lme computer', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: chat('user: I finally switched from Windows to a MacBook. How do I get used to the shortcuts?', A + 'Start with Command-Space.') },
    { ingest: 'a', at: '2023-04-01T10:00:00Z', content: chat('user: My Windows laptop keeps freezing. Should I reinstall?', A + 'Back up first.') },
  ], query: 'What computer do I use?', current: /macbook/i, old: /windows/i },
  { name: 'ao17 two people: training', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Gym notes: Lars trains for marathons.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Gym notes: Mia trains for triathlons.' },
  ], query: 'What does Lars train for?', current: /marathon/i, other: { query: 'What does Mia train for?', value: /triathlon/i } },
  { name: 'ao18 two people: seats', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Seating plan: Ada sits by the window.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Seating plan: Ben sits by the door.' },
  ], query: 'Where does Ada sit?', current: /window/i, other: { query: 'Where does Ben sit?', value: /door/i } },
  { name: 'ao19 update endpoint: backup window', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Ops: the backup window is 02:00 UTC.' },
    { update: 'a', content: 'Ops: the backup window is 03:30 UTC.' },
  ], query: 'When is the backup window?', current: /03:30|3:30/, old: /02:00|\b2:00/ },
  { name: 'ao20 deleted: padel', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Noor: I play padel on weekends.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Noor: I work at Careem.' },
    { delete: 'a' },
  ], query: 'Where does Noor work?', current: /careem/i, deleted: ['a'] },
];

// Round 52: written at the end of the twenty-third session on the final code (f14530c), before running it; run once
// (70/96) and left unfixed (the session's last unseen figure).
const ROUND_52: Scenario[] = [
  { name: 'ap1 lme: new neighbourhood', category: 'address', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: The trams in Melbourne are great, but my flat in Fitzroy is tiny. Storage hacks?', A + 'Use vertical shelving.') },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat("user: We've relocated to Brisbane for my partner's job. What should I know about the summers?", A + 'They are hot and humid.') },
  ], query: 'Which city do I live in?', current: /brisbane/i, old: /melbourne|fitzroy/i },
  { name: 'ap2 address: society minutes', category: 'address', steps: [
    { ingest: 'a', at: '2022-09-01T10:00:00Z', content: 'Society minutes: our treasurer, Mrs Doyle, lives in Galway.' },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: 'Society minutes: Mrs Doyle has moved to Sligo but will stay on as treasurer.' },
  ], query: 'Where does Mrs Doyle live?', current: /sligo/i, old: /galway/i },
  { name: 'ap3 employer: conference bio', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Conference bio: Amira Haddad is a principal engineer at Datadog.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Conference bio: Amira Haddad, principal engineer at Grafana Labs, speaks about tracing.' },
  ], query: 'Where does Amira Haddad work?', current: /grafana/i, old: /datadog/i },
  { name: 'ap4 lme: office perks', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I work for Adidas and we get a big staff discount. What running shoes should I buy?', A + 'Try the Adizero line.') },
    { ingest: 'b', at: '2023-11-01T10:00:00Z', content: chat("user: I'm at Puma now, so I guess I should switch brands. Any good Puma running shoes?", A + 'The Deviate Nitro is popular.') },
  ], query: 'Where do I work?', current: /puma/i, old: /adidas/i },
  { name: 'ap5 preference: holiday', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Travel profile: Bea loves beach holidays.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Travel profile: Bea is tired of beaches and now books hiking trips.' },
  ], query: 'What holidays does Bea like?', current: /hiking/i, old: /beach/i },
  { name: 'ap6 lme: podcast app', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I listen to all my podcasts on Spotify. How do I make a playlist of episodes?', A + 'Use Your Episodes.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat('user: Overcast is my podcast app now. How do I set up smart speed?', A + 'It is in the player settings.') },
  ], query: 'Which podcast app do I use?', current: /overcast/i, old: /spotify/i },
  { name: 'ap7 preference: seat', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Cinema club: Yara always sits in the front row.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Cinema club: Yara prefers the back row these days.' },
  ], query: 'Where does Yara like to sit?', current: /back row/i, old: /front row/i },
  { name: 'ap8 decision: CI provider', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Eng sync: builds run on CircleCI.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Eng sync: we cut over to Buildkite last week.' },
  ], query: 'Where do builds run?', current: /buildkite/i, old: /circleci/i },
  { name: 'ap9 decision: newsletter cadence', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Marketing: the newsletter goes out weekly.' },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Marketing: we decided the newsletter will go out monthly from now on.' },
  ], query: 'How often does the newsletter go out?', current: /monthly/i, old: /weekly/i },
  { name: 'ap10 date: inspection', category: 'date', steps: [
    { ingest: 'a', at: '2024-05-01T10:00:00Z', content: 'Building notice: the fire inspection is on 12 June.' },
    { ingest: 'b', at: '2024-05-20T10:00:00Z', content: 'Building notice: the fire inspection will now take place on 19 June.' },
  ], query: 'When is the fire inspection?', current: /19 June|June 19/i, old: /12 June|June 12/i },
  { name: 'ap11 lme: exam date', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-10T10:00:00Z', content: chat('user: I sit my CPA exam on 20 February. How should I revise?', A + 'Practice questions daily.') },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat('user: I rebooked my CPA exam for 14 March because of work. Is a month enough extra time?', A + 'Yes, if you keep a routine.') },
  ], query: 'When is my CPA exam?', current: /14 March|March 14/i, old: /20 February|February 20/i },
  { name: 'ap12 count: subscribers', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Channel stats: the channel has 8,000 subscribers.' },
    { ingest: 'b', at: '2023-12-01T10:00:00Z', content: 'Channel stats: the channel crossed 12,000 subscribers this month.' },
  ], query: 'How many subscribers does the channel have?', current: /12,000|12000/, old: /8,000|8000/ },
  { name: 'ap13 lme: languages', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I speak two languages and want to learn a third. Which is easiest for an English speaker?', A + 'Spanish is a common choice.') },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat('user: Now that I speak three languages, should I list them all on my CV?', A + 'Yes, with your level for each.') },
  ], query: 'How many languages do I speak?', current: /three|\b3\b/i, old: /\btwo\b|\b2\b/i },
  { name: 'ap14 count: fleet', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Ops report: the bike share has 500 bikes.' },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: 'Ops report: the bike share fleet is up to 750 bikes after the expansion.' },
  ], query: 'How many bikes does the bike share have?', current: /\b750\b/, old: /\b500\b/ },
  { name: 'ap15 late older: team lead', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Org chart: the data team is now led by Kwame Mensah.' },
    { ingest: 'a', at: '2023-04-01T10:00:00Z', content: 'Org chart: the data team is led by Lucia Ferrari.' },
  ], query: 'Who leads the data team?', current: /kwame/i, old: /lucia/i },
  { name: 'ap16 late older: lme bank', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-06-01T10:00:00Z', content: chat('user: I bank with Starling now and love the app. How do I set up savings spaces?', A + 'Use the Spaces tab.') },
    { ingest: 'a', at: '2023-06-01T10:00:00Z', content: chat('user: My bank is Lloyds and their app is clunky. Is switching banks a hassle?', A + 'The switch service makes it easy.') },
  ], query: 'Which bank do I use?', current: /starling/i, old: /lloyds/i },
  { name: 'ap17 two people: instruments', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Band roster: Kofi plays bass.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Band roster: Lena plays drums.' },
  ], query: 'What does Kofi play?', current: /bass/i, other: { query: 'What does Lena play?', value: /drums/i } },
  { name: 'ap18 two people: hometowns', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Intro round: Sven is from Bergen.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Intro round: Ines is from Porto.' },
  ], query: 'Where is Sven from?', current: /bergen/i, other: { query: 'Where is Ines from?', value: /porto/i } },
  { name: 'ap19 update endpoint: support email', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Help page: the support email is help@acme.io.' },
    { update: 'a', content: 'Help page: the support email is support@acme.io.' },
  ], query: 'What is the support email?', current: /support@acme/i, old: /help@acme/i },
  { name: 'ap20 deleted: allergy', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Ayo: I am allergic to cats.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Ayo: I work at Andela.' },
    { delete: 'a' },
  ], query: 'Where does Ayo work?', current: /andela/i, deleted: ['a'] },
];

// Round 53: written at the start of the twenty-fourth session's measuring, after its general changes (3eba6f3) and
// before running it; run once on the session's code as the unseen figure.
const ROUND_53: Scenario[] = [
  { name: 'aq1 lme: moved city for school', category: 'address', steps: [
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: chat('user: Living in Leeds on a student budget is fine, but what are cheap weekend trips from here?', A + 'York and the Dales are close.') },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: chat("user: Since I moved down to Bristol for my master's, I keep getting lost. Good map apps?", A + 'Citymapper works well there.') },
  ], query: 'Where do I live?', current: /bristol/i, old: /leeds/i },
  { name: 'aq2 address: tenant record', category: 'address', steps: [
    { ingest: 'a', at: '2022-05-01T10:00:00Z', content: 'Tenant record: Mr Okafor rents the ground-floor flat at 4 Elm Road.' },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: 'Tenant record: Mr Okafor has moved out of 4 Elm Road and now rents at 17 Birch Lane.' },
  ], query: 'Where does Mr Okafor rent?', current: /birch/i, old: /elm/i },
  { name: 'aq3 employer: alumni update', category: 'employer', steps: [
    { ingest: 'a', at: '2022-06-01T10:00:00Z', content: 'Alumni update: Priya Nair is working as a data scientist for Ocado.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Alumni update: Priya Nair left Ocado in the spring and is now a data scientist at Monzo.' },
  ], query: 'Where does Priya Nair work?', current: /monzo/i, old: /ocado/i },
  { name: 'aq4 lme: new job commute', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I work at Siemens and the canteen food is getting boring. Any healthy lunch ideas I can bring?', A + 'Grain bowls travel well.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat('user: I started at BMW last month and the onboarding is intense. How do I remember so many names?', A + 'Write a short note after each meeting.') },
  ], query: 'Where do I work?', current: /bmw/i, old: /siemens/i },
  { name: 'aq5 preference: tea', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Office kitchen list: Dev drinks green tea.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Office kitchen list: Dev has switched from green tea to rooibos.' },
  ], query: 'What does Dev drink?', current: /rooibos/i, old: /green tea/i },
  { name: 'aq6 lme: running shoes', category: 'preference', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: My favourite running shoes are the Nike Pegasus. Are they good for a half marathon?', A + 'Yes, they are a solid daily trainer.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: These days I only run in my Hoka Cliftons, they're so much softer. How long do they last?", A + 'Around 500 to 800 km.') },
  ], query: 'Which running shoes do I prefer?', current: /hoka|clifton/i, old: /pegasus|nike/i },
  { name: 'aq7 preference: genre', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Book club profile: Ruth mostly reads crime novels.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Book club profile: Ruth has gone off crime and mostly reads poetry now.' },
  ], query: 'What does Ruth read?', current: /poetry/i, old: /crime/i },
  { name: 'aq8 decision: design tool', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Design review: mockups are made in Sketch.' },
    { ingest: 'b', at: '2024-02-15T10:00:00Z', content: 'Design review: we agreed to move all mockups to Figma.' },
  ], query: 'Which tool are mockups made in?', current: /figma/i, old: /sketch/i },
  { name: 'aq9 decision: retro day', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Team agreement: retros are held every other Friday.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Team agreement: from now on retros are held every other Thursday.' },
  ], query: 'When are retros held?', current: /thursday/i, old: /friday/i },
  { name: 'aq10 date: vet appointment', category: 'date', steps: [
    { ingest: 'a', at: '2024-04-01T10:00:00Z', content: chat("user: Biscuit's vet appointment is on 10 April. Should I fast him beforehand?", A + 'Ask the clinic; usually not for a check-up.') },
    { ingest: 'b', at: '2024-04-05T10:00:00Z', content: chat("user: The vet moved Biscuit's appointment to 16 April. Can I still give him treats the day before?", A + 'Yes, that is fine.') },
  ], query: "When is Biscuit's vet appointment?", current: /16 April|April 16/i, old: /10 April|April 10/i },
  { name: 'aq11 date: product launch', category: 'date', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Launch plan: the Android app launches on 4 March.' },
    { ingest: 'b', at: '2024-02-20T10:00:00Z', content: 'Launch plan: the Android launch has slipped to 18 March.' },
  ], query: 'When does the Android app launch?', current: /18 March|March 18/i, old: /4 March|March 4/i },
  { name: 'aq12 count: headcount', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'HR summary: the Berlin office has 40 employees.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'HR summary: the Berlin office now has 65 employees.' },
  ], query: 'How many employees does the Berlin office have?', current: /\b65\b/, old: /\b40\b/ },
  { name: 'aq13 lme: plants', category: 'count', steps: [
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: chat('user: I have five houseplants and two of them have yellow leaves. What am I doing wrong?', A + 'Probably overwatering.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I'm up to nine houseplants now. Is a grow light worth it for winter?", A + 'Yes, for a north-facing flat.') },
  ], query: 'How many houseplants do I have?', current: /nine|\b9\b/i, old: /five|\b5\b/i },
  { name: 'aq14 count: price', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Gym notice: the monthly membership costs 35 euros.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Gym notice: the monthly membership goes up to 42 euros in January.' },
  ], query: 'How much does the monthly membership cost?', current: /\b42\b/, old: /\b35\b/ },
  { name: 'aq15 late older: office manager', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: 'Office news: Greta Lindqvist has taken over as office manager.' },
    { ingest: 'a', at: '2023-05-01T10:00:00Z', content: 'Office news: the office manager is Paolo Conti.' },
  ], query: 'Who is the office manager?', current: /greta/i, old: /paolo/i },
  { name: 'aq16 late older: lme car', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: chat('user: I drive a Polestar 2 now. How do I find fast chargers on a road trip?', A + 'Use the built-in route planner.') },
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: chat('user: I drive a Skoda Octavia. When should I change the timing belt?', A + 'Check the manual; often around 150,000 km.') },
  ], query: 'What car do I drive?', current: /polestar/i, old: /octavia|skoda/i },
  { name: 'aq17 two people: pets', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Neighbours: Hugo has a beagle.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Neighbours: Clara has a tabby cat.' },
  ], query: 'What pet does Hugo have?', current: /beagle/i, other: { query: 'What pet does Clara have?', value: /tabby|cat/i } },
  { name: 'aq18 two people: languages', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Volunteer list: Amal speaks Arabic.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Volunteer list: Tomas speaks Czech.' },
  ], query: 'What language does Amal speak?', current: /arabic/i, other: { query: 'What language does Tomas speak?', value: /czech/i } },
  { name: 'aq19 update endpoint: opening hours', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Shop info: the shop closes at 6 pm.' },
    { update: 'a', content: 'Shop info: the shop closes at 8 pm.' },
  ], query: 'When does the shop close?', current: /8 ?pm/i, old: /6 ?pm/i },
  { name: 'aq20 deleted: hobby', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Femi: I play the saxophone.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Femi: I live in Lagos.' },
    { delete: 'a' },
  ], query: 'Where does Femi live?', current: /lagos/i, deleted: ['a'] },
];

// Round 54: written in the twenty-fourth session after round 53's fixes (b1ed37a), before running it; run once on the
// session's final code as its last unseen figure.
const ROUND_54: Scenario[] = [
  { name: 'ar1 lme: new flat', category: 'address', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: My flat in Glasgow gets really cold in winter. Are oil heaters expensive to run?', A + 'They cost more than gas heating.') },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat('user: Now that we live in Edinburgh, the wind is brutal. What coat should I buy?', A + 'A windproof shell over a fleece.') },
  ], query: 'Which city do I live in?', current: /edinburgh/i, old: /glasgow/i },
  { name: 'ar2 address: club directory', category: 'address', steps: [
    { ingest: 'a', at: '2022-03-01T10:00:00Z', content: 'Club directory: Ingrid Solberg, based in Tromsø.' },
    { ingest: 'b', at: '2023-03-01T10:00:00Z', content: 'Club directory: Ingrid Solberg, now based in Bodø.' },
  ], query: 'Where is Ingrid Solberg based?', current: /bod/i, old: /troms/i },
  { name: 'ar3 employer: podcast intro', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Podcast intro: our guest, Leila Farouk, leads design at Canva.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Podcast intro: Leila Farouk, who now leads design at Miro, is back on the show.' },
  ], query: 'Where does Leila Farouk work?', current: /miro/i, old: /canva/i },
  { name: 'ar4 lme: hospital shifts', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm a nurse at St Thomas' Hospital and the night shifts wreck my sleep. Any tips?", A + 'Blackout curtains and a fixed sleep window.') },
    { ingest: 'b', at: '2023-12-01T10:00:00Z', content: chat("user: I transferred to King's College Hospital in November, and the commute is shorter. How do I meal prep for 12-hour shifts?", A + 'Batch cook on your days off.') },
  ], query: 'Which hospital do I work at?', current: /king/i, old: /thomas/i },
  { name: 'ar5 preference: music', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Party planning: Marta loves reggaeton.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: "Party planning: Marta isn't into reggaeton anymore; she loves Afrobeats now." },
  ], query: 'What music does Marta love?', current: /afrobeats/i, old: /reggaeton/i },
  { name: 'ar6 lme: coffee order', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My usual coffee order is a flat white. Is it stronger than a latte?', A + 'Yes, it has less milk.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: I've switched my usual order to a cortado. How is it made?", A + 'Equal parts espresso and warm milk.') },
  ], query: 'What is my usual coffee order?', current: /cortado/i, old: /flat white/i },
  { name: 'ar7 preference: seat', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Travel preferences: Olu always picks a window seat.' },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: 'Travel preferences: Olu now asks for an aisle seat on long flights.' },
  ], query: 'What seat does Olu pick?', current: /aisle/i, old: /window/i },
  { name: 'ar8 decision: hosting', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Infra notes: the marketing site is hosted on Netlify.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Infra notes: we moved the marketing site to Vercel.' },
  ], query: 'Where is the marketing site hosted?', current: /vercel/i, old: /netlify/i },
  { name: 'ar9 decision: meeting tool', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Ops memo: client calls happen on Zoom.' },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Ops memo: we have decided to hold client calls on Google Meet instead.' },
  ], query: 'Where do client calls happen?', current: /google meet/i, old: /zoom/i },
  { name: 'ar10 date: wedding', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: chat('user: Our wedding is on 8 June. What should we do first?', A + 'Book the venue.') },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat('user: We had to push the wedding back to 21 September because the venue flooded. Do we resend invites?', A + 'Yes, send a change-the-date card.') },
  ], query: 'When is our wedding?', current: /21 September|September 21/i, old: /8 June|June 8/i },
  { name: 'ar11 date: filing deadline', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Finance: the VAT return is due on 7 February.' },
    { ingest: 'b', at: '2024-01-20T10:00:00Z', content: 'Finance: HMRC extended the VAT return deadline to 14 February.' },
  ], query: 'When is the VAT return due?', current: /14 February|February 14/i, old: /7 February|February 7/i },
  { name: 'ar12 count: volunteers', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Food bank report: we have 25 regular volunteers.' },
    { ingest: 'b', at: '2023-12-01T10:00:00Z', content: 'Food bank report: regular volunteers grew to 41 this year.' },
  ], query: 'How many regular volunteers are there?', current: /\b41\b/, old: /\b25\b/ },
  { name: 'ar13 lme: marathons', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I've run three marathons so far. How do I train for a sub-4?", A + 'Add a weekly tempo run.') },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat('user: After Berlin I have now run five marathons. Should I try an ultra?', A + 'A 50K is a good first step.') },
  ], query: 'How many marathons have I run?', current: /five|\b5\b/i, old: /three|\b3\b/i },
  { name: 'ar14 count: rent', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My rent is £1,100 a month. Is that normal for a one-bed in Manchester?', A + 'It is around the average.') },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat('user: The landlord raised my rent to £1,250 a month. Can he do that mid-lease?', A + 'Check your tenancy agreement.') },
  ], query: 'How much is my rent?', current: /1,250|1250/, old: /1,100|1100/ },
  { name: 'ar15 late older: head coach', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-06-01T10:00:00Z', content: 'Club bulletin: the head coach is now Rafael Duarte.' },
    { ingest: 'a', at: '2023-06-01T10:00:00Z', content: 'Club bulletin: Anja Berg is our head coach.' },
  ], query: 'Who is the head coach?', current: /rafael/i, old: /anja/i },
  { name: 'ar16 late older: lme phone', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: chat('user: I just got a Pixel 8 and love the camera. How do I turn on night sight?', A + 'It switches on automatically in low light.') },
    { ingest: 'a', at: '2023-05-01T10:00:00Z', content: chat('user: My phone is an iPhone 11 and the battery is dying. Should I replace the battery or the phone?', A + 'A battery swap is cheaper.') },
  ], query: 'What phone do I have?', current: /pixel/i, old: /iphone/i },
  { name: 'ar17 two people: gyms', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Member notes: Jonah trains at PureGym.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Member notes: Priti trains at The Gym Group.' },
  ], query: 'Where does Jonah train?', current: /puregym/i, other: { query: 'Where does Priti train?', value: /gym group/i } },
  { name: 'ar18 two people: roles', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Team page: Wei is the tech lead.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Team page: Carmen is the product manager.' },
  ], query: "What is Wei's role?", current: /tech lead/i, other: { query: "What is Carmen's role?", value: /product manager/i } },
  { name: 'ar19 update endpoint: parking', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Visitor info: guests park in lot B.' },
    { update: 'a', content: 'Visitor info: guests park in lot D.' },
  ], query: 'Where do guests park?', current: /lot d/i, old: /lot b/i },
  { name: 'ar20 deleted: diet', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Kemi: I am vegetarian.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Kemi: I work at Flutterwave.' },
    { delete: 'a' },
  ], query: 'Where does Kemi work?', current: /flutterwave/i, deleted: ['a'] },
];

// Round 55: written in the twenty-fourth session with round 54, before running either; run once on the session's final
// code as its last unseen figure.
const ROUND_55: Scenario[] = [
  { name: 'as1 lme: relocation for partner', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-15T10:00:00Z', content: chat("user: What's a good day trip from Denver? I've got a free Saturday.", A + 'Boulder or Estes Park.') },
    { ingest: 'b', at: '2023-01-15T10:05:00Z', content: chat('user: I live in Denver, by the way, so anything within two hours.', A + 'Then Georgetown works too.') },
    { ingest: 'c', at: '2024-01-15T10:00:00Z', content: chat("user: We relocated to Austin in the summer. What's the best way to meet people here?", A + 'Try a running club.') },
  ], query: 'Where do I live?', current: /austin/i, old: /denver/i },
  { name: 'as2 address: staff list', category: 'address', steps: [
    { ingest: 'a', at: '2022-09-01T10:00:00Z', content: 'Staff list: Dr Fatima Zahra lives in Rabat and teaches chemistry.' },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: 'Staff list: Dr Fatima Zahra, who moved to Casablanca over the summer, teaches chemistry.' },
  ], query: 'Where does Dr Fatima Zahra live?', current: /casablanca/i, old: /rabat/i },
  { name: 'as3 employer: signature', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Thanks for the intro!\n\nBest,\nHiro Tanaka\nStaff Engineer, Mercari' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Happy new year! Quick update: I have joined SmartNews as a staff engineer.\n\nBest,\nHiro Tanaka' },
  ], query: 'Where does Hiro Tanaka work?', current: /smartnews/i, old: /mercari/i },
  { name: 'as4 lme: teacher', category: 'employer', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: I teach maths at Hillside Academy and my Year 9s are restless. Any engagement tricks?', A + 'Short starter puzzles help.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat("user: I moved schools this term and now teach at Riverside High. How do I learn 150 names fast?", A + 'Use seating plans with photos.') },
  ], query: 'Which school do I teach at?', current: /riverside/i, old: /hillside/i },
  { name: 'as5 preference: cuisine', category: 'preference', steps: [
    { ingest: 'a', at: '2022-06-01T10:00:00Z', content: 'Dinner notes: Chidi hates spicy food.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Dinner notes: Chidi has come round to spicy food and now loves it.' },
  ], query: 'Does Chidi like spicy food?', current: /loves/i, old: /hates/i },
  { name: 'as6 lme: game', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: My favourite game right now is Elden Ring. Any tips for the first boss?", A + 'Summon spirit ashes.') },
    { ingest: 'b', at: '2023-11-01T10:00:00Z', content: chat("user: Baldur's Gate 3 has become my favourite game. Which class should I play first?", A + 'A paladin is forgiving.') },
  ], query: 'What is my favourite game?', current: /baldur/i, old: /elden/i },
  { name: 'as7 preference: commute', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Wellbeing survey: Nils cycles to work.' },
    { ingest: 'b', at: '2023-11-01T10:00:00Z', content: 'Wellbeing survey: since his knee injury Nils takes the tram to work.' },
  ], query: 'How does Nils get to work?', current: /tram/i, old: /cycl/i },
  { name: 'as8 decision: database', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Architecture log: the orders service stores its data in MySQL.' },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Architecture log: we migrated the orders service to PostgreSQL.' },
  ], query: 'Which database does the orders service use?', current: /postgres/i, old: /mysql/i },
  { name: 'as9 decision: office days', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Policy update: everyone is in the office on Tuesdays and Thursdays.' },
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: 'Policy update: office days are now Mondays and Wednesdays.' },
  ], query: 'Which days is everyone in the office?', current: /monday/i, old: /tuesday/i },
  { name: 'as10 date: dissertation', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-10T10:00:00Z', content: chat('user: My dissertation is due on 15 April. How should I split the writing?', A + 'Draft chapters in order of confidence.') },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: chat('user: Good news, I got an extension, so my dissertation is now due on 6 May. Should I add another chapter?', A + 'Only if your supervisor agrees.') },
  ], query: 'When is my dissertation due?', current: /6 May|May 6/i, old: /15 April|April 15/i },
  { name: 'as11 date: conference', category: 'date', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Events: DevDays will take place on 12 September in Lyon.' },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Events: DevDays has been moved to 3 October; the venue stays the same.' },
  ], query: 'When is DevDays?', current: /3 October|October 3/i, old: /12 September|September 12/i },
  { name: 'as12 count: stars', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Repo stats: the project has 1,200 GitHub stars.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Repo stats: the project just passed 5,000 GitHub stars.' },
  ], query: 'How many GitHub stars does the project have?', current: /5,000|5000/, old: /1,200|1200/ },
  { name: 'as13 lme: kids', category: 'count', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: chat('user: With two kids under five, what are easy weeknight dinners?', A + 'Sheet-pan meals.') },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat("user: Our third baby arrived in December, so we have three kids now. How do people get any sleep?", A + 'Take shifts with your partner.') },
  ], query: 'How many kids do I have?', current: /three|\b3\b/i, old: /\btwo\b|\b2\b/i },
  { name: 'as14 count: storage', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'IT notice: each mailbox has a 50 GB quota.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'IT notice: the mailbox quota has been raised to 100 GB.' },
  ], query: 'What is the mailbox quota?', current: /100 GB/i, old: /50 GB/i },
  { name: 'as15 late older: lme gym', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat("user: I'm a member at Third Space now. Is the sauna worth using after lifting?", A + 'Yes, if you hydrate.') },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat("user: I'm a member at PureGym. What's a good beginner split?", A + 'Try upper/lower.') },
  ], query: 'Which gym am I a member at?', current: /third space/i, old: /puregym/i },
  { name: 'as16 late older: maintainer', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'README: the maintainer of this library is Oskar Lind.' },
    { ingest: 'a', at: '2022-03-01T10:00:00Z', content: 'README: the maintainer of this library is Beatriz Souza.' },
  ], query: 'Who maintains the library?', current: /oskar/i, old: /beatriz/i },
  { name: 'as17 two people: cars', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Carpool sheet: Rosa drives a Toyota Yaris.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Carpool sheet: Ahmed drives a Ford Focus.' },
  ], query: 'What does Rosa drive?', current: /yaris/i, other: { query: 'What does Ahmed drive?', value: /focus/i } },
  { name: 'as18 two people: birthdays', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: "Team calendar: Lina's birthday is on 3 March." },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: "Team calendar: Pedro's birthday is on 19 July." },
  ], query: "When is Lina's birthday?", current: /3 March|March 3/i, other: { query: "When is Pedro's birthday?", value: /19 July|July 19/i } },
  { name: 'as19 update endpoint: price', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Pricing page: the Pro plan costs $12 a month.' },
    { update: 'a', content: 'Pricing page: the Pro plan costs $15 a month.' },
  ], query: 'How much does the Pro plan cost?', current: /\$15/, old: /\$12/ },
  { name: 'as20 deleted: allergy', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Sana: I am allergic to penicillin.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Sana: I work at Careem.' },
    { delete: 'a' },
  ], query: 'Where does Sana work?', current: /careem/i, deleted: ['a'] },
];

// Round 56: written at the end of the twenty-fourth session, after rounds 54-55's fixes (a8301fd) and before running
// it; run once in the session's last full run as its final unseen figure.
const ROUND_56: Scenario[] = [
  { name: 'at1 lme: new apartment', category: 'address', steps: [
    { ingest: 'a', at: '2023-04-01T10:00:00Z', content: chat("user: I'm in Lyon and want to learn to cook proper French food. Any classes you'd recommend?", A + "L'Atelier des Chefs is popular.") },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: chat('user: After moving to Marseille I want to try bouillabaisse. Where should I go?', A + 'Chez Fonfon is a classic.') },
  ], query: 'Which city do I live in?', current: /marseille/i, old: /lyon/i },
  { name: 'at2 address: newsletter', category: 'address', steps: [
    { ingest: 'a', at: '2022-10-01T10:00:00Z', content: 'Alumni newsletter: Kofi Boateng lives in Accra with his family.' },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: 'Alumni newsletter: Kofi Boateng and his family have relocated to Nairobi.' },
  ], query: 'Where does Kofi Boateng live?', current: /nairobi/i, old: /accra/i },
  { name: 'at3 employer: profile', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Speaker profile: Elena Rossi, CTO of Satispay.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Speaker profile: Elena Rossi, now CTO of Scalapay.' },
  ], query: 'Where does Elena Rossi work?', current: /scalapay/i, old: /satispay/i },
  { name: 'at4 lme: internship', category: 'employer', steps: [
    { ingest: 'a', at: '2023-06-01T10:00:00Z', content: chat("user: My internship at Unilever ends in August. How do I ask for a return offer?", A + 'Ask your manager early.') },
    { ingest: 'b', at: '2023-11-01T10:00:00Z', content: chat("user: I accepted a full-time offer from Nestlé and started last week. What should I do in my first 90 days?", A + 'Meet your stakeholders.') },
  ], query: 'Where do I work?', current: /nestl/i, old: /unilever/i },
  { name: 'at5 preference: drink', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Bar tab notes: Sven always orders a pilsner.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Bar tab notes: Sven has given up beer and orders sparkling water now.' },
  ], query: 'What does Sven order?', current: /sparkling water/i, old: /pilsner/i },
  { name: 'at6 lme: streaming', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I watch everything on Netflix. Is there a way to download shows for a flight?', A + 'Yes, tap the download icon.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I cancelled Netflix and moved to Disney+. Can I share my account with my sister?", A + 'Only within your household.') },
  ], query: 'Which streaming service do I use?', current: /disney/i, old: /netflix/i },
  { name: 'at7 preference: sport', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Club survey: Aiko plays tennis on weekends.' },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: 'Club survey: Aiko has swapped tennis for padel.' },
  ], query: 'What does Aiko play?', current: /padel/i, old: /tennis/i },
  { name: 'at8 decision: payroll', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Finance update: payroll runs through Gusto.' },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Finance update: we have switched payroll providers to Rippling.' },
  ], query: 'Which payroll provider do we use?', current: /rippling/i, old: /gusto/i },
  { name: 'at9 decision: code review', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Eng handbook: pull requests need one approval.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Eng handbook: starting this month pull requests need two approvals.' },
  ], query: 'How many approvals do pull requests need?', current: /two|\b2\b/i, old: /\bone\b|\b1\b/i },
  { name: 'at10 date: move-in', category: 'date', steps: [
    { ingest: 'a', at: '2024-05-01T10:00:00Z', content: chat('user: We get the keys to our new house on 1 July. What should we do on day one?', A + 'Change the locks.') },
    { ingest: 'b', at: '2024-06-01T10:00:00Z', content: chat('user: The sellers delayed completion, so we now get the keys on 15 July. Can we still book movers?', A + 'Yes, just move the date.') },
  ], query: 'When do we get the keys?', current: /15 July|July 15/i, old: /1 July|July 1\b/i },
  { name: 'at11 date: board meeting', category: 'date', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Secretary note: the next board meeting is on 20 March.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Secretary note: the board meeting has been brought forward to 13 March.' },
  ], query: 'When is the next board meeting?', current: /13 March|March 13/i, old: /20 March|March 20/i },
  { name: 'at12 count: branches', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Company facts: the bakery chain has 12 branches.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Company facts: after opening four more, the bakery chain now has 16 branches.' },
  ], query: 'How many branches does the bakery chain have?', current: /\b16\b/, old: /\b12\b/ },
  { name: 'at13 lme: languages', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm fluent in English and Spanish. Which language should I learn next for business?", A + 'Mandarin or German.') },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat("user: I'm now fluent in German as well, so that's three languages. How do I show that on LinkedIn?", A + 'Add them under Languages.') },
  ], query: 'How many languages am I fluent in?', current: /three|\b3\b|german/i, old: /spanish(?!.*german)/i },
  { name: 'at14 count: weight', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I weigh 92 kg and want to get under 85. Is running or cycling better?', A + 'Both work; consistency matters most.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat("user: I'm down to 86 kg now! How do I get past this plateau?", A + 'Adjust your calories slightly.') },
  ], query: 'How much do I weigh?', current: /\b86\b/, old: /\b92\b/ },
  { name: 'at15 late older: chair', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Committee minutes: Helen Park was elected chair and takes over from Omar Said.' },
    { ingest: 'a', at: '2023-04-01T10:00:00Z', content: 'Committee minutes: Omar Said chairs the committee.' },
  ], query: 'Who chairs the committee?', current: /helen/i, old: /omar/i },
  { name: 'at16 late older: lme laptop', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat('user: I switched to a ThinkPad for work. How do I set up fingerprint login on Linux?', A + 'Use fprintd.') },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: I work on a MacBook Air. Is 8 GB of RAM enough for Docker?', A + 'It is tight; 16 GB is better.') },
  ], query: 'Which laptop do I use?', current: /thinkpad/i, old: /macbook/i },
  { name: 'at17 two people: cities', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Pen pals: Lucía lives in Valencia.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Pen pals: Hamza lives in Fez.' },
  ], query: 'Where does Lucía live?', current: /valencia/i, other: { query: 'Where does Hamza live?', value: /fez/i } },
  { name: 'at18 two people: employers', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Mentors: Gabriel works at Stripe.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Mentors: Yuki works at Figma.' },
  ], query: 'Where does Gabriel work?', current: /stripe/i, other: { query: 'Where does Yuki work?', value: /figma/i } },
  { name: 'at19 update endpoint: wifi', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Office info: the guest wifi network is AcmeGuest.' },
    { update: 'a', content: 'Office info: the guest wifi network is AcmeVisitors.' },
  ], query: 'What is the guest wifi network?', current: /acmevisitors/i, old: /acmeguest/i },
  { name: 'at20 deleted: pet', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Ines: I have a parrot called Kiwi.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Ines: I live in Porto.' },
    { delete: 'a' },
  ], query: 'Where does Ines live?', current: /porto/i, deleted: ['a'] },
];

// Round 57: written at the start of the twenty-fifth session (2026-11-27), on 4bfe54e, before running it.
const ROUND_57: Scenario[] = [
  { name: 'au1 lme: commute', category: 'address', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: My commute from Brooklyn to Midtown takes 50 minutes. Any podcast suggestions?', A + 'Try The Daily or Radiolab.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat('user: Now that I live in Jersey City, my commute is only 25 minutes. Any short podcasts?', A + 'Try Up First.') },
  ], query: 'Where do I live?', current: /jersey city/i, old: /brooklyn/i },
  { name: 'au2 address: based in', category: 'address', steps: [
    { ingest: 'a', at: '2022-05-01T10:00:00Z', content: 'Vendor contacts: Priya Nair is based in Pune.' },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: 'Vendor contacts: Priya Nair is now based in Hyderabad.' },
  ], query: 'Where is Priya Nair based?', current: /hyderabad/i, old: /pune/i },
  { name: 'au3 lme: nurse', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-10T10:00:00Z', content: chat("user: I'm a nurse at St Mary's Hospital and I work night shifts. How can I sleep better during the day?", A + 'Blackout curtains help.') },
    { ingest: 'b', at: '2023-09-10T10:00:00Z', content: chat("user: I left St Mary's and now work at a GP practice called Riverside Health, so no more night shifts! How do I reset my sleep?", A + 'Keep a fixed wake time.') },
  ], query: 'Where do I work?', current: /riverside/i, old: /st mary/i },
  { name: 'au4 employer: team page', category: 'employer', steps: [
    { ingest: 'a', at: '2022-03-01T10:00:00Z', content: 'Team page: Jonas Berg, data engineer at Klarna.' },
    { ingest: 'b', at: '2023-03-01T10:00:00Z', content: 'Team page: Jonas Berg has moved to Spotify as a staff data engineer.' },
  ], query: 'Where does Jonas Berg work?', current: /spotify/i, old: /klarna/i },
  { name: 'au5 preference: cuisine', category: 'preference', steps: [
    { ingest: 'a', at: '2022-06-01T10:00:00Z', content: "Dinner notes: Camille's favourite cuisine is Thai." },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Dinner notes: Camille says she prefers Lebanese food these days.' },
  ], query: "What is Camille's favourite cuisine?", current: /lebanese/i, old: /thai/i },
  { name: 'au6 lme: notes app', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I use Notion for all my notes. How do I make a habit tracker?', A + 'Use a database with checkboxes.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat("user: I've migrated my notes from Notion to Obsidian. How do I sync across devices?", A + 'Obsidian Sync or a cloud folder.') },
  ], query: 'Which note-taking app do I use?', current: /obsidian/i, old: /notion/i },
  { name: 'au7 preference: training time', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Gym log: Tariq trains in the mornings.' },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: 'Gym log: Tariq switched to evening workouts.' },
  ], query: 'When does Tariq train?', current: /evening/i, old: /morning/i },
  { name: 'au8 decision: backups', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Ops minutes: backups are stored in S3.' },
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: 'Ops minutes: we moved backups from S3 to Backblaze B2 to cut costs.' },
  ], query: 'Where are backups stored?', current: /backblaze/i, old: /\bS3\b/ },
  { name: 'au9 decision: navigation', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Design review: the app will use a bottom tab bar for navigation.' },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Design review: we replaced the bottom tab bar with a side drawer for navigation.' },
  ], query: 'What does the app use for navigation?', current: /side drawer/i, old: /bottom tab bar/i },
  { name: 'au10 lme: driving test', category: 'date', steps: [
    { ingest: 'a', at: '2023-09-01T10:00:00Z', content: chat('user: My driving test is on 14 October. How should I practise parallel parking?', A + 'Use cones in an empty car park.') },
    { ingest: 'b', at: '2023-10-05T10:00:00Z', content: chat('user: The examiner cancelled, so my driving test is now on 2 November. Should I book extra lessons?', A + 'One or two more would help.') },
  ], query: 'When is my driving test?', current: /2 November|November 2\b/i, old: /14 October|October 14/i },
  { name: 'au11 date: fair postponed', category: 'date', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: 'School newsletter: the spring fair takes place on 6 April.' },
    { ingest: 'b', at: '2024-03-25T10:00:00Z', content: 'School newsletter: because of the weather forecast, the spring fair is postponed to 13 April.' },
  ], query: 'When is the spring fair?', current: /13 April|April 13/i, old: /6 April|April 6\b/i },
  { name: 'au12 lme: kids', category: 'count', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: chat('user: We have two kids and a dog. Which car would fit us?', A + 'A mid-size SUV.') },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat('user: Our family got bigger, we have three kids now. Which 7-seater is best?', A + 'The Kia Sorento is popular.') },
  ], query: 'How many kids do we have?', current: /three|\b3\b/i, old: /\btwo\b|\b2\b/i },
  { name: 'au13 count: catalogue', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Store report: the shop stocks 300 products.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Store report: the catalogue has grown and the shop now stocks 450 products.' },
  ], query: 'How many products does the shop stock?', current: /\b450\b/, old: /\b300\b/ },
  { name: 'au14 lme: weekly distance', category: 'count', steps: [
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: chat('user: I run about 20 km a week. Is that enough for a half marathon?', A + 'Build up gradually.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: I've built up to 35 km a week. Should I add a long run?", A + 'Yes, one long run a week.') },
  ], query: 'How many km a week do I run?', current: /\b35\b/, old: /\b20\b/ },
  { name: 'au15 late older: treasurer', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Club newsletter: Rosa Lind is the new treasurer, replacing Piet Kok.' },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: 'Club newsletter: Piet Kok is the treasurer.' },
  ], query: 'Who is the treasurer?', current: /rosa/i, old: /piet/i },
  { name: 'au16 late older: lme car', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat('user: I drive a Kia EV6 now. How do I find fast chargers on a road trip?', A + 'Use A Better Routeplanner.') },
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: chat('user: I drive a 2015 Honda Civic. When should I replace the timing belt?', A + 'The Civic uses a chain.') },
  ], query: 'What car do I drive?', current: /ev6|kia/i, old: /civic/i },
  { name: 'au17 two people: subjects', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Staff list: Noor teaches chemistry.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Staff list: Felix teaches history.' },
  ], query: 'What does Noor teach?', current: /chemistry/i, other: { query: 'What does Felix teach?', value: /history/i } },
  { name: 'au18 two people: authors', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: "Book club: Amara's favourite author is Chimamanda Ngozi Adichie." },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: "Book club: Jonah's favourite author is Haruki Murakami." },
  ], query: "Who is Amara's favourite author?", current: /adichie/i, other: { query: "Who is Jonah's favourite author?", value: /murakami/i } },
  { name: 'au19 update endpoint: hours', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Support hours: the helpdesk is open from 9am to 5pm.' },
    { update: 'a', content: 'Support hours: the helpdesk is open from 8am to 8pm.' },
  ], query: 'When is the helpdesk open?', current: /8am to 8pm/i, old: /9am to 5pm/i },
  { name: 'au20 deleted: instrument', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Yusuf: I play the oud.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Yusuf: I work at Aramco.' },
    { delete: 'a' },
  ], query: 'Where does Yusuf work?', current: /aramco/i, deleted: ['a'] },
];

// Round 58: written at the start of the twenty-fifth session, with round 57 and before running either.
const ROUND_58: Scenario[] = [
  { name: 'av1 lme: altitude', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: Living in Denver, the altitude makes my runs harder. Any tips?', A + 'Slow down and hydrate.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat('user: Since I moved down to Austin, the heat is my new problem when running. Any tips?', A + 'Run early in the morning.') },
  ], query: 'Where do I live?', current: /austin/i, old: /denver/i },
  { name: 'av2 address: card list', category: 'address', steps: [
    { ingest: 'a', at: '2022-12-01T10:00:00Z', content: 'Christmas card list: the Okafors live at 12 Elm Road.' },
    { ingest: 'b', at: '2023-12-01T10:00:00Z', content: 'Christmas card list: the Okafors have a new address, 4 Birch Lane.' },
  ], query: "What is the Okafors' address?", current: /birch lane/i, old: /elm road/i },
  { name: 'av3 lme: barista', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm a barista at Blue Bottle while I study. How do I get better at latte art?", A + 'Practise the heart first.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I quit Blue Bottle and got a job at a bookshop called Powell's. How do I recommend books well?", A + 'Ask what they read last.') },
  ], query: 'Where do I work?', current: /powell/i, old: /blue bottle/i },
  { name: 'av4 employer: podcast', category: 'employer', steps: [
    { ingest: 'a', at: '2022-04-01T10:00:00Z', content: 'Podcast intro: our guest Dana Kim leads design at Airbnb.' },
    { ingest: 'b', at: '2023-04-01T10:00:00Z', content: 'Podcast intro: Dana Kim, who recently became head of design at Canva, joins us again.' },
  ], query: 'Where does Dana Kim work?', current: /canva/i, old: /airbnb/i },
  { name: 'av5 lme: coffee order', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My go-to coffee order is a flat white. Which beans suit it?', A + 'A medium roast.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: I've switched my go-to order to an oat cortado. Does oat milk steam well?", A + 'Barista editions do.') },
  ], query: 'What is my go-to coffee order?', current: /cortado/i, old: /flat white/i },
  { name: 'av6 preference: football club', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Profile: Mateo is a Real Madrid fan.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Profile: Mateo now supports Atlético Madrid.' },
  ], query: 'Which club does Mateo support?', current: /atl[eé]tico/i, old: /real madrid/i },
  { name: 'av7 preference: tea', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Kitchen notes: Ada takes her tea with milk.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Kitchen notes: Ada takes her tea black these days.' },
  ], query: 'How does Ada take her tea?', current: /black/i, old: /milk/i },
  { name: 'av8 decision: analytics store', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Platform sync: we chose Postgres for the analytics store.' },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Platform sync: we are replacing Postgres with ClickHouse for the analytics store.' },
  ], query: 'What do we use for the analytics store?', current: /clickhouse/i, old: /postgres/i },
  { name: 'av9 decision: team lunch', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Office manager: the team lunch is ordered from Dishoom.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Office manager: team lunch now comes from Wagamama.' },
  ], query: 'Where is team lunch ordered from?', current: /wagamama/i, old: /dishoom/i },
  { name: 'av10 lme: wedding', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: "user: My sister's wedding is on 8 June. What should I wear?" },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'user: My sister moved her wedding to 21 September. Does that change the dress code?' },
  ], query: "When is my sister's wedding?", current: /21 September|September 21/i, old: /8 June|June 8\b/i },
  { name: 'av11 date: release', category: 'date', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: 'Release calendar: version 3.0 ships on 5 May.' },
    { ingest: 'b', at: '2024-04-20T10:00:00Z', content: 'Release calendar: version 3.0 has slipped to 19 May.' },
  ], query: 'When does version 3.0 ship?', current: /19 May|May 19/i, old: /5 May|May 5\b/i },
  { name: 'av12 count: vans', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Fleet note: the courier company runs 40 vans.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Fleet note: after the expansion the courier company runs 55 vans.' },
  ], query: 'How many vans does the courier company run?', current: /\b55\b/, old: /\b40\b/ },
  { name: 'av13 lme: monitors', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I have 3 monitors on my desk and my neck hurts. How should I arrange them?', A + 'Put the main one straight ahead.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: I'm down to one ultrawide monitor now. How should I arrange my windows?", A + 'Use a tiling tool.') },
  ], query: 'How many monitors do I have?', current: /\bone\b|\b1\b|ultrawide/i, old: /\b3\b|three/i },
  { name: 'av14 count: hens', category: 'count', steps: [
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: 'Garden log: there are 6 hens in the coop.' },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: 'Garden log: a fox got two of the hens, so there are 4 hens left in the coop.' },
  ], query: 'How many hens are in the coop?', current: /\b4\b|four/i, old: /\b6\b|six/i },
  { name: 'av15 late older: drummer', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Band news: Lena is our drummer now that Marco has left.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Band news: Marco is our drummer.' },
  ], query: 'Who is the drummer?', current: /lena/i, old: /marco/i },
  { name: 'av16 late older: lme carrier', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat('user: I switched my phone plan to Mint Mobile. Does it work in Canada?', A + 'Roaming is an add-on.') },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm on Verizon and the bill is too high. Any cheaper carriers?", A + 'Look at MVNOs.') },
  ], query: 'Which phone carrier do I use?', current: /mint/i, old: /verizon/i },
  { name: 'av17 two people: teams', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Org chart: Ravi is on the backend team.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Org chart: Sofia is on the mobile team.' },
  ], query: 'Which team is Ravi on?', current: /backend/i, other: { query: 'Which team is Sofia on?', value: /mobile/i } },
  { name: 'av18 two people: cars', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Street notes: Mr Novak drives a Tesla.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Street notes: Mrs Horvat drives a Volvo.' },
  ], query: 'What does Mr Novak drive?', current: /tesla/i, other: { query: 'What does Mrs Horvat drive?', value: /volvo/i } },
  { name: 'av19 update endpoint: exam weight', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Course page: the final exam is worth 40% of the grade.' },
    { update: 'a', content: 'Course page: the final exam is worth 50% of the grade.' },
  ], query: 'How much is the final exam worth?', current: /50%/, old: /40%/ },
  { name: 'av20 deleted: diet', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: "Kai: I'm vegan." },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Kai: I live in Bristol.' },
    { delete: 'a' },
  ], query: 'Where does Kai live?', current: /bristol/i, deleted: ['a'] },
];

// Round 59: written in the twenty-fifth session after rounds 57-58's fixes (on their commit), before running it.
const ROUND_59: Scenario[] = [
  { name: 'aw1 lme: dentist near home', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm looking for a good dentist near Clapham, where I live. Any tips on choosing one?", A + 'Check reviews and ask about NHS places.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: Now that I've relocated to Bristol, I need to register with a new GP. How does that work?", A + 'Find a practice whose area covers your address.') },
  ], query: 'Where do I live?', current: /bristol/i, old: /clapham/i },
  { name: 'aw2 address: calls home', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Alumni update: Farah Haddad lives in Amman.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Alumni update: Farah Haddad now calls Dubai home.' },
  ], query: 'Where does Farah Haddad live?', current: /dubai/i, old: /amman/i },
  { name: 'aw3 lme: accountant', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm an accountant at PwC and tax season is brutal. How do I avoid burnout?", A + 'Protect your sleep.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat('user: I finally made the jump from PwC to an in-house role at Siemens. What should I expect?', A + 'More predictable hours.') },
  ], query: 'Where do I work?', current: /siemens/i, old: /pwc/i },
  { name: 'aw4 employer: now at', category: 'employer', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'LinkedIn note: Olu Adeyemi works for Flutterwave.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'LinkedIn note: Olu Adeyemi is now at Paystack.' },
  ], query: 'Where does Olu Adeyemi work?', current: /paystack/i, old: /flutterwave/i },
  { name: 'aw5 preference: dessert', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: "Menu notes: Bea's favourite dessert is tiramisu." },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Menu notes: Bea has gone off tiramisu; her favourite dessert is now panna cotta.' },
  ], query: "What is Bea's favourite dessert?", current: /panna cotta/i, old: /tiramisu/i },
  { name: 'aw6 lme: podcast app', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I listen to podcasts on Spotify every morning. Any true crime recommendations?', A + 'Try Serial.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: I've moved my podcasts over to Pocket Casts. Can I import my subscriptions?", A + 'Yes, with an OPML file.') },
  ], query: 'Which app do I listen to podcasts on?', current: /pocket casts/i, old: /spotify/i },
  { name: 'aw7 preference: seats', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Travel profile: Ken prefers aisle seats.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Travel profile: Ken now books window seats.' },
  ], query: 'Which seats does Ken book?', current: /window/i, old: /aisle/i },
  { name: 'aw8 decision: deploy tool', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Eng decision log: we deploy with Ansible.' },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Eng decision log: we retired Ansible; deployments now go through Terraform.' },
  ], query: 'What do we deploy with?', current: /terraform/i, old: /ansible/i },
  { name: 'aw9 decision: campaign channel', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Marketing plan: the launch campaign will run on Instagram.' },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Marketing plan: after the review, the launch campaign will run on TikTok instead.' },
  ], query: 'Where will the launch campaign run?', current: /tiktok/i, old: /instagram/i },
  { name: 'aw10 lme: flight', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-10T10:00:00Z', content: chat('user: My flight to Tokyo is on 3 March. What should I pack?', A + 'Layers and a power adapter.') },
    { ingest: 'b', at: '2024-02-10T10:00:00Z', content: chat('user: The airline rebooked me, my flight to Tokyo is now on 5 March. Will my hotel let me shift the dates?', A + 'Most will if you ask early.') },
  ], query: 'When is my flight to Tokyo?', current: /5 March|March 5/i, old: /3 March|March 3\b/i },
  { name: 'aw11 date: review deadline', category: 'date', steps: [
    { ingest: 'a', at: '2024-08-01T10:00:00Z', content: 'HR memo: performance reviews are due on 30 September.' },
    { ingest: 'b', at: '2024-09-15T10:00:00Z', content: 'HR memo: the deadline for performance reviews has been extended to 14 October.' },
  ], query: 'When are performance reviews due?', current: /14 October|October 14/i, old: /30 September|September 30/i },
  { name: 'aw12 count: agents', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Team page: the support team has 8 agents.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Team page: the support team has grown to 12 agents.' },
  ], query: 'How many agents does the support team have?', current: /\b12\b/, old: /\b8\b/ },
  { name: 'aw13 lme: books a month', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm reading 2 books a month. How can I read more?", A + 'Carry a book everywhere.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: I'm up to 4 books a month now! Any tips to keep going?", A + 'Mix in shorter books.') },
  ], query: 'How many books a month do I read?', current: /\b4\b|four/i, old: /\b2\b|two/i },
  { name: 'aw14 count: cows', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Farm diary: we milk 30 cows.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Farm diary: we sold ten cows, so we now milk 20 cows.' },
  ], query: 'How many cows do we milk?', current: /\b20\b/, old: /\b30\b/ },
  { name: 'aw15 late older: parish priest', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Parish newsletter: Father Liam has retired and Father Tomasz is our new parish priest.' },
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Parish newsletter: Father Liam is our parish priest.' },
  ], query: 'Who is the parish priest?', current: /tomasz/i, old: /liam/i },
  { name: 'aw16 late older: lme desk', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat("user: I've switched to a standing desk. Does standing all day help back pain?", A + 'Alternate sitting and standing.') },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I work at a regular sitting desk all day. How do I fix my posture?', A + 'Raise your monitor.') },
  ], query: 'What kind of desk do I use?', current: /standing/i, old: /sitting|regular/i },
  { name: 'aw17 two people: research', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Lab roster: Dr Okoro studies malaria.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Lab roster: Dr Lindqvist studies tuberculosis.' },
  ], query: 'What does Dr Okoro study?', current: /malaria/i, other: { query: 'What does Dr Lindqvist study?', value: /tuberculosis/i } },
  { name: 'aw18 two people: cars', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Carpool list: Hassan drives a Prius.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Carpool list: Emily drives a Golf.' },
  ], query: 'What does Hassan drive?', current: /prius/i, other: { query: 'What does Emily drive?', value: /golf/i } },
  { name: 'aw19 update endpoint: lane swimming', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Pool timetable: lane swimming starts at 7am.' },
    { update: 'a', content: 'Pool timetable: lane swimming starts at 6:30am.' },
  ], query: 'When does lane swimming start?', current: /6:30/i, old: /\b7am/i },
  { name: 'aw20 deleted: hobby', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Mei: I collect vinyl records.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Mei: I work at ByteDance.' },
    { delete: 'a' },
  ], query: 'Where does Mei work?', current: /bytedance/i, deleted: ['a'] },
];

// Round 60: written with round 59, before running either.
const ROUND_60: Scenario[] = [
  { name: 'ax1 lme: coffee scene', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: Living in Melbourne, I love the coffee scene. Where can I learn latte art?', A + 'Try a barista course.') },
    { ingest: 'b', at: '2023-11-01T10:00:00Z', content: chat("user: Since relocating to Perth, I miss Melbourne's cafes. Any good ones in Perth?", A + 'Try Telegram Coffee.') },
  ], query: 'Where do I live?', current: /perth/i, old: /melbourne/i },
  { name: 'ax2 address: tenant', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Tenant file: Mr Adebayo rents a flat on King Street.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Tenant file: Mr Adebayo moved out; he now rents a flat on Queen Street.' },
  ], query: 'Where does Mr Adebayo rent a flat?', current: /queen street/i, old: /king street/i },
  { name: 'ax3 lme: teacher', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: As a teacher at Lincoln High I get summers off. What side gigs could I do?', A + 'Tutoring or summer camps.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat('user: I left teaching and joined Duolingo as a curriculum designer. How do I adjust to corporate life?', A + 'Learn the planning rhythm.') },
  ], query: 'Where do I work?', current: /duolingo/i, old: /lincoln/i },
  { name: 'ax4 employer: board bio', category: 'employer', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Board bios: Ingrid Holm serves as CFO of Equinor.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Board bios: Ingrid Holm stepped down from Equinor and is now CFO of Orsted.' },
  ], query: 'Where does Ingrid Holm work?', current: /orsted/i, old: /equinor/i },
  { name: 'ax5 preference: music', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Profile: Zoe listens mostly to country music.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Profile: Zoe mostly listens to K-pop these days.' },
  ], query: 'What music does Zoe listen to?', current: /k-pop/i, old: /country/i },
  { name: 'ax6 lme: booking site', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I always book my holidays through Expedia. Are there better deals elsewhere?', A + 'Compare a few sites.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat('user: I stopped using Expedia and now book everything on Booking.com. Is the Genius programme worth it?', A + 'It can save 10 %.') },
  ], query: 'Where do I book my holidays?', current: /booking\.com/i, old: /expedia/i },
  { name: 'ax7 preference: dog food', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Dog walker notes: Biscuit eats chicken kibble.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Dog walker notes: Biscuit now eats salmon kibble after the vet visit.' },
  ], query: 'What does Biscuit eat?', current: /salmon/i, old: /chicken/i },
  { name: 'ax8 decision: on-call', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Ops note: on-call rotations are weekly.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Ops note: we changed on-call rotations to every two weeks.' },
  ], query: 'How long are on-call rotations?', current: /two weeks/i, old: /weekly/i },
  { name: 'ax9 decision: all-hands room', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Office note: the all-hands is held in the cafeteria.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Office note: the all-hands has moved to the auditorium.' },
  ], query: 'Where is the all-hands held?', current: /auditorium/i, old: /cafeteria/i },
  { name: 'ax10 lme: graduation', category: 'date', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: chat('user: My graduation ceremony is on 12 July. Can my grandparents get tickets?', A + 'Ask the registry office.') },
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: chat("user: The university moved my graduation ceremony to 19 July. Should I rebook my family's hotel?", A + 'Yes, as soon as you can.') },
  ], query: 'When is my graduation ceremony?', current: /19 July|July 19/i, old: /12 July|July 12/i },
  { name: 'ax11 date: check-up', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-10T10:00:00Z', content: 'Dentist reminder: your check-up is on 4 February at 10am.' },
    { ingest: 'b', at: '2024-01-25T10:00:00Z', content: 'Dentist reminder: your check-up has been rescheduled for 11 February at 2pm.' },
  ], query: 'When is the check-up?', current: /11 February|February 11/i, old: /4 February|February 4\b/i },
  { name: 'ax12 count: customers', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Cafe stats: we serve about 200 customers a day.' },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: 'Cafe stats: since the new menu we serve about 320 customers a day.' },
  ], query: 'How many customers a day do we serve?', current: /\b320\b/, old: /\b200\b/ },
  { name: 'ax13 lme: followers', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My Instagram has 1,200 followers. How can I grow it?', A + 'Post consistently.') },
    { ingest: 'b', at: '2023-12-01T10:00:00Z', content: chat('user: My Instagram just hit 5,000 followers! What should I post next?', A + 'A thank-you post.') },
  ], query: 'How many Instagram followers do I have?', current: /5,?000/, old: /1,?200/ },
  { name: 'ax14 count: librarians', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Library report: the branch has 3 librarians.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Library report: after the budget cuts the branch now has only 2 librarians.' },
  ], query: 'How many librarians does the branch have?', current: /\b2\b|two/i, old: /\b3\b|three/i },
  { name: 'ax15 late older: altos', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Choir news: Grace is our new alto section leader.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Choir news: Ruth is our alto section leader.' },
  ], query: 'Who is the alto section leader?', current: /grace/i, old: /ruth/i },
  { name: 'ax16 late older: lme plan', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat("user: I upgraded to Duolingo's Super plan. Is the offline mode good?", A + 'Yes, you can download lessons.') },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm on Duolingo's free plan. Are the ads worth avoiding?", A + 'Depends on your patience.') },
  ], query: 'Which Duolingo plan am I on?', current: /super/i, old: /free/i },
  { name: 'ax17 two people: rent', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Roommates: Sipho pays $700 in rent.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Roommates: Lerato pays $650 in rent.' },
  ], query: 'How much rent does Sipho pay?', current: /\$700/, other: { query: 'How much rent does Lerato pay?', value: /\$650/ } },
  { name: 'ax18 two people: tutors', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Tutors: Mr Brandt tutors maths.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Tutors: Ms Kowalski tutors French.' },
  ], query: 'What does Mr Brandt tutor?', current: /maths/i, other: { query: 'What does Ms Kowalski tutor?', value: /french/i } },
  { name: 'ax19 update endpoint: doors', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Event page: doors open at 7pm.' },
    { update: 'a', content: 'Event page: doors open at 6pm.' },
  ], query: 'When do doors open?', current: /6pm/i, old: /7pm/i },
  { name: 'ax20 deleted: training', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: "Rafa: I'm training for a marathon." },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Rafa: I live in Seville.' },
    { delete: 'a' },
  ], query: 'Where does Rafa live?', current: /seville/i, deleted: ['a'] },
];

// Round 61: written in the twenty-fifth session after rounds 59-60's fixes (d135867), before running it.
const ROUND_61: Scenario[] = [
  { name: 'ay1 lme: weekend trip', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: What's a good weekend trip from Chicago? I've lived here for six years and want something new.", A + 'Try Galena or Lake Geneva.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I just moved to Minneapolis for my partner's job. What should I do my first weekend?", A + 'Walk around the Chain of Lakes.') },
  ], query: 'Where do I live?', current: /minneapolis/i, old: /chicago/i },
  { name: 'ay2 address: volunteer list', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Volunteer list: Tomas Novak lives in Brno.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Volunteer list: Tomas Novak has moved to Prague.' },
  ], query: 'Where does Tomas Novak live?', current: /prague/i, old: /brno/i },
  { name: 'ay3 lme: pm job', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I work in marketing at L'Oréal. How do I get into product management?", A + 'Volunteer for product launches.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat('user: I got the PM job! I start at Unilever next Monday. How should I prepare?', A + 'Read their recent product launches.') },
  ], query: 'Where do I work?', current: /unilever/i, old: /l'or[eé]al/i },
  { name: 'ay4 employer: left for', category: 'employer', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Alumni note: Chen Jing is a researcher at DeepMind.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Alumni note: Chen Jing has left DeepMind for Anthropic.' },
  ], query: 'Where does Chen Jing work?', current: /anthropic/i, old: /deepmind/i },
  { name: 'ay5 lme: baking', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm obsessed with sourdough and bake every weekend. How do I get a more open crumb?", A + 'Higher hydration helps.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I've lost interest in sourdough; these days I'm all about fresh pasta. What flour should I use?", A + 'Tipo 00.') },
  ], query: 'What do I like to make?', current: /pasta/i, old: /sourdough/i },
  { name: 'ay6 preference: contact', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Client notes: Mr Osei prefers phone calls.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Client notes: Mr Osei now prefers email over phone calls.' },
  ], query: 'How does Mr Osei prefer to be contacted?', current: /email/i, old: /phone/i },
  { name: 'ay7 preference: editor', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: "Team profile: Lina's editor of choice is VS Code." },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Team profile: Lina has moved to Neovim.' },
  ], query: 'Which editor does Lina use?', current: /neovim/i, old: /vs code/i },
  { name: 'ay8 decision: search engine', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Architecture notes: the search service uses Elasticsearch.' },
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: 'Architecture notes: the search service has been migrated to OpenSearch.' },
  ], query: 'What does the search service use?', current: /opensearch/i, old: /elasticsearch/i },
  { name: 'ay9 decision: offsite', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Meeting notes: we will host the offsite in Lisbon.' },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Meeting notes: the offsite location changed to Porto.' },
  ], query: 'Where is the offsite?', current: /porto/i, old: /lisbon/i },
  { name: 'ay10 lme: due date', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: chat("user: My sister's baby is due on 2 May. What gift should I buy?", A + 'A baby carrier is always useful.') },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: chat("user: The doctor now says my sister's baby is due on 20 April. Should I buy the gift sooner?", A + 'Yes, buy it this month.') },
  ], query: "When is my sister's baby due?", current: /20 April|April 20/i, old: /2 May|May 2\b/i },
  { name: 'ay11 date: closure', category: 'date', steps: [
    { ingest: 'a', at: '2024-06-01T10:00:00Z', content: 'Facilities: the office closes for renovation on 1 August.' },
    { ingest: 'b', at: '2024-07-01T10:00:00Z', content: 'Facilities: the renovation closure has been pushed back to 15 August.' },
  ], query: 'When does the office close for renovation?', current: /15 August|August 15/i, old: /1 August|August 1\b/i },
  { name: 'ay12 lme: houseplants', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I have 4 houseplants and want more. Which are easy?', A + 'Pothos and snake plants.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat('user: My collection is up to 11 houseplants now. How do I water them all efficiently?', A + 'Group them by needs.') },
  ], query: 'How many houseplants do I have?', current: /\b11\b/, old: /\b4\b/ },
  { name: 'ay13 count: users', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Stats page: the app has 50,000 users.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Stats page: the app passed 80,000 users this month.' },
  ], query: 'How many users does the app have?', current: /80,?000/, old: /50,?000/ },
  { name: 'ay14 count: shelter', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Kennel log: the shelter houses 25 dogs.' },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: 'Kennel log: the shelter now houses 31 dogs.' },
  ], query: 'How many dogs does the shelter house?', current: /\b31\b/, old: /\b25\b/ },
  { name: 'ay15 late older: captain', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Ship log: Captain Reyes took command of the Aurora in March.' },
    { ingest: 'a', at: '2023-04-01T10:00:00Z', content: 'Ship log: Captain Hale commands the Aurora.' },
  ], query: 'Who commands the Aurora?', current: /reyes/i, old: /hale/i },
  { name: 'ay16 late older: lme savings', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat('user: I moved my savings to Marcus for the higher rate. Is it FDIC insured?', A + 'Yes, up to the limit.') },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My savings are with Chase and the interest is tiny. Where should I move them?', A + 'Look at high-yield accounts.') },
  ], query: 'Where are my savings?', current: /marcus/i, old: /chase/i },
  { name: 'ay17 two people: cities', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Team bios: Aroha lives in Auckland.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Team bios: Wiremu lives in Wellington.' },
  ], query: 'Where does Aroha live?', current: /auckland/i, other: { query: 'Where does Wiremu live?', value: /wellington/i } },
  { name: 'ay18 two people: allergies', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Allergy list: Noah is allergic to peanuts.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Allergy list: Ella is allergic to shellfish.' },
  ], query: 'What is Noah allergic to?', current: /peanut/i, other: { query: 'What is Ella allergic to?', value: /shellfish/i } },
  { name: 'ay19 update endpoint: delivery', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Shop info: delivery is free on orders over $50.' },
    { update: 'a', content: 'Shop info: delivery is free on orders over $75.' },
  ], query: 'When is delivery free?', current: /\$75/, old: /\$50/ },
  { name: 'ay20 deleted: car', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Ivo: I drive a Skoda.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Ivo: I live in Zagreb.' },
    { delete: 'a' },
  ], query: 'Where does Ivo live?', current: /zagreb/i, deleted: ['a'] },
];

// Round 62: written with round 61, before running either.
const ROUND_62: Scenario[] = [
  { name: 'az1 lme: rent', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: The rent in San Francisco is killing me. I live in the Mission. Any tips for saving money?', A + 'Cook at home more.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat('user: I moved to Sacramento to save on rent. What are good neighborhoods for young professionals?', A + 'Midtown is popular.') },
  ], query: 'Where do I live?', current: /sacramento/i, old: /mission|san francisco/i },
  { name: 'az2 address: grandma', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Emergency contacts: Grandma lives at 7 Mill Lane.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Emergency contacts: Grandma has moved into Oakwood Care Home.' },
  ], query: 'Where does Grandma live?', current: /oakwood/i, old: /mill lane/i },
  { name: 'az3 lme: notice', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My boss at Ikea wants me to lead the new store opening. Any advice?', A + 'Plan the staffing early.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I handed in my notice at Ikea and I'm joining H&M as a regional manager. How do I leave on good terms?", A + 'Write a handover document.') },
  ], query: 'Where do I work?', current: /h&m/i, old: /ikea/i },
  { name: 'az4 employer: badge', category: 'employer', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Conference badge: Rahul Gupta, Infosys.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Conference badge: Rahul Gupta, Wipro.' },
  ], query: 'Where does Rahul Gupta work?', current: /wipro/i, old: /infosys/i },
  { name: 'az5 preference: wine', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Wine notes: Clara loves Rioja.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Wine notes: Clara has switched from Rioja to Malbec.' },
  ], query: 'What wine does Clara like?', current: /malbec/i, old: /rioja/i },
  { name: 'az6 lme: puzzle game', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I play Wordle every morning. Are there similar games?', A + 'Try Connections or Spelling Bee.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat('user: I got bored of Wordle and now play Connections every morning. Any strategy tips?', A + 'Look for the purple group first.') },
  ], query: 'What game do I play every morning?', current: /connections/i, old: /wordle/i },
  { name: 'az7 preference: window', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Roommate notes: Jess sleeps with the window open.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Roommate notes: Jess now sleeps with the window closed because of the noise.' },
  ], query: 'How does Jess sleep?', current: /closed/i, old: /open/i },
  { name: 'az8 decision: free tier', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Product notes: the free tier allows 3 projects.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Product notes: we decided the free tier will allow 5 projects.' },
  ], query: 'How many projects does the free tier allow?', current: /\b5\b/, old: /\b3\b/ },
  { name: 'az9 decision: release day', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Standup notes: we release on Thursdays.' },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Standup notes: starting next sprint we release on Tuesdays.' },
  ], query: 'Which day do we release?', current: /tuesday/i, old: /thursday/i },
  { name: 'az10 lme: visa', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: chat('user: My visa expires on 31 December. When should I apply for renewal?', A + 'At least three months before.') },
    { ingest: 'b', at: '2024-06-01T10:00:00Z', content: chat('user: Good news, my visa was extended and now expires on 30 June 2025. Do I need to tell my employer?', A + 'Yes, HR will need a copy.') },
  ], query: 'When does my visa expire?', current: /30 June|June 30/i, old: /31 December|December 31/i },
  { name: 'az11 date: annual dinner', category: 'date', steps: [
    { ingest: 'a', at: '2024-09-01T10:00:00Z', content: 'Club calendar: the annual dinner is on 14 November.' },
    { ingest: 'b', at: '2024-10-01T10:00:00Z', content: 'Club calendar: the annual dinner has moved to 21 November.' },
  ], query: 'When is the annual dinner?', current: /21 November|November 21/i, old: /14 November|November 14/i },
  { name: 'az12 lme: step goal', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My daily step goal is 8,000 steps. Is that enough?', A + 'It is a good start.') },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: chat('user: I raised my daily step goal to 10,000 steps. How do I fit more walking in?', A + 'Walk during calls.') },
  ], query: 'What is my daily step goal?', current: /10,?000/, old: /8,?000/ },
  { name: 'az13 count: pallets', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Inventory: the warehouse holds 1,200 pallets.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Inventory: after the extension the warehouse can now hold 1,800 pallets.' },
  ], query: 'How many pallets does the warehouse hold?', current: /1,?800/, old: /1,?200/ },
  { name: 'az14 lme: cats', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I have 2 cats. Is a third a bad idea?', A + 'It depends on their temperaments.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat('user: We adopted another cat, so now I have 3 cats. How do I introduce them?', A + 'Slowly, with scent swapping.') },
  ], query: 'How many cats do I have?', current: /\b3\b|three/i, old: /\b2\b|two/i },
  { name: 'az15 late older: data team', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Org update: Maya Singh now manages the data team.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Org update: Oliver Brown manages the data team.' },
  ], query: 'Who manages the data team?', current: /maya/i, old: /oliver/i },
  { name: 'az16 late older: lme watch', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat('user: I traded my Apple Watch for a Garmin Forerunner. How do I sync it with Strava?', A + 'Connect it in Garmin Connect.') },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I wear an Apple Watch for my runs. Is the heart rate accurate?', A + 'Mostly, at steady paces.') },
  ], query: 'Which watch do I wear?', current: /garmin/i, old: /apple watch/i },
  { name: 'az17 two people: schools', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: "Kids' schools: Amelia goes to Hillside Primary." },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: "Kids' schools: Oscar goes to St John's Academy." },
  ], query: 'Which school does Amelia go to?', current: /hillside/i, other: { query: 'Which school does Oscar go to?', value: /st john/i } },
  { name: 'az18 two people: shifts', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Shift rota: Pedro works the night shift.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Shift rota: Anika works the day shift.' },
  ], query: 'Which shift does Pedro work?', current: /night/i, other: { query: 'Which shift does Anika work?', value: /day shift/i } },
  { name: 'az19 update endpoint: phone number', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Team wiki: the on-call phone number is 555-0100.' },
    { update: 'a', content: 'Team wiki: the on-call phone number is 555-0199.' },
  ], query: 'What is the on-call phone number?', current: /555-0199/, old: /555-0100/ },
  { name: 'az20 deleted: violin', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: "Lea: I'm learning the violin." },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Lea: I work at Zalando.' },
    { delete: 'a' },
  ], query: 'Where does Lea work?', current: /zalando/i, deleted: ['a'] },
];

// Round 63: written in the twenty-fifth session after rounds 61-62's fixes (27f2b56), before running it; more
// documents of several sentences, e-mails and named speakers.
const ROUND_63: Scenario[] = [
  { name: 'ba1 speaker: moved north', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: "Priya: I'm based in London, happy to host the meetup at my place in Hackney." },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: "Priya: Morning all! Quick one: I've moved up to Leeds, so I can't host the London meetups any more." },
  ], query: 'Where does Priya live?', current: /leeds/i, old: /hackney|london/i },
  { name: 'ba2 email: address changed', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Hi team, please send the contract to my home address: 14 Rose Street, Edinburgh. Thanks, Fiona' },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: 'Hi team, my address has changed to 3 Harbour Road, Leith. Please update your records. Thanks, Fiona' },
  ], query: 'Where does Fiona live?', current: /harbour road|leith/i, old: /rose street/i },
  { name: 'ba3 notes: manager now', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: '1:1 notes with Marcus: Marcus works at Atlassian on the Jira team. He wants to move into management.' },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: '1:1 notes with Marcus: Marcus left Atlassian in May. He is now an engineering manager at Canva.' },
  ], query: 'Where does Marcus work?', current: /canva/i, old: /atlassian/i },
  { name: 'ba4 lme: sous chef', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm a line cook at a restaurant called Nopa. How do I get faster at prep?", A + 'Mise en place and sharp knives.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat('user: I was promoted and moved to a sous chef job at Flour + Water. How do I manage a team?', A + 'Lead by example.') },
  ], query: 'Where do I work?', current: /flour/i, old: /nopa/i },
  { name: 'ba5 speaker: board game', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: "Omar: I'm really into board games, Catan is my favourite." },
    { ingest: 'b', at: '2023-11-01T10:00:00Z', content: 'Omar: These days my favourite board game is Wingspan.' },
  ], query: "What is Omar's favourite board game?", current: /wingspan/i, old: /catan/i },
  { name: 'ba6 lme: morning drink', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I drink two cups of coffee every morning. Is that too much?', A + 'Up to four is generally fine.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: I've replaced my morning coffee with matcha. Does matcha have less caffeine?", A + 'Yes, about half.') },
  ], query: 'What do I drink in the morning?', current: /matcha/i, old: /coffee/i },
  { name: 'ba7 preference: room', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Guest profile: Ms Laurent always requests a room on a high floor.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Guest profile: Ms Laurent now asks for a ground-floor room after her knee surgery.' },
  ], query: 'What room does Ms Laurent ask for?', current: /ground/i, old: /high floor/i },
  { name: 'ba8 minutes: budget', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Board minutes: the board approved a budget of $2 million for the new wing.' },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Board minutes: the board revised the new wing budget to $2.5 million.' },
  ], query: 'What is the budget for the new wing?', current: /\$2\.5 million/i, old: /\$2 million/i },
  { name: 'ba9 decision: e2e tests', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Sprint notes: we will use Cypress for end-to-end tests.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Sprint notes: we are switching our end-to-end tests from Cypress to Playwright.' },
  ], query: 'What do we use for end-to-end tests?', current: /playwright/i, old: /cypress/i },
  { name: 'ba10 lme: anniversary', category: 'date', steps: [
    { ingest: 'a', at: '2024-04-01T10:00:00Z', content: chat('user: Our anniversary dinner is booked for 9 May at Dishoom. What should I wear?', A + 'Smart casual.') },
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: chat('user: We had to move our anniversary dinner to 16 May. Will Dishoom keep our table?', A + 'Call them to check.') },
  ], query: 'When is our anniversary dinner?', current: /16 May|May 16/i, old: /9 May|May 9\b/i },
  { name: 'ba11 email: kickoff', category: 'date', steps: [
    { ingest: 'a', at: '2024-05-20T10:00:00Z', content: 'Hi all, the kickoff meeting is on Monday 3 June at 10am. Best, Raj' },
    { ingest: 'b', at: '2024-05-28T10:00:00Z', content: 'Hi all, small change: the kickoff meeting is now on Wednesday 5 June at 10am. Best, Raj' },
  ], query: 'When is the kickoff meeting?', current: /5 June|June 5/i, old: /3 June|June 3\b/i },
  { name: 'ba12 lme: saving', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm saving $300 a month for a house deposit. How long until I have $30k?", A + 'About eight years.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat('user: I got a raise, so now I save $500 a month for the deposit. How long now?', A + 'About five years.') },
  ], query: 'How much do I save a month?', current: /\$500/, old: /\$300/ },
  { name: 'ba13 count: members', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Club newsletter: the running club has 45 members.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Club newsletter: the running club has doubled to 90 members.' },
  ], query: 'How many members does the running club have?', current: /\b90\b/, old: /\b45\b/ },
  { name: 'ba14 speaker: dogs', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Lena: We have two dogs at home.' },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: 'Lena: We rescued another dog, so we have three dogs now.' },
  ], query: 'How many dogs does Lena have?', current: /three|\b3\b/i, old: /\btwo\b|\b2\b/i },
  { name: 'ba15 late older: head of people', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'HR update: Sofia Reyes is now head of people.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'HR update: Tom Wilde is head of people.' },
  ], query: 'Who is head of people?', current: /sofia/i, old: /tom/i },
  { name: 'ba16 late older: lme diet', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat('user: I switched to a vegetarian diet last month. What are good protein sources?', A + 'Lentils, tofu and eggs.') },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I eat meat most days. How much protein do I need?', A + 'About 0.8 g per kg.') },
  ], query: 'What diet do I follow?', current: /vegetarian/i, old: /meat/i },
  { name: 'ba17 two people: diets', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Dietary notes: Ben is vegan.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Dietary notes: Chloe is gluten-free.' },
  ], query: 'What diet does Ben follow?', current: /vegan/i, other: { query: 'What diet does Chloe follow?', value: /gluten/i } },
  { name: 'ba18 two people: shifts', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Handover: Kwame covers the morning shift.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Handover: Sara covers the evening shift.' },
  ], query: 'Which shift does Kwame cover?', current: /morning/i, other: { query: 'Which shift does Sara cover?', value: /evening/i } },
  { name: 'ba19 update endpoint: leave', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Policy: employees get 25 days of annual leave.' },
    { update: 'a', content: 'Policy: employees get 28 days of annual leave.' },
  ], query: 'How many days of annual leave do employees get?', current: /\b28\b/, old: /\b25\b/ },
  { name: 'ba20 deleted: language', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: "Tariq: I'm learning Japanese." },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Tariq: I live in Doha.' },
    { delete: 'a' },
  ], query: 'Where does Tariq live?', current: /doha/i, deleted: ['a'] },
];

// Round 64: written with round 63, before running either.
const ROUND_64: Scenario[] = [
  { name: 'bb1 lme: cold city', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: It's so cold here in Montreal in January. How do I keep my apartment warm?", A + 'Seal the windows.') },
    { ingest: 'b', at: '2023-12-01T10:00:00Z', content: chat('user: I moved to Vancouver last fall and it rains all the time. How do I deal with the damp?', A + 'Run a dehumidifier.') },
  ], query: 'Where do I live?', current: /vancouver/i, old: /montreal/i },
  { name: 'bb2 address: office relocation', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Contact sheet: Dr. Ansel Weber is based in our Zurich office.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Contact sheet: Dr. Ansel Weber has relocated to our Geneva office.' },
  ], query: 'Where is Dr. Ansel Weber based?', current: /geneva/i, old: /zurich/i },
  { name: 'bb3 lme: freelance to staff', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I freelance as a designer for a few agencies. How do I find steady clients?', A + 'Build referrals.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat('user: I took a full-time design job at Shopify. How do I negotiate remote work?', A + 'Show your track record.') },
  ], query: 'Where do I work?', current: /shopify/i, old: /freelanc/i },
  { name: 'bb4 employer: newsletter', category: 'employer', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Newsletter: Kenji Sato, our longtime partner at Toyota, spoke at the summit.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Newsletter: Kenji Sato, now at Honda, will speak at the summit again.' },
  ], query: 'Where does Kenji Sato work?', current: /honda/i, old: /toyota/i },
  { name: 'bb5 preference: kids menu', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: "Kids' menu: Leo loves chicken nuggets." },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: "Kids' menu: Leo won't eat chicken nuggets anymore; he only wants fish fingers." },
  ], query: 'What does Leo like to eat?', current: /fish fingers/i, old: /nuggets/i },
  { name: 'bb6 lme: kindle', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I read on my Kindle every night before bed. Any thriller recommendations?', A + 'Try Gone Girl.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat("user: I've gone back to paper books instead of my Kindle. Any thriller recommendations?", A + 'Try The Silent Patient.') },
  ], query: 'How do I read books?', current: /paper/i, old: /kindle/i },
  { name: 'bb7 preference: milk', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Barista notes: Yuki orders a latte with oat milk.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Barista notes: Yuki switched to almond milk.' },
  ], query: 'What milk does Yuki take?', current: /almond/i, old: /oat/i },
  { name: 'bb8 decision: platform', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Planning doc: the MVP targets iOS first.' },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Planning doc: after user research, the MVP now targets Android first.' },
  ], query: 'Which platform does the MVP target first?', current: /android/i, old: /ios/i },
  { name: 'bb9 decision: summer party', category: 'decision', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: 'Committee notes: the summer party will be a barbecue.' },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Committee notes: the summer party will be a boat trip instead of a barbecue.' },
  ], query: 'What will the summer party be?', current: /boat trip/i, old: /barbecue/i },
  { name: 'bb10 lme: thesis', category: 'date', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: chat('user: My thesis defense is on 22 May. How should I prepare my slides?', A + 'Tell a clear story.') },
    { ingest: 'b', at: '2024-04-15T10:00:00Z', content: chat('user: My advisor pushed my thesis defense to 5 June. Should I add more results?', A + 'Only if they are solid.') },
  ], query: 'When is my thesis defense?', current: /5 June|June 5/i, old: /22 May|May 22/i },
  { name: 'bb11 date: migration', category: 'date', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Ops calendar: the data center migration is planned for 10 March.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Ops calendar: the data center migration slipped to 24 March.' },
  ], query: 'When is the data center migration?', current: /24 March|March 24/i, old: /10 March|March 10/i },
  { name: 'bb12 count: designers', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Team page: we have 3 designers.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Team page: we hired two more, so we now have 5 designers.' },
  ], query: 'How many designers do we have?', current: /\b5\b|five/i, old: /\b3\b|three/i },
  { name: 'bb13 lme: runs a week', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I run 3 times a week. Should I add strength training?', A + 'Yes, twice a week.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: I've cut back to running twice a week because of my knee. Is that enough to keep my fitness?", A + 'Add cycling to fill the gap.') },
  ], query: 'How often do I run?', current: /twice/i, old: /3 times|three times/i },
  { name: 'bb14 count: rooms', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Hotel info: the hotel has 120 rooms.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Hotel info: after the renovation the hotel has 140 rooms.' },
  ], query: 'How many rooms does the hotel have?', current: /\b140\b/, old: /\b120\b/ },
  { name: 'bb15 late older: editor-in-chief', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Newsroom memo: Aisha Bello is the new editor-in-chief.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Newsroom memo: Peter Grant is editor-in-chief.' },
  ], query: 'Who is editor-in-chief?', current: /aisha/i, old: /peter/i },
  { name: 'bb16 late older: lme cycling', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat('user: I cancelled my Peloton membership and joined a local cycling club. How do I ride in a group?', A + 'Hold your line.') },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I ride my Peloton every morning. What classes are best for endurance?', A + 'Power zone classes.') },
  ], query: 'How do I ride?', current: /cycling club/i, old: /peloton/i },
  { name: 'bb17 two people: pta', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: "Parents' list: Mrs Ito is the PTA treasurer." },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: "Parents' list: Mr Dube is the PTA secretary." },
  ], query: 'Who is the PTA treasurer?', current: /ito/i, other: { query: 'Who is the PTA secretary?', value: /dube/i } },
  { name: 'bb18 two people: pets', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Pet register: Luna is a Siamese cat.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Pet register: Max is a beagle.' },
  ], query: 'What kind of cat is Luna?', current: /siamese/i, other: { query: 'What kind of dog is Max?', value: /beagle/i } },
  { name: 'bb19 update endpoint: parking', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Parking info: visitor parking costs £2 an hour.' },
    { update: 'a', content: 'Parking info: visitor parking costs £3 an hour.' },
  ], query: 'How much does visitor parking cost?', current: /£3/, old: /£2/ },
  { name: 'bb20 deleted: chess', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Nadia: I play chess online.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Nadia: I work at Deliveroo.' },
    { delete: 'a' },
  ], query: 'Where does Nadia work?', current: /deliveroo/i, deleted: ['a'] },
];

// Round 65: written in the twenty-fifth session after rounds 63-64's fixes (b8335cf), before running it; run first in
// the session's full run.
const ROUND_65: Scenario[] = [
  { name: 'bc1 lme: pediatrician', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I need a pediatrician for my son. We're in Austin, near Zilker Park. Any advice?", A + 'Ask your insurer for in-network options.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat("user: We just relocated to Houston. How do I transfer my son's medical records?", A + 'Request them from the old practice.') },
  ], query: 'Where do I live?', current: /houston/i, old: /austin/i },
  { name: 'bc2 speaker: bought a house', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Jamal: Living in Oakland has been great, I love Lake Merritt.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Jamal: Update, we bought a house in Berkeley and moved last weekend.' },
  ], query: 'Where does Jamal live?', current: /berkeley/i, old: /oakland/i },
  { name: 'bc3 email: joined since', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: "Hello, I'm Sara Lindgren, a product designer at Spotify, reaching out about the conference." },
    { ingest: 'b', at: '2023-11-01T10:00:00Z', content: "Hello again, Sara Lindgren here. I've since joined Klarna as design lead." },
  ], query: 'Where does Sara Lindgren work?', current: /klarna/i, old: /spotify/i },
  { name: 'bc4 lme: school', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I teach math at Roosevelt Middle School. How can I make fractions fun?', A + 'Use pizza slices.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I've moved to teaching at Lincoln High this year. How do I handle older students?", A + 'Give them ownership.') },
  ], query: 'Where do I work?', current: /lincoln/i, old: /roosevelt/i },
  { name: 'bc5 lme: cuisine', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My favorite cuisine is Italian, I could eat pasta every day. Any recipe ideas?', A + 'Try cacio e pepe.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat("user: Lately I'm much more into Korean food than Italian. What should I cook first?", A + 'Start with bibimbap.') },
  ], query: 'What cuisine do I like most?', current: /korean/i, old: /italian/i },
  { name: 'bc6 preference: radio', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Personal notes: Dad listens to BBC Radio 4 every morning.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Personal notes: Dad has switched to podcasts in the morning instead of Radio 4.' },
  ], query: 'What does Dad listen to in the morning?', current: /podcast/i, old: /radio 4/i },
  { name: 'bc7 preference: go-to order', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: "Team lunch poll: Hana's go-to order is the chicken katsu." },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: "Team lunch poll: Hana's go-to order is now the tofu poke bowl." },
  ], query: "What is Hana's go-to order?", current: /tofu poke/i, old: /katsu/i },
  { name: 'bc8 minutes: docs host', category: 'decision', steps: [
    { ingest: 'a', at: '2024-03-04T10:00:00Z', content: 'Minutes, 4 March. Attendees: Ana, Li, Tom. Decision: we will host the docs on GitBook. Action: Li to migrate the pages.' },
    { ingest: 'b', at: '2024-04-08T10:00:00Z', content: 'Minutes, 8 April. Attendees: Ana, Li. Decision: we are moving the docs from GitBook to Docusaurus. Action: Tom to set up CI.' },
  ], query: 'Where do we host the docs?', current: /docusaurus/i, old: /gitbook/i },
  { name: 'bc9 decision: standup time', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Retro notes: standups are at 9:30.' },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Retro notes: we agreed to move standups to 10:00.' },
  ], query: 'When are standups?', current: /10:00/, old: /9:30|09:30/ },
  { name: 'bc10 email: school trip', category: 'date', steps: [
    { ingest: 'a', at: '2024-09-01T10:00:00Z', content: 'Dear parents, the school trip to the science museum is on 12 October. Regards, Mrs Hall' },
    { ingest: 'b', at: '2024-09-20T10:00:00Z', content: 'Dear parents, please note the school trip to the science museum has been rescheduled to 19 October. Regards, Mrs Hall' },
  ], query: 'When is the school trip?', current: /19 October|October 19/i, old: /12 October|October 12/i },
  { name: 'bc11 lme: mot', category: 'date', steps: [
    { ingest: 'a', at: '2024-06-01T10:00:00Z', content: chat("user: My car's MOT is due on 3 August. Where can I book it?", A + 'Any approved test centre.') },
    { ingest: 'b', at: '2024-07-01T10:00:00Z', content: chat('user: The garage moved my MOT to 10 August. Is it fine to drive until then?', A + 'Yes, as long as the old certificate is valid.') },
  ], query: 'When is my MOT?', current: /10 August|August 10/i, old: /3 August|August 3\b/i },
  { name: 'bc12 speaker: kids', category: 'count', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: "Kofi: I've got 3 kids, all under ten." },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Kofi: With the new baby we now have 4 kids!' },
  ], query: 'How many kids does Kofi have?', current: /\b4\b|four/i, old: /\b3\b|three/i },
  { name: 'bc13 count: subscribers', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Podcast stats: the show has 2,000 subscribers.' },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: 'Podcast stats: the show is up to 3,500 subscribers.' },
  ], query: 'How many subscribers does the show have?', current: /3,?500/, old: /2,?000/ },
  { name: 'bc14 lme: coffee cups', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I drink about 3 cups of coffee a day. Is that bad?', A + 'It is within normal limits.') },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: chat("user: I've cut down to one cup of coffee a day. Will I get headaches?", A + 'Maybe for a few days.') },
  ], query: 'How many cups of coffee do I drink a day?', current: /\bone\b|\b1\b/i, old: /\b3\b|three/i },
  { name: 'bc15 late older: lab manager', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Lab news: Dr Osei took over as lab manager from Dr Kim.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Lab news: Dr Kim is the lab manager.' },
  ], query: 'Who is the lab manager?', current: /osei/i, old: /kim/i },
  { name: 'bc16 late older: lme tracker', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat('user: I use Linear for my side project now. How do I set up cycles?', A + 'Enable cycles in team settings.') },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I track my side project in Trello. How do I add due dates?', A + 'Open a card and click Dates.') },
  ], query: 'What do I use for my side project?', current: /linear/i, old: /trello/i },
  { name: 'bc17 two people: phone numbers', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: "Emergency list: Nina's phone number is 555-0134." },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: "Emergency list: Theo's phone number is 555-0178." },
  ], query: "What is Nina's phone number?", current: /555-0134/, other: { query: "What is Theo's phone number?", value: /555-0178/ } },
  { name: 'bc18 two people: reading', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Reading list: Ahmed is reading Dune.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Reading list: Grace is reading Middlemarch.' },
  ], query: 'What is Ahmed reading?', current: /dune/i, other: { query: 'What is Grace reading?', value: /middlemarch/i } },
  { name: 'bc19 update endpoint: pool', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Gym notice: the pool closes at 9pm.' },
    { update: 'a', content: 'Gym notice: the pool closes at 8pm.' },
  ], query: 'When does the pool close?', current: /8 ?pm|20:00/i, old: /9 ?pm|21:00/i },
  { name: 'bc20 deleted: allergy', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: "Iris: I'm allergic to cats." },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Iris: I live in Malmö.' },
    { delete: 'a' },
  ], query: 'Where does Iris live?', current: /malm/i, deleted: ['a'] },
];

// Round 66: written with round 65, before running either.
const ROUND_66: Scenario[] = [
  { name: 'bd1 address: moved back', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Member profile: Hugo Martin lives in Lyon.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Member profile: Hugo Martin moved back to Paris.' },
  ], query: 'Where does Hugo Martin live?', current: /paris/i, old: /lyon/i },
  { name: 'bd2 lme: commute', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: The commute from my place in Queens to Manhattan is brutal. Any tips?', A + 'Try the express train.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat('user: I finally moved to Manhattan so I can walk to work! Any neighborhood tips?', A + 'Explore the West Village.') },
  ], query: 'Where do I live?', current: /manhattan/i, old: /queens/i },
  { name: 'bd3 employer: speaker bio', category: 'employer', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Speaker bio: Dr. Amara Obi is a professor at the University of Lagos.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Speaker bio: Dr. Amara Obi recently joined Imperial College London as a professor.' },
  ], query: 'Where does Dr. Amara Obi work?', current: /imperial/i, old: /lagos/i },
  { name: 'bd4 speaker: new role', category: 'employer', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: "Ravi: I've been at Infosys for five years." },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Ravi: Started my new role at TCS this week!' },
  ], query: 'Where does Ravi work?', current: /tcs/i, old: /infosys/i },
  { name: 'bd5 preference: sport', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: "Profile: Sam's favourite sport is cricket." },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: "Profile: Sam's favourite sport is now baseball, since moving to Boston." },
  ], query: "What is Sam's favourite sport?", current: /baseball/i, old: /cricket/i },
  { name: 'bd6 lme: commute mode', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I take the bus to work every day. Is a monthly pass worth it?', A + 'If you ride more than 20 times, yes.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat('user: I bought an e-bike and now ride it to work instead of taking the bus. How do I lock it safely?', A + 'Use a D-lock.') },
  ], query: 'How do I get to work?', current: /e-bike|ride/i, old: /\bbus\b/i },
  { name: 'bd7 preference: cat bed', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Pet notes: Mochi sleeps in the laundry room.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Pet notes: Mochi now sleeps on our bed.' },
  ], query: 'Where does Mochi sleep?', current: /bed/i, old: /laundry/i },
  { name: 'bd8 decision: dark mode', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Roadmap: dark mode ships in Q2.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Roadmap: dark mode has been pushed to Q3.' },
  ], query: 'When does dark mode ship?', current: /q3/i, old: /q2/i },
  { name: 'bd9 email: workshop tool', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: "Hi all, we'll use Zoom for the client workshop. Cheers, Mia" },
    { ingest: 'b', at: '2024-01-10T10:00:00Z', content: "Hi all, change of plan: we'll use Microsoft Teams for the client workshop, as the client requested. Cheers, Mia" },
  ], query: 'What will we use for the client workshop?', current: /teams/i, old: /zoom/i },
  { name: 'bd10 lme: graduation party', category: 'date', steps: [
    { ingest: 'a', at: '2024-05-01T10:00:00Z', content: chat("user: My brother's graduation party is on 28 June. What gift is appropriate?", A + 'A nice pen or a book.') },
    { ingest: 'b', at: '2024-06-01T10:00:00Z', content: chat('user: The graduation party got moved up to 21 June. Can I still order a gift in time?', A + 'Yes, with express shipping.') },
  ], query: "When is my brother's graduation party?", current: /21 June|June 21/i, old: /28 June|June 28/i },
  { name: 'bd11 date: gala', category: 'date', steps: [
    { ingest: 'a', at: '2024-09-01T10:00:00Z', content: 'Venue booking: the gala is on 7 December.' },
    { ingest: 'b', at: '2024-10-01T10:00:00Z', content: 'Venue booking: due to a clash, the gala is now on 14 December.' },
  ], query: 'When is the gala?', current: /14 December|December 14/i, old: /7 December|December 7\b/i },
  { name: 'bd12 count: countries', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Company facts: we have offices in 4 countries.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Company facts: we now have offices in 6 countries.' },
  ], query: 'How many countries do we have offices in?', current: /\b6\b|six/i, old: /\b4\b|four/i },
  { name: 'bd13 lme: book club', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My book club has 8 members. How do we pick books?', A + 'Rotate who chooses.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat('user: Our book club has grown to 12 members. Should we split into two groups?', A + 'Twelve still works for one group.') },
  ], query: 'How many members does my book club have?', current: /\b12\b/, old: /\b8\b/ },
  { name: 'bd14 count: orchard', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Garden log: the orchard has 15 apple trees.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Garden log: we planted 5 more, so the orchard has 20 apple trees.' },
  ], query: 'How many apple trees does the orchard have?', current: /\b20\b/, old: /\b15\b/ },
  { name: 'bd15 late older: conductor', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Choir news: Mr Patel now conducts the choir.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Choir news: Ms Green conducts the choir.' },
  ], query: 'Who conducts the choir?', current: /patel/i, old: /green/i },
  { name: 'bd16 late older: lme phone', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat("user: I've switched my phone to Android after years on iPhone. How do I move my photos?", A + 'Use Google Photos.') },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My iPhone storage is full. How do I free up space?', A + 'Offload unused apps.') },
  ], query: 'Which phone do I use?', current: /android/i, old: /iphone/i },
  { name: 'bd17 two people: school year', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Class list: Mila is in year 3.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Class list: Jonah is in year 5.' },
  ], query: 'Which year is Mila in?', current: /year 3/i, other: { query: 'Which year is Jonah in?', value: /year 5/i } },
  { name: 'bd18 two people: floors', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Office map: Helga sits on the 2nd floor.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Office map: Bruno sits on the 4th floor.' },
  ], query: 'Which floor does Helga sit on?', current: /2nd/i, other: { query: 'Which floor does Bruno sit on?', value: /4th/i } },
  { name: 'bd19 update endpoint: returns', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'FAQ: the return window is 30 days.' },
    { update: 'a', content: 'FAQ: the return window is 60 days.' },
  ], query: 'How long is the return window?', current: /60 days/i, old: /30 days/i },
  { name: 'bd20 deleted: triathlon', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: "Omar: I'm training for a triathlon." },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Omar: I work at Careem.' },
    { delete: 'a' },
  ], query: 'Where does Omar work?', current: /careem/i, deleted: ['a'] },
];

// Round 67: written at the end of the twenty-fifth session, on its final code (b87ff6f), before running it; its figure
// is the session's last unseen measure (no fixes after it this session).
const ROUND_67: Scenario[] = [
  { name: 'be1 lme: dog walks', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: Where can I walk my dog off-leash in Bristol? We live near Clifton.", A + 'The Downs are great.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat("user: We've moved to Bath now. Are there dog-friendly pubs near the river?", A + 'Several along the Avon.') },
  ], query: 'Where do I live?', current: /bath/i, old: /bristol|clifton/i },
  { name: 'be2 address: relocated', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Staff directory: Leon Vogel works remotely from Hamburg.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Staff directory: Leon Vogel now works remotely from Munich.' },
  ], query: 'Where does Leon Vogel work from?', current: /munich/i, old: /hamburg/i },
  { name: 'be3 lme: bank job', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm an analyst at HSBC and the hours are long. How do I ask for flexible working?", A + 'Propose a trial period.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I moved from HSBC to a fintech called Wise last month. How do I get up to speed fast?", A + 'Learn the product first.') },
  ], query: 'Where do I work?', current: /wise/i, old: /hsbc/i },
  { name: 'be4 employer: alumni', category: 'employer', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Alumni news: Grace Mwangi is an engineer at Safaricom.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Alumni news: Grace Mwangi has joined M-KOPA as head of engineering.' },
  ], query: 'Where does Grace Mwangi work?', current: /m-kopa/i, old: /safaricom/i },
  { name: 'be5 preference: dessert order', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Birthday notes: Nico loves chocolate cake.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Birthday notes: Nico prefers cheesecake now.' },
  ], query: 'What cake does Nico like?', current: /cheesecake/i, old: /chocolate/i },
  { name: 'be6 lme: music app', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I listen to all my music on Apple Music. How do I make a shared playlist?', A + 'Use collaborative playlists.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat("user: I've switched to Spotify for music. Can I import my Apple Music playlists?", A + 'Use a transfer tool.') },
  ], query: 'Which music app do I use?', current: /spotify/i, old: /apple music/i },
  { name: 'be7 preference: seat', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Cinema club: Ruth always sits in the back row.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Cinema club: Ruth sits in the front row these days.' },
  ], query: 'Where does Ruth sit?', current: /front row/i, old: /back row/i },
  { name: 'be8 decision: error tracking', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Tech decisions: we use Sentry for error tracking.' },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Tech decisions: error tracking is moving from Sentry to Rollbar.' },
  ], query: 'What do we use for error tracking?', current: /rollbar/i, old: /sentry/i },
  { name: 'be9 decision: meeting day', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Team agreement: planning happens on Mondays.' },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Team agreement: we moved planning to Wednesdays.' },
  ], query: 'When does planning happen?', current: /wednesday/i, old: /monday/i },
  { name: 'be10 lme: surgery', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: chat('user: My knee surgery is scheduled for 14 February. How long is recovery?', A + 'About six weeks.') },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat('user: The hospital postponed my knee surgery to 6 March. Should I keep doing physio?', A + 'Yes, keep going.') },
  ], query: 'When is my knee surgery?', current: /6 March|March 6/i, old: /14 February|February 14/i },
  { name: 'be11 date: launch party', category: 'date', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: 'Events: the launch party is on 18 April.' },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Events: the launch party has been moved to 25 April.' },
  ], query: 'When is the launch party?', current: /25 April|April 25/i, old: /18 April|April 18/i },
  { name: 'be12 count: volunteers', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Food bank update: we have 30 volunteers.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Food bank update: we now have 52 volunteers.' },
  ], query: 'How many volunteers does the food bank have?', current: /\b52\b/, old: /\b30\b/ },
  { name: 'be13 lme: languages', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I have 2 sourdough starters going. How often should I feed them?', A + 'Daily at room temperature.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: I'm down to one sourdough starter since I gave one to my neighbour. Can I keep it in the fridge?", A + 'Yes, feed it weekly.') },
  ], query: 'How many sourdough starters do I have?', current: /\bone\b|\b1\b/i, old: /\b2\b|two/i },
  { name: 'be14 count: beds', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Ward report: the ward has 24 beds.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Ward report: the ward now has 30 beds after the refit.' },
  ], query: 'How many beds does the ward have?', current: /\b30\b/, old: /\b24\b/ },
  { name: 'be15 late older: captain', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Team sheet: Jade is our new captain.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Team sheet: Priti is our captain.' },
  ], query: 'Who is the captain?', current: /jade/i, old: /priti/i },
  { name: 'be16 late older: lme browser', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat('user: I use Firefox now. How do I import my bookmarks?', A + 'Use the import wizard.') },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I browse with Chrome. Which extensions block trackers?', A + 'uBlock Origin.') },
  ], query: 'Which browser do I use?', current: /firefox/i, old: /chrome/i },
  { name: 'be17 two people: instruments', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Band roster: Tomasz plays bass.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Band roster: Ines plays keyboards.' },
  ], query: 'What does Tomasz play?', current: /bass/i, other: { query: 'What does Ines play?', value: /keyboard/i } },
  { name: 'be18 two people: commutes', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Travel survey: Hugo cycles to work.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Travel survey: Amina takes the train to work.' },
  ], query: 'How does Hugo get to work?', current: /cycl|bike/i, other: { query: 'How does Amina get to work?', value: /train/i } },
  { name: 'be19 update endpoint: fee', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Club info: the annual membership fee is £60.' },
    { update: 'a', content: 'Club info: the annual membership fee is £75.' },
  ], query: 'How much is the annual membership fee?', current: /£75/, old: /£60/ },
  { name: 'be20 deleted: hobby', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Felix: I collect stamps.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Felix: I live in Ghent.' },
    { delete: 'a' },
  ], query: 'Where does Felix live?', current: /ghent/i, deleted: ['a'] },
];

// Round 68 (twenty-sixth session; written and committed before it was run).
const ROUND_68: Scenario[] = [
  { name: 'bf1 lme: climbing gym', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm trying to find a good climbing gym in Denver, since that's where I'm based these days.", A + 'Movement RiNo is popular.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: Now that I've relocated to Boulder, is the drive to Denver bad in winter?", A + 'It can be slow when it snows.') },
  ], query: 'Where am I based?', current: /boulder/i, old: /denver/i },
  { name: 'bf2 address: HR record', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'HR record: Amelia Stone resides in Leeds.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'HR record: Amelia Stone has relocated to York.' },
  ], query: 'Where does Amelia Stone live?', current: /york/i, old: /leeds/i },
  { name: 'bf3 lme: hospital job', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I work as a nurse at St Mary's Hospital and my shifts are 12 hours. Any tips for sleeping after nights?", A + 'Blackout curtains help.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat("user: I left St Mary's and started at the Royal Free Hospital in June. How do I cope with a new rota?", A + 'Plan your week ahead.') },
  ], query: 'Where do I work?', current: /royal free/i, old: /st mary/i },
  { name: 'bf4 employer: board update', category: 'employer', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Board update: Kenji Ito serves as CTO of Rakuten.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Board update: Kenji Ito is now CTO at Mercari after leaving Rakuten.' },
  ], query: 'Where does Kenji Ito work?', current: /mercari/i, old: /rakuten/i },
  { name: 'bf5 preference: coffee order', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Coffee orders: Dana takes her coffee black.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Coffee orders: Dana takes her coffee with oat milk now.' },
  ], query: 'How does Dana take her coffee?', current: /oat milk/i, old: /black/i },
  { name: 'bf6 lme: book genre', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My favorite genre is sci-fi. Any book recommendations?', A + 'Try The Left Hand of Darkness.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: Lately I'm more into historical fiction than sci-fi. Any good recent ones?", A + 'Try The Marriage Portrait.') },
  ], query: 'What is my favorite book genre?', current: /historical fiction/i, old: /sci-fi/i },
  { name: 'bf7 preference: lunch poll', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Team lunch poll: Oskar prefers Thai food.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Team lunch poll: Oskar now prefers Mexican food.' },
  ], query: 'What food does Oskar prefer?', current: /mexican/i, old: /thai/i },
  { name: 'bf8 decision: deploy day', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Engineering notes: we deploy on Fridays.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Engineering notes: we stopped deploying on Fridays; deploys now happen on Tuesdays.' },
  ], query: 'When do we deploy?', current: /tuesday/i, old: /friday/i },
  { name: 'bf9 decision: database', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Product meeting: we chose PostgreSQL for the new service.' },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Product meeting: we reversed the decision and will use MongoDB for the new service.' },
  ], query: 'Which database will the new service use?', current: /mongodb/i, old: /postgres/i },
  { name: 'bf10 lme: sister wedding', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: chat("user: My sister's wedding is on 9 September. What should I give as a gift?", A + 'Something from their registry.') },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: chat('user: My sister moved her wedding to 21 October. Is it too late to change my flights?', A + 'Check the airline fees.') },
  ], query: "When is my sister's wedding?", current: /21 October|October 21/i, old: /9 September|September 9/i },
  { name: 'bf11 date: book sale', category: 'date', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: 'Library notice: the book sale takes place on 3 May.' },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Library notice: the book sale now takes place on 10 May.' },
  ], query: 'When is the book sale?', current: /10 May|May 10/i, old: /\b3 May|May 3\b/i },
  { name: 'bf12 count: vans', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Fleet report: the company operates 12 delivery vans.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Fleet report: the company operates 18 delivery vans following the expansion.' },
  ], query: 'How many delivery vans does the company operate?', current: /\b18\b/, old: /\b12\b/ },
  { name: 'bf13 lme: books read', category: 'count', steps: [
    { ingest: 'a', at: '2023-05-01T10:00:00Z', content: chat("user: I've read 14 books so far this year. Can you suggest a short one?", A + 'Try Piranesi.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I'm at 20 books for the year now! What should I read next?", A + 'Try Tomorrow, and Tomorrow, and Tomorrow.') },
  ], query: 'How many books have I read this year?', current: /\b20\b/, old: /\b14\b/ },
  { name: 'bf14 count: patients', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Clinic stats: Dr Patel sees about 25 patients a day.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Clinic stats: Dr Patel now sees about 35 patients a day.' },
  ], query: 'How many patients does Dr Patel see a day?', current: /\b35\b/, old: /\b25\b/ },
  { name: 'bf15 late older: reception floor', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Office info: reception has moved to the second floor.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Office info: reception is on the ground floor.' },
  ], query: 'Where is reception?', current: /second floor/i, old: /ground floor/i },
  { name: 'bf16 late older: lme car', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat('user: I drive a Tesla Model 3 now. How often should I rotate the tyres?', A + 'Every 10,000 km.') },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I drive a Honda Civic. When should I change the oil?', A + 'Every 8,000 km.') },
  ], query: 'What car do I drive?', current: /tesla/i, old: /honda|civic/i },
  { name: 'bf17 two people: languages', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Language course: Marek studies Japanese.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Language course: Sofia studies Korean.' },
  ], query: 'What does Marek study?', current: /japanese/i, other: { query: 'What does Sofia study?', value: /korean/i } },
  { name: 'bf18 two people: allergies', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Allergy list: Ben is allergic to peanuts.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Allergy list: Chloe is allergic to shellfish.' },
  ], query: 'What is Ben allergic to?', current: /peanut/i, other: { query: 'What is Chloe allergic to?', value: /shellfish/i } },
  { name: 'bf19 update endpoint: parking', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Parking: staff park in the north car park.' },
    { update: 'a', content: 'Parking: staff park in the south car park.' },
  ], query: 'Where do staff park?', current: /south/i, old: /north/i },
  { name: 'bf20 deleted: cello', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Ivy: I play the cello.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Ivy: I work at the British Library.' },
    { delete: 'a' },
  ], query: 'Where does Ivy work?', current: /british library/i, deleted: ['a'] },
];

// Round 69 (twenty-sixth session; written and committed before it was run).
const ROUND_69: Scenario[] = [
  { name: 'bg1 lme: small kitchen', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: Our flat in Lyon is tiny. How can I make a small kitchen feel bigger?', A + 'Use light colours and open shelves.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat('user: We bought a house in Annecy and moved in last week! What should I plant in the garden?', A + 'Lavender does well there.') },
  ], query: 'Where do I live?', current: /annecy/i, old: /lyon/i },
  { name: 'bg2 address: member list', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Member list: Rafael Costa, based in Lisbon.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Member list: Rafael Costa, now based in Porto.' },
  ], query: 'Where is Rafael Costa based?', current: /porto/i, old: /lisbon/i },
  { name: 'bg3 lme: new developer job', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm a barista at a small cafe called Bean There. How do I get better at latte art?", A + 'Practise your milk texture.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat('user: I just got hired as a junior developer at Monzo! What should I learn in my first week?', A + 'Learn the codebase and the deploy process.') },
  ], query: 'Where do I work?', current: /monzo/i, old: /bean there/i },
  { name: 'bg4 employer: speaker bio', category: 'employer', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Speaker bio: Laura Chen leads design at Figma.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Speaker bio: Laura Chen now leads design at Notion.' },
  ], query: 'Where does Laura Chen work?', current: /notion/i, old: /figma/i },
  { name: 'bg5 preference: reading club', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Reading club: Paul enjoys crime novels.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Reading club: Paul has lost interest in crime novels and enjoys poetry now.' },
  ], query: 'What does Paul enjoy reading?', current: /poetry/i, old: /crime/i },
  { name: 'bg6 lme: morning routine', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I do yoga every morning, it's my favourite way to start the day. Any new poses to try?", A + 'Try crow pose.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: I've replaced my morning yoga with running. How do I avoid shin splints?", A + 'Build mileage slowly.') },
  ], query: 'What do I do in the morning?', current: /running/i, old: /yoga/i },
  { name: 'bg7 preference: holidays', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Holiday survey: Greta likes beach holidays.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Holiday survey: Greta prefers hiking holidays these days.' },
  ], query: 'What holidays does Greta like?', current: /hiking/i, old: /beach/i },
  { name: 'bg8 decision: backups', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Ops decision: backups are stored on AWS S3.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Ops decision: backups are now stored on Backblaze B2.' },
  ], query: 'Where are backups stored?', current: /backblaze/i, old: /s3/i },
  { name: 'bg9 decision: navigation', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Design review: the app will use a bottom navigation bar.' },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Design review: we dropped the bottom navigation bar in favour of a side drawer.' },
  ], query: 'What navigation will the app use?', current: /side drawer/i, old: /bottom navigation/i },
  { name: 'bg10 lme: driving test', category: 'date', steps: [
    { ingest: 'a', at: '2024-05-01T10:00:00Z', content: chat('user: My driving test is on 2 July. Any last-minute tips?', A + 'Practise roundabouts.') },
    { ingest: 'b', at: '2024-06-20T10:00:00Z', content: chat('user: My driving test got rescheduled to 30 July because the examiner was sick. How should I use the extra time?', A + 'Book a mock test.') },
  ], query: 'When is my driving test?', current: /30 July|July 30/i, old: /\b2 July|July 2\b/i },
  { name: 'bg11 date: sports day', category: 'date', steps: [
    { ingest: 'a', at: '2024-05-01T10:00:00Z', content: 'School calendar: sports day is on 14 June.' },
    { ingest: 'b', at: '2024-06-10T10:00:00Z', content: 'School calendar: sports day is postponed until 21 June due to rain.' },
  ], query: 'When is sports day?', current: /21 June|June 21/i, old: /14 June|June 14/i },
  { name: 'bg12 count: staff', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Warehouse memo: we employ 40 staff.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Warehouse memo: we now employ 55 staff.' },
  ], query: 'How many staff does the warehouse employ?', current: /\b55\b/, old: /\b40\b/ },
  { name: 'bg13 lme: cats', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I have three cats and they keep fighting. How do I help them get along?', A + 'Give each its own space.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat('user: We adopted another cat, so now I have four cats. Do I need another litter box?', A + 'Yes, one per cat plus one.') },
  ], query: 'How many cats do I have?', current: /four|\b4\b/i, old: /three|\b3\b/i },
  { name: 'bg14 count: subscribers', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Subscription report: the newsletter has 1,200 subscribers.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Subscription report: the newsletter has grown to 2,000 subscribers.' },
  ], query: 'How many subscribers does the newsletter have?', current: /2,000|2000/, old: /1,200|1200/ },
  { name: 'bg15 late older: goalkeeper', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Roster: Elena is the goalkeeper now.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Roster: Maya is the goalkeeper.' },
  ], query: 'Who is the goalkeeper?', current: /elena/i, old: /maya/i },
  { name: 'bg16 late older: lme phone contract', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: "user: I'm on a Vodafone contract now. Is roaming in the EU free?\nassistant: It depends on your plan." },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: "user: I'm on an EE contract. How do I check my data usage?\nassistant: Use the EE app." },
  ], query: 'Which phone network am I on?', current: /vodafone/i, old: /\bEE\b/ },
  { name: 'bg17 two people: shifts', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Shift rota: Omar works nights.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Shift rota: Lina works days.' },
  ], query: 'When does Omar work?', current: /night/i, other: { query: 'When does Lina work?', value: /\bdays\b/i } },
  { name: 'bg18 two people: pets', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Pet register: Jonas owns a parrot.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Pet register: Mila owns a tortoise.' },
  ], query: 'What pet does Jonas own?', current: /parrot/i, other: { query: 'What pet does Mila own?', value: /tortoise/i } },
  { name: 'bg19 update endpoint: opening time', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Store hours: the shop opens at 9am.' },
    { update: 'a', content: 'Store hours: the shop opens at 8am.' },
  ], query: 'When does the shop open?', current: /\b8 ?am/i, old: /\b9 ?am/i },
  { name: 'bg20 deleted: language', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Rosa: I speak Portuguese.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Rosa: I live in Valencia.' },
    { delete: 'a' },
  ], query: 'Where does Rosa live?', current: /valencia/i, deleted: ['a'] },
];

// Round 70 (twenty-sixth session; written and committed before it was run, after rounds 68-69's fixes).
const ROUND_70: Scenario[] = [
  { name: 'bh1 lme: day trip', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: What's a good day trip from Manchester? I've lived here for five years.", A + 'The Peak District.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat('user: I just moved down to Brighton for a new job. What should I see first?', A + 'The Lanes and the pier.') },
  ], query: 'Where do I live?', current: /brighton/i, old: /manchester/i },
  { name: 'bh2 address: parcel e-mail', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Hi Sam, just confirming my address for the parcel: 22 Elm Road, Cardiff. Best, Nora' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Hi Sam, please use my new address for future parcels: 7 Bay Street, Swansea. Best, Nora' },
  ], query: 'Where does Nora live?', current: /swansea/i, old: /cardiff/i },
  { name: 'bh3 lme: data scientist', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm a data scientist at Deloitte. How do I present results to non-technical clients?", A + 'Lead with the decision.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat('user: Since joining Shopify as a data scientist I present to product teams instead. Any tips?', A + 'Tie results to metrics.') },
  ], query: 'Where do I work?', current: /shopify/i, old: /deloitte/i },
  { name: 'bh4 employer: linkedin note', category: 'employer', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'LinkedIn note: Priya Raman works for Unilever in marketing.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'LinkedIn note: Priya Raman recently moved to Nestlé, still in marketing.' },
  ], query: 'Where does Priya Raman work?', current: /nestl/i, old: /unilever/i },
  { name: 'bh5 preference: plants', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Gift ideas: Aunt Rose loves orchids.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Gift ideas: Aunt Rose has gone off orchids and loves succulents now.' },
  ], query: 'What plants does Aunt Rose love?', current: /succulent/i, old: /orchid/i },
  { name: 'bh6 lme: commute', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I always take the bus to work. Is a monthly pass worth it?', A + 'If you ride daily, yes.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: I've started cycling to work instead of taking the bus. What lights should I buy?", A + 'A bright front light and a rear flasher.') },
  ], query: 'How do I get to work?', current: /cycl/i, old: /bus/i },
  { name: 'bh7 preference: hot drink', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Team profile: Igor prefers tea.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Team profile: Igor now prefers coffee.' },
  ], query: 'What does Igor prefer to drink?', current: /coffee/i, old: /tea/i },
  { name: 'bh8 decision: approvals', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Sprint notes: code reviews need two approvals.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Sprint notes: code reviews now need only one approval.' },
  ], query: 'How many approvals do code reviews need?', current: /one approval/i, old: /two approvals/i },
  { name: 'bh9 decision: dns', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Infra: our DNS is managed in Cloudflare.' },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Infra: we moved DNS management to AWS Route 53.' },
  ], query: 'Where is our DNS managed?', current: /route 53/i, old: /cloudflare/i },
  { name: 'bh10 lme: tokyo flight', category: 'date', steps: [
    { ingest: 'a', at: '2024-09-01T10:00:00Z', content: chat('user: My flight to Tokyo is on 4 November. What should I pack?', A + 'Layers and comfortable shoes.') },
    { ingest: 'b', at: '2024-10-01T10:00:00Z', content: chat('user: The airline changed my Tokyo flight to 6 November. Do I need to rebook my hotel?', A + 'Yes, shift your check-in.') },
  ], query: 'When is my flight to Tokyo?', current: /6 November|November 6/i, old: /4 November|November 4/i },
  { name: 'bh11 date: school fair', category: 'date', steps: [
    { ingest: 'a', at: '2024-05-01T10:00:00Z', content: 'PTA newsletter: the school fair is on Saturday 8 June.' },
    { ingest: 'b', at: '2024-05-20T10:00:00Z', content: 'PTA newsletter: the school fair will now be held on Saturday 15 June.' },
  ], query: 'When is the school fair?', current: /15 June|June 15/i, old: /\b8 June|June 8\b/i },
  { name: 'bh12 count: gym members', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Gym report: the gym has 300 members.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Gym report: membership has climbed to 420.' },
  ], query: 'How many members does the gym have?', current: /\b420\b/, old: /\b300\b/ },
  { name: 'bh13 lme: weekly mileage', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm training for a marathon and run 30 miles a week. Is that enough?", A + 'For a first marathon, it can be.') },
    { ingest: 'b', at: '2023-04-01T10:00:00Z', content: chat("user: I've built up to 45 miles a week now. Should I add speed work?", A + 'One session a week.') },
  ], query: 'How many miles a week do I run?', current: /45 miles/i, old: /30 miles/i },
  { name: 'bh14 count: apple trees', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Orchard log: we have 14 apple trees.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Orchard log: we planted six more, so we have 20 apple trees.' },
  ], query: 'How many apple trees do we have?', current: /\b20\b/, old: /\b14\b/ },
  { name: 'bh15 late older: practice night', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Club notes: practice is now on Thursday evenings.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Club notes: practice is on Tuesday evenings.' },
  ], query: 'When is practice?', current: /thursday/i, old: /tuesday/i },
  { name: 'bh16 late older: lme diet', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat("user: I'm vegan now, can you suggest a high-protein breakfast?", A + 'Tofu scramble.') },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm vegetarian, what are good sources of iron?", A + 'Lentils and spinach.') },
  ], query: 'What is my diet?', current: /vegan/i, old: /vegetarian/i },
  { name: 'bh17 two people: commute', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Commute survey: Ana drives to work.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Commute survey: Luis walks to work.' },
  ], query: 'How does Ana get to work?', current: /drive/i, other: { query: 'How does Luis get to work?', value: /walk/i } },
  { name: 'bh18 two people: birth month', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Birthday list: Kai was born in March.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Birthday list: Noor was born in October.' },
  ], query: 'When was Kai born?', current: /march/i, other: { query: 'When was Noor born?', value: /october/i } },
  { name: 'bh19 update endpoint: guest network', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Wi-Fi notice: the guest network is called Harbor-Guest.' },
    { update: 'a', content: 'Wi-Fi notice: the guest network is called Harbor-Visitors.' },
  ], query: 'What is the guest network called?', current: /harbor-visitors/i, old: /harbor-guest/i },
  { name: 'bh20 deleted: car', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Theo: I drive a Volvo.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Theo: I work at Ikea.' },
    { delete: 'a' },
  ], query: 'Where does Theo work?', current: /ikea/i, deleted: ['a'] },
];

// Round 71 (twenty-sixth session; written and committed before it was run, after rounds 68-69's fixes).
const ROUND_71: Scenario[] = [
  { name: 'bi1 lme: plumber', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I need a plumber recommendation in Austin, our kitchen sink is leaking.', A + 'Check local reviews.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat("user: We're settling into our new place in San Antonio. How do I find a good plumber here?", A + 'Ask your neighbours.') },
  ], query: 'Where do I live?', current: /san antonio/i, old: /austin/i },
  { name: 'bi2 address: street', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Volunteer list: Mateus lives on Oak Street.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Volunteer list: Mateus now lives on Birch Avenue.' },
  ], query: 'Where does Mateus live?', current: /birch/i, old: /oak/i },
  { name: 'bi3 lme: retail job', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My manager at Boots keeps changing my shifts. How do I push back politely?', A + 'Ask for a fixed rota.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat('user: I started a new job at Tesco this month. How do I make a good first impression?', A + 'Be on time and ask questions.') },
  ], query: 'Where do I work?', current: /tesco/i, old: /boots/i },
  { name: 'bi4 employer: conference badge', category: 'employer', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Conference badge: Dr. Elif Kaya, University of Ankara.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Conference badge: Dr. Elif Kaya, ETH Zurich.' },
  ], query: 'Where does Elif Kaya work?', current: /eth/i, old: /ankara/i },
  { name: 'bi5 preference: mushrooms', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Dinner notes: Sara hates mushrooms.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Dinner notes: Sara has come round to mushrooms and likes them now.' },
  ], query: 'Does Sara like mushrooms?', current: /like/i, old: /hate/i },
  { name: 'bi6 lme: morning puzzle', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm obsessed with Wordle, I play it every morning. Any similar games?", A + 'Try Connections.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: I've stopped playing Wordle and do the NYT crossword every morning now. Any tips for Saturdays?", A + 'Start with the short answers.') },
  ], query: 'What puzzle do I do every morning?', current: /crossword/i, old: /wordle/i },
  { name: 'bi7 preference: music', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Music night: Femi is a big jazz fan.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Music night: Femi is really into blues these days.' },
  ], query: 'What music does Femi like?', current: /blues/i, old: /jazz/i },
  { name: 'bi8 decision: remote days', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Policy: remote work is allowed two days a week.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Policy: remote work is now allowed three days a week.' },
  ], query: 'How many days a week is remote work allowed?', current: /three days/i, old: /two days/i },
  { name: 'bi9 decision: campaign channel', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Marketing: the campaign will launch on Instagram.' },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Marketing: the campaign will launch on TikTok instead of Instagram.' },
  ], query: 'Where will the campaign launch?', current: /tiktok/i, old: /instagram/i },
  { name: 'bi10 lme: dentist', category: 'date', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: chat('user: My dentist appointment is on 12 March. Should I mention my sensitive teeth?', A + 'Yes, always.') },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: chat('user: I rebooked my dentist appointment for 2 April. Can I eat before it?', A + 'Yes, but brush afterwards.') },
  ], query: 'When is my dentist appointment?', current: /\b2 April|April 2\b/i, old: /12 March|March 12/i },
  { name: 'bi11 date: bin day', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Council notice: bin collection is on Tuesdays.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Council notice: from next month bin collection moves to Fridays.' },
  ], query: 'When is bin collection?', current: /friday/i, old: /tuesday/i },
  { name: 'bi12 count: microscopes', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Lab inventory: we have 3 microscopes.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Lab inventory: one microscope broke, so we have 2 microscopes.' },
  ], query: 'How many microscopes do we have?', current: /\b2\b/, old: /\b3\b/ },
  { name: 'bi13 lme: kids', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I have two kids under five. What are easy dinner ideas?', A + 'Sheet-pan dinners.') },
    { ingest: 'b', at: '2023-11-01T10:00:00Z', content: chat('user: Our third baby arrived last month, so I have three kids now. How do I manage bedtime?', A + 'Stagger the routines.') },
  ], query: 'How many kids do I have?', current: /three|\b3\b/i, old: /\btwo\b|\b2\b/i },
  { name: 'bi14 count: downloads', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'App stats: the app has 50,000 downloads.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'App stats: the app passed 80,000 downloads.' },
  ], query: 'How many downloads does the app have?', current: /80,000|80000/, old: /50,000|50000/ },
  { name: 'bi15 late older: soup', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-02T10:00:00Z', content: 'Menu: the soup of the day is tomato.' },
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Menu: the soup of the day is leek and potato.' },
  ], query: 'What is the soup of the day?', current: /tomato/i, old: /leek/i },
  { name: 'bi16 late older: lme bank', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat('user: I bank with Monzo these days. How do I set up savings pots?', A + 'In the app, under Pots.') },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I bank with Barclays. How do I raise my overdraft?', A + 'Apply in the app.') },
  ], query: 'Which bank do I use?', current: /monzo/i, old: /barclays/i },
  { name: 'bi17 two people: seating', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Office seating: Hana sits by the window.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Office seating: Yusuf sits near the kitchen.' },
  ], query: 'Where does Hana sit?', current: /window/i, other: { query: 'Where does Yusuf sit?', value: /kitchen/i } },
  { name: 'bi18 two people: races', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Sports day: Leo runs the 100 metres.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Sports day: Eva runs the relay.' },
  ], query: 'What does Leo run?', current: /100 metres/i, other: { query: 'What does Eva run?', value: /relay/i } },
  { name: 'bi19 update endpoint: on-call', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Rota: the on-call engineer this week is Dmitri.' },
    { update: 'a', content: 'Rota: the on-call engineer this week is Aisha.' },
  ], query: 'Who is the on-call engineer this week?', current: /aisha/i, old: /dmitri/i },
  { name: 'bi20 deleted: climbing', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Zoe: I love climbing.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Zoe: I live in Oslo.' },
    { delete: 'a' },
  ], query: 'Where does Zoe live?', current: /oslo/i, deleted: ['a'] },
];

// Round 72 (twenty-sixth session; written and committed before it was run, after rounds 70-71's fixes).
const ROUND_72: Scenario[] = [
  { name: 'bj1 chat: new city', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: "Caroline: Hey Mel! How's everything?\nMelanie: Great! We finally finished unpacking in Toronto.\nCaroline: That's exciting!" },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: 'Caroline: How are you settling in?\nMelanie: We moved to Vancouver in the spring, the mountains are amazing.\nCaroline: So jealous!' },
  ], query: 'Where does Melanie live?', current: /vancouver/i, old: /toronto/i },
  { name: 'bj2 address: tenant file', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Tenant file: Mr Okafor rents a flat on King Street.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Tenant file: Mr Okafor has moved out of King Street and now rents a flat on Queen Street.' },
  ], query: 'Where does Mr Okafor rent a flat?', current: /queen street/i, old: /king street/i },
  { name: 'bj3 chat: last day', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Jamal: Work at Amazon has been crazy this month.\nNate: Hang in there!' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Jamal: Friday was my last day at Amazon. I start at Microsoft on Monday!\nNate: Congrats!' },
  ], query: 'Where does Jamal work?', current: /microsoft/i, old: /amazon/i },
  { name: 'bj4 employer: board minutes', category: 'employer', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Board minutes: Sofia Lind was appointed CFO of Volvo Cars.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Board minutes: Sofia Lind resigned from Volvo Cars and joined Scania as CFO.' },
  ], query: 'Where does Sofia Lind work?', current: /scania/i, old: /volvo/i },
  { name: 'bj5 lme: pizza order', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: Pepperoni pizza is my go-to order every Friday. Which place near me does the best one?', A + 'Try the local wood-fired spots.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: I've gone off pepperoni; these days I always order a margherita. Any good pizzerias?", A + 'Look for Neapolitan places.') },
  ], query: 'What pizza do I order?', current: /margherita/i, old: /pepperoni/i },
  { name: 'bj6 preference: working hours', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Profile: Hiro likes working late at night.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Profile: Hiro prefers working early in the morning now.' },
  ], query: 'When does Hiro like to work?', current: /morning/i, old: /night/i },
  { name: 'bj7 preference: contact channel', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Client notes: Mrs Dubois prefers to be contacted by phone.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Client notes: Mrs Dubois now prefers to be contacted by email.' },
  ], query: 'How does Mrs Dubois prefer to be contacted?', current: /email/i, old: /phone/i },
  { name: 'bj8 decision: mobile framework', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Architecture: the mobile app is written in React Native.' },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Architecture: we rewrote the mobile app in Flutter.' },
  ], query: 'What is the mobile app written in?', current: /flutter/i, old: /react native/i },
  { name: 'bj9 decision: offsite city', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Meeting notes: the offsite will be in Lisbon.' },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Meeting notes: the offsite location changed to Seville.' },
  ], query: 'Where is the offsite?', current: /seville/i, old: /lisbon/i },
  { name: 'bj10 date: tax return', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-02T10:00:00Z', content: 'Reminder: the tax return is due on 31 January.' },
    { ingest: 'b', at: '2024-01-20T10:00:00Z', content: 'Reminder: the tax return deadline was extended to 28 February.' },
  ], query: 'When is the tax return due?', current: /28 February|February 28/i, old: /31 January|January 31/i },
  { name: 'bj11 lme: due date', category: 'date', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: chat('user: The baby is due on 3 August. What should I pack for the hospital?', A + 'Comfortable clothes and snacks.') },
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: chat('user: My midwife says the baby is now due on 27 July. Is that early?', A + 'Due dates often shift.') },
  ], query: 'When is the baby due?', current: /27 July|July 27/i, old: /3 August|August 3/i },
  { name: 'bj12 count: shelter dogs', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Shelter update: we are caring for 45 dogs.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Shelter update: we are now caring for 38 dogs after a busy adoption weekend.' },
  ], query: 'How many dogs is the shelter caring for?', current: /\b38\b/, old: /\b45\b/ },
  { name: 'bj13 lme: houseplants', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I have 5 houseplants and they're all drooping. Help?", A + 'Check the soil moisture.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat('user: My houseplant collection has grown to 12 plants! How do I keep them all watered?', A + 'Group them by watering needs.') },
  ], query: 'How many houseplants do I have?', current: /\b12\b/, old: /\b5\b/ },
  { name: 'bj14 count: modules', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Course page: the course has 8 modules.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Course page: the course was expanded to 10 modules.' },
  ], query: 'How many modules does the course have?', current: /\b10\b/, old: /\b8\b/ },
  { name: 'bj15 late older: qa lead', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Team page: Anika leads the QA team now.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Team page: Bruno leads the QA team.' },
  ], query: 'Who leads the QA team?', current: /anika/i, old: /bruno/i },
  { name: 'bj16 late older: lme afternoon coffee', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat("user: I've switched to decaf in the afternoons. Does decaf still have some caffeine?", A + 'A little, yes.') },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I drink espresso every afternoon. Is that bad for my sleep?', A + 'It can be.') },
  ], query: 'What do I drink in the afternoon?', current: /decaf/i, old: /espresso/i },
  { name: 'bj17 two people: cooking days', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Kitchen rota: Pavel cooks on Mondays.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Kitchen rota: Greta cooks on Tuesdays.' },
  ], query: 'When does Pavel cook?', current: /monday/i, other: { query: 'When does Greta cook?', value: /tuesday/i } },
  { name: 'bj18 two people: mentees', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Mentoring: Lucia mentors Tom.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Mentoring: Arjun mentors Bea.' },
  ], query: 'Whom does Lucia mentor?', current: /tom/i, other: { query: 'Whom does Arjun mentor?', value: /bea/i } },
  { name: 'bj19 update endpoint: support email', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Contact sheet: the support email is help@acme.io.' },
    { update: 'a', content: 'Contact sheet: the support email is support@acme.io.' },
  ], query: 'What is the support email?', current: /support@acme/i, old: /help@acme/i },
  { name: 'bj20 deleted: bakery', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Marco: I run a bakery.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Marco: I live in Turin.' },
    { delete: 'a' },
  ], query: 'Where does Marco live?', current: /turin/i, deleted: ['a'] },
];

// Round 73 (twenty-sixth session; written and committed before it was run, after rounds 70-71's fixes).
const ROUND_73: Scenario[] = [
  { name: 'bk1 address: enquiry e-mail', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Dear Ms Patel, I am writing from my home in Nairobi to ask about the course. Kind regards, Daniel Otieno' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Dear Ms Patel, since relocating to Kampala I would like to switch to the online course. Kind regards, Daniel Otieno' },
  ], query: 'Where does Daniel Otieno live?', current: /kampala/i, old: /nairobi/i },
  { name: 'bk2 chat: food scene', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Jon: I love living in Chicago, the food scene is great.\nGina: I bet!' },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: "Jon: Since moving to Milwaukee I've been cooking more at home.\nGina: Nice!" },
  ], query: 'Where does Jon live?', current: /milwaukee/i, old: /chicago/i },
  { name: 'bk3 employer: newsletter', category: 'employer', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Newsletter: congratulations to Wei Zhang, who started at Google last week.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Newsletter: Wei Zhang has left Google for a startup called Lumen.' },
  ], query: 'Where does Wei Zhang work?', current: /lumen/i, old: /google/i },
  { name: 'bk4 lme: teacher', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm a teacher at Hillside Primary and marking takes all weekend. Any tips?", A + 'Use rubrics and peer marking.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I've moved schools and now teach at Riverside Academy. How do I build rapport with a new class?", A + 'Learn names fast.') },
  ], query: 'Where do I work?', current: /riverside/i, old: /hillside/i },
  { name: 'bk5 preference: running surface', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Coach notes: Tia prefers running on the track.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Coach notes: Tia prefers trail running now.' },
  ], query: 'What running does Tia prefer?', current: /trail/i, old: /track/i },
  { name: 'bk6 lme: films', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm a huge Marvel fan, which movie should I rewatch this weekend?", A + 'Guardians of the Galaxy.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: I'm kind of over Marvel now and more into Studio Ghibli films. Where should I start?", A + 'Spirited Away.') },
  ], query: 'What films am I into?', current: /ghibli/i, old: /marvel/i },
  { name: 'bk7 preference: room request', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Guest notes: Mr Novak likes a room with a bath.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Guest notes: Mr Novak now asks for a room with a walk-in shower.' },
  ], query: 'What room does Mr Novak want?', current: /shower/i, old: /bath/i },
  { name: 'bk8 decision: invoicing', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Ops: invoices are sent through Xero.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Ops: we switched invoicing from Xero to QuickBooks.' },
  ], query: 'What do we use for invoicing?', current: /quickbooks/i, old: /xero/i },
  { name: 'bk9 decision: bug tracking', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Standup notes: the team will use Jira for bug tracking.' },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Standup notes: we will track bugs in Linear instead of Jira.' },
  ], query: 'Where do we track bugs?', current: /linear/i, old: /jira/i },
  { name: 'bk10 date: board meeting', category: 'date', steps: [
    { ingest: 'a', at: '2024-10-01T10:00:00Z', content: 'Calendar: the board meeting is on 5 December.' },
    { ingest: 'b', at: '2024-11-01T10:00:00Z', content: 'Calendar: the board meeting was brought forward to 28 November.' },
  ], query: 'When is the board meeting?', current: /28 November|November 28/i, old: /5 December|December 5/i },
  { name: 'bk11 lme: housewarming', category: 'date', steps: [
    { ingest: 'a', at: '2024-04-01T10:00:00Z', content: chat('user: Our housewarming party is on 20 May. What food should I prepare?', A + 'Finger food is easiest.') },
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: chat('user: We pushed the housewarming to 3 June because the painters are late. Do I need to re-send invites?', A + 'Yes, send an update.') },
  ], query: 'When is the housewarming?', current: /\b3 June|June 3\b/i, old: /20 May|May 20/i },
  { name: 'bk12 count: sheep', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Farm log: the farm keeps 200 sheep.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Farm log: the farm is down to 150 sheep after the sale.' },
  ], query: 'How many sheep does the farm keep?', current: /\b150\b/, old: /\b200\b/ },
  { name: 'bk13 lme: languages spoken', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I speak two languages, English and Spanish. Should I learn French next?', A + 'French is a good choice.') },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat('user: I can now speak three languages since I finally got fluent in French. Which should be next?', A + 'Maybe Italian.') },
  ], query: 'How many languages do I speak?', current: /three|\b3\b/i, old: /\btwo\b|\b2\b/i },
  { name: 'bk14 count: nodes', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Server notes: the cluster runs on 6 nodes.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Server notes: the cluster now runs on 9 nodes.' },
  ], query: 'How many nodes does the cluster run on?', current: /\b9\b/, old: /\b6\b/ },
  { name: 'bk15 late older: pub', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Club news: the club meets at the Red Lion now.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Club news: the club meets at the Crown.' },
  ], query: 'Where does the club meet?', current: /red lion/i, old: /crown/i },
  { name: 'bk16 late older: lme savings', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat('user: I moved my savings to Marcus. Is the interest rate fixed?', A + 'It is variable.') },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My savings are with Nationwide. Is my money protected?', A + 'Up to the limit, yes.') },
  ], query: 'Where are my savings?', current: /marcus/i, old: /nationwide/i },
  { name: 'bk17 two people: books', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Book club: Iris is reading Middlemarch.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Book club: Omar is reading Beloved.' },
  ], query: 'What is Iris reading?', current: /middlemarch/i, other: { query: 'What is Omar reading?', value: /beloved/i } },
  { name: 'bk18 two people: committee roles', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Roles: Kofi is the treasurer.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Roles: Lena is the secretary.' },
  ], query: "What is Kofi's role?", current: /treasurer/i, other: { query: "What is Lena's role?", value: /secretary/i } },
  { name: 'bk19 update endpoint: room', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Venue: the workshop is in Room 4.' },
    { update: 'a', content: 'Venue: the workshop is in Room 7.' },
  ], query: 'Where is the workshop?', current: /room 7/i, old: /room 4/i },
  { name: 'bk20 deleted: vinyl', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Nadia: I collect vinyl records.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Nadia: I work at the Tate.' },
    { delete: 'a' },
  ], query: 'Where does Nadia work?', current: /tate/i, deleted: ['a'] },
];

// Round 74 (twenty-sixth session; written and committed before it was run, after the older rounds' leftovers were fixed).
const ROUND_74: Scenario[] = [
  { name: 'bl1 address: family update', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Family update: Grandma turned 90 this year. She still lives in Galway and plays bridge every week.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Family update: Grandma has moved into a care home in Limerick to be near Aunt Siobhan. She loves the garden there.' },
  ], query: 'Where does Grandma live?', current: /limerick/i, old: /galway/i },
  { name: 'bl2 lme: commute into SF', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: The commute from Oakland into SF is killing me. Should I get an e-bike?', A + 'An e-bike plus BART works well.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat('user: I finally moved to San Francisco so I can walk to work now. What neighborhoods are fun?', A + 'The Mission and North Beach.') },
  ], query: 'Where do I live?', current: /san francisco/i, old: /oakland/i },
  { name: 'bl3 employer: alumni spotlight', category: 'employer', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Alumni spotlight: Carmen Ruiz has spent six years at Accenture, where she leads the cloud practice.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Alumni spotlight: Carmen Ruiz left Accenture this spring to become VP of Engineering at Glovo.' },
  ], query: 'Where does Carmen Ruiz work?', current: /glovo/i, old: /accenture/i },
  { name: 'bl4 chat: relocation offer', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Dev: My boss at Infosys wants me to relocate.\nAsha: Will you?' },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: 'Dev: I turned down the move and joined Wipro instead.\nAsha: Good call.' },
  ], query: 'Where does Dev work?', current: /wipro/i, old: /infosys/i },
  { name: 'bl5 lme: morning drink', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm team tea all the way, a good Earl Grey in the morning. What biscuits pair well?", A + 'Shortbread.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: I've converted to coffee, a flat white every morning now. What beans should I buy?", A + 'A medium roast.') },
  ], query: 'What do I drink in the morning?', current: /coffee|flat white/i, old: /tea|earl grey/i },
  { name: 'bl6 preference: pet food', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Pet notes: Biscuit only eats dry food.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Pet notes: Biscuit has switched to wet food.' },
  ], query: 'What food does Biscuit eat?', current: /wet food/i, old: /dry food/i },
  { name: 'bl7 preference: seat', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Travel profile: Ms Adeyemi always books an aisle seat.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Travel profile: Ms Adeyemi now books a window seat.' },
  ], query: 'What seat does Ms Adeyemi book?', current: /window/i, old: /aisle/i },
  { name: 'bl8 decision: sprint length', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Retro notes: sprints last two weeks.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Retro notes: we agreed sprints will last three weeks from now on.' },
  ], query: 'How long do sprints last?', current: /three weeks/i, old: /two weeks/i },
  { name: 'bl9 decision: designer location', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Hiring: the new designer will be based in Berlin.' },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Hiring: the new designer will be based in Amsterdam instead.' },
  ], query: 'Where will the new designer be based?', current: /amsterdam/i, old: /berlin/i },
  { name: 'bl10 date: follow-up', category: 'date', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: 'Clinic letter: your follow-up appointment is on 9 April at 10:30.' },
    { ingest: 'b', at: '2024-03-20T10:00:00Z', content: 'Clinic letter: your follow-up appointment has been changed to 16 April at 14:00.' },
  ], query: 'When is the follow-up appointment?', current: /16 April|April 16/i, old: /\b9 April|April 9\b/i },
  { name: 'bl11 lme: moving day', category: 'date', steps: [
    { ingest: 'a', at: '2024-07-01T10:00:00Z', content: chat("user: I'm moving house on 1 September, how early should I book a van?", A + 'A month ahead.') },
    { ingest: 'b', at: '2024-08-01T10:00:00Z', content: chat('user: The move got pushed back to 15 September because of the buyers. Should I tell my landlord?', A + 'Yes, as soon as possible.') },
  ], query: 'When am I moving house?', current: /15 September|September 15/i, old: /\b1 September|September 1\b/i },
  { name: 'bl12 count: library books', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Library report: the library holds 12,000 books.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Library report: after the donation the library now holds 15,500 books.' },
  ], query: 'How many books does the library hold?', current: /15,500|15500/, old: /12,000|12000/ },
  { name: 'bl13 lme: guitars', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I have 3 guitars already but want another. Is that excessive?', A + 'Not if you play them.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat('user: I sold one of my guitars, so I have 2 now. Which should I keep for gigs?', A + 'The more robust one.') },
  ], query: 'How many guitars do I have?', current: /\b2\b|two/i, old: /\b3\b|three/i },
  { name: 'bl14 count: schools', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Trust update: the trust runs 5 schools.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Trust update: the trust took over two more schools and now runs 7 schools.' },
  ], query: 'How many schools does the trust run?', current: /\b7\b/, old: /\b5\b/ },
  { name: 'bl15 late older: section', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Editorial: Hannah edits the travel section now.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Editorial: Hannah edits the food section.' },
  ], query: 'Which section does Hannah edit?', current: /travel/i, old: /food/i },
  { name: 'bl16 late older: lme laptop', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat('user: My new laptop is a MacBook Air, how do I set up Time Machine?', A + 'Use an external drive.') },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My laptop is a Dell XPS 13 and the battery is dying. Should I replace it?', A + 'A new battery may be enough.') },
  ], query: 'What laptop do I have?', current: /macbook/i, old: /dell/i },
  { name: 'bl17 two people: team sports', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Team sports: Aiko plays volleyball.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Team sports: Ravi plays cricket.' },
  ], query: 'What does Aiko play?', current: /volleyball/i, other: { query: 'What does Ravi play?', value: /cricket/i } },
  { name: 'bl18 two people: coffee orders', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Coffee orders: Liam drinks a cortado.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Coffee orders: Zara drinks a chai latte.' },
  ], query: 'What does Liam drink?', current: /cortado/i, other: { query: 'What does Zara drink?', value: /chai/i } },
  { name: 'bl19 update endpoint: ticket price', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Event page: tickets cost £15.' },
    { update: 'a', content: 'Event page: tickets cost £18.' },
  ], query: 'How much do tickets cost?', current: /£18/, old: /£15/ },
  { name: 'bl20 deleted: chess', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Omar: I play chess.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Omar: I live in Amman.' },
    { delete: 'a' },
  ], query: 'Where does Omar live?', current: /amman/i, deleted: ['a'] },
];

// Round 75 (twenty-sixth session; written and committed before it was run, after the older rounds' leftovers were fixed).
const ROUND_75: Scenario[] = [
  { name: 'bm1 address: contact card', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Contact card: Lukas Brandt, Kastanienallee 12, Berlin.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Contact card: Lukas Brandt, Hauptstraße 5, Leipzig.' },
  ], query: 'Where does Lukas Brandt live?', current: /leipzig/i, old: /berlin/i },
  { name: 'bm2 lme: first winter', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: Any tips for surviving winter in Minneapolis? It's my first one here.", A + 'Layers and a good coat.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat("user: Now that I'm in Phoenix, how do I handle the summer heat?", A + 'Stay hydrated and avoid midday sun.') },
  ], query: 'Where do I live?', current: /phoenix/i, old: /minneapolis/i },
  { name: 'bm3 lme: career switch', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I work in customer support at Zendesk. How can I handle angry callers?', A + 'Acknowledge the problem first.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat('user: I switched careers and now work in sales at HubSpot. How do I cold call?', A + 'Research the prospect first.') },
  ], query: 'Where do I work?', current: /hubspot/i, old: /zendesk/i },
  { name: 'bm4 employer: hospital transfer', category: 'employer', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: "Staff news: Dr Iqbal works at St George's Hospital." },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: "Staff news: Dr Iqbal has transferred to Guy's Hospital." },
  ], query: 'Where does Dr Iqbal work?', current: /guy/i, old: /george/i },
  { name: 'bm5 preference: kid interests', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Kids notes: Maya loves dinosaurs.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Kids notes: Maya has moved on from dinosaurs and is obsessed with space now.' },
  ], query: 'What is Maya into?', current: /space/i, old: /dinosaur/i },
  { name: 'bm6 chat: hobby', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: "Ella: I'm really into knitting these days.\nBen: Cool!" },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: "Ella: I've put the knitting down and taken up pottery.\nBen: Fun!" },
  ], query: 'What hobby is Ella into?', current: /pottery/i, old: /knitting/i },
  { name: 'bm7 preference: wine', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Wine list: Mr Costa prefers red wine.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Wine list: Mr Costa has switched to white wine.' },
  ], query: 'What wine does Mr Costa prefer?', current: /white/i, old: /\bred\b/i },
  { name: 'bm8 decision: response time', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Support policy: tickets are answered within 48 hours.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Support policy: tickets are now answered within 24 hours.' },
  ], query: 'How fast are tickets answered?', current: /24 hours/i, old: /48 hours/i },
  { name: 'bm9 decision: office move', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Office move: the team will move to the Shoreditch office.' },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Office move: plans changed and the team will move to the Canary Wharf office instead.' },
  ], query: 'Which office will the team move to?', current: /canary wharf/i, old: /shoreditch/i },
  { name: 'bm10 date: summer party', category: 'date', steps: [
    { ingest: 'a', at: '2024-05-01T10:00:00Z', content: 'Newsletter: the summer party is on 12 July.' },
    { ingest: 'b', at: '2024-06-01T10:00:00Z', content: 'Newsletter: the summer party has moved to 19 July.' },
  ], query: 'When is the summer party?', current: /19 July|July 19/i, old: /12 July|July 12/i },
  { name: 'bm11 lme: visa interview', category: 'date', steps: [
    { ingest: 'a', at: '2024-04-01T10:00:00Z', content: chat('user: My visa interview is on 2 May. What documents should I bring?', A + 'Passport, photos and the forms.') },
    { ingest: 'b', at: '2024-04-20T10:00:00Z', content: chat('user: The embassy rescheduled my visa interview for 23 May. Does that affect my travel dates?', A + 'Possibly; check with the airline.') },
  ], query: 'When is my visa interview?', current: /23 May|May 23/i, old: /\b2 May|May 2\b/i },
  { name: 'bm12 count: families', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Charity report: we support 80 families.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Charity report: we now support 120 families.' },
  ], query: 'How many families do we support?', current: /\b120\b/, old: /\b80\b/ },
  { name: 'bm13 lme: countries visited', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I've visited 15 countries so far. Where should I go next?", A + 'Japan is wonderful.') },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat('user: After Japan and Korea my count is up to 17 countries! Any ideas for next year?', A + 'Try Vietnam.') },
  ], query: 'How many countries have I visited?', current: /\b17\b/, old: /\b15\b/ },
  { name: 'bm14 count: products', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Inventory: the store stocks 300 products.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Inventory: the store cut its range to 250 products.' },
  ], query: 'How many products does the store stock?', current: /\b250\b/, old: /\b300\b/ },
  { name: 'bm15 late older: singer', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Band news: Ola is the lead singer now.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Band news: Tom is the lead singer.' },
  ], query: 'Who is the lead singer?', current: /ola/i, old: /tom/i },
  { name: 'bm16 late older: lme commute', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat('user: I cycle to work now, it takes 20 minutes. Any tips for rainy days?', A + 'Mudguards and a good jacket.') },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I drive to work every day and parking is expensive. Any ideas?', A + 'Look for a monthly permit.') },
  ], query: 'How do I get to work?', current: /cycl/i, old: /drive/i },
  { name: 'bm17 two people: labs', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Lab roles: Dr Kim runs the imaging lab.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Lab roles: Dr Osei runs the genomics lab.' },
  ], query: 'What does Dr Kim run?', current: /imaging/i, other: { query: 'What does Dr Osei run?', value: /genomics/i } },
  { name: 'bm18 two people: home towns', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Home towns: Bruno is from Porto.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Home towns: Clara is from Braga.' },
  ], query: 'Where is Bruno from?', current: /porto/i, other: { query: 'Where is Clara from?', value: /braga/i } },
  { name: 'bm19 update endpoint: returns window', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'FAQ: returns are accepted within 14 days.' },
    { update: 'a', content: 'FAQ: returns are accepted within 30 days.' },
  ], query: 'How long do I have to return something?', current: /30 days/i, old: /14 days/i },
  { name: 'bm20 deleted: car', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Ivan: I drive a Skoda.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Ivan: I work at Siemens.' },
    { delete: 'a' },
  ], query: 'Where does Ivan work?', current: /siemens/i, deleted: ['a'] },
];

// Round 76 (twenty-sixth session; written and committed before it was run, on the session's final code).
const ROUND_76: Scenario[] = [
  { name: 'bn1 lme: bike route', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: What's a scenic bike route near Utrecht? That's where I live.", A + 'Along the Vecht river.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I've just moved to Groningen. Are there good cycling clubs here?", A + 'Several, ask at the local bike shop.') },
  ], query: 'Where do I live?', current: /groningen/i, old: /utrecht/i },
  { name: 'bn2 address: parish note', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Parish note: the Hendersons live at the old mill on Brook Lane.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Parish note: the Hendersons have moved to a cottage in Little Haven.' },
  ], query: 'Where do the Hendersons live?', current: /little haven/i, old: /brook lane|mill/i },
  { name: 'bn3 lme: nursing home job', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm a carer at Sunnyside Care Home. How do I deal with burnout?", A + 'Take your breaks and talk to your manager.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat("user: I got a job as a nurse at the Royal Infirmary and start next week. Any advice?", A + 'Ask lots of questions in your first weeks.') },
  ], query: 'Where do I work?', current: /royal infirmary/i, old: /sunnyside/i },
  { name: 'bn4 employer: press note', category: 'employer', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Press note: Amara Okafor is head of communications at Oxfam.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Press note: Amara Okafor has been appointed head of communications at Save the Children.' },
  ], query: 'Where does Amara Okafor work?', current: /save the children/i, old: /oxfam/i },
  { name: 'bn5 preference: tea', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Kitchen notes: Ruth drinks green tea.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Kitchen notes: Ruth has switched to rooibos.' },
  ], query: 'What tea does Ruth drink?', current: /rooibos/i, old: /green tea/i },
  { name: 'bn6 lme: gaming', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I play mostly on my PlayStation 5. Which co-op games are good?', A + 'It Takes Two.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: I've moved over to PC gaming. What graphics card should I get?", A + 'It depends on your budget.') },
  ], query: 'What do I game on?', current: /pc/i, old: /playstation/i },
  { name: 'bn7 preference: running shoes', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Shop notes: Mr Iyer runs in Brooks shoes.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Shop notes: Mr Iyer now runs in Hoka shoes.' },
  ], query: 'What shoes does Mr Iyer run in?', current: /hoka/i, old: /brooks/i },
  { name: 'bn8 decision: chat tool', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'IT notice: staff chat happens on Slack.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'IT notice: we are retiring Slack; staff chat moves to Microsoft Teams on 1 April.' },
  ], query: 'Where does staff chat happen?', current: /teams/i, old: /slack/i },
  { name: 'bn9 decision: hosting', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Tech notes: the website is hosted on Heroku.' },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Tech notes: the website now runs on Fly.io after the migration.' },
  ], query: 'Where is the website hosted?', current: /fly\.io/i, old: /heroku/i },
  { name: 'bn10 date: recital', category: 'date', steps: [
    { ingest: 'a', at: '2024-04-01T10:00:00Z', content: 'Music school: the spring recital is on 18 May.' },
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: 'Music school: please note the spring recital is now on 25 May.' },
  ], query: 'When is the spring recital?', current: /25 May|May 25/i, old: /18 May|May 18/i },
  { name: 'bn11 lme: exam date', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: chat('user: My bar exam is on 20 February. How should I plan my revision?', A + 'Spaced practice.') },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat("user: I deferred my bar exam to 30 July. Should I take a break first?", A + 'A short one, yes.') },
  ], query: 'When is my bar exam?', current: /30 July|July 30/i, old: /20 February|February 20/i },
  { name: 'bn12 count: employees', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'About us: the company has 120 employees.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'About us: the company has grown to 180 employees.' },
  ], query: 'How many employees does the company have?', current: /\b180\b/, old: /\b120\b/ },
  { name: 'bn13 lme: chickens', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I keep 4 chickens in the back garden. How many eggs should I expect?', A + 'About three a day in summer.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: We got two more hens, so I keep 6 chickens now. Is the coop big enough?", A + 'Allow a square metre per bird.') },
  ], query: 'How many chickens do I keep?', current: /\b6\b|six/i, old: /\b4\b|four/i },
  { name: 'bn14 count: branches', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Bank facts: the bank operates 40 branches.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Bank facts: the bank closed 8 branches and now operates 32 branches.' },
  ], query: 'How many branches does the bank operate?', current: /\b32\b/, old: /\b40\b/ },
  { name: 'bn15 late older: coach', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Club page: Marta coaches the under-10s now.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Club page: Jonas coaches the under-10s.' },
  ], query: 'Who coaches the under-10s?', current: /marta/i, old: /jonas/i },
  { name: 'bn16 late older: lme gym', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat("user: I'm a member at PureGym now. What's a good beginner routine?", A + 'Full-body three times a week.') },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I go to Anytime Fitness. Is it worth getting a personal trainer?', A + 'For a few sessions, yes.') },
  ], query: 'Which gym do I go to?', current: /puregym/i, old: /anytime/i },
  { name: 'bn17 two people: desks', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Floor plan: Chidi sits at desk 14.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Floor plan: Lotte sits at desk 22.' },
  ], query: 'Where does Chidi sit?', current: /14/, other: { query: 'Where does Lotte sit?', value: /22/ } },
  { name: 'bn18 two people: cars', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Car pool: Sam drives a Prius.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Car pool: Nia drives a Golf.' },
  ], query: 'What does Sam drive?', current: /prius/i, other: { query: 'What does Nia drive?', value: /golf/i } },
  { name: 'bn19 update endpoint: meeting room', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Booking: the training is in the Oak Room.' },
    { update: 'a', content: 'Booking: the training is in the Maple Room.' },
  ], query: 'Where is the training?', current: /maple/i, old: /oak/i },
  { name: 'bn20 deleted: violin', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Lea: I play the violin.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Lea: I live in Graz.' },
    { delete: 'a' },
  ], query: 'Where does Lea live?', current: /graz/i, deleted: ['a'] },
];

// Round 77 (twenty-seventh session; written before running it).
const ROUND_77: Scenario[] = [
  { name: 'bo1 lme: dentist', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm looking for a good dentist in Brighton, I've lived there for three years. Where should I start?", A + 'Check NHS availability first.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat('user: Since relocating to Norwich last month I need to register with a GP. How do I do that?', A + 'Use the NHS website to find practices.') },
  ], query: 'Where do I live?', current: /norwich/i, old: /brighton/i },
  { name: 'bo2 address: alumni update', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Alumni update: Priya Nair resides in Singapore.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Alumni update: Priya Nair relocated to Sydney in March.' },
  ], query: 'Where does Priya Nair live?', current: /sydney/i, old: /singapore/i },
  { name: 'bo3 lme: agency job', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I work in marketing for Unilever and I'm bored. Should I retrain?", A + 'Try a short course first.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat('user: I finally left Unilever and started at a small agency called BrightPath. How do I negotiate my first review?', A + 'Collect evidence of your wins.') },
  ], query: 'Where do I work?', current: /brightpath/i, old: /unilever/i },
  { name: 'bo4 employer: team page', category: 'employer', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Team page: Oskar Lind, software engineer, Klarna.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Team page: Oskar Lind, staff engineer, Spotify.' },
  ], query: 'Where does Oskar Lind work?', current: /spotify/i, old: /klarna/i },
  { name: 'bo5 preference: breakfast', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Rina: My go-to breakfast is porridge.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Rina: These days my go-to breakfast is avocado toast.' },
  ], query: "What is Rina's go-to breakfast?", current: /avocado/i, old: /porridge/i },
  { name: 'bo6 lme: commute listening', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I mostly listen to podcasts on my commute. Any true crime ones?', A + 'Serial is a classic.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: I've switched from podcasts to audiobooks on my commute. Any thriller recommendations?", A + 'Try Gone Girl.') },
  ], query: 'What do I listen to on my commute?', current: /audiobooks/i, old: /podcasts/i },
  { name: 'bo7 preference: seat', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Customer profile: Mr Haddad prefers aisle seats.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Customer profile: Mr Haddad now prefers window seats.' },
  ], query: 'Which seats does Mr Haddad prefer?', current: /window/i, old: /aisle/i },
  { name: 'bo8 decision: API style', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Engineering decision: the public API will use REST.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: "Engineering decision: we've decided to move the public API to GraphQL." },
  ], query: 'What does the public API use?', current: /graphql/i, old: /rest\b/i },
  { name: 'bo9 decision: travel booking', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Travel policy: staff book flights through Egencia.' },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Travel policy: staff now book flights through Navan.' },
  ], query: 'How do staff book flights?', current: /navan/i, old: /egencia/i },
  { name: 'bo10 date: sports day', category: 'date', steps: [
    { ingest: 'a', at: '2024-05-01T10:00:00Z', content: 'School newsletter: sports day is on 14 June.' },
    { ingest: 'b', at: '2024-06-05T10:00:00Z', content: 'School newsletter: due to the weather forecast, sports day has been pushed back to 21 June.' },
  ], query: 'When is sports day?', current: /21 June|June 21/i, old: /14 June|June 14/i },
  { name: 'bo11 lme: wedding', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: chat("user: My sister's wedding is on 3 August. What should I wear?", A + 'A light summer suit.') },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: chat("user: My sister's wedding got moved to 12 October. Does that change the outfit?", A + 'Go for heavier fabrics.') },
  ], query: "When is my sister's wedding?", current: /12 October|October 12/i, old: /3 August|August 3/i },
  { name: 'bo12 count: shelter dogs', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Shelter update: we currently care for 35 dogs.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Shelter update: we now care for 41 dogs.' },
  ], query: 'How many dogs does the shelter care for?', current: /\b41\b/, old: /\b35\b/ },
  { name: 'bo13 lme: weekly mileage', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I run 20 miles a week. Should I add speed work?', A + 'One session a week is plenty.') },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: chat("user: I've built up to 35 miles a week. Is it time for a marathon plan?", A + 'Yes, an 18-week plan would suit you.') },
  ], query: 'How many miles a week do I run?', current: /\b35\b/, old: /\b20\b/ },
  { name: 'bo14 count: library books', category: 'count', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Library stats: the library holds 12,000 books.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: "Library stats: the library's collection has grown to 15,500 books." },
  ], query: 'How many books does the library hold?', current: /15,?500/, old: /12,?000/ },
  { name: 'bo15 late older: chess club', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Newsletter: the chess club meets on Thursdays now.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Newsletter: the chess club meets on Tuesdays.' },
  ], query: 'When does the chess club meet?', current: /thursday/i, old: /tuesday/i },
  { name: 'bo16 late older: lme car', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat('user: I drive a Kia Niro these days. How often should I rotate the tyres?', A + 'Every 6,000 miles or so.') },
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: chat('user: I drive a Ford Focus. What oil should I use?', A + 'Check the handbook for the grade.') },
  ], query: 'What car do I drive?', current: /niro/i, old: /focus/i },
  { name: 'bo17 two people: employers', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'HR notes: Dana works at Deloitte.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'HR notes: Elif works at KPMG.' },
  ], query: 'Where does Dana work?', current: /deloitte/i, other: { query: 'Where does Elif work?', value: /kpmg/i } },
  { name: 'bo18 two people: pets', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Pet register: Tomas has a cat called Miso.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Pet register: Ines has a dog called Pepper.' },
  ], query: 'What pet does Tomas have?', current: /miso|cat/i, other: { query: 'What pet does Ines have?', value: /pepper|dog/i } },
  { name: 'bo19 update endpoint: rent', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Flat share notes: the rent is £900 a month.' },
    { update: 'a', content: 'Flat share notes: the rent is £950 a month.' },
  ], query: 'How much is the rent?', current: /950/, old: /900/ },
  { name: 'bo20 deleted: job', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Kai: I work at Lidl.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Kai: I live in Bremen.' },
    { delete: 'a' },
  ], query: 'Where does Kai live?', current: /bremen/i, deleted: ['a'] },
];

// Round 78 (twenty-seventh session; written with round 77, before running either).
const ROUND_78: Scenario[] = [
  { name: 'bp1 address: neighbours', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Neighbour chat: the Patels live on Elm Road.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Neighbour chat: the Patels bought a house on Quarry Hill and moved in last weekend.' },
  ], query: 'Where do the Patels live?', current: /quarry hill/i, old: /elm road/i },
  { name: 'bp2 lme: tax registration', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: Any tips for renting in Berlin? I've been based here since 2020.", A + 'Bring your SCHUFA report to viewings.') },
    { ingest: 'b', at: '2023-11-01T10:00:00Z', content: chat("user: Now that I'm living in Munich, how does the tax registration work?", A + 'Register your address at the Bürgerbüro first.') },
  ], query: 'Where do I live?', current: /munich/i, old: /berlin/i },
  { name: 'bp3 employer: linkedin note', category: 'employer', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'LinkedIn note: Grace Liu is a data scientist at Netflix.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'LinkedIn note: Grace Liu now works for Airbnb as a data science manager.' },
  ], query: 'Where does Grace Liu work?', current: /airbnb/i, old: /netflix/i },
  { name: 'bp4 lme: offer accepted', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm a junior developer at a startup called Finch. How do I ask for a raise?", A + 'Book a meeting and bring numbers.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat('user: I accepted an offer from Monzo and my first day is Monday. What should I prepare?', A + 'Read their engineering blog.') },
  ], query: 'Where do I work?', current: /monzo/i, old: /finch/i },
  { name: 'bp5 preference: author', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: "Book club: Farah's favourite author is Jane Austen." },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Book club: Farah says her favourite author is now Toni Morrison.' },
  ], query: "Who is Farah's favourite author?", current: /morrison/i, old: /austen/i },
  { name: 'bp6 lme: anime streaming', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I watch a lot of anime, mostly on Crunchyroll. Any new series?', A + 'Frieren is excellent.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I cancelled Crunchyroll and watch anime on Netflix now. What's good there?", A + 'Try Cyberpunk: Edgerunners.') },
  ], query: 'Where do I watch anime?', current: /netflix/i, old: /crunchyroll/i },
  { name: 'bp7 preference: steak', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Client notes: Mrs Jensen likes her steak medium.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Client notes: Mrs Jensen now orders her steak well done.' },
  ], query: 'How does Mrs Jensen like her steak?', current: /well done/i, old: /medium/i },
  { name: 'bp8 decision: code review', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Standup notes: the team uses GitLab for code review.' },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Standup notes: code review moved to GitHub this sprint.' },
  ], query: 'Where does code review happen?', current: /github/i, old: /gitlab/i },
  { name: 'bp9 decision: conference city', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Board minutes: the annual conference will be held in Dublin.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Board minutes: the board voted to hold the annual conference in Lisbon instead.' },
  ], query: 'Where will the annual conference be held?', current: /lisbon/i, old: /dublin/i },
  { name: 'bp10 date: clinic', category: 'date', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Clinic letter: your appointment is on 9 March at 10am.' },
    { ingest: 'b', at: '2024-02-20T10:00:00Z', content: 'Clinic letter: your appointment has been rescheduled to 16 March at 2pm.' },
  ], query: 'When is the appointment?', current: /16 March|March 16/i, old: /9 March|March 9/i },
  { name: 'bp11 lme: driving test', category: 'date', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: chat('user: My driving test is on 22 April, any last tips?', A + 'Practise your manoeuvres.') },
    { ingest: 'b', at: '2024-04-15T10:00:00Z', content: chat('user: The examiner cancelled, so my driving test is now on 6 May. How do I stay sharp?', A + 'Keep driving a little every day.') },
  ], query: 'When is my driving test?', current: /6 May|May 6/i, old: /22 April|April 22/i },
  { name: 'bp12 count: engineering team', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Team roster: the engineering team has 14 people.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Team roster: after the new hires, the engineering team has 19 people.' },
  ], query: 'How many people are on the engineering team?', current: /\b19\b/, old: /\b14\b/ },
  { name: 'bp13 lme: cats', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I have 3 cats at home. Which litter is best?', A + 'Clumping clay is easiest.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat('user: We adopted a kitten, so now I have 4 cats. How do I introduce them?', A + 'Slowly, with scent swapping.') },
  ], query: 'How many cats do I have?', current: /\b4\b|four/i, old: /\b3\b|three/i },
  { name: 'bp14 count: pallets', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Warehouse log: the warehouse stores 2,000 pallets.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Warehouse log: capacity was expanded and the warehouse now stores 2,600 pallets.' },
  ], query: 'How many pallets does the warehouse store?', current: /2,?600/, old: /2,?000/ },
  { name: 'bp15 late older: committee chair', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Staff news: Ms Kowalski chairs the safety committee now.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Staff news: Mr Brandt chairs the safety committee.' },
  ], query: 'Who chairs the safety committee?', current: /kowalski/i, old: /brandt/i },
  { name: 'bp16 late older: lme diet', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat("user: I'm doing keto now. Any easy lunch ideas?", A + 'Egg muffins and salads.') },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm following a vegan diet. Any protein tips?", A + 'Lentils, tofu and tempeh.') },
  ], query: 'What diet am I following?', current: /keto/i, old: /vegan/i },
  { name: 'bp17 two people: salaries', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: "Payroll: Ana's salary is $70,000." },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: "Payroll: Ben's salary is $82,000." },
  ], query: "What is Ana's salary?", current: /70,?000/, other: { query: "What is Ben's salary?", value: /82,?000/ } },
  { name: 'bp18 two people: commute', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Commute survey: Lars cycles to work.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Commute survey: Mei takes the train to work.' },
  ], query: 'How does Lars get to work?', current: /cycl/i, other: { query: 'How does Mei get to work?', value: /train/i } },
  { name: 'bp19 update endpoint: hackathon', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Event page: the hackathon starts at 9am on Saturday.' },
    { update: 'a', content: 'Event page: the hackathon starts at 10am on Saturday.' },
  ], query: 'When does the hackathon start?', current: /10\s?am/i, old: /\b9\s?am/i },
  { name: 'bp20 deleted: allergy', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: "Oli: I'm allergic to peanuts." },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Oli: I live in Cork.' },
    { delete: 'a' },
  ], query: 'Where does Oli live?', current: /cork/i, deleted: ['a'] },
];

// Round 79 (twenty-seventh session; written before running it, while rounds 77-78 ran).
const ROUND_79: Scenario[] = [
  { name: 'bq1 address: flat in Leith', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Maya: We finally found a flat in Leith! Moving in next week.' },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: "Maya: We've left Edinburgh altogether, we live in Glasgow now." },
  ], query: 'Where does Maya live?', current: /glasgow/i, old: /leith/i },
  { name: 'bq2 lme: airport route', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: What's the best way to get from my place in Queens to JFK?", A + 'The AirTrain from Jamaica station.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat("user: I moved out of Queens and into a place in Jersey City. What's the fastest route to Newark airport?", A + 'PATH to Newark Penn, then NJ Transit.') },
  ], query: 'Where do I live?', current: /jersey city/i, old: /queens/i },
  { name: 'bq3 employer: crm contact', category: 'employer', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'CRM: Luis Ortega is our procurement contact at Siemens.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'CRM: Luis Ortega has moved on from Siemens and now heads procurement at Bosch.' },
  ], query: 'Where does Luis Ortega work?', current: /bosch/i, old: /siemens/i },
  { name: 'bq4 lme: teaching job', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I teach maths at Hillcrest Academy. Any ideas for engaging Year 9?', A + 'Use puzzles and real data.') },
    { ingest: 'b', at: '2023-09-10T10:00:00Z', content: chat("user: I've just started teaching at Oakwood School after leaving Hillcrest. How do I build rapport quickly?", A + 'Learn names in the first week.') },
  ], query: 'Where do I teach?', current: /oakwood/i, old: /hillcrest/i },
  { name: 'bq5 preference: sport', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: "Theo: I'm really into bouldering." },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: "Theo: These days I'm all about trail running instead of bouldering." },
  ], query: 'What sport is Theo into?', current: /trail running/i, old: /bouldering/i },
  { name: 'bq6 lme: coffee order', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I usually order oat milk lattes. Is that healthy?', A + 'In moderation, sure.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: I've cut out lattes and drink black coffee now. Any good beans?", A + 'Try a washed Ethiopian.') },
  ], query: 'What coffee do I drink?', current: /black coffee/i, old: /latte/i },
  { name: 'bq7 preference: coffee with milk', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Guest preferences: Ms Duarte takes her coffee with milk.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Guest preferences: Ms Duarte now takes her coffee black.' },
  ], query: 'How does Ms Duarte take her coffee?', current: /black/i, old: /milk/i },
  { name: 'bq8 decision: event bus', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Architecture notes: events are published to RabbitMQ.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Architecture notes: we migrated event publishing from RabbitMQ to Kafka.' },
  ], query: 'Where are events published?', current: /kafka/i, old: /rabbitmq/i },
  { name: 'bq9 decision: backup schedule', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Ops: backups run nightly.' },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Ops: backups now run every six hours.' },
  ], query: 'How often do backups run?', current: /six hours/i, old: /nightly/i },
  { name: 'bq10 date: tax deadline', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: 'Reminder: the tax return is due on 31 January.' },
    { ingest: 'b', at: '2024-01-20T10:00:00Z', content: 'Reminder: the deadline was extended; the tax return is now due on 28 February.' },
  ], query: 'When is the tax return due?', current: /28 February|February 28/i, old: /31 January|January 31/i },
  { name: 'bq11 lme: offsite', category: 'date', steps: [
    { ingest: 'a', at: '2024-06-01T10:00:00Z', content: chat('user: Our team offsite is on 15 September. Any icebreaker ideas?', A + 'Two truths and a lie.') },
    { ingest: 'b', at: '2024-07-01T10:00:00Z', content: chat('user: The offsite got pushed to 29 September. Can we do something outdoors then?', A + 'A guided hike could work.') },
  ], query: 'When is the team offsite?', current: /29 September|September 29/i, old: /15 September|September 15/i },
  { name: 'bq12 count: choir', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Newsletter: the choir has 28 singers.' },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: 'Newsletter: the choir now counts 34 singers.' },
  ], query: 'How many singers does the choir have?', current: /\b34\b/, old: /\b28\b/ },
  { name: 'bq13 lme: books read', category: 'count', steps: [
    { ingest: 'a', at: '2024-06-01T10:00:00Z', content: chat("user: I've read 12 books this year. Can you suggest something short?", A + 'Try Piranesi.') },
    { ingest: 'b', at: '2024-09-01T10:00:00Z', content: chat("user: I'm at 20 books for the year now! What's a good long one?", A + 'The Count of Monte Cristo.') },
  ], query: 'How many books have I read this year?', current: /\b20\b/, old: /\b12\b/ },
  { name: 'bq14 count: aircraft', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Fleet status: the airline flies 45 aircraft.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Fleet status: with the new deliveries, the airline flies 52 aircraft.' },
  ], query: 'How many aircraft does the airline fly?', current: /\b52\b/, old: /\b45\b/ },
  { name: 'bq15 late older: printer code', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Office notes: the printer code is 7721 now.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Office notes: the printer code is 4410.' },
  ], query: 'What is the printer code?', current: /7721/, old: /4410/ },
  { name: 'bq16 late older: lme remote work', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat("user: I've been working from home full time since the spring. How do I stay motivated?", A + 'Keep a fixed start time.') },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I commute to the office five days a week. Any podcast suggestions?', A + 'Try Hardcore History.') },
  ], query: 'Where do I work from?', current: /home/i, old: /commute|office/i },
  { name: 'bq17 two people: allergies', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Allergies: Nour is allergic to shellfish.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Allergies: Pia is allergic to peanuts.' },
  ], query: 'What is Nour allergic to?', current: /shellfish/i, other: { query: 'What is Pia allergic to?', value: /peanut/i } },
  { name: 'bq18 two people: universities', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Class list: Jonah studies at MIT.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Class list: Freya studies at Stanford.' },
  ], query: 'Where does Jonah study?', current: /mit\b/i, other: { query: 'Where does Freya study?', value: /stanford/i } },
  { name: 'bq19 update endpoint: soup', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Menu: the soup of the day is tomato.' },
    { update: 'a', content: 'Menu: the soup of the day is leek and potato.' },
  ], query: 'What is the soup of the day?', current: /leek/i, old: /tomato/i },
  { name: 'bq20 deleted: car', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Sven: I drive a Volvo.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Sven: I work at IKEA.' },
    { delete: 'a' },
  ], query: 'Where does Sven work?', current: /ikea/i, deleted: ['a'] },
];

// Round 80 (twenty-seventh session; written with round 79, before running either).
const ROUND_80: Scenario[] = [
  { name: 'br1 address: email signature', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', speaker: 'Beth', content: 'Hi team, for deliveries my address is 3 Mill Lane, Truro. Cheers, Beth' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', speaker: 'Beth', content: 'Hi team, just a heads-up that my new address is 14 Harbour Street, Falmouth. Cheers, Beth' },
  ], query: 'Where does Beth live?', current: /falmouth|harbour/i, old: /truro|mill lane/i },
  { name: 'br2 address: census note', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Census note: the Garcia family lives in Tucson.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Census note: the Garcia family has since relocated to Albuquerque.' },
  ], query: 'Where does the Garcia family live?', current: /albuquerque/i, old: /tucson/i },
  { name: 'br3 employer: mentor list', category: 'employer', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Mentor list: Kwame Asante, engineering manager at Shopify.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Mentor list: Kwame Asante, VP of Engineering at Wise (previously Shopify).' },
  ], query: 'Where does Kwame Asante work?', current: /wise/i, old: /shopify/i },
  { name: 'br4 lme: kitchen job', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm a barista at Blue Bottle. How do I get better at latte art?", A + 'Practise your milk texture.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: I quit Blue Bottle and now I'm a sous chef at a bistro called Maison. Tips for a first week?", A + 'Learn the station layout fast.') },
  ], query: 'Where do I work?', current: /maison/i, old: /blue bottle/i },
  { name: 'br5 preference: season', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: "Survey: Idris's favourite season is autumn." },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Survey: Idris now says spring is his favourite season.' },
  ], query: "What is Idris's favourite season?", current: /spring/i, old: /autumn/i },
  { name: 'br6 lme: reading taste', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I love sci-fi novels, especially space opera. Any recommendations?', A + 'The Expanse series.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat("user: Lately I can't get into sci-fi anymore; I mostly read historical fiction. Any picks?", A + 'Wolf Hall.') },
  ], query: 'What do I like to read?', current: /historical fiction/i, old: /sci-fi/i },
  { name: 'br7 preference: pet food', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Pet care notes: Luna eats dry food.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Pet care notes: Luna has been switched to wet food.' },
  ], query: 'What does Luna eat?', current: /wet food/i, old: /dry food/i },
  { name: 'br8 decision: icon set', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Design review: icons come from Font Awesome.' },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Design review: we replaced Font Awesome with Lucide for icons.' },
  ], query: 'Where do icons come from?', current: /lucide/i, old: /font awesome/i },
  { name: 'br9 decision: expenses', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Finance: expenses are filed in Expensify.' },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Finance: starting this quarter, expenses are filed in Ramp.' },
  ], query: 'Where are expenses filed?', current: /ramp/i, old: /expensify/i },
  { name: 'br10 date: bake sale', category: 'date', steps: [
    { ingest: 'a', at: '2024-10-01T10:00:00Z', content: 'PTA: the bake sale is scheduled for 10 November.' },
    { ingest: 'b', at: '2024-10-20T10:00:00Z', content: 'PTA: the bake sale is rescheduled for 17 November.' },
  ], query: 'When is the bake sale?', current: /17 November|November 17/i, old: /10 November|November 10/i },
  { name: 'br11 lme: PhD defence', category: 'date', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: chat('user: My PhD defence is on 4 June. How do I prepare for tough questions?', A + 'Hold a mock defence.') },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: chat('user: My committee moved my PhD defence to 2 July. Should I change my prep plan?', A + 'Use the extra weeks for a second mock.') },
  ], query: 'When is my PhD defence?', current: /2 July|July 2\b/i, old: /4 June|June 4/i },
  { name: 'br12 count: running club', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Club stats: the running club has 60 members.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Club stats: membership of the running club dropped to 48.' },
  ], query: 'How many members does the running club have?', current: /\b48\b/, old: /\b60\b/ },
  { name: 'br13 lme: medications', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm on 2 medications right now. Is it safe to take ibuprofen?", A + 'Ask your pharmacist to be sure.') },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: chat("user: My doctor added another one, so I'm on 3 medications now. Any interactions to watch?", A + 'Your pharmacist can run a check.') },
  ], query: 'How many medications am I on?', current: /\b3\b|three/i, old: /\b2\b|two/i },
  { name: 'br14 count: battery life', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Product sheet: the battery lasts 10 hours.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Product sheet: after the firmware update, the battery lasts 12 hours.' },
  ], query: 'How long does the battery last?', current: /\b12\b/, old: /\b10\b/ },
  { name: 'br15 late older: goalkeeper', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: "Roster: Ines Moreau is the team's goalkeeper now." },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: "Roster: Clara Diaz is the team's goalkeeper." },
  ], query: "Who is the team's goalkeeper?", current: /moreau/i, old: /diaz/i },
  { name: 'br16 late older: lme school', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat('user: We switched our son to Riverside Primary this term. How do I help him settle in?', A + 'Arrange playdates with classmates.') },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: Our son goes to St Mary's Primary. How do I talk to his teacher?", A + 'Book a short meeting after school.') },
  ], query: 'Which school does my son go to?', current: /riverside/i, old: /st mary/i },
  { name: 'br17 two people: birthdays', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: "Birthdays: Amir's birthday is 4 May." },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: "Birthdays: Leah's birthday is 19 August." },
  ], query: "When is Amir's birthday?", current: /4 May|May 4/i, other: { query: "When is Leah's birthday?", value: /19 August|August 19/i } },
  { name: 'br18 two people: languages', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Languages: Hugo speaks Portuguese.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Languages: Mina speaks Korean.' },
  ], query: 'What language does Hugo speak?', current: /portuguese/i, other: { query: 'What language does Mina speak?', value: /korean/i } },
  { name: 'br19 update endpoint: staging database', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Wiki: the staging database is db-stage-01.' },
    { update: 'a', content: 'Wiki: the staging database is db-stage-02.' },
  ], query: 'What is the staging database?', current: /db-stage-02/i, old: /db-stage-01/i },
  { name: 'br20 deleted: language learning', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: "Rosa: I'm learning Japanese." },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Rosa: I live in Porto.' },
    { delete: 'a' },
  ], query: 'Where does Rosa live?', current: /porto/i, deleted: ['a'] },
];

// Round 81 (twenty-seventh session; written before running it, while rounds 79-80 were re-run).
const ROUND_81: Scenario[] = [
  { name: 'bs1 lme: barbecue', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm hosting a barbecue at my house in Leeds this weekend. What marinade should I use?", A + 'Try a honey and garlic one.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: Now that we've settled in York, what's a good local butcher?", A + 'Ask at the Shambles market.') },
  ], query: 'Where do I live?', current: /york/i, old: /leeds/i },
  { name: 'bs2 address: member directory', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Member directory: Hannah Olsen, Oslo.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Member directory: Hannah Olsen, now based in Bergen.' },
  ], query: 'Where is Hannah Olsen based?', current: /bergen/i, old: /oslo/i },
  { name: 'bs3 employer: podcast intro', category: 'employer', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Podcast intro: our guest today, Ravi Menon, leads design at Canva.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Podcast intro: welcome back Ravi Menon, who now leads design at Figma.' },
  ], query: 'Where does Ravi Menon work?', current: /figma/i, old: /canva/i },
  { name: 'bs4 lme: paralegal', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: Being a paralegal at Clifford Chance is exhausting. Should I go to law school?', A + 'Only if you want to practise.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I left Clifford Chance and I'm now a paralegal at Linklaters. Is the culture different?", A + 'Every firm differs by team.') },
  ], query: 'Where do I work?', current: /linklaters/i, old: /clifford chance/i },
  { name: 'bs5 preference: spicy food', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Dinner notes: Aunt Rosa adores spicy food.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: "Dinner notes: Aunt Rosa can't handle spicy food anymore." },
  ], query: 'Does Aunt Rosa like spicy food?', current: /(?:can't|cannot|no longer|not|n't|dislike).*spicy/i, old: /adores spicy/i },
  { name: 'bs6 lme: airline', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I always fly with KLM when I visit family. Any tips for long layovers?', A + 'Get lounge access if you can.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat("user: I've started flying with Lufthansa instead of KLM. Is their lounge good?", A + 'The Frankfurt one is decent.') },
  ], query: 'Which airline do I fly with?', current: /lufthansa/i, old: /klm/i },
  { name: 'bs7 preference: training time', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Gym profile: Mr Adeyemi trains in the mornings.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Gym profile: Mr Adeyemi has moved his training to the evenings.' },
  ], query: 'When does Mr Adeyemi train?', current: /evening/i, old: /morning/i },
  { name: 'bs8 decision: iOS target', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Sprint notes: the mobile app targets iOS 15 and up.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Sprint notes: the mobile app now targets iOS 16 and up.' },
  ], query: 'Which iOS version does the mobile app target?', current: /ios 16/i, old: /ios 15/i },
  { name: 'bs9 decision: newsletter day', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Marketing plan: the newsletter goes out on Tuesdays.' },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Marketing plan: the newsletter will go out on Thursdays from next month.' },
  ], query: 'When does the newsletter go out?', current: /thursday/i, old: /tuesday/i },
  { name: 'bs10 date: design review', category: 'date', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: 'Team calendar: the design review is on 8 April.' },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Team calendar: the design review slipped to 15 April.' },
  ], query: 'When is the design review?', current: /15 April|April 15/i, old: /8 April|April 8\b/i },
  { name: 'bs11 lme: house closing', category: 'date', steps: [
    { ingest: 'a', at: '2024-05-01T10:00:00Z', content: chat('user: We close on our house on 30 June. What should I do before then?', A + 'Book movers and set up utilities.') },
    { ingest: 'b', at: '2024-06-10T10:00:00Z', content: chat('user: The closing on our house was delayed until 14 July. Can I still book movers?', A + 'Yes, most will move your date.') },
  ], query: 'When do we close on our house?', current: /14 July|July 14/i, old: /30 June|June 30/i },
  { name: 'bs12 count: apple trees', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Farm notes: the orchard has 200 apple trees.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Farm notes: after the storm, the orchard has 170 apple trees.' },
  ], query: 'How many apple trees does the orchard have?', current: /\b170\b/, old: /\b200\b/ },
  { name: 'bs13 lme: push-ups', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I do 50 push-ups a day. How do I progress?', A + 'Add a set every week.') },
    { ingest: 'b', at: '2023-04-01T10:00:00Z', content: chat("user: I'm up to 80 push-ups a day now. What's next?", A + 'Try harder variations.') },
  ], query: 'How many push-ups do I do a day?', current: /\b80\b/, old: /\b50\b/ },
  { name: 'bs14 count: ward beds', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Hospital update: the ward has 24 beds.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Hospital update: the ward was expanded to 30 beds.' },
  ], query: 'How many beds does the ward have?', current: /\b30\b/, old: /\b24\b/ },
  { name: 'bs15 late older: sample storage', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Lab notes: samples are now stored at -80 degrees.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Lab notes: samples are stored at -20 degrees.' },
  ], query: 'At what temperature are samples stored?', current: /-80/, old: /-20/ },
  { name: 'bs16 late older: lme instrument', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat('user: My daughter plays the cello now. How much should lessons cost?', A + 'It varies, ask local teachers.') },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My daughter plays the violin. Do I need to buy one?', A + 'Renting is fine at first.') },
  ], query: 'What instrument does my daughter play?', current: /cello/i, old: /violin/i },
  { name: 'bs17 two people: homes', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Directory: Imran lives in Cardiff.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Directory: Sofia lives in Swansea.' },
  ], query: 'Where does Imran live?', current: /cardiff/i, other: { query: 'Where does Sofia live?', value: /swansea/i } },
  { name: 'bs18 two people: languages', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Team skills: Ada codes in Rust.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Team skills: Omar codes in Go.' },
  ], query: 'What language does Ada code in?', current: /rust/i, other: { query: 'What language does Omar code in?', value: /\bgo\b/i } },
  { name: 'bs19 update endpoint: pool hours', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Notice board: the pool closes at 8pm.' },
    { update: 'a', content: 'Notice board: the pool closes at 9pm.' },
  ], query: 'When does the pool close?', current: /9\s?pm/i, old: /8\s?pm/i },
  { name: 'bs20 deleted: volunteering', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Nina: I volunteer at the food bank.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Nina: I work at Tesco.' },
    { delete: 'a' },
  ], query: 'Where does Nina work?', current: /tesco/i, deleted: ['a'] },
];

// Round 82 (twenty-seventh session; written with round 81, before running either).
const ROUND_82: Scenario[] = [
  { name: 'bt1 address: emergency contact', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Emergency contacts: Paul Weber lives at 12 Kastanienallee, Berlin.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Emergency contacts: Paul Weber now lives at 5 Seestrasse, Zurich.' },
  ], query: 'Where does Paul Weber live?', current: /zurich|seestrasse/i, old: /berlin|kastanienallee/i },
  { name: 'bt2 lme: commute', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: The commute from my apartment in Brooklyn to Midtown is killing me. Should I get an e-bike?', A + 'An e-bike could save you time.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat('user: I moved to Hoboken to be closer to work. Is the PATH reliable?', A + 'Mostly, except on weekends.') },
  ], query: 'Where do I live?', current: /hoboken/i, old: /brooklyn/i },
  { name: 'bt3 employer: conference bio', category: 'employer', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Conference bio: Sara Blom is a principal engineer at Ericsson.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Conference bio: Sara Blom recently joined Nokia as a distinguished engineer.' },
  ], query: 'Where does Sara Blom work?', current: /nokia/i, old: /ericsson/i },
  { name: 'bt4 lme: delivery work', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I ride for Deliveroo and my shifts keep changing. Is that legal?', A + 'It depends on your contract.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat('user: I started riding for Uber Eats instead of Deliveroo. How do tips work?', A + 'Tips go to you in full.') },
  ], query: 'Who do I ride for?', current: /uber eats/i, old: /deliveroo/i },
  { name: 'bt5 preference: wine', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Wine club: Mr Fischer loves Riesling.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Wine club: Mr Fischer has moved on to Pinot Noir.' },
  ], query: 'What wine does Mr Fischer like?', current: /pinot/i, old: /riesling/i },
  { name: 'bt6 lme: video game', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I play Fortnite every evening. How do I get better at building?', A + 'Practise in creative mode.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat('user: I got bored of Fortnite and now play Valorant. How do I improve my aim?', A + 'Use the range every day.') },
  ], query: 'What game do I play?', current: /valorant/i, old: /fortnite/i },
  { name: 'bt7 preference: haircut', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Salon notes: Leila prefers a short bob.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Salon notes: Leila now prefers long layers.' },
  ], query: 'What haircut does Leila prefer?', current: /long layers/i, old: /bob/i },
  { name: 'bt8 decision: patching', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Ops policy: servers are patched monthly.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Ops policy: servers are now patched weekly.' },
  ], query: 'How often are servers patched?', current: /weekly/i, old: /monthly/i },
  { name: 'bt9 decision: laptop vendor', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Vendor list: we buy laptops from Dell.' },
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: 'Vendor list: we now buy laptops from Lenovo.' },
  ], query: 'Where do we buy laptops from?', current: /lenovo/i, old: /dell/i },
  { name: 'bt10 date: AGM', category: 'date', steps: [
    { ingest: 'a', at: '2024-10-01T10:00:00Z', content: 'Committee email: the AGM will be held on 2 December.' },
    { ingest: 'b', at: '2024-10-20T10:00:00Z', content: 'Committee email: the AGM has been brought forward to 25 November.' },
  ], query: 'When is the AGM?', current: /25 November|November 25/i, old: /2 December|December 2\b/i },
  { name: 'bt11 lme: flight', category: 'date', steps: [
    { ingest: 'a', at: '2024-08-01T10:00:00Z', content: chat('user: My flight to Tokyo leaves on 9 October. What should I pack?', A + 'Layers and comfortable shoes.') },
    { ingest: 'b', at: '2024-09-01T10:00:00Z', content: chat('user: I rebooked my flight to Tokyo for 16 October. Can I get a refund for the difference?', A + 'Check the fare rules.') },
  ], query: 'When does my flight to Tokyo leave?', current: /16 October|October 16/i, old: /9 October|October 9/i },
  { name: 'bt12 count: loaves', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Bakery log: we bake 300 loaves a day.' },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: 'Bakery log: since the new oven arrived, we bake 420 loaves a day.' },
  ], query: 'How many loaves do we bake a day?', current: /\b420\b/, old: /\b300\b/ },
  { name: 'bt13 lme: guitars', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I own 6 guitars. How should I store them?', A + 'Wall hangers in a stable humidity.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat('user: I sold two of my guitars, so I own 4 guitars now. Should I insure them?', A + 'If they are valuable, yes.') },
  ], query: 'How many guitars do I own?', current: /\b4\b|four/i, old: /\b6\b|six/i },
  { name: 'bt14 count: daily users', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Dashboard: the app has 5,000 daily users.' },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: 'Dashboard: daily users of the app climbed to 8,200.' },
  ], query: 'How many daily users does the app have?', current: /8,?200/, old: /5,?000/ },
  { name: 'bt15 late older: service leader', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Parish notes: Father Michael leads the Sunday service now.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Parish notes: Father Tom leads the Sunday service.' },
  ], query: 'Who leads the Sunday service?', current: /michael/i, old: /\btom\b/i },
  { name: 'bt16 late older: lme phone plan', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat('user: I switched my phone plan to Mint Mobile. Is coverage OK in rural areas?', A + 'It uses T-Mobile towers.') },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My phone plan is with Verizon. Can I get a cheaper deal?', A + 'Look at prepaid options.') },
  ], query: 'Who is my phone plan with?', current: /mint/i, old: /verizon/i },
  { name: 'bt17 two people: blood types', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: "Medical notes: Leo's blood type is O positive." },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: "Medical notes: Zoe's blood type is A negative." },
  ], query: "What is Leo's blood type?", current: /o positive/i, other: { query: "What is Zoe's blood type?", value: /a negative/i } },
  { name: 'bt18 two people: teachers', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Class notes: Mr Grant teaches chemistry.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Class notes: Ms Osei teaches biology.' },
  ], query: 'What does Mr Grant teach?', current: /chemistry/i, other: { query: 'What does Ms Osei teach?', value: /biology/i } },
  { name: 'bt19 update endpoint: opening time', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Store info: the shop opens at 9am on Sundays.' },
    { update: 'a', content: 'Store info: the shop opens at 11am on Sundays.' },
  ], query: 'When does the shop open on Sundays?', current: /11\s?am/i, old: /\b9\s?am/i },
  { name: 'bt20 deleted: diet', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: "Finn: I'm vegetarian." },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Finn: I live in Aarhus.' },
    { delete: 'a' },
  ], query: 'Where does Finn live?', current: /aarhus/i, deleted: ['a'] },
];

// Round 83 (twenty-seventh session; written before running it, during the session's full run).
const ROUND_83: Scenario[] = [
  { name: 'bu1 lme: puppy', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My partner and I just adopted a puppy! We live in a small flat in Bristol, so is a beagle OK?', A + 'Beagles need lots of walks.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat('user: We bought a house with a garden in Bath, so the dog finally has space. Any fence recommendations?', A + 'A 1.8 m close-board fence.') },
  ], query: 'Where do I live?', current: /bath/i, old: /bristol/i },
  { name: 'bu2 address: HR system', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'HR system: Greta Holm, home city: Malmö.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'HR system: Greta Holm, home city: Lund.' },
  ], query: "What is Greta Holm's home city?", current: /lund/i, old: /malm/i },
  { name: 'bu3 employer: newsletter', category: 'employer', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Newsletter: congratulations to Tom Reyes, who starts at Pfizer next week!' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Newsletter: Tom Reyes has left Pfizer for a role at Moderna.' },
  ], query: 'Where does Tom Reyes work?', current: /moderna/i, old: /pfizer/i },
  { name: 'bu4 lme: tester to developer', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I've been a software tester at Sky for five years. How do I move into development?", A + 'Build small projects and automate tests.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I made the jump and I'm now a junior developer at BT. Any tips for my first code review?", A + 'Ask questions and keep changes small.') },
  ], query: 'Where do I work?', current: /\bbt\b/i, old: /\bsky\b/i },
  { name: 'bu5 preference: cafe order', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Café notes: Jonas always orders a cappuccino.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Café notes: Jonas has switched to flat whites.' },
  ], query: 'What does Jonas order?', current: /flat white/i, old: /cappuccino/i },
  { name: 'bu6 lme: football team', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm a huge fan of Arsenal. Who do they play next?", A + 'Check the fixtures page.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat("user: Honestly I've switched allegiance to Tottenham. When's their next match?", A + 'Saturday at 3pm.') },
  ], query: 'Which team do I support?', current: /tottenham/i, old: /arsenal/i },
  { name: 'bu7 preference: reading', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Reading log: Priya reads mostly thrillers.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Reading log: Priya has been reading mostly romance novels lately.' },
  ], query: 'What does Priya read?', current: /romance/i, old: /thriller/i },
  { name: 'bu8 decision: log shipping', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Infra decision: logs are shipped to Splunk.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Infra decision: to cut costs, logs are now shipped to Grafana Loki.' },
  ], query: 'Where are logs shipped?', current: /loki/i, old: /splunk/i },
  { name: 'bu9 decision: help desk hours', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Support policy: the help desk is open until 6pm.' },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Support policy: the help desk now stays open until 8pm.' },
  ], query: 'Until when is the help desk open?', current: /8\s?pm/i, old: /6\s?pm/i },
  { name: 'bu10 date: tasting', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-10T10:00:00Z', content: 'Wedding planner: the tasting is booked for 12 March.' },
    { ingest: 'b', at: '2024-02-10T10:00:00Z', content: 'Wedding planner: we had to move the tasting to 19 March.' },
  ], query: 'When is the tasting?', current: /19 March|March 19/i, old: /12 March|March 12/i },
  { name: 'bu11 lme: surgery', category: 'date', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: chat('user: My surgery is scheduled for 5 May. How long is recovery?', A + 'Usually two to six weeks.') },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: chat('user: The hospital rescheduled my surgery to 20 May. Should I adjust my leave?', A + 'Yes, tell your employer soon.') },
  ], query: 'When is my surgery?', current: /20 May|May 20\b/i, old: /\b5 May|May 5\b/i },
  { name: 'bu12 count: volunteers', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Volunteer report: the food bank has 35 volunteers.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Volunteer report: the food bank now has 52 volunteers.' },
  ], query: 'How many volunteers does the food bank have?', current: /\b52\b/, old: /\b35\b/ },
  { name: 'bu13 lme: houseplants', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I have 200 houseplants, is that too many for a one-bed flat?', A + 'If you can care for them, no.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: I gave some away, so I'm down to 150 houseplants. Which ones are easiest?", A + 'Pothos and snake plants.') },
  ], query: 'How many houseplants do I have?', current: /\b150\b/, old: /\b200\b/ },
  { name: 'bu14 count: cluster nodes', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Server inventory: the cluster runs 12 nodes.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Server inventory: we scaled the cluster to 20 nodes.' },
  ], query: 'How many nodes does the cluster run?', current: /\b20\b/, old: /\b12\b/ },
  { name: 'bu15 late older: home ground', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Club news: our home games are at Riverside Park now.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Club news: our home games are at Elm Field.' },
  ], query: 'Where are our home games?', current: /riverside/i, old: /elm field/i },
  { name: 'bu16 late older: lme language', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat("user: I'm learning Italian these days. Any good podcasts?", A + 'Coffee Break Italian.') },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm learning Spanish. Any good podcasts?", A + 'Notes in Spanish.') },
  ], query: 'What language am I learning?', current: /italian/i, old: /spanish/i },
  { name: 'bu17 two people: diets', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Dietary notes: Kofi is vegan.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Dietary notes: Lina is pescatarian.' },
  ], query: "What is Kofi's diet?", current: /vegan/i, other: { query: "What is Lina's diet?", value: /pescatarian/i } },
  { name: 'bu18 two people: parking', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Parking: Raj parks in bay 7.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Parking: Uma parks in bay 12.' },
  ], query: 'Where does Raj park?', current: /bay 7/i, other: { query: 'Where does Uma park?', value: /bay 12/i } },
  { name: 'bu19 update endpoint: baking time', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Recipe card: the lasagne bakes for 40 minutes.' },
    { update: 'a', content: 'Recipe card: the lasagne bakes for 50 minutes.' },
  ], query: 'How long does the lasagne bake?', current: /\b50\b/, old: /\b40\b/ },
  { name: 'bu20 deleted: records', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Ivo: I collect vinyl records.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Ivo: I live in Zagreb.' },
    { delete: 'a' },
  ], query: 'Where does Ivo live?', current: /zagreb/i, deleted: ['a'] },
];

// Round 84 (twenty-seventh session; written with round 83, before running either).
const ROUND_84: Scenario[] = [
  { name: 'bv1 address: alumni', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Alumni, where are they now: Keisha Brown is living in Atlanta.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Alumni, where are they now: Keisha Brown recently moved to Denver.' },
  ], query: 'Where does Keisha Brown live?', current: /denver/i, old: /atlanta/i },
  { name: 'bv2 lme: guitar humidity', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: It's so humid here in Houston. How do I keep my guitar safe?", A + 'Use a dehumidifier in the room.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: Now that I've relocated to Phoenix, the air is super dry. Should I humidify my guitar?", A + 'Yes, use a soundhole humidifier.') },
  ], query: 'Where do I live?', current: /phoenix/i, old: /houston/i },
  { name: 'bv3 employer: speaker list', category: 'employer', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Speaker list: Mei Tanaka (Sony) will present on sensors.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Speaker list: Mei Tanaka (Canon) will present on optics.' },
  ], query: 'Where does Mei Tanaka work?', current: /canon/i, old: /sony/i },
  { name: 'bv4 lme: in-house', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm an accountant at KPMG and busy season is brutal. Any survival tips?", A + 'Protect your sleep.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat('user: I moved in-house and now do the accounts for Unilever. Is the work-life balance better?', A + 'Usually, yes.') },
  ], query: 'Where do I work?', current: /unilever/i, old: /kpmg/i },
  { name: 'bv5 preference: board game', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: "Member survey: Ravi's favourite board game is Catan." },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: "Member survey: Ravi's favourite board game these days is Wingspan." },
  ], query: "What is Ravi's favourite board game?", current: /wingspan/i, old: /catan/i },
  { name: 'bv6 lme: running watch', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I use a Fitbit to track my runs. Is it accurate?', A + 'Reasonably, for distance.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat('user: I upgraded to a Garmin Forerunner for tracking runs. How do I sync it with Strava?', A + 'Connect them in Garmin Connect.') },
  ], query: 'What do I track my runs with?', current: /garmin/i, old: /fitbit/i },
  { name: 'bv7 preference: call time', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Customer notes: Mrs Alvarez likes to be called in the mornings.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Customer notes: Mrs Alvarez now prefers calls in the afternoon.' },
  ], query: 'When does Mrs Alvarez like to be called?', current: /afternoon/i, old: /morning/i },
  { name: 'bv8 decision: service language', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Tech radar: we write new services in Python.' },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Tech radar: new services are now written in Go.' },
  ], query: 'What are new services written in?', current: /\bgo\b/i, old: /python/i },
  { name: 'bv9 decision: office closure', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Office policy: the office is closed on Fridays.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Office policy: the office is now closed on Mondays instead of Fridays.' },
  ], query: 'When is the office closed?', current: /monday/i, old: /friday/i },
  { name: 'bv10 date: charity run', category: 'date', steps: [
    { ingest: 'a', at: '2024-07-01T10:00:00Z', content: 'Event update: the charity run is on 7 September.' },
    { ingest: 'b', at: '2024-08-01T10:00:00Z', content: 'Event update: the charity run has moved to 14 September because of roadworks.' },
  ], query: 'When is the charity run?', current: /14 September|September 14/i, old: /\b7 September|September 7\b/i },
  { name: 'bv11 lme: visa', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: chat('user: My visa expires on 1 March. When should I apply to renew?', A + 'At least two months before.') },
    { ingest: 'b', at: '2024-02-15T10:00:00Z', content: chat('user: Good news, my visa was extended and now expires on 1 September. Do I need to tell my employer?', A + 'Yes, HR will need a copy.') },
  ], query: 'When does my visa expire?', current: /1 September|September 1\b/i, old: /1 March|March 1\b/i },
  { name: 'bv12 count: podcast subscribers', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Stats: the podcast has 12,000 subscribers.' },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: 'Stats: the podcast passed 20,000 subscribers this month.' },
  ], query: 'How many subscribers does the podcast have?', current: /20,?000/, old: /12,?000/ },
  { name: 'bv13 lme: coffee cups', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I drink about 4 cups of coffee a day. Is that bad?', A + 'It is near the upper limit.') },
    { ingest: 'b', at: '2023-04-01T10:00:00Z', content: chat("user: I've cut down to 2 cups of coffee a day. Any tips for the afternoon slump?", A + 'A short walk helps.') },
  ], query: 'How many cups of coffee do I drink a day?', current: /\b2\b|two/i, old: /\b4\b|four/i },
  { name: 'bv14 count: pupils', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'School report: the school has 600 pupils.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'School report: enrolment at the school has risen to 680 pupils.' },
  ], query: 'How many pupils does the school have?', current: /\b680\b/, old: /\b600\b/ },
  { name: 'bv15 late older: on-call lead', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Team page: Jia is the on-call lead this quarter.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Team page: Marcus is the on-call lead.' },
  ], query: 'Who is the on-call lead?', current: /\bjia\b/i, old: /marcus/i },
  { name: 'bv16 late older: lme car', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat('user: I just got a Tesla Model Y. How do I find chargers on road trips?', A + 'The car plans charging stops for you.') },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I drive a Toyota Corolla. How often should I change the oil?', A + 'About every 10,000 miles.') },
  ], query: 'What car do I drive?', current: /model y|tesla/i, old: /corolla/i },
  { name: 'bv17 two people: shoe sizes', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Shoe sizes: Ben wears a size 44.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Shoe sizes: Ali wears a size 41.' },
  ], query: 'What shoe size does Ben wear?', current: /\b44\b/, other: { query: 'What shoe size does Ali wear?', value: /\b41\b/ } },
  { name: 'bv18 two people: contact preference', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Contact preferences: Ola prefers email.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Contact preferences: Femi prefers phone calls.' },
  ], query: 'How does Ola prefer to be contacted?', current: /email/i, other: { query: 'How does Femi prefer to be contacted?', value: /phone/i } },
  { name: 'bv19 update endpoint: hotel', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Itinerary: the hotel is the Hilton Garden Inn.' },
    { update: 'a', content: 'Itinerary: the hotel is the Marriott Courtyard.' },
  ], query: 'Which hotel is it?', current: /marriott/i, old: /hilton/i },
  { name: 'bv20 deleted: allergy', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: "Ada: I'm allergic to cats." },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Ada: I work at Siemens.' },
    { delete: 'a' },
  ], query: 'Where does Ada work?', current: /siemens/i, deleted: ['a'] },
];

// Round 85 (twenty-seventh session; written before running it, during the session's full run).
const ROUND_85: Scenario[] = [
  { name: 'bw1 lme: bakeries', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: Are there any good bakeries near me? I'm in Lyon, near the old town.", A + 'Try Boulangerie du Palais.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I've just moved to Marseille for work. Where's a good place for bouillabaisse?", A + 'Chez Fonfon is a classic.') },
  ], query: 'Where do I live?', current: /marseille/i, old: /lyon/i },
  { name: 'bw2 address: card list', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Christmas card list: the Coopers live at 8 Willow Road, Derby.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Christmas card list: the Coopers have moved to 3 Canal Street, Nottingham.' },
  ], query: 'Where do the Coopers live?', current: /nottingham|canal street/i, old: /derby|willow road/i },
  { name: 'bw3 employer: staff bio', category: 'employer', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Staff bio: Dr Elena Petrova teaches physics at Imperial College.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Staff bio: Dr Elena Petrova now teaches physics at UCL.' },
  ], query: 'Where does Dr Elena Petrova teach?', current: /ucl/i, old: /imperial/i },
  { name: 'bw4 lme: trucking', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I drive trucks for DHL. Are long hauls bad for my back?', A + 'Take regular breaks and stretch.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: I've switched to driving for FedEx, with shorter routes. Any stretches for drivers?", A + 'Hip flexor and hamstring stretches.') },
  ], query: 'Who do I drive for?', current: /fedex/i, old: /dhl/i },
  { name: 'bw5 preference: drink', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Bar notes: Sean drinks Guinness.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Bar notes: Sean has given up beer and drinks cider now.' },
  ], query: 'What does Sean drink?', current: /cider/i, old: /guinness/i },
  { name: 'bw6 lme: podcasts', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I listen to a lot of true crime podcasts while I work. Any new ones?', A + 'Try Casefile.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat("user: I'm over true crime, I mostly listen to history podcasts now. Recommendations?", A + 'The Rest Is History.') },
  ], query: 'What podcasts do I listen to?', current: /history podcasts/i, old: /true crime podcasts/i },
  { name: 'bw7 preference: cuisine', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: "Profile: Anya's favourite cuisine is Thai." },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Profile: Anya says her favourite cuisine is now Ethiopian.' },
  ], query: "What is Anya's favourite cuisine?", current: /ethiopian/i, old: /thai/i },
  { name: 'bw8 decision: android support', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Release notes: the app supports Android 10 and newer.' },
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: 'Release notes: the app now requires Android 12 or newer.' },
  ], query: 'Which Android versions does the app support?', current: /android 12/i, old: /android 10/i },
  { name: 'bw9 decision: standup time', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Team norms: standups happen at 9:30.' },
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Team norms: standups now happen at 10:00.' },
  ], query: 'When do standups happen?', current: /10:00|10\s?am/i, old: /9:30/ },
  { name: 'bw10 date: annual dinner', category: 'date', steps: [
    { ingest: 'a', at: '2024-09-01T10:00:00Z', content: 'Club email: the annual dinner is on 22 November.' },
    { ingest: 'b', at: '2024-10-15T10:00:00Z', content: 'Club email: the annual dinner has been postponed to 6 December.' },
  ], query: 'When is the annual dinner?', current: /6 December|December 6/i, old: /22 November|November 22/i },
  { name: 'bw11 lme: sister visit', category: 'date', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: chat('user: My sister arrives on 3 March, what should we do in Edinburgh?', A + 'Arthur\'s Seat and the castle.') },
    { ingest: 'b', at: '2024-02-20T10:00:00Z', content: chat("user: My sister's arrival got pushed to 10 March. Is the castle open then?", A + 'Yes, every day.') },
  ], query: 'When does my sister arrive?', current: /10 March|March 10/i, old: /\b3 March|March 3\b/i },
  { name: 'bw12 count: cheeses', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Inventory: the shop stocks 40 kinds of cheese.' },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: 'Inventory: the shop now stocks 55 kinds of cheese.' },
  ], query: 'How many kinds of cheese does the shop stock?', current: /\b55\b/, old: /\b40\b/ },
  { name: 'bw13 lme: savings', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm saving £300 a month for a deposit. Is that enough?", A + 'It depends on the prices where you buy.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat('user: I got a raise so I now save £450 a month. How long until I can buy?', A + 'Maybe three years at that rate.') },
  ], query: 'How much do I save a month?', current: /450/, old: /300/ },
  { name: 'bw14 count: village', category: 'count', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Census: the village has 1,200 residents.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Census: the village population grew to 1,350.' },
  ], query: 'How many residents does the village have?', current: /1,?350/, old: /1,?200/ },
  { name: 'bw15 late older: sequencer room', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Lab wiki: the sequencer is in Room B12 now.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Lab wiki: the sequencer is in Room A4.' },
  ], query: 'Where is the sequencer?', current: /b12/i, old: /a4\b/i },
  { name: 'bw16 late older: lme savings bank', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat('user: We moved our savings to Marcus by Goldman Sachs for the better rate. Is it safe?', A + 'Yes, it is covered by the FSCS.') },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: Our savings are with Barclays. Is the interest rate any good?', A + 'There are better rates elsewhere.') },
  ], query: 'Where are our savings?', current: /marcus/i, old: /barclays/i },
  { name: 'bw17 two people: races', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Sports day: Tom runs the 100 m.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Sports day: Eva runs the 400 m.' },
  ], query: 'What does Tom run?', current: /100/, other: { query: 'What does Eva run?', value: /400/ } },
  { name: 'bw18 two people: instruments', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Instruments: Lars plays the trumpet.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Instruments: Nadia plays the harp.' },
  ], query: 'What does Lars play?', current: /trumpet/i, other: { query: 'What does Nadia play?', value: /harp/i } },
  { name: 'bw19 update endpoint: airport', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Trip plan: we fly from Gatwick.' },
    { update: 'a', content: 'Trip plan: we fly from Heathrow.' },
  ], query: 'Which airport do we fly from?', current: /heathrow/i, old: /gatwick/i },
  { name: 'bw20 deleted: marathon', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: "Mo: I'm training for a marathon." },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Mo: I live in Leicester.' },
    { delete: 'a' },
  ], query: 'Where does Mo live?', current: /leicester/i, deleted: ['a'] },
];

// Round 86 (twenty-seventh session; written with round 85, before running either).
const ROUND_86: Scenario[] = [
  { name: 'bx1 address: contact card', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Contact card: Beatriz Lima lives in São Paulo, Brazil.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Contact card: Beatriz Lima moved to Lisbon, Portugal in 2023.' },
  ], query: 'Where does Beatriz Lima live?', current: /lisbon/i, old: /s[aã]o paulo/i },
  { name: 'bx2 lme: climbing gyms', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: Which gyms are good around Shoreditch? I live just off Old Street.', A + 'Try the Castle or Third Space.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat("user: I've moved across town to Clapham. Are there any climbing gyms nearby?", A + 'The Arch Climbing Wall is close.') },
  ], query: 'Where do I live?', current: /clapham/i, old: /shoreditch|old street/i },
  { name: 'bx3 employer: press release', category: 'employer', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Press release: Acme Corp appoints Daniel Okoro as CFO.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Press release: Daniel Okoro joins Globex as chief financial officer.' },
  ], query: 'Where does Daniel Okoro work?', current: /globex/i, old: /acme/i },
  { name: 'bx4 lme: kitchen promotion', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm a line cook at Dishoom. How do I get faster on the grill?", A + 'Mise en place is everything.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat('user: I got promoted and moved to Hawksmoor as a sous chef. How do I manage a team?', A + 'Lead by example and communicate clearly.') },
  ], query: 'Where do I work?', current: /hawksmoor/i, old: /dishoom/i },
  { name: 'bx5 preference: chocolate', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Tasting notes: Mila prefers dark chocolate.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Tasting notes: Mila has come to prefer milk chocolate.' },
  ], query: 'Which chocolate does Mila prefer?', current: /milk chocolate/i, old: /dark chocolate/i },
  { name: 'bx6 lme: workout place', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I prefer working out at home with dumbbells. Any full-body routines?', A + 'Try a push, pull, legs split.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat('user: I joined a gym and now prefer training there on the machines. Good beginner routine?', A + 'Three full-body sessions a week.') },
  ], query: 'Where do I prefer to work out?', current: /gym/i, old: /at home/i },
  { name: 'bx7 preference: music', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Music notes: Dev listens mainly to jazz.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Music notes: Dev mainly listens to techno now.' },
  ], query: 'What does Dev listen to?', current: /techno/i, old: /jazz/i },
  { name: 'bx8 decision: card payments', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Payments: we take card payments through Square.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Payments: we moved card payments from Square to SumUp.' },
  ], query: 'How do we take card payments?', current: /sumup/i, old: /square/i },
  { name: 'bx9 decision: expense deadline', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Policy: expense claims must be filed within 30 days.' },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Policy: expense claims must now be filed within 14 days.' },
  ], query: 'Within how many days must expense claims be filed?', current: /\b14\b/, old: /\b30\b/ },
  { name: 'bx10 date: open day', category: 'date', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: 'Newsletter: the open day is on 18 May.' },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Newsletter: the open day is now on 25 May.' },
  ], query: 'When is the open day?', current: /25 May|May 25/i, old: /18 May|May 18/i },
  { name: 'bx11 lme: passport', category: 'date', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: chat('user: My passport expires on 12 August. Can I still travel in July?', A + 'Many countries need six months left.') },
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: chat('user: I renewed my passport and it now expires on 12 August 2034. Do I need to update my airline profile?', A + 'Yes, update the passport details.') },
  ], query: 'When does my passport expire?', current: /2034/, old: /12 August 2024|August 12, 2024/i },
  { name: 'bx12 count: cabs', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Fleet: the taxi firm runs 30 cabs.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Fleet: the taxi firm now runs 42 cabs.' },
  ], query: 'How many cabs does the taxi firm run?', current: /\b42\b/, old: /\b30\b/ },
  { name: 'bx13 lme: kids', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I've got 3 kids under ten. Quick dinner ideas?", A + 'Sheet-pan fajitas.') },
    { ingest: 'b', at: '2023-12-01T10:00:00Z', content: chat("user: We had twins, so I've got 5 kids now! How do I cope?", A + 'Accept every offer of help.') },
  ], query: 'How many kids do I have?', current: /\b5\b|five/i, old: /\b3\b|three/i },
  { name: 'bx14 count: contributors', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Repo stats: the project has 80 contributors.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: "Repo stats: the project's contributor count reached 120." },
  ], query: 'How many contributors does the project have?', current: /\b120\b/, old: /\b80\b/ },
  { name: 'bx15 late older: wifi name', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Office notes: the Wi-Fi network is now called Acme-Guest-5G.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Office notes: the Wi-Fi network is called Acme-Guest.' },
  ], query: 'What is the Wi-Fi network called?', current: /guest-5g/i, old: /acme-guest(?!-)/i },
  { name: 'bx16 late older: lme phone', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat("user: I've gone back to using an iPhone after two years on Android. How do I move my photos?", A + 'Use the Move to iOS app.') },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I use a Samsung Galaxy. How do I free up storage?', A + 'Clear the app caches first.') },
  ], query: 'What phone do I use?', current: /iphone/i, old: /galaxy|samsung/i },
  { name: 'bx17 two people: safety roles', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Safety roles: Kim is the fire warden.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Safety roles: Joe is the first aider.' },
  ], query: 'Who is the fire warden?', current: /\bkim\b/i, other: { query: 'Who is the first aider?', value: /\bjoe\b/i } },
  { name: 'bx18 two people: commutes', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Commute survey: Hana takes the bus to work.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Commute survey: Pete drives to work.' },
  ], query: 'How does Hana get to work?', current: /bus/i, other: { query: 'How does Pete get to work?', value: /driv/i } },
  { name: 'bx19 update endpoint: launch quarter', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Project page: the launch is planned for Q3.' },
    { update: 'a', content: 'Project page: the launch is planned for Q4.' },
  ], query: 'When is the launch planned?', current: /q4/i, old: /q3/i },
  { name: 'bx20 deleted: squash', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Zara: I play squash.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Zara: I live in Dundee.' },
    { delete: 'a' },
  ], query: 'Where does Zara live?', current: /dundee/i, deleted: ['a'] },
];

// Round 87 (twenty-eighth session; written before running it).
const ROUND_87: Scenario[] = [
  { name: 'by1 address: relocation memo', category: 'address', steps: [
    { ingest: 'a', at: '2022-02-01T10:00:00Z', content: 'HR memo: Ingrid Solberg is based in Bergen.' },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: 'HR memo: Ingrid Solberg has relocated to Trondheim.' },
  ], query: 'Where is Ingrid Solberg based?', current: /trondheim/i, old: /bergen/i },
  { name: 'by2 lme: dog walkers', category: 'address', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat("user: I live in Fremantle and need a dog walker for weekdays. What should I ask them?", A + 'Ask about insurance and group sizes.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: Since moving to Subiaco last month my dog is anxious on walks. Any tips?", A + 'Keep routes short and predictable at first.') },
  ], query: 'Where do I live?', current: /subiaco/i, old: /fremantle/i },
  { name: 'by3 employer: alumni update', category: 'employer', steps: [
    { ingest: 'a', at: '2021-06-01T10:00:00Z', content: 'Alumni news: Tomasz Nowak works as a data engineer at Allegro.' },
    { ingest: 'b', at: '2023-02-01T10:00:00Z', content: 'Alumni news: Tomasz Nowak left Allegro and is now a staff engineer at Revolut.' },
  ], query: 'Where does Tomasz Nowak work?', current: /revolut/i, old: /allegro/i },
  { name: 'by4 lme: teaching job', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-10T10:00:00Z', content: chat('user: I teach maths at Riverside Academy. How can I make algebra fun for year 8?', A + 'Use puzzles and escape-room style challenges.') },
    { ingest: 'b', at: '2023-09-10T10:00:00Z', content: chat('user: I started a new teaching post at Hillcrest School this term. How do I learn 150 names fast?', A + 'Seating plans with photos help.') },
  ], query: 'Where do I teach?', current: /hillcrest/i, old: /riverside/i },
  { name: 'by5 preference: running shoes', category: 'preference', steps: [
    { ingest: 'a', at: '2022-03-01T10:00:00Z', content: 'Kit notes: Farah runs in Asics.' },
    { ingest: 'b', at: '2023-03-01T10:00:00Z', content: 'Kit notes: Farah has switched from Asics to Hoka for running.' },
  ], query: 'What does Farah run in?', current: /hoka/i, old: /asics/i },
  { name: 'by6 lme: reading format', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I really prefer paper books to e-readers. Any good fantasy series?', A + 'The Broken Earth trilogy is excellent.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: I've been won over by my Kindle and prefer it to paper books now. Can I borrow library ebooks on it?", A + 'Yes, through Libby in many regions.') },
  ], query: 'Do I prefer paper books or an e-reader?', current: /kindle/i, old: /prefers? paper books/i },
  { name: 'by7 preference: holiday style', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Travel profile: Omar loves beach holidays.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Travel profile: Omar has gone off beach holidays and now loves hiking trips.' },
  ], query: 'What holidays does Omar love?', current: /hiking/i, old: /loves? beach/i },
  { name: 'by8 decision: CI provider', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: 'Engineering notes: our CI runs on CircleCI.' },
    { ingest: 'b', at: '2024-04-05T10:00:00Z', content: 'Engineering notes: we migrated CI from CircleCI to GitHub Actions last month.' },
  ], query: 'What does our CI run on?', current: /github actions/i, old: /circleci/i },
  { name: 'by9 decision: meeting day', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: 'Team agreement: we hold the weekly planning meeting on Mondays.' },
    { ingest: 'b', at: '2024-03-05T10:00:00Z', content: 'Team agreement: we agreed to hold the weekly planning meeting on Tuesdays instead.' },
  ], query: 'When is the weekly planning meeting?', current: /tuesday/i, old: /monday/i },
  { name: 'by10 date: dentist', category: 'date', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Leila: My dentist appointment is on 14 March.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Leila: The dentist moved my appointment to 21 March.' },
  ], query: 'When is Leila\'s dentist appointment?', current: /21 March|March 21/i, old: /14 March|March 14/i },
  { name: 'by11 lme: flight', category: 'date', steps: [
    { ingest: 'a', at: '2024-05-01T10:00:00Z', content: chat('user: My flight to Tokyo leaves on June 3. What should I pack for rainy season?', A + 'A light rain jacket and quick-dry clothes.') },
    { ingest: 'b', at: '2024-05-20T10:00:00Z', content: chat('user: The airline cancelled my flight, so I now fly to Tokyo on June 6. Will my hotel mind?', A + 'Let them know; most will adjust the booking.') },
  ], query: 'When do I fly to Tokyo?', current: /June 6|6 June/i, old: /June 3|3 June/i },
  { name: 'by12 count: beehives', category: 'count', steps: [
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: 'Apiary log: Gwen keeps 4 beehives.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Apiary log: Gwen now keeps 7 beehives after two swarms were caught.' },
  ], query: 'How many beehives does Gwen keep?', current: /\b7\b|seven/i, old: /\b4\b|four/i },
  { name: 'by13 lme: houseplants', category: 'count', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: I have 12 houseplants and some leaves are yellowing. What could it be?', A + 'Overwatering is the usual cause.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat("user: My collection is up to 20 houseplants now. How should I water them while I'm away?", A + 'Self-watering spikes or a plant sitter.') },
  ], query: 'How many houseplants do I have?', current: /\b20\b/, old: /\b12\b/ },
  { name: 'by14 count: headcount', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Company profile: Brightwave employs 45 people.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Company profile: Brightwave has grown to 70 employees.' },
  ], query: 'How many people does Brightwave employ?', current: /\b70\b/, old: /\b45\b/ },
  { name: 'by15 late older: club captain', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Club news: Priya Desai took over as club captain this season.' },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: 'Club news: Mark Ellis is the club captain.' },
  ], query: 'Who is the club captain?', current: /priya/i, old: /mark ellis/i },
  { name: 'by16 late older: lme bank', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat("user: I moved my current account to Monzo. How do I set up pots?", A + 'Open the app and tap Pots.') },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I bank with Barclays. How do I dispute a card payment?', A + 'Use the app or call the number on the card.') },
  ], query: 'Which bank do I use?', current: /monzo/i, old: /barclays/i },
  { name: 'by17 two people: allergies', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Guest list notes: Nadia is allergic to peanuts.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Guest list notes: Colm is allergic to shellfish.' },
  ], query: 'What is Nadia allergic to?', current: /peanut/i, other: { query: 'What is Colm allergic to?', value: /shellfish/i } },
  { name: 'by18 two people: instruments', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Band roster: Ines plays the cello.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Band roster: Ravi plays the trumpet.' },
  ], query: 'What does Ines play?', current: /cello/i, other: { query: 'What does Ravi play?', value: /trumpet/i } },
  { name: 'by19 update endpoint: office hours', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Front desk: the office opens at 8:30.' },
    { update: 'a', content: 'Front desk: the office opens at 9:00.' },
  ], query: 'When does the office open?', current: /9:00|9am|09:00/i, old: /8:30/i },
  { name: 'by20 deleted: cycling', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Yusuf: I cycle to work.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Yusuf: I work at Ocado.' },
    { delete: 'a' },
  ], query: 'Where does Yusuf work?', current: /ocado/i, deleted: ['a'] },
];

// Round 88 (twenty-eighth session; written before running it).
const ROUND_88: Scenario[] = [
  { name: 'bz1 address: newsletter bio', category: 'address', steps: [
    { ingest: 'a', at: '2022-04-01T10:00:00Z', content: 'Author bio: Chidi Okafor lives in Lagos with his family.' },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: 'Author bio: Chidi Okafor now lives in Accra with his family.' },
  ], query: 'Where does Chidi Okafor live?', current: /accra/i, old: /lagos/i },
  { name: 'bz2 lme: commute', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-15T10:00:00Z', content: chat("user: I'm in Brooklyn and commute to Midtown every day. Is the subway or ferry faster?", A + 'The subway is usually faster.') },
    { ingest: 'b', at: '2023-11-15T10:00:00Z', content: chat("user: We just bought a place in Jersey City, so my commute has changed. Is PATH reliable?", A + 'PATH is fairly reliable at rush hour.') },
  ], query: 'Where do I live?', current: /jersey city/i, old: /brooklyn/i },
  { name: 'bz3 employer: speaker bio', category: 'employer', steps: [
    { ingest: 'a', at: '2022-05-01T10:00:00Z', content: 'Speaker bio: Aiko Tanaka leads the design team at Mercari.' },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: 'Speaker bio: Aiko Tanaka is head of design at SmartNews.' },
  ], query: 'Where does Aiko Tanaka work?', current: /smartnews/i, old: /mercari/i },
  { name: 'bz4 lme: nursing', category: 'employer', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat("user: I work night shifts at St Mary's Hospital. How can I sleep better during the day?", A + 'Blackout curtains and a consistent schedule.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat("user: I transferred to Guy's Hospital last month and I'm on day shifts now. How do I reset my body clock?", A + 'Get morning light and keep meals regular.') },
  ], query: 'Which hospital do I work at?', current: /guy'?s/i, old: /st mary'?s/i },
  { name: 'bz5 preference: pizza', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: "Order history: Luca's favourite pizza is margherita." },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: "Order history: Luca's favourite pizza is now diavola." },
  ], query: "What is Luca's favourite pizza?", current: /diavola/i, old: /margherita/i },
  { name: 'bz6 lme: coffee', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I drink my coffee black, no sugar. Which beans are good for a French press?', A + 'A medium-dark roast works well.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: These days I take my coffee with oat milk. Which oat milk froths best?", A + 'Barista editions froth best.') },
  ], query: 'How do I take my coffee?', current: /oat milk/i, old: /black/i },
  { name: 'bz7 preference: seat', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Traveller profile: Sven prefers a window seat.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Traveller profile: Sven now prefers an aisle seat.' },
  ], query: 'Which seat does Sven prefer?', current: /aisle/i, old: /window/i },
  { name: 'bz8 decision: database', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-10T10:00:00Z', content: 'Architecture log: the billing service stores its data in MySQL.' },
    { ingest: 'b', at: '2024-05-10T10:00:00Z', content: 'Architecture log: we decided to move the billing service to PostgreSQL.' },
  ], query: 'Which database does the billing service use?', current: /postgres/i, old: /mysql/i },
  { name: 'bz9 decision: uniform', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-10T10:00:00Z', content: 'School board: the school uniform includes a blazer.' },
    { ingest: 'b', at: '2024-06-10T10:00:00Z', content: 'School board: the board voted to replace the blazer with a sweatshirt in the school uniform.' },
  ], query: 'What does the school uniform include?', current: /sweatshirt/i, old: /blazer/i },
  { name: 'bz10 date: wedding', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: "Family news: Rosa and Ben's wedding is on 7 September." },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: "Family news: Rosa and Ben's wedding has been brought forward to 17 August." },
  ], query: "When is Rosa and Ben's wedding?", current: /17 August|August 17/i, old: /7 September|September 7/i },
  { name: 'bz11 lme: exam', category: 'date', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: chat('user: My driving test is on April 9. How do I calm my nerves?', A + 'Practise the route and breathe slowly.') },
    { ingest: 'b', at: '2024-03-20T10:00:00Z', content: chat('user: The test centre rebooked my driving test for April 23. Should I take extra lessons?', A + 'One or two more lessons would help.') },
  ], query: 'When is my driving test?', current: /April 23|23 April/i, old: /April 9|9 April/i },
  { name: 'bz12 count: branches', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Annual report: the bakery chain operates 18 branches.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Annual report: the bakery chain now operates 26 branches.' },
  ], query: 'How many branches does the bakery chain operate?', current: /\b26\b/, old: /\b18\b/ },
  { name: 'bz13 lme: languages', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I speak two languages, English and Spanish. Which third language is easiest?', A + 'Portuguese or Italian would be easiest.') },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat('user: Now that I speak three languages after learning Italian, should I try Mandarin?', A + 'Go for it, with a good tutor.') },
  ], query: 'How many languages do I speak?', current: /three|\b3\b/i, old: /\btwo\b|\b2\b/i },
  { name: 'bz14 count: subscribers', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Channel stats: the podcast has 5,000 subscribers.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Channel stats: the podcast passed 9,000 subscribers.' },
  ], query: 'How many subscribers does the podcast have?', current: /9,?000/, old: /5,?000/ },
  { name: 'bz15 late older: editor', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Dev setup: Hugo now codes in Neovim.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Dev setup: Hugo codes in VS Code.' },
  ], query: 'Which editor does Hugo code in?', current: /neovim/i, old: /vs code/i },
  { name: 'bz16 late older: lme gym', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat("user: I cancelled PureGym and joined a CrossFit box instead. How do I scale workouts?", A + 'Reduce the load and keep the movement pattern.') },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat("user: I'm a member at PureGym. What's a good leg day?", A + 'Squats, lunges and leg press.') },
  ], query: 'Where do I train?', current: /crossfit/i, old: /member at puregym/i },
  { name: 'bz17 two people: pets', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Neighbour notes: Agnes has a tortoise.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Neighbour notes: Felix has a parrot.' },
  ], query: 'What pet does Agnes have?', current: /tortoise/i, other: { query: 'What pet does Felix have?', value: /parrot/i } },
  { name: 'bz18 two people: birthdays', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: "Team calendar: Mei's birthday is on 2 July." },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: "Team calendar: Jorge's birthday is on 19 November." },
  ], query: "When is Mei's birthday?", current: /2 July|July 2\b/i, other: { query: "When is Jorge's birthday?", value: /19 November|November 19/i } },
  { name: 'bz19 update endpoint: price', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Menu: the lunch special costs £9.50.' },
    { update: 'a', content: 'Menu: the lunch special costs £11.' },
  ], query: 'How much is the lunch special?', current: /£11\b/, old: /9\.50/ },
  { name: 'bz20 deleted: diet', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Noor: I am vegan.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Noor: I live in Cardiff.' },
    { delete: 'a' },
  ], query: 'Where does Noor live?', current: /cardiff/i, deleted: ['a'] },
];

// Round 89 (twenty-eighth session; written before running it).
const ROUND_89: Scenario[] = [
  { name: 'ca1 address: email signature', category: 'address', steps: [
    { ingest: 'a', at: '2022-03-01T10:00:00Z', content: 'Hi Sam, thanks for the call. I am based in Rotterdam, so mornings work best for me. Best, Femke de Vries' },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: 'Hi Sam, quick update: I have moved to Utrecht, so my address has changed. Best, Femke de Vries' },
  ], query: 'Where is Femke de Vries based?', current: /utrecht/i, old: /rotterdam/i },
  { name: 'ca2 lme: allotment', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-10T10:00:00Z', content: chat("user: I live in a flat in Leith with no garden. Can I grow herbs on a windowsill?", A + 'Basil, parsley and chives do well indoors.') },
    { ingest: 'b', at: '2023-08-10T10:00:00Z', content: chat("user: We've moved to a cottage in Dunbar with a big garden! What vegetables should I plant first?", A + 'Start with potatoes, beans and salad leaves.') },
  ], query: 'Where do I live?', current: /dunbar/i, old: /leith/i },
  { name: 'ca3 employer: meetup intro', category: 'employer', steps: [
    { ingest: 'a', at: '2022-04-01T10:00:00Z', content: 'Meetup intros: Sofia Rossi, frontend developer at Zalando.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Meetup intros: Sofia Rossi recently joined N26 as a frontend lead.' },
  ], query: 'Where does Sofia Rossi work?', current: /n26/i, old: /zalando/i },
  { name: 'ca4 lme: barista', category: 'employer', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat("user: I'm a barista at Pret and want to improve my latte art. Any drills?", A + 'Practise the heart pour with soapy water.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I left Pret and now work at an independent roastery called Square Mile. How do I learn cupping?", A + 'Join their public cupping sessions.') },
  ], query: 'Where do I work?', current: /square mile/i, old: /pret/i },
  { name: 'ca5 preference: tea', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: "Kitchen notes: Aunt Mary's favourite tea is Earl Grey." },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: "Kitchen notes: Aunt Mary says she prefers Darjeeling to Earl Grey these days." },
  ], query: "What is Aunt Mary's favourite tea?", current: /darjeeling/i, old: /favou?rite tea is earl grey/i },
  { name: 'ca6 lme: streaming', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I watch everything on Netflix. What are some good thrillers there?', A + 'Try Mindhunter and Ozark.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: I cancelled Netflix and I watch everything on Disney+ now. What should I start with?", A + 'Andor is a great place to start.') },
  ], query: 'What streaming service do I watch on?', current: /disney/i, old: /on netflix/i },
  { name: 'ca7 preference: sport to watch', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Fan profile: Kenji loves watching baseball.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Fan profile: Kenji no longer watches baseball; he loves watching basketball now.' },
  ], query: 'What does Kenji love watching?', current: /basketball/i, old: /loves watching baseball/i },
  { name: 'ca8 decision: analytics', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: 'Marketing notes: we track website traffic with Google Analytics.' },
    { ingest: 'b', at: '2024-04-05T10:00:00Z', content: 'Marketing notes: we dropped Google Analytics and now track website traffic with Plausible.' },
  ], query: 'What do we track website traffic with?', current: /plausible/i, old: /google analytics/i },
  { name: 'ca9 decision: dress code', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: 'Office policy: the dress code is business formal.' },
    { ingest: 'b', at: '2024-05-05T10:00:00Z', content: 'Office policy: management relaxed the dress code to smart casual.' },
  ], query: 'What is the dress code?', current: /smart casual/i, old: /business formal/i },
  { name: 'ca10 date: move-in', category: 'date', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Tenancy note: the new tenants move in on 1 April.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Tenancy note: the new tenants will now move in on 15 April.' },
  ], query: 'When do the new tenants move in?', current: /15 April|April 15/i, old: /\b1 April|April 1\b/i },
  { name: 'ca11 lme: marathon', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-10T10:00:00Z', content: chat("user: I'm running the Valencia marathon on December 1. How should I structure my training?", A + 'An 18-week plan with a long run each weekend.') },
    { ingest: 'b', at: '2024-06-10T10:00:00Z', content: chat("user: I deferred my entry, so I'm running Valencia on December 7 next year instead. Should I keep training now?", A + 'Keep a base, then restart the plan later.') },
  ], query: 'When am I running the Valencia marathon?', current: /December 7|7 December/i, old: /December 1\b|1 December/i },
  { name: 'ca12 count: volunteers', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Food bank update: we have 25 regular volunteers.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Food bank update: our regular volunteers now number 40.' },
  ], query: 'How many regular volunteers does the food bank have?', current: /\b40\b/, old: /\b25\b/ },
  { name: 'ca13 lme: guitars', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I own two guitars, an acoustic and a Strat. How often should I change strings?', A + 'Every two to three months if you play often.') },
    { ingest: 'b', at: '2023-11-01T10:00:00Z', content: chat('user: I picked up a Les Paul, so I own three guitars now. Do I need a humidifier?', A + 'Yes, keep the room around 45-50 % humidity.') },
  ], query: 'How many guitars do I own?', current: /three|\b3\b/i, old: /\btwo\b|\b2\b/i },
  { name: 'ca14 count: seats', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Venue facts: the theatre seats 600 people.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Venue facts: after the refurbishment the theatre seats 750 people.' },
  ], query: 'How many people does the theatre seat?', current: /\b750\b/, old: /\b600\b/ },
  { name: 'ca15 late older: landlord', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Building notes: the property is now managed by Foxtons.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Building notes: the property is managed by Savills.' },
  ], query: 'Who manages the property?', current: /foxtons/i, old: /savills/i },
  { name: 'ca16 late older: lme laptop', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat("user: I switched to a Framework laptop running Fedora. How do I set up fingerprint login?", A + 'Use fprintd and enrol a finger in settings.') },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: I work on a MacBook Air. How do I clear space on it?', A + 'Check the storage settings for large files.') },
  ], query: 'What laptop do I use?', current: /framework/i, old: /macbook/i },
  { name: 'ca17 two people: universities', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Cousins: Aditi studies law at Warwick.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Cousins: Rohan studies medicine at Leeds.' },
  ], query: 'What does Aditi study?', current: /law/i, other: { query: 'What does Rohan study?', value: /medicine/i } },
  { name: 'ca18 two people: cars', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Parking permits: Olga drives a red Fiat 500.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Parking permits: Malik drives a grey Volvo XC40.' },
  ], query: 'What does Olga drive?', current: /fiat/i, other: { query: 'What does Malik drive?', value: /volvo/i } },
  { name: 'ca19 update endpoint: deadline', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Grant call: applications close on 31 March.' },
    { update: 'a', content: 'Grant call: applications close on 30 April.' },
  ], query: 'When do applications close?', current: /30 April|April 30/i, old: /31 March|March 31/i },
  { name: 'ca20 deleted: hobby', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Petra: I collect vinyl records.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Petra: I work at the Rijksmuseum.' },
    { delete: 'a' },
  ], query: 'Where does Petra work?', current: /rijksmuseum/i, deleted: ['a'] },
];

// Round 90 (twenty-eighth session; written before running it).
const ROUND_90: Scenario[] = [
  { name: 'cb1 address: parish register', category: 'address', steps: [
    { ingest: 'a', at: '2022-05-01T10:00:00Z', content: 'Choir list: Maeve Byrne, alto, lives in Rathmines.' },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: 'Choir list: Maeve Byrne has moved out to Bray but still sings alto.' },
  ], query: 'Where does Maeve Byrne live?', current: /bray/i, old: /rathmines/i },
  { name: 'cb2 lme: internet provider', category: 'address', steps: [
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: chat("user: Which broadband is best in Didsbury? That's where I'm renting at the moment.", A + 'Hyperoptic and Virgin both cover most of Didsbury.') },
    { ingest: 'b', at: '2023-12-01T10:00:00Z', content: chat("user: I've just bought a house in Stockport. Do I need to cancel my old broadband contract?", A + 'Check whether you can move the contract to the new address.') },
  ], query: 'Where do I live?', current: /stockport/i, old: /didsbury/i },
  { name: 'cb3 employer: staff page', category: 'employer', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Staff page: Dr Helen Park is a research scientist at DeepMind.' },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: 'Staff page: Dr Helen Park has left DeepMind to become a professor at Imperial College.' },
  ], query: 'Where does Helen Park work?', current: /imperial/i, old: /deepmind/i },
  { name: 'cb4 lme: retail', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm a shift supervisor at Target. How do I handle a difficult customer?", A + 'Stay calm and offer options.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat("user: I've taken a store manager job at Costco. What should I focus on in my first week?", A + 'Meet the team and learn the numbers.') },
  ], query: 'Where do I work?', current: /costco/i, old: /target/i },
  { name: 'cb5 preference: film genre', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Film club: Bruno likes horror films best.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Film club: Bruno likes documentaries best now.' },
  ], query: 'What films does Bruno like best?', current: /documentar/i, old: /horror/i },
  { name: 'cb6 lme: note app', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I keep all my notes in Evernote. How do I tag them well?', A + 'Use a few broad tags and nested notebooks.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat('user: I moved all my notes from Evernote to Obsidian. How do I link notes together?', A + 'Use double square brackets to link notes.') },
  ], query: 'Where do I keep my notes?', current: /obsidian/i, old: /evernote/i },
  { name: 'cb7 preference: transport', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Survey answers: Greta prefers taking the train for long trips.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Survey answers: Greta now prefers driving for long trips.' },
  ], query: 'How does Greta prefer to travel on long trips?', current: /driving/i, old: /train/i },
  { name: 'cb8 decision: design tool', category: 'decision', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Design team: we do our mockups in Sketch.' },
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: 'Design team: we have standardised on Figma for mockups.' },
  ], query: 'What do we do our mockups in?', current: /figma/i, old: /sketch/i },
  { name: 'cb9 decision: release cadence', category: 'decision', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Release policy: we ship a release every two weeks.' },
    { ingest: 'b', at: '2024-06-01T10:00:00Z', content: 'Release policy: we now ship a release every week.' },
  ], query: 'How often do we ship a release?', current: /every week|weekly/i, old: /every two weeks/i },
  { name: 'cb10 date: conference', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-15T10:00:00Z', content: 'Events: the developer conference takes place on 12 June.' },
    { ingest: 'b', at: '2024-03-15T10:00:00Z', content: 'Events: the developer conference has been postponed to 9 October.' },
  ], query: 'When is the developer conference?', current: /9 October|October 9/i, old: /12 June|June 12/i },
  { name: 'cb11 lme: moving day', category: 'date', steps: [
    { ingest: 'a', at: '2024-04-01T10:00:00Z', content: chat('user: Our moving day is May 18. How early should I book a van?', A + 'Book at least two weeks ahead.') },
    { ingest: 'b', at: '2024-05-01T10:00:00Z', content: chat('user: The sellers delayed completion, so our moving day is now June 1. Can I change the van booking?', A + 'Most firms allow one free change.') },
  ], query: 'When is our moving day?', current: /June 1\b|1 June/i, old: /May 18|18 May/i },
  { name: 'cb12 count: cows', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Farm diary: the Jenkins farm milks 90 cows.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Farm diary: the Jenkins farm now milks 120 cows.' },
  ], query: 'How many cows does the Jenkins farm milk?', current: /\b120\b/, old: /\b90\b/ },
  { name: 'cb13 lme: savings', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I've saved $4,000 for a house deposit. How much more should I aim for?", A + 'Aim for 10 % of the price.') },
    { ingest: 'b', at: '2023-12-01T10:00:00Z', content: chat("user: My deposit savings are up to $11,000 now. Should I move them to a high-yield account?", A + 'Yes, a high-yield savings account is sensible.') },
  ], query: 'How much have I saved for a house deposit?', current: /11,?000/, old: /4,?000/ },
  { name: 'cb14 count: pupils', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'School profile: Greenfield Primary has 210 pupils.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'School profile: Greenfield Primary has 245 pupils this year.' },
  ], query: 'How many pupils does Greenfield Primary have?', current: /\b245\b/, old: /\b210\b/ },
  { name: 'cb15 late older: caterer', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Event planning: the gala dinner will be catered by Rhubarb instead of Bread & Butter.' },
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Event planning: Bread & Butter is catering the gala dinner.' },
  ], query: 'Who is catering the gala dinner?', current: /rhubarb/i, old: /bread & butter/i },
  { name: 'cb16 late older: lme car', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: chat("user: I sold my Corolla and bought a Kia EV6. How do I find fast chargers on a road trip?", A + 'Use the Kia app or Zap-Map.') },
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: chat('user: I drive a Toyota Corolla. When should I change the oil?', A + 'Every 10,000 miles or once a year.') },
  ], query: 'What car do I drive?', current: /ev6|kia/i, old: /corolla/i },
  { name: 'cb17 two people: teams', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Org chart: Lina works on the payments team.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Org chart: Tariq works on the search team.' },
  ], query: 'Which team does Lina work on?', current: /payments/i, other: { query: 'Which team does Tariq work on?', value: /search/i } },
  { name: 'cb18 two people: hometowns', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Intro thread: Bea grew up in Cork.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Intro thread: Niall grew up in Galway.' },
  ], query: 'Where did Bea grow up?', current: /cork/i, other: { query: 'Where did Niall grow up?', value: /galway/i } },
  { name: 'cb19 update endpoint: capacity', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Room booking: the Atrium holds 80 guests.' },
    { update: 'a', content: 'Room booking: the Atrium holds 100 guests.' },
  ], query: 'How many guests does the Atrium hold?', current: /\b100\b/, old: /\b80\b/ },
  { name: 'cb20 deleted: pet', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Ollie: I have a hamster called Biscuit.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Ollie: I work at the Post Office.' },
    { delete: 'a' },
  ], query: 'Where does Ollie work?', current: /post office/i, deleted: ['a'] },
];

// Round 91 (twenty-eighth session; written before running it).
const ROUND_91: Scenario[] = [
  { name: 'cc1 address: donor record', category: 'address', steps: [
    { ingest: 'a', at: '2022-02-01T10:00:00Z', content: 'Donor record: Mr Alan Pike, resident in Harrogate, gives monthly.' },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: 'Donor record: Mr Alan Pike has changed address and now resides in Ripon.' },
  ], query: 'Where does Alan Pike live?', current: /ripon/i, old: /harrogate/i },
  { name: 'cc2 lme: pharmacy', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-05T10:00:00Z', content: chat("user: Is there a late-night pharmacy near Camden? I'm living there for now.", A + 'There is a 24-hour Boots on Camden High Street.') },
    { ingest: 'b', at: '2023-09-05T10:00:00Z', content: chat("user: I finally settled in Greenwich after the move. Where can I register with a GP?", A + 'Use the NHS website to find practices taking new patients.') },
  ], query: 'Where do I live?', current: /greenwich/i, old: /camden/i },
  { name: 'cc3 employer: newsletter', category: 'employer', steps: [
    { ingest: 'a', at: '2022-03-01T10:00:00Z', content: 'Newsletter: our member Ruth Adeyemi is an architect with Foster + Partners.' },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: 'Newsletter: Ruth Adeyemi has set up her own practice, Adeyemi Studio, after leaving Foster + Partners.' },
  ], query: 'Where does Ruth Adeyemi work?', current: /adeyemi studio/i, old: /foster/i },
  { name: 'cc4 lme: developer job', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm a backend developer at Shopify. How do I get better at system design interviews?", A + 'Practise with real designs and explain trade-offs.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat("user: I accepted an offer from Stripe and started there this week. How do I ramp up on a huge codebase?", A + 'Pick small tickets and read the code around them.') },
  ], query: 'Where do I work?', current: /stripe/i, old: /shopify/i },
  { name: 'cc5 preference: cuisine', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Dinner club: Ayo enjoys Ethiopian food the most.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Dinner club: these days Ayo enjoys Korean food the most.' },
  ], query: 'What food does Ayo enjoy the most?', current: /korean/i, old: /ethiopian/i },
  { name: 'cc6 lme: bedtime', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm a night owl and usually go to bed around 1am. How can I be more productive in the evening?", A + 'Schedule deep work for late evening.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat("user: I've become an early bird and go to bed around 10pm now. What's a good morning routine?", A + 'Light, movement, then your hardest task.') },
  ], query: 'When do I go to bed?', current: /10 ?pm|22:00/i, old: /1 ?am|01:00/i },
  { name: 'cc7 preference: board game', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Games night: Ellie’s favourite board game is Catan.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Games night: Wingspan has replaced Catan as Ellie’s favourite board game.' },
  ], query: 'What is Ellie’s favourite board game?', current: /wingspan/i, old: /catan/i },
  { name: 'cc8 decision: hosting', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-10T10:00:00Z', content: 'Ops log: the marketing site is hosted on Netlify.' },
    { ingest: 'b', at: '2024-04-10T10:00:00Z', content: 'Ops log: we moved the marketing site off Netlify and onto Cloudflare Pages.' },
  ], query: 'Where is the marketing site hosted?', current: /cloudflare/i, old: /netlify/i },
  { name: 'cc9 decision: standup time', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-10T10:00:00Z', content: 'Team notes: daily standup is at 9:30.' },
    { ingest: 'b', at: '2024-03-10T10:00:00Z', content: 'Team notes: from next week daily standup moves to 10:15.' },
  ], query: 'When is the daily standup?', current: /10:15/, old: /9:30/ },
  { name: 'cc10 date: school trip', category: 'date', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Parent letter: the Year 5 trip to the science museum is on 14 March.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Parent letter: due to a strike, the Year 5 trip to the science museum will now take place on 21 March.' },
  ], query: 'When is the Year 5 trip to the science museum?', current: /21 March|March 21/i, old: /14 March|March 14/i },
  { name: 'cc11 lme: vet', category: 'date', steps: [
    { ingest: 'a', at: '2024-04-01T10:00:00Z', content: chat("user: My cat's vaccination appointment is on April 12. Should I fast her before?", A + 'No fasting needed for vaccinations.') },
    { ingest: 'b', at: '2024-04-08T10:00:00Z', content: chat("user: The vet had to move my cat's vaccination to April 16. Is a few days' delay a problem?", A + 'A few days is fine.') },
  ], query: "When is my cat's vaccination?", current: /April 16|16 April/i, old: /April 12|12 April/i },
  { name: 'cc12 count: library', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Library report: the branch holds 12,000 books.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Library report: the branch now holds 15,500 books after the donation.' },
  ], query: 'How many books does the branch hold?', current: /15,?500/, old: /12,?000/ },
  { name: 'cc13 lme: push-ups', category: 'count', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: I can do 15 push-ups in a row. How do I get to 30?', A + 'Grease the groove: several easy sets a day.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat('user: Progress! I can do 32 push-ups in a row now. What next?', A + 'Try decline or archer push-ups.') },
  ], query: 'How many push-ups can I do in a row?', current: /\b32\b/, old: /\b15\b/ },
  { name: 'cc14 count: stores', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Investor note: Lumen Coffee has 14 stores.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Investor note: Lumen Coffee opened 6 more stores and now has 20.' },
  ], query: 'How many stores does Lumen Coffee have?', current: /\b20\b/, old: /\b14\b/ },
  { name: 'cc15 late older: chair', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Committee minutes: Dr Farouk now chairs the ethics committee.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Committee minutes: Professor Lind chairs the ethics committee.' },
  ], query: 'Who chairs the ethics committee?', current: /farouk/i, old: /lind/i },
  { name: 'cc16 late older: lme broadband', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat("user: I switched broadband from BT to Hyperoptic. How do I set up the new router?", A + 'Plug it into the fibre box and follow the app.') },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat("user: My broadband is with BT and it keeps dropping. What can I check?", A + 'Restart the hub and check the filters.') },
  ], query: 'Who is my broadband with?', current: /hyperoptic/i, old: /\bbt\b/i },
  { name: 'cc17 two people: roles', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Committee: Harriet is the treasurer.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Committee: Idris is the secretary.' },
  ], query: 'Who is the treasurer?', current: /harriet/i, other: { query: 'Who is the secretary?', value: /idris/i } },
  { name: 'cc18 two people: languages', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Tutors: Yara teaches Arabic.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Tutors: Pierre teaches French.' },
  ], query: 'What does Yara teach?', current: /arabic/i, other: { query: 'What does Pierre teach?', value: /french/i } },
  { name: 'cc19 update endpoint: venue', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Invitation: the reunion will be held at the Grand Hotel.' },
    { update: 'a', content: 'Invitation: the reunion will be held at the Riverside Inn.' },
  ], query: 'Where will the reunion be held?', current: /riverside/i, old: /grand hotel/i },
  { name: 'cc20 deleted: sport', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Hamid: I play cricket on Sundays.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Hamid: I live in Luton.' },
    { delete: 'a' },
  ], query: 'Where does Hamid live?', current: /luton/i, deleted: ['a'] },
];

// Round 92 (twenty-eighth session; written before running it).
const ROUND_92: Scenario[] = [
  { name: 'cd1 address: tenant file', category: 'address', steps: [
    { ingest: 'a', at: '2022-06-01T10:00:00Z', content: "Tenant file: Lucía Fernández's address is 12 Calle Mayor, Madrid." },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: "Tenant file: Lucía Fernández's new address is 4 Rua Augusta, Lisbon." },
  ], query: "What is Lucía Fernández's address?", current: /rua augusta|lisbon/i, old: /calle mayor|madrid/i },
  { name: 'cd2 lme: running routes', category: 'address', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat("user: What are good running routes around Richmond? I live close to the park.", A + 'The Tamsin Trail loops the whole park.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: We relocated to Bristol over the summer. Where can I run near the harbour?", A + 'The harbourside loop is flat and scenic.') },
  ], query: 'Where do I live?', current: /bristol/i, old: /richmond/i },
  { name: 'cd3 employer: conference badge', category: 'employer', steps: [
    { ingest: 'a', at: '2022-05-01T10:00:00Z', content: 'Badge list: Marek Kowalczyk (Google).' },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: 'Badge list: Marek Kowalczyk, who moved from Google to Anthropic this year.' },
  ], query: 'Where does Marek Kowalczyk work?', current: /anthropic/i, old: /google/i },
  { name: 'cd4 lme: physio', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I work as a physio in an NHS hospital in Leeds. How do I deal with burnout?", A + 'Protect your breaks and talk to your supervisor.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I've gone private and now work as a physio at Pure Sports Medicine. How do I build a client list?", A + 'Ask happy clients for referrals.') },
  ], query: 'Where do I work?', current: /pure sports/i, old: /nhs/i },
  { name: 'cd5 preference: perfume', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Gift ideas: Nora wears Chanel No. 5.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Gift ideas: Nora has switched to Jo Malone Wood Sage.' },
  ], query: 'Which perfume does Nora wear?', current: /jo malone|wood sage/i, old: /chanel/i },
  { name: 'cd6 lme: workout time', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I like to work out in the evenings after work. Is it bad for sleep?', A + 'Finish at least two hours before bed.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: I've started working out first thing in the morning instead, and I prefer it. Should I eat before?", A + 'A small snack helps if you feel weak.') },
  ], query: 'When do I like to work out?', current: /morning/i, old: /evening/i },
  { name: 'cd7 preference: football team', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Fan notes: Rory supports Celtic.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Fan notes: Rory now supports Hibernian.' },
  ], query: 'Which team does Rory support?', current: /hibernian/i, old: /celtic/i },
  { name: 'cd8 decision: ticketing', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-15T10:00:00Z', content: 'Support ops: customer tickets are handled in Zendesk.' },
    { ingest: 'b', at: '2024-05-15T10:00:00Z', content: 'Support ops: customer tickets are now handled in Intercom; Zendesk was switched off.' },
  ], query: 'Where are customer tickets handled?', current: /intercom/i, old: /zendesk/i },
  { name: 'cd9 decision: office days', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-15T10:00:00Z', content: 'HR update: staff must be in the office two days a week.' },
    { ingest: 'b', at: '2024-06-15T10:00:00Z', content: 'HR update: staff must now be in the office three days a week.' },
  ], query: 'How many days a week must staff be in the office?', current: /three|\b3\b/i, old: /\btwo\b|\b2\b/i },
  { name: 'cd10 date: filing deadline', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-15T10:00:00Z', content: 'Finance: the VAT return is due on 7 February.' },
    { ingest: 'b', at: '2024-01-25T10:00:00Z', content: 'Finance: HMRC extended the VAT return deadline to 14 February.' },
  ], query: 'When is the VAT return due?', current: /14 February|February 14/i, old: /7 February|February 7/i },
  { name: 'cd11 lme: surgery', category: 'date', steps: [
    { ingest: 'a', at: '2024-05-01T10:00:00Z', content: chat("user: I'm having my wisdom teeth out on June 10. What should I stock up on?", A + 'Soft foods, ice packs and painkillers.') },
    { ingest: 'b', at: '2024-05-25T10:00:00Z', content: chat('user: My wisdom teeth removal got moved to June 24. Can I still travel the week after?', A + 'Probably, if recovery goes smoothly.') },
  ], query: 'When is my wisdom teeth removal?', current: /June 24|24 June/i, old: /June 10|10 June/i },
  { name: 'cd12 count: app downloads', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Growth update: the app has 50,000 downloads.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Growth update: the app crossed 200,000 downloads.' },
  ], query: 'How many downloads does the app have?', current: /200,?000/, old: /50,?000/ },
  { name: 'cd13 lme: chickens', category: 'count', steps: [
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: chat('user: We keep six chickens in the back garden. How many eggs should we expect?', A + 'Around four to five eggs a day in summer.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: A fox got two of our hens, so we're down to four chickens. How do I fox-proof the run?", A + 'Bury mesh around the edges and lock the coop at night.') },
  ], query: 'How many chickens do we keep?', current: /four|\b4\b/i, old: /\bsix\b|\b6\b/i },
  { name: 'cd14 count: patients', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Practice profile: the surgery has 8,000 registered patients.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Practice profile: registered patients at the surgery have risen to 9,400.' },
  ], query: 'How many registered patients does the surgery have?', current: /9,?400/, old: /8,?000/ },
  { name: 'cd15 late older: host', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Podcast notes: the show is now hosted by Tamsin Gray.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Podcast notes: the show is hosted by Owen Bell.' },
  ], query: 'Who hosts the show?', current: /tamsin/i, old: /owen bell/i },
  { name: 'cd16 late older: lme diet', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat("user: I've gone pescatarian, so fish is back on the menu. Any easy salmon recipes?", A + 'Try miso-glazed salmon.') },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat("user: I'm vegan. What are good protein sources?", A + 'Lentils, tofu and tempeh.') },
  ], query: 'What diet do I follow?', current: /pescatarian/i, old: /vegan/i },
  { name: 'cd17 two people: schools', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Family notes: Aoife goes to St Anne’s Primary.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Family notes: Cian goes to Oakfield Secondary.' },
  ], query: 'Which school does Aoife go to?', current: /st anne/i, other: { query: 'Which school does Cian go to?', value: /oakfield/i } },
  { name: 'cd18 two people: shifts', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Rota: Dmitri works the night shift.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Rota: Femi works the early shift.' },
  ], query: 'Which shift does Dmitri work?', current: /night/i, other: { query: 'Which shift does Femi work?', value: /early/i } },
  { name: 'cd19 update endpoint: speaker', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Event page: the keynote speaker is Dr Anika Rao.' },
    { update: 'a', content: 'Event page: the keynote speaker is Professor Tom Hale.' },
  ], query: 'Who is the keynote speaker?', current: /tom hale/i, old: /anika rao/i },
  { name: 'cd20 deleted: car', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Greta: I drive a Skoda Octavia.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Greta: I work at the Co-op.' },
    { delete: 'a' },
  ], query: 'Where does Greta work?', current: /co-op/i, deleted: ['a'] },
];

// Round 93 (twenty-eighth session; written before running it).
const ROUND_93: Scenario[] = [
  { name: 'ce1 address: wedding RSVP', category: 'address', steps: [
    { ingest: 'a', at: '2022-03-01T10:00:00Z', content: 'RSVP notes: Jonas and Lea will travel from Hamburg, where they live.' },
    { ingest: 'b', at: '2023-04-01T10:00:00Z', content: 'RSVP notes: Jonas and Lea have since moved to Munich and will travel from there.' },
  ], query: 'Where do Jonas and Lea live?', current: /munich/i, old: /hamburg/i },
  { name: 'ce2 lme: bike shop', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I need a bike shop in Ghent that can fix hydraulic brakes. I live in the city centre.", A + 'Try Velo Ghent near the Korenmarkt.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat("user: My partner and I just moved to Antwerp. Is cycling to the station safe?", A + 'Mostly, with separated lanes on the main routes.') },
  ], query: 'Which city do I live in?', current: /antwerp/i, old: /ghent/i },
  { name: 'ce3 employer: LinkedIn style', category: 'employer', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Profile: Kwame Mensah — Senior Data Scientist at Booking.com.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Profile: Kwame Mensah — Head of Data at Adyen (previously Booking.com).' },
  ], query: 'Where does Kwame Mensah work?', current: /adyen/i, old: /booking/i },
  { name: 'ce4 lme: hotel job', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm a receptionist at the Hilton downtown. How do I handle angry guests at check-in?", A + 'Acknowledge, apologise, then fix what you can.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I got a job as a concierge at the Ritz, starting next month. What should I learn first?", A + 'Learn the local restaurants and shows inside out.') },
  ], query: 'Where do I work?', current: /ritz/i, old: /hilton/i },
  { name: 'ce5 preference: podcast', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Listening log: Grace’s favourite podcast is Serial.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Listening log: Grace’s favourite podcast these days is The Rest Is History.' },
  ], query: 'What is Grace’s favourite podcast?', current: /rest is history/i, old: /serial/i },
  { name: 'ce6 lme: running shoes', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I always run in Brooks Ghost shoes. When should I replace them?', A + 'Every 500 to 800 km.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: I've switched from Brooks to Saucony Endorphins for my runs. Do they need breaking in?", A + 'Not much; a couple of easy runs.') },
  ], query: 'What shoes do I run in?', current: /saucony/i, old: /brooks/i },
  { name: 'ce7 preference: wine', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Cellar notes: Henrik prefers red wine.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Cellar notes: Henrik now prefers white wine over red.' },
  ], query: 'Which wine does Henrik prefer?', current: /white wine/i, old: /red wine/i },
  { name: 'ce8 decision: password manager', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: 'IT policy: staff store passwords in LastPass.' },
    { ingest: 'b', at: '2024-03-05T10:00:00Z', content: 'IT policy: after the breach, staff must store passwords in 1Password instead of LastPass.' },
  ], query: 'Where do staff store passwords?', current: /1password/i, old: /lastpass/i },
  { name: 'ce9 decision: lunch order', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: 'Office notes: team lunch on Fridays is ordered from Wagamama.' },
    { ingest: 'b', at: '2024-04-05T10:00:00Z', content: 'Office notes: we now order Friday team lunch from Leon.' },
  ], query: 'Where is Friday team lunch ordered from?', current: /leon/i, old: /wagamama/i },
  { name: 'ce10 date: product launch', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-10T10:00:00Z', content: 'Roadmap: version 3.0 ships on 15 April.' },
    { ingest: 'b', at: '2024-03-10T10:00:00Z', content: 'Roadmap: version 3.0 slipped to 6 May.' },
  ], query: 'When does version 3.0 ship?', current: /6 May|May 6/i, old: /15 April|April 15/i },
  { name: 'ce11 lme: party', category: 'date', steps: [
    { ingest: 'a', at: '2024-05-01T10:00:00Z', content: chat("user: I'm throwing my daughter's birthday party on June 8. Any theme ideas for a 6-year-old?", A + 'Dinosaurs or a garden tea party.') },
    { ingest: 'b', at: '2024-05-20T10:00:00Z', content: chat("user: We had to push my daughter's party back a week to June 15. How do I tell the other parents?", A + 'A short, friendly message in the class group.') },
  ], query: "When is my daughter's birthday party?", current: /June 15|15 June/i, old: /June 8|8 June/i },
  { name: 'ce12 count: bus routes', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Transit report: the city runs 48 bus routes.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Transit report: the city cut its bus network to 41 routes.' },
  ], query: 'How many bus routes does the city run?', current: /\b41\b/, old: /\b48\b/ },
  { name: 'ce13 lme: books read', category: 'count', steps: [
    { ingest: 'a', at: '2023-04-01T10:00:00Z', content: chat("user: I've read 9 books so far this year. Can you suggest a short one?", A + 'Try Small Things Like These.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat("user: I'm up to 21 books this year! Any long fantasy now?", A + 'The Name of the Wind.') },
  ], query: 'How many books have I read this year?', current: /\b21\b/, old: /\b9\b/ },
  { name: 'ce14 count: beds', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Hospital facts: St Luke’s has 320 beds.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Hospital facts: with the new wing, St Luke’s has 410 beds.' },
  ], query: 'How many beds does St Luke’s have?', current: /\b410\b/, old: /\b320\b/ },
  { name: 'ce15 late older: lead', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Team update: Sunita has taken over the mobile app from Greg.' },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: 'Team update: Greg owns the mobile app.' },
  ], query: 'Who owns the mobile app?', current: /sunita/i, old: /greg/i },
  { name: 'ce16 late older: lme browser', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat("user: I've ditched Chrome for Firefox. How do I import my bookmarks?", A + 'Use the import wizard in Firefox settings.') },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: I browse with Chrome. Which extensions help with productivity?', A + 'Try a tab manager and a focus timer.') },
  ], query: 'Which browser do I use?', current: /firefox/i, old: /chrome/i },
  { name: 'ce17 two people: desks', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Seating plan: Orla sits by the window.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Seating plan: Bilal sits next to the kitchen.' },
  ], query: 'Where does Orla sit?', current: /window/i, other: { query: 'Where does Bilal sit?', value: /kitchen/i } },
  { name: 'ce18 two people: drinks', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Coffee round: Zainab has a flat white.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Coffee round: Euan has a double espresso.' },
  ], query: 'What coffee does Zainab have?', current: /flat white/i, other: { query: 'What coffee does Euan have?', value: /espresso/i } },
  { name: 'ce19 update endpoint: dress', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Party invite: the theme is black tie.' },
    { update: 'a', content: 'Party invite: the theme is fancy dress.' },
  ], query: 'What is the party theme?', current: /fancy dress/i, old: /black tie/i },
  { name: 'ce20 deleted: pet', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Mateo: I have two rabbits.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Mateo: I teach at Hillside College.' },
    { delete: 'a' },
  ], query: 'Where does Mateo teach?', current: /hillside/i, deleted: ['a'] },
];

// Round 94 (twenty-eighth session; written before running it).
const ROUND_94: Scenario[] = [
  { name: 'cf1 address: club roster', category: 'address', steps: [
    { ingest: 'a', at: '2022-02-01T10:00:00Z', content: 'Roster: Tobias Berg (home: Malmö).' },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: 'Roster: Tobias Berg, who now lives in Gothenburg, is still our goalkeeper.' },
  ], query: 'Where does Tobias Berg live?', current: /gothenburg/i, old: /malm/i },
  { name: 'cf2 lme: parking', category: 'address', steps: [
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: chat("user: Parking in Fitzroy is a nightmare. Should I get a resident permit since I live here?", A + 'Yes, the council offers one per household.') },
    { ingest: 'b', at: '2023-11-01T10:00:00Z', content: chat("user: Now that we've moved out to Box Hill, is it worth driving into the city?", A + 'The train is usually easier.') },
  ], query: 'Where do I live?', current: /box hill/i, old: /fitzroy/i },
  { name: 'cf3 employer: board announcement', category: 'employer', steps: [
    { ingest: 'a', at: '2022-04-01T10:00:00Z', content: 'Board news: Fiona Grant serves as finance director of Harbour Homes.' },
    { ingest: 'b', at: '2023-04-01T10:00:00Z', content: 'Board news: Fiona Grant stepped down from Harbour Homes and became CFO of Northgate Water.' },
  ], query: 'Where does Fiona Grant work?', current: /northgate/i, old: /harbour homes/i },
  { name: 'cf4 lme: freelance', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm a copywriter at Ogilvy. How do I write better headlines?", A + 'Write twenty and pick the best.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I quit Ogilvy and went freelance. How should I price my copywriting?", A + 'Price per project, not per hour.') },
  ], query: 'Where do I work?', current: /freelance/i, old: /ogilvy/i },
  { name: 'cf5 preference: ice cream', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Family notes: Milo only eats vanilla ice cream.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Family notes: Milo has gone off vanilla and only eats mint chocolate chip ice cream now.' },
  ], query: 'What ice cream does Milo eat?', current: /mint/i, old: /vanilla/i },
  { name: 'cf6 lme: language app', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I practise Spanish with Duolingo every day. Is that enough to get conversational?', A + 'Add speaking practice too.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: I stopped using Duolingo and practise Spanish on italki with a tutor now. How often should I book lessons?", A + 'Two or three times a week.') },
  ], query: 'How do I practise Spanish?', current: /italki/i, old: /duolingo/i },
  { name: 'cf7 preference: season', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'About me: Hiroshi’s favourite season is summer.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'About me: Hiroshi says autumn is now his favourite season.' },
  ], query: 'What is Hiroshi’s favourite season?', current: /autumn/i, old: /summer/i },
  { name: 'cf8 decision: video calls', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: 'Remote work guide: client calls use Zoom.' },
    { ingest: 'b', at: '2024-05-05T10:00:00Z', content: 'Remote work guide: client calls now use Google Meet because Zoom licences were cut.' },
  ], query: 'What do client calls use?', current: /google meet/i, old: /zoom/i },
  { name: 'cf9 decision: deploy freeze', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: 'Release rules: we deploy on Tuesdays and Thursdays.' },
    { ingest: 'b', at: '2024-04-05T10:00:00Z', content: 'Release rules: we now deploy only on Wednesdays.' },
  ], query: 'When do we deploy?', current: /wednesday/i, old: /tuesday/i },
  { name: 'cf10 date: AGM', category: 'date', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Notice: the annual general meeting will be held on 20 March.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Notice: the annual general meeting has been rescheduled for 27 March.' },
  ], query: 'When is the annual general meeting?', current: /27 March|March 27/i, old: /20 March|March 20/i },
  { name: 'cf11 lme: concert', category: 'date', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: chat("user: I've got tickets to see Coldplay on July 2. What should I bring to a stadium gig?", A + 'Ear plugs, a power bank and a light jacket.') },
    { ingest: 'b', at: '2024-06-01T10:00:00Z', content: chat('user: Coldplay moved my show to July 5 because of the weather warning. Will my tickets still work?', A + 'Yes, tickets transfer automatically.') },
  ], query: 'When am I seeing Coldplay?', current: /July 5|5 July/i, old: /July 2|2 July/i },
  { name: 'cf12 count: crew', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Ship log: the research vessel carries a crew of 24.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Ship log: the research vessel now carries a crew of 30.' },
  ], query: 'How big is the crew of the research vessel?', current: /\b30\b/, old: /\b24\b/ },
  { name: 'cf13 lme: debt', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I still owe $18,000 on my student loan. Should I pay it off faster?', A + 'Compare the rate with what you could earn investing.') },
    { ingest: 'b', at: '2023-12-01T10:00:00Z', content: chat("user: I've paid my student loan down to $12,500. Is refinancing worth it?", A + 'Only if the new rate is clearly lower.') },
  ], query: 'How much do I owe on my student loan?', current: /12,?500/, old: /18,?000/ },
  { name: 'cf14 count: languages offered', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'School prospectus: Brookfield offers 4 modern languages.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'School prospectus: Brookfield now offers 6 modern languages, adding Japanese and Arabic.' },
  ], query: 'How many modern languages does Brookfield offer?', current: /\b6\b|six/i, old: /\b4\b|four/i },
  { name: 'cf15 late older: supplier', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Kitchen notes: our vegetables now come from Green Acres Farm.' },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: 'Kitchen notes: our vegetables come from Hollow Lane Growers.' },
  ], query: 'Where do our vegetables come from?', current: /green acres/i, old: /hollow lane/i },
  { name: 'cf16 late older: lme therapist', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: chat("user: I've started seeing a new therapist, Dr Osei, since Dr Klein retired. How do I bring her up to speed?", A + 'Share a short summary of what you worked on.') },
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: chat('user: My therapist is Dr Klein. Is it normal to feel worse before better?', A + 'Yes, that can happen early on.') },
  ], query: 'Who is my therapist?', current: /osei/i, old: /klein/i },
  { name: 'cf17 two people: allergies meds', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Care notes: Mrs Patel takes metformin.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Care notes: Mr Hughes takes warfarin.' },
  ], query: 'What does Mrs Patel take?', current: /metformin/i, other: { query: 'What does Mr Hughes take?', value: /warfarin/i } },
  { name: 'cf18 two people: clubs', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'After-school clubs: Ivy does chess club.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'After-school clubs: Theo does drama club.' },
  ], query: 'Which club does Ivy do?', current: /chess/i, other: { query: 'Which club does Theo do?', value: /drama/i } },
  { name: 'cf19 update endpoint: route', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Race info: the 10K starts at the town hall.' },
    { update: 'a', content: 'Race info: the 10K starts at the harbour.' },
  ], query: 'Where does the 10K start?', current: /harbour/i, old: /town hall/i },
  { name: 'cf20 deleted: gym', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Kofi: I go to the gym at 6am.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Kofi: I live in Kumasi.' },
    { delete: 'a' },
  ], query: 'Where does Kofi live?', current: /kumasi/i, deleted: ['a'] },
];

// Round 95 (twenty-eighth session; written before running it).
const ROUND_95: Scenario[] = [
  { name: 'cg1 address: emergency contact', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-10T10:00:00Z', content: 'Emergency contacts: my brother Callum lives in Inverness.' },
    { ingest: 'b', at: '2023-06-10T10:00:00Z', content: 'Emergency contacts: my brother Callum has moved down to Edinburgh.' },
  ], query: 'Where does Callum live?', current: /edinburgh/i, old: /inverness/i },
  { name: 'cg2 lme: gym membership', category: 'address', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat("user: Which gyms in Leeds have a pool? I'm based in Headingley.", A + 'Try the Headingley campus gym or Virgin Active.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat("user: I've relocated to York for work. Any gyms with a pool near the centre?", A + 'Try the York Sport Centre.') },
  ], query: 'Where am I based?', current: /york/i, old: /headingley|leeds/i },
  { name: 'cg3 employer: intro email', category: 'employer', steps: [
    { ingest: 'a', at: '2022-05-01T10:00:00Z', content: 'Hi Ana, meet Oskar Lind, he leads partnerships at Spotify. Best, Jo' },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: 'Hi Ana, quick update on Oskar Lind: he has moved from Spotify to Klarna, still in partnerships. Best, Jo' },
  ], query: 'Where does Oskar Lind work?', current: /klarna/i, old: /spotify/i },
  { name: 'cg4 lme: warehouse', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I pick orders at the Amazon warehouse in Coventry. How do I avoid back pain?", A + 'Lift with your legs and stretch on breaks.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I moved to DHL as a forklift driver. Do I need a licence refresher?", A + 'Usually every three to five years.') },
  ], query: 'Where do I work?', current: /dhl/i, old: /amazon/i },
  { name: 'cg5 preference: genre', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Reading group: Priyanka mostly reads crime novels.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Reading group: Priyanka has moved on to historical fiction.' },
  ], query: 'What does Priyanka read?', current: /historical fiction/i, old: /crime/i },
  { name: 'cg6 lme: tea', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I drink about four cups of builder's tea a day. Is that too much caffeine?", A + 'It is within typical limits.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: I've swapped builder's tea for peppermint tea to cut caffeine. Does it help digestion?", A + 'Many people find it does.') },
  ], query: 'What tea do I drink?', current: /peppermint/i, old: /builder/i },
  { name: 'cg7 preference: transport', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Commuter notes: Beth likes cycling to work.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Commuter notes: after her accident Beth prefers taking the bus to work.' },
  ], query: 'How does Beth like to get to work?', current: /bus/i, old: /cycling/i },
  { name: 'cg8 decision: payroll', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-10T10:00:00Z', content: 'Finance notes: payroll runs through Sage.' },
    { ingest: 'b', at: '2024-04-10T10:00:00Z', content: 'Finance notes: payroll has been moved to Xero.' },
  ], query: 'What does payroll run through?', current: /xero/i, old: /sage/i },
  { name: 'cg9 decision: meeting room', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-10T10:00:00Z', content: 'Team notes: the retro happens in the Blue Room.' },
    { ingest: 'b', at: '2024-03-10T10:00:00Z', content: 'Team notes: we moved the retro to the Green Room.' },
  ], query: 'Where does the retro happen?', current: /green room/i, old: /blue room/i },
  { name: 'cg10 date: inspection', category: 'date', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Landlord message: the gas safety inspection is booked for 11 March.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Landlord message: the engineer is ill, so the gas safety inspection is now on 18 March.' },
  ], query: 'When is the gas safety inspection?', current: /18 March|March 18/i, old: /11 March|March 11/i },
  { name: 'cg11 lme: job interview', category: 'date', steps: [
    { ingest: 'a', at: '2024-04-01T10:00:00Z', content: chat('user: I have a final-round interview with Monzo on April 15. How should I prepare?', A + 'Review their values and prepare STAR stories.') },
    { ingest: 'b', at: '2024-04-10T10:00:00Z', content: chat('user: Monzo pushed my interview to April 19. Should I email to confirm?', A + 'Yes, a short confirmation is polite.') },
  ], query: 'When is my interview with Monzo?', current: /April 19|19 April/i, old: /April 15|15 April/i },
  { name: 'cg12 count: sites', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Company facts: Verdant Energy operates 9 wind farms.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Company facts: Verdant Energy now operates 13 wind farms.' },
  ], query: 'How many wind farms does Verdant Energy operate?', current: /\b13\b/, old: /\b9\b/ },
  { name: 'cg13 lme: steps', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I walk about 6,000 steps a day. Is that enough?', A + 'More is better, but it is a good start.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: I've built up to 10,000 steps a day. What should my next goal be?", A + 'Add some strength training.') },
  ], query: 'How many steps do I walk a day?', current: /10,?000/, old: /6,?000/ },
  { name: 'cg14 count: rooms', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Hotel listing: The Anchor has 18 rooms.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Hotel listing: The Anchor added a new wing and now has 30 rooms.' },
  ], query: 'How many rooms does The Anchor have?', current: /\b30\b/, old: /\b18\b/ },
  { name: 'cg15 late older: coach', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Club bulletin: the under-12s are now coached by Marcus Reid.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Club bulletin: Dana Price coaches the under-12s.' },
  ], query: 'Who coaches the under-12s?', current: /marcus/i, old: /dana/i },
  { name: 'cg16 late older: lme email', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat("user: I moved my email from Gmail to Fastmail. How do I forward old messages?", A + 'Use the import tool in Fastmail settings.') },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: My email is on Gmail. How do I set up filters?', A + 'Use the search options to create a filter.') },
  ], query: 'Which email provider do I use?', current: /fastmail/i, old: /gmail/i },
  { name: 'cg17 two people: birthplaces', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Family tree: Grandma Rose was born in Dublin.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Family tree: Grandpa Joe was born in Belfast.' },
  ], query: 'Where was Grandma Rose born?', current: /dublin/i, other: { query: 'Where was Grandpa Joe born?', value: /belfast/i } },
  { name: 'cg18 two people: phones', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Device list: Marta uses a Pixel 8.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Device list: Omar uses an iPhone 15.' },
  ], query: 'Which phone does Marta use?', current: /pixel/i, other: { query: 'Which phone does Omar use?', value: /iphone/i } },
  { name: 'cg19 update endpoint: fee', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Membership: the annual fee is £45.' },
    { update: 'a', content: 'Membership: the annual fee is £60.' },
  ], query: 'What is the annual fee?', current: /£60/, old: /£45/ },
  { name: 'cg20 deleted: music', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Sade: I play the bass guitar.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Sade: I work at the BBC.' },
    { delete: 'a' },
  ], query: 'Where does Sade work?', current: /bbc/i, deleted: ['a'] },
];

// Round 96 (twenty-eighth session; written before running it).
const ROUND_96: Scenario[] = [
  { name: 'ch1 address: change of address form', category: 'address', steps: [
    { ingest: 'a', at: '2022-03-01T10:00:00Z', content: 'Account note: customer Elena Petrova, address: 22 Nevsky Prospekt, St Petersburg.' },
    { ingest: 'b', at: '2023-03-01T10:00:00Z', content: 'Account note: customer Elena Petrova updated her address to 5 Karlova, Prague.' },
  ], query: "What is Elena Petrova's address?", current: /prague|karlova/i, old: /petersburg|nevsky/i },
  { name: 'ch2 lme: dentist', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-20T10:00:00Z', content: chat("user: Can you recommend an NHS dentist near Walthamstow? That's where we live.", A + 'Check the NHS find-a-dentist page.') },
    { ingest: 'b', at: '2023-09-20T10:00:00Z', content: chat("user: We bought a flat in Leyton and moved in last week. Do I need to re-register with a GP?", A + 'Only if you are outside the practice area.') },
  ], query: 'Where do we live?', current: /leyton/i, old: /walthamstow/i },
  { name: 'ch3 employer: byline', category: 'employer', steps: [
    { ingest: 'a', at: '2022-02-01T10:00:00Z', content: 'Byline: Sarah Kim is a reporter for The Guardian.' },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: 'Byline: Sarah Kim now writes for the Financial Times.' },
  ], query: 'Who does Sarah Kim write for?', current: /financial times/i, old: /guardian/i },
  { name: 'ch4 lme: nurse', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm a community nurse for Sussex Health. How do I manage a heavy caseload?", A + 'Prioritise by clinical need and batch visits by area.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat("user: I've joined Macmillan as a specialist nurse. How do I support patients' families?", A + 'Listen first and signpost to support groups.') },
  ], query: 'Who do I work for?', current: /macmillan/i, old: /sussex health/i },
  { name: 'ch5 preference: sweet', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Birthday planning: Leo adores carrot cake.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Birthday planning: Leo has gone off carrot cake and adores lemon drizzle now.' },
  ], query: 'Which cake does Leo adore?', current: /lemon drizzle/i, old: /carrot/i },
  { name: 'ch6 lme: music app', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I listen to all my music on Spotify. How do I make a collaborative playlist?', A + 'Open the playlist and tap the add-user icon.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: I've moved to Apple Music for the lossless audio. Can I transfer my Spotify playlists?", A + 'Yes, with a transfer tool like SongShift.') },
  ], query: 'What do I listen to music on?', current: /apple music/i, old: /spotify/i },
  { name: 'ch7 preference: holiday', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Travel notes: the Okafors always holiday in Spain.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Travel notes: the Okafors now holiday in Portugal every year.' },
  ], query: 'Where do the Okafors holiday?', current: /portugal/i, old: /spain/i },
  { name: 'ch8 decision: docs tool', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-10T10:00:00Z', content: 'Engineering handbook: design docs live in Google Docs.' },
    { ingest: 'b', at: '2024-05-10T10:00:00Z', content: 'Engineering handbook: design docs now live in Notion.' },
  ], query: 'Where do design docs live?', current: /notion/i, old: /google docs/i },
  { name: 'ch9 decision: tea supplier', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-10T10:00:00Z', content: 'Café log: we buy our coffee beans from Square Mile.' },
    { ingest: 'b', at: '2024-04-10T10:00:00Z', content: 'Café log: we switched coffee bean suppliers from Square Mile to Origin.' },
  ], query: 'Where do we buy our coffee beans from?', current: /origin/i, old: /square mile/i },
  { name: 'ch10 date: exam board', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-10T10:00:00Z', content: 'School notice: the Year 11 mock exams start on 4 March.' },
    { ingest: 'b', at: '2024-02-10T10:00:00Z', content: 'School notice: the Year 11 mock exams will now start on 11 March.' },
  ], query: 'When do the Year 11 mock exams start?', current: /11 March|March 11/i, old: /4 March|March 4/i },
  { name: 'ch11 lme: renovation', category: 'date', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: chat('user: The builders are starting our loft conversion on May 6. What should we clear out first?', A + 'Empty the loft and protect the stairs.') },
    { ingest: 'b', at: '2024-04-20T10:00:00Z', content: chat('user: The builders delayed our loft conversion until May 20. Can I claim anything for the delay?', A + 'Check the contract for delay clauses.') },
  ], query: 'When does our loft conversion start?', current: /May 20\b|20 May/i, old: /May 6|6 May/i },
  { name: 'ch12 count: followers', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Social stats: the bakery’s Instagram has 3,200 followers.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Social stats: the bakery’s Instagram is up to 7,800 followers.' },
  ], query: 'How many followers does the bakery’s Instagram have?', current: /7,?800/, old: /3,?200/ },
  { name: 'ch13 lme: cats', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I have two cats and they fight over the food bowl. Any tips?', A + 'Feed them in separate rooms.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat('user: We adopted a kitten, so now there are three cats in the house. How do I introduce them?', A + 'Keep the kitten in one room at first.') },
  ], query: 'How many cats do I have?', current: /three|\b3\b/i, old: /\btwo\b|\b2\b/i },
  { name: 'ch14 count: team size', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Team page: the data platform team has 6 engineers.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Team page: the data platform team has grown to 11 engineers.' },
  ], query: 'How many engineers does the data platform team have?', current: /\b11\b/, old: /\b6\b/ },
  { name: 'ch15 late older: principal', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'School newsletter: Mrs Achebe is our new headteacher.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'School newsletter: Mr Dawson is the headteacher.' },
  ], query: 'Who is the headteacher?', current: /achebe/i, old: /dawson/i },
  { name: 'ch16 late older: lme car insurance', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat("user: I switched my car insurance to Admiral at renewal. Do I need to tell the DVLA?", A + 'No, insurers update the database.') },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat("user: My car insurance is with Aviva. Does it cover windscreen damage?", A + 'Most comprehensive policies do.') },
  ], query: 'Who is my car insurance with?', current: /admiral/i, old: /aviva/i },
  { name: 'ch17 two people: hobbies', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Club notes: Hanne knits.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Club notes: Tomas paints watercolours.' },
  ], query: 'What does Hanne do?', current: /knit/i, other: { query: 'What does Tomas paint?', value: /watercolou?r/i } },
  { name: 'ch18 two people: offices', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Directory: Ana works from the Lisbon office.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Directory: Kai works from the Berlin office.' },
  ], query: 'Which office does Ana work from?', current: /lisbon/i, other: { query: 'Which office does Kai work from?', value: /berlin/i } },
  { name: 'ch19 update endpoint: wifi', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Guest info: the Wi-Fi password is seaview2024.' },
    { update: 'a', content: 'Guest info: the Wi-Fi password is harbourlights.' },
  ], query: 'What is the Wi-Fi password?', current: /harbourlights/i, old: /seaview2024/i },
  { name: 'ch20 deleted: sport', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Ines: I swim every morning.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Ines: I live in Coimbra.' },
    { delete: 'a' },
  ], query: 'Where does Ines live?', current: /coimbra/i, deleted: ['a'] },
];

// Round 97 (twenty-eighth session; written before running it).
const ROUND_97: Scenario[] = [
  { name: 'ci1 address: school admissions', category: 'address', steps: [
    { ingest: 'a', at: '2022-04-01T10:00:00Z', content: 'Admissions file: the Novak family is resident in Brno.' },
    { ingest: 'b', at: '2023-04-01T10:00:00Z', content: 'Admissions file: the Novak family relocated from Brno to Ostrava in March.' },
  ], query: 'Where does the Novak family live?', current: /ostrava/i, old: /brno/i },
  { name: 'ci2 lme: yoga', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: Any good yoga studios in Kreuzberg? It's my neighbourhood.", A + 'Try Yoga Sky or Spirit Yoga.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: Since moving to Prenzlauer Berg I need a new yoga studio. Ideas?", A + 'Try Peace Yoga on Kastanienallee.') },
  ], query: 'Which neighbourhood do I live in?', current: /prenzlauer/i, old: /kreuzberg/i },
  { name: 'ci3 employer: award citation', category: 'employer', steps: [
    { ingest: 'a', at: '2022-06-01T10:00:00Z', content: 'Award citation: Dr Mei Chen, a researcher at the Francis Crick Institute, wins the prize.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Award citation: Dr Mei Chen, who moved to the Wellcome Sanger Institute last year, is honoured again.' },
  ], query: 'Where does Mei Chen work?', current: /sanger/i, old: /crick/i },
  { name: 'ci4 lme: teacher', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I teach year 3 at Oakwood Primary. How can I keep the class calm after lunch?", A + 'Try a short mindfulness routine.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: New school year and a new school for me: I'm now teaching at Ashgrove Academy. How do I build rapport quickly?", A + 'Learn names fast and be consistent.') },
  ], query: 'Where do I teach?', current: /ashgrove/i, old: /oakwood/i },
  { name: 'ci5 preference: breakfast', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Hotel guest profile: Mr Tanaka prefers a full English breakfast.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Hotel guest profile: Mr Tanaka now prefers a continental breakfast.' },
  ], query: 'Which breakfast does Mr Tanaka prefer?', current: /continental/i, old: /full english/i },
  { name: 'ci6 lme: sleep tracker', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I track my sleep with a Fitbit. Is the deep sleep number reliable?', A + 'It is an estimate, useful for trends.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: I've started tracking my sleep with an Oura ring instead of the Fitbit. Which metric matters most?", A + 'Look at sleep consistency and HRV trends.') },
  ], query: 'What do I track my sleep with?', current: /oura/i, old: /fitbit/i },
  { name: 'ci7 preference: colour', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Design brief: the client likes navy blue for the brand.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Design brief: the client has changed their mind and wants forest green for the brand.' },
  ], query: 'Which colour does the client want for the brand?', current: /forest green/i, old: /navy/i },
  { name: 'ci8 decision: cloud', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-10T10:00:00Z', content: 'Infra notes: our servers run on AWS.' },
    { ingest: 'b', at: '2024-06-10T10:00:00Z', content: 'Infra notes: we finished migrating our servers from AWS to Hetzner.' },
  ], query: 'What do our servers run on?', current: /hetzner/i, old: /aws/i },
  { name: 'ci9 decision: newsletter cadence', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-10T10:00:00Z', content: 'Comms plan: the newsletter goes out monthly.' },
    { ingest: 'b', at: '2024-04-10T10:00:00Z', content: 'Comms plan: the newsletter now goes out every two weeks.' },
  ], query: 'How often does the newsletter go out?', current: /every two weeks|fortnightly/i, old: /monthly/i },
  { name: 'ci10 date: book launch', category: 'date', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Publisher update: the book launch party is on 9 May.' },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Publisher update: the book launch party has moved to 23 May.' },
  ], query: 'When is the book launch party?', current: /23 May|May 23/i, old: /9 May|May 9/i },
  { name: 'ci11 lme: citizenship', category: 'date', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: chat('user: My citizenship ceremony is scheduled for April 25. What should I bring?', A + 'Your invitation letter and photo ID.') },
    { ingest: 'b', at: '2024-04-10T10:00:00Z', content: chat('user: The council postponed my citizenship ceremony to May 16. Is that normal?', A + 'Yes, postponements happen.') },
  ], query: 'When is my citizenship ceremony?', current: /May 16|16 May/i, old: /April 25|25 April/i },
  { name: 'ci12 count: hives', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Allotment society: the society has 64 members.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Allotment society: membership is now 81.' },
  ], query: 'How many members does the allotment society have?', current: /\b81\b/, old: /\b64\b/ },
  { name: 'ci13 lme: marathon count', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I've run 3 marathons so far. How do I qualify for Boston?", A + 'Check the qualifying times for your age group.') },
    { ingest: 'b', at: '2023-11-01T10:00:00Z', content: chat("user: Just finished my 5th marathon! How long should I rest?", A + 'Take a week or two easy.') },
  ], query: 'How many marathons have I run?', current: /\b5\b|5th|five/i, old: /\b3\b|three/i },
  { name: 'ci14 count: vans', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Logistics: the courier depot has 35 delivery vans.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Logistics: the courier depot now has 52 delivery vans.' },
  ], query: 'How many delivery vans does the courier depot have?', current: /\b52\b/, old: /\b35\b/ },
  { name: 'ci15 late older: bank', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Charity accounts: the charity now banks with Triodos.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Charity accounts: the charity banks with NatWest.' },
  ], query: 'Who does the charity bank with?', current: /triodos/i, old: /natwest/i },
  { name: 'ci16 late older: lme hairdresser', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat("user: I've found a new hairdresser, Jade at Studio Nine. What should I ask for?", A + 'Bring photos of what you like.') },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: My hairdresser is Kim at Cutting Edge. How often should I get a trim?', A + 'Every six to eight weeks.') },
  ], query: 'Who is my hairdresser?', current: /jade/i, old: /kim/i },
  { name: 'ci17 two people: pets', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Vet register: Lola owns a greyhound.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Vet register: Sami owns a Maine Coon.' },
  ], query: 'What does Lola own?', current: /greyhound/i, other: { query: 'What does Sami own?', value: /maine coon/i } },
  { name: 'ci18 two people: jobs', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Neighbours: Gareth is a plumber.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Neighbours: Fatima is an electrician.' },
  ], query: 'What is Gareth?', current: /plumber/i, other: { query: 'What is Fatima?', value: /electrician/i } },
  { name: 'ci19 update endpoint: menu', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Canteen: the soup of the day is tomato.' },
    { update: 'a', content: 'Canteen: the soup of the day is leek and potato.' },
  ], query: 'What is the soup of the day?', current: /leek/i, old: /tomato/i },
  { name: 'ci20 deleted: car', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Aoife: I drive a Nissan Leaf.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Aoife: I work at Trinity College.' },
    { delete: 'a' },
  ], query: 'Where does Aoife work?', current: /trinity/i, deleted: ['a'] },
];

// Round 98 (twenty-eighth session; written before running it).
const ROUND_98: Scenario[] = [
  { name: 'cj1 address: speaker note', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Speaker notes: Amara Nwosu, based in Nairobi, will join remotely.' },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: 'Speaker notes: Amara Nwosu, now based in Kigali, will attend in person.' },
  ], query: 'Where is Amara Nwosu based?', current: /kigali/i, old: /nairobi/i },
  { name: 'cj2 lme: bouldering', category: 'address', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat("user: I'm living in Sheffield and want to try bouldering outdoors. Where should I start?", A + 'Stanage and Burbage are classics.') },
    { ingest: 'b', at: '2023-11-01T10:00:00Z', content: chat("user: I've moved to Bristol for a new job. Is there outdoor bouldering nearby?", A + 'Try the Avon Gorge.') },
  ], query: 'Where do I live?', current: /bristol/i, old: /sheffield/i },
  { name: 'cj3 employer: contractor list', category: 'employer', steps: [
    { ingest: 'a', at: '2022-03-01T10:00:00Z', content: 'Contractors: Liam Doyle (electrician) works for Sparks Ltd.' },
    { ingest: 'b', at: '2023-03-01T10:00:00Z', content: 'Contractors: Liam Doyle now works for Volt Electrical, having left Sparks Ltd.' },
  ], query: 'Who does Liam Doyle work for?', current: /volt/i, old: /sparks/i },
  { name: 'cj4 lme: pharmacist', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I work as a pharmacist at Boots. How do I deal with long queues?", A + 'Triage quick questions first.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I've moved to a hospital pharmacy role at St George's. Any tips for ward rounds?", A + 'Prepare drug charts before the round.') },
  ], query: 'Where do I work?', current: /st george/i, old: /boots/i },
  { name: 'cj5 preference: dog food', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Pet notes: Biscuit only eats Lily’s Kitchen.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Pet notes: Biscuit has switched to Butternut Box and only eats that now.' },
  ], query: 'What does Biscuit eat?', current: /butternut/i, old: /lily/i },
  { name: 'cj6 lme: commute', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I drive to work every day. How can I make the commute less stressful?', A + 'Podcasts and leaving ten minutes earlier.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: I've started taking the train to work instead of driving. How can I use the time well?", A + 'Read or plan your day.') },
  ], query: 'How do I get to work?', current: /train/i, old: /drives? to work/i },
  { name: 'cj7 preference: restaurant', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Date night notes: our favourite restaurant is Dishoom.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Date night notes: our new favourite restaurant is Bao.' },
  ], query: 'What is our favourite restaurant?', current: /bao/i, old: /dishoom/i },
  { name: 'cj8 decision: email tool', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-10T10:00:00Z', content: 'Marketing ops: newsletters are sent with Mailchimp.' },
    { ingest: 'b', at: '2024-05-10T10:00:00Z', content: 'Marketing ops: newsletters are now sent with Buttondown.' },
  ], query: 'What are newsletters sent with?', current: /buttondown/i, old: /mailchimp/i },
  { name: 'cj9 decision: budget', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-10T10:00:00Z', content: 'Board minutes: the marketing budget is £40,000.' },
    { ingest: 'b', at: '2024-04-10T10:00:00Z', content: 'Board minutes: the board cut the marketing budget to £30,000.' },
  ], query: 'What is the marketing budget?', current: /30,?000/, old: /40,?000/ },
  { name: 'cj10 date: closing', category: 'date', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: 'Estate agent: completion on the flat is set for 12 April.' },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Estate agent: completion on the flat has slipped to 26 April.' },
  ], query: 'When is completion on the flat?', current: /26 April|April 26/i, old: /12 April|April 12/i },
  { name: 'cj11 lme: baby due', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: chat("user: Our baby is due on June 20. What should we buy first?", A + 'A car seat and a safe place to sleep.') },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: chat("user: After the latest scan, the midwife says our baby is now due on June 12. Should we pack the hospital bag earlier?", A + 'Yes, pack it by 36 weeks.') },
  ], query: 'When is our baby due?', current: /June 12|12 June/i, old: /June 20|20 June/i },
  { name: 'cj12 count: employees', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Company wiki: Northwind has 230 employees.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Company wiki: after layoffs, Northwind has 180 employees.' },
  ], query: 'How many employees does Northwind have?', current: /\b180\b/, old: /\b230\b/ },
  { name: 'cj13 lme: weight', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I weigh 95 kg and want to get to 85. Where do I start?', A + 'A small calorie deficit and daily walks.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat("user: I'm down to 88 kg now! How do I avoid a plateau?", A + 'Add strength training and track protein.') },
  ], query: 'How much do I weigh?', current: /\b88\b/, old: /\b95\b/ },
  { name: 'cj14 count: screens', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Cinema guide: the Rex has 3 screens.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Cinema guide: the Rex reopened with 5 screens.' },
  ], query: 'How many screens does the Rex have?', current: /\b5\b/, old: /\b3\b/ },
  { name: 'cj15 late older: venue', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Choir news: rehearsals have moved to St Mark’s Hall.' },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: 'Choir news: rehearsals are held at the Quaker Meeting House.' },
  ], query: 'Where are rehearsals held?', current: /st mark/i, old: /quaker/i },
  { name: 'cj16 late older: lme router', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat("user: I replaced my old router with an Eero mesh system. How do I set up a guest network?", A + 'Use the Eero app under Settings.') },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: I use a Netgear Nighthawk router. How do I update the firmware?', A + 'Log in to the admin page and check for updates.') },
  ], query: 'What router do I use?', current: /eero/i, old: /netgear|nighthawk/i },
  { name: 'cj17 two people: towns', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Pen pals: Astrid lives in Tromsø.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Pen pals: Kofi lives in Accra.' },
  ], query: 'Where does Astrid live?', current: /troms/i, other: { query: 'Where does Kofi live?', value: /accra/i } },
  { name: 'cj18 two people: cars', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Car pool: Nina drives a blue Golf.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Car pool: Raj drives a white Prius.' },
  ], query: 'What does Nina drive?', current: /golf/i, other: { query: 'What does Raj drive?', value: /prius/i } },
  { name: 'cj19 update endpoint: host', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Quiz night: the quizmaster is Dev.' },
    { update: 'a', content: 'Quiz night: the quizmaster is Harriet.' },
  ], query: 'Who is the quizmaster?', current: /harriet/i, old: /\bdev\b/i },
  { name: 'cj20 deleted: hobby', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Bram: I collect stamps.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Bram: I live in Utrecht.' },
    { delete: 'a' },
  ], query: 'Where does Bram live?', current: /utrecht/i, deleted: ['a'] },
];

// Round 99 (twenty-eighth session; written before running it).
const ROUND_99: Scenario[] = [
  { name: 'ck1 address: volunteer list', category: 'address', steps: [
    { ingest: 'a', at: '2022-02-01T10:00:00Z', content: 'Volunteer list: Sipho Dlamini, Durban, weekends only.' },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: 'Volunteer list: Sipho Dlamini has relocated to Cape Town and now helps on weekday evenings.' },
  ], query: 'Where does Sipho Dlamini live?', current: /cape town/i, old: /durban/i },
  { name: 'ck2 lme: co-working', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm looking for a co-working space in Lisbon, I've been living in Alfama for a year.", A + 'Try Second Home or Heden.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat("user: We've just moved to Porto. Which neighbourhoods have good co-working spaces?", A + 'Bonfim and Cedofeita have several.') },
  ], query: 'Where do I live?', current: /porto/i, old: /lisbon|alfama/i },
  { name: 'ck3 employer: podcast intro', category: 'employer', steps: [
    { ingest: 'a', at: '2022-05-01T10:00:00Z', content: "Episode notes: our guest, Hana Novak, is a product designer at Figma." },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: "Episode notes: returning guest Hana Novak, now design lead at Linear, talks about craft." },
  ], query: 'Where does Hana Novak work?', current: /linear/i, old: /figma/i },
  { name: 'ck4 lme: bartender', category: 'employer', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat("user: I bartend at The Crown on weekends. How do I speed up cocktail service?", A + 'Batch your syrups and prep garnishes.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I'm bartending at a new place now, the Blue Lagoon Bar. How do I learn their menu fast?", A + 'Make flashcards of the specs.') },
  ], query: 'Where do I bartend?', current: /blue lagoon/i, old: /crown/i },
  { name: 'ck5 preference: spice', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Dinner guests: Arjun likes his curry mild.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Dinner guests: Arjun likes his curry extra hot these days.' },
  ], query: 'How does Arjun like his curry?', current: /extra hot/i, old: /mild/i },
  { name: 'ck6 lme: gaming', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I mostly play on my PlayStation 5. Any good co-op games?', A + 'It Takes Two is great.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat("user: I sold my PS5 and game on a Steam Deck now. Which games run well on it?", A + 'Hades and Stardew Valley run perfectly.') },
  ], query: 'What do I game on?', current: /steam deck/i, old: /playstation|ps5/i },
  { name: 'ck7 preference: newspaper', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Reader survey: Walter reads The Times every morning.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Reader survey: Walter cancelled The Times and reads The Guardian every morning now.' },
  ], query: 'Which paper does Walter read?', current: /guardian/i, old: /times/i },
  { name: 'ck8 decision: office', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-10T10:00:00Z', content: 'Company update: our headquarters are in Dublin.' },
    { ingest: 'b', at: '2024-06-10T10:00:00Z', content: 'Company update: we are moving our headquarters to Amsterdam.' },
  ], query: 'Where are our headquarters?', current: /amsterdam/i, old: /dublin/i },
  { name: 'ck9 decision: vendor', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-10T10:00:00Z', content: 'Procurement: office supplies come from Viking.' },
    { ingest: 'b', at: '2024-03-10T10:00:00Z', content: 'Procurement: we now get office supplies from Staples.' },
  ], query: 'Where do office supplies come from?', current: /staples/i, old: /viking/i },
  { name: 'ck10 date: festival', category: 'date', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Town news: the food festival takes place on 8 June.' },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: 'Town news: the food festival was brought forward to 1 June.' },
  ], query: 'When is the food festival?', current: /1 June|June 1\b/i, old: /8 June|June 8/i },
  { name: 'ck11 lme: MOT', category: 'date', steps: [
    { ingest: 'a', at: '2024-04-01T10:00:00Z', content: chat("user: My car's MOT is due on May 3. What usually fails?", A + 'Lights, tyres and brakes.') },
    { ingest: 'b', at: '2024-04-20T10:00:00Z', content: chat("user: The garage could only fit my MOT in on May 10. Can I drive it after the 3rd?", A + 'Only to a pre-booked test.') },
  ], query: "When is my car's MOT?", current: /May 10|10 May/i, old: /May 3|3 May/i },
  { name: 'ck12 count: titles', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Publisher catalogue: Inkwell Press has published 140 titles.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Publisher catalogue: Inkwell Press has now published 175 titles.' },
  ], query: 'How many titles has Inkwell Press published?', current: /\b175\b/, old: /\b140\b/ },
  { name: 'ck13 lme: plants', category: 'count', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: I grow 5 tomato plants on my balcony. When should I feed them?', A + 'Once flowers appear, weekly.') },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: chat('user: I lost two to blight, so I only have 3 tomato plants left. Can I save them?', A + 'Remove affected leaves and improve airflow.') },
  ], query: 'How many tomato plants do I have?', current: /\b3\b|three/i, old: /\b5\b|five/i },
  { name: 'ck14 count: kilometres', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Training log: Freya runs 30 km a week.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Training log: Freya has upped her running to 50 km a week.' },
  ], query: 'How far does Freya run a week?', current: /50 km/i, old: /30 km/i },
  { name: 'ck15 late older: editor', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: 'Masthead: the editor-in-chief is now Rosa Lind.' },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: 'Masthead: the editor-in-chief is Peter Holm.' },
  ], query: 'Who is the editor-in-chief?', current: /rosa/i, old: /peter holm/i },
  { name: 'ck16 late older: lme gym time', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat("user: I've switched to lunchtime gym sessions. What should I eat after?", A + 'Protein and some carbs.') },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: I go to the gym at 6am before work. Should I eat first?', A + 'A banana is enough for most people.') },
  ], query: 'When do I go to the gym?', current: /lunchtime/i, old: /6 ?am/i },
  { name: 'ck17 two people: sports', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Sports day: Eli plays netball.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Sports day: Noor plays hockey.' },
  ], query: 'What does Eli play?', current: /netball/i, other: { query: 'What does Noor play?', value: /hockey/i } },
  { name: 'ck18 two people: colleges', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Alumni: Freddie went to Balliol.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Alumni: Zara went to Trinity Hall.' },
  ], query: 'Which college did Freddie go to?', current: /balliol/i, other: { query: 'Which college did Zara go to?', value: /trinity hall/i } },
  { name: 'ck19 update endpoint: opening hours', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Library: the library closes at 7pm.' },
    { update: 'a', content: 'Library: the library closes at 8pm.' },
  ], query: 'When does the library close?', current: /8 ?pm|20:00/i, old: /7 ?pm|19:00/i },
  { name: 'ck20 deleted: diet', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Ravi: I am gluten-free.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Ravi: I work at Infosys.' },
    { delete: 'a' },
  ], query: 'Where does Ravi work?', current: /infosys/i, deleted: ['a'] },
];

// Round 100 (twenty-eighth session; written before running it).
const ROUND_100: Scenario[] = [
  { name: 'cl1 address: alumni update', category: 'address', steps: [
    { ingest: 'a', at: '2022-03-01T10:00:00Z', content: 'Class notes: Miguel Torres writes from Seville, where he has lived since graduating.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Class notes: Miguel Torres writes that he has left Seville for Valencia.' },
  ], query: 'Where does Miguel Torres live?', current: /valencia/i, old: /seville/i },
  { name: 'cl2 lme: swimming pool', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: Are there any outdoor pools in Hackney? I live there and want to swim more.", A + 'London Fields Lido is open all year.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I live in Brixton now. Is Brockwell Lido open in winter?", A + 'Yes, it is open year-round.') },
  ], query: 'Where do I live?', current: /brixton/i, old: /hackney/i },
  { name: 'cl3 employer: HR note', category: 'employer', steps: [
    { ingest: 'a', at: '2022-04-01T10:00:00Z', content: 'HR note: Paolo Ricci joined us from Accenture as a consultant.' },
    { ingest: 'b', at: '2023-04-01T10:00:00Z', content: 'HR note: Paolo Ricci has resigned and is joining Deloitte next month.' },
  ], query: 'Where does Paolo Ricci work?', current: /deloitte/i, old: /accenture/i },
  { name: 'cl4 lme: chef', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm head chef at Rosa's Trattoria. How do I cost a new menu?", A + 'Cost each dish by ingredient weight.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I left Rosa's and opened my own restaurant, Basil & Vine. How do I find suppliers?", A + 'Visit local markets and ask other chefs.') },
  ], query: 'Where do I work?', current: /basil & vine/i, old: /rosa/i },
  { name: 'cl5 preference: car colour', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Wishlist: Sophie wants a red car.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Wishlist: Sophie has decided she wants a black car instead.' },
  ], query: 'What colour car does Sophie want?', current: /black/i, old: /\bred\b/i },
  { name: 'cl6 lme: gym type', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I love spin classes, I go three times a week. How do I avoid saddle soreness?', A + 'Get a proper bike fit and padded shorts.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: I've gone off spin and love reformer pilates now. Is it enough cardio?", A + 'Add a couple of brisk walks.') },
  ], query: 'What classes do I love?', current: /pilates/i, old: /spin/i },
  { name: 'cl7 preference: beer', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Pub quiz team: Declan drinks Guinness.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Pub quiz team: Declan has switched from Guinness to alcohol-free lager.' },
  ], query: 'What does Declan drink?', current: /alcohol-free/i, old: /guinness/i },
  { name: 'cl8 decision: backups', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-10T10:00:00Z', content: 'IT notes: backups are stored on Backblaze.' },
    { ingest: 'b', at: '2024-04-10T10:00:00Z', content: 'IT notes: backups are now stored on Amazon S3.' },
  ], query: 'Where are backups stored?', current: /s3/i, old: /backblaze/i },
  { name: 'cl9 decision: holiday policy', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-10T10:00:00Z', content: 'Handbook: employees get 25 days of annual leave.' },
    { ingest: 'b', at: '2024-05-10T10:00:00Z', content: 'Handbook: employees now get 28 days of annual leave.' },
  ], query: 'How many days of annual leave do employees get?', current: /\b28\b/, old: /\b25\b/ },
  { name: 'cl10 date: jury service', category: 'date', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Diary: Tom’s jury service starts on 4 March.' },
    { ingest: 'b', at: '2024-02-20T10:00:00Z', content: 'Diary: Tom’s jury service was deferred until 3 June.' },
  ], query: 'When does Tom’s jury service start?', current: /3 June|June 3/i, old: /4 March|March 4/i },
  { name: 'cl11 lme: housewarming', category: 'date', steps: [
    { ingest: 'a', at: '2024-05-01T10:00:00Z', content: chat("user: We're hosting a housewarming on June 1. How much food should I make for 30 people?", A + 'Plan about 8 bites per person.') },
    { ingest: 'b', at: '2024-05-20T10:00:00Z', content: chat('user: We moved the housewarming to June 8 because of the rain forecast. Should I send a new invite?', A + 'Yes, a quick update message is enough.') },
  ], query: 'When is our housewarming?', current: /June 8|8 June/i, old: /June 1\b|1 June/i },
  { name: 'cl12 count: stations', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Bike share: the scheme has 120 docking stations.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Bike share: the scheme has expanded to 165 docking stations.' },
  ], query: 'How many docking stations does the scheme have?', current: /\b165\b/, old: /\b120\b/ },
  { name: 'cl13 lme: reading goal', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My reading goal this year is 24 books. How do I stay on track?', A + 'Read 20 pages a day.') },
    { ingest: 'b', at: '2023-03-01T10:00:00Z', content: chat("user: I've raised my reading goal to 36 books this year. Too ambitious?", A + 'Doable with audiobooks.') },
  ], query: 'What is my reading goal this year?', current: /\b36\b/, old: /\b24\b/ },
  { name: 'cl14 count: price', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Price list: a monthly pass costs £55.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Price list: a monthly pass now costs £62.' },
  ], query: 'How much is a monthly pass?', current: /£62/, old: /£55/ },
  { name: 'cl15 late older: captain', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Crew list: Captain Alvarez now commands the Northern Star.' },
    { ingest: 'a', at: '2023-03-01T10:00:00Z', content: 'Crew list: Captain Berg commands the Northern Star.' },
  ], query: 'Who commands the Northern Star?', current: /alvarez/i, old: /berg/i },
  { name: 'cl16 late older: lme coffee machine', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat("user: I upgraded from my Nespresso to a Breville Barista Express. How do I dial in a grind?", A + 'Aim for a 25-30 second shot.') },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: I make my coffee with a Nespresso. Which pods are strongest?', A + 'Try Kazaar or Ristretto.') },
  ], query: 'What do I make my coffee with?', current: /breville/i, old: /nespresso/i },
  { name: 'cl17 two people: degrees', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Graduates: Leah has a degree in chemistry.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Graduates: Omar has a degree in history.' },
  ], query: 'What is Leah’s degree in?', current: /chemistry/i, other: { query: 'What is Omar’s degree in?', value: /history/i } },
  { name: 'cl18 two people: shifts', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Volunteer rota: Jun staffs the Monday desk.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Volunteer rota: Ada staffs the Thursday desk.' },
  ], query: 'Which desk does Jun staff?', current: /monday/i, other: { query: 'Which desk does Ada staff?', value: /thursday/i } },
  { name: 'cl19 update endpoint: parking', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Visitor info: parking costs £3 an hour.' },
    { update: 'a', content: 'Visitor info: parking costs £4 an hour.' },
  ], query: 'How much does parking cost?', current: /£4/, old: /£3/ },
  { name: 'cl20 deleted: pet', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Elsa: I have a pony called Star.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Elsa: I work at the stables in Lanark.' },
    { delete: 'a' },
  ], query: 'Where does Elsa work?', current: /stables|lanark/i, deleted: ['a'] },
];

// Round 101 (twenty-eighth session; written before running it).
const ROUND_101: Scenario[] = [
  { name: 'cm1 address: newsletter', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-15T10:00:00Z', content: 'Parish newsletter: the Whitakers live at Rose Cottage, Little Bampton.' },
    { ingest: 'b', at: '2023-05-15T10:00:00Z', content: 'Parish newsletter: the Whitakers have sold Rose Cottage and moved to Kendal.' },
  ], query: 'Where do the Whitakers live?', current: /kendal/i, old: /rose cottage|bampton/i },
  { name: 'cm2 lme: council tax', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: How do I pay council tax in Salford? I rent a flat there.", A + 'Set up a direct debit on the council website.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat("user: I've just moved into a house in Stockport. Do I need to tell Salford council I've left?", A + 'Yes, tell both councils your move date.') },
  ], query: 'Where do I live?', current: /stockport/i, old: /salford/i },
  { name: 'cm3 employer: club bio', category: 'employer', steps: [
    { ingest: 'a', at: '2022-03-01T10:00:00Z', content: 'Club bios: Nikos Papadopoulos, our treasurer, is an accountant at KPMG.' },
    { ingest: 'b', at: '2023-03-01T10:00:00Z', content: 'Club bios: Nikos Papadopoulos, our treasurer, now works as a finance manager at Ocado.' },
  ], query: 'Where does Nikos Papadopoulos work?', current: /ocado/i, old: /kpmg/i },
  { name: 'cm4 lme: vet nurse', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm a vet nurse at Greenbank Vets. How do I stay calm with anxious owners?", A + 'Explain each step before you do it.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I've moved practices and I'm at Riverside Animal Hospital now. How do I learn their systems?", A + 'Shadow a senior nurse for a week.') },
  ], query: 'Which practice do I work at?', current: /riverside/i, old: /greenbank/i },
  { name: 'cm5 preference: pasta', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Family recipes: Nonna’s favourite pasta shape is rigatoni.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Family recipes: Nonna now says orecchiette is her favourite pasta shape.' },
  ], query: 'What is Nonna’s favourite pasta shape?', current: /orecchiette/i, old: /rigatoni/i },
  { name: 'cm6 lme: journaling', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I journal in a paper Moleskine every night. Any prompts?', A + 'Try three good things from today.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: I've moved my journaling to the Day One app. Can I import photos?", A + 'Yes, you can attach photos to entries.') },
  ], query: 'Where do I journal?', current: /day one/i, old: /moleskine/i },
  { name: 'cm7 preference: sport', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Member profile: Anja’s main sport is tennis.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Member profile: Anja’s main sport is now padel.' },
  ], query: 'What is Anja’s main sport?', current: /padel/i, old: /tennis/i },
  { name: 'cm8 decision: storage', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: 'Team wiki: shared files are kept in Dropbox.' },
    { ingest: 'b', at: '2024-04-05T10:00:00Z', content: 'Team wiki: shared files are kept in Google Drive from now on.' },
  ], query: 'Where are shared files kept?', current: /google drive/i, old: /dropbox/i },
  { name: 'cm9 decision: standup format', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: 'Team norms: standup is held in person.' },
    { ingest: 'b', at: '2024-03-05T10:00:00Z', content: 'Team norms: standup is now held on Slack as a written update.' },
  ], query: 'How is standup held?', current: /slack|written/i, old: /in person/i },
  { name: 'cm10 date: open evening', category: 'date', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'College events: the open evening is on 12 March.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'College events: the open evening has been rearranged for 19 March.' },
  ], query: 'When is the open evening?', current: /19 March|March 19/i, old: /12 March|March 12/i },
  { name: 'cm11 lme: contract end', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: chat('user: My fixed-term contract ends on March 31. Should I start job hunting now?', A + 'Yes, start about three months ahead.') },
    { ingest: 'b', at: '2024-03-10T10:00:00Z', content: chat('user: Good news: they extended my contract to September 30. Should I still apply elsewhere?', A + 'Keep an eye out but no rush.') },
  ], query: 'When does my contract end?', current: /September 30|30 September/i, old: /March 31|31 March/i },
  { name: 'cm12 count: volunteers', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Annual review: the helpline has 55 trained volunteers.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Annual review: the helpline now has 72 trained volunteers.' },
  ], query: 'How many trained volunteers does the helpline have?', current: /\b72\b/, old: /\b55\b/ },
  { name: 'cm13 lme: side projects', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm juggling four side projects right now. How do I prioritise?", A + 'Pick one to finish first.') },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: chat("user: I dropped two of my side projects, so I'm down to two. Is that sustainable?", A + 'Two is manageable.') },
  ], query: 'How many side projects do I have?', current: /\btwo\b|\b2\b/i, old: /\bfour\b|\b4\b/i },
  { name: 'cm14 count: rent', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Flat share: the rent is £1,400 a month.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Flat share: the landlord put the rent up to £1,550 a month.' },
  ], query: 'How much is the rent?', current: /1,?550/, old: /1,?400/ },
  { name: 'cm15 late older: head coach', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Squad news: the head coach is now Ines Moreau.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Squad news: Piet van Dam is head coach.' },
  ], query: 'Who is the head coach?', current: /ines/i, old: /piet/i },
  { name: 'cm16 late older: lme laptop', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat("user: My new work laptop is a ThinkPad X1. How do I set up the fingerprint reader?", A + 'Use Windows Hello in settings.') },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: My work laptop is a Dell Latitude. How do I fix the trackpad lag?', A + 'Update the touchpad driver.') },
  ], query: 'What is my work laptop?', current: /thinkpad/i, old: /dell|latitude/i },
  { name: 'cm17 two people: commute', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Travel survey: Oona cycles to work.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Travel survey: Arlo takes the tube to work.' },
  ], query: 'How does Oona get to work?', current: /cycl/i, other: { query: 'How does Arlo get to work?', value: /tube/i } },
  { name: 'cm18 two people: languages', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Interpreters: Selin speaks Turkish.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Interpreters: Bao speaks Vietnamese.' },
  ], query: 'What does Selin speak?', current: /turkish/i, other: { query: 'What does Bao speak?', value: /vietnamese/i } },
  { name: 'cm19 update endpoint: meeting point', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Walk details: we meet at the station car park.' },
    { update: 'a', content: 'Walk details: we meet at the church gate.' },
  ], query: 'Where do we meet?', current: /church gate/i, old: /station car park/i },
  { name: 'cm20 deleted: allergy', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Mila: I am allergic to cats.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Mila: I live in Tallinn.' },
    { delete: 'a' },
  ], query: 'Where does Mila live?', current: /tallinn/i, deleted: ['a'] },
];

// Round 102 (twenty-eighth session; written before running it).
const ROUND_102: Scenario[] = [
  { name: 'cn1 address: wedding list', category: 'address', steps: [
    { ingest: 'a', at: '2022-05-01T10:00:00Z', content: 'Guest notes: Uncle Farid lives near Birmingham.' },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: 'Guest notes: Uncle Farid retired to the Isle of Wight last year.' },
  ], query: 'Where does Uncle Farid live?', current: /isle of wight/i, old: /birmingham/i },
  { name: 'cn2 lme: recycling', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: What day is recycling collected in Clifton? We live on Royal York Crescent.", A + 'Check the council collection calendar.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: We've moved across the river to Southville. Is the recycling schedule different here?", A + 'Yes, look up your new street.') },
  ], query: 'Where do we live?', current: /southville/i, old: /clifton|royal york/i },
  { name: 'cn3 employer: obituary style', category: 'employer', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Staff news: Gemma Roberts has worked at the BBC for ten years.' },
    { ingest: 'b', at: '2023-02-01T10:00:00Z', content: 'Staff news: Gemma Roberts leaves the BBC this week to join Channel 4.' },
  ], query: 'Where does Gemma Roberts work?', current: /channel 4/i, old: /bbc/i },
  { name: 'cn4 lme: driver', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I drive for Uber in the evenings. How do I get better ratings?", A + 'Keep the car clean and offer water.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I stopped driving for Uber and now deliver for Deliveroo on my bike. How do I plan routes?", A + 'Stick to areas with many restaurants.') },
  ], query: 'Who do I work for?', current: /deliveroo/i, old: /uber/i },
  { name: 'cn5 preference: football team', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Fan survey: Callum follows Rangers.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Fan survey: Callum follows Aberdeen now.' },
  ], query: 'Which team does Callum follow?', current: /aberdeen/i, old: /rangers/i },
  { name: 'cn6 lme: breakfast', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I always have porridge for breakfast. How can I make it more filling?', A + 'Add nut butter and seeds.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: I've switched to eggs on toast for breakfast. Is that healthier?", A + 'It is higher in protein.') },
  ], query: 'What do I have for breakfast?', current: /eggs/i, old: /porridge/i },
  { name: 'cn7 preference: holiday type', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Client notes: the Garcias prefer cruises.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Client notes: the Garcias now prefer city breaks to cruises.' },
  ], query: 'What holidays do the Garcias prefer?', current: /city breaks/i, old: /prefer cruises/i },
  { name: 'cn8 decision: phone system', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: 'Office IT: our phone system is provided by BT.' },
    { ingest: 'b', at: '2024-05-05T10:00:00Z', content: 'Office IT: our phone system is now provided by RingCentral.' },
  ], query: 'Who provides our phone system?', current: /ringcentral/i, old: /\bbt\b/i },
  { name: 'cn9 decision: review cycle', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: 'People team: performance reviews happen once a year.' },
    { ingest: 'b', at: '2024-05-05T10:00:00Z', content: 'People team: performance reviews now happen twice a year.' },
  ], query: 'How often do performance reviews happen?', current: /twice/i, old: /once a year/i },
  { name: 'cn10 date: court hearing', category: 'date', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Case file: the hearing is listed for 6 March.' },
    { ingest: 'b', at: '2024-02-25T10:00:00Z', content: 'Case file: the court has relisted the hearing for 20 March.' },
  ], query: 'When is the hearing?', current: /20 March|March 20\b/i, old: /6 March|March 6/i },
  { name: 'cn11 lme: move date', category: 'date', steps: [
    { ingest: 'a', at: '2024-05-01T10:00:00Z', content: chat("user: We move into the new flat on June 14. What should I pack first?", A + 'Pack the things you use least.') },
    { ingest: 'b', at: '2024-06-01T10:00:00Z', content: chat("user: The landlord needs more time, so we now move in on June 21. Can I store boxes somewhere?", A + 'Try a short-term storage unit.') },
  ], query: 'When do we move into the new flat?', current: /June 21|21 June/i, old: /June 14|14 June/i },
  { name: 'cn12 count: followers', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Channel stats: the YouTube channel has 12,000 subscribers.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Channel stats: the YouTube channel hit 25,000 subscribers.' },
  ], query: 'How many subscribers does the YouTube channel have?', current: /25,?000/, old: /12,?000/ },
  { name: 'cn13 lme: children', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: We have one daughter. What are good family holidays with a toddler?", A + 'Short flights and a kids club.') },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: chat("user: Our son was born in November, so now we have two kids. How do we travel with both?", A + 'A double buggy helps.') },
  ], query: 'How many kids do we have?', current: /\btwo\b|\b2\b/i, old: /\bone daughter\b/i },
  { name: 'cn14 count: bedrooms', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Property notes: the cottage has 2 bedrooms.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Property notes: after the loft conversion the cottage has 3 bedrooms.' },
  ], query: 'How many bedrooms does the cottage have?', current: /\b3\b/, old: /\b2\b/ },
  { name: 'cn15 late older: landlord', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Tenancy: our landlord is now Mrs Okonjo, who bought the building.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Tenancy: our landlord is Mr Hartley.' },
  ], query: 'Who is our landlord?', current: /okonjo/i, old: /hartley/i },
  { name: 'cn16 late older: lme phone', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat("user: I upgraded to a Pixel 8 Pro. How do I move my WhatsApp chats?", A + 'Use the WhatsApp transfer during setup.') },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: My phone is a Pixel 6. Is the battery replaceable?', A + 'Yes, at a repair shop.') },
  ], query: 'What phone do I have?', current: /pixel 8/i, old: /pixel 6/i },
  { name: 'cn17 two people: roles', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'PTA: Maryam chairs the PTA.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'PTA: Gavin runs the tuck shop.' },
  ], query: 'Who chairs the PTA?', current: /maryam/i, other: { query: 'Who runs the tuck shop?', value: /gavin/i } },
  { name: 'cn18 two people: instruments', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Orchestra: Lena plays first violin.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Orchestra: Jamal plays the oboe.' },
  ], query: 'What does Lena play?', current: /violin/i, other: { query: 'What does Jamal play?', value: /oboe/i } },
  { name: 'cn19 update endpoint: theme', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Conference: this year’s theme is resilience.' },
    { update: 'a', content: 'Conference: this year’s theme is open collaboration.' },
  ], query: 'What is this year’s theme?', current: /open collaboration/i, old: /resilience/i },
  { name: 'cn20 deleted: sport', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Tariq: I play five-a-side on Tuesdays.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Tariq: I work at the Met Office.' },
    { delete: 'a' },
  ], query: 'Where does Tariq work?', current: /met office/i, deleted: ['a'] },
];

// Round 103 (twenty-eighth session; written before running it).
const ROUND_103: Scenario[] = [
  { name: 'co1 address: society roll', category: 'address', steps: [
    { ingest: 'a', at: '2022-02-01T10:00:00Z', content: 'Society roll: Mrs Edna Price of Harrogate, member since 1998.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Society roll: Mrs Edna Price has moved to a care home in Knaresborough.' },
  ], query: 'Where does Edna Price live?', current: /knaresborough/i, old: /harrogate/i },
  { name: 'co2 lme: bins', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-10T10:00:00Z', content: chat("user: When are the bins collected on my street in Morningside? I've lived here two years.", A + 'Check the Edinburgh council website.') },
    { ingest: 'b', at: '2023-09-10T10:00:00Z', content: chat("user: We've just moved to Leith, near the Shore. Where do I get a parking permit?", A + 'Apply through the council website.') },
  ], query: 'Where do I live?', current: /leith/i, old: /morningside/i },
  { name: 'co3 employer: panel intro', category: 'employer', steps: [
    { ingest: 'a', at: '2022-04-01T10:00:00Z', content: 'Panel: joining us is Ruth Baker from Shell, where she heads sustainability.' },
    { ingest: 'b', at: '2023-04-01T10:00:00Z', content: 'Panel: joining us is Ruth Baker, who now heads sustainability at Ørsted.' },
  ], query: 'Where does Ruth Baker work?', current: /ørsted|orsted/i, old: /shell/i },
  { name: 'co4 lme: retail manager', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I manage a Lidl store in Bristol. How do I cut staff turnover?", A + 'Stable rotas and recognition help.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I've been headhunted by Aldi to run their new Bath store. How do I hire a team from scratch?", A + 'Start with strong shift leaders.') },
  ], query: 'Who do I work for?', current: /aldi/i, old: /lidl/i },
  { name: 'co5 preference: cheese', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Party notes: Bernard’s favourite cheese is Brie.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Party notes: Bernard has gone off Brie; Comté is his favourite cheese now.' },
  ], query: 'What is Bernard’s favourite cheese?', current: /comt/i, old: /brie/i },
  { name: 'co6 lme: podcasts app', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I listen to podcasts on Apple Podcasts. How do I speed up playback?', A + 'Tap the speed button in the player.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: I listen to podcasts on Pocket Casts these days. Can I import my subscriptions?", A + 'Yes, via OPML.') },
  ], query: 'What do I listen to podcasts on?', current: /pocket casts/i, old: /apple podcasts/i },
  { name: 'co7 preference: weekend', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Profile: Yusuf spends his weekends fishing.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Profile: Yusuf now spends his weekends sailing.' },
  ], query: 'How does Yusuf spend his weekends?', current: /sailing/i, old: /fishing/i },
  { name: 'co8 decision: accounting software', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: 'Finance: our books are kept in QuickBooks.' },
    { ingest: 'b', at: '2024-04-05T10:00:00Z', content: 'Finance: our books are now kept in Xero.' },
  ], query: 'Where are our books kept?', current: /xero/i, old: /quickbooks/i },
  { name: 'co9 decision: work pattern', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: 'Policy: the office works a five-day week.' },
    { ingest: 'b', at: '2024-06-05T10:00:00Z', content: 'Policy: the office has moved to a four-day week.' },
  ], query: 'How many days a week does the office work?', current: /four-day/i, old: /five-day/i },
  { name: 'co10 date: audit', category: 'date', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Compliance: the external audit begins on 8 April.' },
    { ingest: 'b', at: '2024-03-15T10:00:00Z', content: 'Compliance: the auditors asked to start the external audit on 15 April instead.' },
  ], query: 'When does the external audit begin?', current: /15 April|April 15/i, old: /8 April|April 8/i },
  { name: 'co11 lme: eye test', category: 'date', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: chat('user: I have an eye test booked for March 18. Should I bring my old glasses?', A + 'Yes, and a list of any symptoms.') },
    { ingest: 'b', at: '2024-03-12T10:00:00Z', content: chat('user: The optician moved my eye test to March 25. Is a week delay fine?', A + 'Yes, unless your vision changes suddenly.') },
  ], query: 'When is my eye test?', current: /March 25|25 March/i, old: /March 18|18 March/i },
  { name: 'co12 count: beds', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Shelter report: the night shelter offers 24 beds.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Shelter report: the night shelter now offers 36 beds.' },
  ], query: 'How many beds does the night shelter offer?', current: /\b36\b/, old: /\b24\b/ },
  { name: 'co13 lme: savings pot', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I've got £2,000 in my emergency fund. How much should I aim for?", A + 'Three to six months of expenses.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat("user: My emergency fund is up to £5,500 now. Should I keep going or invest?", A + 'Finish the fund first, then invest.') },
  ], query: 'How much is in my emergency fund?', current: /5,?500/, old: /2,?000/ },
  { name: 'co14 count: routes', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Airline news: SkyLink flies to 38 destinations.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Airline news: SkyLink now flies to 45 destinations.' },
  ], query: 'How many destinations does SkyLink fly to?', current: /\b45\b/, old: /\b38\b/ },
  { name: 'co15 late older: chair', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Minutes: Dr Adeyemi was elected chair of the governors.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Minutes: Mr Lowe is chair of the governors.' },
  ], query: 'Who is chair of the governors?', current: /adeyemi/i, old: /lowe/i },
  { name: 'co16 late older: lme shampoo', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat("user: My dermatologist told me to switch to Neutrogena T/Gel shampoo. How often should I use it?", A + 'Two or three times a week.') },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: I use Head & Shoulders shampoo but still get flakes. Why?', A + 'It may not suit your scalp.') },
  ], query: 'Which shampoo do I use?', current: /neutrogena/i, old: /head & shoulders/i },
  { name: 'co17 two people: shifts', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Ward rota: Nurse Bell works nights.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Ward rota: Nurse Kaur works days.' },
  ], query: 'When does Nurse Bell work?', current: /nights/i, other: { query: 'When does Nurse Kaur work?', value: /days/i } },
  { name: 'co18 two people: favourite books', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Book club: Amelia’s favourite book is Middlemarch.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Book club: Tobi’s favourite book is Things Fall Apart.' },
  ], query: 'What is Amelia’s favourite book?', current: /middlemarch/i, other: { query: 'What is Tobi’s favourite book?', value: /things fall apart/i } },
  { name: 'co19 update endpoint: dress code', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Gala: the dress code is lounge suits.' },
    { update: 'a', content: 'Gala: the dress code is black tie.' },
  ], query: 'What is the gala dress code?', current: /black tie/i, old: /lounge suits/i },
  { name: 'co20 deleted: pet', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Rhys: I have a border collie.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Rhys: I work at Cardiff University.' },
    { delete: 'a' },
  ], query: 'Where does Rhys work?', current: /cardiff university/i, deleted: ['a'] },
];

// Round 104 (twenty-eighth session; written before running it).
const ROUND_104: Scenario[] = [
  { name: 'cp1 address: alumni magazine', category: 'address', steps: [
    { ingest: 'a', at: '2022-03-01T10:00:00Z', content: 'Alumni magazine: Femi Adebayo (class of 2010) lives in Toronto.' },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: 'Alumni magazine: Femi Adebayo (class of 2010) has returned to Lagos.' },
  ], query: 'Where does Femi Adebayo live?', current: /lagos/i, old: /toronto/i },
  { name: 'cp2 lme: allotment', category: 'address', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat("user: Is there an allotment waiting list in Chorlton? That's where I am.", A + 'Contact the Chorlton allotment society.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat("user: Now that I live in Sale, can I keep my Chorlton allotment?", A + 'Usually yes, check the society rules.') },
  ], query: 'Where do I live?', current: /\bsale\b/i, old: /chorlton/i },
  { name: 'cp3 employer: mentor', category: 'employer', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Mentor notes: my mentor Grace works at Goldman Sachs.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Mentor notes: my mentor Grace left Goldman Sachs and works at Monzo now.' },
  ], query: 'Where does Grace work?', current: /monzo/i, old: /goldman/i },
  { name: 'cp4 lme: paramedic', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm a paramedic with the London Ambulance Service. How do I decompress after shifts?", A + 'Debrief with colleagues and keep a routine.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I've transferred to the Scottish Ambulance Service. Are protocols very different?", A + 'Mostly similar, with local differences.') },
  ], query: 'Which ambulance service do I work for?', current: /scottish/i, old: /london ambulance/i },
  { name: 'cp5 preference: takeaway', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'House notes: our go-to takeaway is the Thai place on Mill Road.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'House notes: our go-to takeaway is now the Lebanese grill on Regent Street.' },
  ], query: 'What is our go-to takeaway?', current: /lebanese/i, old: /thai/i },
  { name: 'cp6 lme: running time', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I prefer running in the evening when it is cooler. Any safety tips?', A + 'Wear reflective gear.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: These days I prefer running at dawn. How do I wake up earlier?", A + 'Move your bedtime earlier gradually.') },
  ], query: 'When do I prefer running?', current: /dawn/i, old: /evening/i },
  { name: 'cp7 preference: soft drink', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Catering list: Theo drinks Coke.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Catering list: Theo drinks sparkling water now, no more Coke.' },
  ], query: 'What does Theo drink?', current: /sparkling water/i, old: /drinks coke/i },
  { name: 'cp8 decision: hosting', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: 'Dev notes: the API is deployed to Heroku.' },
    { ingest: 'b', at: '2024-05-05T10:00:00Z', content: 'Dev notes: the API is deployed to Render now.' },
  ], query: 'Where is the API deployed?', current: /render/i, old: /heroku/i },
  { name: 'cp9 decision: lunch', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: 'Office notes: lunch is provided on Fridays.' },
    { ingest: 'b', at: '2024-04-05T10:00:00Z', content: 'Office notes: lunch is now provided on Wednesdays.' },
  ], query: 'When is lunch provided?', current: /wednesday/i, old: /friday/i },
  { name: 'cp10 date: kick-off', category: 'date', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Project plan: the kick-off meeting is on 4 March.' },
    { ingest: 'b', at: '2024-02-20T10:00:00Z', content: 'Project plan: the kick-off meeting slipped a week to 11 March.' },
  ], query: 'When is the kick-off meeting?', current: /11 March|March 11/i, old: /4 March|March 4\b/i },
  { name: 'cp11 lme: visa', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: chat('user: My visa runs out on 30 June. When should I apply to extend?', A + 'Apply at least two months before.') },
    { ingest: 'b', at: '2024-05-05T10:00:00Z', content: chat('user: My visa extension was approved, it now runs out on 30 June 2026. Do I need a new residence card?', A + 'Yes, apply for a new card.') },
  ], query: 'When does my visa run out?', current: /2026/, old: /30 June 2024|June 30, 2024/i },
  { name: 'cp12 count: pupils', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Dance school: Miss Clara teaches 40 pupils.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Dance school: Miss Clara now teaches 65 pupils.' },
  ], query: 'How many pupils does Miss Clara teach?', current: /\b65\b/, old: /\b40\b/ },
  { name: 'cp13 lme: chickens', category: 'count', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: We have four ducks on our smallholding. Do they need a pond?', A + 'A small pond or deep tub is enough.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat('user: Our ducks hatched a clutch, so we have nine ducks now. Do I need a bigger shelter?', A + 'Yes, allow more floor space.') },
  ], query: 'How many ducks do we have?', current: /nine|\b9\b/i, old: /four|\b4\b/i },
  { name: 'cp14 count: price', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Menu: a flat white costs £3.20.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Menu: a flat white now costs £3.60.' },
  ], query: 'How much is a flat white?', current: /3\.60/, old: /3\.20/ },
  { name: 'cp15 late older: owner', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Local news: the corner shop is now run by the Patel family.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Local news: the corner shop is run by Mr Jones.' },
  ], query: 'Who runs the corner shop?', current: /patel/i, old: /jones/i },
  { name: 'cp16 late older: lme fitness app', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat("user: I log my runs in Garmin Connect now instead of Strava. Can I export old runs?", A + 'Yes, via a bulk export.') },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: I log my runs in Strava. How do segments work?', A + 'They are timed stretches of road.') },
  ], query: 'Where do I log my runs?', current: /garmin/i, old: /strava/i },
  { name: 'cp17 two people: diets', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Dinner RSVPs: Hugo is vegan.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Dinner RSVPs: Ava is pescatarian.' },
  ], query: 'What diet does Hugo follow?', current: /vegan/i, other: { query: 'What diet does Ava follow?', value: /pescatarian/i } },
  { name: 'cp18 two people: rooms', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Room list: Kasia is in room 12.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Room list: Dev is in room 15.' },
  ], query: 'Which room is Kasia in?', current: /\b12\b/, other: { query: 'Which room is Dev in?', value: /\b15\b/ } },
  { name: 'cp19 update endpoint: start time', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Match info: kick-off is at 3pm.' },
    { update: 'a', content: 'Match info: kick-off is at 5:30pm.' },
  ], query: 'When is kick-off?', current: /5:30/, old: /3 ?pm|15:00/i },
  { name: 'cp20 deleted: hobby', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Ana: I do pottery on Thursdays.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Ana: I live in Braga.' },
    { delete: 'a' },
  ], query: 'Where does Ana live?', current: /braga/i, deleted: ['a'] },
];

// Round 105 (twenty-eighth session; written before running it).
const ROUND_105: Scenario[] = [
  { name: 'cq1 address: team directory', category: 'address', steps: [
    { ingest: 'a', at: '2022-02-01T10:00:00Z', content: 'Team directory: Lotte Visser works remotely from Groningen.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Team directory: Lotte Visser now works remotely from Maastricht, where she moved in May.' },
  ], query: 'Where does Lotte Visser live?', current: /maastricht/i, old: /groningen/i },
  { name: 'cq2 lme: farmers market', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: Where's the best farmers market near me? I'm in Ballard.", A + 'The Ballard Sunday market is great.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat("user: I'm in Fremont now after moving last month. Is there a market there?", A + 'Yes, the Fremont Sunday Market.') },
  ], query: 'Where do I live?', current: /fremont/i, old: /ballard/i },
  { name: 'cq3 employer: quote attribution', category: 'employer', steps: [
    { ingest: 'a', at: '2022-05-01T10:00:00Z', content: '"We ship weekly," said Marta Silva, engineering manager at Revolut.' },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: '"We ship daily now," said Marta Silva, who runs engineering at Wise.' },
  ], query: 'Where does Marta Silva work?', current: /wise/i, old: /revolut/i },
  { name: 'cq4 lme: lab tech', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm a lab technician for AstraZeneca. How do I keep a good lab notebook?", A + 'Date every entry and record deviations.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: I've started a new lab job at GSK. How do I get up to speed on their SOPs?", A + 'Read the key SOPs in your first week.') },
  ], query: 'Who do I work for?', current: /gsk/i, old: /astrazeneca/i },
  { name: 'cq5 preference: cocktail', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Bar notes: Ingrid always orders a negroni.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Bar notes: Ingrid always orders a mojito these days.' },
  ], query: 'What does Ingrid order?', current: /mojito/i, old: /negroni/i },
  { name: 'cq6 lme: audiobooks', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I get my audiobooks from Audible. Is the subscription worth it?', A + 'If you listen to one a month, yes.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: I cancelled Audible and get audiobooks from Libby with my library card now. Any good thrillers there?", A + 'Try searching the available-now filter.') },
  ], query: 'Where do I get audiobooks from?', current: /libby/i, old: /audible/i },
  { name: 'cq7 preference: seat', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Cinema profile: Pablo likes to sit at the back.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Cinema profile: Pablo now likes to sit near the front.' },
  ], query: 'Where does Pablo like to sit?', current: /front/i, old: /back/i },
  { name: 'cq8 decision: issue tracker', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: 'Eng handbook: bugs are tracked in Jira.' },
    { ingest: 'b', at: '2024-05-05T10:00:00Z', content: 'Eng handbook: we retired Jira; bugs are tracked in Linear.' },
  ], query: 'Where are bugs tracked?', current: /linear/i, old: /jira/i },
  { name: 'cq9 decision: retro cadence', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: 'Team norms: we run a retro every sprint.' },
    { ingest: 'b', at: '2024-04-05T10:00:00Z', content: 'Team norms: we now run a retro once a month.' },
  ], query: 'How often do we run a retro?', current: /once a month|monthly/i, old: /every sprint/i },
  { name: 'cq10 date: launch', category: 'date', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Launch plan: the mobile app goes live on 2 April.' },
    { ingest: 'b', at: '2024-03-15T10:00:00Z', content: 'Launch plan: app store review delays mean the mobile app goes live on 16 April.' },
  ], query: 'When does the mobile app go live?', current: /16 April|April 16/i, old: /2 April|April 2\b/i },
  { name: 'cq11 lme: boiler', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: chat('user: The boiler service is booked for January 22. Do I need to be home?', A + 'Yes, someone must let the engineer in.') },
    { ingest: 'b', at: '2024-01-15T10:00:00Z', content: chat('user: The engineer rebooked the boiler service for January 29. Will my warranty be okay?', A + 'A one-week delay is fine.') },
  ], query: 'When is the boiler service?', current: /January 29|29 January/i, old: /January 22|22 January/i },
  { name: 'cq12 count: staff', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Clinic profile: the clinic employs 14 nurses.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Clinic profile: the clinic now employs 19 nurses.' },
  ], query: 'How many nurses does the clinic employ?', current: /\b19\b/, old: /\b14\b/ },
  { name: 'cq13 lme: sourdough', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I bake two loaves of sourdough a week. Can I freeze them?", A + 'Yes, slice first.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: I'm baking four loaves a week now for the neighbours too. Do I need a bigger starter?", A + 'Feed it a bit more the night before.') },
  ], query: 'How many loaves do I bake a week?', current: /four|\b4\b/i, old: /\btwo\b|\b2\b/i },
  { name: 'cq14 count: members', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Choir update: the choir has 32 singers.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Choir update: the choir is down to 25 singers.' },
  ], query: 'How many singers does the choir have?', current: /\b25\b/, old: /\b32\b/ },
  { name: 'cq15 late older: manager', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Store notes: the branch manager is now Kelly Ng.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Store notes: Dan Frost manages the branch.' },
  ], query: 'Who manages the branch?', current: /kelly/i, old: /dan frost/i },
  { name: 'cq16 late older: lme bike', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat("user: I swapped my hybrid for a Brompton to make the commute easier. How do I fold it quickly?", A + 'Practise the three-step fold.') },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: I ride a Trek hybrid to work. What tyre pressure should I use?', A + 'Around 60-70 psi.') },
  ], query: 'What bike do I ride?', current: /brompton/i, old: /trek/i },
  { name: 'cq17 two people: allergies', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'School nurse: Poppy has a nut allergy.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'School nurse: Reuben has a dairy allergy.' },
  ], query: 'What allergy does Poppy have?', current: /nut/i, other: { query: 'What allergy does Reuben have?', value: /dairy/i } },
  { name: 'cq18 two people: homes', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Cousins: Lars lives in Oslo.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Cousins: Britt lives in Bergen.' },
  ], query: 'Where does Lars live?', current: /oslo/i, other: { query: 'Where does Britt live?', value: /bergen/i } },
  { name: 'cq19 update endpoint: deadline', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Course info: essays are due on 1 March.' },
    { update: 'a', content: 'Course info: essays are due on 8 March.' },
  ], query: 'When are essays due?', current: /8 March|March 8/i, old: /\b1 March|March 1\b/i },
  { name: 'cq20 deleted: diet', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Jonas: I am vegetarian.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Jonas: I work at Siemens.' },
    { delete: 'a' },
  ], query: 'Where does Jonas work?', current: /siemens/i, deleted: ['a'] },
];

const ROUND_106: Scenario[] = [
  { name: 'cr1 address: alumni note', category: 'address', steps: [
    { ingest: 'a', at: '2022-03-01T10:00:00Z', content: 'Alumni news: Femi Adeyemi (class of 2015) is based in Lagos, running a fintech.' },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: 'Alumni news: Femi Adeyemi (class of 2015) has relocated to Nairobi with his family.' },
  ], query: 'Where is Femi Adeyemi based?', current: /nairobi/i, old: /lagos/i },
  { name: 'cr2 lme: gym near home', category: 'address', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: Which gyms are open late near my place in Hackney?', A + 'Several 24-hour chains have branches there.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat("user: We moved house to Walthamstow in September. Is there a climbing wall nearby?", A + 'Yes, there is one near the market.') },
  ], query: 'Where do I live?', current: /walthamstow/i, old: /hackney/i },
  { name: 'cr3 employer: speaker bio', category: 'employer', steps: [
    { ingest: 'a', at: '2022-04-01T10:00:00Z', content: 'Speaker bio: Rina Patel is a staff engineer at Shopify, where she works on checkout.' },
    { ingest: 'b', at: '2023-11-01T10:00:00Z', content: 'Speaker bio: Rina Patel is a principal engineer at Stripe, where she works on payments infrastructure.' },
  ], query: 'Where does Rina Patel work?', current: /stripe/i, old: /shopify/i },
  { name: 'cr4 lme: nurse', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm a nurse at St Thomas' Hospital and my shifts are brutal. Any meal prep ideas?", A + 'Batch cook on your days off.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat("user: I moved from St Thomas' to King's College Hospital last month. Any tips for settling into a new ward?", A + 'Learn names and ask questions early.') },
  ], query: 'Which hospital do I work at?', current: /king's college/i, old: /st thomas/i },
  { name: 'cr5 preference: tea', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Guest notes: Mr Okafor takes his tea with milk and two sugars.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Guest notes: Mr Okafor has cut out sugar and takes his tea black now.' },
  ], query: 'How does Mr Okafor take his tea?', current: /black/i, old: /milk and two sugars|two sugars/i },
  { name: 'cr6 lme: streaming', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I mostly listen to music on Spotify. How do I make a collaborative playlist?', A + 'Open the playlist and tap the add-collaborator icon.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: I've switched to Apple Music for the lossless audio. Can I import my Spotify playlists?", A + 'Yes, with a transfer tool.') },
  ], query: 'What do I listen to music on?', current: /apple music/i, old: /spotify/i },
  { name: 'cr7 preference: holiday', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Family notes: Grandad loves cruises.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Family notes: after a rough crossing Grandad has gone off cruises and loves train holidays now.' },
  ], query: 'What kind of holiday does Grandad love?', current: /train/i, old: /cruise/i },
  { name: 'cr8 decision: database', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: 'Architecture decision record: we will use MongoDB for the orders service.' },
    { ingest: 'b', at: '2024-04-05T10:00:00Z', content: 'Architecture decision record (superseded): the orders service will use PostgreSQL instead of MongoDB.' },
  ], query: 'What database does the orders service use?', current: /postgres/i, old: /mongo/i },
  { name: 'cr9 decision: office days', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: 'HR bulletin: staff are expected in the office two days a week.' },
    { ingest: 'b', at: '2024-06-05T10:00:00Z', content: 'HR bulletin: from July, staff are expected in the office three days a week.' },
  ], query: 'How many days a week are staff expected in the office?', current: /three|\b3\b/i, old: /\btwo\b|\b2\b/i },
  { name: 'cr10 date: exam', category: 'date', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'School calendar: the chemistry exam is on 14 May.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'School calendar: the chemistry exam has moved to 21 May because of a clash.' },
  ], query: 'When is the chemistry exam?', current: /21 May|May 21/i, old: /14 May|May 14/i },
  { name: 'cr11 lme: passport', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: chat('user: My passport appointment is on February 8. What documents should I bring?', A + 'Your old passport and two photos.') },
    { ingest: 'b', at: '2024-01-20T10:00:00Z', content: chat('user: I managed to get an earlier passport appointment, it is on February 1 now. Do the photos need to be recent?', A + 'Taken within the last month.') },
  ], query: 'When is my passport appointment?', current: /February 1\b|1 February/i, old: /February 8|8 February/i },
  { name: 'cr12 count: beds', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Shelter report: the night shelter has 24 beds.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Shelter report: thanks to a grant the night shelter has expanded to 40 beds.' },
  ], query: 'How many beds does the night shelter have?', current: /\b40\b/, old: /\b24\b/ },
  { name: 'cr13 lme: coffee cups', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I drink five cups of coffee a day. Is that too much?', A + 'It is at the upper limit for most adults.') },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: chat("user: I've cut down to two cups of coffee a day. Why am I getting headaches?", A + 'Caffeine withdrawal; it passes in a week or so.') },
  ], query: 'How many cups of coffee do I drink a day?', current: /\btwo\b|\b2\b/i, old: /five|\b5\b/i },
  { name: 'cr14 count: subscribers', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Newsletter stats: The Weekly Loaf has 1,200 subscribers.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Newsletter stats: The Weekly Loaf passed 3,000 subscribers this month.' },
  ], query: 'How many subscribers does The Weekly Loaf have?', current: /3,000|3000/, old: /1,200|1200/ },
  { name: 'cr15 late older: captain', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Club notes: Hamza took over from Leon as captain of the first team.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Club notes: Leon is captain of the first team.' },
  ], query: 'Who is captain of the first team?', current: /hamza/i, old: /leon/i },
  { name: 'cr16 late older: lme phone', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat("user: I finally replaced my Pixel 6 with an iPhone 15. How do I move my WhatsApp chats?", A + 'Use the official transfer option.') },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: My phone is a Pixel 6. Why does the battery drain so fast?', A + 'Check background apps.') },
  ], query: 'What phone do I have?', current: /iphone/i, old: /pixel/i },
  { name: 'cr17 two people: instruments', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Band roster: Kit plays bass.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Band roster: Jules plays drums.' },
  ], query: 'What does Kit play?', current: /bass/i, other: { query: 'What does Jules play?', value: /drums/i } },
  { name: 'cr18 two people: birthdays', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: "Office birthdays: Marek's birthday is on 3 October." },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: "Office birthdays: Sunita's birthday is on 19 November." },
  ], query: "When is Marek's birthday?", current: /3 October|October 3/i, other: { query: "When is Sunita's birthday?", value: /19 November|November 19/i } },
  { name: 'cr19 update endpoint: wifi', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Cafe info: the wifi password is croissant22.' },
    { update: 'a', content: 'Cafe info: the wifi password is baguette23.' },
  ], query: 'What is the wifi password?', current: /baguette23/i, old: /croissant22/i },
  { name: 'cr20 deleted: pet', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Olu: I have a tortoise called Sheldon.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Olu: I live in Bristol.' },
    { delete: 'a' },
  ], query: 'Where does Olu live?', current: /bristol/i, deleted: ['a'] },
];

const ROUND_107: Scenario[] = [
  { name: 'cs1 address: voter roll', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Electoral roll extract: Gwen Morgan, 4 Castle Street, Cardiff.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Change of address notice: Gwen Morgan has moved from Cardiff to 12 Quay Road, Swansea.' },
  ], query: 'Where does Gwen Morgan live?', current: /swansea/i, old: /cardiff/i },
  { name: 'cs2 lme: council tax', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: What band is council tax for a flat in Leeds? I live there with two flatmates.', A + 'Most flats are band A or B.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: Since moving to York I pay more council tax. Is there a single person discount?", A + 'Yes, 25 % if you live alone.') },
  ], query: 'Where do I live?', current: /york/i, old: /leeds/i },
  { name: 'cs3 employer: contractor', category: 'employer', steps: [
    { ingest: 'a', at: '2022-05-01T10:00:00Z', content: 'Supplier list: our electrician Gary works for Sparks & Co.' },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: 'Supplier list: Gary the electrician went self-employed and trades as Gary Hill Electrical.' },
  ], query: 'Who does Gary work for?', current: /gary hill electrical|self-employed/i, old: /sparks/i },
  { name: 'cs4 lme: teacher', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I teach year 6 at Oakfield Primary. How do I prepare them for SATs without stress?', A + 'Short regular practice and lots of reassurance.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat("user: I got a job at Riverside Academy and I'm teaching year 9 now. How do I manage a rowdy class?", A + 'Set clear routines from day one.') },
  ], query: 'Where do I teach?', current: /riverside/i, old: /oakfield/i },
  { name: 'cs5 preference: breakfast', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Care plan: Doris likes porridge for breakfast.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Care plan: Doris now prefers scrambled eggs for breakfast.' },
  ], query: 'What does Doris like for breakfast?', current: /scrambled eggs/i, old: /porridge/i },
  { name: 'cs6 lme: game', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: My favourite game at the moment is Elden Ring. Any tips for the first boss?", A + 'Summon spirit ashes.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: I'm obsessed with Baldur's Gate 3 now, it's my new favourite. Which class should I pick?", A + 'Try a paladin first.') },
  ], query: 'What is my favourite game?', current: /baldur/i, old: /elden/i },
  { name: 'cs7 preference: newspaper', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Reading habits: Uncle Ray reads The Times every morning.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Reading habits: Uncle Ray gave up The Times and reads the Guardian every morning.' },
  ], query: 'What paper does Uncle Ray read?', current: /guardian/i, old: /times/i },
  { name: 'cs8 decision: hosting', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: 'Board minutes: the committee agreed to hold the summer fair on the village green.' },
    { ingest: 'b', at: '2024-03-05T10:00:00Z', content: 'Board minutes: because of the drainage works the summer fair will be held at the school field.' },
  ], query: 'Where will the summer fair be held?', current: /school field/i, old: /village green/i },
  { name: 'cs9 decision: code review', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: 'Team agreement: every pull request needs one approval.' },
    { ingest: 'b', at: '2024-04-05T10:00:00Z', content: 'Team agreement: after the outage we decided every pull request needs two approvals.' },
  ], query: 'How many approvals does a pull request need?', current: /two|\b2\b/i, old: /\bone\b|\b1\b/i },
  { name: 'cs10 date: wedding', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: "Save the date: Priya and Tom's wedding is on 7 September." },
    { ingest: 'b', at: '2024-02-15T10:00:00Z', content: "Change of date: Priya and Tom's wedding will now be on 14 September." },
  ], query: "When is Priya and Tom's wedding?", current: /14 September|September 14/i, old: /\b7 September|September 7\b/i },
  { name: 'cs11 lme: delivery', category: 'date', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: chat('user: My sofa delivery is due on March 12. Should I measure the door?', A + 'Yes, measure doors and stairs.') },
    { ingest: 'b', at: '2024-03-08T10:00:00Z', content: chat('user: The shop emailed that my sofa will arrive on March 19 instead. Can I claim compensation?', A + 'Check their delivery terms.') },
  ], query: 'When is my sofa delivery?', current: /March 19|19 March/i, old: /March 12|12 March/i },
  { name: 'cs12 count: volunteers', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Food bank update: we have 18 volunteers on the rota.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Food bank update: the rota is up to 31 volunteers.' },
  ], query: 'How many volunteers are on the rota?', current: /\b31\b/, old: /\b18\b/ },
  { name: 'cs13 lme: steps', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: My daily step goal is 8,000. Is that enough to lose weight?', A + 'Combined with diet, yes.') },
    { ingest: 'b', at: '2023-04-01T10:00:00Z', content: chat("user: I bumped my daily step goal to 12,000. How do I fit that into a desk job?", A + 'Walk during calls.') },
  ], query: 'What is my daily step goal?', current: /12,000|12000/, old: /8,000|8000/ },
  { name: 'cs14 count: branches', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Company profile: Greggs-style bakery chain Crumb operates 45 shops.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Company profile: Crumb closed 7 shops and now operates 38.' },
  ], query: 'How many shops does Crumb operate?', current: /\b38\b/, old: /\b45\b/ },
  { name: 'cs15 late older: vet', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Pet records: Biscuit is registered with Meadow Vets since the move.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Pet records: Biscuit is registered with Hilltop Veterinary Clinic.' },
  ], query: 'Which vet is Biscuit registered with?', current: /meadow/i, old: /hilltop/i },
  { name: 'cs16 late older: lme car', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat("user: I traded in my Golf for a Tesla Model 3. How long does a home charger take to install?", A + 'Usually half a day.') },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: I drive a VW Golf. When is the next service due?', A + 'Check the service booklet.') },
  ], query: 'What car do I drive?', current: /tesla/i, old: /golf/i },
  { name: 'cs17 two people: teams', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Org chart: Yusuf is on the platform team.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Org chart: Clare is on the growth team.' },
  ], query: 'Which team is Yusuf on?', current: /platform/i, other: { query: 'Which team is Clare on?', value: /growth/i } },
  { name: 'cs18 two people: cars', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Car park permits: Dmitri drives a red Fiat 500.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Car park permits: Leah drives a grey Skoda Octavia.' },
  ], query: 'What does Dmitri drive?', current: /fiat/i, other: { query: 'What does Leah drive?', value: /skoda/i } },
  { name: 'cs19 update endpoint: opening hours', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Library info: the library closes at 6pm on weekdays.' },
    { update: 'a', content: 'Library info: the library closes at 8pm on weekdays.' },
  ], query: 'When does the library close on weekdays?', current: /8pm/i, old: /6pm/i },
  { name: 'cs20 deleted: hobby', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Wen: I collect vinyl records.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Wen: I work at Unilever.' },
    { delete: 'a' },
  ], query: 'Where does Wen work?', current: /unilever/i, deleted: ['a'] },
];

const ROUND_108: Scenario[] = [
  { name: 'ct1 address: church newsletter', category: 'address', steps: [
    { ingest: 'a', at: '2022-03-01T10:00:00Z', content: 'Parish newsletter: we said goodbye to the Hendersons, who are moving to Inverness.' },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: 'Parish newsletter: the Hendersons write that they have settled in Aberdeen after a year in Inverness.' },
  ], query: 'Where do the Hendersons live?', current: /aberdeen/i, old: /inverness/i },
  { name: 'ct2 lme: bin day', category: 'address', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: What day are bins collected in Headingley? That is my area.', A + 'Check the council website for your street.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat("user: I'm renting in Chapel Allerton now. Are recycling bins blue or green there?", A + 'Green for recycling in most of Leeds.') },
  ], query: 'Where do I live?', current: /chapel allerton/i, old: /headingley/i },
  { name: 'ct3 employer: LinkedIn', category: 'employer', steps: [
    { ingest: 'a', at: '2022-04-01T10:00:00Z', content: 'LinkedIn update: Owen Price, Data Engineer at Ocado.' },
    { ingest: 'b', at: '2023-11-01T10:00:00Z', content: 'LinkedIn update: Owen Price is starting a new position as Senior Data Engineer at Deliveroo.' },
  ], query: 'Where does Owen Price work?', current: /deliveroo/i, old: /ocado/i },
  { name: 'ct4 lme: chef', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I cook at Dishoom in Shoreditch. How do I stop burning my forearms on the tandoor?", A + 'Wear sleeve guards.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat("user: Since I left Dishoom I've been cooking at Hoppers. How do I make a good hopper batter?", A + 'Ferment it overnight.') },
  ], query: 'Where do I cook?', current: /hoppers/i, old: /dishoom/i },
  { name: 'ct5 preference: ice cream', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: "Kids' favourites: Maisie always picks strawberry ice cream." },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: "Kids' favourites: Maisie picks mint choc chip ice cream now." },
  ], query: 'What ice cream does Maisie pick?', current: /mint/i, old: /strawberry/i },
  { name: 'ct6 lme: browser', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I do all my browsing in Chrome. How do I stop it eating my RAM?', A + 'Close unused tabs and check extensions.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: Firefox is my browser now, I ditched Chrome. How do I sync bookmarks?", A + 'Sign in to a Firefox account.') },
  ], query: 'What browser do I use?', current: /firefox/i, old: /chrome/i },
  { name: 'ct7 preference: sport on tv', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Pub regulars: Mick only watches the rugby.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Pub regulars: Mick has got into darts and only watches the darts now.' },
  ], query: 'What does Mick watch?', current: /darts/i, old: /rugby/i },
  { name: 'ct8 decision: uniform', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: 'Governors: the school blazer will stay navy.' },
    { ingest: 'b', at: '2024-04-05T10:00:00Z', content: 'Governors: after consultation the school blazer will change to bottle green.' },
  ], query: 'What colour is the school blazer?', current: /bottle green|green/i, old: /navy/i },
  { name: 'ct9 decision: language', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: 'Tech radar: the data pipeline is written in Scala.' },
    { ingest: 'b', at: '2024-06-05T10:00:00Z', content: 'Tech radar: we are rewriting the data pipeline in Python to make hiring easier.' },
  ], query: 'What language is the data pipeline written in?', current: /python/i, old: /scala/i },
  { name: 'ct10 date: open day', category: 'date', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'University news: the spring open day takes place on 9 March.' },
    { ingest: 'b', at: '2024-02-20T10:00:00Z', content: 'University news: due to strike action, the spring open day now takes place on 16 March.' },
  ], query: 'When is the spring open day?', current: /16 March|March 16/i, old: /\b9 March|March 9\b/i },
  { name: 'ct11 lme: dentist', category: 'date', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: chat('user: I see the dentist on January 24. Should I mention my sensitive tooth?', A + 'Yes, tell them.') },
    { ingest: 'b', at: '2024-01-15T10:00:00Z', content: chat("user: The dentist's receptionist called and moved me to January 31. Is a week's wait okay for a sensitive tooth?", A + 'Usually, unless it gets worse.') },
  ], query: 'When do I see the dentist?', current: /January 31|31 January/i, old: /January 24|24 January/i },
  { name: 'ct12 count: pupils', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Ofsted summary: Brook Lane Primary has 210 pupils on roll.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Ofsted summary: Brook Lane Primary now has 265 pupils on roll.' },
  ], query: 'How many pupils does Brook Lane Primary have?', current: /\b265\b/, old: /\b210\b/ },
  { name: 'ct13 lme: houseplants', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I keep about 15 houseplants in my flat. How often should I water them in winter?', A + 'Less often, when the top inch is dry.') },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: chat("user: My houseplant collection has grown to 40! Do I need a humidifier?", A + 'For tropical ones, it helps.') },
  ], query: 'How many houseplants do I have?', current: /\b40\b/, old: /\b15\b/ },
  { name: 'ct14 count: price', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Gym pricing: off-peak membership costs £25 a month.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Gym pricing: off-peak membership has gone up to £29 a month.' },
  ], query: 'How much does off-peak membership cost?', current: /£29/, old: /£25/ },
  { name: 'ct15 late older: landlord', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Tenancy notes: the flat was sold, so our landlord is now Mr Barnes.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Tenancy notes: our landlord is Mrs Quinn.' },
  ], query: 'Who is our landlord?', current: /barnes/i, old: /quinn/i },
  { name: 'ct16 late older: lme school run', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat("user: Ever since we got the cargo bike I take the kids to school by bike. What rain covers are good?", A + 'Look for a full canopy.') },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: I take the kids to school by car. How can I make the drop-off less stressful?', A + 'Leave five minutes earlier.') },
  ], query: 'How do I take the kids to school?', current: /bike/i, old: /\bcar\b/i },
  { name: 'ct17 two people: languages', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Volunteer skills: Ines speaks Portuguese.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Volunteer skills: Farid speaks Arabic.' },
  ], query: 'What language does Ines speak?', current: /portuguese/i, other: { query: 'What language does Farid speak?', value: /arabic/i } },
  { name: 'ct18 two people: desks', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Seating plan: Bea sits by the window.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Seating plan: Conor sits next to the kitchen.' },
  ], query: 'Where does Bea sit?', current: /window/i, other: { query: 'Where does Conor sit?', value: /kitchen/i } },
  { name: 'ct19 update endpoint: parking', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Visitor info: parking costs £2 an hour.' },
    { update: 'a', content: 'Visitor info: parking costs £3 an hour.' },
  ], query: 'How much does parking cost?', current: /£3/, old: /£2/ },
  { name: 'ct20 deleted: allergy', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Milo: I am allergic to cats.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Milo: I work at Arup.' },
    { delete: 'a' },
  ], query: 'Where does Milo work?', current: /arup/i, deleted: ['a'] },
];

const ROUND_109: Scenario[] = [
  { name: 'cu1 address: signature', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Email signature: Tomasz Nowak | Krakow office' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Email: Hi all, quick note that I have relocated to our Warsaw office. Best, Tomasz Nowak' },
  ], query: 'Which office is Tomasz Nowak in?', current: /warsaw/i, old: /krakow/i },
  { name: 'cu2 lme: commute', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I live out in Reading and commute into Paddington. Is a season ticket worth it?', A + 'If you travel four days a week, yes.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: We left Reading for Oxford over the summer. Is the Oxford Tube or the train better for London?", A + 'The train is faster, the coach cheaper.') },
  ], query: 'Where do I live?', current: /oxford/i, old: /reading/i },
  { name: 'cu3 employer: newsroom', category: 'employer', steps: [
    { ingest: 'a', at: '2022-05-01T10:00:00Z', content: 'Masthead: political editor Jo Kaur (The Guardian).' },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: 'Media moves: Jo Kaur has been poached by the BBC as political editor.' },
  ], query: 'Where does Jo Kaur work?', current: /bbc/i, old: /guardian/i },
  { name: 'cu4 lme: warehouse', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I pick orders at the Amazon warehouse in Dunstable. How do I protect my knees?", A + 'Good shoes and knee stretches.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat("user: I'm a driver for DPD now, no more warehouse shifts. How do I plan a route efficiently?", A + 'Use the app and group by postcode.') },
  ], query: 'Who do I work for?', current: /dpd/i, old: /amazon/i },
  { name: 'cu5 preference: milk', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Office fridge: Hana drinks oat milk.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Office fridge: Hana has switched from oat to soy milk.' },
  ], query: 'What milk does Hana drink?', current: /soy/i, old: /\boat\b/i },
  { name: 'cu6 lme: podcasts', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: The Rest Is History is the podcast I never miss. Any similar ones?", A + 'Try Empire.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: Lately the podcast I never miss is Diary of a CEO. Who is on this week?", A + 'I cannot check live listings.') },
  ], query: 'Which podcast do I never miss?', current: /diary of a ceo/i, old: /rest is history/i },
  { name: 'cu7 preference: workout', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Client notes: Roisin prefers spin classes.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: "Client notes: Roisin finds spin boring these days; reformer pilates is what she prefers." },
  ], query: 'What does Roisin prefer?', current: /pilates/i, old: /spin/i },
  { name: 'cu8 decision: cloud', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: 'Infra notes: production runs on Azure.' },
    { ingest: 'b', at: '2024-05-05T10:00:00Z', content: 'Infra notes: the migration finished last week and production runs on Google Cloud.' },
  ], query: 'Where does production run?', current: /google cloud|gcp/i, old: /azure/i },
  { name: 'cu9 decision: payday', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: 'Payroll policy: staff are paid on the last working day of the month.' },
    { ingest: 'b', at: '2024-04-05T10:00:00Z', content: 'Payroll policy: from May staff are paid on the 25th of each month.' },
  ], query: 'When are staff paid?', current: /25th/i, old: /last working day/i },
  { name: 'cu10 date: planning hearing', category: 'date', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Council notice: the planning hearing for the Mill Street flats is set for 12 March.' },
    { ingest: 'b', at: '2024-02-25T10:00:00Z', content: 'Council notice: the planning hearing for the Mill Street flats has been adjourned until 9 April.' },
  ], query: 'When is the planning hearing for the Mill Street flats?', current: /9 April|April 9/i, old: /12 March|March 12/i },
  { name: 'cu11 lme: road test', category: 'date', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: chat('user: My driving test is on April 10. How do I calm my nerves?', A + 'Practise the route and breathe slowly.') },
    { ingest: 'b', at: '2024-03-20T10:00:00Z', content: chat("user: The examiner was off sick so my test got moved to April 24. Should I book extra lessons?", A + 'One or two would help.') },
  ], query: 'When is my driving test?', current: /April 24|24 April/i, old: /April 10|10 April/i },
  { name: 'cu12 count: fleet', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Fleet report: the council runs 60 electric buses.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Fleet report: the council added 25 electric buses, bringing the total to 85.' },
  ], query: 'How many electric buses does the council run?', current: /\b85\b/, old: /\b60\b/ },
  { name: 'cu13 lme: hours slept', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I only sleep about 5 hours a night. Is that dangerous long term?', A + 'It raises health risks over time.') },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: chat("user: With a new bedtime routine I sleep 7 hours a night now. How do I keep it up?", A + 'Keep the same wake time every day.') },
  ], query: 'How many hours do I sleep a night?', current: /\b7\b|seven/i, old: /\b5\b|five/i },
  { name: 'cu14 count: followers', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Social stats: the bakery Instagram account has 4,500 followers.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Social stats: the bakery Instagram account hit 10,000 followers after the TV feature.' },
  ], query: 'How many followers does the bakery Instagram account have?', current: /10,000|10000/, old: /4,500|4500/ },
  { name: 'cu15 late older: lunch spot', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Team habits: since the canteen closed we get lunch from Leon.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Team habits: we get lunch from the canteen.' },
  ], query: 'Where do we get lunch from?', current: /leon/i, old: /canteen/i },
  { name: 'cu16 late older: lme savings', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat("user: I've moved my savings from Barclays to Chase for the better interest rate. Is Chase covered by the FSCS?", A + 'Yes, up to the usual limit.') },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: My savings are with Barclays. Is 2% a good rate?', A + 'You can probably find better.') },
  ], query: 'Where are my savings?', current: /chase/i, old: /barclays/i },
  { name: 'cu17 two people: shifts', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Rota: Aisha works the early shift.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Rota: Kemal works the late shift.' },
  ], query: 'Which shift does Aisha work?', current: /early/i, other: { query: 'Which shift does Kemal work?', value: /late/i } },
  { name: 'cu18 two people: hometowns', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Intro round: Niamh is from Galway.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Intro round: Sven is from Malmo.' },
  ], query: 'Where is Niamh from?', current: /galway/i, other: { query: 'Where is Sven from?', value: /malmo/i } },
  { name: 'cu19 update endpoint: meeting room', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Onboarding: the weekly all-hands is in the Atrium.' },
    { update: 'a', content: 'Onboarding: the weekly all-hands is in the Loft.' },
  ], query: 'Where is the weekly all-hands?', current: /loft/i, old: /atrium/i },
  { name: 'cu20 deleted: diet', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Esme: I do not eat gluten.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Esme: I live in Exeter.' },
    { delete: 'a' },
  ], query: 'Where does Esme live?', current: /exeter/i, deleted: ['a'] },
];

const ROUND_110: Scenario[] = [
  { name: 'cv1 address: form', category: 'address', steps: [
    { ingest: 'a', at: '2022-03-01T10:00:00Z', content: 'Membership form\nName: Ruth Ellison\nTown: Harrogate\nInterests: birdwatching' },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: 'Membership form (updated)\nName: Ruth Ellison\nTown: Whitby\nInterests: birdwatching, sea fishing' },
  ], query: 'What town does Ruth Ellison live in?', current: /whitby/i, old: /harrogate/i },
  { name: 'cv2 lme: moving boxes', category: 'address', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat("user: my flat in Brixton is tiny, how do I store a bike indoors?", A + 'A wall hook saves floor space.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat("user: finally unpacked after the move to Peckham!! where can I recycle all the cardboard?", A + 'The council tip takes it.') },
  ], query: 'Where do I live?', current: /peckham/i, old: /brixton/i },
  { name: 'cv3 employer: meeting transcript', category: 'employer', steps: [
    { ingest: 'a', at: '2022-04-01T10:00:00Z', content: 'Kickoff call transcript\nHost: Can everyone introduce themselves?\nLena Fischer: Hi, Lena, I look after partnerships at Zalando.' },
    { ingest: 'b', at: '2023-11-01T10:00:00Z', content: 'Quarterly call transcript\nHost: Any new faces?\nLena Fischer: Not new, but new company: I moved over to N26 in the summer, still doing partnerships.' },
  ], query: 'Where does Lena Fischer work?', current: /n26/i, old: /zalando/i },
  { name: 'cv4 lme: barista', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I pull shots at a Costa near the station. How do I get better latte art?", A + 'Practise pouring with water and a drop of soap.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat("user: Quit Costa, now I'm a barista at an independent place called Grindhouse. How do I dial in a new grinder?", A + 'Adjust one step at a time and taste.') },
  ], query: 'Where do I work?', current: /grindhouse/i, old: /costa/i },
  { name: 'cv5 preference: reading', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Book club notes: Hattie reads nothing but crime novels.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Book club notes: Hattie has moved on from crime and reads mostly historical fiction.' },
  ], query: 'What does Hattie read?', current: /historical/i, old: /crime/i },
  { name: 'cv6 lme: running shoes', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I always run in Nike Pegasus. Are they good for a half marathon?', A + 'Yes, they are a solid daily trainer.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: I've gone over to Hoka Cliftons, way more cushioning. How long do they last?", A + 'About 500 to 700 km.') },
  ], query: 'What shoes do I run in?', current: /hoka/i, old: /nike|pegasus/i },
  { name: 'cv7 preference: seat on flights', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Travel profile: Mr Haddad always books a window seat.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Travel profile: after his knee surgery Mr Haddad books an aisle seat.' },
  ], query: 'What seat does Mr Haddad book?', current: /aisle/i, old: /window/i },
  { name: 'cv8 decision: vendor', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: 'Procurement log: laptops are bought from Dell.' },
    { ingest: 'b', at: '2024-05-05T10:00:00Z', content: 'Procurement log: decision taken to buy laptops from Lenovo going forward.' },
  ], query: 'Where are laptops bought from?', current: /lenovo/i, old: /dell/i },
  { name: 'cv9 decision: newsletter', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: 'Comms plan: the newsletter goes out every Friday.' },
    { ingest: 'b', at: '2024-04-05T10:00:00Z', content: 'Comms plan: we agreed the newsletter will go out every other Tuesday instead.' },
  ], query: 'When does the newsletter go out?', current: /tuesday/i, old: /friday/i },
  { name: 'cv10 date: festival', category: 'date', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Events: the food festival is happening on 18 May.' },
    { ingest: 'b', at: '2024-03-15T10:00:00Z', content: 'Events: heads up, the food festival is now happening a week later, on 25 May.' },
  ], query: 'When is the food festival?', current: /25 May|May 25/i, old: /18 May|May 18/i },
  { name: 'cv11 lme: car service', category: 'date', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: chat('user: My car goes in for its service on March 14. Can I ask them to check the brakes?', A + 'Yes, mention it when you drop it off.') },
    { ingest: 'b', at: '2024-03-10T10:00:00Z', content: chat("user: The garage couldn't get the parts, so the service is now March 21. Is it safe to drive till then?", A + 'Probably, unless warning lights come on.') },
  ], query: 'When is my car service?', current: /March 21|21 March/i, old: /March 14|14 March/i },
  { name: 'cv12 count: allotments', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Allotment society: the site has 48 plots.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Allotment society: the new field means the site now has 70 plots.' },
  ], query: 'How many plots does the site have?', current: /\b70\b/, old: /\b48\b/ },
  { name: 'cv13 lme: languages', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I speak three languages. Is it worth adding a fourth?', A + 'If you have a reason to use it, yes.') },
    { ingest: 'b', at: '2023-12-01T10:00:00Z', content: chat("user: With Japanese I now speak four languages. How do I keep them all fresh?", A + 'Rotate short daily practice.') },
  ], query: 'How many languages do I speak?', current: /four|\b4\b/i, old: /three|\b3\b/i },
  { name: 'cv14 count: rent', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Lettings: the rent for 14 Oak Street is £950 a month.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Lettings: from January the rent for 14 Oak Street rises to £1,025 a month.' },
  ], query: 'What is the rent for 14 Oak Street?', current: /1,025/, old: /£950/ },
  { name: 'cv15 late older: coach', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Squad news: Coach Martins has replaced Coach Webb in charge of the under-14s.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Squad news: Coach Webb is in charge of the under-14s.' },
  ], query: 'Who is in charge of the under-14s?', current: /martins/i, old: /webb/i },
  { name: 'cv16 late older: lme gym', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat("user: I cancelled PureGym and joined The Gym Group because it's closer. Do they have a squat rack?", A + 'Most branches do.') },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat("user: I'm a PureGym member. What's a good beginner routine?", A + 'Three full-body sessions a week.') },
  ], query: 'Which gym am I a member of?', current: /gym group/i, old: /puregym/i },
  { name: 'cv17 two people: pets', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Neighbours: Dolores has a greyhound.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Neighbours: Ahmed has a parrot.' },
  ], query: 'What pet does Dolores have?', current: /greyhound/i, other: { query: 'What pet does Ahmed have?', value: /parrot/i } },
  { name: 'cv18 two people: roles', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Committee: Pauline is the treasurer.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Committee: Graham is the secretary.' },
  ], query: 'What is Pauline on the committee?', current: /treasurer/i, other: { query: 'What is Graham on the committee?', value: /secretary/i } },
  { name: 'cv19 update endpoint: deadline', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Grant call: applications close on 15 March.' },
    { update: 'a', content: 'Grant call: applications close on 29 March.' },
  ], query: 'When do applications close?', current: /29 March|March 29/i, old: /15 March|March 15/i },
  { name: 'cv20 deleted: car', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Ivo: I drive a Mini.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Ivo: I work at Capgemini.' },
    { delete: 'a' },
  ], query: 'Where does Ivo work?', current: /capgemini/i, deleted: ['a'] },
];

const ROUND_111: Scenario[] = [
  { name: 'cw1 address: obituary-style note', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Class notes: Priya Raman (2009) writes from Bangalore, where she runs a design studio.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Class notes: Priya Raman (2009) has swapped Bangalore for Lisbon and is freelancing.' },
  ], query: 'Where does Priya Raman live?', current: /lisbon/i, old: /bangalore/i },
  { name: 'cw2 lme: broadband', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: Which broadband providers cover Didsbury? I live just off the high street.', A + 'Most major providers do.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: Our new house in Altrincham needs broadband set up. Do I need a landline?", A + 'Not for full fibre.') },
  ], query: 'Where do I live?', current: /altrincham/i, old: /didsbury/i },
  { name: 'cw3 employer: bylines', category: 'employer', steps: [
    { ingest: 'a', at: '2022-05-01T10:00:00Z', content: 'Byline: By Marcus Reid, health correspondent, The Independent' },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: 'Byline: By Marcus Reid, health editor, The Telegraph' },
  ], query: 'Where does Marcus Reid work?', current: /telegraph/i, old: /independent/i },
  { name: 'cw4 lme: support agent', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I handle customer support for Vodafone and the calls are draining. Any tips?", A + 'Take micro-breaks between calls.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat("user: New job! I do customer support for Octopus Energy now. How do I learn the tariffs fast?", A + 'Make a one-page cheat sheet.') },
  ], query: 'Who do I do customer support for?', current: /octopus/i, old: /vodafone/i },
  { name: 'cw5 preference: cuisine', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: "Date night notes: Kofi's favourite cuisine is Italian." },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: "Date night notes: Kofi can't get enough of Korean food lately, it's his favourite cuisine now." },
  ], query: "What is Kofi's favourite cuisine?", current: /korean/i, old: /italian/i },
  { name: 'cw6 lme: note app', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I keep all my notes in Evernote. How do I tag them well?', A + 'Use a small set of broad tags.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: Obsidian has replaced Evernote for my notes. How do I sync across devices?", A + 'Use Obsidian Sync or a cloud folder.') },
  ], query: 'What app do I keep my notes in?', current: /obsidian/i, old: /evernote/i },
  { name: 'cw7 preference: team', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Fan club: Declan is a lifelong Leeds United fan.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Fan club: Declan has switched allegiance to Bradford City.' },
  ], query: 'Which team does Declan support?', current: /bradford/i, old: /leeds/i },
  { name: 'cw8 decision: framework', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: 'RFC 12: the admin panel will be built with Angular.' },
    { ingest: 'b', at: '2024-03-05T10:00:00Z', content: 'RFC 12 (revised): after the spike we are building the admin panel with Svelte.' },
  ], query: 'What is the admin panel built with?', current: /svelte/i, old: /angular/i },
  { name: 'cw9 decision: meeting length', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: 'Working agreements: standups last 15 minutes.' },
    { ingest: 'b', at: '2024-04-05T10:00:00Z', content: 'Working agreements: standups are capped at 10 minutes from now on.' },
  ], query: 'How long do standups last?', current: /10 minutes/i, old: /15 minutes/i },
  { name: 'cw10 date: tribunal', category: 'date', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: "Case file: Mrs Obi's tribunal hearing is listed for 11 June." },
    { ingest: 'b', at: '2024-04-01T10:00:00Z', content: "Case file: Mrs Obi's tribunal hearing was relisted for 2 July after the judge fell ill." },
  ], query: "When is Mrs Obi's tribunal hearing?", current: /2 July|July 2\b/i, old: /11 June|June 11/i },
  { name: 'cw11 lme: flight home', category: 'date', steps: [
    { ingest: 'a', at: '2024-05-01T10:00:00Z', content: chat('user: I fly home from Bali on June 9. Should I get a PCR test?', A + 'Not usually needed now.') },
    { ingest: 'b', at: '2024-05-20T10:00:00Z', content: chat("user: I extended my trip, so I fly home from Bali on June 16 now. Will my visa cover it?", A + 'Check your visa length.') },
  ], query: 'When do I fly home from Bali?', current: /June 16|16 June/i, old: /June 9|9 June/i },
  { name: 'cw12 count: seats', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Venue spec: the theatre seats 350 people.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Venue spec: after the refurbishment the theatre seats 420 people.' },
  ], query: 'How many people does the theatre seat?', current: /\b420\b/, old: /\b350\b/ },
  { name: 'cw13 lme: savings goal', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm saving £200 a month for a house deposit. Is that realistic?", A + 'It depends on the price range.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: Got a raise, so I'm putting away £350 a month for the deposit now. Should I use a LISA?", A + 'A Lifetime ISA adds a 25 % bonus.') },
  ], query: 'How much do I save a month?', current: /£350/, old: /£200/ },
  { name: 'cw14 count: users', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Board deck: Tally has 12,000 paying customers.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Board deck: paying customers at Tally reached 19,500.' },
  ], query: 'How many paying customers does Tally have?', current: /19,500|19500/, old: /12,000|12000/ },
  { name: 'cw15 late older: broker', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Investments: my pension is with Vanguard after I transferred it.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Investments: my pension is with Aviva.' },
  ], query: 'Who is my pension with?', current: /vanguard/i, old: /aviva/i },
  { name: 'cw16 late older: lme instrument', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat("user: I've put the guitar down and started cello lessons. Is it too late to learn at 40?", A + 'Not at all.') },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: I play guitar most evenings. How do I build finger strength?', A + 'Short daily sessions.') },
  ], query: 'What instrument do I play?', current: /cello/i, old: /guitar/i },
  { name: 'cw17 two people: universities', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Family news: Chloe studies at Durham.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Family news: Rory studies at St Andrews.' },
  ], query: 'Where does Chloe study?', current: /durham/i, other: { query: 'Where does Rory study?', value: /st andrews/i } },
  { name: 'cw18 two people: diets', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Guest list: Tamsin is gluten-free.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Guest list: Joel is vegan.' },
  ], query: 'What diet is Tamsin?', current: /gluten/i, other: { query: 'What diet is Joel?', value: /vegan/i } },
  { name: 'cw19 update endpoint: price', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Price list: a haircut costs £18.' },
    { update: 'a', content: 'Price list: a haircut costs £22.' },
  ], query: 'How much does a haircut cost?', current: /£22/, old: /£18/ },
  { name: 'cw20 deleted: sport', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Nell: I play netball on Mondays.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Nell: I live in Truro.' },
    { delete: 'a' },
  ], query: 'Where does Nell live?', current: /truro/i, deleted: ['a'] },
];

const ROUND_112: Scenario[] = [
  { name: 'cx1 address: group chat', category: 'address', steps: [
    { ingest: 'a', at: '2022-03-01T10:00:00Z', content: 'Sam: where are you living these days Jess?\nJess: still in Hove, right by the seafront' },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: 'Sam: how is the new place Jess?\nJess: loving Lewes so far, the move from Hove was worth it' },
  ], query: 'Where does Jess live?', current: /lewes/i, old: /hove/i },
  { name: 'cx2 lme: parking permit', category: 'address', steps: [
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: How do I get a residents parking permit in Clifton? I just moved there.', A + 'Apply on the council website.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat("user: I've moved again, to Bedminster this time. Do I need a new permit?", A + 'Yes, permits are tied to an address.') },
  ], query: 'Where do I live?', current: /bedminster/i, old: /clifton/i },
  { name: 'cx3 employer: correction', category: 'employer', steps: [
    { ingest: 'a', at: '2022-04-01T10:00:00Z', content: 'Alumni update: Yusuf Ali is a solicitor at Allen & Overy.' },
    { ingest: 'b', at: '2023-11-01T10:00:00Z', content: 'Alumni update: Yusuf Ali is no longer at Allen & Overy - he is now in-house counsel at Unilever.' },
  ], query: 'Where does Yusuf Ali work?', current: /unilever/i, old: /allen/i },
  { name: 'cx4 lme: gig work', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I drive for Uber most nights. What's the best way to track mileage for tax?", A + 'Use a mileage app.') },
    { ingest: 'b', at: '2023-08-01T10:00:00Z', content: chat("user: These days I deliver for Just Eat instead of driving. Can I still claim mileage?", A + 'Yes, for business trips.') },
  ], query: 'Who do I work for?', current: /just eat/i, old: /uber/i },
  { name: 'cx5 preference: music', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Party planning: Gemma wants jazz played at her birthday.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Party planning: Gemma changed her mind and wants a soul playlist at her birthday.' },
  ], query: 'What music does Gemma want at her birthday?', current: /soul/i, old: /jazz/i },
  { name: 'cx6 lme: coffee machine', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I make my coffee with an AeroPress every morning. What grind size is best?', A + 'Medium-fine.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: The AeroPress is in the cupboard now, I use a V60 every morning. What ratio should I start with?", A + 'Try 1:16.') },
  ], query: 'What do I make my coffee with?', current: /v60/i, old: /aeropress/i },
  { name: 'cx7 preference: drink order', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: "Barista notes: Mrs Grant's usual is a cappuccino." },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: "Barista notes: Mrs Grant's usual is now a decaf latte." },
  ], query: "What is Mrs Grant's usual?", current: /decaf latte/i, old: /cappuccino/i },
  { name: 'cx8 decision: CI', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: 'Platform notes: CI runs on Jenkins.' },
    { ingest: 'b', at: '2024-05-05T10:00:00Z', content: 'Platform notes: Jenkins has been switched off; CI runs on GitHub Actions.' },
  ], query: 'What does CI run on?', current: /github actions/i, old: /jenkins/i },
  { name: 'cx9 decision: dress down', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: 'Office rules: jeans are allowed on Fridays only.' },
    { ingest: 'b', at: '2024-04-05T10:00:00Z', content: 'Office rules: jeans are now allowed every day.' },
  ], query: 'When are jeans allowed?', current: /every day/i, old: /fridays only|on fridays/i },
  { name: 'cx10 date: correction', category: 'date', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Newsletter: the quiz night is on 3 May.' },
    { ingest: 'b', at: '2024-02-08T10:00:00Z', content: 'Newsletter correction: the quiz night is on 10 May, not 3 May as printed last week.' },
  ], query: 'When is the quiz night?', current: /10 May|May 10/i, old: /\b3 May|May 3\b/i },
  { name: 'cx11 lme: MRI', category: 'date', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: chat('user: I have an MRI scan on March 18. Can I eat beforehand?', A + 'Usually yes, unless told otherwise.') },
    { ingest: 'b', at: '2024-03-10T10:00:00Z', content: chat("user: Radiology rang, my MRI is brought forward to March 13. Do I still need the referral letter?", A + 'Bring it just in case.') },
  ], query: 'When is my MRI?', current: /March 13|13 March/i, old: /March 18|18 March/i },
  { name: 'cx12 count: branches', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Library service: the county runs 22 libraries.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Library service: budget cuts closed four libraries, leaving 18.' },
  ], query: 'How many libraries does the county run?', current: /\b18\b/, old: /\b22\b/ },
  { name: 'cx13 lme: weight', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I weigh 92 kg and want to get under 85. Where do I start?', A + 'A small calorie deficit and daily walks.') },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: chat("user: Down to 86 kg! How do I break through a plateau?", A + 'Change your routine and check portions.') },
  ], query: 'How much do I weigh?', current: /86/, old: /92/ },
  { name: 'cx14 count: capacity', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Stadium facts: capacity is 27,000.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Stadium facts: the new stand lifts capacity to 32,500.' },
  ], query: 'What is the stadium capacity?', current: /32,500|32500/, old: /27,000|27000/ },
  { name: 'cx15 late older: chair', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Residents association: Nadia Shah was voted in as chair, replacing Bill Hunt.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Residents association: Bill Hunt chairs the association.' },
  ], query: 'Who chairs the residents association?', current: /nadia/i, old: /bill hunt/i },
  { name: 'cx16 late older: lme bank', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat("user: I closed my HSBC account and bank with Starling now. How do I set up savings spaces?", A + 'In the app, under Spaces.') },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat('user: I bank with HSBC. Are their overdraft fees high?', A + 'About average.') },
  ], query: 'Who do I bank with?', current: /starling/i, old: /hsbc/i },
  { name: 'cx17 two people: shoe sizes', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Kit order: Ollie takes a size 9 boot.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Kit order: Freddie takes a size 7 boot.' },
  ], query: 'What boot size does Ollie take?', current: /\b9\b/, other: { query: 'What boot size does Freddie take?', value: /\b7\b/ } },
  { name: 'cx18 two people: hobbies', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Retreat sign-ups: Maeve does watercolours.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Retreat sign-ups: Lorcan does woodturning.' },
  ], query: 'What does Maeve do?', current: /watercolou?r/i, other: { query: 'What does Lorcan do?', value: /woodturning/i } },
  { name: 'cx19 update endpoint: host', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Book club: this month we meet at Priya\'s flat.' },
    { update: 'a', content: 'Book club: this month we meet at Tom\'s house.' },
  ], query: 'Where does the book club meet this month?', current: /tom/i, old: /priya/i },
  { name: 'cx20 deleted: commute', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Rafa: I commute by train.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Rafa: I work at Ocado.' },
    { delete: 'a' },
  ], query: 'Where does Rafa work?', current: /ocado/i, deleted: ['a'] },
];

const ROUND_113: Scenario[] = [
  { name: 'cy1 address: newsletter move', category: 'address', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Club newsletter: long-time member Frank Doyle, of Galway, won the spring trophy.' },
    { ingest: 'b', at: '2023-06-01T10:00:00Z', content: 'Club newsletter: Frank Doyle, now of Limerick, won the autumn trophy.' },
  ], query: 'Where is Frank Doyle from?', current: /limerick/i, old: /galway/i },
  { name: 'cy2 lme: dentist registration', category: 'address', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: Are there NHS dentists taking patients in Norwich? That's home for me.", A + 'Check the NHS website.') },
    { ingest: 'b', at: '2023-09-01T10:00:00Z', content: chat("user: Home is Cambridge now. Are NHS dentists easier to find there than Norwich?", A + 'Availability varies.') },
  ], query: 'Where do I live?', current: /cambridge/i, old: /norwich/i },
  { name: 'cy3 employer: conference panel', category: 'employer', steps: [
    { ingest: 'a', at: '2022-05-01T10:00:00Z', content: 'Panel: moderated by Chen Wei (Tencent).' },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: 'Panel: moderated by Chen Wei, who recently joined ByteDance from Tencent.' },
  ], query: 'Where does Chen Wei work?', current: /bytedance/i, old: /tencent/i },
  { name: 'cy4 lme: contract', category: 'employer', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat("user: I'm contracting for the Home Office on a six-month project. How do I invoice?", A + 'Monthly, through your limited company.') },
    { ingest: 'b', at: '2023-10-01T10:00:00Z', content: chat("user: My Home Office contract ended and I've signed with the NHS for a year. Any tips for a longer contract?", A + 'Agree clear deliverables early.') },
  ], query: 'Who am I contracting for?', current: /nhs/i, old: /home office/i },
  { name: 'cy5 preference: holiday spot', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: "Family lore: Aunt Rose's favourite holiday spot is Cornwall." },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: "Family lore: these days Aunt Rose says nowhere beats the Lake District." },
  ], query: "What is Aunt Rose's favourite holiday spot?", current: /lake district/i, old: /cornwall/i },
  { name: 'cy6 lme: streaming', category: 'preference', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: Netflix is my go-to for films. Is the ad tier worth it?', A + 'If you do not mind ads.') },
    { ingest: 'b', at: '2023-07-01T10:00:00Z', content: chat("user: I let Netflix lapse; MUBI is my go-to for films now. Is it good for classics?", A + 'Yes, it curates them well.') },
  ], query: 'What is my go-to for films?', current: /mubi/i, old: /netflix/i },
  { name: 'cy7 preference: pronoun', category: 'preference', steps: [
    { ingest: 'a', at: '2022-01-01T10:00:00Z', content: 'Gym notes: Tariq prefers training alone.' },
    { ingest: 'b', at: '2023-01-01T10:00:00Z', content: 'Gym notes: Tariq has found a lifting partner and prefers training in a pair now.' },
  ], query: 'How does Tariq prefer training?', current: /pair|partner/i, old: /alone/i },
  { name: 'cy8 decision: venue', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: "Wedding notes: we've booked Hedsor House for the reception." },
    { ingest: 'b', at: '2024-03-05T10:00:00Z', content: "Wedding notes: Hedsor House cancelled on us, so the reception is at Cliveden now." },
  ], query: 'Where is the reception?', current: /cliveden/i, old: /hedsor/i },
  { name: 'cy9 decision: bins', category: 'decision', steps: [
    { ingest: 'a', at: '2024-01-05T10:00:00Z', content: 'Council update: general waste is collected weekly.' },
    { ingest: 'b', at: '2024-04-05T10:00:00Z', content: 'Council update: from April general waste is collected every three weeks.' },
  ], query: 'How often is general waste collected?', current: /three weeks/i, old: /weekly/i },
  { name: 'cy10 date: AGM', category: 'date', steps: [
    { ingest: 'a', at: '2024-02-01T10:00:00Z', content: 'Society notice: the AGM will take place on 20 March.' },
    { ingest: 'b', at: '2024-03-01T10:00:00Z', content: 'Society notice: the AGM has had to move to 27 March as the hall is double-booked.' },
  ], query: 'When is the AGM?', current: /27 March|March 27/i, old: /20 March|March 20/i },
  { name: 'cy11 lme: visa interview', category: 'date', steps: [
    { ingest: 'a', at: '2024-03-01T10:00:00Z', content: chat('user: My visa interview at the embassy is set for April 4. What should I bring?', A + 'Passport, forms and photos.') },
    { ingest: 'b', at: '2024-03-20T10:00:00Z', content: chat("user: The embassy emailed me a new slot for the visa interview: April 11. Should I confirm it?", A + 'Yes, confirm quickly.') },
  ], query: 'When is my visa interview?', current: /April 11|11 April/i, old: /April 4|4 April/i },
  { name: 'cy12 count: employees', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Startup profile: Loop has a headcount of 40.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Startup profile: after the Series B, headcount at Loop is 110.' },
  ], query: 'What is the headcount at Loop?', current: /\b110\b/, old: /\b40\b/ },
  { name: 'cy13 lme: medication', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: chat('user: I take 50 mg of sertraline a day. Is it okay with ibuprofen?', A + 'Check with your pharmacist.') },
    { ingest: 'b', at: '2023-05-01T10:00:00Z', content: chat("user: My GP raised my sertraline to 100 mg a day. Are side effects likely to return?", A + 'Some people notice them briefly.') },
  ], query: 'How much sertraline do I take?', current: /100 mg/i, old: /50 mg/i },
  { name: 'cy14 count: price', category: 'count', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Canteen prices: soup of the day is £2.80.' },
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Canteen prices: soup of the day went up by 40p to £3.20.' },
  ], query: 'How much is the soup of the day?', current: /£3\.20/, old: /£2\.80/ },
  { name: 'cy15 late older: landlord', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-01-01T10:00:00Z', content: 'Shop notes: the bakery on Mill Lane is owned by the Okafors these days.' },
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Shop notes: the bakery on Mill Lane is owned by Mr Bell.' },
  ], query: 'Who owns the bakery on Mill Lane?', current: /okafor/i, old: /bell/i },
  { name: 'cy16 late older: lme phone plan', category: 'late older document', steps: [
    { ingest: 'b', at: '2024-02-01T10:00:00Z', content: chat("user: I ported my number from EE to giffgaff to save money. Will my voicemail carry over?", A + 'No, set it up again.') },
    { ingest: 'a', at: '2023-02-01T10:00:00Z', content: chat("user: I'm on EE for my mobile. Is their 5G coverage good in Leeds?", A + 'Generally, yes.') },
  ], query: 'Which mobile network am I on?', current: /giffgaff/i, old: /\bEE\b/ },
  { name: 'cy17 two people: seats', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Season tickets: Gareth sits in block C.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Season tickets: Bryn sits in block F.' },
  ], query: 'Which block does Gareth sit in?', current: /block c/i, other: { query: 'Which block does Bryn sit in?', value: /block f/i } },
  { name: 'cy18 two people: surgeries', category: 'two people', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Patient list: Mrs Lowe is registered at Park Surgery.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Patient list: Mr Cole is registered at Riverside Practice.' },
  ], query: 'Where is Mrs Lowe registered?', current: /park surgery/i, other: { query: 'Where is Mr Cole registered?', value: /riverside/i } },
  { name: 'cy19 update endpoint: speaker', category: 'update endpoint', steps: [
    { ingest: 'a', at: '2024-01-01T10:00:00Z', content: 'Lecture series: the keynote speaker is Professor Hale.' },
    { update: 'a', content: 'Lecture series: the keynote speaker is Dr Amara Singh.' },
  ], query: 'Who is the keynote speaker?', current: /singh/i, old: /hale/i },
  { name: 'cy20 deleted: hobby', category: 'deleted source', steps: [
    { ingest: 'a', at: '2023-01-01T10:00:00Z', content: 'Ines: I sing in a choir.' },
    { ingest: 'b', at: '2023-01-02T10:00:00Z', content: 'Ines: I live in Faro.' },
    { delete: 'a' },
  ], query: 'Where does Ines live?', current: /faro/i, deleted: ['a'] },
];

export const HELDOUT_ROUNDS: Scenario[][] = [ROUND_1, ROUND_2, ROUND_3, ROUND_4, ROUND_5, ROUND_6, ROUND_7, ROUND_8, ROUND_9, ROUND_10, ROUND_11, ROUND_12, ROUND_13, ROUND_14, ROUND_15, ROUND_16, ROUND_17, ROUND_18, ROUND_19, ROUND_20, ROUND_21, ROUND_22, ROUND_23, ROUND_24, ROUND_25, ROUND_26, ROUND_27, ROUND_28, ROUND_29, ROUND_30, ROUND_31, ROUND_32, ROUND_33, ROUND_34, ROUND_35, ROUND_36, ROUND_37, ROUND_38, ROUND_39, ROUND_40, ROUND_41, ROUND_42, ROUND_43, ROUND_44, ROUND_45, ROUND_46, ROUND_47, ROUND_48, ROUND_49, ROUND_50, ROUND_51, ROUND_52, ROUND_53, ROUND_54, ROUND_55, ROUND_56, ROUND_57, ROUND_58, ROUND_59, ROUND_60, ROUND_61, ROUND_62, ROUND_63, ROUND_64, ROUND_65, ROUND_66, ROUND_67, ROUND_68, ROUND_69, ROUND_70, ROUND_71, ROUND_72, ROUND_73, ROUND_74, ROUND_75, ROUND_76, ROUND_77, ROUND_78, ROUND_79, ROUND_80, ROUND_81, ROUND_82, ROUND_83, ROUND_84, ROUND_85, ROUND_86, ROUND_87, ROUND_88, ROUND_89, ROUND_90, ROUND_91, ROUND_92, ROUND_93, ROUND_94, ROUND_95, ROUND_96, ROUND_97, ROUND_98, ROUND_99, ROUND_100, ROUND_101, ROUND_102, ROUND_103, ROUND_104, ROUND_105, ROUND_106, ROUND_107, ROUND_108, ROUND_109, ROUND_110, ROUND_111, ROUND_112, ROUND_113];
