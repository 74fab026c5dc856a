// Runs the VectorIndex contract against a real Qdrant when QDRANT_URL is set (none can run on the build machines).
import { randomUUID } from 'node:crypto';
import { QdrantClient } from '@qdrant/js-client-rest';
import { describeVectorIndexContract } from '../contract/vector-contract';
import { QdrantVectorIndex } from './qdrant-vector-index';

const url = process.env.QDRANT_URL;

if (url === undefined || url === '') {
  describe('QdrantVectorIndex', () => {
    it.skip('skipped: set QDRANT_URL (e.g. http://localhost:6333) to run the VectorIndex contract on Qdrant', () => {});
  });
} else {
  const prefix = `engram_test_${randomUUID().slice(0, 8)}`;
  describeVectorIndexContract(`Qdrant at ${url}`, async () => ({
    index: new QdrantVectorIndex({ url, collectionPrefix: prefix }),
    async close() {
      const client = new QdrantClient({ url });
      const { collections } = await client.getCollections();
      for (const c of collections) if (c.name.startsWith(prefix)) await client.deleteCollection(c.name);
    },
  }));
}
