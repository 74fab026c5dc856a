import { canonicalUuid, isUuid } from './ids';

describe('canonicalUuid', () => {
  it('lower-cases a UUID written in any case', () => {
    expect(canonicalUuid('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(canonicalUuid('0f8fad5b-D9cb-469f-a165-70867728950e')).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
  });

  it('refuses strings of the right length that are not UUIDs', () => {
    for (const bad of ['------------------------------------', '0f8fad5bd9cb469fa16570867728950e0000', '0f8fad5b-d9cb-469f-a165-70867728950g', ' 0f8fad5b-d9cb-469f-a165-70867728950e', 42, undefined]) {
      expect(isUuid(bad)).toBe(false);
      expect(canonicalUuid(bad)).toBeUndefined();
    }
  });
});
