// Category from structure and vocabulary. Categories are free-form in the spec; these names are Engram's stable set.
import { CHECKPOINT_KINDS } from '@engram/core';
import type { SourceType } from './source-type';

export const CATEGORIES = [
  'checkpoint',
  'code',
  'email',
  'meeting_notes',
  'legal',
  'finance',
  'research',
  'technical',
  'personal',
  'data',
  'general',
] as const;
export type Category = (typeof CATEGORIES)[number];

type Vocabulary = ReadonlyArray<RegExp>;

// Each pattern is one piece of evidence; a category needs two distinct pieces so a single stray word decides nothing.
const VOCABULARIES: ReadonlyArray<[Category, Vocabulary]> = [
  [
    'meeting_notes',
    [/\bmeeting (notes|minutes)\b/, /\bminutes\b/, /\bagenda\b/, /\battendees?\b/, /\baction items?\b/, /\bnext steps\b/,
      /\bparticipants\b/, /\bstand-?up\b/, /\bretro(spective)?\b/, /\bdecisions?\b/, /\bfollow[- ]ups?\b/],
  ],
  [
    'legal',
    [/\bagreement\b/, /\bcontract\b/, /\bhereby\b/, /\bhereinafter\b/, /\bpart(y|ies)\b/, /\bclause\b/, /\bliabilit(y|ies)\b/,
      /\bindemnif/, /\bgoverning law\b/, /\bjurisdiction\b/, /\bterms and conditions\b/, /\bwarrant(y|ies)\b/,
      /\btermination\b/, /\bwhereas\b/],
  ],
  [
    'finance',
    [/\binvoices?\b/, /\brevenue\b/, /\bbudget\b/, /\bexpenses?\b/, /\bprofit\b/, /\bebitda\b/, /\bbalance sheet\b/,
      /\bcash ?flow\b/, /\bfiscal\b/, /\bquarterly\b/, /\bforecast\b/, /\btax(es)?\b/, /\bpayments?\b/,
      /(\$|€|£)\s?\d/, /\b(usd|eur|gbp)\b/],
  ],
  [
    'research',
    [/\babstract\b/, /\bhypothes[ie]s\b/, /\bmethod(s|ology)\b/, /\bparticipants\b/, /\bexperiments?\b/, /\bet al\b/,
      /\bdoi\b/, /\bstatistically significant\b/, /\bresults (show|suggest|indicate)\b/, /\bstudy\b/, /\bp ?< ?0?\.\d/,
      /\bcohort\b/, /\brandomi[sz]ed\b/],
  ],
  [
    'technical',
    [/\bapi\b/, /\bendpoints?\b/, /\bservers?\b/, /\bdatabases?\b/, /\bdeploy(ment|ed|s)?\b/, /\bkubernetes\b/,
      /\bconfiguration\b/, /\barchitecture\b/, /\blatency\b/, /\bstack trace\b/, /\bbugs?\b/, /\brepositor(y|ies)\b/,
      /\bdocker\b/, /\bqueries\b|\bquery\b/, /\bcli\b/, /\bsdk\b/, /\binstall(ation)?\b/],
  ],
  [
    'personal',
    [/\bdear diary\b/, /\bmy (wife|husband|partner|mom|mum|dad|kids?|family|birthday)\b/, /\bvacation\b|\bholiday\b/,
      /\bgrocer(y|ies)\b/, /\bi feel\b/, /\bweekend\b/, /\bjournal\b/, /\brecipe\b/, /\bworkout\b/, /\bdoctor'?s? appointment\b/],
  ],
];

export interface CategoryInput {
  sourceType: SourceType;
  /** Lowercased title and prose. */
  text: string;
  metadata?: Record<string, unknown>;
  hasExtractableData: boolean;
}

export function categorize(input: CategoryInput): Category {
  const kind = input.metadata?.checkpoint_kind;
  if (typeof kind === 'string' && (CHECKPOINT_KINDS as readonly string[]).includes(kind.trim().toLowerCase())) {
    return 'checkpoint';
  }
  if (input.sourceType === 'code') return 'code';

  let best: Category | undefined;
  let bestHits = 1; // at least two pieces of evidence
  for (const [category, vocabulary] of VOCABULARIES) {
    const hits = vocabulary.filter((re) => re.test(input.text)).length;
    if (hits > bestHits) {
      best = category;
      bestHits = hits;
    }
  }
  // An email is an email unless its content is clearly about something more specific (an invoice, a contract).
  if (input.sourceType === 'email') return best && bestHits >= 3 ? best : 'email';
  if (best) return best;
  return input.hasExtractableData && input.sourceType !== 'markdown' && input.sourceType !== 'text' ? 'data' : 'general';
}
