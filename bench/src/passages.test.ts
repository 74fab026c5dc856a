import { pipelinePassages } from './passages';

const chunking = { maxTokens: 160, overlapTokens: 24 };

test('a short abstract is one passage: the title as context, then the text verbatim', () => {
  expect(pipelinePassages({ title: 'Sourdough', content: 'Feed the starter twice a day.' }, chunking)).toEqual([
    'Sourdough\nFeed the starter twice a day.',
  ]);
});

test('a long document becomes several passages, each prefixed by its title and within the chunk bound', () => {
  const sentence = 'Cells exposed to the compound divided more slowly than the untreated controls in every assay. ';
  const passages = pipelinePassages({ title: 'Growth study', content: sentence.repeat(30) }, chunking);
  expect(passages.length).toBeGreaterThan(3);
  for (const p of passages) expect(p.startsWith('Growth study\n')).toBe(true);
});

test('Markdown headings join the title as context, as the pipeline gives them to the encoder', () => {
  const passages = pipelinePassages(
    { title: 'Guide', content: '# Setup\n\nInstall the tool first.\n\n# Use\n\nRun it daily.' },
    chunking,
  );
  expect(passages.some((p) => p.startsWith('Guide > Setup\n'))).toBe(true);
  expect(passages.some((p) => p.startsWith('Guide > Use\n'))).toBe(true);
});
