export { memoryHandlers } from './grpc-handlers';
