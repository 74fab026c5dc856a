import { valueKind } from './value-kinds';

test.each([
  ['chrome', 'browser'],
  ['tesla model 3', 'car'],
  ['honda civic', 'car'],
  ['iphone 11', 'phone'],
  ['pixel 8', 'phone'],
  ['running ci on jenkins', 'ci service'],
  ['google meet', 'video calls'],
  ['jazz', 'music genre'],
  ['lo-fi beats', 'music genre'],
  ['sketch', 'design tool'],
  ['rooibos', 'tea'],
  ['green tea', 'tea'],
  ['fly io', 'cloud provider'],
  ['pc gaming', 'game console'],
])('%s is a %s', (value, kind) => {
  expect(valueKind(value)).toBe(kind);
});

test('common words and unknown names are no kind', () => {
  for (const value of ['golf', 'the windows', 'cat named pixel', 'brave', 'acme corp', 'three kids', 'a house in leeds', 'rock climbing', '']) expect(valueKind(value)).toBeUndefined();
});
