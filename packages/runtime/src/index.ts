// What every composition root (main.ts) of Engram repeats: the ops port, ordered shutdown, signal handling, keys, gRPC.
export * from './shutdown';
export * from './http';
export * from './grpc';
export * from './keys';
export * from './run-main';
export * from './stateless-service';
export * from './stateful-service';
export * from './off-thread';
