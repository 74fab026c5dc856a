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
