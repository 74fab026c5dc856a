import { HydrationCache } from './hydration-cache';
import type { ChunkView, DocumentView } from './types';

const T = 'tenant-1';
const doc = (documentId: string) => ({ documentId, tenantId: T }) as DocumentView;
const entry = (chunkId: string, documentId: string) => ({ chunk: { chunkId, documentId } as ChunkView, document: doc(documentId) });

describe('HydrationCache', () => {
  it('serves what a read stored until the document is written', () => {
    const cache = new HydrationCache();
    const stamp = cache.beginRead();
    cache.store(stamp, T, [entry('c1', 'd1'), entry('c2', 'd1'), entry('c3', 'd2')]);
    cache.endRead(stamp);
    expect(cache.lookup(T, ['c1', 'c3', 'c9']).missing).toEqual(['c9']);
    expect(cache.lookup('other-tenant', ['c1']).missing).toEqual(['c1']);

    cache.invalidate(T, ['d1']);
    expect(cache.lookup(T, ['c1', 'c2', 'c3'])).toMatchObject({ missing: ['c1', 'c2'], hits: [{ chunk: { chunkId: 'c3' } }] });
  });

  it('does not keep a read that raced a write to its document (the read may have seen the state before it)', () => {
    const cache = new HydrationCache();
    const before = cache.beginRead();
    cache.invalidate(T, ['d1']); // a write committed while the read was in flight
    cache.store(before, T, [entry('c1', 'd1'), entry('c3', 'd2')]);
    cache.endRead(before);
    expect(cache.lookup(T, ['c1', 'c3']).missing).toEqual(['c1']);

    // A read that began after the write keeps it.
    const after = cache.beginRead();
    cache.store(after, T, [entry('c1', 'd1')]);
    cache.endRead(after);
    expect(cache.lookup(T, ['c1']).missing).toEqual([]);
  });

  it('holds at most maxChunks, and a dropped chunk leaves no trace behind', () => {
    const cache = new HydrationCache({ maxChunks: 2 });
    const stamp = cache.beginRead();
    cache.store(stamp, T, [entry('c1', 'd1'), entry('c2', 'd1'), entry('c3', 'd2')]);
    cache.endRead(stamp);
    expect(cache.size).toBe(2);
    expect(cache.lookup(T, ['c1']).missing).toEqual(['c1']);
    cache.invalidate(T, ['d1', 'd2']);
    expect(cache.size).toBe(0);
  });
});
