import jwt from 'jsonwebtoken';
import { hashPassword, verifyPassword } from './passwords';
import { PortalTokens } from './portal-tokens';

const secret = Buffer.alloc(32, 7);
let now = new Date('2026-01-01T00:00:00Z');
const clock = { now: () => now };
const claims = { sub: 'u1', kind: 'user' as const, org_id: 'o1', org_role: 'owner' as const, tenants: [{ tenant_id: 't1', role: 'tenant_admin' as const }] };

describe('portal tokens', () => {
  it('round-trips the claims until the token expires', () => {
    const tokens = new PortalTokens({ secret, ttlSeconds: 60, clock });
    const { token } = tokens.issue(claims);
    expect(tokens.verify(token)).toMatchObject(claims);
    now = new Date(now.getTime() + 61_000);
    expect(() => tokens.verify(token)).toThrow(expect.objectContaining({ reason: 'portal_token_expired' }));
  });

  it('refuses tampered tokens, other secrets, other algorithms and alg none', () => {
    const tokens = new PortalTokens({ secret, clock });
    const { token } = tokens.issue(claims);
    const [h, p, s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, tenants: [{ tenant_id: 't2', role: 'tenant_admin' }] })).toString('base64url');
    expect(() => tokens.verify(`${h}.${forged}.${s}`)).toThrow(expect.objectContaining({ reason: 'portal_token_invalid' }));
    const other = new PortalTokens({ secret: Buffer.alloc(32, 8), clock }).issue(claims).token;
    expect(() => tokens.verify(other)).toThrow(expect.objectContaining({ reason: 'portal_token_invalid' }));
    const hs512 = jwt.sign({ ...claims }, secret, { algorithm: 'HS512', issuer: 'engram', audience: 'engram-portal', expiresIn: 60 });
    expect(() => tokens.verify(hs512)).toThrow(expect.objectContaining({ reason: 'portal_token_invalid' }));
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`;
    expect(() => tokens.verify(none)).toThrow(expect.objectContaining({ reason: 'portal_token_invalid' }));
    const wrongAudience = jwt.sign({ ...claims }, secret, { algorithm: 'HS256', issuer: 'engram', audience: 'other', expiresIn: 60 });
    expect(() => tokens.verify(wrongAudience)).toThrow(expect.objectContaining({ reason: 'portal_token_invalid' }));
  });

  it('refuses correctly signed tokens without exp or iat, or living longer than the gateway issues', () => {
    const tokens = new PortalTokens({ secret, ttlSeconds: 900, clock });
    const nowSeconds = Math.floor(now.getTime() / 1000);
    // noTimestamp keeps jsonwebtoken from adding an `iat` of its own (it would also drop one we set).
    const sign = (payload: object) =>
      jwt.sign(payload, secret, { algorithm: 'HS256', issuer: 'engram', audience: 'engram-portal', noTimestamp: !('iat' in payload) });
    expect(tokens.verify(sign({ ...claims, iat: nowSeconds, exp: nowSeconds + 900 }))).toMatchObject(claims);
    for (const payload of [
      { ...claims },
      { ...claims, iat: nowSeconds },
      { ...claims, exp: nowSeconds + 60 },
      { ...claims, iat: nowSeconds, exp: nowSeconds + 365 * 86_400 },
      { ...claims, iat: nowSeconds + 3600, exp: nowSeconds + 3600 + 60 },
    ]) {
      expect(() => tokens.verify(sign(payload))).toThrow(expect.objectContaining({ reason: 'portal_token_invalid' }));
    }
  });
});

describe('passwords', () => {
  it('verifies the right password only', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(await verifyPassword('correct horse battery staple', stored)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', stored)).toBe(false);
    expect(await verifyPassword('x', 'garbage')).toBe(false);
  });
});
