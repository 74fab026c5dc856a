import { decodeText, mimeTypeOf } from './files';

describe('text detection for folder ingest', () => {
  it('reads UTF-8 text and drops a byte-order mark', () => {
    expect(decodeText(Buffer.from('\ufeffCafé ☕'))).toEqual({ ok: true, content: 'Café ☕' });
  });
  it('refuses NUL bytes, invalid UTF-8 and blank files', () => {
    expect(decodeText(Buffer.from([0x61, 0x00, 0x62]))).toEqual({ ok: false, reason: 'binary content' });
    expect(decodeText(Buffer.from([0x61, 0xff, 0xfe]))).toEqual({ ok: false, reason: 'not UTF-8 text' });
    expect(decodeText(Buffer.from(' \n\t'))).toEqual({ ok: false, reason: 'empty' });
  });
  it('knows text types by extension, in any case', () => {
    expect(mimeTypeOf('notes/README.MD')).toBe('text/markdown');
    expect(mimeTypeOf('plan.yaml')).toBe('application/yaml');
    expect(mimeTypeOf('photo.png')).toBeUndefined();
  });
});
