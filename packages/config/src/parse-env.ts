// Validates a flat environment against an app's zod schema once, at start-up, with a readable error.
import { z } from 'zod';
import { AppError } from '@engram/core';

export function parseEnv<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new AppError('invalid_argument', `invalid configuration:\n  ${problems.join('\n  ')}`, {
      reason: 'invalid_configuration',
    });
  }
  return result.data;
}

/** Environment booleans: accepts true/false/1/0/yes/no (z.coerce.boolean treats "false" as true). */
export const envBoolean = (defaultValue: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .default(defaultValue ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Comma-separated list. */
export const envList = (defaultValue = '') =>
  z
    .string()
    .default(defaultValue)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    );

/** Removes values whose names look secret, for logging a config at start. */
export function redactConfig(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactConfig);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        /secret|password|token|apikey|api_key|masterkey|master_key|credential|url/i.test(k) && typeof v === 'string'
          ? redactString(k, v)
          : redactConfig(v),
      ]),
    );
  }
  return value;
}

function redactString(key: string, v: string): string {
  // URLs are useful in logs without their credentials.
  if (/url/i.test(key)) {
    try {
      const u = new URL(v);
      if (u.password) u.password = '***';
      if (u.username) u.username = '***';
      return u.toString();
    } catch {
      return '***';
    }
  }
  return v ? '***' : '';
}
