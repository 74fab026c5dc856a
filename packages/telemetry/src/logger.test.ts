import { Writable } from 'node:stream';
import { createLogger } from './logger';

function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _enc, cb) {
      lines.push(chunk.toString());
      cb();
    },
  });
  return { lines, destination };
}

describe('logger', () => {
  it('never writes content, queries or keys even when a caller passes them', () => {
    const { lines, destination } = capture();
    const logger = createLogger({ service: 'test', destination });
    logger.info({ documentId: 'd1', content: 'SECRET-CONTENT', apiKey: 'egk_live_x', req: { query: 'q' } }, 'ingested');
    const out = lines.join('');
    expect(out).toContain('d1');
    expect(out).not.toContain('SECRET-CONTENT');
    expect(out).not.toContain('egk_live_x');
  });
});
