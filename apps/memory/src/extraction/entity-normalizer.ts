// Canonical surface forms of entity names, so different spellings of one name produce one keyed hash. The memory
// service HMACs `entityKey(...)` with the tenant key; this module never sees keys.
import type { EntityType } from './types';

/**
 * Entity types that may name the same thing share a family, and de-duplication is exact within a family:
 * - person, organization, place and concept are each their own family ("Jordan" the person is not "Jordan" the
 *   country, "Ford" the person is not "Ford" the company);
 * - project and product share the family `work`: "Apollo" the project and "Apollo" the product an extractor typed
 *   differently are, in practice, the same named thing a team builds or runs.
 */
export type EntityFamily = 'person' | 'organization' | 'place' | 'work' | 'concept';

export function entityFamily(type: EntityType): EntityFamily {
  switch (type) {
    case 'person':
    case 'organization':
    case 'place':
    case 'concept':
      return type;
    case 'project':
    case 'product':
      return 'work';
  }
}

const HONORIFICS = new Set([
  'mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'professor', 'sir', 'dame', 'madam', 'rev', 'fr', 'sr', 'jr',
]);
const CORPORATE_SUFFIXES = new Set([
  'inc', 'incorporated', 'ltd', 'limited', 'llc', 'llp', 'gmbh', 'corp', 'corporation', 'co', 'company', 'plc', 'ag',
  'sa', 'sas', 'bv', 'nv', 'pty', 'srl', 'spa', 'oy', 'ab', 'kg', 'as', 'asa', 'aps', 'oyj', 'ltda', 'sarl',
]);
const LEADING_ARTICLES = new Set(['the', 'a', 'an']);

/** Lower case, diacritics stripped, punctuation to spaces (keeping `&` and `+`, which distinguish names). */
function fold(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[’`´]/g, "'")
    .replace(/'s\b/g, '') // possessive: Alice's -> Alice
    .replace(/s'(?=\s|$)/g, 's') // plural possessive: the Smiths' -> the Smiths
    .replace(/\b([a-z])\.(?=[a-z]\.)/g, '$1') // initialisms: u.s.a. -> usa
    .replace(/[^\p{L}\p{N}&+]+/gu, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
}

/**
 * The canonical surface form of a name for its type: "Dr. José García" -> "jose garcia", "Acme, Inc." -> "acme",
 * "Alice's" -> "alice", "the Apollo project" -> "apollo". Empty when nothing is left (a bare honorific).
 */
export function normalizeEntityName(name: string, type: EntityType): string {
  let words = fold(name);
  while (words.length > 1 && LEADING_ARTICLES.has(words[0]!)) words = words.slice(1);
  switch (type) {
    case 'person':
      while (words.length > 1 && HONORIFICS.has(words[0]!)) words = words.slice(1);
      // Generational suffixes are kept out: "Martin Luther King Jr" is "martin luther king".
      while (words.length > 1 && (words.at(-1) === 'jr' || words.at(-1) === 'sr')) words = words.slice(0, -1);
      break;
    case 'organization':
      while (words.length > 1 && CORPORATE_SUFFIXES.has(words.at(-1)!)) words = words.slice(0, -1);
      break;
    case 'project':
    case 'product':
      if (words.length > 1 && words.at(-1) === 'project') words = words.slice(0, -1);
      else if (words.length > 1 && words[0] === 'project') words = words.slice(1);
      break;
    case 'place':
    case 'concept':
      break;
  }
  return words.join(' ');
}

export interface EntityAlias {
  alias: string;
  canonical: string;
  type: EntityType;
}

export interface EntityNormalizer {
  /** Normalized form, mapped through the alias table. */
  normalize(name: string, type: EntityType): string;
  /** The string to keyed-hash: `<family>:<normalized form>`. */
  key(name: string, type: EntityType): string;
}

/**
 * A normalizer with a table of known aliases ("Bob" -> "Robert Smith", "IBM" -> "International Business Machines").
 * Aliases and canonicals are normalized on the way in, and an alias applies only within its type family.
 */
export function createEntityNormalizer(aliases: readonly EntityAlias[] = []): EntityNormalizer {
  const table = new Map<string, string>();
  for (const { alias, canonical, type } of aliases) {
    table.set(`${entityFamily(type)}:${normalizeEntityName(alias, type)}`, normalizeEntityName(canonical, type));
  }
  const normalize = (name: string, type: EntityType) => {
    const plain = normalizeEntityName(name, type);
    return table.get(`${entityFamily(type)}:${plain}`) ?? plain;
  };
  return { normalize, key: (name, type) => `${entityFamily(type)}:${normalize(name, type)}` };
}

/** `<family>:<normalized form>` without aliases. */
export function entityKey(name: string, type: EntityType): string {
  return `${entityFamily(type)}:${normalizeEntityName(name, type)}`;
}
