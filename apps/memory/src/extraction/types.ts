// What an extractor returns for a document: self-contained facts with their subject, a normalized attribute/value
// claim that supersession works on, event time, and the entities they mention.

export const FACT_TYPES = ['fact', 'preference', 'episode', 'decision'] as const;
export type FactType = (typeof FACT_TYPES)[number];

export const ENTITY_TYPES = ['person', 'organization', 'project', 'place', 'product', 'concept'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export interface EntityRef {
  /** Surface form as written (the speaker's name for "I"); normalize with `normalizeEntityName` for matching. */
  name: string;
  type: EntityType;
}

/** One claim a fact makes besides its main one (`ExtractedFact.also`). */
export interface ClaimPart {
  attribute: string;
  value: string;
}

export interface ExtractionInput {
  text: string;
  title?: string;
  /** Who wrote or said the text (`metadata.speaker`); "I" resolves to it. Lines `Name: text` override it per line. */
  speaker?: string;
  /** `metadata.occurred_at`, else the document's creation time. Relative dates resolve against it. */
  referenceTime: Date;
}

export interface ExtractedFact {
  /** One self-contained sentence naming its subject (never "I", "he", "we"). */
  content: string;
  factType: FactType;
  /** 0..1; hedges (maybe, might, probably, I think, considering) lower it. */
  confidence: number;
  subject: EntityRef;
  /** Normalized key of the claim: `lives_in`, `works_at`, `preference:coffee`, `has:cat`, `scheduled_for`, ... */
  attribute: string;
  /** Normalized value (lower case, no articles or diacritics); `likes`/`dislikes` for preferences. */
  value: string;
  /** "no longer lives in Paris", "doesn't like tea": the claim with `negated` = true. */
  negated: boolean;
  /**
   * Whether this value replaces any other value of the attribute for the subject. True for single-valued attributes
   * (lives_in, works_at, is, preference:*); for multi-valued ones (uses, owns, speaks) only when the text marks a
   * change ("switched to", "instead", "now").
   */
  exclusive: boolean;
  /**
   * The value the text says this one replaces, normalized ("switched from Datadog to Grafana", "replaced my Honda with
   * a Tesla", "React instead of Angular"): an older fact of the same subject with that value stops being latest even
   * under another attribute ("drives" -> "uses").
   */
  replaces?: string;
  /**
   * Further claims the same sentence makes about the subject: "I'm a junior accountant at Grant Thornton" is where the
   * subject works and its job title, so a promotion (a new `role`) or a new employer (a new `works_at`) updates it.
   */
  also?: ClaimPart[];
  /** The text marks a change over time ("now", "anymore", "no longer", "switched"): a negation of an older claim then updates it. */
  marksChange?: boolean;
  /**
   * Common nouns of the sentence besides its subject and value (lemmas): what the claim is about when its attribute
   * does not say it ("uses Google as a search engine"), so a change worded another way can find it.
   */
  topic?: string[];
  /** When the fact became true: the stated date resolved against the reference time, else the reference time. */
  validFrom: Date;
  entities: EntityRef[];
  /**
   * Indexes (into the same result array) of the facts this one was inferred from: "I moved to Paris, so I now commute
   * by metro" gives the commute fact `derivedFrom: [index of the lives_in fact]`. When a source stops being latest,
   * the facts derived from it should be re-checked and retired.
   */
  derivedFrom: number[];
}

export interface Extractor {
  readonly kind: 'offline' | 'llm';
  extract(input: ExtractionInput): Promise<ExtractedFact[]>;
  /** Several documents or chunks at once (the LLM extractor batches them into fewer calls); results in input order. */
  extractMany(inputs: readonly ExtractionInput[]): Promise<ExtractedFact[][]>;
}
