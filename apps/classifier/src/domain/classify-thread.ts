// What the rule-based classifier runs in its worker thread (OffThread of @engram/runtime) for large inputs.
import type { Classification } from '@engram/core';
import type { ClassifyInput } from './content-classifier';
import { classifyWithRules, type RuleBasedClassifierOptions } from './rule-based-classifier';

export function classify(
  input: ClassifyInput,
  options: Pick<RuleBasedClassifierOptions, 'phoneRegions'>,
): Classification {
  return classifyWithRules(input, options);
}
