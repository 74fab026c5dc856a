import { canonicalJson, idempotencyKey } from './idempotency';

const base = { path: 'notes/a.md', content: 'Feed the starter.', options: { source: 'folder_sync' } };

describe('ingest idempotency keys', () => {
  it('are the same for the same path, content and options, whatever the order of metadata keys', () => {
    const a = idempotencyKey({ ...base, options: { source: 'api', metadata: { project: 'x', kind: 'y' } } });
    const b = idempotencyKey({ ...base, options: { metadata: { kind: 'y', project: 'x' }, source: 'api' } });
    expect(a).toBe(b);
    expect(a).toMatch(/^engram-cli-[0-9a-f]{64}$/); // within the API's 255 printable characters
  });

  it('change with the path, the content, the namespace or the metadata', () => {
    const key = idempotencyKey(base);
    expect(idempotencyKey({ ...base, path: 'notes/b.md' })).not.toBe(key);
    expect(idempotencyKey({ ...base, content: 'Feed the starter!' })).not.toBe(key);
    expect(idempotencyKey({ ...base, options: { ...base.options, namespace: 'work' } })).not.toBe(key);
    expect(idempotencyKey({ ...base, options: { ...base.options, metadata: { a: 1 } } })).not.toBe(key);
  });

  it('keep fields apart: moving text from the path into the content is another key', () => {
    expect(idempotencyKey({ ...base, path: 'ab', content: 'c' })).not.toBe(
      idempotencyKey({ ...base, path: 'a', content: 'bc' }),
    );
  });

  it('canonical JSON sorts keys at every depth and drops undefined', () => {
    expect(canonicalJson({ b: [{ d: 1, c: 2 }], a: undefined, e: null })).toBe('{"b":[{"c":2,"d":1}],"e":null}');
  });
});
