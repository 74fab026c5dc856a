import { normalizeCheckpointValue } from './domain';

describe('normalizeCheckpointValue', () => {
  it('folds case, accents and separators so the spellings of one project meet', () => {
    const forms = ['Café Roadmap', 'café roadmap', 'cafe-roadmap', 'CAFE_ROADMAP', '  Cafe.Roadmap ', 'café — roadmap!'];
    expect(new Set(forms.map(normalizeCheckpointValue))).toEqual(new Set(['cafe-roadmap']));
  });

  it('keeps different projects apart and other scripts intact', () => {
    expect(normalizeCheckpointValue('roadmap 2026')).not.toBe(normalizeCheckpointValue('roadmap 2025'));
    expect(normalizeCheckpointValue('Проект Альфа')).toBe('проект-альфа');
    expect(normalizeCheckpointValue('東京 計画')).toBe('東京-計画');
    expect(normalizeCheckpointValue('---')).toBe('---');
  });
});
