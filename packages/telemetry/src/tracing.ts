// Tracing through the OpenTelemetry API only: without an SDK registered these are no-ops, so the embedded profile pays
// nothing; a deployment registers an SDK/exporter in its composition root.
import { trace, SpanStatusCode, type Span } from '@opentelemetry/api';

export function getTracer(service: string) {
  return trace.getTracer(`engram.${service}`);
}

export async function withSpan<T>(service: string, name: string, fn: (span: Span) => Promise<T>): Promise<T> {
  return getTracer(service).startActiveSpan(name, async (span) => {
    try {
      return await fn(span);
    } catch (err) {
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw err;
    } finally {
      span.end();
    }
  });
}
