/**
 * The PostgreSQL server's own CPU time, when it runs on this machine: the sum over its processes (the
 * postmaster, one backend per connection, the WAL writer and the rest, each named `postgres`), read from
 * /proc. With the database's cost per play beside the servers', the bench's figures say how many plays one
 * database server carries (docs/deploy.md). On another machine, or without /proc, there is nothing to read.
 *
 * A backend that ends (a pool closes an idle connection, and opens another later) takes its time out of the
 * sum of the living; the postmaster, which waits for it, counts it among its children's time. So each
 * process's children's time is added too: only the postmaster has any.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Linux counts a process's CPU time in /proc in ticks of 1/100 s (USER_HZ). */
const TICKS_PER_SECOND = 100;

/** CPU seconds used so far by the processes named `postgres`, or null when there are none to read. */
export function postgresCpuSeconds(): number | null {
  let ticks = 0;
  let found = false;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // it ended meanwhile
    }
    // "pid (comm) state ...": the name may hold spaces, so the fields are counted after its closing bracket.
    const close = stat.lastIndexOf(')');
    if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
    const fields = stat.slice(close + 2).split(' ');
    // utime, stime, cutime, cstime: fields 14 to 17 of the line, counted from 1.
    ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    found = true;
  }
  return found ? ticks / TICKS_PER_SECOND : null;
}
