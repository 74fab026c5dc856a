// Additional authenticated data for every ciphertext the ingest service writes: binds a ciphertext to its row and
// field, so a value copied to another row or column fails to decrypt instead of silently showing the wrong text.
export const aad = {
  content: (documentId: string, version: number) => `document:${documentId}:v${version}:content`,
  title: (documentId: string, version: number) => `document:${documentId}:v${version}:title`,
  metadata: (documentId: string, version: number) => `document:${documentId}:v${version}:metadata`,
  summary: (documentId: string, version: number) => `document:${documentId}:v${version}:summary`,
  tags: (documentId: string, version: number) => `document:${documentId}:v${version}:tags`,
  extracted: (documentId: string, version: number) => `document:${documentId}:v${version}:extracted`,
  currentTitle: (documentId: string) => `document:${documentId}:title`,
  sourcePath: (documentId: string) => `document:${documentId}:source_path`,
  chunkText: (chunkId: string) => `chunk:${chunkId}:text`,
  chunkMeta: (chunkId: string) => `chunk:${chunkId}:meta`,
  file: (documentId: string, version: number) => `document:${documentId}:v${version}:file`,
};

/** Prisma returns Bytes as Uint8Array; the cipher wants a Buffer view of the same memory. */
export function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Prisma's Bytes fields want a Uint8Array over a plain ArrayBuffer; copy the cipher's Buffer into one. */
export function toBytes(buf: Buffer): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(buf);
}

interface Sealer {
  encryptText(plaintext: string, aad: string): Buffer;
  encryptJson(value: unknown, aad: string): Buffer;
}

/** Encrypt straight into a Bytes column value. */
export const seal = {
  text: (keys: Sealer, plaintext: string, a: string) => toBytes(keys.encryptText(plaintext, a)),
  json: (keys: Sealer, value: unknown, a: string) => toBytes(keys.encryptJson(value, a)),
};
