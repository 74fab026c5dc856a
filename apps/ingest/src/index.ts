export { IngestService, type Caller, type IngestInput, type DocumentView, type ChunkView } from './ingest.service';
export { IngestPipeline, type ClassifierPort } from './pipeline';
export { ingestHandlers, documentToProto, chunkToProto, toCaller } from './grpc-handlers';
export { chunkDocument, DEFAULT_MAX_TOKENS, DEFAULT_OVERLAP_TOKENS, type ChunkOptions } from './chunking';
export { classifierPort } from './classifier-port';
export { HydrationCache } from './hydration-cache';
