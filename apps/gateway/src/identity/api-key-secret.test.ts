import { generateApiKeySecret, parseApiKey, secretMatches } from './api-key-secret';

describe('API key secrets', () => {
  it('a generated key parses back to its prefix and matches only its own hash', () => {
    const a = generateApiKeySecret();
    const b = generateApiKeySecret();
    const parsed = parseApiKey(a.key)!;
    expect(parsed.prefix).toBe(a.prefix);
    expect(secretMatches(parsed.secret, a.secretHash)).toBe(true);
    expect(secretMatches(parsed.secret, b.secretHash)).toBe(false);
  });

  it('rejects malformed keys without throwing', () => {
    expect(parseApiKey('')).toBeNull();
    expect(parseApiKey('egk_short_x')).toBeNull();
    expect(parseApiKey(`egk_${'g'.repeat(12)}_${'a'.repeat(43)}`)).toBeNull();
  });
});
