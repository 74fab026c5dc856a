export * from './domain';
export { classifierHandlers, classificationToProto } from './grpc-handlers';
