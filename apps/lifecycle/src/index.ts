export { lifecycleHandlers } from './grpc-handlers';
