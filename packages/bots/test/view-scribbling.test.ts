/**
 * An in-process bot gets a view that shares nothing with the game: a bot that writes into its view (sorts its
 * hand, empties piles, adds cards) plays the very same game as one that does not.
 */
import { describe, expect, it } from 'vitest';
import { viewPosition, type PositionView } from '@katz/engine';
import { createBot } from '../src/bot.js';
import type { BotLevel } from '../src/levels.js';
import { playGame } from '../src/match/play-game.js';
import type { Seat } from '../src/match/seat.js';

/** Writes over every array of the view it can reach. */
function scribble(view: PositionView): void {
  const mutable = view as unknown as {
    players: { hand?: string[]; discards: string[][] }[];
    building: string[][];
    removed: string[];
  };
  for (const player of mutable.players) {
    player.hand?.sort().reverse();
    player.hand?.push('KS');
    for (const pile of player.discards) pile.splice(0, pile.length, 'KH');
  }
  for (const pile of mutable.building) pile.length = 0;
  mutable.removed.push('AS');
}

function seat(level: BotLevel, seed: string, scribbles: boolean): Seat {
  const bot = createBot(level, { seed, iterations: 16 });
  return {
    start: () => Promise.resolve(),
    newGame: () => Promise.resolve(),
    async decide(position) {
      const view = viewPosition(position, position.toMove);
      const action = await bot.decide(view);
      if (scribbles) scribble(view);
      return action;
    },
    gameOver: () => undefined,
    takeSearches: () => ({ searches: 0, atCeiling: 0 }),
    stop: () => Promise.resolve(),
  };
}

describe('a bot that writes into its view', () => {
  it.each(['first', 'solid'] as const)('changes nothing of the game (%s)', async (level) => {
    const clean = await playGame([seat(level, 'a', false), seat('first', 'b', false)], 'scribble', 'g0');
    const scribbled = await playGame([seat(level, 'a', true), seat('first', 'b', true)], 'scribble', 'g0');
    expect(scribbled.forfeit).toBeUndefined();
    expect([scribbled.winner, scribbled.ending, scribbled.turns, scribbled.actions]).toEqual([
      clean.winner,
      clean.ending,
      clean.turns,
      clean.actions,
    ]);
  });
});
