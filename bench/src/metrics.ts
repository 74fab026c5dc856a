// Reads the server's Prometheus histograms so a benchmark can say where the time went (mean per query leg or per
// pipeline step over a phase), from the same numbers an operator would see.
export type HistogramTotals = Map<string, { sum: number; count: number }>;

/** Sum and count of every series of histogram `name` in a Prometheus text exposition, keyed by one label's value. */
export function parseHistogram(exposition: string, name: string, label: string): HistogramTotals {
  const totals: HistogramTotals = new Map();
  const line = new RegExp(`^${name}_(sum|count)\\{([^}]*)\\}\\s+(\\S+)$`, 'gm');
  for (const m of exposition.matchAll(line)) {
    const key = new RegExp(`(?:^|,)${label}="([^"]*)"`).exec(m[2]!)?.[1];
    if (key === undefined) continue;
    const t = totals.get(key) ?? { sum: 0, count: 0 };
    if (m[1] === 'sum') t.sum += Number(m[3]);
    else t.count += Number(m[3]);
    totals.set(key, t);
  }
  return totals;
}

/** Mean milliseconds per observation between two scrapes, per label value. */
export function meanMsBetween(before: HistogramTotals, after: HistogramTotals): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, a] of after) {
    const b = before.get(key) ?? { sum: 0, count: 0 };
    const count = a.count - b.count;
    if (count > 0) out[key] = Number((((a.sum - b.sum) / count) * 1000).toFixed(1));
  }
  return out;
}

export async function scrapeHistogram(baseUrl: string, name: string, label: string): Promise<HistogramTotals> {
  const res = await fetch(`${baseUrl}/metrics`);
  if (!res.ok) throw new Error(`GET /metrics returned ${res.status}`);
  return parseHistogram(await res.text(), name, label);
}
