/**
 * Group commit, for the embedded database: statements that arrive while a group is being written run together
 * in the next group, one transaction, and each is answered only once that transaction has committed. A
 * statement that arrives while nothing is being written runs at once, so a quiet server waits for nothing;
 * under load one commit serves many statements. PGlite runs one statement at a time anyway, so grouping costs
 * no concurrency, and each statement stays as atomic as on its own.
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

  const write = async () => {
    writing = true;
    while (waiting.length > 0) {
      const group = waiting.slice(0, MOST_PER_GROUP);
      waiting = waiting.slice(group.length);
      const [only] = group;
      if (only && group.length === 1) {
        await runAlone(only);
        continue;
      }
      let results: QueryResult<unknown>[];
      try {
        results = await runner.group(group.map((each) => each.statement));
      } catch {
        for (const each of group) await runAlone(each);
        continue;
      }
      group.forEach((each, index) => {
        const result = results[index];
        if (result) each.resolve(result);
        else each.reject(new Error('a grouped statement has no result'));
      });
    }
    writing = false;
  };

  return (sql, params) =>
    new Promise((resolve, reject) => {
      waiting.push({ statement: { sql, params }, resolve, reject });
      if (!writing) void write();
    });
}
