import { createEntityNormalizer, entityFamily, entityKey, normalizeEntityName } from './entity-normalizer';
import type { EntityType } from './types';

test.each<[string, string, EntityType]>([
  ['Dr. José García', 'jose garcia', 'person'],
  ['Prof. Ann-Marie O’Neil', 'ann marie o neil', 'person'],
  ['MRS  Zoë   Ångström', 'zoe angstrom', 'person'],
  ["Alice's", 'alice', 'person'],
  ['Acme Inc.', 'acme', 'organization'],
  ['ACME', 'acme', 'organization'],
  ['Acme, Inc', 'acme', 'organization'],
  ['Müller GmbH', 'muller', 'organization'],
  ['The Widget Co.', 'widget', 'organization'],
  ['Globex Corp', 'globex', 'organization'],
  ['AT&T', 'at&t', 'organization'],
  ['the Apollo project', 'apollo', 'project'],
  ['Project Apollo', 'apollo', 'project'],
  ['São Paulo', 'sao paulo', 'place'],
  ['U.S.A.', 'usa', 'place'],
])('%s normalizes to "%s" as a %s', (name, expected, type) => {
  expect(normalizeEntityName(name, type)).toBe(expected);
});

test('suffixes and honorifics are removed only for the type they belong to', () => {
  // "Co" is a company suffix, not part of a person's name to drop; "Dr" is a title, not part of a company's.
  expect(normalizeEntityName('Dr. Pepper', 'product')).toBe('dr pepper');
  expect(normalizeEntityName('Dr. Pepper', 'person')).toBe('pepper');
  expect(normalizeEntityName('Acme Inc', 'person')).toBe('acme inc');
  // A name that is only a suffix keeps it rather than vanishing.
  expect(normalizeEntityName('Inc.', 'organization')).toBe('inc');
});

test('person and organization never share a key; project and product do', () => {
  expect(entityKey('Ford', 'person')).not.toBe(entityKey('Ford Inc', 'organization'));
  expect(entityKey('Apollo', 'product')).toBe(entityKey('the Apollo project', 'project'));
  expect(entityFamily('project')).toBe(entityFamily('product'));
  expect(entityKey('Dr. José García', 'person')).toBe(entityKey('jose garcia', 'person'));
});

test('known aliases map to their canonical form within their family only', () => {
  const normalizer = createEntityNormalizer([
    { alias: 'Bob', canonical: 'Robert Smith', type: 'person' },
    { alias: 'IBM', canonical: 'International Business Machines Corp.', type: 'organization' },
  ]);
  expect(normalizer.key('bob', 'person')).toBe(normalizer.key('Mr. Robert Smith', 'person'));
  expect(normalizer.normalize('I.B.M.', 'organization')).toBe('international business machines');
  expect(normalizer.key('Bob', 'organization')).toBe('organization:bob');
});
