import { forEachYielding, mapYielding } from './yielding';

test('maps like Array.map, in order, with the index', async () => {
  const items = Array.from({ length: 1000 }, (_, i) => i);
  expect(await mapYielding(items, (x, i) => x * 2 + i, 7)).toEqual(items.map((x, i) => x * 2 + i));
  expect(await mapYielding([], (x: number) => x)).toEqual([]);
});

test('lets other callbacks run between slices, never inside one', async () => {
  const log: string[] = [];
  const ran = setImmediate(() => log.push('other'));
  await mapYielding([1, 2, 3, 4, 5], (x) => log.push(String(x)), 2);
  clearImmediate(ran);
  expect(log).toEqual(['1', '2', 'other', '3', '4', '5']);
});

test('forEachYielding visits every item in order with the index, with the same turns between slices', async () => {
  const log: string[] = [];
  const ran = setImmediate(() => log.push('other'));
  await forEachYielding(['a', 'b', 'c', 'd', 'e'], (x, i) => log.push(`${x}${i}`), 2);
  clearImmediate(ran);
  expect(log).toEqual(['a0', 'b1', 'other', 'c2', 'd3', 'e4']);
});
