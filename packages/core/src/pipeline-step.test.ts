import type { PipelineEvent } from './events';
import { pipelineStep } from './pipeline-step';
import type { BusMessage } from './ports';

const event = (n: number): PipelineEvent => ({ tenantId: 't', namespaceId: 'n', documentId: `d${n}`, version: 1, jobId: `j${n}` });
const message = (n: number, attempt: number): BusMessage<PipelineEvent> => ({
  id: `m${n}`,
  topic: 'engram.pipeline.test',
  key: `d${n}`,
  payload: event(n),
  headers: {},
  attempt,
  publishedAt: new Date(0),
});

function harness(failing: Set<string>) {
  const batches: string[][] = [];
  const gaveUp: string[] = [];
  const warnings: string[] = [];
  const outcomes: string[] = [];
  const waits: number[] = [];
  let inFlight = 0;
  const handler = pipelineStep(
    {
      name: 'test',
      maxBatch: 10,
      maxAttempts: 3,
      logger: { warn: (_o, msg) => void warnings.push(msg) },
      metrics: {
        pipelineStepDuration: { startTimer: () => (labels) => void outcomes.push(labels.outcome) },
        jobsInFlight: { inc: (_l, v) => void (inFlight += v), dec: (_l, v) => void (inFlight -= v) },
        pipelineQueueWait: { observe: (_l, seconds) => void waits.push(seconds) },
      },
      giveUp: async (e, kind) => void gaveUp.push(`${e.jobId}:${kind}`),
    },
    async (events) => {
      batches.push(events.map((e) => e.documentId));
      if (events.some((e) => failing.has(e.documentId))) throw new Error('boom');
    },
  );
  return { handler, batches, gaveUp, warnings, outcomes, waits, inFlight: () => inFlight };
}

describe('pipelineStep', () => {
  it('handles waiting messages as one batch and records one ok per message', async () => {
    const h = harness(new Set());
    await Promise.all([1, 2, 3].map((n) => h.handler(message(n, 1))));
    expect(h.batches.flat().sort()).toEqual(['d1', 'd2', 'd3']);
    expect(h.outcomes.every((o) => o === 'ok')).toBe(true);
    expect(h.outcomes).toHaveLength(3);
    expect(h.gaveUp).toEqual([]);
    expect(h.inFlight()).toBe(0);
  });

  it('records the wait of each message from publication to the start of its step', async () => {
    const h = harness(new Set());
    const published = Date.now() - 4_000;
    await Promise.all([1, 2].map((n) => h.handler({ ...message(n, 1), publishedAt: new Date(published) })));
    expect(h.waits).toHaveLength(2);
    for (const w of h.waits) expect(w).toBeGreaterThanOrEqual(4);
    for (const w of h.waits) expect(w).toBeLessThan(60);
  });

  it('a failed batch is retried one message at a time: only the bad one fails, and is given up on its last attempt', async () => {
    const h = harness(new Set(['d2']));
    const results = await Promise.allSettled([message(1, 3), message(2, 3), message(3, 3)].map((m) => h.handler(m)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(h.gaveUp).toEqual(['j2:internal']);
    expect(h.warnings).toContain('pipeline step failed');
    expect(h.inFlight()).toBe(0);
  });

  it('does not give a job up before its last attempt', async () => {
    const h = harness(new Set(['d1']));
    await expect(h.handler(message(1, 2))).rejects.toThrow('boom');
    expect(h.gaveUp).toEqual([]);
  });
});
