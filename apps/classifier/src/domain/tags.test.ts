import { MAX_TAG_LENGTH, normaliseTag, normaliseTags } from './tags';

describe('tag normalisation', () => {
  it('lowercases, trims, turns spaces into dashes and folds accents to ASCII', () => {
    expect(normaliseTag('  Project: Café Roadmap ')).toBe('project:cafe-roadmap');
    expect(normaliseTag('topic:Straße')).toBe('topic:strasse');
  });

  it('caps length at 64 characters', () => {
    const tag = normaliseTag(`topic:${'x'.repeat(100)}`)!;
    expect(tag.length).toBe(MAX_TAG_LENGTH);
  });

  it('drops tags with nothing left after normalisation', () => {
    expect(normaliseTag('topic:東京')).toBeNull();
    expect(normaliseTag(':value')).toBeNull();
  });

  it('de-duplicates tags that differ only in spelling, keeping first-seen order', () => {
    expect(normaliseTags(['lang:EN', 'type:markdown', 'lang:en ', 'LANG: en'])).toEqual(['lang:en', 'type:markdown']);
  });
});
