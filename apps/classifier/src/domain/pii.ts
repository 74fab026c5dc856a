// Personal-data detectors. They report kinds and spans; spans exist only so callers can redact text before deriving
// summaries or keywords from it. No matched value ever leaves this module's callers in a Classification.
import { findPhoneNumbersInText, type CountryCode } from 'libphonenumber-js';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

export const PII_KINDS = ['email', 'phone', 'card', 'iban', 'us_ssn', 'uk_nino', 'es_dni'] as const;
export type PiiKind = (typeof PII_KINDS)[number];

export interface PiiFinding {
  kind: PiiKind;
  start: number;
  end: number;
}

export interface PiiDetectorOptions {
  /** Regions whose national phone formats are recognised; numbers written with a leading + are found regardless. */
  phoneRegions?: readonly CountryCode[];
}

const DEFAULT_PHONE_REGIONS: readonly CountryCode[] = ['US', 'GB'];

// Local part and domain per the common practical subset of RFC 5322; a TLD of 2+ letters avoids "a@b.c" noise.
// The lookbehind anchors matches at the start of a token: without it a long token with no @ costs quadratic time.
const EMAIL = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24}\b/g;

function findEmails(text: string): PiiFinding[] {
  return [...text.matchAll(EMAIL)].map((m) => ({ kind: 'email', start: m.index, end: m.index + m[0].length }));
}

function findPhones(text: string, regions: readonly CountryCode[]): PiiFinding[] {
  const out: PiiFinding[] = [];
  for (const defaultCountry of regions) {
    // libphonenumber validates against each country's numbering plan, so dates, ids and card numbers do not match.
    for (const found of findPhoneNumbersInText(text, { defaultCountry })) {
      out.push({ kind: 'phone', start: found.startsAt, end: found.endsAt });
    }
  }
  return out;
}

/** Luhn checksum over a digit string (ISO/IEC 7812). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

// 13-19 digits, optionally grouped by single spaces or dashes, not glued to other digits.
const CARD = /(?<![\d-])\d(?:[ -]?\d){12,18}(?![\d-])/g;

function findCards(text: string): PiiFinding[] {
  const out: PiiFinding[] = [];
  for (const m of text.matchAll(CARD)) {
    const digits = m[0].replace(/[ -]/g, '');
    // Issuer prefixes in use start with 2-6 (Mastercard 2/5, Amex/Diners 3, Visa 4, Discover/UnionPay 6);
    // this also rejects all-zero strings, which pass Luhn.
    if (!/^[2-6]/.test(digits) || /^(\d)\1+$/.test(digits)) continue;
    if (luhnValid(digits)) out.push({ kind: 'card', start: m.index, end: m.index + m[0].length });
  }
  return out;
}

// Country code, check digits, then BBAN written compact or in groups of four.
const IBAN = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}\b/g;

function findIbans(text: string): PiiFinding[] {
  const out: PiiFinding[] = [];
  for (const m of text.matchAll(IBAN)) {
    // A greedy match can swallow a following short token ("... 00 AB"); retry by dropping trailing groups.
    let candidate = m[0];
    while (candidate.length >= 15) {
      const compact = electronicFormatIBAN(candidate) ?? '';
      if (isValidIBAN(compact)) {
        out.push({ kind: 'iban', start: m.index, end: m.index + candidate.length });
        break;
      }
      const cut = candidate.lastIndexOf(' ');
      if (cut <= 4) break;
      candidate = candidate.slice(0, cut);
    }
  }
  return out;
}

const SSN = /(?<![\d-])(\d{3})([- ])(\d{2})\2(\d{4})(?![\d-])/g;
// Numbers the SSA never issues or has publicly voided (advertising and wallet-card examples).
const VOID_SSNS = new Set(['078051120', '219099999', '123456789']);

/** US SSN validity per SSA rules: area not 000, 666 or 9xx; group not 00; serial not 0000. */
export function ssnValid(area: string, group: string, serial: string): boolean {
  if (area === '000' || area === '666' || area.startsWith('9')) return false;
  if (group === '00' || serial === '0000') return false;
  return !VOID_SSNS.has(area + group + serial);
}

function findSsns(text: string): PiiFinding[] {
  const out: PiiFinding[] = [];
  for (const m of text.matchAll(SSN)) {
    const [, area = '', , group = '', serial = ''] = m;
    if (ssnValid(area, group, serial)) out.push({ kind: 'us_ssn', start: m.index, end: m.index + m[0].length });
  }
  return out;
}

// UK National Insurance number: first letter not D F I Q U V, second not D F I O Q U V, suffix A-D.
const NINO = /\b([A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]) ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b/g;
const NINO_INVALID_PREFIXES = new Set(['BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ']);

function findNinos(text: string): PiiFinding[] {
  const out: PiiFinding[] = [];
  for (const m of text.matchAll(NINO)) {
    if (NINO_INVALID_PREFIXES.has(m[1] ?? '')) continue;
    out.push({ kind: 'uk_nino', start: m.index, end: m.index + m[0].length });
  }
  return out;
}

// Spanish DNI (8 digits + letter) and NIE (X/Y/Z + 7 digits + letter); the letter is the number mod 23.
const DNI = /\b([XYZ]?)-?(\d{7,8})-?([A-Z])\b/g;
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

export function spanishIdValid(prefix: string, digits: string, letter: string): boolean {
  if (prefix === '' && digits.length !== 8) return false;
  if (prefix !== '' && digits.length !== 7) return false;
  const prefixDigit = prefix === '' ? '' : String('XYZ'.indexOf(prefix)); // NIE: X=0, Y=1, Z=2
  const number = Number(prefixDigit + digits);
  return DNI_LETTERS[number % 23] === letter;
}

function findSpanishIds(text: string): PiiFinding[] {
  const out: PiiFinding[] = [];
  for (const m of text.matchAll(DNI)) {
    const [, prefix = '', digits = '', letter = ''] = m;
    if (spanishIdValid(prefix, digits, letter)) out.push({ kind: 'es_dni', start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** Every personal-data finding in `text`, sorted by position; overlapping findings are all kept. */
export function detectPii(text: string, options: PiiDetectorOptions = {}): PiiFinding[] {
  const findings = [
    ...findEmails(text),
    ...findPhones(text, options.phoneRegions ?? DEFAULT_PHONE_REGIONS),
    ...findCards(text),
    ...findIbans(text),
    ...findSsns(text),
    ...findNinos(text),
    ...findSpanishIds(text),
  ];
  return findings.sort((a, b) => a.start - b.start || b.end - a.end);
}

/** Distinct kinds in a stable order (the order of PII_KINDS). */
export function piiKinds(findings: readonly PiiFinding[]): PiiKind[] {
  const seen = new Set(findings.map((f) => f.kind));
  return PII_KINDS.filter((k) => seen.has(k));
}

/** Replaces every finding with a placeholder such as `[email]`, so derived text (summary, keywords) cannot carry it. */
export function redactPii(text: string, findings: readonly PiiFinding[]): string {
  let out = '';
  let cursor = 0;
  for (const f of findings) {
    if (f.end <= cursor) continue; // fully inside an earlier, already redacted span
    out += text.slice(cursor, Math.max(cursor, f.start)) + `[${f.kind}]`;
    cursor = f.end;
  }
  return out + text.slice(cursor);
}
