import { kafkaTestsSkipped, startKafkaMock } from './kafka-mock';

describe('startKafkaMock', () => {
  it('says how to install kcat when it is missing', async () => {
    await expect(startKafkaMock({ command: 'kcat-not-installed' })).rejects.toThrow('apt-get install -y kcat');
  });

  (kafkaTestsSkipped() ? it.skip : it)('starts a mock cluster and reports its bootstrap address', async () => {
    const mock = await startKafkaMock();
    try {
      expect(mock.brokers).toEqual([expect.stringMatching(/^127\.0\.0\.1:\d+$/)]);
    } finally {
      await mock.stop();
    }
  });
});
