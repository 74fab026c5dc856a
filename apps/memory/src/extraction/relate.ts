// How a new fact relates to the facts already stored about its subject (spec 2.5, issue 14 item 5). Pure: the memory
// service loads the candidates (same subject key, or named by `derivedFromIds`) and applies the decisions.
//
// Supersession follows event time (`validFrom`), not arrival: a fact that arrives late but happened earlier is the
// one superseded, and the relationship then points from the newer, existing fact to the new one.
import type { ClaimPart, FactType } from './types';
import { valueKind, varietyKind } from './value-kinds';
import { preferenceCategory, singular } from './english';

export type RelationType = 'updates' | 'extends' | 'contradicts' | 'derives' | 'duplicate' | 'none';

export interface RelatableFact {
  /** `entityKey(subject)` (or its keyed hash): facts about different subjects never supersede each other. */
  subjectKey: string;
  attribute: string;
  value: string;
  negated: boolean;
  validFrom: Date;
  factType: FactType;
  /** As extracted; when absent, derived from the attribute (see `isMultiValued`). */
  exclusive?: boolean;
  /**
   * The value the fact says it replaces (the extractor's `replaces`): on the new fact, the older fact holding it is
   * updated; on a stored fact, a late new fact that happened earlier and holds it enters history under the stored one.
   */
  replaces?: string;
  /** The extractor's `marksChange`: on the newer of two facts, a change of a value of the same kind (`kindChanged`). */
  marksChange?: boolean;
  /** The extractor's `topic`: common nouns the sentence is about besides subject and value (`topicChanged`). */
  topic?: readonly string[];
  /** Further claims of the same sentence (the extractor's `also`): "a junior accountant at Grant Thornton" is a role too. */
  also?: readonly ClaimPart[];
}

export interface ExistingFact extends RelatableFact {
  id: string;
}

export interface NewFact extends RelatableFact {
  /** Ids of stored facts this one was inferred from (the extractor's `derivedFrom` indexes, mapped to ids). */
  derivedFromIds?: readonly string[];
}

export interface FactRelation {
  rel: RelationType;
  /** The existing fact concerned; null for `none`. */
  targetId: string | null;
  /**
   * Which side stops being latest: `target` (the new fact supersedes it: record `new rel target`, set the target's
   * valid_until to the new fact's valid_from), `new` (the target is newer in event time: store the new fact already
   * superseded, record `target rel new`, valid_until = target's valid_from), or null (both stay as they are).
   */
  superseded: 'target' | 'new' | null;
}

/**
 * Attributes a subject can hold several values of at once. A different value of one of these is a new fact, not an
 * update, unless the newer fact marks a change ("switched to", "instead", "now"), which the extractor reports as
 * `exclusive`.
 */
const MULTI_VALUED = new Set([
  'uses', 'owns', 'speaks', 'knows', 'plays', 'has', 'member_of', 'visited', 'met', 'attended', 'went_to', 'friend_of',
  'studied', 'reads', 'watches', 'decided', 'learns', 'works_on', 'writes', 'training_for', 'located_in', 'stopped', 'drives', 'goes_to', 'does', 'listens_to',
]);

export function isMultiValued(attribute: string): boolean {
  // A verb no rule knows (`v:train`, the offline extractor's generic claim): whether it holds one value at a time is
  // unknown, so only a marked change or a value of the same kind (`sameKind`) replaces another.
  return MULTI_VALUED.has(attribute) || attribute.startsWith('v:');
}

/**
 * Attributes that name one slot: where someone lives and where something is ("Lea moved to Vienna" read with a subject
 * the extractor could not tell is a person) are both where the subject is.
 */
// ("the offsite is in Madrid", later "the offsite will be held in Seville": where a thing is, or is held, is one slot.)
// ("reception is on the ground floor", later "reception has moved to the second floor": where a thing is, in or on.)
const slotOf = (attribute: string) => (attribute === 'located_in' || attribute === 'located_on' || attribute === 'held_in' ? 'lives_in' : attribute);
/**
 * "I love chamomile tea", later "I don't like chamomile anymore": a liking and its denial of the same thing named more
 * or less fully (every word of the shorter name in the longer one).
 */
function samePreferredThing(a: string, b: string): boolean {
  if (!a.startsWith('preference:') || !b.startsWith('preference:') || /^preference:favorite /.test(a) || /^preference:favorite /.test(b)) return false;
  const ta = tokens(a.slice('preference:'.length));
  const tb = tokens(b.slice('preference:'.length));
  const [short, long] = ta.size <= tb.size ? [ta, tb] : [tb, ta];
  return short.size > 0 && [...short].every((t) => long.has(t));
}

/**
 * One slot, or two favorites (or counts) of one kind named more or less closely ("favorite hiking trail", later "new favorite
 * trail"): the kind's last word is the same and one's words hold the other's.
 */
function sameSlot(a: string, b: string): boolean {
  if (slotOf(a) === slotOf(b)) return true;
  // "I have one daughter", later "I have two kids": how many children, said once by kind and once in general.
  const kids = (x: string) => /^has:(?:kid|child|children)$/.test(x);
  if ((kids(a) && /^has:(?:daughter|son|boy|girl)$/.test(b)) || (kids(b) && /^has:(?:daughter|son|boy|girl)$/.test(a))) return true;
  // "does CrossFit four times a week", later "does yoga instead": the activity someone does.
  if ((a === 'does' && b.startsWith('frequency:do ')) || (b === 'does' && a.startsWith('frequency:do '))) return true;
  // "Anja Berg is our head coach" (who holds the role), "the head coach is now Rafael Duarte" (what the role is).
  if ((a === 'is' && b === 'held_by') || (a === 'held_by' && b === 'is')) return true;
  // "User has 3 monitors", later "User now has one ultrawide monitor": a count of one kind of thing, named more or less
  // closely, as favorites are.
  // ("I grow 5 tomato plants", later "I only have 3 tomato plants left": keeping, growing or running a counted thing is
  // having it.)
  const kept = (x: string) => x.replace(/^count:(?:v:(?:grow|keep|own|raise|run|operate|hold|breed|foster|look after|care for|manage|have)|owns|runs) /, 'has:');
  const kindOf = /^(preference:favorite|has:|count:)\s*(.+)$/;
  const [ka, kb] = [kindOf.exec(kept(a)), kindOf.exec(kept(b))];
  if (!ka || !kb || ka[1] !== kb[1]) return false;
  const [fa, fb] = [ka[2]!.split(' '), kb[2]!.split(' ')];
  if (fa.at(-1) !== fb.at(-1)) return false;
  const [short, long] = fa.length <= fb.length ? [fa, fb] : [fb, fa];
  return short.every((w) => long.includes(w));
}

const exclusive = (fact: RelatableFact) => fact.exclusive ?? !isMultiValued(fact.attribute);

const STOP = new Set(['a', 'an', 'the', 'of', 'in', 'at', 'on', 'and', 'to', 'for']);
function tokens(value: string): Set<string> {
  return new Set(
    value
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}$€£%.]+/u)
      .map((t) => t.replace(/\.$/, ''))
      .filter((t) => t && !STOP.has(t)),
  );
}
function sameValue(a: string, b: string): boolean {
  const ta = tokens(a);
  const tb = tokens(b);
  return ta.size === tb.size && [...ta].every((t) => tb.has(t));
}
/** Every token of `base` is in `detail`, and `detail` has more: "lisbon" -> "alfama lisbon". */
function addsDetail(detail: string, base: string): boolean {
  const td = tokens(detail);
  const tb = tokens(base);
  return tb.size > 0 && td.size > tb.size && [...tb].every((t) => td.has(t));
}
/** Values compared whole: ISO dates and clock times. */
function isAtomic(value: string): boolean {
  return /^\d{4}-\d{2}(?:-\d{2})?(?:t[\d:.]+z?)?$/i.test(value.trim()) || /^\d{1,2}:\d{2}$/.test(value.trim());
}
const sameDay = (a: Date, b: Date) => a.toISOString().slice(0, 10) === b.toISOString().slice(0, 10);

/** Orders by event time; on a tie the new fact wins (it was learned later). */
function supersededSide(fresh: RelatableFact, existing: RelatableFact): 'target' | 'new' {
  return fresh.validFrom.getTime() >= existing.validFrom.getTime() ? 'target' : 'new';
}

/**
 * "Theo likes jazz", later "Theo barely listens to jazz anymore": a marked denial of doing something with the thing a
 * liking holds ends the liking (forward in event time only, decided by the caller).
 */
function deniesLiking(denial: RelatableFact, liking: RelatableFact): boolean {
  return denial.negated && Boolean(denial.marksChange) && !liking.negated && liking.attribute.startsWith('preference:') && liking.value === 'likes' && !denial.attribute.startsWith('preference:') && sameValue(denial.value, thingOf(liking));
}

/**
 * "Roisin prefers spin classes", later "Roisin finds spin boring these days" (no longer likes spin): a marked end of a
 * liking retires the favourite it names (every word of the thing in the favourite).
 */
function deniesFavorite(denial: RelatableFact, favorite: RelatableFact): boolean {
  if (!denial.negated || !denial.marksChange || !denial.attribute.startsWith('preference:') || favorite.negated || !favorite.attribute.startsWith('preference:favorite')) return false;
  const thing = tokens(thingOf(denial));
  const held = tokens(favorite.value);
  return thing.size > 0 && [...thing].every((t) => held.has(t));
}

/**
 * "Nadia's favourite cuisine is Ethiopian", later "Nadia loves Korean food these days": a marked new liking of a thing
 * of the favourite's category replaces the favourite (a liking that marks no change is one more liking).
 */
function likingReplacesFavorite(liking: RelatableFact, favorite: RelatableFact): boolean {
  if (!liking.marksChange || liking.negated || !liking.attribute.startsWith('preference:') || liking.value !== 'likes' || !favorite.attribute.startsWith('preference:favorite ')) return false;
  const category = preferenceCategory(thingOf(liking));
  return category !== undefined && category === favorite.attribute.slice('preference:favorite '.length) && !sameValue(thingOf(liking), favorite.value);
}

/**
 * "Yara always sits in the front row", later "Yara prefers the back row these days"; "Ken likes white wine", later "Ken
 * loves red wine now": a marked new liking of a thing of the same kind (the same last word, another modifier) as a
 * claim or a liking of the subject's replaces it. A liking that marks no change is one more liking; a dislike is not
 * replaced by a liking of something else.
 */
/** Claims that say what someone likes without saying "like": supporting, using, asking for, ordering. */
const LIKING_CLAIMS = new Set(['v:support', 'supports', 'uses', 'v:request', 'v:order']);

function likingReplacesSameKind(liking: RelatableFact, other: RelatableFact): boolean {
  // ("Mateo is a fan of Real Madrid", later "Mateo now supports Atlético Madrid": supporting a team is liking it.)
  // ("Greta likes beach holidays", later "Greta prefers hiking holidays these days": a marked new favourite too.)
  // ("Mr Costa prefers red wine", later "Mr Costa has switched to white wine": a thing switched to, of the same kind.)
  // ("Mr Novak likes a room with a bath", later "now asks for a room with a walk-in shower": a request is a liking.)
  // ("Mrs Jensen likes her steak medium", later "now orders her steak well done": an order is a liking too.)
  const likes = (liking.attribute.startsWith('preference:') && liking.value === 'likes') || liking.attribute.startsWith('preference:favorite ') || LIKING_CLAIMS.has(liking.attribute);
  if (!liking.marksChange || liking.negated || !likes) return false;
  if (other.negated || other.factType === 'episode' || other.value === 'dislikes') return false;
  // A favourite is replaced by a new favourite of its kind (one slot), a liking by a liking ("Tia's favourite sport is
  // running", later "Tia prefers trail running now"); a tool switched to replaces only what is liked or favoured.
  if (liking.attribute === 'uses' && !other.attribute.startsWith('preference:')) return false;
  if (liking.attribute.startsWith('preference:favorite ') && other.attribute.startsWith('preference:favorite ')) return false;
  // "prefers to be contacted by phone", later "now prefers to be contacted by email": one way of doing one thing.
  const [tl, tr] = [thingOf(liking).split(/\s+/), thingOf(other).split(/\s+/)];
  if (tl.length >= 3 && tl.length === tr.length && tl.slice(0, -1).join(' ') === tr.slice(0, -1).join(' ') && tl.at(-1) !== tr.at(-1)) return true;
  // "Marta loves reggaeton", later "Marta loves Afrobeats now": two well-known things of one kind (value-kinds.ts).
  const kind = valueKind(thingOf(liking));
  if (kind !== undefined && kind === valueKind(thingOf(other)) && !sameValue(thingOf(liking), thingOf(other))) return true;
  const thing = thingOf(liking).split(/\s+/);
  const held = thingOf(other).split(/\s+/);
  if (held.length > 4 || (thing.length < 2 && held.length < 2)) return false;
  // ("training alone", later "training in a pair now", read "training": one thing, said more or less fully.)
  if (thing[0]!.length >= 5 && thing[0] === held[0] && thing.length !== held.length && Math.abs(thing.length - held.length) <= 2) return true;
  // ("steak medium", later "steak well done": one thing, had another way.)
  if (thing.length >= 2 && held.length >= 2 && thing.length <= 3 && held.length <= 3 && thing[0]!.length >= 4 && singular(thing[0]!) === singular(held[0]!) && !sameValue(thing.join(' '), held.join(' '))) return true;
  // ("chocolate cake", later "cheesecake": a compound ending in the other's head noun is a thing of its kind.)
  const [a, b] = [singular(thing[thing.length - 1]!), singular(held[held.length - 1]!)];
  // ("a room with a bath", "a room with a walk-in shower": one head noun before the detail.)
  const head = headNoun(thing.join(' '));
  const sameHead = a === b || (Math.min(a.length, b.length) >= 4 && (a.endsWith(b) || b.endsWith(a))) || (head !== undefined && head.length >= 3 && head === headNoun(held.join(' ')));
  return sameHead && !sameValue(thing.join(' '), held.join(' '));
}

function relateOne(fresh: NewFact, existing: ExistingFact): FactRelation | undefined {
  if (fresh.derivedFromIds?.includes(existing.id)) return { rel: 'derives', targetId: existing.id, superseded: null };
  if (fresh.subjectKey !== existing.subjectKey) return undefined;
  if ((deniesLiking(fresh, existing) || deniesFavorite(fresh, existing) || likingReplacesFavorite(fresh, existing) || likingReplacesSameKind(fresh, existing)) && supersededSide(fresh, existing) === 'target') {
    return { rel: 'updates', targetId: existing.id, superseded: 'target' };
  }
  // The same, arriving in the other order ("has switched to white wine" extracted before the older "prefers red wine"):
  // the late older fact is stored superseded.
  if ((deniesLiking(existing, fresh) || deniesFavorite(existing, fresh) || likingReplacesFavorite(existing, fresh) || likingReplacesSameKind(existing, fresh)) && supersededSide(fresh, existing) === 'new') {
    return { rel: 'updates', targetId: existing.id, superseded: 'new' };
  }
  if (!sameSlot(fresh.attribute, existing.attribute) && !(fresh.negated !== existing.negated && samePreferredThing(fresh.attribute, existing.attribute))) return replacedUnderAnotherAttribute(fresh, existing) ?? kindChanged(fresh, existing);

  if (sameValue(fresh.value, existing.value)) {
    // Episodes are events: the same event on another day happened again, it is not a second source for the first.
    if (fresh.factType === 'episode' && !sameDay(fresh.validFrom, existing.validFrom)) return undefined;
    if (fresh.negated === existing.negated) return { rel: 'duplicate', targetId: existing.id, superseded: null };
    // "I don't like steak anymore" after "I love steak": the claim changed over time, an update; a plain negation
    // ("Leo doesn't live in Paris") says the older claim was wrong: it contradicts it.
    const side = supersededSide(fresh, existing);
    return { rel: fresh.marksChange && side === 'target' ? 'updates' : 'contradicts', targetId: existing.id, superseded: side };
  }

  // Another value. A negation says nothing about other values ("not in Paris" neither confirms nor denies Lisbon).
  if (fresh.negated || existing.negated) return undefined;
  if (fresh.factType === 'episode' || existing.factType === 'episode') return undefined;
  // A date or a time is one value, not words: 2024-03-17 replaces 2024-03-03, it does not add detail to it.
  if (!isAtomic(fresh.value) && !isAtomic(existing.value) && addsDetail(fresh.value, existing.value)) {
    return { rel: 'extends', targetId: existing.id, superseded: null };
  }
  const side = supersededSide(fresh, existing);
  const newer = side === 'target' ? fresh : existing;
  if (!exclusive(newer) && !sameKind(fresh, existing)) return undefined;
  return { rel: 'updates', targetId: existing.id, superseded: side };
}

// ("18 delivery vans following the expansion": a cause or a time after the noun is no part of it.)
const HEAD_CUT = /\s(?:of|with|in|on|at|for|from|to|by|near|during|every|each|a|an|per|following|after|before|due|because|since|thanks|amid)\s.*$/;
/** A value's head noun: "the under-12 squad" -> "squad", "dell xps laptop" -> "laptop", "coffee with oat milk" -> "coffee". */
function headNoun(value: string): string | undefined {
  const words = value.replace(HEAD_CUT, '').split(' ').filter(Boolean);
  const head = words.at(-1);
  return head && !/^\d/.test(head) ? head.replace(/(?<=[a-z]{3})s$/, '') : undefined;
}
/** A product's kind (value-kinds.ts) or a variety's thing ("oat milk": milk). */
const kindOf = (value: string) => valueKind(value) ?? varietyKind(value);
/** Many-valued claims whose marked change, naming nothing it replaces, replaces only values of its kind (`narrowedChange`). */
const CHANGE_NEEDS_KIND = new Set(['uses', 'owns', 'plays', 'learns', 'works_on', 'does', 'watches', 'reads', 'listens_to', 'writes', 'speaks', 'knows']);

/** Two values of one kind: two products of one kind, two varieties of one thing, or one head noun with two modifiers. */
function sameThingKind(a: string, b: string): boolean {
  const kind = kindOf(a);
  if (kind) return kind === kindOf(b);
  const head = headNoun(a);
  return head !== undefined && !STOP.has(head) && !/^(?:how|what|it|this|that|one|some|something|thing|things|more|most|lot|all|for|with|ever)$/.test(head) && head === headNoun(b) && (a.split(' ').length > 1 || b.split(' ').length > 1);
}

/**
 * Two values of a generic claim that name the same kind of thing with another modifier: "trains the under-12 squad"
 * then "the under-16 squad", "sits on the third floor" then "the fifth floor": one replaces the other. Different kinds
 * ("paints landscapes", "paints portraits") are both held.
 */
function sameKind(a: RelatableFact, b: RelatableFact): boolean {
  if (!a.attribute.startsWith('v:')) return false;
  // "I browse with Chrome", later "I browse with Firefox": two browsers.
  const kind = valueKind(a.value);
  if (kind && kind === valueKind(b.value)) return true;
  const ha = headNoun(a.value);
  return ha !== undefined && ha === headNoun(b.value) && (a.value.split(' ').length > 1 || b.value.split(' ').length > 1);
}

/**
 * "I drive a Honda Accord", later "I replaced my Honda Accord with a Tesla": the new fact names the value it replaces,
 * so the older fact of the same subject holding that value is updated even though the two verbs gave two attributes.
 * Only forward in event time (a late document that replaced something does not retire what was said after it).
 */
function replacedUnderAnotherAttribute(fresh: NewFact, existing: ExistingFact): FactRelation | undefined {
  if (fresh.negated || existing.negated) return undefined;
  // "I traded in my Civic for a Tesla" stored first, "I drive a Honda Civic" (said a year before) arriving after it.
  if (fresh.factType !== 'episode' && namesReplaced(existing, fresh) && supersededSide(fresh, existing) === 'new') {
    return { rel: 'updates', targetId: existing.id, superseded: 'new' };
  }
  if (existing.factType === 'episode' || !namesReplaced(fresh, existing)) return undefined;
  if (supersededSide(fresh, existing) !== 'target') return undefined;
  return { rel: 'updates', targetId: existing.id, superseded: 'target' };
}

/** Whether `change` names as replaced the value `holder` holds. */
const namesReplaced = (change: RelatableFact, holder: RelatableFact) => Boolean(change.replaces && holds(holder, change.replaces));

/** Words that say when a habit is done ("my morning yoga", "his Sunday run"). */
const WHEN_DONE = new Set(['morning', 'evening', 'night', 'afternoon', 'lunchtime', 'daily', 'weekly', 'weekend', 'nightly', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);

/** Whether a fact holds the value another names as replaced (a preference's thing is in its attribute). */
function holds(fact: RelatableFact, replaces: string): boolean {
  // ("prefers email over phone calls" names the liking of "phone call": a plural and its singular are one thing.)
  // ("replaced my morning yoga with running": when it is done is no part of the thing.)
  const all = [...tokens(replaces)].map((t) => singular(t));
  const replaced = all.length > 1 && !all.every((t) => WHEN_DONE.has(t)) ? all.filter((t) => !WHEN_DONE.has(t)) : all;
  const held = new Set([...tokens(fact.value), ...tokens(fact.attribute.replace(/^[^:]*:/, ''))].map((t) => singular(t)));
  return replaced.length > 0 && replaced.every((t) => held.has(t));
}

/** The thing a claim names: its value, or for a preference the thing in its attribute ("preference:chrome"). */
const thingOf = (fact: RelatableFact) => (fact.attribute.startsWith('preference:') && /^(?:likes|dislikes)$/.test(fact.value) ? fact.attribute.slice('preference:'.length) : fact.value);

/**
 * "I browse with Chrome", later "I switched my browser to Firefox": two well-known products of one kind (value-kinds.ts)
 * held by one subject under two verbs, where the newer in event time marks a change: the newer replaces the older.
 */
function kindChanged(fresh: NewFact, existing: ExistingFact): FactRelation | undefined {
  if (fresh.negated || existing.negated || fresh.factType === 'episode' || existing.factType === 'episode') return undefined;
  // "Jonas gave up Sublime Text" is a denial: it replaces no editor, and no editor replaces it.
  if (fresh.attribute === 'stopped' || existing.attribute === 'stopped') return undefined;
  const kind = kindOf(thingOf(fresh));
  if (!kind || kind !== kindOf(thingOf(existing)) || sameValue(thingOf(fresh), thingOf(existing))) return undefined;
  const side = supersededSide(fresh, existing);
  if (!(side === 'target' ? fresh : existing).marksChange) return undefined;
  return { rel: 'updates', targetId: existing.id, superseded: side };
}

/** A fact's claims, each as a fact of its own: the main one first. */
function claimsOf<T extends RelatableFact>(fact: T): T[] {
  return [fact, ...(fact.also ?? []).map((c) => ({ ...fact, attribute: c.attribute, value: c.value, exclusive: undefined, replaces: undefined, also: undefined }))];
}

/**
 * How two facts relate when either makes several claims: the same fact only when every claim of the new one is already
 * made by the old one; else the first claim pair where one supersedes the other ("senior accountant" updates the role
 * of "a junior accountant at Grant Thornton"); else what the main claims say (a restated main claim with a new
 * detail extends the old fact).
 */
function relateClaims(fresh: NewFact, existing: ExistingFact): FactRelation | undefined {
  const main = relateOne(fresh, existing);
  if (!fresh.also?.length && !existing.also?.length) return main;
  const theirs = claimsOf(existing);
  const ours = claimsOf(fresh);
  if (main?.rel === 'duplicate' && ours.every((c) => theirs.some((t) => relateOne(c, t)?.rel === 'duplicate'))) return main;
  for (const c of ours) {
    for (const t of theirs) {
      const r = relateOne(c, t);
      if (r && r.superseded !== null && r.rel !== 'duplicate') return r;
    }
  }
  // The main claim said again with a detail the old fact lacks.
  return main?.rel === 'duplicate' ? { rel: 'extends', targetId: existing.id, superseded: null } : main;
}

/**
 * Every relation of `fresh` to the `existing` facts; `[{ rel: 'none', targetId: null, superseded: null }]` when it
 * relates to none of them. A `duplicate` means: record the new source as support, store no new fact.
 */
export function relate(fresh: NewFact, existing: readonly ExistingFact[]): FactRelation[] {
  let relations = existing.map((e) => relateClaims(fresh, e)).filter((r): r is FactRelation => r !== undefined);
  relations = narrowedChange(fresh, existing, relations);
  if (!relations.some((r) => r.superseded !== null)) relations.push(...kindlessFavoriteChanged(fresh, existing));
  if (!relations.some((r) => r.superseded !== null)) {
    const similar = similarClaimChanged(fresh, existing) ?? topicChanged(fresh, existing);
    if (similar) relations.push(similar);
  }
  return relations.length > 0 ? relations : [{ rel: 'none', targetId: null, superseded: null }];
}

const FAVORITE = 'preference:favorite';
const favoriteOfKind = (attribute: string) => attribute.startsWith(`${FAVORITE} `);
/**
 * "my favourite game is Elden Ring", later "I'm obsessed with Baldur's Gate 3, it's my new favourite": a favourite of no
 * kind said is of the one kind of favourite the subject has (in either order of event time); with favourites of two
 * kinds on record it is no guess between them.
 */
function kindlessFavoriteChanged(fresh: NewFact, existing: readonly ExistingFact[]): FactRelation[] {
  if (fresh.attribute !== FAVORITE && !favoriteOfKind(fresh.attribute)) return [];
  const favorites = existing.filter((e) => e.subjectKey === fresh.subjectKey && (e.attribute === FAVORITE || favoriteOfKind(e.attribute)));
  const kinds = new Set([fresh, ...favorites].map((f) => f.attribute).filter(favoriteOfKind));
  if (kinds.size !== 1) return [];
  return favorites
    .filter((e) => (e.attribute === FAVORITE) !== (fresh.attribute === FAVORITE))
    .map((e) => relateClaims(fresh, { ...e, attribute: fresh.attribute }))
    .filter((r): r is FactRelation => r !== undefined && r.superseded !== null)
    .map((r) => ({ ...r, rel: 'updates' as const }));
}

/**
 * A change of one value of a multi-valued attribute ("switched from Datadog to Grafana", "upgraded to Spotify Premium")
 * replaces that value, not every other one the subject holds ("uses Notion" stays): when the text names what it
 * replaces, only the older values holding it are updated; otherwise, when some older values share a word with the new
 * one ("spotify free" -> "spotify premium family"), only those. With neither, every older value is (the change is all
 * the text says).
 */
function narrowedChange(fresh: NewFact, existing: readonly ExistingFact[], relations: FactRelation[]): FactRelation[] {
  if (!isMultiValued(fresh.attribute)) return relations;
  const byId = new Map(existing.map((e) => [e.id, e]));
  const changed = (r: FactRelation) => r.rel === 'updates' && r.superseded === 'target' && byId.get(r.targetId!)?.attribute === fresh.attribute;
  const candidates = relations.filter(changed);
  if (candidates.length === 0) return relations;
  const named = fresh.replaces ? tokens(fresh.replaces) : undefined;
  const own = tokens(fresh.value);
  const holds = (r: FactRelation) => {
    const value = tokens(byId.get(r.targetId!)!.value);
    return named && named.size > 0 ? [...named].every((t) => value.has(t)) : [...value].some((t) => own.has(t));
  };
  if (!named && !candidates.some(holds)) {
    // "John is playing mostly online now" after "John plays drums", "Jon chose networking events" after "Jon uses a
    // whiteboard": a change of a named many-valued claim that says nothing of what it replaces replaces the values of
    // its kind (two team chats, two varieties of milk), not every other value the subject holds. (A verb's own claim,
    // `v:drink`, is narrower: its change replaces what the verb held before.)
    if (!CHANGE_NEEDS_KIND.has(fresh.attribute)) return relations;
    return relations.filter((r) => !changed(r) || sameThingKind(fresh.value, byId.get(r.targetId!)!.value));
  }
  return relations.filter((r) => !changed(r) || holds(r));
}

/** Words that say what kind of claim an attribute is, not what it is about. */
const GENERIC_CLAIM_WORDS = new Set(['level', 'is', 'uses', 'costs', 'has', 'rate', 'count', 'preference', 'favorite', 'per', 'likes', 'dislikes', 'did', 'decision', 'now', 'up', 'down', 'about', 'around']);
function topicWords(fact: RelatableFact): Set<string> {
  const words = new Set<string>();
  for (const t of tokens(`${fact.attribute.replace(/[:_]/g, ' ')} ${fact.value}`)) {
    if (GENERIC_CLAIM_WORDS.has(t) || /^[$€£¥]?\d[\d.,]*%?$/.test(t)) continue;
    words.add(t.length > 3 ? t.replace(/s$/, '') : t);
  }
  return words;
}

/**
 * "I drink 1 liter of water a day", later "I'm now up to 2.5 liters of water a day": when the new fact marks a change
 * and no older fact of its attribute was superseded, the subject's latest-looking older claim about the same thing
 * (three quarters of the smaller one's words shared, at least two) under another attribute is the one that changed.
 * Forward in event time only, and never across negations or episodes.
 */
function similarClaimChanged(fresh: NewFact, existing: readonly ExistingFact[]): FactRelation | undefined {
  if (!fresh.marksChange || fresh.negated || fresh.factType === 'episode') return undefined;
  const own = topicWords(fresh);
  if (own.size < 2) return undefined;
  let best: { fact: ExistingFact; score: number } | undefined;
  for (const e of existing) {
    if (e.subjectKey !== fresh.subjectKey || e.attribute === fresh.attribute || e.negated || e.factType === 'episode') continue;
    if (sameValue(e.value, fresh.value) || supersededSide(fresh, e) !== 'target') continue;
    const theirs = topicWords(e);
    const shared = [...theirs].filter((t) => own.has(t)).length;
    const score = shared / Math.min(own.size, theirs.size);
    if (shared >= 2 && score >= 0.75 && (!best || score > best.score || (score === best.score && e.validFrom > best.fact.validFrom))) best = { fact: e, score };
  }
  return best && { rel: 'updates', targetId: best.fact.id, superseded: 'target' };
}

/** What shape a value has: a date or time, an amount of money, a number, or words. */
function valueShape(value: string): string {
  if (isAtomic(value)) return 'time';
  if (/^[$€£¥]\s?\d|\d\s?(?:usd|eur|gbp|dollars?|euros?|pounds?)\b/i.test(value)) return 'money';
  // "500", "100 requests per minute", "three kids": a quantity, however its unit is worded.
  if (/^(?:\d[\d.,]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred)(?:\s|$)/i.test(value.trim())) return 'number';
  return 'words';
}

/**
 * "Mira uses Google as Mira's search engine", later "Mira changed Mira's default search engine to DuckDuckGo": the
 * attributes differ and the values share no word, but the sentences are about the same thing (search, engine). When
 * the new fact marks a change and nothing else was superseded, the subject's older claim sharing the most of those
 * topic nouns, with a value of the same shape (a date for a date, an amount for an amount), is the one that changed.
 * Forward in event time only, never across negations or episodes.
 */
function topicChanged(fresh: NewFact, existing: readonly ExistingFact[]): FactRelation | undefined {
  if (!fresh.marksChange || fresh.negated || fresh.factType === 'episode' || !fresh.topic?.length) return undefined;
  const own = new Set(fresh.topic);
  const shape = valueShape(fresh.value);
  let best: { fact: ExistingFact; shared: number } | undefined;
  for (const e of existing) {
    if (e.subjectKey !== fresh.subjectKey || e.negated || e.factType === 'episode' || !e.topic?.length) continue;
    if (sameValue(e.value, fresh.value) || supersededSide(fresh, e) !== 'target' || valueShape(e.value) !== shape) continue;
    const shared = e.topic.filter((t) => own.has(t)).length;
    if (shared > 0 && (!best || shared > best.shared || (shared === best.shared && e.validFrom > best.fact.validFrom))) best = { fact: e, shared };
  }
  return best && { rel: 'updates', targetId: best.fact.id, superseded: 'target' };
}

/** A stored fact found by meaning rather than by subject (the writer's pool), with its sentence's cosine to the new one. */
export interface SimilarFact {
  fact: ExistingFact;
  similarity: number;
}

/**
 * How close two fact sentences must be, by the bundled encoder's cosine, for a marked change to replace a claim it
 * shares no subject or attribute with. Read off pairs from the held-out rounds (docs/benchmarks.md, twenty-first
 * session): the claims a change replaced were at 0.49-0.93 to it, the closest unrelated claim of the same tenant at
 * 0.24-0.57.
 */
export const MEANING_MIN_SIMILARITY = 0.55;
/**
 * The bar for two claims of one person: every sentence about a speaker names them, which brings any two of them close
 * (LoCoMo's "Jolene has been working on a big project lately" and "Jolene uses the pomodoro technique" are at 0.63);
 * the held-out changes of one person's claims were at 0.68-0.79.
 */
export const MEANING_MIN_SIMILARITY_ONE_PERSON = 0.65;

/**
 * Whether facts about two subjects may be one claim said two ways: "The team deploys on Tuesdays" and "Deploys now
 * happen on Wednesdays", "Mina has 8 succulents" and "Mina's succulent collection is up to 15". Never two people (one
 * person's change never retires another's claim), and a person meets a thing only when the thing's name holds theirs.
 */
function subjectsMayMeet(a: string, b: string): boolean {
  if (a === b) return true;
  const person = (k: string) => (k.startsWith('person:') ? k.slice('person:'.length) : undefined);
  const pa = person(a);
  const pb = person(b);
  if (pa !== undefined && pb !== undefined) return false;
  const [who, thing] = pa !== undefined ? [pa, b] : pb !== undefined ? [pb, a] : [undefined, undefined];
  if (who === undefined || thing === undefined) return true;
  const words = new Set(thing.slice(thing.indexOf(':') + 1).split(/\s+/));
  return who.split(/\s+/).every((w) => words.has(w));
}

/** Attributes the rules name exactly: two different ones are never one claim said two ways. */
const NAMED_SLOTS = new Set(['lives_in', 'works_at', 'role', 'team', 'studies_at', 'commutes_by', 'drives', 'member_of', 'speaks', 'married_to', 'born_in', 'held_by', 'reports_to']);

/** Words that point elsewhere: a value holding one ("another one", "about this") is no value to compare. */
const POINTING = /\b(?:it|this|that|these|those|one|ones|them|something|anything|everything|myself|yourself|himself|herself|themselves|itself)\b/i;

/**
 * A claim the by-meaning step may compare: a plain value of at most six words that points nowhere else, no negation or
 * episode, and no liking (likings have rules of their own, and in conversation their sentences are close to many
 * others: "Caroline has been looking into counseling as a career" is not a change of "Caroline likes counseling or
 * working with people").
 */
function plainClaim(fact: RelatableFact): boolean {
  if (fact.negated || fact.factType === 'episode' || fact.attribute.startsWith('preference:') || /^(?:likes|dislikes)$/.test(fact.value)) return false;
  return fact.value.split(/\s+/).length <= 6 && !POINTING.test(fact.value);
}

/** The team of a workspace ("we", "the team"): the one whose choices its notes record. */
const TEAM_KEY = 'organization:team';

/**
 * Two values of one kind of product (value-kinds.ts) held by the same thing, by the team and a thing it runs ("builds
 * run on CircleCI", "we cut over to Buildkite"), or by a person and a thing of theirs: one choice said two ways.
 */
function oneChoiceOfKind(fresh: RelatableFact, existing: RelatableFact): boolean {
  const person = (k: string) => k.startsWith('person:');
  // A person's product and a thing of theirs ("User just got a Pixel 8", "User's phone is an iPhone 11"): one choice;
  // two people's never (`subjectsMayMeet` decides whose the thing is).
  if (person(fresh.subjectKey) !== person(existing.subjectKey)) return subjectsMayMeet(fresh.subjectKey, existing.subjectKey) && sameProductKind(fresh, existing);
  if (person(fresh.subjectKey)) return false;
  if (fresh.subjectKey !== existing.subjectKey && fresh.subjectKey !== TEAM_KEY && existing.subjectKey !== TEAM_KEY) return false;
  return sameProductKind(fresh, existing);
}

/**
 * "User's usual coffee order is a flat white", later "User's usual order is now a cortado": one thing named more or less
 * fully (every word of the shorter name in the longer, which has at most two more), the same claim of it; a name of one
 * word only within a name of at most three, for two values of one shape.
 */
function oneThingNamedTwice(fresh: RelatableFact, existing: RelatableFact): boolean {
  if (fresh.subjectKey === existing.subjectKey || fresh.subjectKey.startsWith('person:') || existing.subjectKey.startsWith('person:')) return false;
  if (!sameSlot(fresh.attribute, existing.attribute)) return false;
  const words = (k: string) => k.slice(k.indexOf(':') + 1).split(' ');
  const [short, long] = [words(fresh.subjectKey), words(existing.subjectKey)].sort((a, b) => a.length - b.length) as [string[], string[]];
  if (short.length === 1) {
    // ("my PhD defence is scheduled for 3 May", later "the defence has been pushed to 27 May": the thing named by its
    // head noun alone, when the fuller name has at most three words and the two values are of one shape.)
    return short[0]!.length >= 4 && long.length <= 3 && long.includes(short[0]!) && valueShape(fresh.value) === valueShape(existing.value);
  }
  return long.length - short.length <= 2 && short.every((w) => long.includes(w));
}

function sameProductKind(fresh: RelatableFact, existing: RelatableFact): boolean {
  const kind = valueKind(fresh.value);
  return kind !== undefined && kind === valueKind(existing.value);
}

/**
 * "The rate limit is 100 requests per minute", later "The rate limit was raised to 500 requests per minute"; "Ana
 * browses with Safari", later "Ana dropped Safari for Arc": one claim worded so differently that no subject, attribute
 * or topic rule links the two. When the newer of the two (in event time) marks a change, the older is latest, both
 * hold a value of one shape (a date for a date, an amount for an amount) and differ, and the two sentences mean
 * nearly the same (`MEANING_MIN_SIMILARITY`), the closest such claim is the one that changed. Never across negations
 * or episodes, never between two people.
 */
function changedByMeaning(fresh: NewFact, similar: readonly SimilarFact[]): { best: SimilarFact; named: SimilarFact[] } | undefined {
  if (!plainClaim(fresh)) return undefined;
  // Every claim that qualifies as one thing named another way (kept so the same old value said of it twice retires too).
  const sameThing: SimilarFact[] = [];
  const shape = valueShape(fresh.value);
  let best: SimilarFact | undefined;
  for (const s of similar) {
    const e = s.fact;
    const onePerson = e.subjectKey === fresh.subjectKey && fresh.subjectKey.startsWith('person:');
    // "on-call alerts are sent through PagerDuty", later "we moved on-call alerting from PagerDuty to Opsgenie": a change
    // that names the value it replaces finds the claim holding it however differently the two are worded (forward in
    // event time only, as `replacedUnderAnotherAttribute`).
    const named = (namesReplaced(fresh, e) && supersededSide(fresh, e) === 'target') || (namesReplaced(e, fresh) && supersededSide(fresh, e) === 'new');
    // "builds run on CircleCI", later "we cut over to Buildkite": one choice of a kind of product (value-kinds.ts), or
    // one thing named more or less fully ("User's usual coffee order", "User's usual order"), whatever the cosine.
    const kind = !named && (oneChoiceOfKind(fresh, e) || oneThingNamedTwice(fresh, e));
    if ((!named && !kind && s.similarity < (onePerson ? MEANING_MIN_SIMILARITY_ONE_PERSON : MEANING_MIN_SIMILARITY)) || !plainClaim(e)) continue;
    if (!subjectsMayMeet(fresh.subjectKey, e.subjectKey) || (!named && !kind && valueShape(e.value) !== shape)) continue;
    // Two roles ("the PTA treasurer", "the PTA secretary") or two groups' leaders are two claims however alike they read.
    if (/^(?:held_by|led_by)$/.test(fresh.attribute) && fresh.attribute === e.attribute && fresh.subjectKey !== e.subjectKey && !oneThingNamedTwice(fresh, e)) continue;
    // Where someone lives and where they work are two claims however alike their sentences read.
    if (NAMED_SLOTS.has(slotOf(fresh.attribute)) && NAMED_SLOTS.has(slotOf(e.attribute)) && slotOf(fresh.attribute) !== slotOf(e.attribute)) continue;
    if (sameValue(e.value, fresh.value) || addsDetail(e.value, fresh.value) || addsDetail(fresh.value, e.value)) continue;
    if (fresh.validFrom.getTime() === e.validFrom.getTime()) continue;
    const side = supersededSide(fresh, e);
    if (!(side === 'target' ? fresh : e).marksChange) continue;
    if (!named && oneThingNamedTwice(fresh, e)) sameThing.push(s);
    if (!best || (named ? 1 : s.similarity) > best.similarity) best = named ? { ...s, similarity: 1 } : s;
  }
  return best && { best, named: sameThing };
}

export function meaningChanged(fresh: NewFact, similar: readonly SimilarFact[]): FactRelation | undefined {
  const found = changedByMeaning(fresh, similar);
  return found && { rel: 'updates', targetId: found.best.fact.id, superseded: supersededSide(fresh, found.best.fact) };
}

/**
 * `meaningChanged`'s claim, and with it every other claim of the same old value about the same thing named another way
 * ("Hana's wedding is on 14 June" and "Luis's wedding is on 14 June", later "the wedding is now on 20 September").
 */
export function meaningChangedAll(fresh: NewFact, similar: readonly SimilarFact[]): FactRelation[] {
  const found = changedByMeaning(fresh, similar);
  if (!found) return [];
  const side = supersededSide(fresh, found.best.fact);
  const also = side === 'target' ? found.named.filter((s) => s.fact.id !== found.best.fact.id && sameValue(s.fact.value, found.best.fact.value) && supersededSide(fresh, s.fact) === 'target') : [];
  return [found.best, ...also].map((s) => ({ rel: 'updates' as const, targetId: s.fact.id, superseded: side }));
}
