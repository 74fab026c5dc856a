// Sensitivity from what the text says about itself and what it contains: personal data > confidentiality markers >
// organisation-internal signals > public. Markers are matched on lowercased text as whole phrases.
import { isSensitivity, sensitivityRank, type Sensitivity } from '@engram/core';

export interface SensitivitySignals {
  /** Kinds of personal data found (never the values). */
  piiKinds: readonly string[];
  /** Confidentiality markers found, as short stable labels (e.g. `confidential`, `credentials`). */
  confidentialMarkers: string[];
  internalMarkers: string[];
}

const CONFIDENTIAL: ReadonlyArray<[label: string, pattern: RegExp]> = [
  ['confidential', /\b(strictly |highly )?confidential\b|\bvertraulich\b|\bconfidentiel(le)?\b|\bconfidencial\b/],
  ['restricted', /\b(restricted|classified|privileged (and|&) confidential|attorney[- ]client privilege)\b/],
  ['do-not-distribute', /\b(do not (distribute|forward|share)|not for (distribution|circulation))\b/],
  ['nda', /\b(nda|non-disclosure agreement|under embargo)\b/],
  ['credentials', /\b(passwords?|passphrase|api[ _-]?keys?|secret[ _-]?keys?|access[ _-]?tokens?|client[ _-]?secret|private[ _-]?key)\b/],
  ['compensation', /\b(salary|salaries|compensation package|payroll|bonus structure)\b/],
];

// Key material is confidential whatever the surrounding words.
const SECRET_SHAPES: RegExp[] = [
  /-----BEGIN (RSA |EC |OPENSSH |PGP )?PRIVATE KEY( BLOCK)?-----/,
  /\bAKIA[0-9A-Z]{16}\b/, // AWS access key id
  /\bgh[pousr]_[A-Za-z0-9]{36}\b/, // GitHub token
  /\bsk-[A-Za-z0-9_-]{20,}\b/, // OpenAI-style secret key
  /\bxox[abprs]-[A-Za-z0-9-]{10,}\b/, // Slack token
];

const INTERNAL: ReadonlyArray<[label: string, pattern: RegExp]> = [
  ['internal-only', /\b(internal (use )?only|for internal use|internal distribution|company[- ]internal|intern(e|al) use)\b/],
  ['not-external', /\b(not for external|do not share (outside|externally)|employees only|staff only)\b/],
  ['draft', /\b(draft - not final|preliminary draft|work in progress)\b/],
  ['org-planning', /\b(roadmap|okrs?|all[- ]hands|standup|stand-up|retro(spective)?|sprint planning|org chart|headcount)\b/],
  ['intranet', /\b(intranet|internal wiki|confluence|jira)\b/],
];

export function sensitivitySignals(text: string, piiKinds: readonly string[]): SensitivitySignals {
  const lower = text.toLowerCase();
  const confidentialMarkers = CONFIDENTIAL.filter(([, re]) => re.test(lower)).map(([label]) => label);
  if (SECRET_SHAPES.some((re) => re.test(text)) && !confidentialMarkers.includes('credentials')) {
    confidentialMarkers.push('credentials');
  }
  const internalMarkers = INTERNAL.filter(([, re]) => re.test(lower)).map(([label]) => label);
  return { piiKinds, confidentialMarkers, internalMarkers };
}

/**
 * The highest level any signal reaches. `floors` (a caller's declared sensitivity, one implied by the category; any
 * value that is not a sensitivity is ignored) can raise the result but never lower it: errors go towards protection.
 */
export function decideSensitivity(signals: SensitivitySignals, floors: readonly unknown[] = []): Sensitivity {
  let level: Sensitivity = 'public';
  if (signals.internalMarkers.length > 0) level = 'internal';
  if (signals.confidentialMarkers.length > 0) level = 'confidential';
  if (signals.piiKinds.length > 0) level = 'personal';
  for (const floor of floors) {
    if (isSensitivity(floor) && sensitivityRank(floor) > sensitivityRank(level)) level = floor;
  }
  return level;
}
