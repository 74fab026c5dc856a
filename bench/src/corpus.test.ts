import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dataPaths, readCorpus, readQueries } from './corpus';

const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-corpus-'));

test('reads BEIR documents and skips those with no text, which the API would reject', () => {
  const file = path.join(dir, 'corpus.jsonl');
  writeFileSync(
    file,
    [
      '{"_id": "1", "title": "A", "text": "alpha"}',
      '{"_id": "2", "title": "B", "text": "  "}',
      '',
      '{"_id": 3, "text": "gamma"}',
    ].join('\n'),
  );
  expect(readCorpus(file)).toEqual([
    { id: '1', title: 'A', text: 'alpha' },
    { id: '3', title: '', text: 'gamma' },
  ]);
});

test('drops repeated query texts so a first occurrence is always a cache miss', () => {
  const file = path.join(dir, 'queries.jsonl');
  writeFileSync(
    file,
    [
      '{"_id": "1", "text": "what is x"}',
      '{"_id": "2", "text": "what is x "}',
      '{"_id": "3", "text": "what is y"}',
    ].join('\n'),
  );
  expect(readQueries(file).map((q) => q.id)).toEqual(['1', '3']);
});

test('queries default to the file beside the corpus, and the corpus folder names the cache', () => {
  expect(dataPaths({ BENCH_CORPUS: '/data/nfcorpus/corpus.jsonl' })).toEqual({
    corpus: '/data/nfcorpus/corpus.jsonl',
    queries: '/data/nfcorpus/queries.jsonl',
    name: 'nfcorpus',
  });
});
