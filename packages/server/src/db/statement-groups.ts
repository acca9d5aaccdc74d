/**
 * Group commit, for the embedded database: the statements that arrive within one turn of the event loop (the
 * plays of every connection whose message came in meanwhile) run together after it, in one transaction, and
 * each is answered only once that transaction has committed. A quiet server waits for nothing (the group runs
 * right after the callbacks under way); under load one commit serves many statements. PGlite runs one
 * statement at a time anyway, so grouping costs no concurrency, and each statement stays as atomic as on its
 * own. (PGlite answers within the turn it was asked in: without waiting for the turn's end, no other
 * message would ever be read while a group is written, and every group would hold one statement.)
 *
 * When a statement of a group fails, the whole transaction rolls back: each statement of that group then runs
 * again on its own, so that only the failing one fails (a statement is plain SQL, safe to run again since the
 * rollback left no trace of it).
 */
import type { QueryResult } from './database.js';

interface Statement {
  readonly sql: string;
  readonly params: readonly unknown[];
}

export interface StatementRunner {
  /** Runs the statements in order in one transaction and commits; throws (rolled back) if one fails. */
  group(statements: readonly Statement[]): Promise<QueryResult<unknown>[]>;
  /** Runs one statement on its own (autocommit). */
  alone(statement: Statement): Promise<QueryResult<unknown>>;
}

interface Waiting {
  readonly statement: Statement;
  readonly resolve: (result: QueryResult<unknown>) => void;
  readonly reject: (error: unknown) => void;
}

/** The most statements in one group, so that one commit never waits for an unbounded list. */
const MOST_PER_GROUP = 200;

/** A `query` that groups its statements; `runner` runs them. */
export function groupStatements(
  runner: StatementRunner,
): (sql: string, params: readonly unknown[]) => Promise<QueryResult<unknown>> {
  let waiting: Waiting[] = [];
  let writing = false;

  const runAlone = async (each: Waiting) => {
    await runner.alone(each.statement).then(each.resolve, each.reject);
  };

  const runGroup = async (group: readonly Waiting[]) => {
    const [only] = group;
    if (only && group.length === 1) {
      await runAlone(only);
      return;
    }
    let results: QueryResult<unknown>[];
    try {
      results = await runner.group(group.map((each) => each.statement));
    } catch {
      for (const each of group) await runAlone(each);
      return;
    }
    group.forEach((each, index) => {
      const result = results[index];
      if (result) each.resolve(result);
      else each.reject(new Error('a grouped statement has no result'));
    });
  };

  /** Writes the statements waiting now as one group, then, after the next turn, those that came meanwhile. */
  const writeNext = () => {
    const group = waiting.slice(0, MOST_PER_GROUP);
    waiting = waiting.slice(group.length);
    void runGroup(group).finally(() => {
      if (waiting.length === 0) writing = false;
      else setImmediate(writeNext);
    });
  };

  return (sql, params) =>
    new Promise((resolve, reject) => {
      waiting.push({ statement: { sql, params }, resolve, reject });
      if (writing) return;
      writing = true;
      setImmediate(writeNext);
    });
}
