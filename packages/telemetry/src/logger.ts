// Structured logging: a constant message plus fields. Content, keys and secrets are never logged; the redact list is
// a second line of defence for fields that should never have been passed.
import pino, { type Logger } from 'pino';

export type { Logger } from 'pino';

export const REDACTED_PATHS = [
  'content',
  'title',
  'text',
  'query',
  'password',
  'secret',
  'apiKey',
  'api_key',
  'token',
  'authorization',
  '*.content',
  '*.title',
  '*.text',
  '*.query',
  '*.password',
  '*.secret',
  '*.apiKey',
  '*.api_key',
  '*.token',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'req.headers.cookie',
];

export interface LoggerOptions {
  service: string;
  level?: string;
  /** Write to this stream instead of stdout (tests). */
  destination?: NodeJS.WritableStream;
}

export function createLogger(options: LoggerOptions): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      base: { service: options.service },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    options.destination ?? process.stdout,
  );
}
