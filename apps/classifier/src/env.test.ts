import { loadClassifierConfig } from './env';

test('documents from 64 KiB are classified in a worker thread unless ENGRAM_PIPELINE_OFF_THREAD_MIN_CHARS says otherwise', () => {
  expect(loadClassifierConfig({}).offThreadMinChars).toBe(65_536);
  expect(loadClassifierConfig({ ENGRAM_PIPELINE_OFF_THREAD_MIN_CHARS: '0' }).offThreadMinChars).toBe(0);
  expect(() => loadClassifierConfig({ ENGRAM_PIPELINE_OFF_THREAD_MIN_CHARS: '-1' })).toThrow(/ENGRAM_PIPELINE_OFF_THREAD_MIN_CHARS/);
  expect(loadClassifierConfig({ GRPC_PORT: '50999' }).grpc.port).toBe(50999);
});
