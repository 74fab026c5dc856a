// `engram` run as a user runs it (a child process, its own HOME, relative paths, pipes) against a real Engram: profiles
// on disk, a folder ingested and ingested again, queries across namespaces, management with a portal token, and the
// promises made to scripts (JSON on stdout, one error line, exit codes, NO_COLOR).
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SCRIPT, startTestBed, type TestBed, type User } from './harness';

const PASSWORD = 'correct horse battery staple';
const ONE_LINE_ERROR = /^error: [a-z_]+: [^\n]+\n$/;

interface IngestJson {
  new: number;
  unchanged: number;
  failed: number;
  documents: Array<{ path: string; document_id: string; job_id: string; status: string; state: string }>;
  skipped: Array<{ path: string; reason: string }>;
}

describe('engram CLI against a running Engram', () => {
  let bed: TestBed;
  let n = 0;

  /** Signs a user up (profile `default`, with a portal password) and returns the workspace id and admin key. */
  async function signUp(user: User): Promise<{ tenantId: string; apiKey: string; email: string }> {
    const email = `cli${++n}@example.com`;
    const r = await user.run(['--json', 'signup', '--name', `CLI ${n}`, '--email', email, '--password-stdin'], {
      input: `${PASSWORD}\n`,
    });
    expect(r).toMatchObject({ code: 0, stderr: expect.any(String) });
    const body = r.json<{ tenant_id: string; api_key: string }>();
    return { tenantId: body.tenant_id, apiKey: body.api_key, email };
  }

  async function ingestText(user: User, text: string, args: string[] = []): Promise<string> {
    const r = await user.run(['--json', 'ingest', '--text', text, '--wait', ...args]);
    expect(r.code).toBe(0);
    const doc = r.json<IngestJson>().documents[0]!;
    expect(doc.state).toBe('completed');
    return doc.document_id;
  }

  beforeAll(async () => {
    bed = await startTestBed();
  });
  afterAll(async () => {
    await bed?.stop();
  });

  it('signup saves the admin key in a profile only the user can read, and later commands use it', async () => {
    const user = await bed.user('signup', { url: false }); // no ENGRAM_URL: the profile must carry the address
    const r = await user.run(['signup', '--url', bed.server.url, '--name', 'Ada', '--email', 'ada@example.com']);
    expect(r.code).toBe(0);
    const key = /api key:\s+(egk_\S+)/.exec(r.stdout)?.[1];
    expect(key).toBeDefined();

    const file = path.join(user.configDir, 'config.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(user.configDir)).mode & 0o777).toBe(0o700);
    const saved = JSON.parse(await readFile(file, 'utf8'));
    expect(saved.profiles.default).toMatchObject({ url: bed.server.url, api_key: key, tenant_id: expect.any(String) });

    // Listing profiles never prints the secret.
    const profiles = await user.run(['profiles']);
    expect(profiles.code).toBe(0);
    expect(profiles.stdout).toContain(bed.server.url);
    expect(profiles.stdout).not.toContain(key!);

    // A later command finds the server and the key in the profile, with nothing in the environment.
    const search = await user.run(['--json', 'search', 'anything']);
    expect(search.code).toBe(0);
    expect(search.json()).toMatchObject({ results: [] });

    // A second signup into the same profile would lose the first key: refused unless --force.
    const again = await user.run(['signup', '--url', bed.server.url, '--name', 'Ada 2', '--email', 'ada2@example.com']);
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/^error: profile_exists: /);
  });

  it('ingests a folder of mixed files recursively, skips binaries, and a re-run adds nothing', async () => {
    const user = await bed.user('folder');
    await signUp(user);
    const notes = path.join(user.home, 'work', 'notes');
    await mkdir(path.join(notes, 'trips', '2025'), { recursive: true });
    await mkdir(path.join(notes, '.git'), { recursive: true });
    await mkdir(path.join(notes, 'node_modules', 'pkg'), { recursive: true });
    await writeFile(path.join(notes, 'marta.md'), '# Marta\n\nMarta moved to Lisbon and works at Acme Robotics.\n');
    await writeFile(path.join(notes, 'budget.csv'), 'item,amount\nflights,420\nhotel,610\n');
    await writeFile(path.join(notes, 'trips', 'plan.yaml'), 'destination: Porto\nwhen: May 2025\nwho: [Marta, Joao]\n');
    await writeFile(
      path.join(notes, 'trips', '2025', 'porto.txt'),
      'Porto trip: the tram to Foz and the bookshop Lello.\n',
    );
    await writeFile(
      path.join(notes, 'trips', 'ferry.json'),
      JSON.stringify({ ferry: 'Lisbon to Cacilhas', minutes: 10 }),
    );
    // Binary content: by type (a PNG) and disguised behind a text extension.
    await writeFile(
      path.join(notes, 'photo.png'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
    );
    await writeFile(path.join(notes, 'trips', 'dump.json'), Buffer.from([0x7b, 0x00, 0x01, 0xff, 0xfe, 0x7d]));
    await writeFile(path.join(notes, '.git', 'HEAD.txt'), 'ref: refs/heads/main\n');
    await writeFile(path.join(notes, 'node_modules', 'pkg', 'README.md'), 'not yours\n');

    // The installed command from the user's own directory, with a relative path.
    const first = await user.run(['--json', 'ingest', 'notes', '--wait', '--concurrency', '2'], {
      cwd: path.join(user.home, 'work'),
      bin: true,
    });
    expect(first.code).toBe(0);
    const report = first.json<IngestJson>();
    expect(report.documents.map((d) => d.path).sort()).toEqual([
      'notes/budget.csv',
      'notes/marta.md',
      'notes/trips/2025/porto.txt',
      'notes/trips/ferry.json',
      'notes/trips/plan.yaml',
    ]);
    expect(report).toMatchObject({ new: 5, unchanged: 0, failed: 0 });
    expect(report.documents.every((d) => d.status === 'new' && d.state === 'completed')).toBe(true);
    expect(report.skipped).toEqual(
      expect.arrayContaining([
        { path: 'notes/photo.png', reason: 'not a text file type' },
        { path: 'notes/trips/dump.json', reason: 'binary content' },
      ]),
    );
    expect(JSON.stringify(report)).not.toMatch(/node_modules|\.git/);

    // No progress bar into a pipe: stderr holds only the note on skipped files.
    expect(first.stderr).not.toContain('ingest [');

    // Again, as a person reads it: nothing new, the same documents.
    const second = await user.run(['ingest', 'notes'], { cwd: path.join(user.home, 'work') });
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('0 new, 5 unchanged, 2 skipped');
    for (const d of report.documents)
      expect(second.stdout).toMatch(new RegExp(`${d.path}\\s+${d.document_id}\\s+unchanged`));

    // And Engram holds five documents, not ten.
    const all = await user.run([
      '--json',
      'query',
      'Marta Lisbon Porto budget ferry',
      '--namespace',
      '*',
      '--max-results',
      '100',
    ]);
    const ids = new Set(all.json<{ results: Array<{ document_id: string }> }>().results.map((r) => r.document_id));
    expect([...ids].sort()).toEqual(report.documents.map((d) => d.document_id).sort());

    // A changed file is a new document; the unchanged ones stay as they were.
    await writeFile(path.join(notes, 'budget.csv'), 'item,amount\nflights,420\nhotel,650\n');
    const third = await user.run(['--json', 'ingest', 'notes'], { cwd: path.join(user.home, 'work') });
    expect(third.json<IngestJson>()).toMatchObject({ new: 1, unchanged: 4 });
  });

  (SCRIPT ? it : it.skip)('draws a progress bar on a terminal', async () => {
    const user = await bed.user('terminal');
    await signUp(user);
    const folder = path.join(user.home, 'letters');
    await mkdir(folder);
    for (let i = 1; i <= 6; i++)
      await writeFile(path.join(folder, `letter-${i}.txt`), `Letter ${i}: the garden needs water.`);
    const r = await user.runInTerminal(['ingest', 'letters'], { cwd: user.home });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/ingest \[[^\]]+\] 6\/6 \| 6 new, 0 unchanged, 0 failed/);
    expect(r.stdout).toContain('6 new, 0 unchanged');
  });
  if (!SCRIPT) console.warn('progress bar test skipped: util-linux `script` not found (apt-get install -y bsdutils)');

  it('queries with --namespace repeated per key and with *, and prints JSON scripts can parse', async () => {
    const user = await bed.user('namespaces');
    await signUp(user);
    expect((await user.run(['namespaces', 'create', 'work', '--name', 'Work'])).code).toBe(0);
    expect((await user.run(['namespaces', 'create', 'team.alpha'])).code).toBe(0);
    const inDefault = await ingestText(user, 'The heron nests by the river every spring.');
    const inWork = await ingestText(user, 'The heron logo was chosen for the spring campaign.', [
      '--namespace',
      'work',
    ]);
    const inAlpha = await ingestText(user, 'Team alpha saw a heron on the spring offsite.', [
      '--namespace',
      'team.alpha',
    ]);

    const ids = async (...args: string[]) => {
      const r = await user.run(['--json', 'query', 'heron spring', ...args]);
      expect(r.code).toBe(0);
      return r
        .json<{ results: Array<{ document_id: string }> }>()
        .results.map((d) => d.document_id)
        .sort();
    };
    expect(await ids('--namespace', 'work')).toEqual([inWork]);
    expect(await ids('--namespace', 'work', '--namespace', 'team.alpha')).toEqual([inWork, inAlpha].sort());
    expect(await ids('--namespace', '*')).toEqual([inDefault, inWork, inAlpha].sort());
    expect(await ids()).toEqual([inDefault, inWork, inAlpha].sort());

    // search takes the same namespace options.
    const s = await user.run(['--json', 'search', 'heron', '-n', 'default', '-n', 'team.alpha']);
    expect(
      s
        .json<{ results: Array<{ document_id: string }> }>()
        .results.map((d) => d.document_id)
        .sort(),
    ).toEqual([inDefault, inAlpha].sort());

    // Filters reach Engram: a date range in the future leaves nothing.
    expect(await ids('--namespace', '*', '--filter', 'date_from=2999-01-01')).toEqual([]);

    // The human form names the documents found.
    const human = await user.run(['query', 'heron', '--namespace', 'work']);
    expect(human.stdout).toContain(inWork);
    expect(human.stdout).not.toContain(inDefault);
  });

  it('shows a document, its chunks and jobs, updates and deletes it', async () => {
    const user = await bed.user('documents');
    await signUp(user);
    const id = await ingestText(user, 'Quarterly review: revenue grew in the north region.', ['--title', 'Q3 review']);
    const doc = await user.run(['--json', 'get', id]);
    expect(doc.json()).toMatchObject({ document_id: id, title: 'Q3 review', status: 'indexed', version: 1 });
    const chunks = await user.run(['--json', 'chunks', id]);
    expect(chunks.json<{ count: number }>().count).toBeGreaterThan(0);

    const update = await user.run(['--json', 'update', id, '--wait'], {
      input: 'Quarterly review: revenue fell in the south.',
    });
    expect(update.code).toBe(0);
    const updated = update.json<{ job_id: string; version: number; state: string }>();
    expect(updated).toMatchObject({ version: 2, state: 'completed' });
    const job = await user.run(['--json', 'jobs', updated.job_id]);
    expect(job.json()).toMatchObject({ job_id: updated.job_id, document_id: id, state: 'completed' });
    expect((await user.run(['get', id])).stdout).toContain('revenue fell in the south');

    expect((await user.run(['delete', id])).code).toBe(0);
    const gone = await user.run(['get', id]);
    expect(gone.code).toBe(1);
    expect(gone.stderr).toMatch(/^error: document_not_found: /);
  });

  it('logs in with a password, creates a namespace and a scoped API key that works', async () => {
    const owner = await bed.user('owner');
    const { email } = await signUp(owner);

    // Someone else on the team with only the password: login alone gives the portal token management needs.
    const admin = await bed.user('admin-laptop');
    const login = await admin.run(['login', '--email', email, '--password-stdin'], { input: `${PASSWORD}\n` });
    expect(login.code).toBe(0);
    expect(login.stdout).toMatch(/portal token saved/);
    const saved = JSON.parse(await readFile(path.join(admin.configDir, 'config.json'), 'utf8'));
    expect(saved.profiles.default).toMatchObject({ portal_token: expect.any(String), tenant_id: expect.any(String) });
    expect(saved.profiles.default.api_key).toBeUndefined();

    const created = await admin.run(['--json', 'namespaces', 'create', 'research', '--name', 'Research']);
    expect(created.code).toBe(0);
    expect(created.json()).toMatchObject({ key: 'research', name: 'Research', status: 'active' });

    const key = await admin.run([
      '--json',
      'keys',
      'create',
      'agent',
      '--max-sensitivity',
      'internal',
      '--write',
      'research',
    ]);
    expect(key.code).toBe(0);
    const agent = key.json<{ id: string; api_key: string; scopes: Array<{ namespace_key: string; grant: string }> }>();
    expect(agent.scopes).toEqual([expect.objectContaining({ namespace_key: 'research', grant: 'read_write' })]);
    const listed = await admin.run(['keys']);
    expect(listed.stdout).toMatch(/agent\s+egk_\w+\s+internal\s+research:rw/);
    expect(listed.stdout).not.toContain(agent.api_key);

    // The new key writes to its namespace (its default) and reads it back; ENGRAM_API_KEY wins over any profile.
    const asAgent = { env: { ENGRAM_API_KEY: agent.api_key } };
    const ingest = await admin.run(
      ['--json', 'ingest', '--text', 'Lab notebook: the sample glowed green.', '--wait'],
      asAgent,
    );
    expect(ingest.code).toBe(0);
    const docId = ingest.json<IngestJson>().documents[0]!.document_id;
    expect((await admin.run(['--json', 'get', docId], asAgent)).json()).toMatchObject({ namespace: 'research' });
    // ... and may not read `default`.
    const denied = await admin.run(['query', 'sample', '--namespace', 'default'], asAgent);
    expect(denied.code).toBe(1);
    expect(denied.stderr).toMatch(/^error: namespace_forbidden: /);

    const archived = await admin.run(['--json', 'namespaces', 'archive', 'research']);
    expect(archived.json()).toMatchObject({ key: 'research', status: 'archived' });
    expect((await admin.run(['--json', 'namespaces', 'restore', 'research'])).json()).toMatchObject({
      status: 'active',
    });
    const revoked = await admin.run(['keys', 'revoke', agent.id]);
    expect(revoked.code).toBe(0);
    const refused = await admin.run(['search', 'sample'], asAgent);
    expect(refused.code).toBe(3);
    expect(refused.stderr).toMatch(/^error: api_key_revoked: /);
  });

  it('reports every failure as one line with its code and a meaningful exit status', async () => {
    const user = await bed.user('errors');
    await signUp(user);

    const unknownNamespace = await user.run(['--json', 'query', 'x', '--namespace', 'nope']);
    expect(unknownNamespace.code).toBe(1);
    expect(unknownNamespace.stdout).toBe(''); // --json: nothing but the result on stdout, and there is none
    expect(unknownNamespace.stderr).toMatch(ONE_LINE_ERROR);
    expect(unknownNamespace.stderr).toMatch(/^error: namespace_not_found: .*\[request [0-9a-f-]+\]/);

    const badOption = await user.run(['query', 'x', '--max-results', '0']);
    expect(badOption.code).toBe(2);
    expect(badOption.stderr).toMatch(ONE_LINE_ERROR);
    const unknownCommand = await user.run(['frobnicate']);
    expect(unknownCommand.code).toBe(2);
    expect(unknownCommand.stderr).toMatch(/^error: unknown_command: /);

    const noKey = await (await bed.user('nobody')).run(['search', 'x']);
    expect(noKey.code).toBe(3);
    expect(noKey.stderr).toMatch(/^error: api_key_missing: /);

    const unreachable = await user.run(['search', 'x'], { env: { ENGRAM_URL: 'http://127.0.0.1:9' } });
    expect(unreachable.code).toBe(4);
    expect(unreachable.stderr).toMatch(/^error: network_error: /);
    expect(unreachable.stderr).toMatch(ONE_LINE_ERROR);

    // DSAR export is not built yet: a clean error line, and no file left behind.
    const out = path.join(user.home, 'export.zip');
    const exported = await user.run(['export', '--out', out]);
    expect(exported.code).toBe(1);
    expect(exported.stderr).toMatch(/^error: not_implemented: /);
    expect(exported.stderr).toMatch(ONE_LINE_ERROR);
    await expect(stat(out)).rejects.toThrow();
    await expect(stat(`${out}.partial`)).rejects.toThrow();
  });

  it('colours only where allowed: FORCE_COLOR adds colour, NO_COLOR always removes it', async () => {
    const user = await bed.user('colour');
    await signUp(user);
    const ESC = '\u001b[';
    const forced = await user.run(['query', 'x', '--namespace', 'nope'], { env: { FORCE_COLOR: '1' } });
    expect(forced.stderr).toContain(`${ESC}31merror:`);
    const listForced = await user.run(['profiles'], { env: { FORCE_COLOR: '1' } });
    expect(listForced.stdout).toContain(`${ESC}1m`);

    const none = await user.run(['query', 'x', '--namespace', 'nope'], { env: { FORCE_COLOR: '1', NO_COLOR: '1' } });
    expect(none.stderr).toMatch(/^error: namespace_not_found: /);
    expect(none.stderr).not.toContain(ESC);
    const listNone = await user.run(['profiles'], { env: { FORCE_COLOR: '1', NO_COLOR: '1' } });
    expect(listNone.stdout).not.toContain(ESC);
    // Not a terminal and nothing forced: plain text as well.
    expect((await user.run(['profiles'])).stdout).not.toContain(ESC);
  });
});
