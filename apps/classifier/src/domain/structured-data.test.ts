import { extractStructuredData } from './structured-data';

describe('structured data extraction', () => {
  it('describes a CSV as columns with inferred types and a row count', () => {
    const out = extractStructuredData('id,name,joined,active\n1,Ann,2024-01-02,true\n2,Bo,2024-02-03,false\n', 'csv');
    expect(out).toEqual({
      storageType: 'both',
      hasExtractableData: true,
      extracted: {
        format: 'csv',
        kind: 'table',
        columns: ['id', 'name', 'joined', 'active'],
        columnTypes: { id: 'number', name: 'string', joined: 'date', active: 'boolean' },
        rows: 2,
      },
    });
  });

  it('stores purely numeric tables as structured only', () => {
    expect(extractStructuredData('x,y\n1,2\n3,4.5\n', 'csv').storageType).toBe('structured');
  });

  it('lists top-level keys and their types for a JSON object, and columns for an array of records', () => {
    expect(extractStructuredData('{"service":"search","replicas":3,"tags":["a"]}', 'json').extracted).toEqual({
      format: 'json',
      kind: 'object',
      keys: ['service', 'replicas', 'tags'],
      keyCount: 3,
      types: { service: 'string', replicas: 'number', tags: 'array' },
    });
    expect(extractStructuredData('[{"a":1},{"a":2,"b":"x"}]', 'json').extracted).toMatchObject({
      kind: 'table',
      columns: ['a', 'b'],
      rows: 2,
    });
  });

  it('reads YAML and JSON Lines', () => {
    expect(extractStructuredData('name: engram\nports:\n  - 8080\n', 'yaml').extracted).toMatchObject({
      format: 'yaml',
      keys: ['name', 'ports'],
    });
    expect(extractStructuredData('{"a":1}\n{"a":2}\n', 'json').extracted).toMatchObject({ format: 'jsonl', rows: 2 });
  });

  it('marks prose with a Markdown table as both', () => {
    const out = extractStructuredData('Prices below.\n\n| item | price |\n|---|---:|\n| tea | 3 |\n| cake | 4 |\n', 'markdown');
    expect(out.storageType).toBe('both');
    expect(out.extracted).toEqual({ format: 'markdown_table', tables: [{ columns: ['item', 'price'], rows: 2 }] });
  });

  it('leaves prose and malformed data as chunks without extracted data', () => {
    expect(extractStructuredData('Just words.', 'text')).toEqual({ storageType: 'chunks', hasExtractableData: false, extracted: null });
    expect(extractStructuredData('{"broken": ', 'json').hasExtractableData).toBe(false);
  });
});
