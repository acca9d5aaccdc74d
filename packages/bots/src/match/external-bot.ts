/**
 * A bot program behind the JSON-lines protocol (docs/bot-protocol.md), run as a child process through the shell.
 * Every answer is awaited with a deadline; a line that is not the expected answer, an illegal action, silence
 * past the deadline or the program's exit become a `BotFault`, and the program is stopped.
 *
 * The shell runs in a process group of its own, and stopping the program ends the whole group: a bye, a
 * moment to leave, then SIGTERM, then SIGKILL (process-group.ts). Only the shell would be killed otherwise,
 * and the bot it started, with anything the bot started, would run on without a parent.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type { Action, GameOver, PlayerIndex, PositionView } from '@katz/engine';
import {
  parseActionReply,
  parseHelloReply,
  PROTOCOL_NAME,
  PROTOCOL_VERSION,
  type RunnerMessage,
} from '../protocol/messages.js';
import { BotFault, type FaultKind } from './bot-fault.js';
import { endGroup, killGroupNow } from './process-group.js';

export interface ExternalBotOptions {
  /** The shell command that starts the bot. */
  readonly command: string;
  /** How long the bot may take for its hello. */
  readonly handshakeMs: number;
  /** How long the bot may take for each action. */
  readonly decisionMs: number;
}

/** The last lines of the bot's standard error, kept to explain a fault. */
const STDERR_LINES = 5;

/** How long a program may take to leave after its bye, and then after SIGTERM. */
const ENDING = { graceMs: 1000, termMs: 500 } as const;

/**
 * The process groups of this thread's programs that have not been seen to end. Should the thread exit without
 * stopping them (an uncaught error), they are killed on the way out, since nothing could wait for them then.
 */
const liveGroups = new Set<number>();
process.on('exit', () => {
  for (const group of liveGroups) killGroupNow(group);
});

export class ExternalBot {
  private child: ChildProcessByStdio<Writable, Readable, Readable> | null = null;
  private pending: ((line: string | null) => void) | null = null;
  private stderr: string[] = [];
  /** Programs being ended (after a fault, or by stop), which stop() waits for. */
  private readonly ending = new Set<Promise<void>>();
  private nextId = 1;
  private exitNote = '';
  name = '';

  constructor(private readonly options: ExternalBotOptions) {}

  /** Starts the program and checks its hello; rejects with a `BotFault` of kind handshake. */
  async start(): Promise<void> {
    // Detached: the shell leads a new process group, which holds the bot and all it starts.
    const child = spawn(this.options.command, {
      shell: true,
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.child = child;
    if (child.pid !== undefined) liveGroups.add(child.pid);
    this.exitNote = '';
    // A fault names the lines of this run, never those of a program stopped before.
    const stderr: string[] = [];
    this.stderr = stderr;
    child.stdin.on('error', () => {
      // A bot that exits early closes its input; the exit itself is reported as the fault.
    });
    // Events of a program stopped after a fault must not reach its successor: each handler checks it is current.
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (this.child !== child) return;
      const waiting = this.pending;
      this.pending = null;
      waiting?.(line);
    });
    createInterface({ input: child.stderr }).on('line', (line) => {
      stderr.push(line);
      if (stderr.length > STDERR_LINES) stderr.shift();
    });
    child.on('exit', (code, signal) => {
      if (this.child !== child) return;
      this.exitNote = signal === null ? `exit code ${String(code)}` : `signal ${signal}`;
      const waiting = this.pending;
      this.pending = null;
      waiting?.(null);
    });
    child.on('error', (error) => {
      if (this.child !== child) return;
      this.exitNote = error.message;
    });
    this.send({ type: 'hello', protocol: PROTOCOL_NAME, version: PROTOCOL_VERSION });
    const line = await this.answer('handshake', this.options.handshakeMs, 'its hello');
    const hello = parseHelloReply(line);
    if (!hello.ok) throw this.fault('handshake', `bad handshake: ${hello.error}`);
    this.name = hello.value.name;
  }

  newGame(game: string, seat: PlayerIndex): void {
    this.send({ type: 'newGame', game, seat });
  }

  gameOver(game: string, status: GameOver): void {
    this.send({ type: 'gameOver', game, status });
  }

  /** Asks for an action and checks that it is one of `legalActions`. */
  async decide(game: string, view: PositionView, legalActions: readonly Action[]): Promise<Action> {
    const id = this.nextId++;
    this.send({ type: 'decide', id, game, view, legalActions, timeMs: this.options.decisionMs });
    const line = await this.answer('timeout', this.options.decisionMs, `its action for decide ${id}`);
    const reply = parseActionReply(line, id);
    if (!reply.ok) throw this.fault('nonsense', reply.error);
    const wanted = JSON.stringify(reply.value.action);
    if (!legalActions.some((action) => JSON.stringify(action) === wanted)) {
      throw this.fault('illegal', `the action ${wanted} for decide ${id} is not one of the legal actions`);
    }
    return reply.value.action;
  }

  /** Ends the program and everything it started, and waits until every program ended before has gone too. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (child !== null) this.end(child);
    await Promise.all([...this.ending]);
  }

  /** Says bye, then ends the program's process group in the background (stop() waits for it). */
  private end(child: ChildProcessByStdio<Writable, Readable, Readable>): void {
    try {
      child.stdin.end(`${JSON.stringify({ type: 'bye' })}\n`);
    } catch {
      // already closed
    }
    const group = child.pid;
    if (group === undefined) return;
    const ending = endGroup(group, ENDING).finally(() => {
      liveGroups.delete(group);
      this.ending.delete(ending);
    });
    this.ending.add(ending);
  }

  private send(message: RunnerMessage): void {
    const child = this.child;
    if (!child?.stdin.writable) return;
    child.stdin.write(`${JSON.stringify(message)}\n`);
  }

  /** The next line of the bot's output, or a fault after `ms` milliseconds or when the program exits. */
  private answer(kind: FaultKind, ms: number, what: string): Promise<string> {
    return new Promise((resolve, reject) => {
      if (this.child === null || this.exitNote !== '') {
        reject(
          this.fault(
            kind === 'handshake' ? 'handshake' : 'exited',
            `the bot is not running (${this.exitNote})`,
          ),
        );
        return;
      }
      const timer = setTimeout(() => {
        this.pending = null;
        reject(this.fault(kind, `no answer within ${ms} ms: the bot was waited on for ${what}`));
      }, ms);
      this.pending = (line) => {
        clearTimeout(timer);
        if (line === null) {
          const fault = kind === 'handshake' ? 'handshake' : 'exited';
          reject(this.fault(fault, `the bot exited (${this.exitNote}) instead of sending ${what}`));
        } else resolve(line);
      };
    });
  }

  /** A fault that also stops the program, with the tail of its standard error for context. */
  private fault(kind: FaultKind, message: string): BotFault {
    const child = this.child;
    this.child = null;
    if (child !== null) this.end(child);
    const tail = this.stderr.length > 0 ? ` (its stderr: ${this.stderr.join(' | ')})` : '';
    return new BotFault(kind, `${this.options.command}: ${message}${tail}`);
  }
}
