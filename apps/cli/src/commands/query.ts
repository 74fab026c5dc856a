// engram query and engram search: results as ranked documents with their best chunk, facts beneath; --json gives the
// query response exactly as Engram sent it.
import type { Command } from 'commander';
import type { Fact, Filters, QueryRequest, QueryResponse } from '@engram/client';
import type { Context, RunEnvironment } from '../context';
import { usage } from '../errors';
import { action, collect, intIn, jsonObject, oneOf } from './common';

/** Filters that take a list; `--filter tags_any=a,b` or repeated `--filter tags_any=a --filter tags_any=b`. */
const LIST_FILTERS = new Set([
  'categories',
  'tags_any',
  'tags_all',
  'checkpoint_project',
  'checkpoint_session',
  'checkpoint_kinds',
  'sensitivity',
  'source_types',
  'storage_types',
  'languages',
  'classifier_models',
]);
const TEXT_FILTERS = new Set(['tags_prefix', 'date_from', 'date_to']);
const BOOLEAN_FILTERS = new Set(['has_extractable_data']);

/** `--filter key=value` pairs merged over `--filters JSON`; unknown keys are left for Engram to refuse by name. */
export function buildFilters(pairs: string[] = [], json?: Record<string, unknown>): Filters | undefined {
  const filters: Record<string, unknown> = { ...json };
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw usage('invalid_filter', `--filter takes key=value, got "${pair}".`);
    const key = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    if (BOOLEAN_FILTERS.has(key)) {
      if (value !== 'true' && value !== 'false') throw usage('invalid_filter', `--filter ${key} takes true or false.`);
      filters[key] = value === 'true';
    } else if (TEXT_FILTERS.has(key)) {
      filters[key] = value;
    } else if (LIST_FILTERS.has(key)) {
      const previous = Array.isArray(filters[key]) ? (filters[key] as unknown[]) : [];
      filters[key] = [
        ...previous,
        ...value
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean),
      ];
    } else {
      const known = [...LIST_FILTERS, ...TEXT_FILTERS, ...BOOLEAN_FILTERS].join(', ');
      throw usage('invalid_filter', `Unknown filter "${key}"; filters are: ${known}.`);
    }
  }
  return Object.keys(filters).length > 0 ? (filters as Filters) : undefined;
}

function printResults(ctx: Context, r: QueryResponse): void {
  const { out } = ctx;
  if (r.synthesis) {
    out.line(r.synthesis);
    for (const s of r.sources) out.line(out.style(s, 'dim'));
    out.line();
  } else if (r.synthesis_unavailable) {
    out.note('synthesis unavailable: showing the retrieved documents');
  }
  if (r.results.length === 0) out.line(out.style('No matching documents.', 'dim'));
  r.results.forEach((doc, i) => {
    const best = doc.chunks[0];
    const score = best ? best.score.toFixed(3) : '-';
    out.line(
      `${out.style(`${i + 1}.`, 'bold')} ${out.style(score, 'cyan')}  ${out.style(doc.title ?? '(untitled)', 'bold')}  ${out.style(doc.document_id, 'dim')}`,
    );
    if (best) out.line(`   ${excerpt(best.content, 200)}`);
  });
  if (r.facts && r.facts.length > 0) {
    out.line();
    out.line(out.style('Facts', 'bold'));
    printFacts(ctx, r.facts);
  }
  out.line(
    out.style(
      `${r.results.length} documents, ${r.total_chunks} chunks, ${r.fact_count} facts in ${Math.round(r.latency_ms)} ms (${r.mode})`,
      'dim',
    ),
  );
}

export function printFacts(ctx: Context, facts: readonly Fact[]): void {
  ctx.out.table(
    facts,
    [
      { header: 'id', value: (f) => f.id },
      { header: 'type', value: (f) => f.fact_type },
      { header: 'latest', value: (f) => (f.is_latest ? (f.is_provisional ? 'provisional' : 'yes') : 'no') },
      { header: 'valid from', value: (f) => f.valid_from?.slice(0, 10) },
      { header: 'namespace', value: (f) => f.namespace },
      { header: 'content', value: (f) => f.content, max: 90 },
    ],
    'No facts.',
  );
}

function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

interface QueryOptions {
  mode: 'fast' | 'rich';
  synthesize?: boolean;
  maxResults?: number;
  namespace?: string[];
  filter?: string[];
  filters?: Record<string, unknown>;
  facts?: boolean;
  entity?: string;
  allFacts?: boolean;
}

export function registerQuery(program: Command, run: RunEnvironment): void {
  program
    .command('query <text...>')
    .description('Ask Engram: hybrid retrieval (fast) or with reranking and an optional answer (rich)')
    .option('-m, --mode <mode>', 'fast or rich', oneOf(['fast', 'rich'] as const), 'fast')
    .option('--synthesize', 'rich mode: write an answer citing [1], [2]')
    .option('-k, --max-results <n>', 'documents to return (1-100)', intIn(1, 100))
    .option(
      '-n, --namespace <key>',
      "namespace to search; repeat per key; '*' for all readable (default: all readable)",
      collect,
    )
    .option('-f, --filter <key=value>', 'filter, e.g. tags_any=a,b or date_from=2025-01-01; repeatable', collect)
    .option('--filters <json>', 'filters as a JSON object (spec 4.3)', jsonObject)
    .option('--facts', 'include facts from the memory layer (default when it is on)')
    .option('--no-facts', 'leave facts out')
    .option('--entity <name>', 'facts about this entity only')
    .option('--all-facts', 'include superseded facts too (facts_only_latest=false)')
    .action(
      action<QueryOptions>(run, async (ctx, o, ...words) => {
        const filters = buildFilters(o.filter, o.filters);
        const body: QueryRequest = {
          query: words.join(' '),
          mode: o.mode,
          ...(o.synthesize ? { synthesize: true } : {}),
          ...(o.maxResults !== undefined ? { max_results: o.maxResults } : {}),
          ...(o.namespace ? { namespaces: o.namespace } : {}),
          ...(filters ? { filters } : {}),
          ...(o.facts !== undefined ? { include_facts: o.facts } : {}),
          ...(o.entity ? { entity: o.entity } : {}),
          ...(o.allFacts ? { facts_only_latest: false } : {}),
        };
        const r = await ctx.client().query(body);
        ctx.out.result(r, (v) => printResults(ctx, v));
      }),
    );

  program
    .command('search <text...>')
    .description('Fast keyword + semantic search with no filters (GET /v1/search)')
    .option('-l, --limit <n>', 'documents to return (1-100)', intIn(1, 100))
    .option('-n, --namespace <key>', "namespace to search; repeat per key; '*' for all readable", collect)
    .action(
      action<{ limit?: number; namespace?: string[] }>(run, async (ctx, o, ...words) => {
        const r = await ctx.client().search({
          q: words.join(' '),
          ...(o.limit !== undefined ? { limit: o.limit } : {}),
          ...(o.namespace ? { namespaces: o.namespace } : {}),
        });
        ctx.out.result(r, (v) => printResults(ctx, v));
      }),
    );
}
