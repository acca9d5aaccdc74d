/**
 * A match's journal: one JSON line per finished game, after a first line naming the match. A long match stopped
 * by Ctrl-C, a crash or a machine that goes away resumes from its journal and plays only the games it lacks; since
 * every game's deal and seeds follow from the match seed and the game's number, the games it kept are the ones
 * it would have played.
 */
import { appendFileSync, existsSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import type { MatchGame } from './stats.js';

/** What makes two runs the same match: a journal is only resumed by a run that agrees on all of it. */
export interface JournalHeader {
  readonly a: string;
  readonly b: string;
  readonly seed: string;
  readonly games: number;
  /** The seats' settings that change how the bots play (playouts, budget, turn ceiling). */
  readonly play: Readonly<Record<string, number | undefined>>;
}

export interface Journal {
  /** The games the journal holds, from earlier runs. */
  readonly earlier: readonly MatchGame[];
  /** Appends a finished game, on disk before it returns. */
  record(game: MatchGame): void;
}

const FORMAT = 'katz-match-journal/1';

export class JournalError extends Error {
  override readonly name = 'JournalError';
}

export function openJournal(path: string, header: JournalHeader): Journal {
  const wanted = JSON.stringify({ format: FORMAT, ...header });
  const earlier = existsSync(path) ? readJournal(path, header) : (writeFileSync(path, `${wanted}\n`), []);
  return {
    earlier,
    record: (game) => {
      appendFileSync(path, `${JSON.stringify(game)}\n`);
    },
  };
}

function readJournal(path: string, header: JournalHeader): MatchGame[] {
  const text = readFileSync(path, 'utf8');
  // A run killed while writing leaves its last line unfinished: that game is played again.
  const complete = text.slice(0, text.lastIndexOf('\n') + 1);
  if (complete.length !== text.length) truncateSync(path, Buffer.byteLength(complete));
  const [first = '', ...lines] = complete.split('\n').slice(0, -1);
  const found = parseLine(first, path, 1) as Partial<Record<string, unknown>>;
  if (found.format !== FORMAT) throw new JournalError(`${path} is not a match journal (line 1)`);
  for (const [key, value] of Object.entries(header)) {
    if (JSON.stringify(found[key]) !== JSON.stringify(value)) {
      throw new JournalError(
        `${path} is the journal of another match: its ${key} is ${JSON.stringify(found[key])}, this run's ${JSON.stringify(value)}`,
      );
    }
  }
  const seen = new Set<number>();
  return lines.map((line, at) => {
    const game = parseLine(line, path, at + 2) as MatchGame;
    const { index } = game;
    if (!Number.isInteger(index) || index < 0 || index >= header.games || seen.has(index)) {
      throw new JournalError(
        `${path} line ${at + 2}: game number ${String(index)} is not one this match lacks`,
      );
    }
    seen.add(index);
    return game;
  });
}

function parseLine(line: string, path: string, number: number): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new JournalError(`${path} line ${number} is not JSON`);
  }
}
