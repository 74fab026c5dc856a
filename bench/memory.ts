// Memory-layer quality through REST on the real pipeline (the embedded server as its own process, as `pnpm start`
// runs it): (a) LoCoMo: facts and entities per turn, short answers found in the top 10 facts against the top 10 chunks,
// evidence turns that yielded a fact; (b) the supersession scenarios of src/memory-scenarios.ts, checked the way
// issue 14 says they will be checked from outside. Prints markdown tables for docs/benchmarks.md and keeps the raw
// numbers in bench/results/.
// Usage: pnpm bench:memory   (env BENCH_LOCOMO_CONVERSATIONS=<all 10>, BENCH_WINDOW=8, BENCH_SKIP_LOCOMO=1,
//                             BENCH_SKIP_SCENARIOS=1, BENCH_SCENARIOS=<name substring>, BENCH_DATA_DIR,
//                             BENCH_ROUNDS=7,8: only those held-out rounds (no repo scenarios),
//                             BENCH_LOCOMO_UNIT=session: sessions as documents, a diagnostic)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { LOCOMO_CATEGORIES, loadLocomoConversations, runLocomoConversation, type LocomoConversationResult } from './src/memory-locomo';
import { HELDOUT_ROUNDS } from './src/memory-scenarios-heldout';
import { SCENARIOS, runScenario, type CheckResult } from './src/memory-scenarios';
import { machine, writeResult } from './src/report';
import { startServerProcess } from './src/server-process';

const CONVERSATIONS = process.env.BENCH_LOCOMO_CONVERSATIONS ? Number(process.env.BENCH_LOCOMO_CONVERSATIONS) : undefined;
const WINDOW = Number(process.env.BENCH_WINDOW ?? 8);
const log = (line: string) => console.error(line);
const pct = (n: number, d: number) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)} %`);
const table = (head: string[], rows: string[][]) =>
  [head, head.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');

export function locomoTables(results: LocomoConversationResult[]): string {
  const sum = (f: (r: LocomoConversationResult) => number) => results.reduce((n, r) => n + f(r), 0);
  const turns = sum((r) => r.turns);
  const perTurn = table(
    ['Conversations', 'Turns', 'Facts', 'Facts / turn', 'Latest facts', 'Turns with a fact', 'Entities', 'Entities / turn', 'Evidence turns with a fact', 'Facts failing spec 2.5'],
    [
      [
        String(results.length),
        String(turns),
        String(sum((r) => r.facts)),
        (sum((r) => r.facts) / turns).toFixed(3),
        String(sum((r) => r.latestFacts)),
        pct(sum((r) => r.turnsWithFact), turns),
        String(sum((r) => r.entities)),
        (sum((r) => r.entities) / turns).toFixed(3),
        `${pct(sum((r) => r.evidenceTurnsWithFact), sum((r) => r.evidenceTurns))} (${sum((r) => r.evidenceTurnsWithFact)}/${sum((r) => r.evidenceTurns)})`,
        String(sum((r) => r.fieldProblems)),
      ],
    ],
  );
  const categories = [...Object.values(LOCOMO_CATEGORIES)];
  const rows = [...categories, 'all'].map((label) => {
    const pick = (r: LocomoConversationResult) =>
      label === 'all'
        ? Object.values(r.byCategory).reduce(
            (a, b) => ({ questions: a.questions + b.questions, inFacts: a.inFacts + b.inFacts, inChunks: a.inChunks + b.inChunks, inEither: a.inEither + b.inEither }),
            { questions: 0, inFacts: 0, inChunks: 0, inEither: 0 },
          )
        : (r.byCategory[label] ?? { questions: 0, inFacts: 0, inChunks: 0, inEither: 0 });
    const q = sum((r) => pick(r).questions);
    return [label, String(q), pct(sum((r) => pick(r).inFacts), q), pct(sum((r) => pick(r).inChunks), q), pct(sum((r) => pick(r).inEither), q)];
  });
  const answers = table(['LoCoMo category', 'Questions', 'Answer in top 10 facts', 'Answer in top 10 chunks', 'In either'], rows);
  const types: Record<string, number> = {};
  for (const r of results) for (const [k, v] of Object.entries(r.factsByType)) types[k] = (types[k] ?? 0) + v;
  const entityTypes: Record<string, number> = {};
  for (const r of results) for (const [k, v] of Object.entries(r.entitiesByType)) entityTypes[k] = (entityTypes[k] ?? 0) + v;
  return `${perTurn}\n\nFact types: ${JSON.stringify(types)}; entity types: ${JSON.stringify(entityTypes)}\n\n${answers}`;
}

export function scenarioTables(checks: CheckResult[]): string {
  const categories = [...new Set(checks.map((c) => c.category))];
  const byCategory = table(
    ['Scenario category', 'Scenarios', 'Checks passed'],
    categories.map((cat) => {
      const cs = checks.filter((c) => c.category === cat);
      return [cat, String(new Set(cs.map((c) => c.scenario)).size), `${cs.filter((c) => c.pass).length}/${cs.length}`];
    }),
  );
  const kinds = [...new Set(checks.map((c) => c.check))];
  const byCheck = table(
    ['Check', 'Passed'],
    kinds.map((k) => {
      const cs = checks.filter((c) => c.check === k);
      return [k, `${cs.filter((c) => c.pass).length}/${cs.length}`];
    }),
  );
  const passed = checks.filter((c) => c.pass).length;
  return `${byCategory}\n\n${byCheck}\n\nAll checks: ${passed}/${checks.length} = ${pct(passed, checks.length)}`;
}

async function main(): Promise<void> {
  const started = performance.now();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'engram-bench-memory-'));
  const server = await startServerProcess(dataDir);
  log(`server ready at ${server.url}`);
  const scenarioChecks: CheckResult[] = [];
  const heldout: Array<{ round: number; passed: number; total: number; failed: CheckResult[] }> = [];
  const locomo: LocomoConversationResult[] = [];
  try {
    if (!process.env.BENCH_SKIP_SCENARIOS) {
      const only = process.env.BENCH_SCENARIOS;
      const rounds = process.env.BENCH_ROUNDS?.split(',').map(Number);
      const scenarios = rounds ? [] : SCENARIOS.filter((s) => !only || s.name.includes(only) || s.category.includes(only));
      for (const [i, s] of scenarios.entries()) {
        const checks = await runScenario(server.url, s, i);
        scenarioChecks.push(...checks);
        const failed = checks.filter((c) => !c.pass);
        log(`scenario ${s.name}: ${checks.length - failed.length}/${checks.length}${failed.map((f) => `\n    FAIL ${f.check}: ${f.detail ?? ''}`).join('')}`);
      }
      for (const [r, round] of HELDOUT_ROUNDS.entries()) {
        if (rounds && !rounds.includes(r + 1)) continue;
        const checks: CheckResult[] = [];
        for (const [i, s] of round.filter((s) => !only || s.name.includes(only) || s.category.includes(only)).entries()) {
          checks.push(...(await runScenario(server.url, s, 1000 * (r + 1) + i)));
        }
        heldout.push({ round: r + 1, passed: checks.filter((c) => c.pass).length, total: checks.length, failed: checks.filter((c) => !c.pass) });
        log(`held-out round ${r + 1}: ${heldout.at(-1)!.passed}/${checks.length}`);
      }
    }
    if (!process.env.BENCH_SKIP_LOCOMO) {
      const conversations = loadLocomoConversations(CONVERSATIONS);
      for (const c of conversations) {
        log(`LoCoMo ${c.id}: ${c.turns.length} turns, ${c.questions.length} questions`);
        locomo.push(await runLocomoConversation(server.url, c, { window: WINDOW, log }));
      }
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const seconds = (performance.now() - started) / 1000;
  const file = writeResult('memory', {
    machine: machine(),
    seconds: Math.round(seconds),
    scenarios: { checks: scenarioChecks, passed: scenarioChecks.filter((c) => c.pass).length, total: scenarioChecks.length },
    heldout,
    locomo,
  });
  if (scenarioChecks.length > 0) {
    console.log('\nSupersession scenarios (REST, offline extractor):\n');
    console.log(scenarioTables(scenarioChecks));
    const failed = scenarioChecks.filter((c) => !c.pass);
    if (failed.length > 0) console.log(`\nFailed:\n${failed.map((f) => `- ${f.scenario}: ${f.check} — ${f.detail ?? ''}`).join('\n')}`);
  }
  if (heldout.length > 0) {
    console.log('\nHeld-out rounds (bench/src/memory-scenarios-heldout.ts; written after the extractor, see its header):\n');
    console.log('| round | checks passed |\n| --- | --- |');
    for (const h of heldout) console.log(`| ${h.round} | ${h.passed}/${h.total} = ${((100 * h.passed) / h.total).toFixed(1)} % |`);
    const passed = heldout.reduce((n, h) => n + h.passed, 0);
    const total = heldout.reduce((n, h) => n + h.total, 0);
    console.log(`| all | ${passed}/${total} = ${((100 * passed) / total).toFixed(1)} % |`);
    const failed = heldout.flatMap((h) => h.failed);
    if (failed.length > 0) console.log(`\nFailed:\n${failed.map((f) => `- ${f.scenario}: ${f.check} — ${f.detail ?? ''}`).join('\n')}`);
  }
  if (locomo.length > 0) {
    console.log('\nLoCoMo (one document per turn, session date as occurred_at; category 5 skipped):\n');
    console.log(locomoTables(locomo));
    const missed = locomo.flatMap((r) => r.missed).slice(0, 12);
    if (missed.length > 0)
      console.log(`\nAnswered by chunks, not by facts (examples):\n${missed.map((m) => `- [${m.category}] ${m.question} -> ${m.answer}; evidence facts: ${m.evidenceFacts.join(' / ') || 'none'}`).join('\n')}`);
  }
  console.log(`\n${Math.round(seconds)} s; machine: ${JSON.stringify(machine())}\nraw: ${file}`);
}

if (require.main === module) {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
