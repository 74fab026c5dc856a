import { relate, type ExistingFact, type NewFact } from './relate';

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
  expect(relate(fresh({ attribute: 'uses', value: 'teams', exclusive: true }), [slack])[0]).toMatchObject({
    rel: 'updates',
    superseded: 'target',
  });
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

test('a negation that marks a change over time updates; a plain one contradicts', () => {
  const likes = existing({ attribute: 'preference:steak', value: 'likes', factType: 'preference' });
  const no = fresh({ attribute: 'preference:steak', value: 'likes', negated: true, factType: 'preference' });
  expect(relate({ ...no, marksChange: true }, [likes])[0]).toMatchObject({ rel: 'updates', superseded: 'target' });
  expect(relate(no, [likes])[0]).toMatchObject({ rel: 'contradicts', superseded: 'target' });
  // An older document that changed its mind does not "update" what was said later.
  expect(relate({ ...no, marksChange: true, validFrom: day('2023-01-01') }, [likes])[0]).toMatchObject({ rel: 'contradicts', superseded: 'new' });
});
