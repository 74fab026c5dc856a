// LoCoMo through the memory layer: every dialog turn is ingested as its own document (`Speaker: text`, the session's
// date as `metadata.occurred_at`, the speaker as `metadata.speaker`), one workspace per conversation. A turn per
// document is what the per-turn figures need: facts carry `source_document_id`, so each fact is attributed to exactly
// one turn (`dia_id`), and "evidence turns that yielded a fact" is a count, not a guess. It also keeps the chunk
// baseline the one bench/retrieval measures (one chunk per turn).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ApiClient, signup } from './http';
import {
  containsAnswer,
  countEntities,
  factFieldProblems,
  ingestDocument,
  listAllFacts,
  queryWithFacts,
  waitForExtraction,
  type FactBody,
} from './memory-api';

export const DATA_DIR = process.env.BENCH_DATA_DIR ?? '/work/shared/data';

/** LoCoMo's question categories (5, adversarial, has no answer and is skipped). */
export const LOCOMO_CATEGORIES: Record<number, string> = {
  1: 'multi-hop',
  2: 'temporal',
  3: 'open-domain',
  4: 'single-hop',
};

interface Turn {
  speaker: string;
  dia_id: string;
  text: string;
  blip_caption?: string;
}

export interface LocomoConversation {
  id: string;
  turns: { diaId: string; speaker: string; content: string; occurredAt: string }[];
  questions: { question: string; answer: string; category: number; evidence: string[] }[];
}

/** "1:56 pm on 8 May, 2023" -> ISO 8601 (UTC). */
export function parseSessionDate(text: string): string {
  const m = /(\d{1,2}):(\d{2})\s*(am|pm)\s+on\s+(\d{1,2})\s+([A-Za-z]+),?\s+(\d{4})/i.exec(text);
  if (!m) throw new Error(`unrecognised LoCoMo session date: ${text}`);
  const month = new Date(`${m[5]} 1, 2000`).getMonth();
  const hour = (Number(m[1]) % 12) + (m[3]!.toLowerCase() === 'pm' ? 12 : 0);
  return new Date(Date.UTC(Number(m[6]), month, Number(m[4]), hour, Number(m[2]))).toISOString();
}

export function loadLocomoConversations(limit?: number): LocomoConversation[] {
  const file = path.join(DATA_DIR, 'locomo', 'locomo10.json');
  const samples = JSON.parse(readFileSync(file, 'utf8')) as Array<{
    sample_id: string;
    conversation: Record<string, unknown>;
    qa: Array<{ question: string; answer?: unknown; category: number; evidence?: string[] }>;
  }>;
  return samples.slice(0, limit ?? samples.length).map((sample) => {
    const turns: LocomoConversation['turns'] = [];
    for (const [key, value] of Object.entries(sample.conversation)) {
      if (!/^session_\d+$/.test(key) || !Array.isArray(value)) continue;
      const occurredAt = parseSessionDate(String(sample.conversation[`${key}_date_time`]));
      for (const turn of value as Turn[]) {
        // A shared photo is part of what was said; its caption is the only text form of it (as bench/retrieval does).
        const photo = turn.blip_caption ? ` [shares a photo: ${turn.blip_caption}]` : '';
        turns.push({
          diaId: turn.dia_id,
          speaker: turn.speaker,
          content: `${turn.speaker}: ${turn.text}${photo}`,
          occurredAt,
        });
      }
    }
    const ids = new Set(turns.map((t) => t.diaId));
    const questions = sample.qa
      .filter((qa) => qa.category !== 5 && qa.answer !== undefined && String(qa.answer).trim() !== '')
      .map((qa) => ({
        question: qa.question,
        answer: String(qa.answer),
        category: qa.category,
        // A few evidence entries are malformed ("D8:6; D9:17", "D:11:26"): split and normalise, keep known turns.
        evidence: (qa.evidence ?? [])
          .flatMap((e) => e.split(/[;,\s]+/))
          .map((e) => e.replace(/^D:?(\d+):(\d+)$/, 'D$1:$2'))
          .filter((e) => ids.has(e)),
      }));
    return { id: sample.sample_id, turns, questions };
  });
}

export interface LocomoConversationResult {
  id: string;
  turns: number;
  facts: number;
  latestFacts: number;
  factsByType: Record<string, number>;
  entities: number;
  entitiesByType: Record<string, number>;
  turnsWithFact: number;
  evidenceTurns: number;
  evidenceTurnsWithFact: number;
  fieldProblems: number;
  /** Per category: questions, answer in the top 10 facts, answer in the top 10 chunks, in either. */
  byCategory: Record<string, { questions: number; inFacts: number; inChunks: number; inEither: number }>;
  /** Up to a few questions the chunks answered and the facts did not, with the evidence turn's facts (for the report). */
  missed: { question: string; answer: string; category: string; evidenceFacts: string[] }[];
}

export async function runLocomoConversation(
  baseUrl: string,
  conversation: LocomoConversation,
  options: { window: number; log: (line: string) => void },
): Promise<LocomoConversationResult> {
  const client = new ApiClient(baseUrl, await signup(baseUrl, `locomo-${conversation.id}`));
  const diaOf = new Map<string, string>();
  // A window of documents in flight: the next is sent when the oldest has its facts extracted.
  const open: Promise<void>[] = [];
  let done = 0;
  // BENCH_LOCOMO_UNIT=session (a diagnostic): each session as one document of `Speaker: text` lines, the multi-turn
  // chunks a user's chat log gives. Per-turn figures are then meaningless (facts cannot be attributed to a turn).
  const bySession = process.env.BENCH_LOCOMO_UNIT === 'session';
  const units: { diaId: string; content: string; metadata: Record<string, string> }[] = [];
  if (bySession) {
    const sessions = new Map<string, { diaId: string; content: string; metadata: Record<string, string> }>();
    for (const turn of conversation.turns) {
      const id = turn.diaId.split(':')[0]!;
      const s = sessions.get(id);
      if (s) s.content += `\n${turn.content}`;
      else sessions.set(id, { diaId: id, content: turn.content, metadata: { occurred_at: turn.occurredAt } });
    }
    units.push(...sessions.values());
  } else
    units.push(
      ...conversation.turns.map((t) => ({
        diaId: t.diaId,
        content: t.content,
        metadata: { occurred_at: t.occurredAt, speaker: t.speaker },
      })),
    );
  for (const turn of units) {
    const { documentId, jobId } = await ingestDocument(client, {
      title: `${conversation.id} ${turn.diaId}`,
      content: turn.content,
      metadata: turn.metadata,
    });
    diaOf.set(documentId, turn.diaId);
    open.push(waitForExtraction(client, jobId).then(() => void done++));
    if (open.length >= options.window) await open.shift();
    if (done > 0 && done % 200 === 0)
      options.log(`  ${conversation.id}: ${done}/${conversation.turns.length} turns extracted`);
  }
  await Promise.all(open);

  const facts = await listAllFacts(client, false);
  const factsByTurn = new Map<string, FactBody[]>();
  const factsByType: Record<string, number> = {};
  let fieldProblems = 0;
  for (const f of facts) {
    const dia = diaOf.get(f.source_document_id) ?? '?';
    factsByTurn.set(dia, [...(factsByTurn.get(dia) ?? []), f]);
    factsByType[f.fact_type] = (factsByType[f.fact_type] ?? 0) + 1;
    if (factFieldProblems(f).length > 0) fieldProblems++;
  }
  const entities = await countEntities(client);
  const evidence = new Set(conversation.questions.flatMap((q) => q.evidence));

  const byCategory: LocomoConversationResult['byCategory'] = {};
  const missed: LocomoConversationResult['missed'] = [];
  let top3 = 0;
  for (const q of conversation.questions) {
    const label = LOCOMO_CATEGORIES[q.category] ?? `category ${q.category}`;
    const answer = await queryWithFacts(client, q.question, { maxResults: 10 });
    const inFacts = answer.facts.slice(0, 10).some((f) => containsAnswer(f.content, q.answer));
    if (answer.facts.slice(0, 3).some((f) => containsAnswer(f.content, q.answer))) top3++;
    const inChunks = answer.chunks.slice(0, 10).some((c) => containsAnswer(c, q.answer));
    const row = (byCategory[label] ??= { questions: 0, inFacts: 0, inChunks: 0, inEither: 0 });
    row.questions++;
    row.inFacts += Number(inFacts);
    row.inChunks += Number(inChunks);
    row.inEither += Number(inFacts || inChunks);
    if (!inFacts && inChunks && missed.length < 8)
      missed.push({
        question: q.question,
        answer: q.answer,
        category: label,
        evidenceFacts: q.evidence.flatMap((e) => (factsByTurn.get(e) ?? []).map((f) => f.content)),
      });
  }
  options.log(`  ${conversation.id}: answer in top 3 facts ${top3}/${conversation.questions.length}`);
  return {
    id: conversation.id,
    turns: conversation.turns.length,
    facts: facts.length,
    latestFacts: facts.filter((f) => f.is_latest).length,
    factsByType,
    entities: entities.total,
    entitiesByType: entities.byType,
    turnsWithFact: conversation.turns.filter((t) => (factsByTurn.get(t.diaId)?.length ?? 0) > 0).length,
    evidenceTurns: evidence.size,
    evidenceTurnsWithFact: [...evidence].filter((e) => (factsByTurn.get(e)?.length ?? 0) > 0).length,
    fieldProblems,
    byCategory,
    missed,
  };
}
