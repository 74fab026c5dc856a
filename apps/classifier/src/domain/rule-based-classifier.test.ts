import { classifyWithRules, createRuleBasedClassifier } from './rule-based-classifier';

const classifier = createRuleBasedClassifier();

describe('rule-based classifier', () => {
  it('names its model engram-rules-v1 on itself and on every classification', async () => {
    const c = await classifier.classify({ content: 'Hello there, this is a plain public note about gardening.' });
    expect(classifier.model).toBe('engram-rules-v1');
    expect(c.classifierModel).toBe('engram-rules-v1');
  });

  it('rates plain public prose public', async () => {
    const c = await classifier.classify({
      content: 'Tomatoes grow best in full sun. Water them deeply twice a week and stake the plants early.',
    });
    expect(c.sensitivity).toBe('public');
    expect(c.detectedPii).toEqual([]);
  });

  it('rates organisation-internal text internal, confidentiality markers confidential, personal data personal', async () => {
    const internal = await classifier.classify({ content: 'For internal use only. The Q3 roadmap lists three search projects.' });
    const confidential = await classifier.classify({ content: 'CONFIDENTIAL. The salary bands for 2025 are attached to this page.' });
    const credentials = await classifier.classify({ content: 'Deploy notes. The api key for staging is rotated monthly.' });
    const personal = await classifier.classify({ content: 'For internal use only. Reach Dana at dana.k@example.com for questions.' });
    expect(internal.sensitivity).toBe('internal');
    expect(confidential.sensitivity).toBe('confidential');
    expect(credentials.sensitivity).toBe('confidential');
    expect(personal.sensitivity).toBe('personal');
  });

  it('lets a declared sensitivity raise the level but never lower it', async () => {
    const raised = await classifier.classify({ content: 'A public note about tea.', metadata: { sensitivity: 'confidential' } });
    const notLowered = await classifier.classify({ content: 'Mail me: a.b@example.com', metadata: { sensitivity: 'public' } });
    expect(raised.sensitivity).toBe('confidential');
    expect(notLowered.sensitivity).toBe('personal');
  });

  it('never puts a detected value in any output field', async () => {
    const secrets = ['jane.roe@example.com', '+44 20 7946 0958', '4111 1111 1111 1111', 'DE89 3704 0044 0532 0130 00', '536-22-8190', 'AB 12 34 56 C', '12345678Z'];
    const content = [
      '# Customer record',
      '',
      `The customer jane.roe@example.com called from +44 20 7946 0958 about a refund.`,
      `She paid with card 4111 1111 1111 1111 and wants the refund sent to DE89 3704 0044 0532 0130 00.`,
      `Her SSN is 536-22-8190, her NI number AB 12 34 56 C and her DNI 12345678Z.`,
      'The refund was approved by the support team after the review of the case.',
    ].join('\n');
    const c = await classifier.classify({ content, title: 'Refund for jane.roe@example.com' });
    const out = JSON.stringify(c);
    for (const s of secrets) {
      expect(out).not.toContain(s);
      expect(out).not.toContain(s.replace(/\s/g, ''));
    }
    expect(out).not.toContain('jane.roe');
    expect(c.detectedPii).toEqual(['email', 'phone', 'card', 'iban', 'us_ssn', 'uk_nino', 'es_dni']);
    expect(c.sensitivity).toBe('personal');
    expect(c.tags).toEqual(expect.arrayContaining(['pii:email', 'pii:card', 'pii:iban']));
  });

  it('does not leak personal data from a CSV through the extracted shape or summary', async () => {
    const c = await classifier.classify({
      content: 'name,email,amount\nAnn,ann@example.com,30\nBo,bo@example.com,40\n',
      sourcePath: 'payments.csv',
    });
    expect(c.sourceType).toBe('csv');
    expect(c.hasExtractableData).toBe(true);
    expect(c.extracted).toMatchObject({ columns: ['name', 'email', 'amount'], rows: 2 });
    expect(JSON.stringify(c)).not.toMatch(/ann@|bo@|\bAnn\b/);
  });

  it('classifies meeting notes, with normalised tags for language, type, category and project', async () => {
    const c = await classifier.classify({
      title: 'Search team weekly',
      content: [
        '# Search team weekly',
        '',
        'Attendees: Priya, Tom, Lena',
        '',
        '## Agenda',
        '- Ranking regression',
        '- Index rebuild',
        '',
        '## Action items',
        '- Priya will bisect the ranking regression before Friday.',
        '- Tom will schedule the index rebuild for the weekend window.',
        '',
        'The ranking regression appeared after the tokenizer change. The index rebuild must finish before the ranking fix ships.',
      ].join('\n'),
      metadata: { project: 'Engram Search' },
    });
    expect(c.category).toBe('meeting_notes');
    expect(c.sourceType).toBe('markdown');
    expect(c.language).toBe('en');
    expect(c.sensitivity).toBe('internal');
    expect(c.tags).toEqual(
      expect.arrayContaining(['lang:en', 'type:markdown', 'category:meeting_notes', 'project:engram-search', 'topic:ranking']),
    );
    expect(new Set(c.tags).size).toBe(c.tags.length);
    for (const tag of c.tags) expect(tag).toMatch(/^[a-z0-9._/-]+:[a-z0-9._/-]+$/);
  });

  it('labels short English notes English, and unknown language und with no lang tag', async () => {
    const short = await classifier.classify({ content: 'Garden party tomorrow' });
    expect(short.language).toBe('en');
    expect(short.tags).toContain('lang:en');
    const numbers = await classifier.classify({ content: '12345 67890' });
    expect(numbers.language).toBe('und');
    expect(numbers.tags.filter((t) => t.startsWith('lang:'))).toEqual([]);
  });

  it('marks checkpoints from metadata', async () => {
    const c = await classifier.classify({ content: 'Session state saved.', metadata: { checkpoint_kind: 'milestone', project: 'x' } });
    expect(c.category).toBe('checkpoint');
    expect(c.tags).toEqual(expect.arrayContaining(['checkpoint:milestone', 'project:x']));
  });

  it('recognises code, legal and finance documents', async () => {
    const code = await classifier.classify({ content: 'export function add(a: number, b: number) {\n  return a + b;\n}\n', sourcePath: 'math.ts' });
    const legal = await classifier.classify({
      content: 'This Agreement is made between the parties. The governing law clause and the limitation of liability apply.',
    });
    const finance = await classifier.classify({
      content: 'Quarterly revenue rose 12% while expenses fell. The budget forecast for Q4 assumes $2.1M in invoices.',
    });
    expect([code.category, code.sourceType, code.storageType]).toEqual(['code', 'code', 'chunks']);
    expect(legal.category).toBe('legal');
    expect(finance.category).toBe('finance');
  });

  it('gives the same answer for the same input', async () => {
    const input = { content: 'Repeatable classification matters for caching. Repeatable output keeps tags stable.', title: 'Repeat' };
    expect(await classifier.classify(input)).toEqual(await classifier.classify(input));
  });
});

describe('large inputs in a worker thread', () => {
  const paragraph =
    'Quarterly planning notes. Contact maria.lopez@example.com or +44 20 7946 0958 about the rollout. ' +
    'The migration moves billing to the new cluster; confidential until the board approves it.\n\n';

  it('gives the same classification as the rules on the calling thread', async () => {
    const offThread = createRuleBasedClassifier({ offThreadMinChars: 1_000 });
    try {
      for (const content of [paragraph, paragraph.repeat(40)]) {
        const input = { title: 'Planning', content, metadata: { project: 'atlas' } };
        expect(await offThread.classify(input)).toEqual(classifyWithRules(input));
      }
    } finally {
      await offThread.close?.();
    }
  });

  it("leaves the caller's event loop free while it classifies", async () => {
    const classifier = createRuleBasedClassifier();
    const content = paragraph.repeat(Math.ceil(2_000_000 / paragraph.length)); // ~2 MB: about a second of rules
    try {
      await classifier.classify({ content: paragraph.repeat(700) }); // the thread started and its modules loaded
      let ticks = 0;
      const timer = setInterval(() => ticks++, 5);
      try {
        await classifier.classify({ content });
      } finally {
        clearInterval(timer);
      }
      // On the calling thread the rules run in one piece and no timer fires until they finish.
      expect(ticks).toBeGreaterThan(2);
    } finally {
      await classifier.close?.();
    }
  });
});
