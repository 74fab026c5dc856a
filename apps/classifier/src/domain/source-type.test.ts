import { detectSourceType } from './source-type';

describe('source type detection', () => {
  it('trusts a specific mime type first', () => {
    expect(detectSourceType({ content: 'a,b\n1,2', mimeType: 'application/pdf' })).toBe('pdf');
    expect(detectSourceType({ content: '{}', mimeType: 'application/json; charset=utf-8' })).toBe('json');
    expect(detectSourceType({ content: '', mimeType: 'image/webp' })).toBe('image');
  });

  it('uses the file extension when the mime type is missing or generic', () => {
    expect(detectSourceType({ content: 'x = 1', sourcePath: 'src/app/main.py' })).toBe('code');
    expect(detectSourceType({ content: 'a\tb\n1\t2', sourcePath: 'data/export.tsv' })).toBe('csv');
    expect(detectSourceType({ content: 'Hi', sourcePath: 'C:\\mail\\note.eml', mimeType: 'application/octet-stream' })).toBe('email');
    expect(detectSourceType({ content: 'plain', sourcePath: 'book.xlsx' })).toBe('spreadsheet');
  });

  it('sniffs the content when there are no hints', () => {
    expect(detectSourceType({ content: '{"a": [1, 2]}' })).toBe('json');
    expect(detectSourceType({ content: '<!DOCTYPE html><html><body>Hi</body></html>' })).toBe('html');
    expect(detectSourceType({ content: '<?xml version="1.0"?><feed><entry/></feed>' })).toBe('xml');
    expect(detectSourceType({ content: 'From: a@b.io\nTo: c@d.io\nSubject: Lunch\n\nNoon?' })).toBe('email');
    expect(detectSourceType({ content: '# Title\n\nSome *text* and a [link](https://x.io).\n' })).toBe('markdown');
    expect(detectSourceType({ content: 'service:\n  name: search\n  replicas: 3\nowner: team-a\n' })).toBe('yaml');
    expect(detectSourceType({ content: 'id,name,amount\n1,Alice,30\n2,Bob,40\n' })).toBe('csv');
    expect(
      detectSourceType({ content: 'import os\n\ndef main():\n    print(os.environ)\n\nif __name__ == "__main__":\n    main()\n' }),
    ).toBe('code');
    expect(detectSourceType({ content: 'Just a short note to self: buy milk, call the plumber.' })).toBe('text');
  });

  it('does not take prose with "Label: value" lines for YAML or an email', () => {
    expect(detectSourceType({ content: 'Attendees: Alice, Bob\nDate: Monday\nWe discussed the plan.' })).toBe('text');
  });

  it('lets text/plain reveal markdown but not code', () => {
    expect(detectSourceType({ content: '# Notes\n\n- one\n- two\n', mimeType: 'text/plain' })).toBe('markdown');
    expect(detectSourceType({ content: 'const a = 1;\nconst b = 2;\nexport { a, b };', mimeType: 'text/plain' })).toBe('text');
  });
});
