import { analyze, analyzeDocument, analyzeQuery, foldDiacritics } from './analyzer';

describe('analyze', () => {
  it('stems English words and drops English stopwords', () => {
    expect(analyze('The studies are running quickly', 'en')).toEqual(['studi', 'run', 'quick']);
  });

  it('makes a word and its inflections meet at query time', () => {
    expect(analyzeQuery('connection')).toEqual(analyze('connected', 'en'));
  });

  it('folds case, width and diacritics so accented and plain spellings match', () => {
    expect(analyze('ＣＡＦÉ', 'xx')).toEqual(['cafe']);
    expect(foldDiacritics('straße œuvre ñandú')).toBe('strasse oeuvre nandu');
  });

  it('keeps hyphenated, snake_case, dotted and camelCase compounds findable by parts and joined form', () => {
    expect(analyze('COVID-19', 'en')).toEqual(['covid', '19', 'covid19']);
    expect(analyzeQuery('covid19')).toEqual(['covid19']);
    expect(analyze('getUserName user_id node.js', 'en')).toEqual([
      'get', 'user', 'name', 'getusername', 'user', 'id', 'userid', 'node', 'js', 'nodejs',
    ]);
  });

  it('keeps decimal numbers whole', () => {
    expect(analyze('pi is 3.14, not 1,000', 'en')).toEqual(['pi', '3.14', '1,000']);
  });

  it('strips English possessives and contractions that are stopwords', () => {
    expect(analyze("Engram's index doesn't forget", 'en')).toEqual(['engram', 'index', 'forget']);
  });

  it('uses the stemmer and stopwords of German, French, Spanish, Italian, Portuguese and Dutch', () => {
    expect(analyze('Die Häuser sind größer', 'de')).toEqual(['haus', 'gross']);
    expect(analyze("L'homme et les élèves", 'fr')).toEqual(['homm', 'elev']);
    expect(analyze('Los niños están corriendo', 'es')).toEqual(['nin', 'corr']);
    expect(analyze('Le città sono bellissime', 'it')).toEqual(['citt', 'bellissim']);
    expect(analyze('As cidades são bonitas', 'pt')).toEqual(['cidad', 'bonit']);
    expect(analyze('De huizen zijn groter', 'nl')).toEqual(['huiz', 'groter']);
  });

  it('accepts region-qualified language codes', () => {
    expect(analyze('running', 'en-GB')).toEqual(['run']);
  });

  it('falls back to language-neutral analysis for unknown languages (no stopwords, no stemming)', () => {
    expect(analyze('The Running dogs', 'zz')).toEqual(['the', 'running', 'dogs']);
  });

  it('indexes Chinese and Japanese runs as overlapping bigrams', () => {
    expect(analyze('東京都', 'ja')).toEqual(['東京', '京都']);
  });

  it('drops tokens too long to be words', () => {
    expect(analyze(`key ${'x'.repeat(80)}`, 'en')).toEqual(['key']);
  });
});

describe('analyzeQuery', () => {
  it('adds the terms of further languages without repeating shared ones', () => {
    expect(analyzeQuery('running Häuser', ['de', 'en'])).toEqual(['running', 'haus', 'run', 'hauser']);
  });
  it('defaults to English', () => {
    expect(analyzeQuery('the meetings')).toEqual(['meet']);
  });
});

describe('analyzeDocument', () => {
  it('indexes English and unknown-language documents exactly as English', () => {
    const text = 'The gardens of Kew, getUserName and COVID-19 notes';
    expect(analyzeDocument(text, 'en')).toEqual(analyze(text, 'en'));
    expect(analyzeDocument(text, 'und')).toEqual(analyze(text, 'en'));
    expect(analyzeDocument(text, null)).toEqual(analyze(text, 'en'));
    expect(analyzeDocument(text, '')).toEqual(analyze(text, 'en'));
  });

  it('adds the English terms beside a detected language\'s, so a wrong guess still matches English queries', () => {
    const terms = analyzeDocument('The gardens were flooded', 'de');
    for (const term of analyzeQuery('garden flood')) expect(terms).toContain(term);
    // Languages without a stemmer (here Polish) get their neutral form and the English one.
    expect(analyzeDocument('gardens', 'pl')).toEqual(['gardens', 'garden']);
  });

  it('keeps the detected language\'s stems first, adds each differing English term once, adds nothing for its stopwords', () => {
    expect(analyzeDocument('Die Häuser sind größer', 'de')).toEqual(['haus', 'hauser', 'gross', 'grosser']);
    expect(analyzeDocument('haus', 'de')).toEqual(['haus']);
  });
});
