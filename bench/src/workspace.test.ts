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

test('past the end of the corpus it adds copies marked in metadata, so any chunk count can be reached', () => {
  const plan = planWorkspace(corpus, 5, chunking);
  expect(plan.chunks).toBe(5);
  expect(plan.documents.map((d) => [d.title, d.metadata?.bench_copy])).toEqual([
    ['One', undefined],
    ['Two', undefined],
    ['One', 2],
    ['Two', 2],
    ['One', 3],
  ]);
  expect(plan.documents[2]!.content).toBe(plan.documents[0]!.content);
});
