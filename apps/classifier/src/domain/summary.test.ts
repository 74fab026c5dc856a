import { MAX_SUMMARY_CHARS, extractiveSummary, sentences } from './summary';

const normalise = (s: string) => s.replace(/\s+/g, ' ');

const ARTICLE = [
  'Solar panels convert sunlight into electricity using photovoltaic cells.',
  'The weather was pleasant on the day of the ribbon-cutting ceremony.',
  'Photovoltaic cells in solar panels are made mostly of silicon.',
  'Efficiency of solar panels has risen as photovoltaic cell designs improved.',
  'A local bakery sold pastries to the visitors.',
  'Cheaper silicon made solar electricity competitive with coal.',
  'Several speakers thanked the mayor.',
].join(' ');

describe('extractive summary', () => {
  it('is made only of sentences copied from the document, in document order', () => {
    const summary = extractiveSummary([ARTICLE], 'en');
    const picked = sentences([summary]);
    expect(picked.length).toBeGreaterThanOrEqual(2);
    expect(picked.length).toBeLessThanOrEqual(3);
    const positions = picked.map((s) => normalise(ARTICLE).indexOf(s));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('prefers central sentences over off-topic ones', () => {
    const summary = extractiveSummary([ARTICLE], 'en');
    expect(summary).toContain('photovoltaic');
    expect(summary).not.toContain('bakery');
    expect(summary).not.toContain('mayor');
  });

  it('stays within the length limit', () => {
    const long = Array.from({ length: 40 }, (_, i) => `Sentence number ${i} talks about distributed storage engines and replication.`);
    expect(extractiveSummary([long.join(' ')], 'en').length).toBeLessThanOrEqual(MAX_SUMMARY_CHARS);
    const oneHuge = `${'word '.repeat(200).trim()} end of a very long single sentence.`;
    expect(extractiveSummary([oneHuge], 'en').length).toBeLessThanOrEqual(MAX_SUMMARY_CHARS);
  });

  it('does not break sentences at common abbreviations', () => {
    expect(sentences(['Dr. Smith met Mr. Jones in the U.S. embassy. They talked for hours.'])).toEqual([
      'Dr. Smith met Mr. Jones in the U.S. embassy.',
      'They talked for hours.',
    ]);
  });
});
