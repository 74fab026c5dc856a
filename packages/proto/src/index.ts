// Engram's gRPC contracts (generated from /proto by `pnpm generate`) and the runtime that serves and calls them.
export * as commonv1 from './gen/engram/common/v1/common_pb';
export * as ingestv1 from './gen/engram/ingest/v1/ingest_pb';
export * as classifierv1 from './gen/engram/classifier/v1/classifier_pb';
export * as retrievalv1 from './gen/engram/retrieval/v1/retrieval_pb';
export * as memoryv1 from './gen/engram/memory/v1/memory_pb';
export * as lifecyclev1 from './gen/engram/lifecycle/v1/lifecycle_pb';
export * from './rpc';
