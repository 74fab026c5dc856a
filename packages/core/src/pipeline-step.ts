// One pipeline step as a bus handler: group commit (batchingHandler), the step's metrics, a warning per failure, and
// the job reported failed when a message fails alone on its last attempt. Every step of every service uses it.
import { batchingHandler } from './batching';
import { isAppError } from './errors';
import type { PipelineEvent } from './events';
import type { MessageHandler } from './ports';

/**
 * Default of ENGRAM_PIPELINE_OFF_THREAD_MIN_CHARS: documents at least this long are classified and chunked in a worker
 * thread, and go after the other documents of their batch; below it, handing the text to a thread costs more than it saves.
 */
export const DEFAULT_OFF_THREAD_MIN_CHARS = 65_536;

/** The telemetry a step reports to (structurally pino and prom-client; core depends on neither). */
export interface StepTelemetry {
  logger: { warn(obj: object, msg: string): void };
  metrics?: {
    pipelineStepDuration: { startTimer(labels: { step: string }): (labels: { outcome: string }) => unknown };
    jobsInFlight: { inc(labels: { step: string }, value: number): void; dec(labels: { step: string }, value: number): void };
    /** Seconds from a message's publication to the start of its handling (queueing and retry delays). */
    pipelineQueueWait?: { observe(labels: { step: string }, seconds: number): void };
  };
}

export interface PipelineStepOptions extends StepTelemetry {
  /** Metric and log label: `classify`, `chunk`, `embed`, `index`. */
  name: string;
  /** Most messages handled in one batch, and batches handled at once (batchingHandler). */
  maxBatch: number;
  parallel?: number;
  /** The subscription's attempts; a message failing alone on the last one gives its job up. */
  maxAttempts: number;
  /** Marks the job of an event failed; called once, before the message is dead-lettered. */
  giveUp(event: PipelineEvent, errorKind: string): Promise<void>;
}

/**
 * `run` handles a batch of events; resolving means all succeeded. A failed batch is retried one message at a time by
 * the batching handler, so one bad document fails only itself.
 */
export function pipelineStep(options: PipelineStepOptions, run: (events: PipelineEvent[]) => Promise<void>): MessageHandler<PipelineEvent> {
  const { name, metrics, logger } = options;
  return batchingHandler<PipelineEvent>(
    async (messages) => {
      const end = metrics?.pipelineStepDuration.startTimer({ step: name });
      metrics?.jobsInFlight.inc({ step: name }, messages.length);
      const now = Date.now();
      for (const m of messages) metrics?.pipelineQueueWait?.observe({ step: name }, Math.max(0, now - m.publishedAt.getTime()) / 1000);
      try {
        await run(messages.map((m) => m.payload));
        for (let i = 0; i < messages.length; i++) end?.({ outcome: 'ok' });
      } catch (err) {
        for (let i = 0; i < messages.length; i++) end?.({ outcome: 'error' });
        const errorKind = isAppError(err) ? err.reason : 'internal';
        const only = messages.length === 1 ? messages[0]! : undefined;
        logger.warn(
          {
            step: name,
            batch: messages.length,
            ...(only ? { jobId: only.payload.jobId, documentId: only.payload.documentId, attempt: only.attempt } : {}),
            errorKind,
            err: isAppError(err) ? undefined : err,
          },
          only ? 'pipeline step failed' : 'pipeline step failed for a batch; retrying its documents one by one',
        );
        if (only && only.attempt >= options.maxAttempts) await options.giveUp(only.payload, errorKind);
        throw err;
      } finally {
        metrics?.jobsInFlight.dec({ step: name }, messages.length);
      }
    },
    {
      maxBatch: options.maxBatch,
      ...(options.parallel !== undefined ? { parallel: options.parallel } : {}),
      // Tenants take turns within a step, and one whose document arrives while every lane is busy with other
      // tenants' batches does not wait for them (see batchingHandler).
      keyOf: (m) => m.payload.tenantId,
    },
  );
}
