import { detectLanguage, languageOrNull } from './language';

describe('language detection', () => {
  it.each([
    ['en', 'The committee reviewed the proposal and agreed to fund the new research programme next year.'],
    ['fr', "Le comité a examiné la proposition et a accepté de financer le nouveau programme de recherche l'année prochaine."],
    ['de', 'Der Ausschuss hat den Vorschlag geprüft und beschlossen, das neue Forschungsprogramm im nächsten Jahr zu finanzieren.'],
    ['es', 'El comité revisó la propuesta y acordó financiar el nuevo programa de investigación el próximo año.'],
    ['it', 'Il comitato ha esaminato la proposta e ha deciso di finanziare il nuovo programma di ricerca il prossimo anno.'],
    ['ru', 'Комитет рассмотрел предложение и согласился финансировать новую исследовательскую программу в следующем году.'],
    ['ja', '委員会は提案を検討し、来年新しい研究計画に資金を提供することに合意しました。'],
  ])('recognises %s', (code, text) => {
    expect(detectLanguage(text)).toBe(code);
  });

  // Short, technical, list-like and code-ish English: the texts n-gram detectors get wrong. Written for this test.
  const hardEnglish = [
    'Ok thanks',
    'gardens',
    'Garden party tomorrow',
    'Bye!',
    'Bye Joanna! Take care!',
    'See ya, Calvin! Stay awesome. Catch ya later.',
    'Gina: Cool! Are you using different colors?',
    'LGTM, ship it',
    'Fix typo in README',
    'Merge branch main into feature/auth',
    'TODO: fix flaky CI on ARM64',
    'kubectl rollout restart deploy/api-gateway -n prod',
    'npm ERR! code ERESOLVE unable to resolve dependency tree',
    'SELECT id, name FROM users WHERE created_at > now() - interval 7 day',
    'def main(): print("hello world")',
    'Bug: NullPointerException in OrderService.calculateTotal',
    'Docker compose up fails: port 5432 already allocated',
    'Latency p99 regression after v2.3.1 deploy',
    'Postmortem: DNS outage 2024-06-02',
    'API rate limits: 100 req/min per key, 429 on excess',
    'OAuth2 PKCE flow for SPA clients',
    'GDPR DSAR deadline 30 days',
    'Ticket JIRA-1234 moved to QA',
    'Kafka consumer lag alerts',
    'Erlang/OTP supervisor trees',
    'Rust borrow checker lifetimes',
    'TypeScript generics constraints',
    'Re: Fwd: invoice #4471 overdue',
    'Invoice ACME-2291 paid via SEPA transfer',
    'Password reset link expired',
    'Reminder: dentist Tue 3pm',
    'Standup notes 14/03: blocked on infra',
    'Sprint retro action items',
    'Q3 OKRs: ARR +12%, NPS 41, churn 2.1%',
    'Eggs, milk, flour, butter, sugar, vanilla',
    'Vegetable garden plan: tomatoes, basil, courgettes',
    'Roses, tulips, dahlias and peonies in the south border',
    'Gardens of Kew',
    'Paris, Berlin, Madrid, Rome, Lisbon',
    'Amsterdam trip itinerary',
    'Tacos al pastor recipe',
    'Gnocchi with sage butter',
    'Pasta e fagioli, risotto, tiramisu',
    'Sauerkraut fermentation timeline',
    'Tour de France stage results',
    'Volkswagen Golf GTI service history',
    'Die Hard is the best Christmas movie',
    'Déjà vu: the same bug again',
    'Café menu: espresso, cortado, flat white',
    'Naïve Bayes vs logistic regression baseline',
    'Meeting with Jürgen Müller about the Zürich office lease',
    "Dr. Anand Patel, MD, PhD, cardiology, St. Mary's",
    'Happy birthday Oma!',
    'Lunch at Nando’s?',
    'See you at the gym',
    'Potent RNAi by short RNA triggers.',
    'Pseudoknots: RNA structures with diverse functions',
    'Rank signaling links γδ T cell progenitors and Aire+ medullary epithelium',
    'Oncofetal lncRNA PVT1 promotes HCC proliferation by stabilizing NOP2',
    'Kinetics of pre-mRNA splicing in Saccharomyces cerevisiae',
    'HLA-DRB1*01:03 and ulcerative colitis',
    'Salmonella enterica serovar Typhimurium SPI-2 effectors',
    'Tumor necrosis factor alpha-inducible protein A20',
    'Escherichia coli SoxR redox sensing',
    'Apoptosis via caspase-3 cleavage in HeLa cells',
    'Mitochondrial ROS modulate NLRP3 inflammasome activation',
    'CRISPR/Cas9 knockout of PD-1 in CAR-T cells',
    'IL-6, TNF-α and IFN-γ levels post-LPS',
    'Ferritin 12 ng/mL, Hb 10.9 g/dL, MCV 74 fL',
    'Hypertension, diabetes mellitus type 2, hyperlipidemia',
    'Intra-articular corticosteroid injection for knee osteoarthritis',
    'Bayesian hierarchical models for sparse count data',
    'Sensitivity analysis: ICER £20,000/QALY threshold',
    'BRCA1 PALB2 ATM CHEK2 germline variants',
  ];
  it.each(hardEnglish)('calls short or technical English English: %s', (text) => {
    expect(detectLanguage(text)).toBe('en');
  });
  it('has a real set of hard English cases', () => {
    expect(new Set(hardEnglish).size).toBeGreaterThanOrEqual(60);
  });

  it.each([
    ['de', 'Kannst du mir bitte morgen die Unterlagen schicken?'],
    ['de', 'Die Gärten sind im Frühling besonders schön.'],
    ['de', 'Wir treffen uns um acht Uhr am Bahnhof.'],
    ['fr', 'Je ne sais pas si nous pourrons venir demain.'],
    ['fr', 'Les jardins sont magnifiques au printemps.'],
    ['es', '¿Dónde está la estación de tren más cercana?'],
    ['es', 'Mañana vamos a la playa con los niños.'],
    ['it', 'Domani andiamo al mare con i bambini e la nonna.'],
    ['pt', 'Amanhã vamos à praia com as crianças e os avós.'],
    ['nl', 'Morgen gaan we met de kinderen naar het strand.'],
    ['sv', 'I morgon åker vi till stranden med barnen och deras kusiner.'],
    ['da', 'I morgen tager vi på stranden med børnene og deres fætre.'],
    ['pl', 'Jutro jedziemy z dziećmi nad morze, bo jest bardzo ciepło.'],
    ['fi', 'Huomenna menemme lasten kanssa rannalle, koska on lämmin päivä.'],
    ['no', 'I morgen drar vi til stranden med barna og besteforeldrene.'],
    ['ro', 'Mâine mergem la mare cu copiii și bunicii.'],
    ['hu', 'Holnap a gyerekekkel együtt a tengerpartra megyünk, mert nagyon meleg van.'],
    ['cs', 'Zítra jedeme s dětmi k moři, protože je teplo.'],
    ['hr', 'Sutra idemo na more s djecom jer je vrlo toplo.'],
    ['ca', 'Demà anem a la platja amb els nens.'],
    ['vi', 'Ngày mai chúng tôi đi biển với các con.'],
    ['id', 'Besok kami pergi ke pantai dengan anak-anak.'],
    ['tr', 'Yarın çocuklarla denize gidiyoruz çünkü hava çok sıcak.'],
    ['uk', 'Завтра ми їдемо на море з дітьми, бо дуже тепло.'],
    ['el', 'Αύριο πάμε στη θάλασσα με τα παιδιά.'],
    ['zh', '我们明天和孩子们去海边。'],
    ['ko', '내일 아이들과 바다에 갑니다.'],
    ['ar', 'سنذهب غدا إلى البحر مع الأطفال.'],
    ['hi', 'कल हम बच्चों के साथ समुद्र तट पर जाएंगे।'],
  ])('still recognises %s in short everyday sentences', (code, text) => {
    expect(detectLanguage(text)).toBe(code);
  });

  it('answers null when there are no letters to judge', () => {
    expect(detectLanguage('12345 67890 !!!')).toBeNull();
    expect(detectLanguage('')).toBeNull();
    expect(detectLanguage('🙂 👍')).toBeNull();
  });

  it('answers null for accented text too short to tell, rather than guess', () => {
    expect(detectLanguage('Ich bin müde')).toBeNull();
    expect(detectLanguage('Je suis fatigué')).toBeNull();
  });
});

describe('languageOrNull', () => {
  it('turns the wire value for unknown, and anything not ISO 639-1, into null', () => {
    expect(languageOrNull('und')).toBeNull();
    expect(languageOrNull('')).toBeNull();
    expect(languageOrNull(undefined)).toBeNull();
    expect(languageOrNull('ber')).toBeNull();
    expect(languageOrNull('EN')).toBe('en');
  });
});
