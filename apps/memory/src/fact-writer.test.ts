import { conceptSubjectKey } from './fact-writer';

test('a thing named by a phrase is one subject however the phrase is ordered; people and places are left as they are', () => {
  expect(conceptSubjectKey('concept:sofia talk at pycon')).toBe(conceptSubjectKey('concept:sofia pycon talk'));
  expect(conceptSubjectKey('concept:trip to lisbon')).toBe(conceptSubjectKey('concept:lisbon trip'));
  expect(conceptSubjectKey('concept:trip to lisbon')).not.toBe(conceptSubjectKey('concept:trip to porto'));
  expect(conceptSubjectKey('person:anna maria')).toBe('person:anna maria');
  expect(conceptSubjectKey('place:rio de janeiro')).toBe('place:rio de janeiro');
});
