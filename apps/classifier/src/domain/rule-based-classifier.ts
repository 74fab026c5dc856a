// The offline classifier: deterministic rules and small pure-JS libraries, no model and no network.
// Personal data is detected first and redacted from every text the other heuristics see, so no matched value can
// reach the summary, the tags or the extracted data.
import path from 'node:path';
import { DEFAULT_OFF_THREAD_MIN_CHARS, type Classification } from '@engram/core';
import { OffThread } from '@engram/runtime';
import type { CountryCode } from 'libphonenumber-js';
import { categorize } from './category';
import type { ClassifyInput, ContentClassifier } from './content-classifier';
import { topKeywords } from './keywords';
import { UNDETERMINED, detectLanguage } from './language';
import { detectPii, piiKinds, redactPii } from './pii';
import { proseBlocks } from './prose';
import { decideSensitivity, sensitivitySignals } from './sensitivity';
import { detectSourceType, type SourceType } from './source-type';
import { extractStructuredData } from './structured-data';
import { extractiveSummary, leadSummary } from './summary';
import { normaliseTags } from './tags';

export const RULE_BASED_MODEL = 'engram-rules-v1';

export interface RuleBasedClassifierOptions {
  /** Regions whose national phone formats count as phone numbers (default US and GB); +-prefixed ones always count. */
  phoneRegions?: readonly CountryCode[];
  /**
   * Inputs of at least this many characters (title and content) are classified in a worker thread, so the caller's
   * event loop stays free (a 10 MiB document takes seconds); smaller ones on the caller's thread, where the copy to a
   * thread would cost more than it saves. Default 65,536; `Infinity` keeps every input on the caller's thread.
   */
  offThreadMinChars?: number;
}

/** Categories that are organisation-internal by nature, whatever words they use. */
const INTERNAL_CATEGORIES = new Set(['meeting_notes', 'checkpoint']);
const LEAD_SUMMARY_TYPES = new Set<SourceType>(['code', 'json', 'yaml', 'csv', 'spreadsheet', 'xml']);

/** The rules on the calling thread (classify-thread.ts runs this in the worker thread). */
export function classifyWithRules(
  input: ClassifyInput,
  options: Pick<RuleBasedClassifierOptions, 'phoneRegions'> = {},
): Classification {
  const title = input.title ?? '';
  const findings = detectPii(`${title}\n${input.content}`, { phoneRegions: options.phoneRegions });
  const kinds = piiKinds(findings);
  // Redact title and content separately so offsets stay right for each.
  const titleLength = title.length + 1;
  const safeTitle = redactPii(
    title,
    findings.filter((f) => f.end <= title.length),
  );
  const safeContent = redactPii(
    input.content,
    findings
      .filter((f) => f.start >= titleLength)
      .map((f) => ({ ...f, start: f.start - titleLength, end: f.end - titleLength })),
  );

  const sourceType = detectSourceType(input);
  const blocks = proseBlocks(safeContent, sourceType);
  const prose = blocks.join('\n\n');
  const language = detectLanguage(`${safeTitle}\n${prose}`);
  const structured = extractStructuredData(safeContent, sourceType);
  const category = categorize({
    sourceType,
    // Raw (redacted) text, not prose: headings such as "Agenda" or "Action items" are evidence too.
    text: `${safeTitle}\n${safeContent}`.toLowerCase(),
    metadata: input.metadata,
    hasExtractableData: structured.hasExtractableData,
  });

  const signals = sensitivitySignals(`${title}\n${input.content}`, kinds);
  // A caller's declared sensitivity and the category's nature can raise the level, never lower it.
  const sensitivity = decideSensitivity(signals, [
    input.metadata?.sensitivity,
    INTERNAL_CATEGORIES.has(category) ? 'internal' : undefined,
  ]);

  const textLanguage = language ?? 'en';
  // Code and data files have no sentences worth ranking; their opening lines say what they are.
  const summary = LEAD_SUMMARY_TYPES.has(sourceType)
    ? leadSummary(safeContent, sourceType === 'csv' || sourceType === 'spreadsheet' ? 1 : undefined)
    : extractiveSummary(blocks, textLanguage) || leadSummary(safeContent);

  const project = input.metadata?.project;
  const tags = normaliseTags([
    `type:${sourceType}`,
    `category:${category}`,
    ...(language ? [`lang:${language}`] : []),
    ...(typeof project === 'string' ? [`project:${project}`] : []),
    ...(typeof input.metadata?.checkpoint_kind === 'string' ? [`checkpoint:${input.metadata.checkpoint_kind}`] : []),
    ...kinds.map((k) => `pii:${k}`),
    ...signals.confidentialMarkers.map((m) => `marker:${m}`),
    ...signals.internalMarkers.map((m) => `marker:${m}`),
    ...(typeof structured.extracted?.format === 'string' ? [`format:${structured.extracted.format}`] : []),
    ...topKeywords(safeTitle, prose, textLanguage).map((w) => `topic:${w}`),
  ]);

  return {
    category,
    tags,
    sensitivity,
    // The Classification type and the wire carry a string; unknown travels as UNDETERMINED (APIs show null).
    language: language ?? UNDETERMINED,
    summary,
    sourceType,
    storageType: structured.storageType,
    hasExtractableData: structured.hasExtractableData,
    extracted: structured.extracted,
    classifierModel: RULE_BASED_MODEL,
    detectedPii: kinds,
  };
}

export function createRuleBasedClassifier(options: RuleBasedClassifierOptions = {}): ContentClassifier {
  const { offThreadMinChars = DEFAULT_OFF_THREAD_MIN_CHARS, ...rules } = options;
  let thread: OffThread | undefined;
  return {
    model: RULE_BASED_MODEL,
    // Pure CPU work; async only to honour the port, which model-backed adapters need.
    classify: (input) => {
      if ((input.title?.length ?? 0) + input.content.length < offThreadMinChars) {
        return Promise.resolve().then(() => classifyWithRules(input, rules));
      }
      thread ??= new OffThread({ module: path.join(__dirname, 'classify-thread.ts') });
      return thread.run<Classification>('classify', [input, rules]);
    },
    close: async () => {
      await thread?.close();
      thread = undefined;
    },
  };
}
