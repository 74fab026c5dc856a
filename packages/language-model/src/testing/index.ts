export * from './chat-completions-server';
