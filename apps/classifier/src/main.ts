// Composition root of the classifier service in the distributed profile: the rule-based classifier behind its gRPC
// contract. Stateless: no database, no bus, no keys. Probes and metrics are on a small HTTP port (OPS_PORT).
import { classifierv1 } from '@engram/proto';
import { runMain, startStatelessService, type RunningService } from '@engram/runtime';
import type { Logger } from '@engram/telemetry';
import { createRuleBasedClassifier } from './domain';
import { classifierHandlers } from './grpc-handlers';
import { loadClassifierConfig, type ClassifierConfig } from './env';

export function start(config: ClassifierConfig, logger: Logger): Promise<RunningService> {
  return startStatelessService({
    name: 'classifier',
    service: classifierv1.ClassifierService,
    handlers: classifierHandlers(createRuleBasedClassifier({ offThreadMinChars: config.offThreadMinChars })),
    config,
    logger,
  });
}

if (require.main === module) runMain(loadClassifierConfig, start, { service: 'classifier' });
