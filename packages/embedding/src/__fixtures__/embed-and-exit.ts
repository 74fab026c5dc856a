// Child-process fixture for use-embedder.int.test.ts: runs under tsx (the runtime), embeds once, closes, and must
// then exit by itself; a worker left running would keep the process alive.
import { createUseEmbedder } from '../index';

async function main(): Promise<void> {
  const embedder = await createUseEmbedder({ workers: 1 });
  const [vector] = await embedder.embed(['the process should exit after close'], 'query');
  await embedder.close();
  process.stdout.write(JSON.stringify({ dimensions: vector?.length }));
}

main().catch((err: unknown) => {
  process.stderr.write(String(err));
  process.exitCode = 1;
});
