// Tag normalisation: tags are `key:value` strings that filters compare byte for byte, so one spelling per meaning.
import { foldToAscii } from './text';

export const MAX_TAG_LENGTH = 64;

function normalisePart(part: string): string {
  return foldToAscii(part)
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9._/-]/g, '') // what survives folding but is not ASCII (or is punctuation) is dropped
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '');
}

/**
 * `"Project: Café Roadmap "` -> `"project:cafe-roadmap"`. Returns null when nothing meaningful is left.
 * Only the first colon separates key from value; a tag without a colon is normalised as a bare value.
 */
export function normaliseTag(tag: string): string | null {
  const colon = tag.indexOf(':');
  const key = colon === -1 ? '' : normalisePart(tag.slice(0, colon));
  const value = normalisePart(colon === -1 ? tag : tag.slice(colon + 1).replace(/:/g, '-'));
  if (value === '' || (colon !== -1 && key === '')) return null;
  const full = key === '' ? value : `${key}:${value}`;
  return full.slice(0, MAX_TAG_LENGTH).replace(/[-.]+$/, '');
}

/** Normalises, drops empties and de-duplicates, keeping first-seen order. */
export function normaliseTags(tags: Iterable<string>): string[] {
  const out = new Set<string>();
  for (const tag of tags) {
    const n = normaliseTag(tag);
    if (n !== null) out.add(n);
  }
  return [...out];
}
