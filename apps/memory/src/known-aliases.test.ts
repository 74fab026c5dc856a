import { createEntityNormalizer } from './extraction/entity-normalizer';
import { KNOWN_ALIASES } from './known-aliases';

const normalizer = createEntityNormalizer(KNOWN_ALIASES);

it.each([
  ['NYC', 'New York', 'place'],
  ['the U.S.', 'United States', 'place'],
  ['USA', 'united states', 'place'],
  ['IBM', 'International Business Machines', 'organization'],
  ['K8s', 'kubernetes', 'product'],
] as const)('%s and %s resolve to one entity', (alias, canonical, type) => {
  expect(normalizer.key(alias, type)).toBe(normalizer.key(canonical, type));
});

it('an alias applies within its type family only', () => {
  // "LA" the place is Los Angeles; a person called La is not.
  expect(normalizer.key('LA', 'place')).toBe(normalizer.key('Los Angeles', 'place'));
  expect(normalizer.key('La', 'person')).not.toBe(normalizer.key('Los Angeles', 'person'));
});
