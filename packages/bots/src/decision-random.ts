/**
 * The random numbers of one decision come from the bot's seed and the view it decides on, and from nothing
 * else: the same seed and view give the same decision on any machine, however many decisions came before, and
 * two games that look the same to the bot (whatever their hidden cards) get the same answer.
 */
import { Random, type PositionView } from '@katz/engine';

/** A canonical text of everything in the view, in a fixed order, whatever the key order of the object. */
export function viewText(view: PositionView): string {
  return JSON.stringify([
    view.viewer,
    view.toMove,
    view.players.map((player) => [
      player.stockCount,
      player.stockTop,
      player.handCount,
      player.hand ?? null,
      player.discards,
    ]),
    view.building,
    view.drawPileCount,
    view.removed,
  ]);
}

/** FNV-1a over UTF-16 code units, from a given offset basis; two bases give 64 bits of fingerprint. */
function fnv1a(text: string, basis: number): number {
  let hash = basis;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const hex = (value: number) => value.toString(16).padStart(8, '0');

export function decisionRandom(seed: string, view: PositionView): Random {
  const text = `${seed}\u0000${viewText(view)}`;
  return Random.fromSeed(`d${hex(fnv1a(text, 0x811c9dc5))}${hex(fnv1a(text, 0x050c5d1f))}`);
}
