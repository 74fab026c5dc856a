import { loadMcpConfig } from './env';

describe('MCP server configuration', () => {
  it('defaults to stdio against localhost:8080 with the key from ENGRAM_API_KEY', () => {
    expect(loadMcpConfig({ ENGRAM_API_KEY: 'egk_x' }, [])).toEqual({
      engramUrl: 'http://localhost:8080',
      defaultNamespace: undefined,
      transport: { kind: 'stdio', apiKey: 'egk_x' },
      log: { level: 'info' },
    });
  });

  it('--http and --port win over their variables, and HTTP needs no key of its own', () => {
    const config = loadMcpConfig({ ENGRAM_MCP_PORT: '9000', ENGRAM_MCP_TRANSPORT: 'stdio' }, [
      '--http',
      '--port',
      '9100',
    ]);
    expect(config.transport).toEqual({ kind: 'http', host: '127.0.0.1', port: 9100 });
  });

  it('an empty variable counts as unset, as MCP client configurations write them', () => {
    const config = loadMcpConfig({ ENGRAM_API_KEY: 'egk_x', ENGRAM_DEFAULT_NAMESPACE: '' }, []);
    expect(config.defaultNamespace).toBeUndefined();
    expect(() => loadMcpConfig({ ENGRAM_API_KEY: '' }, [])).toThrow(/ENGRAM_API_KEY is required over stdio/);
  });

  it('refuses a malformed default namespace, a bad port and unknown flags', () => {
    expect(() => loadMcpConfig({ ENGRAM_API_KEY: 'k', ENGRAM_DEFAULT_NAMESPACE: 'Work Stuff' }, [])).toThrow(
      /ENGRAM_DEFAULT_NAMESPACE/,
    );
    expect(() => loadMcpConfig({}, ['--http', '--port', 'eighty'])).toThrow(/ENGRAM_MCP_PORT/);
    expect(() => loadMcpConfig({ ENGRAM_API_KEY: 'k' }, ['--verbose'])).toThrow(/--verbose/);
  });
});
