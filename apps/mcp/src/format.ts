// Readable text of tool results: what an agent (or a person reading a transcript) needs to act on, with every id it
// may pass to another tool. The same data travels in full as structured content.
import type {
  Chunk,
  ChunkList,
  Document,
  Entity,
  EntityFacts,
  EntityList,
  Fact,
  QueryResponse,
  ResultDocument,
} from '@engram/client';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const indent = (text: string, prefix = '    ') =>
  text
    .split('\n')
    .map((line) => prefix + line)
    .join('\n');

function documentLine(doc: ResultDocument, n: number): string {
  const title = doc.title ? `"${doc.title}"` : '(untitled)';
  const about = [doc.category, doc.sensitivity, doc.language].filter(Boolean).join(', ');
  return `[${n}] ${title} (document_id ${doc.document_id}${about ? `; ${about}` : ''})`;
}

function chunkLines(doc: ResultDocument): string[] {
  return doc.chunks.map((c) => {
    const score = typeof c.score === 'number' ? `score ${c.score.toFixed(3)}` : 'chunk';
    return `  - ${score}:\n${indent(c.content ?? '')}`;
  });
}

export function formatResults(results: ResultDocument[]): string {
  if (results.length === 0) return 'No matching documents.';
  return results.map((doc, i) => [documentLine(doc, i + 1), ...chunkLines(doc)].join('\n')).join('\n');
}

export function formatSearch(q: string, r: QueryResponse): string {
  return `Search "${q}": ${plural(r.results.length, 'document')}.\n\n${formatResults(r.results)}`;
}

export function formatFact(f: Fact): string {
  const when = f.valid_from ? `from ${f.valid_from.slice(0, 10)}` : '';
  const until = f.valid_until ? ` until ${f.valid_until.slice(0, 10)}` : '';
  const state = [f.fact_type, f.is_latest ? 'current' : 'superseded', f.is_provisional ? 'provisional' : '']
    .filter(Boolean)
    .join(', ');
  const entities = f.entities.length > 0 ? `; entities: ${f.entities.join(', ')}` : '';
  return `- ${f.content} (${state}${when ? `; valid ${when}${until}` : ''}${entities}; fact ${f.id}, source document ${f.source_document_id})`;
}

export function formatFacts(facts: Fact[]): string {
  return facts.length === 0 ? 'No matching facts.' : facts.map(formatFact).join('\n');
}

export function formatQuery(r: QueryResponse): string {
  const head =
    `Query "${r.query}" (${r.mode} mode): ${plural(r.results.length, 'document')}, ` +
    `${plural(r.total_chunks, 'chunk')}.`;
  const parts = [head];
  if (r.synthesis) parts.push(`Answer:\n${r.synthesis}`);
  else if (r.synthesis_unavailable) parts.push('No written answer: synthesis was requested but is unavailable.');
  parts.push(formatResults(r.results));
  if (r.sources.length > 0) parts.push(`Sources:\n${r.sources.join('\n')}`);
  if (r.facts === null) parts.push('Facts: the memory layer is off for this workspace.');
  else if (r.facts.length > 0) parts.push(`Facts (${r.facts.length}):\n${formatFacts(r.facts)}`);
  return parts.join('\n\n');
}

export function formatDocument(d: Document): string {
  const lines = [
    `Document ${d.document_id}: ${d.title ? `"${d.title}"` : '(untitled)'}`,
    `namespace ${d.namespace ?? '(not visible)'}, status ${d.status}, version ${d.version}` +
      (d.sensitivity ? `, sensitivity ${d.sensitivity}` : '') +
      (d.category ? `, category ${d.category}` : '') +
      (d.language ? `, language ${d.language}` : ''),
  ];
  if (d.tags.length > 0) lines.push(`tags: ${d.tags.join(', ')}`);
  if (d.summary) lines.push(`summary: ${d.summary}`);
  if (Object.keys(d.metadata).length > 0) lines.push(`metadata: ${JSON.stringify(d.metadata)}`);
  lines.push('', d.content);
  return lines.join('\n');
}

function chunkLine(c: Chunk): string {
  const head = `[${c.chunk_index}] ${c.chunk_id} (${c.token_count} tokens, characters ${c.char_start}-${c.char_end}${
    c.headings.length > 0 ? `; under ${c.headings.join(' > ')}` : ''
  })`;
  return c.content === undefined ? head : `${head}\n${indent(c.content)}`;
}

export function formatChunks(list: ChunkList): string {
  return [`Document ${list.document_id}: ${plural(list.count, 'chunk')}.`, ...list.chunks.map(chunkLine)].join('\n');
}

function entityLine(e: Entity): string {
  return `- ${e.name} (${e.entity_type}; ${plural(e.fact_count, 'fact')}, ${plural(e.mention_count, 'mention')}; entity_id ${e.id})`;
}

export function formatEntities(list: EntityList): string {
  if (list.entities.length === 0)
    return list.total === 0 ? 'No entities yet.' : `No entities past offset ${list.offset}.`;
  const end = list.offset + list.entities.length;
  const more = end < list.total ? ` More: call again with offset ${end}.` : '';
  return [`Entities ${list.offset + 1}-${end} of ${list.total}.${more}`, ...list.entities.map(entityLine)].join('\n');
}

export function formatEntityFacts(r: EntityFacts): string {
  return [
    `${r.entity.name} (${r.entity.entity_type}, entity_id ${r.entity.id}): ${plural(r.fact_count, 'fact')}.`,
    formatFacts(r.facts),
  ].join('\n');
}
