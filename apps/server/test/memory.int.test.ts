// The memory layer through the REST API, on the real pipeline (classifier, chunker, encoder, offline extractor):
// facts and entities extracted after indexing as their own job, supersession by event time, updates and deletions,
// provisional facts and their review, the per-workspace switch, and the namespace and sensitivity of every fact.
import { startChatCompletionsServer, type ChatCompletionsServer } from '@engram/language-model/testing';
import { createLogger } from '@engram/telemetry';
import { loadServerConfig } from '../src/env';
import { startServer, type RunningServer } from '../src/main';
import { api, freshDataDir, waitForJob, type Api } from './harness';

const PASSWORD = 'correct horse battery staple';

interface Workspace {
  tenantId: string;
  admin: Api;
  portal: Api;
  defaultNamespaceId: string;
}

interface FactBody {
  id: string;
  content: string;
  fact_type: string;
  is_latest: boolean;
  is_provisional: boolean;
  valid_from: string;
  valid_until: string | null;
  source_document_id: string;
  entities: string[];
  namespace: string | null;
  relationships: Array<{ rel_type: string; related_fact_id: string; related_fact_content: string; direction: string }>;
}

describe('memory layer: facts and entities', () => {
  let server: RunningServer;
  let n = 0;

  async function newWorkspace(): Promise<Workspace> {
    const email = `memory${++n}@example.com`;
    const anon = api(server.url);
    const s = await anon.request('POST', '/public/signup', { name: `memory ${n}`, email, password: PASSWORD });
    expect(s.status).toBe(201);
    const login = await anon.request('POST', '/public/login', { email, password: PASSWORD });
    const headers = { authorization: `Bearer ${login.body.access_token}`, 'x-tenant-id': s.body.tenant_id };
    const portal: Api = { request: (m, p, b, h = {}) => anon.request(m, p, b, { ...headers, ...h }) };
    return { tenantId: s.body.tenant_id, admin: api(server.url, s.body.api_key), portal, defaultNamespaceId: s.body.default_namespace_id };
  }

  /** Ingests, waits for indexing and then for the extract_facts job indexing started; returns the document id. */
  async function remember(client: Api, body: Record<string, unknown>): Promise<string> {
    const r = await client.request('POST', '/v1/documents/ingest', { ...body, return_id: true });
    expect(r.status).toBe(202);
    await extracted(client, r.body.job_id);
    return r.body.document_id as string;
  }

  async function extracted(client: Api, jobId: string): Promise<void> {
    expect((await waitForJob(client, jobId)).state).toBe('completed');
    const parent = await client.request('GET', `/v1/jobs/${jobId}`);
    expect(parent.body.extract_job_id).toEqual(expect.any(String));
    const job = await waitForJob(client, parent.body.extract_job_id);
    expect(job).toMatchObject({ kind: 'extract_facts', state: 'completed', parent_job_id: jobId });
  }

  async function facts(client: Api, query: string, extra: Record<string, unknown> = {}): Promise<FactBody[]> {
    const r = await client.request('POST', '/v1/query', { query, ...extra });
    expect(r.status).toBe(200);
    return r.body.facts as FactBody[];
  }

  beforeAll(async () => {
    server = await startServer(
      loadServerConfig({
        ENGRAM_DATA_DIR: freshDataDir('engram-memory-'),
        PORT: '0',
        HOST: '127.0.0.1',
        ENGRAM_EMBEDDER_WORKERS: '2',
        LOG_LEVEL: 'silent',
        ENGRAM_PUBLIC_RATE_LIMIT_PER_MINUTE: '1000',
      }),
      createLogger({ service: 'test', level: 'silent' }),
    );
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('extracts facts after indexing as an extract_facts job; queries return them with entities, and entities list', async () => {
    const w = await newWorkspace();
    const doc = await remember(w.admin, {
      title: 'Chat with Marta',
      content: 'Marta: I moved to Lisbon last year.\nMarta: I work at Acme Robotics as a welder.\nMarta: I love hiking in the hills.',
      metadata: { occurred_at: '2025-06-01T10:00:00Z' },
    });
    const found = await facts(w.admin, 'where does Marta live?');
    const lisbon = found.find((f) => /Lisbon/.test(f.content));
    expect(lisbon).toMatchObject({
      fact_type: 'fact',
      is_latest: true,
      is_provisional: false,
      source_document_id: doc,
      namespace: 'default',
      valid_until: null,
    });
    expect(lisbon!.content).toMatch(/^Marta /); // self-contained: "I" became the speaker
    expect(lisbon!.valid_from.slice(0, 4)).toBe('2024'); // "last year" against occurred_at
    expect(lisbon!.entities).toEqual(expect.arrayContaining(['Marta', 'Lisbon']));

    const q = await w.admin.request('POST', '/v1/query', { query: 'hiking' });
    expect(q.body.fact_count).toBe(q.body.facts.length);
    expect(q.body.facts.map((f: FactBody) => f.fact_type)).toContain('preference');

    const entities = await w.admin.request('GET', '/v1/entities?limit=200');
    expect(entities.status).toBe(200);
    const marta = entities.body.entities.find((e: { name: string }) => e.name === 'Marta');
    expect(marta).toMatchObject({ entity_type: 'person', mention_count: 3, fact_count: 3 });
    const people = await w.admin.request('GET', '/v1/entities?type=person');
    expect(people.body.entities.every((e: { entity_type: string }) => e.entity_type === 'person')).toBe(true);
    const own = await w.admin.request('GET', `/v1/entities/${marta.id}/facts?fact_type=preference`);
    expect(own.status).toBe(200);
    expect(own.body.entity.name).toBe('Marta');
    expect(own.body.facts.map((f: FactBody) => f.content)).toEqual([expect.stringMatching(/Marta loves hiking/)]);
    expect(own.body.fact_count).toBe(1);

    const scoped = await facts(w.admin, 'anything at all', { entity: 'marta' });
    expect(scoped.length).toBe(3);
  });

  it('a newer fact updates the older one by event time, and an old document arriving late enters history superseded', async () => {
    const w = await newWorkspace();
    await remember(w.admin, { content: 'Jon: I live in Lisbon.', metadata: { occurred_at: '2024-03-01T00:00:00Z' } });
    await remember(w.admin, { content: 'Jon: I live in Porto.', metadata: { occurred_at: '2025-03-01T00:00:00Z' } });
    // Ingested last, but true first.
    await remember(w.admin, { content: 'Jon: I live in Madrid.', metadata: { occurred_at: '2022-03-01T00:00:00Z' } });

    const latest = await facts(w.admin, 'where does Jon live?');
    expect(latest.filter((f) => /Jon lives in/.test(f.content)).map((f) => f.content)).toEqual(['Jon lives in Porto.']);

    const all = await facts(w.admin, 'where does Jon live?', { facts_only_latest: false });
    const by = (city: string) => all.find((f) => f.content.includes(city))!;
    expect(by('Porto')).toMatchObject({ is_latest: true, valid_until: null });
    expect(by('Lisbon')).toMatchObject({ is_latest: false, valid_until: by('Porto').valid_from });
    expect(by('Madrid')).toMatchObject({ is_latest: false, valid_until: by('Lisbon').valid_from });
    expect(by('Porto').relationships).toContainEqual(expect.objectContaining({ rel_type: 'updates', direction: 'outgoing', related_fact_id: by('Lisbon').id }));
    expect(by('Lisbon').relationships).toContainEqual(expect.objectContaining({ rel_type: 'updates', direction: 'incoming', related_fact_id: by('Porto').id }));
  });

  it('within one document, the later of two claims about the same thing supersedes the earlier', async () => {
    const w = await newWorkspace();
    await remember(w.admin, {
      content: 'Ana: I moved to Rome in March 2019.\nAna: I moved to Oslo in May 2025.',
      metadata: { occurred_at: '2025-06-01T00:00:00Z' },
    });
    const all = await facts(w.admin, 'where does Ana live', { facts_only_latest: false });
    const rome = all.find((f) => f.content.includes('Rome'))!;
    const oslo = all.find((f) => f.content.includes('Oslo'))!;
    expect(oslo).toMatchObject({ is_latest: true, valid_until: null });
    expect(rome).toMatchObject({ is_latest: false, valid_until: oslo.valid_from });
    expect(oslo.relationships).toContainEqual(expect.objectContaining({ rel_type: 'updates', direction: 'outgoing', related_fact_id: rome.id }));
  });

  it('two subjects never supersede each other', async () => {
    const w = await newWorkspace();
    await remember(w.admin, { content: 'Ana: I live in Rome.\nBea: I live in Oslo.', metadata: { occurred_at: '2025-01-01T00:00:00Z' } });
    const found = await facts(w.admin, 'who lives where?');
    expect(found.filter((f) => / lives in /.test(f.content)).map((f) => [f.content, f.is_latest])).toEqual(
      expect.arrayContaining([
        ['Ana lives in Rome.', true],
        ['Bea lives in Oslo.', true],
      ]),
    );
  });

  it('when a fact stops being latest, the facts derived from it are retired with it, the retirement recorded', async () => {
    const w = await newWorkspace();
    await remember(w.admin, { content: 'Rosa: I moved to Paris, so I now commute by metro.', metadata: { occurred_at: '2024-01-10T00:00:00Z' } });
    const before = await facts(w.admin, 'how does Rosa commute', { facts_only_latest: false });
    const commute = before.find((f) => /commute/.test(f.content))!;
    expect(commute).toMatchObject({ is_latest: true });
    expect(commute.relationships).toContainEqual(expect.objectContaining({ rel_type: 'derives', direction: 'outgoing' }));

    await remember(w.admin, { content: 'Rosa: I moved to Rome.', metadata: { occurred_at: '2025-01-10T00:00:00Z' } });
    const after = await facts(w.admin, 'how does Rosa commute', { facts_only_latest: false });
    const rome = after.find((f) => /Rome/.test(f.content))!;
    const retired = after.find((f) => f.id === commute.id)!;
    expect(retired).toMatchObject({ is_latest: false, valid_until: rome.valid_from });
    expect(retired.relationships).toContainEqual(expect.objectContaining({ rel_type: 'updates', direction: 'incoming', related_fact_id: rome.id }));
    expect((await facts(w.admin, 'how does Rosa commute')).some((f) => f.id === commute.id)).toBe(false);
  });

  it('a common-noun subject is shared across documents: a new date for "the launch" updates the old one', async () => {
    const w = await newWorkspace();
    await remember(w.admin, { content: 'The launch is scheduled for 2025-03-04.', metadata: { occurred_at: '2025-01-10T00:00:00Z' } });
    await remember(w.admin, { content: 'The launch is scheduled for 2025-05-06.', metadata: { occurred_at: '2025-02-10T00:00:00Z' } });
    const latest = (await facts(w.admin, 'when is the launch scheduled')).filter((f) => /launch/i.test(f.content));
    expect(latest.map((f) => f.content)).toEqual([expect.stringContaining('6 May 2025')]);
    const all = (await facts(w.admin, 'when is the launch scheduled', { facts_only_latest: false })).filter((f) => /launch/i.test(f.content));
    expect(all.find((f) => f.content.includes('4 March 2025'))).toMatchObject({ is_latest: false, valid_until: expect.any(String) });
  });

  it('an update re-extracts: facts the new version no longer states stop being latest', async () => {
    const w = await newWorkspace();
    const r = await w.admin.request('POST', '/v1/documents/ingest', {
      content: 'Kim: I work at Globex.\nKim: I prefer tea.',
      metadata: { speaker: 'Kim' },
      return_id: true,
    });
    await extracted(w.admin, r.body.job_id);
    const u = await w.admin.request('POST', `/v1/documents/${r.body.document_id}/update`, { content: 'Kim: I prefer tea.' });
    expect(u.status).toBe(202);
    await extracted(w.admin, u.body.job_id);
    const latest = (await facts(w.admin, 'Kim work tea')).map((f) => f.content);
    expect(latest.some((c) => c.includes('tea'))).toBe(true);
    expect(latest.some((c) => c.includes('Globex'))).toBe(false);
    const history = await facts(w.admin, 'Kim work Globex', { facts_only_latest: false });
    expect(history.find((f) => f.content.includes('Globex'))).toMatchObject({ is_latest: false, valid_until: expect.any(String) });
  });

  it('a claim naming what it replaces updates the older fact under another verb; an update records what it replaced', async () => {
    const w = await newWorkspace();
    await remember(w.admin, { content: 'user: I drive a 2015 Honda Accord.', metadata: { occurred_at: '2024-01-10T00:00:00Z' } });
    await remember(w.admin, { content: 'user: I replaced my Honda Accord with a Tesla Model 3.', metadata: { occurred_at: '2024-06-10T00:00:00Z' } });
    const cars = await facts(w.admin, 'what car does the user drive', { facts_only_latest: false });
    const tesla = cars.find((f) => /Tesla/.test(f.content) && f.is_latest)!;
    expect(cars.find((f) => /drives a 2015 Honda/.test(f.content))).toMatchObject({
      is_latest: false,
      valid_until: tesla.valid_from,
      relationships: [expect.objectContaining({ rel_type: 'updates', direction: 'incoming', related_fact_id: tesla.id })],
    });

    // "uses" can hold several values, so only the update says the new one replaced the old one.
    const r = await w.admin.request('POST', '/v1/documents/ingest', { content: 'The Hermes project uses MySQL.', return_id: true });
    await extracted(w.admin, r.body.job_id);
    const u = await w.admin.request('POST', `/v1/documents/${r.body.document_id}/update`, { content: 'The Hermes project uses PostgreSQL.' });
    await extracted(w.admin, u.body.job_id);
    const hermes = await facts(w.admin, 'what does the Hermes project use', { facts_only_latest: false });
    const postgres = hermes.find((f) => /PostgreSQL/.test(f.content))!;
    expect(postgres).toMatchObject({ is_latest: true });
    expect(hermes.find((f) => /MySQL/.test(f.content))).toMatchObject({
      is_latest: false,
      relationships: [expect.objectContaining({ rel_type: 'updates', related_fact_id: postgres.id })],
    });
  });

  it('a sentence making two claims is updated by a change of either; one sentence about two people is a fact for each', async () => {
    const w = await newWorkspace();
    await remember(w.admin, { content: "user: I'm a junior accountant at Grant Thornton.", metadata: { occurred_at: '2023-03-01T00:00:00Z' } });
    await remember(w.admin, { content: 'user: Great news, I was promoted to senior accountant in January.', metadata: { occurred_at: '2024-03-01T00:00:00Z' } });
    const roles = await facts(w.admin, "what is the user's job title", { facts_only_latest: false });
    const senior = roles.find((f) => /senior accountant/.test(f.content))!;
    expect(senior).toMatchObject({ is_latest: true });
    expect(roles.find((f) => /junior accountant/.test(f.content))).toMatchObject({
      is_latest: false,
      valid_until: senior.valid_from,
      relationships: [expect.objectContaining({ rel_type: 'updates', direction: 'incoming', related_fact_id: senior.id })],
    });

    await remember(w.admin, { content: 'Ravi and Sita both work at Oracle. - Mina', metadata: { occurred_at: '2023-01-01T00:00:00Z' } });
    await remember(w.admin, { content: 'Ravi just joined Salesforce.', metadata: { occurred_at: '2024-01-01T00:00:00Z' } });
    const sita = await facts(w.admin, 'where does Sita work', { entity: 'Sita' });
    expect(sita.find((f) => /Oracle/.test(f.content))).toMatchObject({ is_latest: true });

    // "now" marks a change of a claim said with other words before: the water a day, not the coffee.
    await remember(w.admin, { content: 'user: I drink about 1 liter of water a day and I have 2 cups of coffee a day.', metadata: { occurred_at: '2023-01-01T00:00:00Z' } });
    await remember(w.admin, { content: "user: I'm up to 2.5 liters of water a day now.", metadata: { occurred_at: '2023-02-01T00:00:00Z' } });
    const drinks = await facts(w.admin, 'how much water does the user drink a day', { facts_only_latest: false });
    expect(drinks.find((f) => /1 liter/.test(f.content))).toMatchObject({ is_latest: false });
    expect(drinks.find((f) => /2\.5 liters/.test(f.content))).toMatchObject({ is_latest: true });
    const coffee = await facts(w.admin, 'how much coffee does the user drink', { facts_only_latest: false });
    expect(coffee.find((f) => /coffee/.test(f.content))).toMatchObject({ is_latest: true });
  });

  it('"changed my default search engine to X" updates "Google is my default search engine"; a query sharing no word still gets the nearest facts', async () => {
    const w = await newWorkspace();
    await remember(w.admin, { content: 'Mira: Google is my default search engine.', metadata: { occurred_at: '2024-01-01T10:00:00Z' } });
    await remember(w.admin, { content: 'Mira: I changed my default search engine to DuckDuckGo.', metadata: { occurred_at: '2024-06-01T10:00:00Z' } });
    const all = await facts(w.admin, 'search engine', { facts_only_latest: false });
    const google = all.find((f) => /Google/.test(f.content))!;
    expect(google).toMatchObject({ is_latest: false, valid_until: '2024-06-01T10:00:00.000Z' });
    expect(google.relationships).toContainEqual(expect.objectContaining({ rel_type: 'updates', direction: 'incoming' }));
    // "Which sport do I play?" shares no word with "Sam has given up tennis for pickleball" and the bundled encoder
    // scores it below the usual floor: the nearest facts are returned anyway.
    await remember(w.admin, { content: 'Sam: I have given up tennis for pickleball.', metadata: { occurred_at: '2024-06-01T10:00:00Z' } });
    expect((await facts(w.admin, 'Which sport do I play?')).slice(0, 3).some((f) => /pickleball/.test(f.content))).toBe(true);
  });

  it('a change worded so that no rule links it updates the claim closest in meaning, and never another person\'s', async () => {
    const w = await newWorkspace();
    await remember(w.admin, { content: 'API docs: the rate limit is 100 requests per minute.', metadata: { occurred_at: '2023-01-01T10:00:00Z' } });
    await remember(w.admin, { content: 'Ops notes: Mateo drives a Volvo XC60.', metadata: { occurred_at: '2023-01-02T10:00:00Z' } });
    await remember(w.admin, { content: 'API docs: the rate limit was raised to 500 requests per minute.', metadata: { occurred_at: '2023-06-01T10:00:00Z' } });
    await remember(w.admin, { content: 'Ops notes: Sofia now drives a Kia Niro.', metadata: { occurred_at: '2023-07-01T10:00:00Z' } });
    const all = await facts(w.admin, 'What is the rate limit?', { facts_only_latest: false });
    const old = all.find((f) => /\b100\b/.test(f.content))!;
    expect(old).toMatchObject({ is_latest: false, valid_until: '2023-06-01T10:00:00.000Z' });
    expect(old.relationships).toContainEqual(expect.objectContaining({ rel_type: 'updates', direction: 'incoming' }));
    expect((await facts(w.admin, 'What is the rate limit?')).slice(0, 3).some((f) => /\b500\b/.test(f.content))).toBe(true);
    const cars = await facts(w.admin, 'Who drives which car?', { facts_only_latest: false });
    expect(cars.filter((f) => /Volvo|Kia/.test(f.content)).map((f) => f.is_latest)).toEqual([true, true]);
  });

  it('deleting the only source removes its facts and restores what they had superseded', async () => {
    const w = await newWorkspace();
    await remember(w.admin, { content: 'Lee: I live in Paris.', metadata: { occurred_at: '2024-01-01T00:00:00Z' } });
    const newer = await remember(w.admin, { content: 'Lee: I live in Berlin.', metadata: { occurred_at: '2025-01-01T00:00:00Z' } });
    expect((await facts(w.admin, 'where does Lee live')).map((f) => f.content)).toContain('Lee lives in Berlin.');

    expect((await w.admin.request('DELETE', `/v1/documents/${newer}`)).status).toBe(200);
    // Hidden at once (its source is gone); Paris is latest again once the cleanup step has run.
    expect((await facts(w.admin, 'where does Lee live', { facts_only_latest: false })).some((f) => f.content.includes('Berlin'))).toBe(false);
    await until(async () => (await facts(w.admin, 'where does Lee live')).some((f) => f.content === 'Lee lives in Paris.'));
    const now = await facts(w.admin, 'where does Lee live');
    expect(now.find((f) => f.content === 'Lee lives in Paris.')).toMatchObject({ is_latest: true, valid_until: null });
  });

  it('a fact another document still states is promoted provisional, and review confirms or rejects it', async () => {
    const w = await newWorkspace();
    const first = await remember(w.admin, { content: 'Sam: I own a red bicycle.\nSam: I live in Ghent.' });
    const second = await remember(w.admin, { content: 'Sam: I own a red bicycle.' });
    const before = (await facts(w.admin, 'Sam bicycle')).filter((f) => f.content.includes('bicycle'));
    expect(before).toHaveLength(1); // the same fact, two sources
    expect(before[0]).toMatchObject({ source_document_id: first, is_provisional: false });

    await w.admin.request('DELETE', `/v1/documents/${first}`);
    await until(async () => (await facts(w.admin, 'Sam bicycle')).some((f) => f.is_provisional));
    const promoted = (await facts(w.admin, 'Sam bicycle')).find((f) => f.content.includes('bicycle'))!;
    expect(promoted).toMatchObject({ id: before[0]!.id, source_document_id: second, is_provisional: true, is_latest: true });
    expect((await facts(w.admin, 'where does Sam live')).some((f) => f.content.includes('Ghent'))).toBe(false);

    const pending = await w.admin.request('GET', '/v1/facts?provisional=true');
    expect(pending.body.facts.map((f: FactBody) => f.id)).toEqual([promoted.id]);
    const confirmed = await w.admin.request('POST', `/v1/facts/${promoted.id}/review`, { decision: 'confirm' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.fact).toMatchObject({ id: promoted.id, is_provisional: false, is_latest: true });
    expect((await w.admin.request('GET', '/v1/facts?provisional=true')).body.facts).toEqual([]);

    const rejected = await w.admin.request('POST', `/v1/facts/${promoted.id}/review`, { decision: 'reject' });
    expect(rejected.body.fact).toMatchObject({ is_latest: false, valid_until: expect.any(String) });
    expect((await facts(w.admin, 'Sam bicycle')).some((f) => f.id === promoted.id)).toBe(false);
    const bad = await w.admin.request('POST', `/v1/facts/${promoted.id}/review`, { decision: 'maybe' });
    expect(bad.status).toBe(400);
    expect((await w.admin.request('POST', '/v1/facts/00000000-0000-4000-8000-000000000000/review', { decision: 'confirm' })).status).toBe(404);
  });

  it('facts and entities inherit namespace and sensitivity: a scoped or capped key never sees them', async () => {
    const w = await newWorkspace();
    const ns = await w.portal.request('POST', '/v1/namespaces', { key: 'private', name: 'Private' });
    await remember(w.admin, {
      namespace: 'private',
      content: 'Zoe: I live in Quito. You can reach me at zoe.v@example.org or +1 415 555 0199.',
    });
    await remember(w.admin, { content: 'Ian: I live in Lima.' });

    const created = await w.portal.request('POST', '/v1/auth/api-keys', {
      name: 'default reader',
      max_sensitivity: 'personal',
      tenant_id: w.tenantId,
      default_namespace_id: w.defaultNamespaceId,
      scopes: [{ namespace_id: w.defaultNamespaceId, permissions: ['read'] }],
    });
    const scoped = api(server.url, created.body.api_key);
    const seen = await facts(scoped, 'who lives where', { facts_only_latest: false });
    expect(seen.some((f) => f.content.includes('Lima'))).toBe(true);
    expect(seen.some((f) => f.content.includes('Quito'))).toBe(false);
    const names = (await scoped.request('GET', '/v1/entities?limit=200')).body.entities.map((e: { name: string }) => e.name);
    expect(names).toContain('Ian');
    expect(names).not.toContain('Zoe');
    const zoe = (await w.admin.request('GET', '/v1/entities?limit=200')).body.entities.find((e: { name: string }) => e.name === 'Zoe');
    expect(zoe).toBeDefined();
    expect((await scoped.request('GET', `/v1/entities/${zoe.id}/facts`)).status).toBe(404);

    const capped = await w.portal.request('POST', '/v1/auth/api-keys', {
      name: 'capped',
      max_sensitivity: 'internal',
      tenant_id: w.tenantId,
      default_namespace_id: ns.body.id,
      scopes: [{ namespace_id: ns.body.id, permissions: ['read'] }],
    });
    const low = api(server.url, capped.body.api_key);
    expect(await facts(low, 'where does Zoe live', { facts_only_latest: false })).toEqual([]);
    expect((await low.request('GET', '/v1/entities')).body).toMatchObject({ entities: [], total: 0 });
    expect((await low.request('GET', '/v1/facts?latest_only=false')).body.facts).toEqual([]);
    expect((await w.admin.request('GET', '/v1/facts', undefined)).body.facts.map((f: FactBody) => f.namespace)).toEqual(
      expect.arrayContaining(['private', 'default']),
    );
  });

  it('the memory layer switches off per workspace: facts null, no extraction, re-extraction refused; on again it extracts', async () => {
    const w = await newWorkspace();
    const off = await w.portal.request('PATCH', `/v1/tenants/${w.tenantId}`, { memory_enabled: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ tenant_id: w.tenantId, memory_enabled: false });
    const r = await w.admin.request('POST', '/v1/documents/ingest', { content: 'Eva: I live in Turin.', return_id: true });
    expect((await waitForJob(w.admin, r.body.job_id)).state).toBe('completed');
    expect((await w.admin.request('GET', `/v1/jobs/${r.body.job_id}`)).body.extract_job_id).toBeNull();
    const q = await w.admin.request('POST', '/v1/query', { query: 'Eva' });
    expect(q.body).toMatchObject({ facts: null, fact_count: 0 });
    const refused = await w.admin.request('POST', `/v1/documents/${r.body.document_id}/extract-facts`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('memory_disabled');

    await w.portal.request('PATCH', `/v1/tenants/${w.tenantId}`, { memory_enabled: true });
    const again = await w.admin.request('POST', `/v1/documents/${r.body.document_id}/extract-facts`);
    expect(again.status).toBe(202);
    expect(again.body).toMatchObject({ document_id: r.body.document_id, status: 'queued' });
    expect(await waitForJob(w.admin, again.body.job_id)).toMatchObject({ kind: 'extract_facts', state: 'completed' });
    expect((await facts(w.admin, 'where does Eva live')).map((f) => f.content)).toContain('Eva lives in Turin.');
    expect((await w.admin.request('POST', '/v1/query', { query: 'Eva', include_facts: false })).body.facts).toBeNull();
  });

  it('bad memory requests are 4xx problems', async () => {
    const w = await newWorkspace();
    const cases: Array<[string, string, number, string]> = [
      ['GET', '/v1/entities?limit=0', 400, 'invalid_limit'],
      ['GET', '/v1/entities?type=planet', 400, 'invalid_type'],
      ['GET', '/v1/entities/not-a-uuid/facts', 400, 'invalid_entity_id'],
      ['GET', '/v1/entities/00000000-0000-4000-8000-000000000000/facts', 404, 'entity_not_found'],
      ['GET', '/v1/entities/00000000-0000-4000-8000-000000000000/facts?fact_type=rumour', 400, 'invalid_fact_type'],
      ['GET', '/v1/facts?provisional=maybe', 400, 'invalid_provisional'],
      ['POST', '/v1/documents/00000000-0000-4000-8000-000000000000/extract-facts', 404, 'document_not_found'],
    ];
    for (const [method, path, status, code] of cases) {
      const r = await w.admin.request(method, path);
      expect([path, r.status, r.body.code]).toEqual([path, status, code]);
    }
  });
});

async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('memory layer with ENGRAM_MEMORY_EXTRACTOR=llm (an OpenAI-compatible chat server)', () => {
  let server: RunningServer;
  let model: ChatCompletionsServer;

  beforeAll(async () => {
    // Plays a model that follows the extraction prompt: one fact per document it is sent.
    model = await startChatCompletionsServer((request) => {
      const { documents } = JSON.parse(request.body.messages.at(-1)!.content) as { documents: Array<{ id: string }> };
      return {
        content: JSON.stringify({
          documents: documents.map((d) => ({
            id: d.id,
            facts: [
              {
                content: 'Nora keeps three beehives.',
                fact_type: 'fact',
                confidence: 0.8,
                subject: { name: 'Nora', type: 'person' },
                attribute: 'keeps',
                value: 'three beehives',
                negated: false,
                valid_from: null,
                entities: [{ name: 'Nora', type: 'person' }],
                derived_from: [],
              },
            ],
          })),
        }),
      };
    });
    server = await startServer(
      loadServerConfig({
        ENGRAM_DATA_DIR: freshDataDir('engram-memory-llm-'),
        PORT: '0',
        HOST: '127.0.0.1',
        ENGRAM_EMBEDDER_WORKERS: '1',
        LOG_LEVEL: 'silent',
        ENGRAM_MEMORY_EXTRACTOR: 'llm',
        ENGRAM_LLM_URL: `${model.baseUrl}/v1`,
        ENGRAM_LLM_MODEL: 'test-model',
      }),
      createLogger({ service: 'test', level: 'silent' }),
    );
  });
  afterAll(async () => {
    await server?.stop();
    await model?.close();
  });

  it("facts come from the model's structured answer", async () => {
    const s = await api(server.url).request('POST', '/public/signup', { name: 'llm', email: 'llm@example.com', password: PASSWORD });
    const client = api(server.url, s.body.api_key);
    const r = await client.request('POST', '/v1/documents/ingest', { content: 'Nora: the garden is busy this spring.', return_id: true });
    expect((await waitForJob(client, r.body.job_id)).state).toBe('completed');
    const parent = await client.request('GET', `/v1/jobs/${r.body.job_id}`);
    expect((await waitForJob(client, parent.body.extract_job_id)).state).toBe('completed');
    const q = await client.request('POST', '/v1/query', { query: 'what does Nora keep?' });
    expect(q.body.facts.map((f: FactBody) => f.content)).toEqual(['Nora keeps three beehives.']);
    expect(model.received.length).toBeGreaterThan(0);
    expect(model.received[0]!.body).toMatchObject({ model: 'test-model', response_format: { type: 'json_schema' } });
    expect(model.received[0]!.body.messages.at(-1)!.content).toContain('the garden is busy this spring');
  });
});
