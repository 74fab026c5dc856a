export type { CallContext, CallOptions, ClientMethod, MethodHandler, ServiceClient, ServiceHandlers } from './types';
export { addGrpcService, bindGrpcServer, createGrpcServer, type ServeOptions } from './grpc-server';
export { createGrpcClient, type GrpcClientOptions } from './grpc-client';
export { createInProcessClient } from './in-process-client';
export { ERROR_TRAILER, fromGrpcError, toCallerError, toGrpcStatus } from './errors';
export { MAX_MESSAGE_BYTES, REQUEST_ID_HEADER } from './call';
