// A real pino logger writing JSON lines into memory, so tests can read what a helper logged.
import { Writable } from 'node:stream';
import { createLogger, type Logger } from '@engram/telemetry';

export interface CapturedLogger {
  logger: Logger;
  lines(): Array<{ level: number; msg: string; [field: string]: unknown }>;
}

export function captureLogger(): CapturedLogger {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk.toString());
      callback();
    },
  });
  return {
    logger: createLogger({ service: 'test', level: 'debug', destination }),
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { level: number; msg: string }),
  };
}
