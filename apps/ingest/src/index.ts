export { IngestService, type Caller, type IngestInput, type DocumentView, type ChunkView } from './ingest.service';
export { IngestPipeline, type ClassifierPort } from './pipeline';
export { ingestHandlers, documentToProto, chunkToProto, toCaller } from './grpc-handlers';
