import { meaningChanged, meaningChangedAll, MEANING_MIN_SIMILARITY, MEANING_MIN_SIMILARITY_ONE_PERSON, relate, type ExistingFact, type NewFact } from './relate';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
let seq = 0;
const existing = (over: Partial<ExistingFact>): ExistingFact => ({
  id: `f${++seq}`,
  subjectKey: 'person:alice',
  attribute: 'lives_in',
  value: 'paris',
  negated: false,
  validFrom: day('2024-01-10'),
  factType: 'fact',
  ...over,
});
const fresh = (over: Partial<NewFact>): NewFact => ({
  subjectKey: 'person:alice',
  attribute: 'lives_in',
  value: 'lisbon',
  negated: false,
  validFrom: day('2024-06-01'),
  factType: 'fact',
  ...over,
});

test('a newer value of the same attribute updates the older fact', () => {
  const old = existing({});
  expect(relate(fresh({}), [old])).toEqual([{ rel: 'updates', targetId: old.id, superseded: 'target' }]);
});

test('an older document ingested late does not replace the newer fact: the new one is stored superseded', () => {
  const newer = existing({ value: 'lisbon', validFrom: day('2024-06-01') });
  const late = fresh({ value: 'paris', validFrom: day('2024-01-10') });
  expect(relate(late, [newer])).toEqual([{ rel: 'updates', targetId: newer.id, superseded: 'new' }]);
});

test('the same event time counts as newer for the fact learned later', () => {
  const old = existing({ validFrom: day('2024-06-01') });
  expect(relate(fresh({ validFrom: day('2024-06-01') }), [old])[0]!.superseded).toBe('target');
});

test('two different people with the same attribute never supersede each other', () => {
  expect(relate(fresh({ subjectKey: 'person:bob' }), [existing({})])).toEqual([
    { rel: 'none', targetId: null, superseded: null },
  ]);
});

test('the same claim again is a duplicate (a supporting source), whatever the wording of the value', () => {
  const old = existing({ value: 'the city of Paris' });
  expect(relate(fresh({ value: 'city of paris' }), [old])).toEqual([
    { rel: 'duplicate', targetId: old.id, superseded: null },
  ]);
});

test('a negation of the same claim contradicts it, and the later one in event time wins', () => {
  const old = existing({});
  expect(relate(fresh({ value: 'paris', negated: true }), [old])).toEqual([
    { rel: 'contradicts', targetId: old.id, superseded: 'target' },
  ]);
  const lateOld = fresh({ value: 'paris', negated: true, validFrom: day('2023-01-01') });
  expect(relate(lateOld, [old])[0]).toMatchObject({ rel: 'contradicts', superseded: 'new' });
});

test('a negation says nothing about another value', () => {
  expect(relate(fresh({ value: 'rome', negated: true }), [existing({})])[0]!.rel).toBe('none');
});

test('a value with added detail extends the fact and retires nothing', () => {
  const old = existing({ attribute: 'works_at', value: 'acme' });
  expect(relate(fresh({ attribute: 'works_at', value: 'acme berlin office' }), [old])).toEqual([
    { rel: 'extends', targetId: old.id, superseded: null },
  ]);
});

test('a changed preference updates the old one instead of deleting it', () => {
  const old = existing({ attribute: 'preference:chinese food', value: 'likes', factType: 'preference' });
  expect(
    relate(fresh({ attribute: 'preference:chinese food', value: 'dislikes', factType: 'preference' }), [old])[0],
  ).toMatchObject({ rel: 'updates', targetId: old.id, superseded: 'target' });
});

test('multi-valued attributes accumulate unless the newer fact marks a change', () => {
  const slack = existing({ attribute: 'uses', value: 'slack' });
  expect(relate(fresh({ attribute: 'uses', value: 'jira' }), [slack])[0]!.rel).toBe('none');
  expect(relate(fresh({ attribute: 'uses', value: 'microsoft teams', exclusive: true }), [slack])[0]).toMatchObject({
    rel: 'updates',
    superseded: 'target',
  });
  // A marked change of another kind of product leaves Slack in use.
  expect(relate(fresh({ attribute: 'uses', value: 'jira', exclusive: true }), [slack])[0]!.rel).toBe('none');
});

test('episodes are events: another one is never an update, the same one on the same day is a duplicate', () => {
  const kyoto = existing({ attribute: 'visited', value: 'kyoto', factType: 'episode', validFrom: day('2024-03-02') });
  const osaka = fresh({ attribute: 'visited', value: 'osaka', factType: 'episode' });
  expect(relate(osaka, [kyoto])[0]!.rel).toBe('none');
  const again = fresh({ attribute: 'visited', value: 'kyoto', factType: 'episode', validFrom: day('2024-07-02') });
  expect(relate(again, [kyoto])[0]!.rel).toBe('none');
  const same = fresh({ attribute: 'visited', value: 'Kyoto', factType: 'episode', validFrom: day('2024-03-02') });
  expect(relate(same, [kyoto])[0]!.rel).toBe('duplicate');
});

test('a fact inferred from another derives from it, even about another attribute', () => {
  const livesIn = existing({ value: 'paris' });
  const commute = fresh({ attribute: 'commutes_by', value: 'metro', derivedFromIds: [livesIn.id] });
  expect(relate(commute, [livesIn])).toEqual([{ rel: 'derives', targetId: livesIn.id, superseded: null }]);
});

test('a fact relates to each candidate it concerns', () => {
  const paris = existing({ value: 'paris', validFrom: day('2023-01-01') });
  const rome = existing({ value: 'rome', validFrom: day('2024-01-01') });
  const bob = existing({ subjectKey: 'person:bob', value: 'oslo' });
  expect(relate(fresh({}), [paris, rome, bob]).map((r) => [r.rel, r.targetId])).toEqual([
    ['updates', paris.id],
    ['updates', rome.id],
  ]);
});

test('a new date for the same thing updates the old one; it is not an added detail', () => {
  const old = { id: 'old', subjectKey: 'work:product launch', attribute: 'scheduled_for', value: '2024-03-03', negated: false, validFrom: new Date('2024-01-10'), factType: 'fact' as const };
  const fresh = { ...old, value: '2024-03-17', validFrom: new Date('2024-02-01') };
  expect(relate(fresh, [old])).toEqual([{ rel: 'updates', targetId: 'old', superseded: 'target' }]);
});

test('a fact naming the value it replaces updates the older fact holding it under another attribute, only forward', () => {
  const accord = existing({ attribute: 'drives', value: '2015 honda accord' });
  const tesla = fresh({ attribute: 'uses', value: 'tesla model 3', replaces: 'honda accord' });
  expect(relate(tesla, [accord])).toEqual([{ rel: 'updates', targetId: accord.id, superseded: 'target' }]);
  expect(relate({ ...tesla, validFrom: day('2023-01-01') }, [accord])).toEqual([{ rel: 'none', targetId: null, superseded: null }]);
  expect(relate({ ...tesla, replaces: 'civic' }, [accord])).toEqual([{ rel: 'none', targetId: null, superseded: null }]);
  expect(relate({ ...tesla, subjectKey: 'person:bob' }, [accord])).toEqual([{ rel: 'none', targetId: null, superseded: null }]);
});

test("a preference's thing is its attribute: stopping it updates the preference", () => {
  const climbing = existing({ attribute: 'preference:rock climbing', value: 'likes', factType: 'preference' });
  const stopped = fresh({ attribute: 'stopped', value: 'climbing', replaces: 'climbing' });
  expect(relate(stopped, [climbing])).toEqual([{ rel: 'updates', targetId: climbing.id, superseded: 'target' }]);
});

test('when a habit is done is no part of the thing it replaces ("replaced my morning yoga with running")', () => {
  const favourite = existing({ attribute: 'preference:favorite way', value: 'yoga', factType: 'preference' });
  const running = fresh({ attribute: 'uses', value: 'running', replaces: 'morning yoga' });
  expect(relate(running, [favourite])).toEqual([{ rel: 'updates', targetId: favourite.id, superseded: 'target' }]);
  // Another thing done in the morning is not the thing held.
  expect(relate({ ...running, replaces: 'morning pilates' }, [favourite])).toEqual([{ rel: 'none', targetId: null, superseded: null }]);
});

test('a negation that marks a change over time updates; a plain one contradicts', () => {
  const likes = existing({ attribute: 'preference:steak', value: 'likes', factType: 'preference' });
  const no = fresh({ attribute: 'preference:steak', value: 'likes', negated: true, factType: 'preference' });
  expect(relate({ ...no, marksChange: true }, [likes])[0]).toMatchObject({ rel: 'updates', superseded: 'target' });
  expect(relate(no, [likes])[0]).toMatchObject({ rel: 'contradicts', superseded: 'target' });
  // An older document that changed its mind does not "update" what was said later.
  expect(relate({ ...no, marksChange: true, validFrom: day('2023-01-01') }, [likes])[0]).toMatchObject({ rel: 'contradicts', superseded: 'new' });
});

test('a change of one value of a multi-valued attribute replaces that value only', () => {
  const datadog = existing({ attribute: 'uses', value: 'datadog' });
  const notion = existing({ attribute: 'uses', value: 'notion' });
  const spotify = existing({ attribute: 'uses', value: 'spotify free' });
  // Named: "switched from Datadog to Grafana".
  expect(relate(fresh({ attribute: 'uses', value: 'grafana', exclusive: true, marksChange: true, replaces: 'datadog' }), [datadog, notion, spotify]))
    .toEqual([{ rel: 'updates', targetId: datadog.id, superseded: 'target' }]);
  // Unnamed, but one older value shares a word: "upgraded to Spotify Premium Family".
  expect(relate(fresh({ attribute: 'uses', value: 'spotify premium family', exclusive: true, marksChange: true }), [datadog, notion, spotify]))
    .toEqual([{ rel: 'updates', targetId: spotify.id, superseded: 'target' }]);
  // Neither: only an older value of the same kind goes ("now uses Linear" replaces Jira, not Datadog or Notion).
  const jira = existing({ attribute: 'uses', value: 'jira' });
  expect(relate(fresh({ attribute: 'uses', value: 'linear', exclusive: true, marksChange: true }), [datadog, notion, jira]).map((r) => r.targetId)).toEqual([jira.id]);
  expect(relate(fresh({ attribute: 'uses', value: 'linear', exclusive: true, marksChange: true }), [datadog, notion]).map((r) => r.rel)).toEqual(['none']);
  // "John is playing mostly online now" leaves "John plays drums"; a verb's own claim keeps the wider reading.
  const drums = existing({ attribute: 'plays', value: 'drums' });
  expect(relate(fresh({ attribute: 'plays', value: 'mostly online', exclusive: true, marksChange: true }), [drums]).map((r) => r.rel)).toEqual(['none']);
  const coffee = existing({ attribute: 'v:drink', value: 'black coffee' });
  expect(relate(fresh({ attribute: 'v:drink', value: 'matcha', exclusive: true, marksChange: true }), [coffee]).map((r) => r.targetId)).toEqual([coffee.id]);
  // A single-valued attribute is not narrowed.
  const paris = existing({});
  const lyon = existing({ value: 'lyon old town', validFrom: day('2023-01-01') });
  expect(relate(fresh({ value: 'lisbon', replaces: 'paris' }), [paris, lyon]).map((r) => r.targetId)).toEqual([paris.id, lyon.id]);
});

test('a marked change updates the older claim about the same thing under another attribute, only when most words match', () => {
  const liter = existing({ subjectKey: 'person:user', attribute: 'rate:liter of water per day', value: '1' });
  const coffee = existing({ subjectKey: 'person:user', attribute: 'rate:cup of coffee per day', value: '4' });
  const upTo = fresh({ subjectKey: 'person:user', attribute: 'level', value: '2.5 liters of water a day', marksChange: true });
  expect(relate(upTo, [liter, coffee])).toEqual([{ rel: 'updates', targetId: liter.id, superseded: 'target' }]);
  // Without a change marked, or backwards in time, or about someone else: nothing.
  expect(relate({ ...upTo, marksChange: false }, [liter])).toEqual([{ rel: 'none', targetId: null, superseded: null }]);
  expect(relate({ ...upTo, validFrom: day('2023-01-01') }, [liter])).toEqual([{ rel: 'none', targetId: null, superseded: null }]);
  expect(relate({ ...upTo, subjectKey: 'person:bob' }, [liter])).toEqual([{ rel: 'none', targetId: null, superseded: null }]);
  // Tea is not coffee: two of three words are not enough.
  const tea = fresh({ subjectKey: 'person:user', attribute: 'level', value: '2 cups of tea a day', marksChange: true });
  expect(relate(tea, [coffee])).toEqual([{ rel: 'none', targetId: null, superseded: null }]);
});

test('a fact making two claims is updated by a change of either, and is the same fact only when both are restated', () => {
  const junior = existing({ attribute: 'works_at', value: 'grant thornton', also: [{ attribute: 'role', value: 'junior accountant' }] });
  expect(relate(fresh({ attribute: 'role', value: 'senior accountant', marksChange: true }), [junior])).toEqual([{ rel: 'updates', targetId: junior.id, superseded: 'target' }]);
  expect(relate(fresh({ attribute: 'works_at', value: 'deloitte' }), [junior])).toEqual([{ rel: 'updates', targetId: junior.id, superseded: 'target' }]);
  // "I'm a senior accountant at Grant Thornton": the employer restated, the role changed.
  expect(relate(fresh({ attribute: 'works_at', value: 'grant thornton', also: [{ attribute: 'role', value: 'senior accountant' }] }), [junior])[0]).toMatchObject({ rel: 'updates', superseded: 'target' });
  expect(relate(fresh({ attribute: 'works_at', value: 'grant thornton', also: [{ attribute: 'role', value: 'junior accountant' }] }), [junior])[0]).toMatchObject({ rel: 'duplicate' });
  // Only the employer said again: the same employer, with a detail the new one leaves out.
  expect(relate(existing({ attribute: 'works_at', value: 'grant thornton' }), [junior])[0]).toMatchObject({ rel: 'duplicate' });
});

test('a generic claim is replaced by a value of the same kind, and kept beside one of another kind', () => {
  const floor = existing({ attribute: 'v:sit_on', value: 'third floor' });
  expect(relate(fresh({ attribute: 'v:sit_on', value: 'fifth floor' }), [floor])).toEqual([{ rel: 'updates', targetId: floor.id, superseded: 'target' }]);
  const landscapes = existing({ attribute: 'v:paint', value: 'landscapes' });
  expect(relate(fresh({ attribute: 'v:paint', value: 'portraits' }), [landscapes])).toEqual([{ rel: 'none', targetId: null, superseded: null }]);
  // A marked change replaces whatever the verb held.
  expect(relate(fresh({ attribute: 'v:paint', value: 'portraits', exclusive: true, marksChange: true }), [landscapes])[0]).toMatchObject({ rel: 'updates', targetId: landscapes.id });
});

test('a stored fact that named what it replaced retires a late, older fact holding that value under another attribute', () => {
  const tesla = existing({ attribute: 'uses', value: 'tesla model 3', validFrom: day('2024-02-01'), replaces: 'civic' });
  const civic = fresh({ attribute: 'drives', value: 'honda civic', validFrom: day('2022-02-01') });
  expect(relate(civic, [tesla])).toEqual([{ rel: 'updates', targetId: tesla.id, superseded: 'new' }]);
  // Later in event time than the replacement: it is not what was replaced.
  expect(relate({ ...civic, validFrom: day('2024-06-01') }, [tesla])).toEqual([{ rel: 'none', targetId: null, superseded: null }]);
  expect(relate(fresh({ attribute: 'drives', value: 'vw golf', validFrom: day('2022-02-01') }), [tesla])).toEqual([{ rel: 'none', targetId: null, superseded: null }]);
});

test('two well-known products of one kind under two verbs: the newer, marking a change, replaces the older', () => {
  const chrome = existing({ attribute: 'v:browse_with', value: 'chrome', validFrom: day('2023-01-01') });
  const firefox = fresh({ attribute: 'uses', value: 'firefox', marksChange: true, validFrom: day('2024-01-01') });
  expect(relate(firefox, [chrome])).toEqual([{ rel: 'updates', targetId: chrome.id, superseded: 'target' }]);
  // No change said: both may hold (two browsers); another kind of product is another choice.
  expect(relate({ ...firefox, marksChange: false }, [chrome])).toEqual([{ rel: 'none', targetId: null, superseded: null }]);
  expect(relate({ ...firefox, value: 'slack' }, [chrome])).toEqual([{ rel: 'none', targetId: null, superseded: null }]);
  // The older one arriving late enters history under the stored change.
  const stored = existing({ attribute: 'uses', value: 'signal', marksChange: true, validFrom: day('2024-06-01') });
  expect(relate(fresh({ attribute: 'v:chat_on', value: 'whatsapp', validFrom: day('2023-01-01') }), [stored])).toEqual([{ rel: 'updates', targetId: stored.id, superseded: 'new' }]);
  // A generic claim of one verb: two browsers are one choice.
  expect(relate(fresh({ attribute: 'v:browse_with', value: 'firefox' }), [chrome])).toEqual([{ rel: 'updates', targetId: chrome.id, superseded: 'target' }]);
});

test('two varieties of one thing chosen (oat milk, cow milk) under two verbs: the newer, marking a change, replaces the older', () => {
  const oat = existing({ attribute: 'v:drink', value: 'oat milk in my coffee', validFrom: day('2023-01-01') });
  const cow = fresh({ attribute: 'uses', value: 'regular cow milk in my coffee', marksChange: true, validFrom: day('2023-06-01') });
  expect(relate(cow, [oat])).toEqual([{ rel: 'updates', targetId: oat.id, superseded: 'target' }]);
  expect(relate({ ...cow, marksChange: false }, [oat])).toEqual([{ rel: 'none', targetId: null, superseded: null }]);
  // Another head noun is another thing.
  expect(relate({ ...cow, value: 'regular cow cheese' }, [oat])).toEqual([{ rel: 'none', targetId: null, superseded: null }]);
});

test('a marked change finds the claim it changes through the nouns both sentences are about, with a value of one shape', () => {
  const engine = existing({ attribute: 'uses', value: 'google', topic: ['search', 'engine'] });
  const notes = existing({ attribute: 'uses', value: 'notion', topic: ['note'] });
  const changed = fresh({ attribute: 'did:changed', value: 'duckduckgo', marksChange: true, topic: ['default', 'search', 'engine'] });
  expect(relate(changed, [engine, notes])).toEqual([{ rel: 'updates', targetId: engine.id, superseded: 'target' }]);
  // Not without a marked change, not from a date to words, not backwards in time.
  expect(relate({ ...changed, marksChange: false }, [engine])).toEqual([{ rel: 'none', targetId: null, superseded: null }]);
  expect(relate({ ...changed, value: '2024-05-01' }, [engine])).toEqual([{ rel: 'none', targetId: null, superseded: null }]);
  expect(relate({ ...changed, validFrom: day('2023-01-01') }, [engine])).toEqual([{ rel: 'none', targetId: null, superseded: null }]);
});

test('where someone lives and where they are located are one slot; favorites of one kind named more or less closely too', () => {
  const home = existing({ attribute: 'lives_in', value: 'munich' });
  expect(relate(fresh({ attribute: 'located_in', value: 'vienna', marksChange: true, exclusive: true }), [home])).toEqual([{ rel: 'updates', targetId: home.id, superseded: 'target' }]);
  const trail = existing({ attribute: 'preference:favorite hiking trail', value: 'dipsea trail', factType: 'preference' });
  expect(relate(fresh({ attribute: 'preference:favorite trail', value: 'tennessee valley trail', factType: 'preference' }), [trail])).toEqual([{ rel: 'updates', targetId: trail.id, superseded: 'target' }]);
  // Another kind of favorite is another slot.
  expect(relate(fresh({ attribute: 'preference:favorite hiking snack', value: 'trail mix', factType: 'preference' }), [trail])).toEqual([{ rel: 'none', targetId: null, superseded: null }]);
});

test('children counted by kind and in general are one count; two kinds of children are two', () => {
  const daughter = existing({ attribute: 'has:daughter', value: '1' });
  expect(relate(fresh({ attribute: 'has:kid', value: '2', exclusive: true }), [daughter])).toEqual([{ rel: 'updates', targetId: daughter.id, superseded: 'target' }]);
  expect(relate(fresh({ attribute: 'has:son', value: '2', exclusive: true }), [daughter])).toEqual([{ rel: 'none', targetId: null, superseded: null }]);
});

test('a liking and its denial of one thing named more or less fully: the change updates it', () => {
  const tea = existing({ attribute: 'preference:chamomile tea', value: 'likes', factType: 'preference' });
  expect(relate(fresh({ attribute: 'preference:chamomile', value: 'likes', negated: true, marksChange: true, factType: 'preference' }), [tea])).toEqual([{ rel: 'updates', targetId: tea.id, superseded: 'target' }]);
  // Two likings of things named more or less fully are two likings.
  expect(relate(fresh({ attribute: 'preference:chamomile', value: 'likes', factType: 'preference' }), [tea])).toEqual([{ rel: 'none', targetId: null, superseded: null }]);
});

test('a marked denial of doing something with a liked thing ends the liking, forward in event time only', () => {
  // "Theo likes jazz", later "Theo barely listens to jazz anymore".
  const likes = existing({ subjectKey: 'person:theo', attribute: 'preference:jazz', value: 'likes', factType: 'preference', validFrom: day('2022-01-01') });
  const denial = fresh({ subjectKey: 'person:theo', attribute: 'listens_to', value: 'jazz', negated: true, marksChange: true, validFrom: day('2023-01-01') });
  expect(relate(denial, [likes])).toEqual([{ rel: 'updates', targetId: likes.id, superseded: 'target' }]);
  expect(relate({ ...denial, marksChange: false }, [likes])).toEqual([{ rel: 'none', targetId: null, superseded: null }]);
  expect(relate({ ...denial, validFrom: day('2021-01-01') }, [likes])).toEqual([{ rel: 'none', targetId: null, superseded: null }]);
});

test("a marked new liking of a thing of the favourite's category replaces the favourite; an unmarked one is one more liking", () => {
  // "Nadia's favourite cuisine is Ethiopian", later "Nadia loves Korean food these days".
  const favourite = existing({ subjectKey: 'person:nadia', attribute: 'preference:favorite cuisine', value: 'ethiopian', factType: 'preference', validFrom: day('2022-01-01') });
  const liking = fresh({ subjectKey: 'person:nadia', attribute: 'preference:korean food', value: 'likes', factType: 'preference', marksChange: true, validFrom: day('2023-01-01') });
  expect(relate(liking, [favourite])).toEqual([{ rel: 'updates', targetId: favourite.id, superseded: 'target' }]);
  expect(relate({ ...liking, marksChange: false }, [favourite])).toEqual([{ rel: 'none', targetId: null, superseded: null }]);
  expect(relate({ ...liking, attribute: 'preference:jazz' }, [favourite])).toEqual([{ rel: 'none', targetId: null, superseded: null }]);
});

describe('a change worded so that no subject, attribute or topic rule links it (meaningChanged)', () => {
  // "The rate limit is 100 requests per minute", later "The rate limit was raised to 500 requests per minute": the
  // extractor read two attributes; the writer finds the older claim by the sentences' cosine.
  const limit = () => existing({ subjectKey: 'concept:limit rate', attribute: 'level', value: '100 requests per minute', validFrom: day('2023-01-01') });
  const raised = (over: Partial<NewFact> = {}) =>
    fresh({ subjectKey: 'concept:limit rate', attribute: 'has:request', value: '500', marksChange: true, validFrom: day('2023-06-01'), ...over });

  test('a marked change updates the closest older claim with a value of the same shape', () => {
    const old = limit();
    const farther = existing({ subjectKey: 'concept:limit rate', attribute: 'level', value: '20 burst', validFrom: day('2023-02-01') });
    expect(meaningChanged(raised(), [{ fact: farther, similarity: 0.6 }, { fact: old, similarity: 0.85 }])).toEqual({ rel: 'updates', targetId: old.id, superseded: 'target' });
  });

  test('only at or above the similarity floor', () => {
    expect(meaningChanged(raised(), [{ fact: limit(), similarity: MEANING_MIN_SIMILARITY - 0.01 }])).toBeUndefined();
  });

  test('only when the newer of the two marks a change', () => {
    expect(meaningChanged(raised({ marksChange: false }), [{ fact: limit(), similarity: 0.85 }])).toBeUndefined();
  });

  test('an older claim arriving late enters history under the newer marked change', () => {
    const newer = existing({ subjectKey: 'concept:limit rate', attribute: 'has:request', value: '500', marksChange: true, validFrom: day('2023-06-01') });
    const late = fresh({ subjectKey: 'concept:limit rate', attribute: 'level', value: '100 requests per minute', validFrom: day('2023-01-01') });
    expect(meaningChanged(late, [{ fact: newer, similarity: 0.85 }])).toEqual({ rel: 'updates', targetId: newer.id, superseded: 'new' });
  });

  test('a change naming the value it replaces finds the claim holding it however far apart the sentences are', () => {
    // "on-call alerts are sent through PagerDuty", later "we moved on-call alerting from PagerDuty to Opsgenie".
    const alerts = existing({ subjectKey: 'concept:alert call on', attribute: 'v:sent_through', value: 'pagerduty', validFrom: day('2024-01-01') });
    const moved = fresh({ subjectKey: 'organization:team', attribute: 'uses', value: 'opsgenie', replaces: 'pagerduty', marksChange: true, validFrom: day('2024-04-01') });
    expect(meaningChanged(moved, [{ fact: alerts, similarity: 0.2 }])).toEqual({ rel: 'updates', targetId: alerts.id, superseded: 'target' });
    // Not backwards in event time, and never a person's claim from a team's change.
    expect(meaningChanged({ ...moved, validFrom: day('2023-06-01') }, [{ fact: alerts, similarity: 0.2 }])).toBeUndefined();
    expect(meaningChanged(moved, [{ fact: { ...alerts, subjectKey: 'person:ana' }, similarity: 0.2 }])).toBeUndefined();
  });

  test('never between two people, however close the sentences', () => {
    const mateo = existing({ subjectKey: 'person:mateo', attribute: 'drives', value: 'volvo xc60' });
    const sofia = fresh({ subjectKey: 'person:sofia', attribute: 'drives', value: 'kia niro', marksChange: true });
    expect(meaningChanged(sofia, [{ fact: mateo, similarity: 0.95 }])).toBeUndefined();
  });

  test("a person meets a thing only when the thing's name holds theirs", () => {
    const plants = existing({ subjectKey: 'person:mina', attribute: 'has:succulent', value: '8' });
    const own = fresh({ subjectKey: 'concept:collection mina s succulent', attribute: 'level', value: '15', marksChange: true });
    const other = fresh({ subjectKey: 'concept:collection noor s succulent', attribute: 'level', value: '15', marksChange: true });
    expect(meaningChanged(own, [{ fact: plants, similarity: 0.75 }])?.targetId).toBe(plants.id);
    expect(meaningChanged(other, [{ fact: plants, similarity: 0.75 }])).toBeUndefined();
  });

  test('not across value shapes, negations, episodes, or to a value that only adds detail', () => {
    const date = existing({ subjectKey: 'concept:launch', attribute: 'scheduled_for', value: '2024-05-02' });
    expect(meaningChanged(fresh({ subjectKey: 'concept:launch', attribute: 'v:launch', value: 'app store', marksChange: true }), [{ fact: date, similarity: 0.9 }])).toBeUndefined();
    expect(meaningChanged(raised({ negated: true }), [{ fact: limit(), similarity: 0.9 }])).toBeUndefined();
    expect(meaningChanged(raised({ factType: 'episode' }), [{ fact: limit(), similarity: 0.9 }])).toBeUndefined();
    const city = existing({ subjectKey: 'concept:office', attribute: 'located_in', value: 'lisbon' });
    expect(meaningChanged(fresh({ subjectKey: 'concept:office', attribute: 'v:sit_in', value: 'alfama lisbon', marksChange: true }), [{ fact: city, similarity: 0.9 }])).toBeUndefined();
  });

  test('never a liking or a value that points elsewhere (conversation is full of close sentences)', () => {
    const likes = existing({ subjectKey: 'person:caroline', attribute: 'preference:counseling or working', value: 'likes' });
    expect(meaningChanged(fresh({ subjectKey: 'person:caroline', attribute: 'v:look_into', value: 'counseling', marksChange: true }), [{ fact: likes, similarity: 0.87 }])).toBeUndefined();
    const started = existing({ subjectKey: 'person:nate', attribute: 'decision:start', value: 'think of a drama myself' });
    expect(meaningChanged(fresh({ subjectKey: 'person:nate', attribute: 'v:write_down', value: 'memories', marksChange: true }), [{ fact: started, similarity: 0.77 }])).toBeUndefined();
    const writes = existing({ subjectKey: 'person:joanna', attribute: 'writes', value: 'another one' });
    expect(meaningChanged(fresh({ subjectKey: 'person:joanna', attribute: 'writes', value: 'poems', marksChange: true }), [{ fact: writes, similarity: 0.74 }])).toBeUndefined();
  });

  test("two claims of one person need the higher bar: a speaker's sentences are all close", () => {
    const pomodoro = existing({ subjectKey: 'person:jolene', attribute: 'uses', value: 'pomodoro technique' });
    const project = (similarity: number) => meaningChanged(fresh({ subjectKey: 'person:jolene', attribute: 'uses', value: 'kanban board', marksChange: true }), [{ fact: pomodoro, similarity }]);
    expect(project(MEANING_MIN_SIMILARITY_ONE_PERSON - 0.01)).toBeUndefined();
    expect(project(MEANING_MIN_SIMILARITY_ONE_PERSON)?.targetId).toBe(pomodoro.id);
  });

  test('where someone lives and where they work never replace each other, however alike the sentences', () => {
    const works = existing({ subjectKey: 'person:user', attribute: 'works_at', value: 'unilever' });
    expect(meaningChanged(fresh({ subjectKey: 'person:user', attribute: 'lives_in', value: 'calgary', marksChange: true }), [{ fact: works, similarity: 0.9 }])).toBeUndefined();
  });

  test("the team's product of a kind replaced by another of that kind, however far apart the sentences", () => {
    // "builds run on CircleCI", later "we cut over to Buildkite".
    const builds = existing({ subjectKey: 'concept:builds', attribute: 'runs_on', value: 'circleci', validFrom: day('2024-01-01') });
    const cut = fresh({ subjectKey: 'organization:team', attribute: 'uses', value: 'buildkite', marksChange: true, validFrom: day('2024-03-01') });
    expect(meaningChanged(cut, [{ fact: builds, similarity: 0.38 }])).toEqual({ rel: 'updates', targetId: builds.id, superseded: 'target' });
    // Not without a marked change, not between two things neither of which is the team, never a person's.
    expect(meaningChanged({ ...cut, marksChange: false }, [{ fact: builds, similarity: 0.38 }])).toBeUndefined();
    expect(meaningChanged({ ...cut, subjectKey: 'concept:mobile app' }, [{ fact: builds, similarity: 0.38 }])).toBeUndefined();
    expect(meaningChanged(cut, [{ fact: { ...builds, subjectKey: 'person:ana' }, similarity: 0.38 }])).toBeUndefined();
    // Products of two kinds stay apart.
    expect(meaningChanged({ ...cut, value: 'datadog' }, [{ fact: builds, similarity: 0.38 }])).toBeUndefined();
  });

  test("a person's new product and a thing of theirs holding another of that kind are one choice", () => {
    // "User's phone is an iPhone 11", later "User just got a Pixel 8" (read "User now uses Pixel 8").
    const phone = existing({ subjectKey: 'concept:phone user', attribute: 'is', value: 'iphone 11', validFrom: day('2023-05-01') });
    const pixel = fresh({ subjectKey: 'person:user', attribute: 'uses', value: 'pixel 8', marksChange: true, validFrom: day('2024-05-01') });
    expect(meaningChanged(pixel, [{ fact: phone, similarity: 0.3 }])).toEqual({ rel: 'updates', targetId: phone.id, superseded: 'target' });
    // Not another person's thing.
    expect(meaningChanged(pixel, [{ fact: { ...phone, subjectKey: 'concept:ana phone' }, similarity: 0.3 }])).toBeUndefined();
  });

  test('one thing named more or less fully: the same claim of it', () => {
    // "User's usual coffee order is a flat white", later "User's usual order is now a cortado".
    const order = existing({ subjectKey: 'concept:coffee order user usual', attribute: 'is', value: 'flat white', validFrom: day('2023-01-01') });
    const now = fresh({ subjectKey: 'concept:order user usual', attribute: 'is', value: 'cortado', marksChange: true, validFrom: day('2023-07-01') });
    expect(meaningChanged(now, [{ fact: order, similarity: 0.47 }])?.targetId).toBe(order.id);
    // Another claim of it, or a name that is not within the other, stays.
    expect(meaningChanged({ ...now, attribute: 'costs' }, [{ fact: order, similarity: 0.47 }])).toBeUndefined();
    expect(meaningChanged({ ...now, subjectKey: 'concept:lunch order user' }, [{ fact: order, similarity: 0.47 }])).toBeUndefined();
  });

  test('the same old value said of one thing named two ways retires with it (meaningChangedAll)', () => {
    // "Hana wedding is on 14 June" and "Luis's wedding is on 14 June", later "The wedding is now on 20 September".
    const hana = existing({ subjectKey: 'concept:hana wedding', attribute: 'scheduled_for', value: '2025-06-14', validFrom: day('2023-09-01') });
    const luis = existing({ subjectKey: 'concept:luis wedding', attribute: 'scheduled_for', value: '2025-06-14', validFrom: day('2023-09-01') });
    const moved = fresh({ subjectKey: 'concept:wedding', attribute: 'scheduled_for', value: '2025-09-20', marksChange: true, validFrom: day('2024-02-11') });
    const all = meaningChangedAll(moved, [{ fact: hana, similarity: 0.5 }, { fact: luis, similarity: 0.45 }]);
    expect(all.map((r) => r.targetId).sort()).toEqual([hana.id, luis.id].sort());
    expect(all.every((r) => r.rel === 'updates' && r.superseded === 'target')).toBe(true);
    // meaningChanged still names the closest one; another old value of the thing is a claim of its own.
    expect(meaningChanged(moved, [{ fact: hana, similarity: 0.5 }, { fact: luis, similarity: 0.45 }])?.targetId).toBe(hana.id);
    expect(meaningChangedAll(moved, [{ fact: hana, similarity: 0.5 }, { fact: { ...luis, value: '2025-07-01' }, similarity: 0.45 }]).map((r) => r.targetId)).toEqual([hana.id]);
  });

  test('a thing named by its head noun alone, within a name of at most three words, for values of one shape', () => {
    // "my PhD defence is scheduled for 3 May", later "the defence has been pushed to 27 May".
    const defence = existing({ subjectKey: 'concept:defence phd user', attribute: 'scheduled_for', value: '2024-05-03', validFrom: day('2024-02-20') });
    const pushed = fresh({ subjectKey: 'concept:defence', attribute: 'scheduled_for', value: '2024-05-27', marksChange: true, validFrom: day('2024-04-08') });
    expect(meaningChanged(pushed, [{ fact: defence, similarity: 0.4 }])?.targetId).toBe(defence.id);
    // Not a name of four words or more, not a short word, not values of two shapes.
    expect(meaningChanged(pushed, [{ fact: { ...defence, subjectKey: 'concept:defence final phd thesis user' }, similarity: 0.4 }])).toBeUndefined();
    expect(meaningChanged({ ...pushed, subjectKey: 'concept:gig' }, [{ fact: { ...defence, subjectKey: 'concept:gig jazz user' }, similarity: 0.4 }])).toBeUndefined();
    expect(meaningChanged({ ...pushed, attribute: 'is', value: 'postponed' }, [{ fact: { ...defence, attribute: 'is', value: '2024-05-03' }, similarity: 0.4 }])).toBeUndefined();
  });

  test('a quantity is one shape whatever its unit is worded as', () => {
    const kids = existing({ subjectKey: 'person:omar', attribute: 'has:kid', value: 'two' });
    expect(meaningChanged(fresh({ subjectKey: 'person:omar', attribute: 'v:have', value: '3 children', marksChange: true }), [{ fact: kids, similarity: 0.8 }])?.targetId).toBe(kids.id);
  });
});

test('a marked new liking replaces a claim or a liking of a thing of the same kind', () => {
  // "Yara always sits in the front row", later "Yara prefers the back row these days".
  const sits = existing({ subjectKey: 'person:yara', attribute: 'v:sit_in', value: 'front row' });
  const back = fresh({ subjectKey: 'person:yara', attribute: 'preference:back row', value: 'likes', marksChange: true });
  expect(relate(back, [sits])).toEqual([{ rel: 'updates', targetId: sits.id, superseded: 'target' }]);
  // "Ken likes white wine", later "Ken loves red wine now".
  const white = existing({ subjectKey: 'person:ken', attribute: 'preference:white wine', value: 'likes' });
  const red = fresh({ subjectKey: 'person:ken', attribute: 'preference:red wine', value: 'likes', marksChange: true });
  expect(relate(red, [white])).toEqual([{ rel: 'updates', targetId: white.id, superseded: 'target' }]);
  // Without a marked change it is one more liking; a thing of another kind, or a dislike, stays.
  expect(relate({ ...red, marksChange: false }, [white])).toEqual([{ rel: 'none', targetId: null, superseded: null }]);
  expect(relate({ ...red, attribute: 'preference:craft beer' }, [white])).toEqual([{ rel: 'none', targetId: null, superseded: null }]);
  const dislike = existing({ subjectKey: 'person:ken', attribute: 'preference:milk chocolate', value: 'dislikes' });
  expect(relate({ ...red, attribute: 'preference:dark chocolate' }, [dislike])).toEqual([{ rel: 'none', targetId: null, superseded: null }]);
});

test('who holds a role and what the role is are one claim', () => {
  const anja = existing({ subjectKey: 'concept:coach head', attribute: 'held_by', value: 'anja berg', validFrom: day('2023-06-01') });
  const rafael = fresh({ subjectKey: 'concept:coach head', attribute: 'is', value: 'rafael duarte', validFrom: day('2024-06-01') });
  expect(relate(rafael, [anja])).toEqual([{ rel: 'updates', targetId: anja.id, superseded: 'target' }]);
});

test('a marked new liking of a well-known thing of one kind replaces the liking of another', () => {
  const reggaeton = existing({ subjectKey: 'person:marta', attribute: 'preference:reggaeton', value: 'likes' });
  const afro = fresh({ subjectKey: 'person:marta', attribute: 'preference:afrobeats', value: 'likes', marksChange: true });
  expect(relate(afro, [reggaeton])).toEqual([{ rel: 'updates', targetId: reggaeton.id, superseded: 'target' }]);
  expect(relate({ ...afro, marksChange: false }, [reggaeton])).toEqual([{ rel: 'none', targetId: null, superseded: null }]);
});

test('"gave up Sublime Text" neither replaces nor is replaced by an editor of the same kind', () => {
  const gaveUp = existing({ subjectKey: 'person:jonas', attribute: 'stopped', value: 'sublime text', marksChange: true, validFrom: day('2023-01-01') });
  const codes = fresh({ subjectKey: 'person:jonas', attribute: 'uses', value: 'neovim', marksChange: true, validFrom: day('2023-02-01') });
  expect(relate(codes, [gaveUp])).toEqual([{ rel: 'none', targetId: null, superseded: null }]);
});

test('counts of one kind of thing named more or less closely are one slot; counts of other things are not', () => {
  const monitors = existing({ attribute: 'has:monitor', value: '3' });
  expect(relate(fresh({ attribute: 'has:ultrawide monitor', value: '1', marksChange: true }), [monitors])).toEqual([{ rel: 'updates', targetId: monitors.id, superseded: 'target' }]);
  // Another counted noun ("monitor" and "monitor arm") is another slot.
  expect(relate(fresh({ attribute: 'has:monitor arm', value: '1', marksChange: true }), [monitors])).toEqual([{ rel: 'none', targetId: null, superseded: null }]);
});

test('a marked support of a team replaces a liking of one of the same kind; an unmarked one does not', () => {
  const fan = existing({ subjectKey: 'person:mateo', attribute: 'preference:real madrid', value: 'likes', factType: 'preference' });
  expect(relate(fresh({ subjectKey: 'person:mateo', attribute: 'v:support', value: 'atletico madrid', marksChange: true }), [fan])).toEqual([{ rel: 'updates', targetId: fan.id, superseded: 'target' }]);
  expect(relate(fresh({ subjectKey: 'person:mateo', attribute: 'v:support', value: 'atletico madrid' }), [fan])).toEqual([{ rel: 'none', targetId: null, superseded: null }]);
});

test('a preference over a plural names the liking of its singular as replaced', () => {
  const calls = existing({ subjectKey: 'person:osei', attribute: 'preference:phone call', value: 'likes', factType: 'preference' });
  expect(relate(fresh({ subjectKey: 'person:osei', attribute: 'preference:email', value: 'likes', factType: 'preference', replaces: 'phone calls', marksChange: true }), [calls])).toEqual([{ rel: 'updates', targetId: calls.id, superseded: 'target' }]);
});

test('two roles, or two groups\' leaders, are never one claim by meaning however alike their sentences read', () => {
  const treasurer = existing({ subjectKey: 'concept:pta treasurer', attribute: 'held_by', value: 'mrs ito', marksChange: true });
  const secretary = fresh({ subjectKey: 'concept:pta secretary', attribute: 'held_by', value: 'mr dube', marksChange: true, validFrom: day('2024-06-02') });
  expect(meaningChanged(secretary, [{ fact: treasurer, similarity: 0.95 }])).toBeUndefined();
});

test('a marked liking of a compound ending in the other\'s head noun ("cheesecake", "chocolate cake") replaces it (round 67)', () => {
  const cake = existing({ subjectKey: 'person:nico', attribute: 'preference:chocolate cake', value: 'likes', factType: 'preference' });
  expect(relate(fresh({ subjectKey: 'person:nico', attribute: 'preference:cheesecake', value: 'likes', factType: 'preference', marksChange: true }), [cake])).toEqual([{ rel: 'updates', targetId: cake.id, superseded: 'target' }]);
  // Two things of one word each are never kinds of each other ("tea", "steak").
  const tea = existing({ subjectKey: 'person:nico', attribute: 'preference:tea', value: 'likes', factType: 'preference' });
  expect(relate(fresh({ subjectKey: 'person:nico', attribute: 'preference:steak', value: 'likes', factType: 'preference', marksChange: true }), [tea])).toEqual([{ rel: 'none', targetId: null, superseded: null }]);
});

describe('twenty-sixth session: relations found on rounds 68-69', () => {
  test('a count with a cause after the noun updates the count ("18 delivery vans following the expansion")', () => {
    const old = existing({ subjectKey: 'concept:company', attribute: 'v:operate', value: '12 delivery vans' });
    expect(relate(fresh({ subjectKey: 'concept:company', attribute: 'v:operate', value: '18 delivery vans following the expansion' }), [old])).toEqual([{ rel: 'updates', targetId: old.id, superseded: 'target' }]);
  });

  test('where a thing is, on a floor or in a place, is one slot', () => {
    const old = existing({ subjectKey: 'concept:reception', attribute: 'located_on', value: 'ground floor' });
    expect(relate(fresh({ subjectKey: 'concept:reception', attribute: 'located_in', value: 'second floor', marksChange: true, exclusive: true }), [old])).toEqual([{ rel: 'updates', targetId: old.id, superseded: 'target' }]);
  });

  test('a marked new favourite replaces a liking of a thing of its kind; an unmarked one does not', () => {
    const old = existing({ subjectKey: 'person:greta', attribute: 'preference:beach holiday', value: 'likes', factType: 'preference' });
    const favorite = { subjectKey: 'person:greta', attribute: 'preference:favorite holiday', value: 'hiking holiday', factType: 'preference' as const };
    expect(relate(fresh({ ...favorite, marksChange: true }), [old])).toEqual([{ rel: 'updates', targetId: old.id, superseded: 'target' }]);
    expect(relate(fresh(favorite), [old]).filter((r) => r.rel === 'updates')).toEqual([]);
  });
});

describe('twenty-sixth session: relations found on rounds 72-75', () => {
  const alice = { subjectKey: 'person:alice', factType: 'preference' as const };
  test('"prefers to be contacted by phone", later "now by email": one way of doing one thing', () => {
    const old = existing({ ...alice, attribute: 'preference:be contacted by phone', value: 'likes' });
    expect(relate(fresh({ ...alice, attribute: 'preference:be contacted by email', value: 'likes', marksChange: true }), [old])[0]).toMatchObject({ rel: 'updates', superseded: 'target' });
  });

  test('a switch to a thing of the kind liked or favoured replaces it; a switch of another kind does not', () => {
    const favorite = existing({ ...alice, attribute: 'preference:favorite drink', value: 'red wine' });
    expect(relate(fresh({ ...alice, attribute: 'uses', value: 'white wine', factType: 'decision', marksChange: true }), [favorite])[0]).toMatchObject({ rel: 'updates' });
    expect(relate(fresh({ ...alice, attribute: 'uses', value: 'firefox', factType: 'decision', marksChange: true }), [favorite]).filter((r) => r.rel === 'updates')).toEqual([]);
  });

  test('a marked liking replaces a favourite of its head noun; a request replaces a liking of the same head', () => {
    const favorite = existing({ ...alice, attribute: 'preference:favorite sport', value: 'running' });
    expect(relate(fresh({ ...alice, attribute: 'preference:trail running', value: 'likes', marksChange: true }), [favorite])[0]).toMatchObject({ rel: 'updates' });
    const liking = existing({ ...alice, attribute: 'preference:room with a bath', value: 'likes' });
    expect(relate(fresh({ ...alice, attribute: 'v:request', value: 'room with a walk-in shower', factType: 'fact', marksChange: true }), [liking])[0]).toMatchObject({ rel: 'updates' });
  });
});

test('a liking replaced by a switch of its kind is retired in either order of arrival (twenty-sixth session)', () => {
  const alice = { subjectKey: 'person:alice', factType: 'preference' as const };
  const newer = existing({ ...alice, attribute: 'uses', value: 'white wine', factType: 'decision', marksChange: true, validFrom: day('2024-06-01') });
  expect(relate(fresh({ ...alice, attribute: 'preference:favorite drink', value: 'red wine', validFrom: day('2024-01-10') }), [newer])[0]).toMatchObject({ rel: 'updates', targetId: newer.id, superseded: 'new' });
});

test('a switch to a tea replaces the tea a person drank, not their other drinks of another kind', () => {
  const tea = existing({ subjectKey: 'person:ruth', attribute: 'v:drink', value: 'green tea' });
  const juice = existing({ subjectKey: 'person:ruth', attribute: 'v:drink', value: 'orange juice' });
  const relations = relate(fresh({ subjectKey: 'person:ruth', attribute: 'uses', value: 'rooibos', exclusive: true, marksChange: true, factType: 'decision' }), [tea, juice]);
  expect(relations).toEqual([{ rel: 'updates', targetId: tea.id, superseded: 'target' }]);
});

test('an order of one thing had another way replaces the liking of it ("steak medium", later "orders her steak well done")', () => {
  const liking = existing({ subjectKey: 'person:jensen', attribute: 'preference:steak medium', value: 'likes', factType: 'preference' });
  const cake = existing({ subjectKey: 'person:jensen', attribute: 'preference:chocolate cake', value: 'likes', factType: 'preference' });
  const order = fresh({ subjectKey: 'person:jensen', attribute: 'v:order', value: 'steak well done', exclusive: true, marksChange: true });
  expect(relate(order, [liking, cake])).toEqual([{ rel: 'updates', targetId: liking.id, superseded: 'target' }]);
});

describe('twenty-ninth session: a favourite of no kind said', () => {
  const user = { subjectKey: 'person:user', factType: 'preference' as const };
  test('is of the one kind of favourite on record, in either order of event time', () => {
    const game = existing({ ...user, attribute: 'preference:favorite game', value: 'elden ring', validFrom: day('2023-01-01') });
    expect(relate(fresh({ ...user, attribute: 'preference:favorite', value: 'baldur gate 3', marksChange: true, validFrom: day('2023-07-01') }), [game])).toEqual([{ rel: 'updates', targetId: game.id, superseded: 'target' }]);
    const kindless = existing({ ...user, attribute: 'preference:favorite', value: 'baldur gate 3', validFrom: day('2023-07-01') });
    expect(relate(fresh({ ...user, attribute: 'preference:favorite game', value: 'elden ring', validFrom: day('2023-01-01') }), [kindless])).toEqual([{ rel: 'updates', targetId: kindless.id, superseded: 'new' }]);
  });

  test('is no guess between two kinds of favourite, and never another person\'s', () => {
    const game = existing({ ...user, attribute: 'preference:favorite game', value: 'elden ring' });
    const colour = existing({ ...user, attribute: 'preference:favorite colour', value: 'teal' });
    expect(relate(fresh({ ...user, attribute: 'preference:favorite', value: 'baldur gate 3', marksChange: true }), [game, colour])).toEqual([{ rel: 'none', targetId: null, superseded: null }]);
    const theirs = existing({ ...user, subjectKey: 'person:sam', attribute: 'preference:favorite game', value: 'elden ring' });
    expect(relate(fresh({ ...user, attribute: 'preference:favorite', value: 'baldur gate 3', marksChange: true }), [theirs]).filter((r) => r.rel === 'updates')).toEqual([]);
  });
});

test('a marked end of a liking retires the favourite it names, in either order (twenty-ninth session)', () => {
  const roisin = { subjectKey: 'person:roisin', factType: 'preference' as const };
  const favorite = existing({ ...roisin, attribute: 'preference:favorite class', value: 'spin class', validFrom: day('2022-01-01') });
  expect(relate(fresh({ ...roisin, attribute: 'preference:spin', value: 'likes', negated: true, marksChange: true, validFrom: day('2023-01-01') }), [favorite])).toEqual([{ rel: 'updates', targetId: favorite.id, superseded: 'target' }]);
  const other = existing({ ...roisin, attribute: 'preference:favorite class', value: 'yoga class', validFrom: day('2022-01-01') });
  expect(relate(fresh({ ...roisin, attribute: 'preference:spin', value: 'likes', negated: true, marksChange: true, validFrom: day('2023-01-01') }), [other]).filter((r) => r.rel === 'updates')).toEqual([]);
});
