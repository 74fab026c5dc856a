-- Idempotency keys are now stored as an HMAC under the workspace's key (see ingest.service.ts). Rows written before
-- held the client's key in plaintext; they only serve retries for 24 hours, so they are dropped rather than kept.
DELETE FROM "idempotency_keys";
