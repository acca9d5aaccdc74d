/** Two matches compared game by game, from their journals as a match writes them or as the repository keeps them. */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compareGameByGame, GameByGameError } from '../src/match/game-by-game.js';
import { JournalError, loadJournal, openJournal, type JournalHeader } from '../src/match/journal.js';
import type { GameTally } from '../src/match/play-game.js';
import type { MatchGame } from '../src/match/stats.js';

const result = (winner: 0 | 1 | null): GameTally => ({
  winner,
  ending: 'stock',
  turns: 40,
  actions: 120,
  decisionMs: [[1], [2]],
  turnMs: [[1], [2]],
  searches: [
    { searches: 1, atCeiling: 0 },
    { searches: 0, atCeiling: 0 },
  ],
});

/** Game `index` of a match: deal index / 2, bot A as player 0 and then 1, and the given winner. */
const game = (index: number, winner: 0 | 1 | null): MatchGame => ({
  index,
  deal: Math.floor(index / 2),
  aPlayer: (index % 2) as 0 | 1,
  result: result(winner),
});

/** A's points in game `index` of a list of results from A's side: 1 won, 0 lost, 0.5 drawn. */
const fromPoints = (points: readonly number[]): MatchGame[] =>
  points.map((p, index) => {
    const aPlayer = index % 2;
    return game(index, p === 0.5 ? null : p === 1 ? (aPlayer as 0 | 1) : ((1 - aPlayer) as 0 | 1));
  });

describe('two matches game by game', () => {
  it('pairs the games by number, and gives the difference of the scores with the spread of the differences', () => {
    const first = fromPoints([1, 1, 0, 0.5, 1, 0]);
    const second = fromPoints([1, 0, 0, 1, 1]);
    const paired = compareGameByGame(first, second);
    // Game 6 is in the first match only. Differences: 0, 1, 0, -0.5, 0.
    expect(paired.games).toBe(5);
    expect(paired.alike).toBe(3);
    expect(paired.firstScore).toBeCloseTo(3.5 / 5);
    expect(paired.secondScore).toBeCloseTo(3 / 5);
    expect(paired.difference).toBeCloseTo(0.1);
    const variance = ((0 - 0.1) ** 2 * 3 + (1 - 0.1) ** 2 + (-0.5 - 0.1) ** 2) / 4;
    expect(paired.error).toBeCloseTo(Math.sqrt(variance / 5));
  });

  it('refuses games of the same number from different deals or seats: not the same match', () => {
    const other = { ...game(3, 0), deal: 7 };
    expect(() => compareGameByGame([game(3, 0)], [other])).toThrow(GameByGameError);
    expect(() => compareGameByGame([game(3, 0)], [other])).toThrow(/game 4 is deal 1 .* but deal 7/);
  });

  it('reads a journal as a match writes it, and gzipped, leaving out a game being written and the file as it was', () => {
    const folder = mkdtempSync(join(tmpdir(), 'katz-journal-'));
    const path = join(folder, 'match.journal');
    const header: JournalHeader = { a: 'strong', b: 'solid', seed: 's', games: 10, play: { turnMs: 1000 } };
    const journal = openJournal(path, header);
    journal.record(game(1, 0));
    journal.record(game(0, 1));
    writeFileSync(path, `${readFileSync(path, 'utf8')}{"index":2,"de`);
    const before = readFileSync(path, 'utf8');
    const plain = loadJournal(path);
    expect(plain.header).toEqual(header);
    expect(plain.games.map((g) => g.index)).toEqual([1, 0]);
    expect(readFileSync(path, 'utf8')).toBe(before);
    writeFileSync(`${path}.gz`, gzipSync(before));
    expect(loadJournal(`${path}.gz`)).toEqual(plain);
  });

  it('names the line of a journal that is not one, or holds a game twice', () => {
    const folder = mkdtempSync(join(tmpdir(), 'katz-journal-'));
    const path = join(folder, 'bad.journal');
    writeFileSync(path, '{"format":"something else"}\n');
    expect(() => loadJournal(path)).toThrow(/is not a match journal \(line 1\)/);
    const header = { format: 'katz-match-journal/1', a: 'x', b: 'y', seed: 's', games: 4, play: {} };
    const twice = JSON.stringify(game(2, 0));
    writeFileSync(path, `${JSON.stringify(header)}\n${twice}\n${twice}\n`);
    expect(() => loadJournal(path)).toThrow(JournalError);
    expect(() => loadJournal(path)).toThrow(/line 3: game number 2/);
  });
});
