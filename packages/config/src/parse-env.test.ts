import { z } from 'zod';
import { envBoolean, envList, parseEnv, redactConfig } from './parse-env';

describe('parseEnv', () => {
  const schema = z.object({ PORT: z.coerce.number().int().default(8080), DEBUG: envBoolean(false), TAGS: envList() });

  it('applies defaults so the embedded profile starts with nothing set', () => {
    expect(parseEnv(schema, {})).toEqual({ PORT: 8080, DEBUG: false, TAGS: [] });
  });

  it('treats "false" as false, unlike z.coerce.boolean', () => {
    expect(parseEnv(schema, { DEBUG: 'false' }).DEBUG).toBe(false);
    expect(parseEnv(schema, { DEBUG: '1' }).DEBUG).toBe(true);
  });

  it('names every invalid variable in one error', () => {
    expect(() => parseEnv(schema, { PORT: 'abc', DEBUG: 'maybe' })).toThrow(/PORT[\s\S]*DEBUG/);
  });
});

describe('redactConfig', () => {
  it('hides secrets and URL credentials but keeps the rest', () => {
    expect(
      redactConfig({ db: { url: 'postgres://u:p@h:5432/d' }, masterKey: 'abc', port: 1, apiKey: 'k' }),
    ).toEqual({ db: { url: 'postgres://***:***@h:5432/d' }, masterKey: '***', port: 1, apiKey: '***' });
  });
});

describe('fusion settings', () => {
  const { fusionConfigFrom } = require('./shared-env') as typeof import('./shared-env');
  it('default to the spec RRF with an external embedder and to convex 0.2/0.8 with the bundled encoder', () => {
    expect(fusionConfigFrom({ ENGRAM_EMBEDDER: 'openai', ENGRAM_RRF_K: 60 })).toEqual({ method: 'rrf', semanticWeight: 0.7, keywordWeight: 0.3, rankConstant: 60 });
    expect(fusionConfigFrom({ ENGRAM_EMBEDDER: 'use', ENGRAM_RRF_K: 60 })).toEqual({ method: 'convex', semanticWeight: 0.2, keywordWeight: 0.8, rankConstant: 60 });
  });
  it('lets every value be overridden', () => {
    expect(
      fusionConfigFrom({ ENGRAM_EMBEDDER: 'use', ENGRAM_FUSION_METHOD: 'rrf', ENGRAM_RRF_SEMANTIC_WEIGHT: 0.5, ENGRAM_RRF_KEYWORD_WEIGHT: 0.5, ENGRAM_RRF_K: 10 }),
    ).toEqual({ method: 'rrf', semanticWeight: 0.5, keywordWeight: 0.5, rankConstant: 10 });
  });
});

describe('keyword index settings', () => {
  const { keywordIndexConfigFrom, fusionEnv } = require('./shared-env') as typeof import('./shared-env');
  it('leave the index default when unset and take a document weight from 0 to 1', () => {
    expect(keywordIndexConfigFrom({})).toEqual({});
    expect(keywordIndexConfigFrom({ ENGRAM_KEYWORD_DOCUMENT_WEIGHT: fusionEnv.ENGRAM_KEYWORD_DOCUMENT_WEIGHT.parse('0') })).toEqual({ documentWeight: 0 });
    expect(fusionEnv.ENGRAM_KEYWORD_DOCUMENT_WEIGHT.safeParse('1.5').success).toBe(false);
  });
});
