// Literal prefilters for the extractor's regular expressions, the way RE2, Hyperscan and ripgrep skip a regex that
// cannot match: from a pattern's syntax tree, a set of literal strings one of which every match must contain (or the
// input must contain, for a lookaround's), so a clause that contains none of them is passed over without running the
// regex. Most rules fail on most clauses, and a failing regex with a leading lookbehind costs a try at every position;
// a few `includes` calls cost far less. The gate only ever says "cannot match" when that is certain: literals are
// compared lower-cased against a lower-cased input, so case never hides a match.
import { parseRegExpLiteral, type AST } from '@eslint-community/regexpp';

/** Most strings a part of a pattern may stand for before it is treated as "some text" (a cross product grows fast). */
const MAX_EXACT = 64;

interface Literals {
  /** Every string the part can match, lower-cased, when they are few ("" for a zero-width part). */
  exact?: Set<string>;
  /** Strings one of which every match (or, from a lookaround, the input) contains; none empty. */
  required?: Set<string>;
}

/** How much a set of required strings narrows: its shortest string's length, then fewer strings. */
function strength(set: Set<string>): number {
  let shortest = Infinity;
  for (const s of set) shortest = Math.min(shortest, s.trim().length);
  return shortest === 0 ? -1 : Math.min(shortest, 8) * 1000 - set.size;
}

function strongest(candidates: Array<Set<string> | undefined>): Set<string> | undefined {
  let best: Set<string> | undefined;
  for (const c of candidates) if (c && c.size > 0 && strength(c) > 0 && (!best || strength(c) > strength(best))) best = c;
  return best;
}

function product(a: Set<string>, b: Set<string>): Set<string> | undefined {
  if (a.size * b.size > MAX_EXACT) return undefined;
  const out = new Set<string>();
  for (const x of a) for (const y of b) out.add(x + y);
  return out;
}

function disjunction(alternatives: AST.Alternative[]): Literals {
  const parts = alternatives.map(sequence);
  let exact: Set<string> | undefined = new Set<string>();
  for (const p of parts) {
    if (!p.exact || !exact || exact.size + p.exact.size > MAX_EXACT) exact = undefined;
    else for (const s of p.exact) exact.add(s);
  }
  // Each alternative must name something, and the match contains one of them.
  let required: Set<string> | undefined = new Set<string>();
  for (const p of parts) {
    const own = strongest([p.exact, p.required]);
    if (!own || !required) {
      required = undefined;
      break;
    }
    for (const s of own) required.add(s);
  }
  return { ...(exact ? { exact } : {}), ...(required ? { required } : {}) };
}

function sequence(alternative: AST.Alternative): Literals {
  const candidates: Array<Set<string> | undefined> = [];
  let run: Set<string> | undefined = new Set(['']);
  let whole = true;
  for (const element of alternative.elements) {
    const part = literalsOf(element);
    candidates.push(part.required);
    const joined: Set<string> | undefined = part.exact && run ? product(run, part.exact) : undefined;
    if (joined) {
      run = joined;
      continue;
    }
    whole = false;
    candidates.push(run, part.exact);
    run = new Set(['']);
  }
  candidates.push(run);
  return { ...(whole && run ? { exact: run } : {}), ...withRequired(strongest(candidates)) };
}

function withRequired(required: Set<string> | undefined): Literals {
  return required ? { required } : {};
}

function literalsOf(node: AST.Element): Literals {
  switch (node.type) {
    case 'Character':
      return { exact: new Set([String.fromCodePoint(node.value).toLowerCase()]) };
    case 'CharacterClass': {
      // A short class of single characters ("[Ss]") is their choice; anything else is some character.
      if (node.negate || node.elements.length > 8 || !node.elements.every((e) => e.type === 'Character')) return {};
      return { exact: new Set(node.elements.map((e) => String.fromCodePoint((e as AST.Character).value).toLowerCase())) };
    }
    case 'Group':
    case 'CapturingGroup':
      return disjunction(node.alternatives);
    case 'CharacterSet':
      // The gate's text has every run of white space as one space, so "\s" is a space there.
      return node.kind === 'space' && !node.negate ? { exact: new Set([' ']) } : {};
    case 'Quantifier': {
      // ("\s+" is one space in the gate's text, "\s*" one or none.)
      if (node.element.type === 'CharacterSet' && node.element.kind === 'space' && !node.element.negate) {
        return { exact: new Set(node.min === 0 ? ['', ' '] : [' ']) };
      }
      const inner = literalsOf(node.element);
      const max = node.max ?? Infinity;
      if (inner.exact && max <= 2) {
        // "s?", "(?:the\s)?" written as literals: each count's strings.
        let all: Set<string> | undefined = new Set(node.min === 0 ? [''] : []);
        let power: Set<string> | undefined = new Set(['']);
        for (let n = 1; n <= max && all && power; n++) {
          power = product(power, inner.exact);
          if (!power) all = undefined;
          else if (n >= node.min) for (const s of power) all?.add(s);
        }
        if (all && all.size <= MAX_EXACT) return { exact: all, ...withRequired(node.min >= 1 ? strongest([inner.exact, inner.required]) : undefined) };
      }
      return node.min >= 1 ? withRequired(strongest([inner.exact, inner.required])) : {};
    }
    case 'Assertion':
      // Zero-width; what a positive lookaround needs, the input needs.
      if ((node.kind === 'lookahead' || node.kind === 'lookbehind') && !node.negate) {
        const inner = disjunction(node.alternatives);
        return { exact: new Set(['']), ...withRequired(strongest([inner.exact, inner.required])) };
      }
      return { exact: new Set(['']) };
    default:
      // Character sets (\s, \p{Lu}, .), backreferences, class ranges: some text.
      return {};
  }
}

/**
 * The literals one of which every match of `re` needs in its input (lower-cased), or undefined when the pattern
 * names none worth testing (shorter than three characters).
 */
export function requiredLiterals(re: RegExp): string[] | undefined {
  const whole = disjunction(parseRegExpLiteral(re).pattern.alternatives);
  const strings = strongest([whole.exact, whole.required]);
  const found = strings && [...new Set([...strings].map(gateText))];
  if (!found || found.some((s) => s.trim().length < 3)) return undefined;
  // "week" in the text is enough to look further; "weekly" adds nothing.
  return found.filter((s) => !found.some((t) => t !== s && s.includes(t)));
}

/** The input as gates compare it: lower-cased ("ſ", which /iu folds to "s", too), every run of white space one space. */
function gateText(text: string): string {
  return text.toLowerCase().replace(/\u017f/g, 's').replace(/\s+/g, ' ');
}

/**
 * Aho-Corasick over the literals of many patterns (as RE2::Set and Hyperscan do): one pass over a text finds every
 * literal it contains, overlaps included, instead of a substring search per literal per pattern.
 */
class LiteralAutomaton {
  private readonly next: Array<Map<number, number>> = [new Map()];
  private readonly fail: number[] = [0];
  private readonly found: number[][] = [[]];

  constructor(literals: readonly string[]) {
    literals.forEach((literal, id) => {
      let state = 0;
      for (let i = 0; i < literal.length; i++) {
        const c = literal.charCodeAt(i);
        let to = this.next[state]!.get(c);
        if (to === undefined) {
          to = this.next.length;
          this.next.push(new Map());
          this.fail.push(0);
          this.found.push([]);
          this.next[state]!.set(c, to);
        }
        state = to;
      }
      this.found[state]!.push(id);
    });
    // Breadth first: a state's failure link is the longest proper suffix that is also a prefix of some literal.
    const queue = [...this.next[0]!.values()];
    for (let head = 0; head < queue.length; head++) {
      const state = queue[head]!;
      for (const [c, to] of this.next[state]!) {
        let f = this.fail[state]!;
        while (f !== 0 && !this.next[f]!.has(c)) f = this.fail[f]!;
        const target = this.next[f]!.get(c);
        this.fail[to] = target !== undefined && target !== to ? target : 0;
        this.found[to] = [...this.found[to]!, ...this.found[this.fail[to]!]!];
        queue.push(to);
      }
    }
  }

  /** Marks in `seen` every literal `text` contains. */
  scan(text: string, seen: Uint8Array): void {
    let state = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      let to = this.next[state]!.get(c);
      while (to === undefined && state !== 0) {
        state = this.fail[state]!;
        to = this.next[state]!.get(c);
      }
      state = to ?? 0;
      for (const id of this.found[state]!) seen[id] = 1;
    }
  }
}

/** Literal gates for a list of patterns, tested together: `open(text)` says which of them may match the text. */
export class LiteralGates {
  private readonly literalIds: Array<number[] | undefined>;
  private readonly literalCount: number;
  private readonly automaton: LiteralAutomaton;

  constructor(patterns: readonly RegExp[]) {
    const ids = new Map<string, number>();
    this.literalIds = patterns.map((re) =>
      requiredLiterals(re)?.map((literal) => {
        if (!ids.has(literal)) ids.set(literal, ids.size);
        return ids.get(literal)!;
      }),
    );
    this.literalCount = ids.size;
    this.automaton = new LiteralAutomaton([...ids.keys()]);
  }

  /** A test per pattern index, false only when that pattern cannot match `text`. */
  open(text: string): (index: number) => boolean {
    const seen = new Uint8Array(this.literalCount);
    this.automaton.scan(gateText(text), seen);
    return (index) => {
      const ids = this.literalIds[index];
      return !ids || ids.some((id) => seen[id] === 1);
    };
  }
}

/** A rewrite of a text: a pattern and its replacement, as `String.prototype.replace` takes them. */
export type Rewrite = readonly [RegExp, string | ((matched: string, ...groups: any[]) => string)];

/**
 * Rewrites applied in order, each passed over where its pattern cannot match; after a rewrite changes the text the
 * gates are read again for what it now says.
 */
export class GatedRewrites {
  private readonly gates: LiteralGates;

  constructor(private readonly rewrites: readonly Rewrite[]) {
    this.gates = new LiteralGates(rewrites.map(([re]) => re));
  }

  apply(text: string): string {
    let mayMatch = this.gates.open(text);
    this.rewrites.forEach(([re, to], i) => {
      if (!mayMatch(i)) return;
      const next = typeof to === 'string' ? text.replace(re, to) : text.replace(re, to);
      if (next !== text) {
        text = next;
        mayMatch = this.gates.open(text);
      }
    });
    return text;
  }
}
