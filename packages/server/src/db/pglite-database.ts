/**
 * The embedded database: PGlite (PostgreSQL compiled to WebAssembly) keeping its files in the data folder. It
 * runs on a worker thread of its own (pglite-worker.ts), so that the database and the players' connections use
 * two cores; this side hands it requests one at a time. Statements outside a transaction are group-committed
 * (statement-groups.ts): one commit for the plays of many games is what lets it keep up with many.
 */
import { Worker } from 'node:worker_threads';
import type { Database, Queryable, QueryResult } from './database.js';
import {
  errorFromWire,
  type SqlStatement,
  type WorkerReady,
  type WorkerReply,
  type WorkerRequest,
  type WorkerResult,
} from './pglite-messages.js';
import { compiledPglite } from './pglite-module.js';
import { groupStatements } from './statement-groups.js';
import { workerScript } from '../worker-script.js';

/** A request as the main thread writes it: the worker's reply is matched to it by the id added on sending. */
type Unsent = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  const pgliteWasmModule = await compiledPglite();
  const worker = new Worker(workerScript('db/pglite-worker.js'), {
    workerData: { dataDir, pgliteWasmModule },
  });
  const thread = new WorkerThread(worker);
  await thread.ready();

  const query = async <Row>(statement: SqlStatement): Promise<QueryResult<Row>> => {
    const [result] = await thread.send({ kind: 'query', statement });
    return asResult<Row>(result);
  };
  const grouped = groupStatements({
    group: async (statements) =>
      (await thread.exclusive(() => thread.send({ kind: 'group', statements }))).map(asResult),
    alone: (statement) => thread.exclusive(() => query(statement)),
  });
  return {
    kind: 'pglite',
    // Each statement's rows are typed by its caller, as with any query.
    query: async <Row>(sql: string, params: readonly unknown[] = []) =>
      (await grouped(sql, params)) as QueryResult<Row>,
    script: async (sql) => {
      await thread.exclusive(() => thread.send({ kind: 'script', sql }));
    },
    transaction: (work) =>
      // Nothing else reaches the database between BEGIN and its end: PGlite has one session.
      thread.exclusive(async () => {
        await thread.send({ kind: 'script', sql: 'BEGIN' });
        const tx: Queryable = { query: (sql, params = []) => query({ sql, params }) };
        let result;
        try {
          result = await work(tx);
        } catch (error) {
          await thread.send({ kind: 'script', sql: 'ROLLBACK' });
          throw error;
        }
        await thread.send({ kind: 'script', sql: 'COMMIT' });
        return result;
      }),
    listen: async (channel, onNotice) => {
      const stop = thread.onNotice(channel, onNotice);
      await thread.exclusive(() => thread.send({ kind: 'listen', channel }));
      return () => {
        stop();
        return Promise.resolve();
      };
    },
    close: async () => {
      await thread.exclusive(() => thread.send({ kind: 'close' }));
      await worker.terminate();
    },
  };
}

const asResult = <Row>(result: WorkerResult | undefined): QueryResult<Row> => {
  if (result === undefined) throw new Error('the embedded database answered a statement with no result');
  return { rows: result.rows as Row[], rowCount: result.rowCount };
};

/** The worker thread: requests sent and their replies, the notices it hands on, and one user at a time. */
class WorkerThread {
  private nextId = 1;
  private readonly waiting = new Map<
    number,
    { resolve: (reply: WorkerReply) => void; reject: (error: Error) => void }
  >();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private queue: Promise<unknown> = Promise.resolve();
  private stopped: Error | null = null;
  private readonly started: Promise<void>;

  constructor(private readonly worker: Worker) {
    let opened: (value: WorkerReady) => void = () => undefined;
    const first = new Promise<WorkerReady>((resolve) => (opened = resolve));
    this.started = first.then((ready) => {
      if (!ready.ready) throw errorFromWire(ready.error);
    });
    worker.on('message', (message: WorkerReady | WorkerReply) => {
      if ('ready' in message) opened(message);
      else this.receive(message);
    });
    worker.on('error', (error) => {
      this.stop(error);
      opened({ ready: false, error: { message: error.message, fields: {} } });
    });
    worker.on('exit', (code) => {
      this.stop(new Error(`the embedded database's thread stopped (exit code ${String(code)})`));
    });
  }

  ready(): Promise<void> {
    return this.started;
  }

  /** Runs `use` when every earlier user is done, and lets no one else in until it is. */
  exclusive<T>(use: () => Promise<T>): Promise<T> {
    const turn = this.queue.then(use, use);
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  send(request: Unsent): Promise<readonly WorkerResult[]> {
    if (this.stopped !== null) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise<WorkerReply>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    }).then((reply) => {
      if (!reply.ok) throw errorFromWire(reply.error);
      return reply.results;
    });
  }

  onNotice(channel: string, listener: (payload: string) => void): () => void {
    const set = this.listeners.get(channel) ?? new Set();
    set.add(listener);
    this.listeners.set(channel, set);
    return () => {
      set.delete(listener);
    };
  }

  private receive(reply: WorkerReply): void {
    const waiter = this.waiting.get(reply.id);
    this.waiting.delete(reply.id);
    waiter?.resolve(reply);
    // The answer first, as on a connection to a server: the caller has kept its change before hearing of it.
    if (reply.notices.length > 0) {
      setImmediate(() => {
        for (const { channel, payload } of reply.notices) {
          for (const listener of this.listeners.get(channel) ?? []) listener(payload);
        }
      });
    }
  }

  private stop(error: Error): void {
    if (this.stopped !== null) return;
    this.stopped = error;
    for (const waiter of this.waiting.values()) waiter.reject(error);
    this.waiting.clear();
  }
}
