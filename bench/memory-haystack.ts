// Held-out rounds under noise: each chat-style ("lme") scenario of bench/src/memory-scenarios-heldout.ts gets its own
// workspace, first filled with NOISE other documents (LoCoMo turns from the first two conversations, one per document),
// then its documents in order; is the current value still in the top 3 latest facts of `POST /v1/query` when the
// workspace holds many other facts? A diagnostic of fact ranking, through REST like bench:memory.
// Usage: pnpm bench:memory-haystack   (env NOISE=40, LIMIT=<scenarios>)
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ApiClient, signup } from './src/http';
import { ingestDocument, queryWithFacts, waitForExtraction } from './src/memory-api';
import { loadLocomoConversations } from './src/memory-locomo';
import { HELDOUT_ROUNDS } from './src/memory-scenarios-heldout';
import { startServerProcess } from './src/server-process';

async function main() {
  const server = await startServerProcess(mkdtempSync(path.join(os.tmpdir(), 'engram-hay-')));
  const noise = loadLocomoConversations(2).flatMap((c) => c.turns).map((t) => `${t.speaker}: ${t.content}`);
  const NOISE = Number(process.env.NOISE ?? 60);
  let hit = 0;
  let total = 0;
  try {
    const scenarios = HELDOUT_ROUNDS.flat().filter((s) => s.steps.every((st) => 'ingest' in st) && !s.other && s.name.includes('lme')).slice(0, Number(process.env.LIMIT ?? 999));
    for (const [i, s] of scenarios.entries()) {
      const client = new ApiClient(server.url, await signup(server.url, `hay-${i}`));
      const jobs: string[] = [];
      for (let n = 0; n < NOISE; n++) {
        const { jobId } = await ingestDocument(client, { title: 'chat', content: noise[(i * 97 + n * 13) % noise.length]!, metadata: { occurred_at: '2023-06-01T10:00:00Z' } });
        jobs.push(jobId);
      }
      for (const j of jobs) await waitForExtraction(client, j);
      for (const st of s.steps) {
        if (!('ingest' in st)) continue;
        const { jobId } = await ingestDocument(client, { title: 'doc', content: st.content, metadata: { occurred_at: st.at, ...(st.speaker ? { speaker: st.speaker } : {}) } });
        await waitForExtraction(client, jobId);
      }
      const r = await queryWithFacts(client, s.query, { maxResults: 10, onlyLatest: true });
      const ok = r.facts.slice(0, 3).some((f) => s.current.test(f.content));
      total++;
      if (ok) hit++;
      else console.log(`MISS ${s.name}: ${r.facts.slice(0, 3).map((f) => f.content).join(' | ')}`);
    }
  } finally {
    await server.stop();
  }
  console.log(`current value in top 3 latest facts with ${NOISE} noise documents: ${hit}/${total}`);
}
void main();
