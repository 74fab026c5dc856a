import { planWorkspace } from './workspace';

const chunking = { maxTokens: 160, overlapTokens: 24 };
const corpus = [
  { id: '1', title: 'One', text: 'A short abstract.' },
  { id: '2', title: 'Two', text: 'Another short abstract.' },
];

test('takes documents in corpus order until the predicted chunks reach the target', () => {
  const plan = planWorkspace(corpus, 1, chunking);
  expect(plan).toEqual({ documents: [{ title: 'One', content: 'A short abstract.' }], chunks: 1 });
});

test('past the end of the corpus it adds numbered copies, so any chunk count can be reached', () => {
  const plan = planWorkspace(corpus, 5, chunking);
  expect(plan.chunks).toBe(5);
  expect(plan.documents.map((d) => d.title)).toEqual(['One', 'Two', 'One (copy 2)', 'Two (copy 2)', 'One (copy 3)']);
});
