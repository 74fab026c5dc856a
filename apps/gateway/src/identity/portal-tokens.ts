// Portal tokens: short-lived HS256 JWTs for the management plane (namespaces, API keys, tenants). The algorithm, issuer
// and audience are pinned on verification, so a token signed any other way (or `alg: none`) is refused.
import jwt from 'jsonwebtoken';
import { AppError, type Clock } from '@engram/core';

export type OrgRole = 'owner' | 'admin' | 'member';
export type TenantRole = 'tenant_admin' | 'tenant_member';

export interface PortalClaims {
  /** Portal user id, or the admin API key id for a token obtained with an admin key. */
  sub: string;
  kind: 'user' | 'api_key';
  org_id: string;
  org_role?: OrgRole;
  tenants: Array<{ tenant_id: string; role: TenantRole }>;
}

const ALGORITHM = 'HS256';
const ISSUER = 'engram';
const AUDIENCE = 'engram-portal';
/** Tolerated difference between gateway replicas' clocks. */
const CLOCK_SKEW_SECONDS = 30;

export class PortalTokens {
  constructor(
    private readonly options: { secret: Buffer; ttlSeconds?: number; clock: Clock },
  ) {
    if (options.secret.length < 32) throw new Error('portal token secret must be at least 32 bytes');
  }

  get ttlSeconds(): number {
    return this.options.ttlSeconds ?? 900;
  }

  issue(claims: PortalClaims): { token: string; expiresIn: number } {
    const now = Math.floor(this.options.clock.now().getTime() / 1000);
    const token = jwt.sign({ ...claims, iat: now, exp: now + this.ttlSeconds }, this.options.secret, {
      algorithm: ALGORITHM,
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    return { token, expiresIn: this.ttlSeconds };
  }

  verify(token: string): PortalClaims {
    const now = Math.floor(this.options.clock.now().getTime() / 1000);
    try {
      const payload = jwt.verify(token, this.options.secret, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        clockTimestamp: now,
        // jsonwebtoken checks `exp` only when present; a correctly signed token without one would never expire.
        maxAge: this.ttlSeconds + CLOCK_SKEW_SECONDS,
      });
      if (typeof payload !== 'object' || typeof payload.sub !== 'string' || !Array.isArray(payload.tenants)) {
        throw new Error('malformed claims');
      }
      // Bounded lifetime: `iat` and `exp` are both required, and no token may live longer than this gateway issues.
      const { iat, exp } = payload;
      if (typeof iat !== 'number' || typeof exp !== 'number') throw new Error('token without iat or exp');
      if (iat > now + CLOCK_SKEW_SECONDS || exp - iat > this.ttlSeconds) throw new Error('token lifetime out of bounds');
      return payload as unknown as PortalClaims;
    } catch (err) {
      if (err instanceof jwt.TokenExpiredError) {
        throw AppError.unauthenticated('portal_token_expired', 'The portal token has expired; log in again.');
      }
      throw AppError.unauthenticated('portal_token_invalid', 'The portal token is not valid.');
    }
  }
}
