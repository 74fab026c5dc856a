import fc from 'fast-check';
import type { ChunkDraft } from '@engram/core';
import { chunkDocument } from './chunker';
import { countTokens } from './tokens';

/** Non-whitespace characters of `text` with their offsets, for coverage checks. */
function nonWhitespaceOffsets(text: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) if (!/\s/.test(text[i]!)) out.push(i);
  return out;
}

function expectFaithful(text: string, chunks: ChunkDraft[], maxTokens: number) {
  chunks.forEach((c, i) => {
    expect(c.index).toBe(i);
    expect(c.text).toBe(text.slice(c.start, c.end));
    expect(c.tokenCount).toBe(countTokens(c.text));
    expect(c.tokenCount).toBeLessThanOrEqual(maxTokens);
    expect(c.text.trim()).toBe(c.text);
    if (i > 0) {
      expect(c.start).toBeGreaterThan(chunks[i - 1]!.start);
      expect(c.end).toBeGreaterThan(chunks[i - 1]!.end);
      expect(c.start).toBeLessThanOrEqual(chunks[i - 1]!.end + text.slice(chunks[i - 1]!.end, c.start).length);
    }
  });
  const covered = new Uint8Array(text.length);
  for (const c of chunks) covered.fill(1, c.start, c.end);
  expect(nonWhitespaceOffsets(text).filter((i) => covered[i] === 0)).toEqual([]);
}

const words = (n: number, w = 'word') => Array.from({ length: n }, (_, i) => `${w}${i}`).join(' ');

describe('chunkDocument', () => {
  it('returns no chunks for an empty or blank document', () => {
    expect(chunkDocument('')).toEqual([]);
    expect(chunkDocument('  \n\n \t')).toEqual([]);
  });

  it('keeps a short document in one chunk with true offsets', () => {
    const text = '\n\n  Just one short paragraph.  \n';
    expect(chunkDocument(text)).toEqual([
      { index: 0, text: 'Just one short paragraph.', headings: [], tokenCount: 6, start: 4, end: 29 },
    ]);
  });

  it('records the heading path and starts a new chunk at every heading', () => {
    const text = '# Guide\n\nIntro.\n\n## Install\n\nRun it.\n\n### Linux\n\nUse apt.\n\n## Use\n\nCall it.\n';
    const chunks = chunkDocument(text);
    expect(chunks.map((c) => [c.text, c.headings])).toEqual([
      ['# Guide\n\nIntro.', ['Guide']],
      ['## Install\n\nRun it.', ['Guide', 'Install']],
      ['### Linux\n\nUse apt.', ['Guide', 'Install', 'Linux']],
      ['## Use\n\nCall it.', ['Guide', 'Use']],
    ]);
  });

  it('never carries overlap across a heading', () => {
    const text = `# A\n\n${words(60, 'a')}\n\n# B\n\n${words(60, 'b')}`;
    const chunks = chunkDocument(text, { maxTokens: 25, overlapTokens: 5 });
    const firstOfB = chunks.find((c) => c.headings[0] === 'B')!;
    expect(firstOfB.text.startsWith('# B')).toBe(true);
    expectFaithful(text, chunks, 25);
  });

  it('repeats the tail of the previous chunk within a section', () => {
    const text = words(100);
    const chunks = chunkDocument(text, { maxTokens: 40, overlapTokens: 10 });
    expect(chunks.length).toBeGreaterThan(2);
    for (let i = 1; i < chunks.length; i++) {
      const overlap = text.slice(chunks[i]!.start, chunks[i - 1]!.end);
      expect(chunks[i]!.start).toBeLessThan(chunks[i - 1]!.end);
      expect(countTokens(overlap)).toBeLessThanOrEqual(10);
      expect(countTokens(overlap)).toBeGreaterThan(0);
    }
    expectFaithful(text, chunks, 40);
  });

  it('does not cut a fenced code block that fits, even when it holds "#" lines', () => {
    const code = '```python\n# a comment, not a heading\ndef f():\n    return 1\n```';
    const text = `# Code\n\n${words(30)}\n\n${code}\n\nAfter.`;
    const chunks = chunkDocument(text, { maxTokens: 40, overlapTokens: 0 });
    expect(chunks.some((c) => c.text.includes(code))).toBe(true);
    expect(chunks.every((c) => c.headings.join('/') === 'Code')).toBe(true);
  });

  it('splits an oversized code block by lines', () => {
    const lines = Array.from({ length: 40 }, (_, i) => `const v${i} = compute(${i});`);
    const text = `\`\`\`ts\n${lines.join('\n')}\n\`\`\``;
    const chunks = chunkDocument(text, { maxTokens: 30, overlapTokens: 0 });
    expect(chunks.length).toBeGreaterThan(1);
    for (const c of chunks.slice(1)) expect(c.text.startsWith('const v')).toBe(true); // starts at a line start
    expectFaithful(text, chunks, 30);
  });

  it('splits a sentence longer than the bound at word boundaries', () => {
    const text = `${words(120)}.`;
    const chunks = chunkDocument(text, { maxTokens: 50, overlapTokens: 0 });
    expect(chunks.length).toBeGreaterThan(2);
    for (const c of chunks) expect(c.text).toMatch(/^word\d+/);
    expectFaithful(text, chunks, 50);
  });

  it('cuts a single word longer than the bound without losing characters', () => {
    const text = `start ${'x'.repeat(500)} end`;
    const chunks = chunkDocument(text, { maxTokens: 10, overlapTokens: 0 });
    expect(chunks.map((c) => c.text).join('').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
    expectFaithful(text, chunks, 10);
  });

  it('keeps list items whole and splits an oversized table between rows', () => {
    const text = '- first item\n  continues here\n- second item\n\n| a | b |\n|---|---|\n| 1 | 2 |';
    const chunks = chunkDocument(text, { maxTokens: 9, overlapTokens: 0 });
    expect(chunks.map((c) => c.text)).toEqual(['- first item\n  continues here\n- second item', '| a | b |', '|---|---|', '| 1 | 2 |']);
  });

  it('does not treat "#" comments in code files as headings', () => {
    const text = '# setup\nimport os\n\n# main\nprint(os.name)\n';
    const chunks = chunkDocument(text, { sourceType: 'code' });
    expect(chunks).toHaveLength(1);
    expect(chunks[0]!.headings).toEqual([]);
  });

  it('rejects an overlap that is not smaller than the bound', () => {
    expect(() => chunkDocument('text', { maxTokens: 10, overlapTokens: 10 })).toThrow(/overlapTokens/);
    expect(() => chunkDocument('text', { maxTokens: 0 })).toThrow(/maxTokens/);
  });

  describe('on random documents', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9]{1,14}$/);
    const punct = fc.constantFrom('.', ',', '!', '?', ';', ':', '(', ')', '"', '-', 'é', '東');
    const sentence = fc.array(fc.oneof({ weight: 5, arbitrary: word }, { weight: 1, arbitrary: punct }), { minLength: 1, maxLength: 40 })
      .map((ws) => `${ws.join(' ')}.`);
    const paragraph = fc.array(sentence, { minLength: 1, maxLength: 6 }).map((ss) => ss.join(' '));
    const heading = fc.tuple(fc.integer({ min: 1, max: 4 }), word).map(([l, w]) => `${'#'.repeat(l)} ${w}`);
    const list = fc.array(sentence, { minLength: 1, maxLength: 5 }).map((items) => items.map((s) => `- ${s}`).join('\n'));
    const code = fc.array(fc.array(word, { maxLength: 12 }).map((ws) => ws.join(' ')), { minLength: 1, maxLength: 30 })
      .map((lines) => `\`\`\`\n${lines.join('\n')}\n\`\`\``);
    const longWord = fc.integer({ min: 1, max: 3000 }).map((n) => 'z'.repeat(n));
    const block = fc.oneof({ weight: 4, arbitrary: paragraph }, heading, list, code, longWord);
    const document = fc.tuple(fc.array(block, { maxLength: 25 }), fc.constantFrom('\n\n', '\n\n\n', '\r\n\r\n', '\n  \n'))
      .map(([blocks, sep]) => blocks.join(sep));
    const options = fc.integer({ min: 1, max: 120 }).chain((maxTokens) =>
      fc.record({ maxTokens: fc.constant(maxTokens), overlapTokens: fc.integer({ min: 0, max: maxTokens - 1 }) }),
    );

    it('every chunk respects the bound and the chunks cover all text, in order, as verbatim slices', () => {
      fc.assert(
        fc.property(document, options, (text, opts) => {
          expectFaithful(text, chunkDocument(text, opts), opts.maxTokens);
        }),
        { numRuns: 300 },
      );
    });

    it('never splits an astral character when a long word is cut (found by the property below)', () => {
      const text = '0\u{10000}\u{10000}\u{10A60}\u{10000}';
      const chunks = chunkDocument(text, { maxTokens: 1, overlapTokens: 0 });
      expectFaithful(text, chunks, 1);
      expect(chunks.map((c) => c.text)).toEqual(['0\u{10000}\u{10000}\u{10A60}', '\u{10000}']);
    });

    it('holds for arbitrary unicode input too', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), options, (text, opts) => {
          expectFaithful(text, chunkDocument(text, opts), opts.maxTokens);
        }),
        { numRuns: 300 },
      );
    });
  });
});
