// KeyProvider over AWS KMS: data keys come from GenerateDataKey (AES_256) and are opened with Decrypt, both bound to the
// tenant through the KMS encryption context, so KMS itself refuses to open one tenant's key for another.
import { DecryptCommand, GenerateDataKeyCommand, KMSClient, KMSServiceException } from '@aws-sdk/client-kms';
import type { KMSClientConfig } from '@aws-sdk/client-kms';
import { AppError } from '@engram/core';
import type { KeyProvider } from '@engram/core';

export interface AwsKmsKeyProviderOptions {
  /** KMS key id, key ARN, alias name or alias ARN of the symmetric key that wraps data keys. */
  keyId: string;
  /** AWS region; when omitted the SDK's default chain (AWS_REGION, shared config) decides. */
  region?: string;
  /** Override of the KMS endpoint (VPC endpoint, LocalStack, a test server). */
  endpoint?: string;
  /** Static credentials or a provider; when omitted the SDK's default credential chain applies. */
  credentials?: KMSClientConfig['credentials'];
}

export interface AwsKmsKeyProvider extends KeyProvider {
  readonly kind: 'aws-kms';
  /** Releases the HTTP connections of the KMS client. */
  close(): void;
}

const KEY_REF_PREFIX = 'aws-kms:';
const CONTEXT_KEY = 'engram_tenant_id';
/** Error names AWS uses for request-rate limits (client faults that are nonetheless worth retrying later). */
const THROTTLING = /Throttl|TooManyRequests|RequestLimitExceeded/;

function encryptionContext(tenantId: string): Record<string, string> {
  return { [CONTEXT_KEY]: tenantId };
}

function toAppError(err: unknown, tenantId: string, action: 'generate' | 'unwrap'): AppError {
  if (err instanceof AppError) return err;
  const name = err instanceof Error ? err.name : 'unknown';
  if (name === 'InvalidCiphertextException' || name === 'IncorrectKeyException') {
    return new AppError('internal', `KMS refused to unwrap the data key of tenant ${tenantId}`, {
      reason: 'data_key_unwrap_failed',
      details: { kmsError: name },
      cause: err,
    });
  }
  // A client fault other than throttling is a configuration problem (access denied, key disabled or missing):
  // retrying will not help. Anything else (server fault, throttling, network) is transient.
  if (err instanceof KMSServiceException && err.$fault === 'client' && !THROTTLING.test(name)) {
    return new AppError('failed_precondition', `KMS rejected the ${action} request for tenant ${tenantId}: ${name}`, {
      reason: 'key_provider_rejected',
      details: { kmsError: name },
      cause: err,
    });
  }
  return new AppError('unavailable', `KMS is unavailable for the ${action} request of tenant ${tenantId}`, {
    reason: 'key_provider_unavailable',
    details: { kmsError: name },
    cause: err,
  });
}

export function createAwsKmsKeyProvider(options: AwsKmsKeyProviderOptions): AwsKmsKeyProvider {
  const client = new KMSClient({
    ...(options.region === undefined ? {} : { region: options.region }),
    ...(options.endpoint === undefined ? {} : { endpoint: options.endpoint }),
    ...(options.credentials === undefined ? {} : { credentials: options.credentials }),
  });

  return {
    kind: 'aws-kms',

    async generateDataKey(tenantId) {
      let out;
      try {
        out = await client.send(
          new GenerateDataKeyCommand({
            KeyId: options.keyId,
            KeySpec: 'AES_256',
            EncryptionContext: encryptionContext(tenantId),
          }),
        );
      } catch (err) {
        throw toAppError(err, tenantId, 'generate');
      }
      if (out.Plaintext?.length !== 32 || !out.CiphertextBlob || !out.KeyId) {
        throw new AppError('internal', 'KMS GenerateDataKey returned an incomplete answer', {
          reason: 'key_provider_failed',
        });
      }
      // The response's KeyId is the key ARN; keeping it pins Decrypt to that exact key even if an alias moves.
      return {
        plaintext: Buffer.from(out.Plaintext),
        wrapped: Buffer.from(out.CiphertextBlob),
        keyRef: `${KEY_REF_PREFIX}${out.KeyId}`,
      };
    },

    async unwrapDataKey(tenantId, wrapped, keyRef) {
      if (!keyRef.startsWith(KEY_REF_PREFIX)) {
        throw new AppError(
          'failed_precondition',
          `data key of tenant ${tenantId} was wrapped by ${keyRef}, which this AWS KMS provider cannot open`,
          { reason: 'master_key_mismatch', details: { expectedKeyRef: keyRef } },
        );
      }
      let out;
      try {
        out = await client.send(
          new DecryptCommand({
            CiphertextBlob: wrapped,
            KeyId: keyRef.slice(KEY_REF_PREFIX.length),
            EncryptionContext: encryptionContext(tenantId),
          }),
        );
      } catch (err) {
        throw toAppError(err, tenantId, 'unwrap');
      }
      if (out.Plaintext?.length !== 32) {
        throw new AppError('internal', 'KMS Decrypt returned no 32-byte data key', { reason: 'key_provider_failed' });
      }
      return Buffer.from(out.Plaintext);
    },

    close() {
      client.destroy();
    },
  };
}
