// Calls handlers directly (all-in-one server, tests) with the same contract as the network client: requests and
// responses normalised with `create`, the same request id, deadline and cancellation behaviour, and the same AppErrors.
import { create, type DescMethod, type DescService } from '@bufbuild/protobuf';
import { deadlineOf, REQUEST_ID_HEADER, requestIdOf, supportedMethods } from './call';
import { cancelledError, deadlineExceededError, toCallerError } from './errors';
import type { ServeOptions } from './grpc-server';
import type { CallContext, CallOptions, ServiceClient, ServiceHandlers } from './types';

type Handler = (request: unknown, ctx: CallContext) => unknown;

export function createInProcessClient<S extends DescService>(
  service: S,
  handlers: ServiceHandlers<S>,
  options: ServeOptions = {},
): ServiceClient<S> {
  const table = handlers as unknown as Record<string, ((...args: never[]) => unknown) | undefined>;
  const methods: Record<string, unknown> = {};
  for (const method of supportedMethods(service)) {
    const fn = table[method.localName];
    if (typeof fn !== 'function') throw new Error(`${service.typeName}: no handler for ${method.name}`);
    const handler = fn.bind(handlers) as Handler;
    const report = (err: unknown, requestId: string) => options.onError?.(err, { method: method.name, requestId });
    methods[method.localName] =
      method.methodKind === 'server_streaming'
        ? (request: unknown, callOptions?: CallOptions) => serverStream(method, handler, report, request, callOptions)
        : (request: unknown, callOptions?: CallOptions) => unary(method, handler, report, request, callOptions);
  }
  return methods as ServiceClient<S>;
}

type Report = (err: unknown, requestId: string) => void;

/** One call's context plus a promise that rejects when its deadline passes or the caller cancels. */
class InProcessCall {
  readonly ctx: CallContext;
  /** Set once the call has failed on deadline or cancellation (not on a handler error). */
  stoppedWith: Error | undefined;
  readonly stopped: Promise<never>;
  private readonly controller = new AbortController();
  private readonly timer: NodeJS.Timeout | undefined;
  private readonly callerSignal: AbortSignal | undefined;
  private readonly onCallerAbort = () => this.stop(cancelledError());
  private rejectStopped: (err: Error) => void = () => undefined;

  constructor(options: CallOptions | undefined) {
    const requestId = requestIdOf(options);
    const deadline = deadlineOf(options);
    this.ctx = {
      requestId,
      metadata: { ...options?.metadata, [REQUEST_ID_HEADER]: requestId },
      signal: this.controller.signal,
    };
    if (deadline) this.ctx.deadline = deadline;
    this.stopped = new Promise<never>((_resolve, reject) => (this.rejectStopped = reject));
    this.stopped.catch(() => undefined); // only observed when raced
    if (deadline) this.timer = setTimeout(() => this.stop(deadlineExceededError()), deadline.getTime() - Date.now());
    this.callerSignal = options?.signal;
    if (this.callerSignal?.aborted) this.stop(cancelledError());
    else this.callerSignal?.addEventListener('abort', this.onCallerAbort, { once: true });
  }

  /** Ends the call from the caller's side: the handler's signal aborts, as when a network caller goes away. */
  stop(err: Error): void {
    if (this.stoppedWith) return;
    this.stoppedWith = err;
    this.controller.abort();
    this.rejectStopped(err);
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.callerSignal?.removeEventListener('abort', this.onCallerAbort);
  }
}

async function unary(
  method: DescMethod,
  handler: Handler,
  report: Report,
  request: unknown,
  options: CallOptions | undefined,
): Promise<unknown> {
  const input = create(method.input, request as never);
  const call = new InProcessCall(options);
  try {
    if (call.stoppedWith) throw call.stoppedWith;
    const work = Promise.resolve()
      .then(() => handler(input, call.ctx))
      .then((output) => create(method.output, output as never));
    // Reported even when the caller has stopped waiting, as the network server would.
    work.catch((err: unknown) => report(err, call.ctx.requestId));
    try {
      return await Promise.race([work, call.stopped]);
    } catch (err) {
      throw call.stoppedWith ?? toCallerError(err);
    }
  } finally {
    call.dispose();
  }
}

async function* serverStream(
  method: DescMethod,
  handler: Handler,
  report: Report,
  request: unknown,
  options: CallOptions | undefined,
): AsyncGenerator<unknown> {
  const input = create(method.input, request as never);
  const call = new InProcessCall(options);
  let iterator: AsyncIterator<unknown> | undefined;
  let done = false;
  // A handler error ends the stream like the network server would; a deadline or cancellation does not end the
  // handler by itself, so the finally block below stops it.
  const fail = (err: unknown): never => {
    if (call.stoppedWith) throw call.stoppedWith;
    done = true;
    report(err, call.ctx.requestId);
    throw toCallerError(err);
  };
  try {
    if (call.stoppedWith) throw call.stoppedWith;
    try {
      iterator = (handler(input, call.ctx) as AsyncIterable<unknown>)[Symbol.asyncIterator]();
    } catch (err) {
      fail(err);
    }
    while (iterator) {
      let result: IteratorResult<unknown>;
      let message: unknown;
      try {
        result = await Promise.race([iterator.next(), call.stopped]);
        if (result.done) {
          done = true;
          return;
        }
        message = create(method.output, result.value as never);
      } catch (err) {
        return fail(err);
      }
      yield message;
    }
  } finally {
    call.dispose();
    if (!done) {
      // The consumer stopped early or the call was stopped: abort the handler and close its iterator without
      // waiting for it (it may be blocked in the very step that timed out).
      call.stop(cancelledError());
      iterator?.return?.()?.catch(() => undefined);
    }
  }
}
