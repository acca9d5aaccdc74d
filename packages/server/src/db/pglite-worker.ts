/**
 * The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly) spends most of the server's
 * time under load, so it runs here, beside the thread that serves the players, and the two use two cores. It
 * runs the main thread's requests one after another, in the order they arrive (pglite-messages.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import {
  errorToWire,
  type SqlStatement,
  type WorkerNotice,
  type WorkerReply,
  type WorkerRequest,
  type WorkerResult,
} from './pglite-messages.js';
import type { CompiledPglite } from './pglite-module.js';

const port = parentPort;
if (port === null) throw new Error('pglite-worker.js runs as a worker thread of the server');
const { dataDir, pgliteWasmModule } = workerData as {
  dataDir: string;
  /** PGlite's WebAssembly compiled by the main thread (pglite-module.ts); PGlite compiles its own without it. */
  pgliteWasmModule: CompiledPglite | undefined;
};

/** Notices sent by the request under way: they go out with its answer, never before it. */
let notices: WorkerNotice[] = [];
let running = false;

const run = async (target: Pick<PGlite, 'query'>, { sql, params }: SqlStatement): Promise<WorkerResult> => {
  const result = await target.query(sql, [...params]);
  return { rows: result.rows, rowCount: result.affectedRows ?? 0 };
};

async function perform(pglite: PGlite, request: WorkerRequest): Promise<readonly WorkerResult[]> {
  switch (request.kind) {
    case 'query':
      return [await run(pglite, request.statement)];
    case 'group':
      return pglite.transaction(async (tx) => {
        const results: WorkerResult[] = [];
        for (const statement of request.statements) results.push(await run(tx, statement));
        return results;
      });
    case 'script':
      await pglite.exec(request.sql);
      return [];
    case 'listen':
      await pglite.listen(request.channel, (payload) => {
        notices.push({ channel: request.channel, payload });
        // A notice that comes after its request was answered goes out on its own.
        if (!running) setImmediate(flushNotices);
      });
      return [];
    case 'close':
      await pglite.close();
      return [];
  }
}

function takeNotices(): WorkerNotice[] {
  const taken = notices;
  notices = [];
  return taken;
}

function flushNotices(): void {
  if (running || notices.length === 0) return;
  const reply: WorkerReply = { id: 0, ok: true, results: [], notices: takeNotices() };
  port?.postMessage(reply);
}

async function main(): Promise<void> {
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dataDir, pgliteWasmModule ? { pgliteWasmModule } : {});
  } catch (error) {
    port?.postMessage({ ready: false, error: errorToWire(error) });
    return;
  }
  let chain = Promise.resolve();
  port?.on('message', (request: WorkerRequest) => {
    chain = chain.then(async () => {
      running = true;
      let reply: WorkerReply;
      try {
        const results = await perform(pglite, request);
        reply = { id: request.id, ok: true, results, notices: takeNotices() };
      } catch (error) {
        reply = { id: request.id, ok: false, error: errorToWire(error), notices: takeNotices() };
      }
      running = false;
      port.postMessage(reply);
      if (request.kind === 'close') port.close();
    });
  });
  port?.postMessage({ ready: true });
}

void main();
