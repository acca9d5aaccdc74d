/**
 * PGlite serves one process only: two processes writing one data folder would corrupt it. A lock file holding
 * the owner's process id keeps a second server out at once; a lock left by a process that no longer runs (after
 * a crash or a SIGKILL) is taken over, so a restart needs no manual cleanup.
 */
import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_FILE = 'katz-server.lock';

class DataDirInUse extends Error {
  constructor(dataDir: string, owner: number) {
    super(
      `the data folder ${dataDir} is in use by another katz server (process ${owner}); ` +
        'the embedded database serves one process only: stop that server, choose another DATA_DIR, ' +
        'or set DATABASE_URL to share a PostgreSQL server between processes',
    );
  }
}

/** Takes the folder's lock or throws `DataDirInUse`; returns the function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => {
        rmSync(path, { force: true });
      };
    } catch (error) {
      if (!isCode(error, 'EEXIST')) throw error;
      const owner = Number.parseInt(readFileSync(path, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) {
        throw new DataDirInUse(dataDir, owner);
      }
      rmSync(path, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`could not take the lock ${path}: another process keeps creating it`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return isCode(error, 'EPERM'); // it exists but belongs to someone else
  }
}

const isCode = (error: unknown, code: string): boolean =>
  error instanceof Error && 'code' in error && error.code === code;
