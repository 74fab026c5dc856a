import { meanMsBetween, parseHistogram } from './metrics';

const scrape = (embedSum: number, embedCount: number) => `
# HELP engram_query_duration_seconds Query latency by mode and leg.
# TYPE engram_query_duration_seconds histogram
engram_query_duration_seconds_bucket{le="0.001",mode="fast",leg="embed",service="engram"} 0
engram_query_duration_seconds_sum{mode="fast",leg="embed",service="engram"} ${embedSum}
engram_query_duration_seconds_count{mode="fast",leg="embed",service="engram"} ${embedCount}
engram_query_duration_seconds_sum{mode="fast",leg="keyword",service="engram"} 0.5
engram_query_duration_seconds_count{mode="fast",leg="keyword",service="engram"} 100
engram_rpc_duration_seconds_sum{service="x",method="y",code="ok"} 9
`;

test('sums and counts are read per label value, ignoring buckets and other metrics', () => {
  const h = parseHistogram(scrape(2, 10), 'engram_query_duration_seconds', 'leg');
  expect(Object.fromEntries(h)).toEqual({ embed: { sum: 2, count: 10 }, keyword: { sum: 0.5, count: 100 } });
});

test('the mean between two scrapes covers only what happened in between', () => {
  const before = parseHistogram(scrape(2, 10), 'engram_query_duration_seconds', 'leg');
  const after = parseHistogram(scrape(2.3, 20), 'engram_query_duration_seconds', 'leg');
  expect(meanMsBetween(before, after)).toEqual({ embed: 30 }); // keyword saw no new observations
});
