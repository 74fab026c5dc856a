// How fast the offline extractor runs, printed (not asserted: timing belongs to benchmarks, not to pass/fail).
// Extraction runs for every document in the pipeline, so this should stay in the low milliseconds per KB.
import { performance } from 'node:perf_hooks';
import { createOfflineExtractor } from './offline-extractor';

const NAMES = ['Alice', 'Bruno', 'Chen', 'Dalia', 'Emeka', 'Fatima', 'Goran', 'Hana'];
const PLACES = ['Lisbon', 'Oslo', 'Quito', 'Hanoi', 'Tallinn', 'Accra', 'Perth', 'Cusco'];
const LINES = [
  (n: string, p: string) => `${n}: I moved to ${p} last month, so I now commute by tram.`,
  (n: string) => `${n}: Honestly the weather has been strange, lots of rain and then sudden sun in the afternoon.`,
  (n: string, p: string) => `${n}: We visited the old market in ${p} last Saturday and met a few friends there.`,
  (n: string) => `${n}: I think I might switch to a four-day week next year, but nothing is decided.`,
  (n: string) => `${n}: My sister works at Northwind Traders and she loves her team.`,
  (n: string) => `${n}: Did you read the chapter I sent? I could not put it down, it was that good.`,
  (n: string) => `${n}: We decided to drop the spring release and focus on stability instead.`,
  (n: string) => `${n}: I don't like crowded trains anymore, I prefer cycling to work.`,
];

function transcript(bytes: number): string {
  const lines: string[] = [];
  for (let i = 0; lines.join('\n').length < bytes; i++) {
    lines.push(LINES[i % LINES.length]!(NAMES[(i + Math.floor(i / 8)) % NAMES.length]!, PLACES[(i * 3 + Math.floor(i / 64)) % PLACES.length]!));
  }
  return lines.join('\n');
}

test('offline extraction speed, ms per KB (printed)', async () => {
  const started = performance.now();
  const extractor = createOfflineExtractor();
  const loadMs = performance.now() - started;
  const referenceTime = new Date('2024-06-12T10:00:00Z');
  const rows: string[] = [`model load: ${loadMs.toFixed(0)} ms (once per process)`];
  for (const size of [1_024, 8_192, 65_536]) {
    const text = transcript(size);
    await extractor.extract({ text, referenceTime }); // warm-up
    const runs = size <= 8_192 ? 50 : 5;
    let facts = 0;
    const t0 = performance.now();
    for (let i = 0; i < runs; i++) facts = (await extractor.extract({ text, referenceTime })).length;
    const ms = (performance.now() - t0) / runs;
    rows.push(`${(size / 1024).toFixed(0).padStart(3)} KB: ${ms.toFixed(2).padStart(7)} ms/doc  ${(ms / (text.length / 1024)).toFixed(2)} ms/KB  ${facts} facts`);
    expect(facts).toBeGreaterThan(0);
  }
  console.log(`offline extractor\n${rows.join('\n')}`);
});
