// The ten engram_* tools as an agent meets them, over stdio (the server as its own process) and over streamable HTTP,
// driven by the official MCP SDK client against a real embedded Engram: save, find, read back, remember, and the
// problems an agent will run into coming back as tool errors with Engram's code rather than crashes.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { startHttpMcp, type RunningHttpMcp } from '../src/http';
import { PROBLEM_META_KEY } from '../src/tools';
import { createLogger } from '@engram/telemetry';
import {
  TEN_TOOLS,
  call,
  callOk,
  connectHttp,
  connectStdio,
  newWorkspace,
  startEngram,
  textOf,
  waitUntilRemembered,
  type Engram,
  type Workspace,
} from './harness';

let engram: Engram;
let http: RunningHttpMcp;

beforeAll(async () => {
  engram = await startEngram();
  http = await startHttpMcp({
    host: '127.0.0.1',
    port: 0,
    engramUrl: engram.url,
    defaultNamespace: undefined,
    logger: createLogger({ service: 'mcp-test', level: 'silent' }),
  });
});

afterAll(async () => {
  await http?.stop();
  await engram?.stop();
});

describe.each(['stdio', 'http'] as const)('the engram_* tools over %s', (transport) => {
  let ws: Workspace;
  let mcp: Client;

  /** An MCP client of this transport with the given Engram API key. */
  const connect = async (apiKey: string): Promise<Client> =>
    transport === 'stdio'
      ? (await connectStdio({ ENGRAM_URL: engram.url, ENGRAM_API_KEY: apiKey, LOG_LEVEL: 'warn' })).client
      : await connectHttp(http.url, { 'X-API-Key': apiKey });

  beforeAll(async () => {
    ws = await newWorkspace(engram.url);
    mcp = await connect(ws.apiKey);
  });
  afterAll(async () => {
    await mcp?.close();
  });

  it('lists the ten engram_* tools, each saying what it is for, with input and output schemas', async () => {
    const { tools } = await mcp.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([...TEN_TOOLS].sort());
    for (const tool of tools) {
      expect(tool.description!.length).toBeGreaterThan(80);
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema?.type).toBe('object');
    }
    const query = tools.find((t) => t.name === 'engram_query')!;
    expect(Object.keys(query.inputSchema.properties!)).toEqual(
      expect.arrayContaining([
        'query',
        'mode',
        'max_results',
        'synthesize',
        'filters',
        'include_facts',
        'entity',
        'facts_only_latest',
        'namespaces',
      ]),
    );
    expect(query.inputSchema.required).toEqual(['query']);
    const ingest = tools.find((t) => t.name === 'engram_ingest')!;
    expect(Object.keys(ingest.inputSchema.properties!)).toEqual(
      expect.arrayContaining(['content', 'title', 'metadata', 'namespace']),
    );
    // Descriptions of fields, not only of tools: an agent learns what `namespaces` does from the schema itself.
    expect(JSON.stringify(query.inputSchema)).toMatch(/every namespace this API key can read/);
  });

  it('engram_ingest saves a document that engram_query and engram_search find and engram_get_document reads back', async () => {
    const { portal } = ws;
    await portal.createNamespace({ key: 'garden', name: 'Garden' });

    const saved = await callOk(mcp, 'engram_ingest', {
      title: 'Cactus care',
      content: 'Water the saguaro cactus once a month in winter and every two weeks in summer.',
      metadata: { project: 'greenhouse' },
    });
    expect(saved).toMatchObject({ document_id: expect.any(String), job_id: expect.any(String), namespace: null });
    const inGarden = await callOk(mcp, 'engram_ingest', {
      title: 'Tomato notes',
      content: 'The tomato seedlings on the balcony need staking before the heatwave.',
      namespace: 'garden',
    });
    expect(inGarden.namespace).toBe('garden');
    await ws.admin.waitForJob(saved.job_id, { intervalMs: 200 });
    await ws.admin.waitForJob(inGarden.job_id, { intervalMs: 200 });

    // Without a namespace in the call (and none configured) the key's default namespace got it.
    const doc = await callOk(mcp, 'engram_get_document', { document_id: saved.document_id });
    expect(doc).toMatchObject({
      document_id: saved.document_id,
      namespace: 'default',
      title: 'Cactus care',
      status: 'indexed',
      content: 'Water the saguaro cactus once a month in winter and every two weeks in summer.',
    });
    expect((await callOk(mcp, 'engram_get_document', { document_id: inGarden.document_id })).namespace).toBe('garden');

    const q = await call(mcp, 'engram_query', { query: 'how often to water the cactus', max_results: 5 });
    expect(q.isError).toBeFalsy();
    const found = q.structuredContent as {
      results: Array<{ document_id: string; chunks: Array<{ content: string }> }>;
    };
    expect(found.results[0]!.document_id).toBe(saved.document_id);
    expect(found.results[0]!.chunks[0]!.content).toMatch(/saguaro/);
    expect(textOf(q)).toContain(saved.document_id); // the readable text carries the id an agent passes on
    expect(textOf(q)).toContain('saguaro');

    // namespaces narrows: the cactus is not in `garden`, the tomatoes are.
    const scoped = await callOk(mcp, 'engram_query', { query: 'tomato seedlings staking', namespaces: ['garden'] });
    expect(scoped.results.map((r: { document_id: string }) => r.document_id)).toEqual([inGarden.document_id]);
    const filtered = await callOk(mcp, 'engram_query', {
      query: 'watering',
      filters: { checkpoint_project: ['greenhouse'] },
    });
    expect(filtered.results.map((r: { document_id: string }) => r.document_id)).toEqual([saved.document_id]);

    const s = await callOk(mcp, 'engram_search', { q: 'tomato balcony', limit: 3 });
    expect(s.results[0].document_id).toBe(inGarden.document_id);
    const sNarrow = await callOk(mcp, 'engram_search', { q: 'tomato balcony', namespaces: ['default'] });
    expect(sNarrow.results.map((r: { document_id: string }) => r.document_id)).not.toContain(inGarden.document_id);

    const chunks = await call(mcp, 'engram_get_document_chunks', { document_id: saved.document_id });
    const list = chunks.structuredContent as { count: number; chunks: Array<{ chunk_index: number; content: string }> };
    expect(list.count).toBeGreaterThan(0);
    expect(list.chunks.map((c) => c.content).join(' ')).toContain('every two weeks in summer');
    expect(textOf(chunks)).toContain('every two weeks in summer');
    const bare = await callOk(mcp, 'engram_get_document_chunks', {
      document_id: saved.document_id,
      include_content: false,
    });
    expect(bare.chunks[0].content).toBeUndefined();
  });

  it('remembers: a fact about Marta and Lisbon, the entity Marta and its facts; engram_extract_facts queues a job', async () => {
    const saved = await callOk(mcp, 'engram_ingest', {
      title: 'Chat with Marta',
      content: 'Marta: I moved to Lisbon last year.',
      metadata: { occurred_at: '2025-06-01T10:00:00Z' },
    });
    await waitUntilRemembered(ws.admin, saved.job_id);

    const memory = await call(mcp, 'engram_memory_query', { query: 'Where does Marta live?' });
    const facts = (memory.structuredContent as { facts: Array<{ content: string; entities: string[] }> }).facts;
    const lisbon = facts.find((f) => /Lisbon/.test(f.content));
    expect(lisbon).toMatchObject({ source_document_id: saved.document_id, is_latest: true });
    expect(lisbon!.content).toMatch(/^Marta /);
    expect(lisbon!.entities).toEqual(expect.arrayContaining(['Marta', 'Lisbon']));
    expect(textOf(memory)).toContain(lisbon!.content);
    const aboutMarta = await callOk(mcp, 'engram_memory_query', { query: 'anything', entity: 'marta' });
    expect(aboutMarta.facts.map((f: { content: string }) => f.content)).toContain(lisbon!.content);

    const entities = await callOk(mcp, 'engram_list_entities', { type: 'person' });
    const marta = entities.entities.find((e: { name: string }) => e.name === 'Marta');
    expect(marta).toMatchObject({ entity_type: 'person', id: expect.any(String) });

    const own = await call(mcp, 'engram_get_entity_facts', { entity_id: marta.id });
    expect(own.structuredContent).toMatchObject({ entity: { name: 'Marta' } });
    expect((own.structuredContent as { facts: Array<{ content: string }> }).facts.map((f) => f.content)).toContain(
      lisbon!.content,
    );
    expect(textOf(own)).toContain('Lisbon');

    const extraction = await callOk(mcp, 'engram_extract_facts', { document_id: saved.document_id });
    expect(extraction).toMatchObject({ document_id: saved.document_id, job_id: expect.any(String) });
    const job = await ws.admin.waitForJob(extraction.job_id, { intervalMs: 200 });
    expect(job).toMatchObject({ kind: 'extract_facts', state: 'completed' });
  });

  it('engram_summarize says there is no written answer when synthesis is unavailable, and returns the passages', async () => {
    const saved = await callOk(mcp, 'engram_ingest', {
      title: 'Boiler service',
      content: 'The boiler was serviced by Hartley Heating on 3 March; the next service is due in March next year.',
    });
    await ws.admin.waitForJob(saved.job_id, { intervalMs: 200 });
    const r = await call(mcp, 'engram_summarize', { query: 'when is the boiler service due?' });
    expect(r.isError).toBeFalsy();
    const out = r.structuredContent as { answer: string | null; synthesis_unavailable: boolean; results: unknown[] };
    // The tool's answer is Engram's own synthesis or nothing: compare with the raw rich-mode response.
    const raw = await ws.admin.query({ query: 'when is the boiler service due?', mode: 'rich', synthesize: true });
    expect(out.synthesis_unavailable).toBe(raw.synthesis_unavailable || !raw.synthesis);
    if (out.synthesis_unavailable) {
      expect(out.answer).toBeNull();
      expect(textOf(r)).toMatch(/did not produce a written answer/);
    } else {
      expect(out.answer).toBe(raw.synthesis);
    }
    expect(out.results.length).toBeGreaterThan(0);
    expect(textOf(r)).toContain(saved.document_id);
    expect(textOf(r)).toContain('Hartley Heating');
  });

  it('a namespace the key may not read, or that does not exist, is a tool error carrying the code, not a crash', async () => {
    const secret = await ws.portal.createNamespace({ key: 'secret', name: 'Secret' });
    // A key with the default grant: read_write on `default` only.
    const agentKey = await ws.admin.createApiKey({ name: 'agent', max_sensitivity: 'personal' });
    const agent = await connect(agentKey.api_key);
    try {
      for (const [tool, args] of [
        ['engram_query', { query: 'anything', namespaces: ['secret'] }],
        ['engram_search', { q: 'anything', namespaces: ['secret'] }],
        ['engram_memory_query', { query: 'anything', namespaces: ['secret'] }],
        ['engram_ingest', { content: 'Not yours to write.', namespace: 'secret' }],
      ] as const) {
        const r = await call(agent, tool, args);
        expect({ tool, isError: r.isError }).toEqual({ tool, isError: true });
        expect(textOf(r)).toMatch(/^Engram error namespace_forbidden \(HTTP 403\): /);
        expect(r._meta?.[PROBLEM_META_KEY]).toMatchObject({ code: 'namespace_forbidden', status: 403 });
      }
      const missing = await call(agent, 'engram_query', { query: 'anything', namespaces: ['nowhere'] });
      expect(missing.isError).toBe(true);
      expect(textOf(missing)).toMatch(/^Engram error namespace_not_found \(HTTP 404\): .+/);
      // The session is still alive after the errors.
      expect((await callOk(agent, 'engram_search', { q: 'anything' })).results).toEqual(expect.any(Array));
      expect(secret.key).toBe('secret');
    } finally {
      await agent.close();
    }
  });

  it('a document above the key cap is document_not_found as a tool error, and invalid input is a tool error too', async () => {
    const personal = await callOk(mcp, 'engram_ingest', {
      title: 'Contact',
      content: 'Reach Maria at maria.lopez@example.org or +44 20 7946 0958 about the invoice.',
    });
    await ws.admin.waitForJob(personal.job_id, { intervalMs: 200 });
    expect((await callOk(mcp, 'engram_get_document', { document_id: personal.document_id })).sensitivity).toBe(
      'personal',
    );

    const publicKey = await ws.admin.createApiKey({ name: 'public reader', max_sensitivity: 'public' });
    const capped = await connect(publicKey.api_key);
    try {
      for (const tool of ['engram_get_document', 'engram_get_document_chunks', 'engram_extract_facts']) {
        const r = await call(capped, tool, { document_id: personal.document_id });
        expect({ tool, isError: r.isError }).toEqual({ tool, isError: true });
        expect(textOf(r)).toMatch(/^Engram error document_not_found \(HTTP 404\): /);
        expect(textOf(r)).not.toContain('maria.lopez');
      }
      const q = await callOk(capped, 'engram_query', { query: 'Maria invoice contact' });
      expect(q.results.map((d: { document_id: string }) => d.document_id)).not.toContain(personal.document_id);

      // Input the schema refuses never reaches Engram, and still answers as a tool error an agent can read.
      const bad = await call(capped, 'engram_get_document', { document_id: 'not-a-uuid' });
      expect(bad.isError).toBe(true);
      expect(textOf(bad)).toMatch(/document_id/);
      // A value the schema lets through but Engram refuses carries Engram's validation code.
      const badFilter = await call(capped, 'engram_query', { query: 'x', filters: { date_from: 'yesterday' } });
      expect(badFilter.isError).toBe(true);
      expect(textOf(badFilter)).toMatch(/^Engram error invalid_filters \(HTTP 400\)/);
    } finally {
      await capped.close();
    }
  });
});
