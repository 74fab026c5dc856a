// The natural-language part of a document, with markup, code and headers removed, as the text heuristics want it.
import type { SourceType } from './source-type';

/** Paragraph-like blocks of running text; each block is later split into sentences. */
export function proseBlocks(text: string, sourceType: SourceType): string[] {
  switch (sourceType) {
    case 'markdown':
      return markdownProse(text);
    case 'email':
      return plainBlocks(emailBody(text));
    case 'html':
    case 'xml':
      return plainBlocks(stripTags(text));
    case 'code':
    case 'json':
    case 'yaml':
    case 'csv':
    case 'spreadsheet':
      return fragments(text);
    case 'text':
    case 'pdf':
    case 'image':
    case 'document':
      return plainBlocks(text);
  }
}

function plainBlocks(text: string): string[] {
  return text
    .split(/\n[ \t]*\n/)
    .map((b) => b.replace(/\s+/g, ' ').trim())
    .filter((b) => b !== '');
}

function markdownProse(text: string): string[] {
  const body = text
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?(^\1[ \t]*$|(?![\s\S]))/gm, '\n\n') // fenced code blocks
    .replace(/^\s*\|.*\|\s*$/gm, '\n') // table rows
    .replace(/^#{1,6}\s+.*$/gm, '\n\n') // headings are titles, not sentences
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, '\n\n') // each list item is its own block
    .replace(/^\s*>\s?/gm, '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ') // images
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1') // links keep their text
    .replace(/(\*\*|__|\*|_|`)(\S(?:[^\n]*?\S)?)\1/g, '$2');
  return plainBlocks(body);
}

function emailBody(text: string): string {
  const split = text.search(/\r?\n\r?\n/);
  const body = split === -1 ? text : text.slice(split);
  return body
    .split(/\r?\n-- \r?\n/)[0]! // signature delimiter
    .replace(/^>.*$/gm, ''); // quoted replies are someone else's text
}

function stripTags(text: string): string {
  return text
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/(p|div|li|h\d|tr|br|section|article)>|<br\s*\/?>/gi, '\n\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

/** Runs of four or more words in code or data (comments, string values): the only natural language there. */
function fragments(text: string): string[] {
  return [...text.matchAll(/(?<![\p{L}'’])\p{L}[\p{L}'’]*(?:[ \t,;]+\p{L}[\p{L}'’]*){3,}[.!?]?/gu)].map((m) => m[0]);
}
