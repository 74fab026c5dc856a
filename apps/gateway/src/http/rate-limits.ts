// Rate limits of the REST edge (docs/api-decisions.md "Limits"): per API key on the data plane, per client address on
// everything that costs a lookup or a password hash before the caller is known. Counted per gateway replica.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '@engram/core';
import type { RateLimitConfig } from '../env';

export const DEFAULT_RATE_LIMITS: RateLimitConfig = { perKeyPerSecond: 100, perKeyBurst: 200, publicPerMinute: 30, managementPerMinute: 300 };

export interface RateLimiters {
  /** Signups and logins. */
  publicCalls: RequestHandler;
  /** Admin-token minting (`POST /v1/auth/token`). */
  tokenMinting: RequestHandler;
  /** Every management call. */
  management: RequestHandler;
  /** Data-plane calls of an authenticated key (res.locals.auth). */
  perKey: RequestHandler;
  /** Refuses an address that sent too many bad API keys, before its next key is looked up. */
  assertAuthAllowed(req: Request): Promise<void>;
  /** Counts a failed API-key authentication against the caller's address. */
  recordAuthFailure(req: Request): Promise<void>;
}

const address = (req: Request) => `ip:${req.socket.remoteAddress ?? 'unknown'}`;

export function rateLimitError(msBeforeNext: number): AppError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError('resource_exhausted', `Rate limit reached; retry in ${seconds} s.`, { reason: 'rate_limited', retryAfterSeconds: seconds });
}

/** Middleware that spends one point of `limiter` under `key`, answering 429 with Retry-After when empty. */
function spend(limiter: RateLimiterMemory, keyOf: (req: Request, res: Response) => string): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    limiter.consume(keyOf(req, res)).then(
      () => next(),
      (rejection: unknown) => next(rejection instanceof RateLimiterRes ? rateLimitError(rejection.msBeforeNext) : rejection),
    );
  };
}

export function createRateLimiters(limits: RateLimitConfig, keyIdOf: (res: Response) => string): RateLimiters {
  const perMinute = (points: number) => new RateLimiterMemory({ points, duration: 60 });
  const failedAuth = perMinute(limits.publicPerMinute);
  return {
    publicCalls: spend(perMinute(limits.publicPerMinute), address),
    tokenMinting: spend(perMinute(limits.publicPerMinute), address),
    management: spend(perMinute(limits.managementPerMinute), address),
    // Token bucket per key: `points` is the burst, refilled at perKeyPerSecond.
    perKey: spend(
      new RateLimiterMemory({ points: limits.perKeyBurst, duration: limits.perKeyBurst / limits.perKeyPerSecond }),
      (_req, res) => `key:${keyIdOf(res)}`,
    ),
    async assertAuthAllowed(req) {
      const failures = await failedAuth.get(address(req));
      if (failures && failures.remainingPoints <= 0) throw rateLimitError(failures.msBeforeNext);
    },
    async recordAuthFailure(req) {
      await failedAuth.penalty(address(req), 1);
    },
  };
}
