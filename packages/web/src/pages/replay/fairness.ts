/**
 * The fairness check of a finished game (docs/fairness.md), done in the browser: the seed revealed after the
 * game has the SHA-256 hash shown from its start, the deal follows from the seed, and the record's actions,
 * played by the engine from that deal, end in the final position the server shows.
 */
import { deal, replay, type Position, type PositionJson } from '@katz/engine';
import type { ReplayView } from '@katz/protocol';
import { seedHash } from '../../game/seed-hash.js';

export interface FairnessCheck {
  /** The SHA-256 of the seed, worked out here. */
  readonly hash: string;
  readonly hashMatches: boolean;
  readonly dealMatches: boolean;
  readonly actionsReplay: boolean;
}

export async function checkFairness(game: ReplayView): Promise<FairnessCheck> {
  const hash = await seedHash(game.seed);
  const dealt = deal(game.seed);
  const replayed = replay({ seed: game.seed, shuffle: game.record.shuffle, actions: game.record.actions });
  return {
    hash,
    hashMatches: hash === game.seedHash,
    dealMatches: dealt.ok && game.record.seed === game.seed && samePosition(dealt.value, game.start),
    actionsReplay: replayed.ok && samePosition(replayed.value.position, game.final),
  };
}

function samePosition(a: Position | PositionJson, b: PositionJson): boolean {
  const sameList = (x: readonly string[], y: readonly string[]) =>
    x.length === y.length && x.every((card, index) => card === y[index]);
  const samePiles = (x: readonly (readonly string[])[], y: readonly (readonly string[])[]) =>
    x.length === y.length && x.every((pile, index) => sameList(pile, y[index] ?? []));
  return (
    a.toMove === b.toMove &&
    samePiles(a.building, b.building) &&
    sameList(a.drawPile, b.drawPile) &&
    sameList(a.removed, b.removed) &&
    a.players.every((player, index) => {
      const other = b.players[index];
      return (
        other !== undefined &&
        sameList(player.stock, other.stock) &&
        sameList(player.hand, other.hand) &&
        samePiles(player.discards, other.discards)
      );
    })
  );
}
