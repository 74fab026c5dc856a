import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Embedder } from '@engram/core';
import { createDiskCachedEmbedder } from './embedding-cache';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function counting() {
  const calls: string[][] = [];
  const inner: Embedder = {
    model: 'm',
    dimensions: 3,
    // A deterministic function of the text, so cached and computed vectors can be compared.
    embed: async (texts) => {
      calls.push([...texts]);
      return texts.map((t) => Float32Array.from([t.length, t.charCodeAt(0), 1]));
    },
    close: async () => {},
  };
  return { inner, calls };
}

test('a second process reads vectors from disk and never loads the model for cached texts', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'emb-cache-'));
  dirs.push(dir);
  const first = counting();
  const a = createDiskCachedEmbedder({ model: 'm', dimensions: 3, dir, load: async () => first.inner });
  const computed = await a.embed(['alpha', 'beta'], 'passage');
  expect(first.calls).toEqual([['alpha', 'beta']]);

  let loaded = 0;
  const second = counting();
  const b = createDiskCachedEmbedder({ model: 'm', dimensions: 3, dir, load: async () => (loaded++, second.inner) });
  const again = await b.embed(['beta', 'alpha'], 'passage');
  expect(loaded).toBe(0);
  expect(Array.from(again[0]!)).toEqual(Array.from(computed[1]!));
  expect(Array.from(again[1]!)).toEqual(Array.from(computed[0]!));

  // A query of the same text is a different entry (encoders may embed queries differently), computed once.
  await b.embed(['alpha', 'gamma'], 'query');
  expect(second.calls).toEqual([['alpha', 'gamma']]);
  expect(b.stats()).toEqual({ hits: 2, misses: 2 });
});
