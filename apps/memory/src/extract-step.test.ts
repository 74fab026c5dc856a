// Extraction gives way to indexing on a shared encoder (giveWayToIndexing): the scheduling rule alone, against an
// embedder whose passage activity the test sets.
import { giveWayToIndexing } from './extract-step';

test('extraction waits while passages are embedded and goes once the encoder has been free of them for a while', async () => {
  let idle = 0;
  let freedAt = 0;
  const embedder = { passagesIdleMs: () => (idle === 0 ? 0 : performance.now() - freedAt) };
  let done = false;
  const waited = giveWayToIndexing(embedder, 60_000).then((ms) => ((done = true), ms));
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(done).toBe(false);
  // The encoder's last passage batch ends now: extraction still waits out the gap between two embed batches.
  idle = 1;
  freedAt = performance.now();
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(done).toBe(false);
  const ms = await waited;
  expect(ms).toBeGreaterThanOrEqual(300 + 400);
});

test('extraction goes after the longest wait even while passages keep coming, so facts still arrive under endless ingest', async () => {
  expect(await giveWayToIndexing({ passagesIdleMs: () => 0 }, 250)).toBeGreaterThanOrEqual(250);
});

test('extraction goes at once when the encoder has had no passages lately, or cannot tell', async () => {
  let asked = 0;
  await giveWayToIndexing({ passagesIdleMs: () => (asked++, Infinity) }, 60_000);
  // Asked once, never slept on.
  expect(asked).toBe(1);
  expect(await giveWayToIndexing({}, 60_000)).toBe(0);
});
