import { describe, expect, it } from 'vitest';
import { apply, applyTurn, placeAction, resultOf, statusOf } from '../src/index.js';
import { discard, fromHand, fromStock, position } from './builders.js';
import { randomGame, type Step } from './random-play.js';

const start = position({
  players: [
    { stock: '4D 3C', hand: 'AS 7D KH', discards: ['3H', '', '', ''] },
    { stock: '5D QH', hand: '4S 4H' },
  ],
  building: ['AH 2S', '', '', ''],
  drawPile: '2S 8C 6H 5C 10C',
});

/** The same player's consecutive steps of random games: the batches a player could have sent at once. */
function turnsOf(steps: readonly Step[]): Step[][] {
  const turns: Step[][] = [];
  for (const step of steps) {
    const last = turns.at(-1);
    if (last?.[0]?.before.toMove === step.before.toMove) last.push(step);
    else turns.push([step]);
  }
  return turns;
}

describe('a batch of actions', () => {
  it('gives what the actions one by one give, over random games', () => {
    const turns = ['a', 'b'].flatMap((seed) =>
      turnsOf(randomGame(`turn-${seed}`, { playSeed: seed, limit: 300 })),
    );
    expect(turns.length).toBeGreaterThan(20);
    for (const turn of turns) {
      const first = turn[0]!;
      const applied = applyTurn(
        first.before,
        first.before.toMove,
        turn.map((step) => step.action),
      );
      if (!applied.ok) throw new Error(applied.error.message);
      expect(applied.value.position).toEqual(turn.at(-1)!.after);
      expect(applied.value.events).toEqual(turn.map((step) => step.events));
      expect(applied.value.status).toEqual(statusOf(turn.at(-1)!.after));
    }
  });

  it('refuses them all when one is refused, naming which and why', () => {
    const refused = applyTurn(start, 0, [fromHand('AS', 1), fromHand('7D', 2)]);
    expect(refused).toEqual({
      ok: false,
      error: {
        code: 'refused',
        refusal: { code: 'does-not-fit', message: expect.any(String) as string },
        message: expect.stringMatching(/does not fit.*\(action 1 of the 2 sent\)$/) as string,
        action: 1,
      },
    });
  });

  it('refuses a seat that is not to move, and an action after the turn has passed', () => {
    expect(applyTurn(start, 1, [fromHand('4S', 1)])).toMatchObject({
      ok: false,
      error: { code: 'not-your-turn', message: "it is the other player's turn (seat 0)", action: 0 },
    });
    expect(applyTurn(start, 0, [discard('7D', 1), fromHand('AS', 1)])).toMatchObject({
      ok: false,
      error: {
        code: 'not-your-turn',
        message: 'the turn had passed before this action (action 1 of the 2 sent)',
        action: 1,
      },
    });
  });

  it('refuses an action after the one that ended the game', () => {
    const ended = applyTurn(start, 0, [fromStock(0), fromStock(0), fromHand('AS', 1)]);
    expect(ended).toMatchObject({
      ok: false,
      error: {
        code: 'game-ended',
        message: 'the game ended before the action after this one (action 1 of the 3 sent)',
        action: 2,
      },
    });
    const won = applyTurn(start, 0, [fromStock(0), fromStock(0)]);
    if (!won.ok) throw new Error(won.error.message);
    expect(resultOf(won.value.status)).toEqual({ winner: 0, reason: 'stock' });
  });

  it('changes nothing for an empty batch', () => {
    expect(applyTurn(start, 0, [])).toEqual({
      ok: true,
      value: { position: start, events: [], status: { over: false } },
    });
  });
});

describe('the result of a status', () => {
  it('is null while the game runs and the winner and reason once it is over', () => {
    expect(resultOf({ over: false })).toBeNull();
    expect(resultOf({ over: true, winner: null, reason: 'drawPile' })).toEqual({
      winner: null,
      reason: 'drawPile',
    });
  });
});

describe('placing a card', () => {
  it('puts any card on a building pile and only a hand card on a discard pile', () => {
    const onto = (source: Parameters<typeof placeAction>[0], to: 'building' | 'discard') =>
      placeAction(source, { to, pile: 2 });
    expect(onto({ from: 'stock' }, 'building')).toEqual({ ok: true, value: fromStock(2) });
    expect(onto({ from: 'hand', card: 'KH' }, 'discard')).toEqual({ ok: true, value: discard('KH', 2) });
    expect(onto({ from: 'stock' }, 'discard')).toEqual({ ok: false, error: 'only-hand-to-discard' });
    expect(onto({ from: 'discard', pile: 0 }, 'discard')).toEqual({
      ok: false,
      error: 'only-hand-to-discard',
    });
  });

  it('gives actions the engine judges like any other', () => {
    const placed = placeAction({ from: 'hand', card: 'AS' }, { to: 'building', pile: 1 });
    if (!placed.ok) throw new Error(placed.error);
    expect(apply(start, placed.value).ok).toBe(true);
  });
});
