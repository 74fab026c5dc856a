import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { classifierv1, commonv1, type ServiceClient } from '@engram/proto';
import { classifierPort } from './classifier-port';

function answering(classification: MessageInitShape<typeof commonv1.ClassificationSchema> | undefined): ServiceClient<typeof classifierv1.ClassifierService> {
  return {
    classify: async () =>
      create(classifierv1.ClassifyResponseSchema, classification ? { classification: create(commonv1.ClassificationSchema, classification) } : {}),
  } as unknown as ServiceClient<typeof classifierv1.ClassifierService>;
}

const valid = { category: 'finance', tags: ['q3'], sensitivity: 'internal', language: 'en', storageType: 'chunks', sourceType: 'text', classifierModel: 'rules' };

describe('classifierPort', () => {
  it('passes a classification with the domain values through', async () => {
    const c = await classifierPort(answering(valid)).classify({ tenantId: 't', content: 'x' });
    expect(c).toMatchObject({ category: 'finance', sensitivity: 'internal', storageType: 'chunks', extracted: null });
  });

  it('refuses an answer outside the domain instead of casting it', async () => {
    for (const bad of [undefined, { ...valid, sensitivity: 'secret' }, { ...valid, storageType: 'tape' }]) {
      await expect(classifierPort(answering(bad)).classify({ tenantId: 't', content: 'x' })).rejects.toMatchObject({
        reason: 'classifier_invalid_response',
      });
    }
  });
});
