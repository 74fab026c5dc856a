// Prepared statements for PGlite. PGlite's own `query()` sends every call through six protocol round trips into the
// WebAssembly backend (parse, describe statement, bind, describe portal, execute, sync) and has PostgreSQL parse,
// analyse and plan the SQL each time. This runs each distinct SQL text through Parse and Describe once, as a named
// statement, and every later call as one Bind + Execute + Sync message: one round trip, no re-parsing, and PostgreSQL's
// plan cache (custom plans for the first five executions, then the generic plan when it is no worse: what node-postgres
// and JDBC users get with named statements). Results are built with PGlite's own parsers, so rows, types and errors
// look exactly as `query()` returns them.
//
// The statements live in the backend session, which is this PGlite instance's only one. At most `capacity` are kept;
// the least recently used one is closed (deallocated) when a new one needs room.
import { PGlite, parse, protocol, types, type Results, type Transaction } from '@electric-sql/pglite';
import { WorkerPglite, type PgliteEngine } from './pglite-worker/engine';

type QueryOptions = Parameters<PGlite['query']>[2];
type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type Parser = (value: string, typeId: number) => unknown;
type Parsers = Record<number | string, Parser>;
interface Field {
  name: string;
  dataTypeID: number;
}

/** What Prisma's PGlite driver adapter and our SqlDatabase adapter use of a PGlite instance. */
export interface PgliteClient {
  query: PGlite['query'];
  exec: PGlite['exec'];
  transaction: PGlite['transaction'];
}

interface Prepared {
  name: string;
  /** Parameter type oids, from Describe. */
  paramTypes: number[];
  /** Result columns, from Describe; empty when the statement returns no rows (NoData). */
  fields: Field[];
  /** Each column's parser, per parser set (PGlite's own, or one passed in options, as Prisma does on every call). */
  columnParsers: WeakMap<Parsers, (Parser | undefined)[]>;
}

const { serialize } = protocol;
const DEFAULT_CAPACITY = 256;
/** Command tags whose row count PGlite reports as `affectedRows`. */
const COUNTED_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

export class PgliteStatements implements PgliteClient {
  /** Insertion order is recency order: a hit is moved to the end, eviction takes the first. */
  private readonly prepared = new Map<string, Prepared>();
  /** Statements evicted from the map, closed with the next message sent. */
  private toClose: string[] = [];
  private sequence = 0;

  constructor(
    readonly pglite: PgliteEngine,
    private readonly capacity = DEFAULT_CAPACITY,
  ) {}

  /** Like `PGlite.query`: waits for any open transaction, then runs the statement on its own. */
  query = async <T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    if (!this.handles(options)) return this.pglite.query<T>(sql, params, options);
    await this.pglite._checkReady();
    const engine = this.pglite;
    if (engine instanceof WorkerPglite && !engine.needsSync) {
      // Sent under the locks, awaited after them (engine.ts): the worker runs it before anything sent later.
      const sent = await engine._runExclusiveTransaction(() =>
        engine._runExclusiveQuery(async () => {
          const statement = await this.statementFor(sql);
          const reorderable = this.toClose.length === 0;
          const messages = engine.postStandalone(this.frame([serialize.bind({ statement: statement.name, values: this.values(statement, params ?? []) }), serialize.execute({})]), reorderable);
          // Settled here, so a failure is not an unhandled rejection before it is awaited below.
          return { statement, outcome: messages.then((m) => ({ m }), (err: unknown) => ({ err })) };
        }),
      ).catch((err: unknown) => {
        throw this.failed(sql, err);
      });
      const outcome = await sent.outcome;
      if ('err' in outcome) throw this.failed(sql, outcome.err);
      return this.results<T>(sent.statement, outcome.m, options);
    }
    return engine._runExclusiveTransaction(async () => {
      const result = await engine._runExclusiveQuery(() => this.run<T>(sql, params ?? [], options));
      await engine.syncToFs();
      return result;
    });
  };

  exec: PGlite['exec'] = (sql, options) => this.pglite.exec(sql, options);

  /** Like `PGlite.transaction`, with the transaction's `query` going through the prepared statements too. */
  transaction = <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> =>
    this.pglite.transaction((tx) =>
      callback({
        ...tx,
        query: async <R>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<R>> => {
          if (tx.closed) throw new Error('Transaction is closed');
          if (!this.handles(options)) return tx.query<R>(sql, params, options);
          return this.pglite._runExclusiveQuery(() => this.run<R>(sql, params ?? [], options));
        },
        get closed() {
          return tx.closed;
        },
      }),
    );

  /** Statements currently prepared in the backend. */
  get size(): number {
    return this.prepared.size;
  }

  /** Blobs (COPY), per-call serializers and declared parameter types take PGlite's own path. */
  private handles(options: QueryOptions): boolean {
    return !options || (!options.blob && !options.serializers && !options.paramTypes && !options.onNotice);
  }

  /** Runs inside PGlite's query mutex. */
  private async run<T>(sql: string, params: unknown[], options: QueryOptions): Promise<Results<T>> {
    try {
      const statement = await this.statementFor(sql);
      const messages = await this.send([serialize.bind({ statement: statement.name, values: this.values(statement, params) }), serialize.execute({})]);
      return this.results<T>(statement, messages, options);
    } catch (err) {
      throw this.failed(sql, err);
    }
  }

  /** The prepared statement for `sql`: recalled, or prepared now (one round trip). */
  private async statementFor(sql: string): Promise<Prepared> {
    return this.recall(sql) ?? (await this.prepare(sql));
  }

  private values(statement: Prepared, params: unknown[]): (string | ArrayBufferView | null)[] {
    return params.map((value, i) => {
      if (value === null || value === undefined) return null;
      // Bytes go in PostgreSQL's binary format for the parameter's type (bytea: the bytes themselves; pgvector:
      // its vector_recv layout), as node-postgres sends a Buffer; PGlite's own path would stringify them.
      if (ArrayBuffer.isView(value)) return value;
      const serializer = this.pglite.serializers[statement.paramTypes[i]!];
      return serializer ? serializer(value) : String(value);
    });
  }

  /** A statement's error as the caller sees it (with its SQL); a schema change under it prepares it afresh next time. */
  private failed(sql: string, err: unknown): unknown {
    // "cached plan must not change result type": the call itself fails, as it would on a server connection.
    if ((err as { code?: string }).code === '0A000') this.forget(sql);
    if (err instanceof Error) Object.assign(err, { query: sql });
    return err;
  }

  /** The prepared statement for `sql`, marked as the most recently used. */
  private recall(sql: string): Prepared | undefined {
    const statement = this.prepared.get(sql);
    if (statement) {
      this.prepared.delete(sql);
      this.prepared.set(sql, statement);
    }
    return statement;
  }

  private async prepare(sql: string): Promise<Prepared> {
    const name = `engram_${++this.sequence}`;
    const messages = await this.send([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name })]);
    const description = messages.find((m) => m.name === 'rowDescription') as { fields: Field[] } | undefined;
    const statement: Prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      fields: (description?.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
      columnParsers: new WeakMap(),
    };
    this.prepared.set(sql, statement);
    while (this.prepared.size > this.capacity) this.forget(this.prepared.keys().next().value!);
    return statement;
  }

  /**
   * What PGlite's parseResults makes of one statement's messages, without its per-call work: it copies the whole
   * parser table when options carry parsers and looks up every value's parser by type; here each column's parser is
   * resolved once per statement and parser set.
   */
  private results<T>(statement: Prepared, messages: BackendMessage[], options: QueryOptions): Results<T> {
    const extra = options?.parsers as Parsers | undefined;
    const own = this.pglite.parsers as Parsers;
    const key = extra ?? own;
    let parsers = statement.columnParsers.get(key);
    if (!parsers) {
      const fallback = types.parsers as Parsers;
      parsers = statement.fields.map((f) => extra?.[f.dataTypeID] ?? own[f.dataTypeID] ?? fallback[f.dataTypeID]);
      statement.columnParsers.set(key, parsers);
    }
    const { fields } = statement;
    const asArrays = options?.rowMode === 'array';
    const rows: unknown[] = [];
    let completed: { command: string; count: number } | undefined;
    for (const message of messages) {
      if (message.name === 'dataRow') {
        const values = (message as unknown as { fields: (string | null)[] }).fields;
        if (asArrays) {
          rows.push(
            values.map((v, i) => {
              const parser = parsers[i];
              return v === null ? null : parser ? parser(v, fields[i]!.dataTypeID) : v;
            }),
          );
        } else {
          const row: Record<string, unknown> = {};
          for (let i = 0; i < values.length; i++) {
            const v = values[i]!;
            const parser = parsers[i];
            row[fields[i]!.name] = v === null ? null : parser ? parser(v, fields[i]!.dataTypeID) : v;
          }
          rows.push(row);
        }
      } else if (message.name === 'commandComplete') {
        // A tag that carries a row count ends in it ("SELECT 2", "INSERT 0 5"); others end in a word.
        const parts = (message as unknown as { text: string }).text.split(' ');
        completed = { command: parts[0]!, count: parseInt(parts[parts.length - 1]!, 10) };
      }
    }
    if (!completed) return { rows: [], fields: [], affectedRows: 0 } as Results<T>;
    const { command, count } = completed;
    return {
      rows: rows as T[],
      fields,
      command,
      affectedRows: COUNTED_COMMANDS.has(command) ? count : 0,
      ...(Number.isNaN(count) ? {} : { rowCount: count }),
    } as Results<T>;
  }

  private forget(sql: string): void {
    const statement = this.prepared.get(sql);
    if (!statement) return;
    this.prepared.delete(sql);
    this.toClose.push(statement.name);
  }

  /** Sends the messages (after closing evicted statements) and a Sync, as one round trip. */
  private send(messages: Uint8Array[]): Promise<BackendMessage[]> {
    return this.pglite.execProtocolStream(this.frame(messages), { syncToFs: false });
  }

  /** Closes of evicted statements, then the messages, then a Sync, in one buffer. */
  private frame(messages: Uint8Array[]): Uint8Array {
    const closes = this.toClose.map((name) => serialize.close({ type: 'S', name }));
    this.toClose = [];
    const parts = [...closes, ...messages, serialize.sync()];
    const buffer = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const part of parts) {
      buffer.set(part, at);
      at += part.length;
    }
    return buffer;
  }
}
