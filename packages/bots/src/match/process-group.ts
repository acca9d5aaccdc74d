/**
 * Ends a bot program and everything it started. A `cmd:` bot runs through a shell, in a process group of its
 * own (spawned detached, so the shell leads the group), and what the shell or the bot starts stays in that
 * group unless it leaves on purpose. Killing the shell alone would leave the bot program, or anything the bot
 * started, running without a parent; so the whole group is ended: it is given `graceMs` to leave after the
 * caller's polite request, then SIGTERM, then SIGKILL.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** How often the group is checked for members while waiting for it to leave. */
const POLL_MS = 20;

/**
 * Whether a process of the group still runs. A signal 0 checks without sending anything, but it also counts
 * zombies: a member that was killed after its parent had gone waits to be reaped by process 1, which some
 * containers never do. So where /proc exists (Linux), zombies are told apart there.
 */
function groupAlive(groupId: number): boolean {
  try {
    process.kill(-groupId, 0);
  } catch (error) {
    // EPERM means a member exists that we may not signal (it changed user): alive, and not ours to end.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return runningInProc(groupId) ?? true;
}

/** Whether /proc lists a member of the group that is not a zombie; undefined without /proc. */
function runningInProc(groupId: number): boolean | undefined {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return undefined;
  }
  for (const entry of entries) {
    if (!/^[0-9]+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // "pid (command) state ppid pgrp ...": the command may hold spaces and parentheses, so read after the last.
    const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(group) === groupId && state !== 'Z') return true;
  }
  return false;
}

function signalGroup(groupId: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-groupId, signal);
  } catch {
    // The group is gone already.
  }
}

/** Waits until the group has no member left or `ms` have passed; true if it is gone. */
async function groupGone(groupId: number, ms: number): Promise<boolean> {
  const until = performance.now() + ms;
  while (groupAlive(groupId)) {
    if (performance.now() >= until) return false;
    await sleep(POLL_MS);
  }
  return true;
}

export interface EndOptions {
  /** How long the group may take to leave by itself (after a bye), before SIGTERM. */
  readonly graceMs: number;
  /** How long it may take after SIGTERM, before SIGKILL. */
  readonly termMs: number;
}

/** Ends the process group `groupId`: waits, then SIGTERM, then SIGKILL, until no member is left. */
export async function endGroup(groupId: number, options: EndOptions): Promise<void> {
  if (await groupGone(groupId, options.graceMs)) return;
  signalGroup(groupId, 'SIGTERM');
  if (await groupGone(groupId, options.termMs)) return;
  signalGroup(groupId, 'SIGKILL');
  await groupGone(groupId, options.termMs);
}

/** Ends the group at once, for a process that is exiting and cannot wait. */
export function killGroupNow(groupId: number): void {
  signalGroup(groupId, 'SIGKILL');
}
