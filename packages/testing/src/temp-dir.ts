import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TempDir {
  path: string;
  /** Removes the directory and everything in it. */
  remove(): Promise<void>;
}

/** A fresh, empty directory under the OS temp dir; `prefix` makes leftovers recognisable. */
export async function tempDir(prefix = 'engram-test-'): Promise<TempDir> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  return {
    path: dir,
    async remove() {
      await rm(dir, { recursive: true, force: true });
    },
  };
}
