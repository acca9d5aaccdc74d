/**
 * A match's journal: one JSON line per finished game, after a first line naming the match. A long match stopped
 * by Ctrl-C, a crash or a machine that goes away resumes from its journal and plays only the games it lacks; since
 * every game's deal and seeds follow from the match seed and the game's number, the games it kept are the ones
 * it would have played.
 */
import { appendFileSync, existsSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
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
  const found = parseJournal(complete, path);
  const recorded: Readonly<Record<string, unknown>> = { ...found.header };
  for (const [key, value] of Object.entries(header)) {
    if (JSON.stringify(recorded[key]) !== JSON.stringify(value)) {
      throw new JournalError(
        `${path} is the journal of another match: its ${key} is ${JSON.stringify(recorded[key])}, this run's ${JSON.stringify(value)}`,
      );
    }
  }
  return found.games;
}

/**
 * A journal read to report on, not to resume: as a match writes it, or gzipped (as the repository keeps finished
 * ones). An unfinished last line, a game being written when the run stopped, is left out; the file is not
 * changed.
 */
export function loadJournal(path: string): { header: JournalHeader; games: MatchGame[] } {
  const bytes = readFileSync(path);
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
  const text = (gzipped ? gunzipSync(bytes) : bytes).toString('utf8');
  return parseJournal(text.slice(0, text.lastIndexOf('\n') + 1), path);
}

/** The header and games of a journal's complete lines; each game number once, and within the match. */
function parseJournal(complete: string, path: string): { header: JournalHeader; games: MatchGame[] } {
  const [first = '', ...lines] = complete.split('\n').slice(0, -1);
  const { format, ...header } = parseLine(first, path, 1) as JournalHeader & { format?: unknown };
  if (format !== FORMAT) throw new JournalError(`${path} is not a match journal (line 1)`);
  const seen = new Set<number>();
  const games = lines.map((line, at) => {
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
  return { header, games };
}

function parseLine(line: string, path: string, number: number): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new JournalError(`${path} line ${number} is not JSON`);
  }
}
