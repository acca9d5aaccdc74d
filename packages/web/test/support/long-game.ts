/**
 * A long game for the table's tests, played by the engine alone: both players mostly discard (now and then a
 * card from the hand onto a building pile), so their discard piles grow to the lengths asked for, as they do
 * late in a real game. The actions are what a practice game keeps in session storage, so a page picks the game
 * up where it is (`keepLongGame`).
 */
import { apply, deal, legalActions, type Action, type Position } from '@katz/engine';
import type { Page } from 'playwright-core';

export interface LongGameWish {
  /** The lengths each seat's four discard piles should reach, seat 0 (the person) first. */
  readonly piles: readonly [readonly number[], readonly number[]];
  /** Must hold for the position reached (with the person to move); seeds are tried until one does. */
  readonly accept?: (position: Position) => boolean;
}

export interface LongGame {
  readonly seed: string;
  readonly actions: readonly Action[];
  readonly position: Position;
}

/** Plays seeds `long-0`, `long-1` … until one reaches the wish; throws when none of the first 40 does. */
export function longGame(wish: LongGameWish): LongGame {
  for (let attempt = 0; attempt < 40; attempt++) {
    const seed = `long-${attempt}`;
    const found = play(seed, wish);
    if (found !== null) return found;
  }
  throw new Error(`no seed of the first 40 reached discard piles of ${JSON.stringify(wish.piles)}`);
}

function play(seed: string, wish: LongGameWish): LongGame | null {
  const dealt = deal(seed);
  if (!dealt.ok) throw new Error(dealt.error.message);
  let position = dealt.value;
  const actions: Action[] = [];
  const step = (action: Action): boolean => {
    const applied = apply(position, action);
    if (!applied.ok) throw new Error(`the long game played an illegal action: ${applied.error.message}`);
    position = applied.value.position;
    actions.push(action);
    return !applied.value.status.over;
  };
  for (let turn = 0; turn < 400; turn++) {
    const seat = position.toMove;
    const lengths = position.players[seat].discards.map((pile) => pile.length);
    const wanted = wish.piles[seat];
    const done = (s: 0 | 1) =>
      position.players[s].discards.every((pile, index) => pile.length >= (wish.piles[s][index] ?? 0));
    if (done(0) && done(1) && seat === 0) {
      return wish.accept === undefined || wish.accept(position) ? { seed, actions, position } : null;
    }
    const legal = legalActions(position);
    // Every third turn a card from the hand onto a building pile, so the middle fills as well.
    const build = legal.find((action) => action.type === 'build' && action.from === 'hand');
    if (turn % 3 === 0 && build !== undefined && !step(build)) return null;
    // The discard pile furthest from its wanted length; past every length, the shortest.
    const deficits = lengths.map((length, index) => (wanted[index] ?? 0) - length);
    const pile = deficits.indexOf(Math.max(...deficits));
    const discard = legalActions(position).find((action) => action.type === 'discard' && action.to === pile);
    if (discard === undefined || !step(discard)) return null;
  }
  return null;
}

/** Keeps `game` as the tab's practice game, so that /practice (without a seed) picks it up. */
export async function keepLongGame(page: Page, game: LongGame, level = 'random'): Promise<void> {
  await page.addInitScript(
    (kept) => {
      sessionStorage.setItem('katz.practice', kept);
    },
    JSON.stringify({ seed: game.seed, level, actions: game.actions }),
  );
}
