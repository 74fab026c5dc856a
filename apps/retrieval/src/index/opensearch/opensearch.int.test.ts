// Runs the KeywordIndex contract against a real OpenSearch when OPENSEARCH_URL is set (none can run on the build
// machines).
import { randomUUID } from 'node:crypto';
import { Client } from '@opensearch-project/opensearch';
import { describeKeywordIndexContract } from '../contract/keyword-contract';
import { OpenSearchKeywordIndex } from './opensearch-keyword-index';

const node = process.env.OPENSEARCH_URL;

if (node === undefined || node === '') {
  describe('OpenSearchKeywordIndex', () => {
    it.skip('skipped: set OPENSEARCH_URL (e.g. http://localhost:9200) to run the KeywordIndex contract on OpenSearch', () => {});
  });
} else {
  const indexName = `engram-test-${randomUUID().slice(0, 8)}`;
  describeKeywordIndexContract(`OpenSearch at ${node}`, async () => {
    const client = new Client({ node });
    const index = new OpenSearchKeywordIndex({ node, client, index: indexName, refresh: 'wait_for' });
    await index.ensureSchema();
    return {
      index,
      settle: async () => {
        await client.indices.refresh({ index: indexName });
      },
      async close() {
        await client.indices.delete({ index: indexName });
        await client.close();
      },
    };
  });
}
