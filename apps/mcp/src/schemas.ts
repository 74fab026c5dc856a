// Zod schemas of the tools: inputs an agent fills in (each field says what it does and when to use it), and output
// schemas for the structured content. Outputs are loose objects all the way down (a raw shape would become
// `additionalProperties: false`, and the SDK client validates with it), so a field Engram adds later reaches the agent
// instead of failing validation; they name the fields an agent relies on.
import { z } from 'zod';

// ---- inputs ----

const namespaces = z
  .array(z.string().min(1).max(64))
  .min(1)
  .max(100)
  .optional()
  .describe(
    'Namespace keys to read from, e.g. ["work", "team.alpha"]. Omit (or ["*"]) to read every namespace this API key ' +
      'can read. A namespace the key has no grant for is an error (namespace_forbidden); an unknown or archived one is ' +
      'namespace_not_found.',
  );

const documentId = z
  .string()
  .uuid()
  .describe('Document id (a UUID), as returned by engram_ingest, engram_query or engram_search.');

const query = z.string().min(1).max(2000);

const sensitivity = z.enum(['public', 'internal', 'confidential', 'personal']);
const stringList = z.array(z.string().min(1).max(200)).max(100);

export const filtersSchema = z
  .object({
    categories: stringList.optional().describe('Classifier categories (free-form, as shown in results).'),
    tags_any: stringList.optional().describe('Documents carrying any of these tags.'),
    tags_all: stringList.optional().describe('Documents carrying all of these tags.'),
    tags_prefix: z.string().min(1).max(200).optional().describe('Documents with a tag starting with this prefix.'),
    checkpoint_project: stringList.optional().describe('Metadata `project` of checkpoint documents.'),
    checkpoint_session: stringList.optional().describe('Metadata `session_id` of checkpoint documents.'),
    checkpoint_kinds: z
      .array(z.enum(['interval', 'milestone', 'final', 'manual']))
      .max(4)
      .optional()
      .describe('Metadata `checkpoint_kind`.'),
    sensitivity: z
      .array(sensitivity)
      .max(4)
      .optional()
      .describe("Narrows within the key's maximum sensitivity; never widens it."),
    source_types: stringList.optional().describe('Content types, e.g. "text", "pdf", "email".'),
    storage_types: z
      .array(z.enum(['structured', 'chunks', 'both']))
      .max(3)
      .optional(),
    languages: z.array(z.string()).max(200).optional().describe('ISO 639-1 codes, e.g. ["en", "pt"].'),
    date_from: z.string().optional().describe('ISO 8601 date or date-time, inclusive (document date).'),
    date_to: z.string().optional().describe('ISO 8601 date or date-time, inclusive.'),
    has_extractable_data: z.boolean().optional().describe('Only documents with structured extracted data.'),
    classifier_models: stringList.optional(),
  })
  .describe('Optional filters, all combined with AND. Omit for none.');

export const queryInput = {
  query: query.describe('What to look for, in natural language (1 to 2000 characters).'),
  mode: z
    .enum(['fast', 'rich'])
    .optional()
    .describe('fast (default): hybrid semantic + keyword retrieval. rich: query variants and reranking, slower.'),
  max_results: z
    .number()
    .int()
    .min(1)
    .max(100)
    .optional()
    .describe('Most documents (and facts) to return; default 10.'),
  synthesize: z
    .boolean()
    .optional()
    .describe('Rich mode only: ask for a written answer with [n] citations. Prefer engram_summarize for that.'),
  filters: filtersSchema.optional(),
  include_facts: z
    .boolean()
    .optional()
    .describe("Also return memory facts matching the query (default: on when the workspace's memory layer is on)."),
  entity: z.string().min(1).max(500).optional().describe('Only facts about this entity name, e.g. "Marta".'),
  facts_only_latest: z
    .boolean()
    .optional()
    .describe('true (default): only current facts; false also returns superseded ones (history).'),
  namespaces,
};

export const searchInput = {
  q: query.describe('Search text (1 to 2000 characters).'),
  limit: z.number().int().min(1).max(100).optional().describe('Most documents to return; default 10.'),
  namespaces,
};

export const summarizeInput = {
  query: query.describe('The question to answer from the stored documents.'),
  max_results: z.number().int().min(1).max(100).optional().describe('Most source documents to consider; default 10.'),
  filters: filtersSchema.optional(),
  namespaces,
};

export const memoryQueryInput = {
  query: query.describe('A question about people, preferences, decisions or events, e.g. "Where does Marta live?".'),
  entity: z
    .string()
    .min(1)
    .max(500)
    .optional()
    .describe('Only facts that mention this entity name (case-insensitive), e.g. "Marta".'),
  facts_only_latest: z
    .boolean()
    .optional()
    .describe('true (default): only current facts. false: include superseded ones, to see how something changed.'),
  max_facts: z.number().int().min(1).max(100).optional().describe('Most facts to return; default 10.'),
  namespaces,
};

export const listEntitiesInput = {
  type: z
    .enum(['person', 'organization', 'project', 'place', 'product', 'concept'])
    .optional()
    .describe('Only entities of this type.'),
  limit: z.number().int().min(1).max(200).optional().describe('Page size; default 50.'),
  offset: z.number().int().min(0).max(1_000_000).optional().describe('Entities to skip, for the next page; default 0.'),
  namespaces,
};

export const entityFactsInput = {
  entity_id: z.string().uuid().describe('Entity id (a UUID) from engram_list_entities.'),
  latest_only: z
    .boolean()
    .optional()
    .describe('true (default): only current facts; false also returns superseded ones.'),
  fact_type: z.enum(['fact', 'preference', 'episode', 'decision']).optional().describe('Only facts of this kind.'),
};

export const extractFactsInput = { document_id: documentId };

export const getDocumentInput = { document_id: documentId };

export const getChunksInput = {
  document_id: documentId,
  include_content: z
    .boolean()
    .optional()
    .describe('true (default): chunk text included; false: only positions and sizes.'),
  limit: z.number().int().min(1).max(1000).optional().describe('Most chunks to return; default 100.'),
};

export const ingestInput = {
  content: z.string().min(1).describe('The text to remember: a note, a conversation, a document body.'),
  title: z.string().max(1000).optional().describe('A short title; it helps later searches and listings.'),
  namespace: z
    .string()
    .max(64)
    .optional()
    .describe(
      'Namespace key to write to, e.g. "work". Omit to use the server default (ENGRAM_DEFAULT_NAMESPACE) or else ' +
        "the API key's default namespace. The key needs write access to it.",
    ),
  metadata: z
    .record(z.string().max(200), z.unknown())
    .optional()
    .describe(
      'Free-form metadata, stored encrypted. `occurred_at` (ISO 8601) dates the events in the text; `project`, ' +
        '`session_id` and `checkpoint_kind` (interval, milestone, final, manual) make checkpoints filterable.',
    ),
  source: z
    .enum(['api', 'quick_capture', 'folder_sync', 'gmail'])
    .optional()
    .describe('Where the text came from; default api.'),
  source_id: z.string().min(1).max(512).optional().describe('Your own correlation id (not a deduplication key).'),
  source_path: z.string().min(1).max(4096).optional().describe('Original file path or URI.'),
  mime_type: z.string().max(255).optional().describe('Content type hint, e.g. text/markdown.'),
  idempotency_key: z
    .string()
    .min(1)
    .max(255)
    .optional()
    .describe('Send the same key when retrying the same ingest: Engram then creates the document only once.'),
};

// ---- outputs ----

const chunkOut = z.looseObject({
  chunk_id: z.string(),
  document_id: z.string(),
  content: z.string().optional(),
  score: z.number().optional(),
});

const resultDocumentOut = z.looseObject({
  document_id: z.string(),
  title: z.string().nullable(),
  sensitivity: z.string(),
  summary: z.string(),
  chunks: z.array(chunkOut),
});

const factOut = z.looseObject({
  id: z.string(),
  content: z.string(),
  fact_type: z.string(),
  is_latest: z.boolean(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  source_document_id: z.string(),
  entities: z.array(z.string()),
  namespace: z.string().nullable(),
});

const entityOut = z.looseObject({
  id: z.string(),
  name: z.string(),
  entity_type: z.string(),
  mention_count: z.number(),
  fact_count: z.number(),
});

export const queryOutput = z.looseObject({
  mode: z.string(),
  query: z.string(),
  results: z.array(resultDocumentOut),
  total_chunks: z.number(),
  synthesis: z.string().optional(),
  sources: z.array(z.string()),
  synthesis_unavailable: z.boolean(),
  facts: z.array(factOut).nullable(),
  fact_count: z.number(),
});

export const summarizeOutput = z.looseObject({
  query: z.string(),
  answer: z.string().nullable().describe('The written answer with [n] citations, or null when none was produced.'),
  synthesis_unavailable: z.boolean(),
  sources: z.array(z.string()),
  results: z.array(resultDocumentOut),
});

export const memoryQueryOutput = z.looseObject({
  query: z.string(),
  memory_enabled: z.boolean().describe("false when the workspace's memory layer is off (no facts are kept)."),
  facts: z.array(factOut),
  fact_count: z.number(),
});

export const entityListOutput = z.looseObject({
  entities: z.array(entityOut),
  total: z.number(),
  limit: z.number(),
  offset: z.number(),
});

export const entityFactsOutput = z.looseObject({
  entity: entityOut,
  facts: z.array(factOut),
  fact_count: z.number(),
});

export const extractFactsOutput = z.looseObject({ document_id: z.string(), job_id: z.string(), status: z.string() });

export const documentOutput = z.looseObject({
  document_id: z.string(),
  namespace: z.string().nullable(),
  title: z.string().nullable(),
  content: z.string(),
  status: z.string(),
  version: z.number(),
  sensitivity: z.string().nullable(),
});

export const chunkListOutput = z.looseObject({
  document_id: z.string(),
  chunks: z.array(z.looseObject({ chunk_id: z.string(), chunk_index: z.number(), content: z.string().optional() })),
  count: z.number(),
});

export const ingestOutput = z.looseObject({
  job_id: z.string(),
  document_id: z.string().nullable(),
  namespace: z
    .string()
    .nullable()
    .describe("The namespace asked for; null means the API key's default namespace was used."),
  message: z.string(),
});
