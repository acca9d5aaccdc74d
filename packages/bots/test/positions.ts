/** Positions for tests: deals played on by random legal actions, and the same view with other hidden cards. */
import {
  apply,
  deal,
  legalActions,
  parsePosition,
  Random,
  statusOf,
  type Card,
  type Position,
  type PositionJson,
} from '@katz/engine';

export function dealt(seed: string): Position {
  const result = deal(seed);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** A running position: a deal played on by `steps` random legal actions (fewer if the game ends). */
export function randomPosition(seed: string, steps: number): Position {
  const random = Random.fromSeed(`${seed}-play`);
  let position = dealt(seed);
  for (let i = 0; i < steps; i++) {
    const legal = legalActions(position);
    const result = apply(position, legal[random.below(legal.length)]!);
    if (!result.ok) throw new Error(result.error.message);
    if (result.value.status.over) break;
    position = result.value.position;
  }
  if (statusOf(position).over) throw new Error('the game ended');
  return position;
}

/**
 * The same position as the player to move sees it, with every hidden card shuffled among the hidden places:
 * the other hand, both stocks below their tops, and the draw pile.
 */
export function reshuffleHidden(position: Position, seed: string): Position {
  const me = position.toMove;
  const other = me === 0 ? 1 : 0;
  const hidden: Card[] = [
    ...position.players[other].hand,
    ...position.players[0].stock.slice(0, -1),
    ...position.players[1].stock.slice(0, -1),
    ...position.drawPile,
  ];
  const random = Random.fromSeed(seed);
  for (let i = hidden.length - 1; i > 0; i--) {
    const j = random.below(i + 1);
    [hidden[i], hidden[j]] = [hidden[j]!, hidden[i]!];
  }
  let next = 0;
  const take = (count: number) => {
    const cards = hidden.slice(next, next + count);
    next += count;
    return cards;
  };
  const stock = (cards: readonly Card[]) =>
    cards.length === 0 ? [] : [...take(cards.length - 1), cards.at(-1)!];
  const players = position.players.map((player, index) => ({
    stock: stock(player.stock),
    hand: index === other ? take(player.hand.length) : player.hand,
    discards: player.discards,
  }));
  const json: PositionJson = {
    toMove: position.toMove,
    players: [players[0]!, players[1]!],
    building: position.building,
    drawPile: take(position.drawPile.length),
    removed: position.removed,
  };
  const parsed = parsePosition(json);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}
