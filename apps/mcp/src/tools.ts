// The ten engram_* tools (spec 4.11) on one McpServer. Each tool is one or two @engram/client calls; what it returns
// is Engram's answer as structured content plus a readable rendering. Engram's refusals (EngramError) come back as
// tool errors carrying the problem code, so the agent can read them and change course; nothing here throws at the
// protocol level.
import { EngramError, type EngramClient, type IngestRequest, type QueryRequest } from '@engram/client';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import type { Logger } from '@engram/telemetry';
import {
  formatChunks,
  formatDocument,
  formatEntities,
  formatEntityFacts,
  formatFacts,
  formatQuery,
  formatResults,
  formatSearch,
} from './format';
import * as s from './schemas';

export const SERVER_NAME = 'engram';
export const SERVER_VERSION = '0.1.0';

export interface ToolContext {
  /** Engram, with the caller's API key. */
  engram: EngramClient;
  /** engram_ingest's namespace when the call names none (ENGRAM_DEFAULT_NAMESPACE). */
  defaultNamespace: string | undefined;
  logger: Logger;
}

/** Where an Engram problem travels in a tool error besides its text: `_meta["engram.dev/problem"]`. */
export const PROBLEM_META_KEY = 'engram.dev/problem';

/** An Engram problem as a tool error: the code first, so an agent (and a test) can match on it. */
export function problemResult(err: EngramError): CallToolResult {
  const hint = HINTS[err.code];
  const text =
    `Engram error ${err.code} (HTTP ${err.status}): ${err.detail}` +
    (err.errors?.length ? `\nFields: ${err.errors.map((e) => `${e.field}: ${e.message}`).join('; ')}` : '') +
    (hint ? `\n${hint}` : '') +
    (err.requestId ? `\nrequest_id: ${err.requestId}` : '');
  return {
    isError: true,
    content: [{ type: 'text', text }],
    _meta: {
      [PROBLEM_META_KEY]: {
        code: err.code,
        status: err.status,
        title: err.title,
        detail: err.detail,
        ...(err.requestId ? { request_id: err.requestId } : {}),
        ...(err.errors ? { errors: err.errors } : {}),
      },
    },
  };
}

/** What an agent can do about the problems it will meet most. */
const HINTS: Record<string, string> = {
  namespace_forbidden: 'This API key has no access to that namespace; omit `namespaces` to read every one it can.',
  namespace_not_found: 'No such namespace (or it is archived); omit `namespaces` to read every one the key can.',
  document_not_found: 'No document with that id is visible to this API key (deleted, or above its sensitivity).',
  entity_not_found: 'No entity with that id is visible to this API key; list them with engram_list_entities.',
  memory_disabled: "The workspace's memory layer is off, so no facts are extracted.",
  rate_limited: 'Engram is rate limiting this key; wait and retry.',
  network_error: 'The MCP server could not reach Engram (ENGRAM_URL).',
};

type Handler<A> = (args: A) => Promise<{ structured: Record<string, unknown>; text: string }>;

const READ_ONLY: ToolAnnotations = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
};

export function createEngramMcpServer(ctx: ToolContext): McpServer {
  const server = new McpServer(
    { name: SERVER_NAME, version: SERVER_VERSION },
    {
      instructions:
        'Engram is a long-term memory and document store. Save things with engram_ingest; find passages with ' +
        'engram_search or engram_query; ask for remembered facts (who, where, preferences, decisions) with ' +
        'engram_memory_query; browse people and things with engram_list_entities and engram_get_entity_facts; read a ' +
        'whole document with engram_get_document.',
    },
  );
  const { engram } = ctx;

  /** Runs a tool body; Engram problems become tool errors, anything else a generic one (its cause goes to the log). */
  const wrap =
    <A>(tool: string, body: Handler<A>) =>
    async (args: A): Promise<CallToolResult> => {
      try {
        const { structured, text } = await body(args);
        return { structuredContent: structured, content: [{ type: 'text', text }] };
      } catch (err) {
        if (err instanceof EngramError) {
          ctx.logger.info({ tool, code: err.code, status: err.status, requestId: err.requestId }, 'tool call refused');
          return problemResult(err);
        }
        ctx.logger.error({ tool, err }, 'tool call failed');
        return {
          isError: true,
          content: [{ type: 'text', text: `Internal error in the Engram MCP server (${tool}).` }],
        };
      }
    };

  server.registerTool(
    'engram_query',
    {
      title: 'Query Engram (full response)',
      description:
        'Retrieve stored documents and memory facts relevant to a question, with every option of POST /v1/query: ' +
        'mode (fast or rich), max_results, filters (tags, categories, dates, sensitivity, checkpoints...), ' +
        'include_facts, entity, facts_only_latest, namespaces. Returns the raw query response: matching documents ' +
        'with their scored chunks, and facts. Use it when you need filters or both passages and facts at once; for a ' +
        'plain text search use engram_search, for facts only engram_memory_query, for a written answer engram_summarize.',
      inputSchema: s.queryInput,
      outputSchema: s.queryOutput,
      annotations: READ_ONLY,
    },
    wrap('engram_query', async (a) => {
      const r = await engram.query(a as QueryRequest);
      return { structured: r, text: formatQuery(r) };
    }),
  );

  server.registerTool(
    'engram_search',
    {
      title: 'Search Engram',
      description:
        'Quick search of stored documents by text (GET /v1/search: fast hybrid semantic + keyword retrieval, no ' +
        'filters, no facts). Returns matching documents with their best chunks and scores. Start here to find ' +
        'something you or the user saved; use engram_query when you need filters or facts.',
      inputSchema: s.searchInput,
      outputSchema: s.queryOutput,
      annotations: READ_ONLY,
    },
    wrap('engram_search', async (a) => {
      const r = await engram.search(a);
      return { structured: r, text: formatSearch(a.q, r) };
    }),
  );

  server.registerTool(
    'engram_summarize',
    {
      title: 'Answer from Engram with sources',
      description:
        'Answer a question from the stored documents: a rich-mode query with synthesis, returning the written ' +
        'answer with [n] citations and its sources. When Engram cannot write an answer (synthesis_unavailable), ' +
        'it says so and returns the most relevant passages instead, for you to answer from. Slower than ' +
        'engram_search; use it when you want an answer rather than passages.',
      inputSchema: s.summarizeInput,
      outputSchema: s.summarizeOutput,
      annotations: READ_ONLY,
    },
    wrap('engram_summarize', async (a) => {
      const r = await engram.query({ ...a, mode: 'rich', synthesize: true, include_facts: false } as QueryRequest);
      const answer = r.synthesis && !r.synthesis_unavailable ? r.synthesis : null;
      const text =
        answer !== null
          ? `${answer}\n\nSources:\n${r.sources.length > 0 ? r.sources.join('\n') : formatResults(r.results)}`
          : 'Engram did not produce a written answer (synthesis_unavailable: true; rich mode fell back to plain ' +
            'retrieval). No answer has been made up: read the passages below and answer from them, citing their ' +
            `document ids.\n\n${formatResults(r.results)}`;
      return {
        structured: {
          query: r.query,
          answer,
          synthesis_unavailable: answer === null,
          sources: r.sources,
          results: r.results,
        },
        text,
      };
    }),
  );

  server.registerTool(
    'engram_memory_query',
    {
      title: 'Ask Engram what it remembers',
      description:
        'Facts Engram has extracted from stored documents that answer a question: where someone lives or works, ' +
        'preferences, decisions, events, each with its validity dates, entities and source document. Current facts ' +
        'only unless facts_only_latest is false (then superseded ones too, to see what changed). Narrow to one ' +
        'person or thing with entity. Use it for "what do we know about..." questions; use engram_search for passages.',
      inputSchema: s.memoryQueryInput,
      outputSchema: s.memoryQueryOutput,
      annotations: READ_ONLY,
    },
    wrap('engram_memory_query', async (a) => {
      const r = await engram.query({
        query: a.query,
        include_facts: true,
        max_results: a.max_facts ?? 10,
        ...(a.entity !== undefined ? { entity: a.entity } : {}),
        ...(a.facts_only_latest !== undefined ? { facts_only_latest: a.facts_only_latest } : {}),
        ...(a.namespaces !== undefined ? { namespaces: a.namespaces } : {}),
      });
      const facts = r.facts ?? [];
      const text =
        r.facts === null
          ? 'The memory layer is off for this workspace: no facts are kept. Use engram_search to find passages.'
          : `Facts for "${a.query}"${a.entity ? ` about ${a.entity}` : ''}: ${facts.length}.\n${formatFacts(facts)}`;
      return {
        structured: { query: r.query, memory_enabled: r.facts !== null, facts, fact_count: facts.length },
        text,
      };
    }),
  );

  server.registerTool(
    'engram_list_entities',
    {
      title: 'List entities',
      description:
        'People, organizations, places, projects, products and concepts Engram has found in stored documents, with ' +
        'how many facts and mentions each has, most mentioned first. Use it to discover who and what memory knows ' +
        'about, and to get an entity_id for engram_get_entity_facts. Paged with limit and offset.',
      inputSchema: s.listEntitiesInput,
      outputSchema: s.entityListOutput,
      annotations: READ_ONLY,
    },
    wrap('engram_list_entities', async (a) => {
      const r = await engram.listEntities({
        ...(a.type !== undefined ? { type: a.type } : {}),
        ...(a.limit !== undefined ? { limit: a.limit } : {}),
        ...(a.offset !== undefined ? { offset: a.offset } : {}),
        ...(a.namespaces !== undefined ? { namespaces: a.namespaces } : {}),
      });
      return { structured: r, text: formatEntities(r) };
    }),
  );

  server.registerTool(
    'engram_get_entity_facts',
    {
      title: 'Facts about an entity',
      description:
        'Everything Engram remembers about one entity (from engram_list_entities): its facts, current ones by ' +
        'default, optionally one fact_type (fact, preference, episode, decision), with their relationships.',
      inputSchema: s.entityFactsInput,
      outputSchema: s.entityFactsOutput,
      annotations: READ_ONLY,
    },
    wrap('engram_get_entity_facts', async (a) => {
      const r = await engram.getEntityFacts(a.entity_id, {
        ...(a.latest_only !== undefined ? { latest_only: a.latest_only ? 'true' : 'false' } : {}),
        ...(a.fact_type !== undefined ? { fact_type: a.fact_type } : {}),
      });
      return { structured: r, text: formatEntityFacts(r) };
    }),
  );

  server.registerTool(
    'engram_extract_facts',
    {
      title: 'Re-extract facts from a document',
      description:
        'Queue fact extraction again for one stored, indexed document (facts are normally extracted on their own ' +
        'after ingest). Returns the extraction job id; facts appear once it finishes. Rarely needed: use it when a ' +
        "document's facts look missing or stale.",
      inputSchema: s.extractFactsInput,
      outputSchema: s.extractFactsOutput,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    wrap('engram_extract_facts', async (a) => {
      const r = await engram.extractFacts(a.document_id);
      return {
        structured: r,
        text: `Fact extraction for document ${r.document_id} is ${r.status} (job ${r.job_id}).`,
      };
    }),
  );

  server.registerTool(
    'engram_get_document',
    {
      title: 'Read a document',
      description:
        'The full stored document by id: its text, title, namespace, status (queued, processing, indexed, failed), ' +
        'version, classification (category, tags, sensitivity, language, summary) and metadata. Use it to read a ' +
        'whole document found by a search, or to check whether a fresh ingest is indexed yet.',
      inputSchema: s.getDocumentInput,
      outputSchema: s.documentOutput,
      annotations: READ_ONLY,
    },
    wrap('engram_get_document', async (a) => {
      const r = await engram.getDocument(a.document_id);
      return { structured: r, text: formatDocument(r) };
    }),
  );

  server.registerTool(
    'engram_get_document_chunks',
    {
      title: 'Read a document in chunks',
      description:
        'The chunks a stored document was split into for search, in order, with their positions, headings and ' +
        '(by default) text. Use it to read a long document piece by piece or to see what search matches against.',
      inputSchema: s.getChunksInput,
      outputSchema: s.chunkListOutput,
      annotations: READ_ONLY,
    },
    wrap('engram_get_document_chunks', async (a) => {
      const r = await engram.getChunks(a.document_id, {
        ...(a.include_content !== undefined ? { include_content: a.include_content ? 'true' : 'false' } : {}),
        ...(a.limit !== undefined ? { limit: a.limit } : {}),
      });
      return { structured: r, text: formatChunks(r) };
    }),
  );

  server.registerTool(
    'engram_ingest',
    {
      title: 'Save to Engram',
      description:
        'Store text in Engram so it can be found and remembered later: notes, conversations, decisions, documents. ' +
        'It is encrypted, classified, chunked and indexed in the background, usually searchable within 5 to 15 ' +
        'seconds, and facts about people and things are extracted from it. Returns the document_id and job_id at ' +
        'once. Writes to `namespace` if given, else the server default, else the API key default namespace.',
      inputSchema: s.ingestInput,
      outputSchema: s.ingestOutput,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    wrap('engram_ingest', async (a) => {
      const { idempotency_key, namespace, ...fields } = a;
      const target = namespace ?? ctx.defaultNamespace;
      const body: IngestRequest = {
        ...fields,
        ...(target !== undefined ? { namespace: target } : {}),
        return_id: true,
      };
      const r = await engram.ingest(body, idempotency_key !== undefined ? { idempotencyKey: idempotency_key } : {});
      return {
        structured: { ...r, namespace: target ?? null },
        text:
          `Saved: document_id ${r.document_id ?? '(pending)'}, job_id ${r.job_id}, namespace ` +
          `${target ?? "(the API key's default)"}. It is being indexed; engram_get_document shows status "indexed" ` +
          'once it is searchable.',
      };
    }),
  );

  return server;
}
