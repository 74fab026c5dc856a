// A small KMS-compatible HTTP server for tests: speaks the AWS JSON 1.1 protocol for TrentService.GenerateDataKey and
// TrentService.Decrypt on 127.0.0.1, verifies Signature Version 4 (independently of the SDK's signer) and enforces the
// encryption context the way KMS does, so the real @aws-sdk/client-kms code path runs end to end.
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface KmsTestServerOptions {
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

export interface KmsCall {
  operation: string;
  encryptionContext: Record<string, string> | undefined;
}

export interface KmsTestServer {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** Bare key id (uuid) of the one symmetric key; `keyArn` and `alias/engram-test` name it too. */
  keyId: string;
  keyArn: string;
  aliasName: string;
  /** Successfully authenticated calls, in order. */
  calls: KmsCall[];
  close(): Promise<void>;
}

class KmsError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

const ACCOUNT = '111122223333';

export async function startKmsTestServer(options: KmsTestServerOptions = {}): Promise<KmsTestServer> {
  const region = options.region ?? 'us-east-1';
  const credentials = {
    accessKeyId: options.accessKeyId ?? 'AKIDENGRAMTEST',
    secretAccessKey: options.secretAccessKey ?? randomBytes(20).toString('base64'),
  };
  const keyId = randomUUID();
  const keyArn = `arn:aws:kms:${region}:${ACCOUNT}:key/${keyId}`;
  const aliasName = 'alias/engram-test';
  const keyMaterial = randomBytes(32);
  const calls: KmsCall[] = [];

  function resolveKey(id: unknown): void {
    if (id !== keyId && id !== keyArn && id !== aliasName && id !== `arn:aws:kms:${region}:${ACCOUNT}:${aliasName}`) {
      throw new KmsError('NotFoundException', `Key '${String(id)}' does not exist`);
    }
  }

  /** KMS binds the context as additional authenticated data; order of pairs does not matter. */
  function contextAad(context: Record<string, string> | undefined): Buffer {
    const sorted = Object.entries(context ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Buffer.from(JSON.stringify(sorted), 'utf8');
  }

  // Blob: key uuid (36 ascii) | iv (12) | tag (16) | encrypted data key (32).
  function seal(plaintext: Buffer, context: Record<string, string> | undefined): Buffer {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', keyMaterial, iv);
    cipher.setAAD(contextAad(context));
    const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return Buffer.concat([Buffer.from(keyId, 'ascii'), iv, cipher.getAuthTag(), body]);
  }

  function open(blob: Buffer, context: Record<string, string> | undefined): Buffer {
    if (blob.length < 36 + 12 + 16 || blob.subarray(0, 36).toString('ascii') !== keyId) {
      throw new KmsError('InvalidCiphertextException', '');
    }
    try {
      const decipher = createDecipheriv('aes-256-gcm', keyMaterial, blob.subarray(36, 48));
      decipher.setAAD(contextAad(context));
      decipher.setAuthTag(blob.subarray(48, 64));
      return Buffer.concat([decipher.update(blob.subarray(64)), decipher.final()]);
    } catch {
      // Real KMS answers a wrong encryption context with this same, empty-message exception.
      throw new KmsError('InvalidCiphertextException', '');
    }
  }

  function verifySignature(req: IncomingMessage, body: Buffer): void {
    const auth = req.headers.authorization ?? '';
    const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
    if (!match) throw new KmsError('MissingAuthenticationTokenException', 'Missing or malformed Authorization header');
    const [, accessKeyId, date, scopeRegion, service, signedHeaders, signature] = match as unknown as string[];
    if (accessKeyId !== credentials.accessKeyId) {
      throw new KmsError('UnrecognizedClientException', 'The security token included in the request is invalid.');
    }
    if (scopeRegion !== region || service !== 'kms') {
      throw new KmsError('InvalidSignatureException', 'Credential scope does not match this endpoint');
    }
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    const names = signedHeaders!.split(';');
    const canonicalHeaders = names
      .map((name) => {
        const value = req.headers[name];
        const text = Array.isArray(value) ? value.join(',') : (value ?? '');
        return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
      })
      .join('');
    const url = new URL(req.url ?? '/', 'http://localhost');
    const canonicalQuery = [...url.searchParams.entries()]
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
      .sort()
      .join('&');
    const canonicalRequest = [
      req.method,
      url.pathname,
      canonicalQuery,
      canonicalHeaders,
      signedHeaders,
      createHash('sha256').update(body).digest('hex'),
    ].join('\n');
    const scope = `${date}/${region}/kms/aws4_request`;
    const stringToSign = [
      'AWS4-HMAC-SHA256',
      amzDate,
      scope,
      createHash('sha256').update(canonicalRequest).digest('hex'),
    ].join('\n');
    let signingKey: Buffer = Buffer.from(`AWS4${credentials.secretAccessKey}`, 'utf8');
    for (const part of [date!, region, 'kms', 'aws4_request']) {
      signingKey = createHmac('sha256', signingKey).update(part).digest();
    }
    const expected = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
    if (expected !== signature || !names.includes('host') || !amzDate.startsWith(date!)) {
      throw new KmsError(
        'InvalidSignatureException',
        'The request signature we calculated does not match the signature you provided.',
      );
    }
  }

  function handle(target: string, input: Record<string, unknown>): Record<string, unknown> {
    const context = input.EncryptionContext as Record<string, string> | undefined;
    switch (target) {
      case 'TrentService.GenerateDataKey': {
        resolveKey(input.KeyId);
        if (input.KeySpec !== 'AES_256' && input.NumberOfBytes !== 32) {
          throw new KmsError('ValidationException', 'this test server only issues 32-byte data keys');
        }
        calls.push({ operation: 'GenerateDataKey', encryptionContext: context });
        const plaintext = randomBytes(32);
        return {
          KeyId: keyArn,
          Plaintext: plaintext.toString('base64'),
          CiphertextBlob: seal(plaintext, context).toString('base64'),
        };
      }
      case 'TrentService.Decrypt': {
        if (input.KeyId !== undefined) {
          try {
            resolveKey(input.KeyId);
          } catch {
            throw new KmsError('IncorrectKeyException', 'The key ID in the request does not identify the CMK used');
          }
        }
        calls.push({ operation: 'Decrypt', encryptionContext: context });
        const plaintext = open(Buffer.from(String(input.CiphertextBlob ?? ''), 'base64'), context);
        return { KeyId: keyArn, Plaintext: plaintext.toString('base64'), EncryptionAlgorithm: 'SYMMETRIC_DEFAULT' };
      }
      default:
        throw new KmsError('UnknownOperationException', `${target} is not supported by the test server`);
    }
  }

  function reply(res: ServerResponse, status: number, payload: Record<string, unknown>, errorType?: string): void {
    res.statusCode = status;
    res.setHeader('content-type', 'application/x-amz-json-1.1');
    res.setHeader('x-amzn-requestid', randomUUID());
    if (errorType) res.setHeader('x-amzn-errortype', errorType);
    res.end(JSON.stringify(payload));
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      try {
        if (req.method !== 'POST') throw new KmsError('UnknownOperationException', 'POST only');
        verifySignature(req, body);
        const target = String(req.headers['x-amz-target'] ?? '');
        const input = JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>;
        reply(res, 200, handle(target, input));
      } catch (err) {
        const e = err instanceof KmsError ? err : new KmsError('KMSInternalException', 'internal error', 500);
        reply(res, e.status, { __type: e.type, message: e.message }, e.type);
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    region,
    credentials,
    keyId,
    keyArn,
    aliasName,
    calls,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // The SDK keeps connections alive; drop them so close() does not wait on idle sockets.
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
