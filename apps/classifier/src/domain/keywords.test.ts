import { topKeywords } from './keywords';

describe('topic keywords', () => {
  it('ranks repeated content words first and skips stop words and numbers', () => {
    const prose = 'The index stores vectors. The index is rebuilt nightly. Vectors are compressed. 2024 2024 2024.';
    expect(topKeywords('', prose, 'en')).toEqual(['index', 'vectors']);
  });

  it('counts a title word as a topic on its own', () => {
    expect(topKeywords('Kubernetes upgrade', 'We plan it for May.', 'en')).toEqual(['kubernetes', 'upgrade']);
  });

  it('ignores redaction placeholders', () => {
    expect(topKeywords('', 'Mail [email] or [email] today, then mail again.', 'en')).toEqual(['mail']);
  });
});
