export * from './parse-env';
export * from './shared-env';
export { z } from 'zod';
