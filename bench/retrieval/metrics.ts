// Ranking metrics as BEIR and LoCoMo papers compute them, over document ids ranked best first.

/** nDCG@k with graded gains (BEIR/pytrec_eval: gain = grade, discount log2(rank + 1)). */
export function ndcgAt(ranked: readonly string[], relevant: ReadonlyMap<string, number>, k: number): number {
  let dcg = 0;
  ranked.slice(0, k).forEach((id, i) => {
    const g = relevant.get(id) ?? 0;
    if (g > 0) dcg += g / Math.log2(i + 2);
  });
  const ideal = [...relevant.values()].sort((a, b) => b - a).slice(0, k);
  const idcg = ideal.reduce((s, g, i) => s + g / Math.log2(i + 2), 0);
  return idcg > 0 ? dcg / idcg : 0;
}

/** Share of the relevant documents found in the top k. */
export function recallAt(ranked: readonly string[], relevant: ReadonlyMap<string, number>, k: number): number {
  if (relevant.size === 0) return 0;
  const top = new Set(ranked.slice(0, k));
  let found = 0;
  for (const id of relevant.keys()) if (top.has(id)) found++;
  return found / relevant.size;
}

/** Reciprocal rank of the first relevant document within the top k, else 0. */
export function mrrAt(ranked: readonly string[], relevant: ReadonlyMap<string, number>, k: number): number {
  const i = ranked.slice(0, k).findIndex((id) => (relevant.get(id) ?? 0) > 0);
  return i < 0 ? 0 : 1 / (i + 1);
}

export interface QueryScores {
  ndcg10: number;
  recall5: number;
  recall10: number;
  recall100: number;
  mrr10: number;
}

export function scoreQuery(ranked: readonly string[], relevant: ReadonlyMap<string, number>): QueryScores {
  return {
    ndcg10: ndcgAt(ranked, relevant, 10),
    recall5: recallAt(ranked, relevant, 5),
    recall10: recallAt(ranked, relevant, 10),
    recall100: recallAt(ranked, relevant, 100),
    mrr10: mrrAt(ranked, relevant, 10),
  };
}

export function meanScores(all: readonly QueryScores[]): QueryScores {
  const n = Math.max(1, all.length);
  const sum = (f: (s: QueryScores) => number) => all.reduce((acc, s) => acc + f(s), 0) / n;
  return {
    ndcg10: sum((s) => s.ndcg10),
    recall5: sum((s) => s.recall5),
    recall10: sum((s) => s.recall10),
    recall100: sum((s) => s.recall100),
    mrr10: sum((s) => s.mrr10),
  };
}
