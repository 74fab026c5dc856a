export type { ChatMessage, CompletionOptions, LanguageModel, StructuredOutput } from './language-model';
export { zodOutput } from './language-model';
export { LanguageModelError, isLanguageModelError, type LanguageModelErrorKind } from './errors';
export { createOpenAiChatModel, chatCompletionsUrl, type OpenAiChatModelOptions } from './openai/openai-chat-model';
