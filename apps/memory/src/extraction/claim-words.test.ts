import { claimWords } from './claim-words';

test("a claim's question words: its attribute's and what it is asked with", () => {
  expect(claimWords({ attribute: 'diet', value: 'pescatarian' })).toContain('eat');
  expect(claimWords({ attribute: 'status', value: 'retired' })).not.toContain('diet');
  expect(claimWords({ attribute: 'works_at', value: 'philips' })).toContain('employer');
  expect(claimWords({ attribute: 'schedule:lift weights', value: 'tuesdays' })).toMatch(/^lift weights .*when/);
  expect(claimWords({ attribute: 'preference:favorite show', value: 'severance' })).toBe('favorite show favorite prefer');
  // A well-known product's kind: "Which CI service do we use?"
  expect(claimWords({ attribute: 'runs_on', value: 'circleci' })).toContain('ci service');
});
